import { describe, expect, it } from 'vitest';
import { hearChord, hearIntervalPairs, hearIntervals, hearScale } from './hear.ts';

describe('listening examples', () => {
  it('a scale goes up an octave and back down, ending on a held tonic', () => {
    const heard = hearScale('A', 'harmonic minor')!;
    const midis = heard.notes.map((n) => n[2]);
    expect(midis.slice(0, 8)).toEqual([57, 59, 60, 62, 64, 65, 68, 69]);
    expect(midis.slice(7)).toEqual([69, 68, 65, 64, 62, 60, 59, 57]);
    expect(heard.notes.at(-1)![1]).toBe(480 * 4);
    expect(heard.bars).toBe(5);
  });

  it('a chord is struck, broken upwards with the slash bass lowest, then held', () => {
    const heard = hearChord('D/F#')!;
    const struck = heard.notes.filter((n) => n[0] === 0).map((n) => n[2]);
    expect(struck).toEqual([54, 62, 66, 69]);
    const broken = heard.notes.filter((n) => n[0] >= 1920 && n[1] === 480).map((n) => n[2]);
    expect(broken).toEqual(struck);
    expect(heard.notes.filter((n) => n[1] === 1920).map((n) => n[2])).toEqual(struck);
  });

  it('intervals: one bar each, the two notes in turn then together; below when negative', () => {
    const heard = hearIntervals('E', [7, -3])!;
    expect(heard.bars).toBe(2);
    expect(heard.notes.slice(0, 4).map((n) => n[2])).toEqual([64, 71, 64, 71]);
    expect(heard.notes.slice(4).map((n) => [n[0], n[2]])).toEqual([
      [1920, 64],
      [2400, 61],
      [2880, 61],
      [2880, 64],
    ]);
  });

  it('interval pairs: each from its own note, a bar apart', () => {
    const heard = hearIntervalPairs([
      { from: 'A', semitones: 3 },
      { from: 'C', semitones: 9 },
    ])!;
    expect(heard.bars).toBe(2);
    expect(heard.notes.filter((n) => n[0] === 0 || n[0] === 1920).map((n) => n[2])).toEqual([57, 60]);
    expect(heard.notes.find((n) => n[0] === 2400)?.[2]).toBe(69);
    expect(hearIntervalPairs([])).toBeNull();
  });

  it('nothing for what is not a scale, chord or note', () => {
    expect(hearScale('C', 'nonsense')).toBeNull();
    expect(hearChord('X7')).toBeNull();
    expect(hearIntervals('H', [3])).toBeNull();
  });
});
