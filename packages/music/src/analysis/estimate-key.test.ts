import { describe, expect, it } from 'vitest';
import { estimateKey, pitchClassHistogram } from './estimate-key.ts';
import { AARDEN_ESSEN } from './key-profiles.ts';

const scale = (tonic: number, steps: number[], weights: number[]) => {
  const h = new Array(12).fill(0);
  steps.forEach((s, i) => {
    h[(tonic + s) % 12] += weights[i]!;
  });
  return h;
};
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const HARMONIC_MINOR = [0, 2, 3, 5, 7, 8, 11];
const W = [4, 2, 3, 2, 3.5, 1.5, 1];

describe('estimateKey (Krumhansl–Schmuckler, Aarden–Essen)', () => {
  it('uses music21’s Aarden–Essen weights', () => {
    expect(AARDEN_ESSEN.major[0]).toBe(17.7661);
    expect(AARDEN_ESSEN.major[7]).toBe(22.062);
    expect(AARDEN_ESSEN.minor[3]).toBe(16.8599);
    expect(AARDEN_ESSEN.minor[11]).toBe(1.75623);
  });

  it.each([
    [0, 'C'],
    [7, 'G'],
    [2, 'D'],
    [10, 'Bb'],
    [3, 'Eb'],
    [6, 'F#'],
    [1, 'Db'],
  ])('finds major keys (tonic %i → %s)', (tonic, name) => {
    const r = estimateKey(scale(tonic, MAJOR, W))!;
    expect(r.key).toEqual({ tonic: name, mode: 'major' });
    expect(r.correlation).toBeGreaterThan(0.8);
    expect(r.runnerUp.correlation).toBeLessThan(r.correlation);
    expect(r.ranking).toHaveLength(24);
  });

  it.each([
    [9, 'A'],
    [4, 'E'],
    [0, 'C'],
    [8, 'G#'],
    [3, 'Eb'],
  ])('finds minor keys (tonic %i → %s)', (tonic, name) => {
    const r = estimateKey(scale(tonic, HARMONIC_MINOR, W))!;
    expect(r.key).toEqual({ tonic: name, mode: 'minor' });
  });

  it('computes Pearson correlation exactly (the profile itself correlates 1)', () => {
    const r = estimateKey([...AARDEN_ESSEN.major])!;
    expect(r.key).toEqual({ tonic: 'C', mode: 'major' });
    expect(r.correlation).toBeCloseTo(1, 10);
  });

  it('returns null without information', () => {
    expect(estimateKey(new Array(12).fill(0))).toBeNull();
    expect(estimateKey(new Array(12).fill(3))).toBeNull();
    expect(estimateKey([1, 2, 3])).toBeNull();
  });

  it('weights pitch classes by duration in quarter notes', () => {
    const h = pitchClassHistogram(
      [
        { midi: 60, durationTicks: 960 },
        { midi: 72, durationTicks: 480 },
        { midi: 66, durationTicks: 240 },
      ],
      480,
    );
    expect(h[0]).toBe(3);
    expect(h[6]).toBe(0.5);
  });
});
