import { describe, expect, it } from 'vitest';
import { chordInContext, keysWithChord } from './chord-in-context.ts';

describe('chordInContext', () => {
  it.each([
    ['Gm7', 'F major', ['Gm7', 'C7', 'Fmaj7', 'Fmaj7']],
    ['E7', 'A major', ['Bm7', 'E7', 'Amaj7', 'Amaj7']],
    ['F#m7b5', 'E minor', ['F#m7b5', 'B7', 'Em', 'Em']],
    ['C#dim', 'D major', ['D', 'G', 'C#dim', 'D']],
    ['Asus4', 'A major', ['Asus4', 'A', 'Asus4', 'A']],
    ['Cmaj7', 'C major', ['Cmaj7', 'Am7', 'Dm7', 'G7']],
    ['Am', 'A minor', ['Am', 'F', 'C', 'G']],
    ['Bb', 'Bb major', ['Bb', 'Gm', 'Eb', 'F']],
  ])('%s lives in %s', (symbol, key, chords) => {
    const shown = chordInContext(symbol)!;
    expect(`${shown.key.tonic} ${shown.key.mode}`).toBe(key);
    expect(shown.chords).toEqual(chords);
  });

  it('is null for what is no chord', () => {
    expect(chordInContext('H7')).toBeNull();
  });
});

describe('keysWithChord', () => {
  const homes = (symbol: string) =>
    keysWithChord(symbol).map(
      (h) => `${h.roman} ${h.key.tonic} ${h.key.mode}${h.harmonic ? ' (harmonic)' : ''}`,
    );

  it('finds every major and minor key whose own chords hold it, with its numeral there', () => {
    expect(homes('Bm7b5')).toEqual(['viiø7 C major', 'iiø7 A minor']);
    expect(homes('Em')).toEqual([
      'iii C major',
      'ii D major',
      'vi G major',
      'i E minor',
      'v A minor',
      'iv B minor',
    ]);
  });

  it("reads a minor key's major V from its harmonic minor", () => {
    expect(homes('D7')).toEqual(['V7 G major', 'VII7 E minor', 'V7 G minor (harmonic)']);
  });

  it('spells a key the way the chord is spelled where it can, and is empty for what no key holds', () => {
    expect(homes('Bbm7b5')).toEqual(['viiø7 Cb major', 'iiø7 Ab minor']);
    // (Fb major would need 8 flats: E major holds it, as D#m7b5.)
    expect(homes('Ebm7b5')).toEqual(['viiø7 E major', 'iiø7 Db minor']);
    expect(keysWithChord('C7#9')).toEqual([]);
  });
});
