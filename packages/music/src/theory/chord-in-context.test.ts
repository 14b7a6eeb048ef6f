import { describe, expect, it } from 'vitest';
import { chordInContext } from './chord-in-context.ts';

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
