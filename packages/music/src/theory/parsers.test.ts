import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chordNotes, parseChord } from './chord.ts';
import { intervalBetween, parseInterval, transposeNote } from './interval.ts';
import { parseKey } from './key.ts';
import { detectKeyFromChords } from './key-detection.ts';
import { enharmonics, parseNote } from './note.ts';
import { chordToRoman } from './roman-analysis.ts';
import { parseRoman, romanToChord } from './roman-numeral.ts';
import { parseScale } from './scale.ts';
import { voiceProgression } from './voicing.ts';

// Text that looks a bit like music: letters, accidentals, digits, roman numerals and symbols.
const musicish = fc.stringMatching(/^[A-Ga-gIViv#b♯♭°øΔ+\-/0-9 ()mMajdsu]{0,14}$/);
const anyText = fc.oneof(musicish, fc.string({ maxLength: 30 }));

describe('parsers never throw on user text (property)', () => {
  it('returns null or a value for any string', () => {
    const key = { tonic: 'C', mode: 'major' } as const;
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        parseNote(a);
        parseChord(a);
        chordNotes(a);
        parseKey(a);
        parseInterval(a);
        parseRoman(a);
        romanToChord(a, key);
        parseScale(a);
        transposeNote(a, b);
        intervalBetween(a, b);
        enharmonics(a);
        const c = parseChord(a);
        if (c) expect(chordToRoman(c, key)).not.toBeUndefined();
        detectKeyFromChords([a, b]);
        voiceProgression([a, b]);
      }),
      { numRuns: 3000 },
    );
  });

  it('every chord it accepts has notes and a symbol that parses to the same notes', () => {
    fc.assert(
      fc.property(musicish, (a) => {
        const c = parseChord(a);
        if (!c) return;
        expect(c.notes.length).toBeGreaterThan(1);
        const again = parseChord(c.symbol);
        expect(again?.chromas).toEqual(c.chromas);
        expect(again?.bassChroma).toBe(c.bassChroma);
      }),
      { numRuns: 3000 },
    );
  });
});
