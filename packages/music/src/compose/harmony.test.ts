import { describe, expect, it } from 'vitest';
import { parseChord } from '../theory/chord.ts';
import type { Key } from '../theory/key.ts';
import { allowedPitchClasses, isScaleLocked, melodicScale } from './harmony.ts';
import type { ChordSegment } from './types.ts';

const C: Key = { tonic: 'C', mode: 'major' };
const pcs = (mask: number) => Array.from({ length: 12 }, (_, i) => i).filter((i) => mask & (1 << i));

describe('the scale-lock rule', () => {
  it('allows only the key’s scale for engine chords', () => {
    expect(pcs(allowedPitchClasses(C, parseChord('G7')!, 'engine', false))).toEqual([0, 2, 4, 5, 7, 9, 11]);
  });

  it('adds the tones of a chord the user asked for', () => {
    expect(pcs(allowedPitchClasses(C, parseChord('D7')!, 'user', false))).toEqual([0, 2, 4, 5, 6, 7, 9, 11]);
    expect(pcs(allowedPitchClasses(C, parseChord('C/Bb')!, 'user', false))).toEqual([
      0, 2, 4, 5, 7, 9, 10, 11,
    ]);
  });

  it('allows everything when chromatic', () => {
    expect(allowedPitchClasses(C, parseChord('C')!, 'engine', true)).toBe(0xfff);
  });

  it.each([
    [C, 'E7', [0, 2, 4, 5, 8, 9, 11]],
    [C, 'D7', [0, 2, 4, 6, 7, 9, 11]],
    [C, 'Bb', [0, 2, 4, 5, 7, 9, 10]],
    [C, 'Am', [0, 2, 4, 5, 7, 9, 11]],
    [{ tonic: 'A', mode: 'minor' } as Key, 'E7', [0, 2, 4, 5, 8, 9, 11]],
  ])('melodic scale of %o over %s', (key, chord, scale) => {
    expect(melodicScale(key, parseChord(chord)!)).toEqual(scale);
  });

  it('checks notes against the chord sounding at their start', () => {
    const prog: ChordSegment[] = [
      { symbol: 'C', roman: 'I', bar: 0, tick: 0, durationTicks: 1920, source: 'user' },
      { symbol: 'A7', roman: 'V7/ii', bar: 1, tick: 1920, durationTicks: 1920, source: 'user' },
      { symbol: 'Bb', roman: 'bVII', bar: 2, tick: 3840, durationTicks: 1920, source: 'engine' },
    ];
    expect(isScaleLocked(61, 100, C, prog, false)).toBe(false);
    expect(isScaleLocked(61, 2000, C, prog, false)).toBe(true);
    expect(isScaleLocked(58, 4000, C, prog, false)).toBe(false);
    expect(isScaleLocked(58, 4000, C, prog, true)).toBe(true);
    expect(isScaleLocked(64, 99999, C, prog, false)).toBe(true);
  });
});
