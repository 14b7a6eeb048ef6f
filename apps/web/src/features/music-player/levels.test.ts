import { describe, expect, it } from 'vitest';
import { DEFAULT_MIX, partLevels } from './levels';

describe('partLevels', () => {
  it('plays every part at its volume when nothing is muted or soloed', () => {
    expect(partLevels([DEFAULT_MIX, { ...DEFAULT_MIX, volume: 0.5 }])).toEqual([
      { audible: true, gain: 1 },
      { audible: true, gain: 0.5 },
    ]);
  });

  it('silences a muted part', () => {
    expect(partLevels([{ ...DEFAULT_MIX, muted: true }, DEFAULT_MIX]).map((l) => l.audible)).toEqual([
      false,
      true,
    ]);
  });

  it('plays only soloed parts once any part is soloed, and a muted solo stays silent', () => {
    const mix = [{ ...DEFAULT_MIX, solo: true }, DEFAULT_MIX, { ...DEFAULT_MIX, solo: true, muted: true }];
    expect(partLevels(mix).map((l) => l.audible)).toEqual([true, false, false]);
  });

  it('keeps gain within 0–1', () => {
    expect(
      partLevels([
        { ...DEFAULT_MIX, volume: 3 },
        { ...DEFAULT_MIX, volume: -1 },
      ]).map((l) => l.gain),
    ).toEqual([1, 0]);
  });
});
