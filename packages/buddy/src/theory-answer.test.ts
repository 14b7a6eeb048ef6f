import { describe, expect, it } from 'vitest';
import { respond } from './respond.ts';
import { chordToneAsked } from './theory-answer.ts';

describe('a chord tone asked by its degree', () => {
  for (const [say, first] of [
    ["what's the 3rd of Dbmaj9", 'The 3rd of Dbmaj9 is F.'],
    ['whats the fifth of a B chord', 'The 5th of B is F#.'],
    ['7th of G7?', 'The 7th of G7 is F.'],
    ['what is the root of F#m7b5', 'The root of F#m7b5 is F#.'],
    ['whats the 9th in C7#9', 'The 9th of C7#9 is D#.'],
  ] as const) {
    it(`"${say}" answers the tone first, then the whole chord`, () => {
      const r = respond([{ role: 'user', text: say }]);
      expect(r.intent).toBe('theory-fact');
      expect(r.text.startsWith(first), r.text).toBe(true);
    });
  }

  it('names no tone the chord lacks, nor one not asked', () => {
    expect(chordToneAsked('9th of cmaj7?', 'Cmaj7')).toBeNull();
    expect(chordToneAsked('notes of cmaj7', 'Cmaj7')).toBeNull();
  });
});
