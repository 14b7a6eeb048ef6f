import { compose, pieceToMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { measure } from './measure.ts';
import { claimsNoChange, instrumentTokens } from './score.ts';

const made = compose({
  key: { tonic: 'C', mode: 'major' },
  bars: 4,
  style: 'ballad',
  seed: 7,
  parts: [{ role: 'chords', program: 0 }, { role: 'pad', program: 48 }, 'bass'],
});
if (!made.ok) throw new Error(made.error);
const m = measure(pieceToMidi(made.piece));

describe('composer-eval scoring for the grown piece model', () => {
  it('reads every role from the track names', () => {
    expect(m.tracks.map((t) => t.role)).toEqual(['chords', 'pad', 'bass']);
  });

  it('counts a requested instrument played by a part of another role', () => {
    expect(instrumentTokens({ chords: 48 }, m)).toEqual({
      expected: ['chords:48'],
      predicted: ['chords:48'],
      missing: [],
    });
  });

  it('still scores an instrument no part plays as a miss, and the asked role as a wrong guess', () => {
    expect(instrumentTokens({ chords: 61 }, m)).toEqual({
      expected: ['chords:61'],
      predicted: ['chords:0'],
      missing: ['chords:61'],
    });
  });

  it('accepts "Nothing changed" without a claim, and nothing that claims a change', () => {
    expect(claimsNoChange('Nothing changed: it already has Acoustic Bass on the bass.')).toBe(true);
    expect(claimsNoChange('Done — the bass is now on Acoustic Bass.')).toBe(false);
    expect(claimsNoChange('Nothing changed in the melody. Done — the bass is now slap bass.')).toBe(false);
    expect(claimsNoChange("I couldn't do that.")).toBe(false);
  });
});
