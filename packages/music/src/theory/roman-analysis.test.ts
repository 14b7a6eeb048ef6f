import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseChord } from './chord.ts';
import type { Key } from './key.ts';
import { analyseProgression, chordToRoman } from './roman-analysis.ts';
import { romanToChord } from './roman-numeral.ts';

const C: Key = { tonic: 'C', mode: 'major' };
const Am: Key = { tonic: 'A', mode: 'minor' };

describe('chordToRoman', () => {
  it.each([
    ['C', C, 'I', 'diatonic'],
    ['Dm', C, 'ii', 'diatonic'],
    ['Em7', C, 'iii7', 'diatonic'],
    ['Fmaj7', C, 'IVmaj7', 'diatonic'],
    ['G7', C, 'V7', 'diatonic'],
    ['Bm7b5', C, 'viiø7', 'diatonic'],
    ['Bdim', C, 'vii°', 'diatonic'],
    ['C/E', C, 'I6', 'diatonic'],
    ['C/G', C, 'I64', 'diatonic'],
    ['G7/B', C, 'V65', 'diatonic'],
    ['G7/F', C, 'V42', 'diatonic'],
    ['D7', C, 'V7/V', 'secondary dominant'],
    ['D', C, 'V/V', 'secondary dominant'],
    ['A7', C, 'V7/ii', 'secondary dominant'],
    ['E7', C, 'V7/vi', 'secondary dominant'],
    ['E', C, 'V/vi', 'secondary dominant'],
    ['C7', C, 'V7/IV', 'secondary dominant'],
    ['B7', C, 'V7/iii', 'secondary dominant'],
    ['F#dim7', C, 'vii°7/V', 'secondary leading-tone'],
    ['F#m7b5', C, 'viiø7/V', 'secondary leading-tone'],
    ['Bb', C, 'bVII', 'borrowed'],
    ['Ab', C, 'bVI', 'borrowed'],
    ['Eb', C, 'bIII', 'borrowed'],
    ['Fm', C, 'iv', 'borrowed'],
    ['Gm', C, 'v', 'borrowed'],
    ['Db', C, 'bII', 'neapolitan'],
    ['Db/F', C, 'bII6', 'neapolitan'],
    ['Am', Am, 'i', 'diatonic'],
    ['C', Am, 'III', 'diatonic'],
    ['F', Am, 'VI', 'diatonic'],
    ['G', Am, 'VII', 'diatonic'],
    ['E7', Am, 'V7', 'diatonic'],
    ['Em', Am, 'v', 'diatonic'],
    ['G#dim', Am, 'vii°', 'diatonic'],
    ['D', Am, 'IV', 'borrowed'],
    ['A', Am, 'I', 'borrowed'],
    ['A7', Am, 'V7/iv', 'secondary dominant'],
    ['Bb', Am, 'bII', 'neapolitan'],
    ['Bbmaj7', { tonic: 'F', mode: 'major' } as Key, 'IVmaj7', 'diatonic'],
    ['C#m', { tonic: 'E', mode: 'major' } as Key, 'vi', 'diatonic'],
  ])('%s in %o is %s', (symbol, key, roman, fn) => {
    const r = chordToRoman(symbol, key);
    expect(r?.roman).toBe(roman);
    expect(r?.function).toBe(fn);
  });

  it('returns null for bad symbols', () => {
    expect(chordToRoman('nope', C)).toBeNull();
  });

  it('analyses a progression', () => {
    expect(analyseProgression(['C', 'A7', 'Dm', 'G7'], C).map((r) => r?.roman)).toEqual([
      'I',
      'V7/ii',
      'ii',
      'V7',
    ]);
  });

  it('round-trips through romanToChord for any root, quality and key (property)', () => {
    const roots = ['C', 'C#', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'];
    const suffixes = ['', 'm', '7', 'maj7', 'm7', 'm7b5', 'dim', 'dim7', 'aug', 'sus4', '9', 'm9'];
    const modes: Key['mode'][] = [
      'major',
      'minor',
      'dorian',
      'mixolydian',
      'lydian',
      'phrygian',
      'harmonic minor',
    ];
    const tonics = ['C', 'G', 'D', 'A', 'E', 'B', 'F#', 'F', 'Bb', 'Eb', 'Ab', 'Db'];
    fc.assert(
      fc.property(
        fc.constantFrom(...roots),
        fc.constantFrom(...suffixes),
        fc.constantFrom(...tonics),
        fc.constantFrom(...modes),
        (root, suffix, tonic, mode) => {
          const key: Key = { tonic, mode };
          const chord = parseChord(root + suffix)!;
          const r = chordToRoman(chord, key);
          expect(r).not.toBeNull();
          const back = romanToChord(r!.roman, key);
          expect(back, `${root + suffix} in ${tonic} ${mode} → ${r!.roman}`).not.toBeNull();
          expect(back!.chord.rootChroma).toBe(chord.rootChroma);
          expect([...back!.chord.chromas].sort()).toEqual([...chord.chromas].sort());
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads a blues by its own numerals: I7 and IV7, not V7/IV and V7/bVII', () => {
    const blues = analyseProgression(['A7', 'D7', 'A7', 'E7'], { tonic: 'A', mode: 'major' });
    expect(blues.map((r) => r?.roman)).toEqual(['I7', 'IV7', 'I7', 'V7']);
    // Without the IV7 the tonic seventh still leads to IV.
    const secondary = analyseProgression(['C', 'C7', 'F', 'G'], { tonic: 'C', mode: 'major' });
    expect(secondary.map((r) => r?.roman)).toEqual(['I', 'V7/IV', 'IV', 'V']);
  });
});

describe('numerals in the church modes carry what sets the mode apart from major', () => {
  it.each([
    ['C', { tonic: 'D', mode: 'mixolydian' }, 'bVII'],
    ['C7', { tonic: 'D', mode: 'mixolydian' }, 'bVII7'],
    ['Am', { tonic: 'D', mode: 'mixolydian' }, 'v'],
    ['G', { tonic: 'E', mode: 'dorian' }, 'bIII'],
    ['Cmaj7', { tonic: 'E', mode: 'dorian' }, 'bVImaj7'],
    ['F', { tonic: 'E', mode: 'phrygian' }, 'bII'],
    ['Bb', { tonic: 'C', mode: 'locrian' }, 'V/iii'],
    ['Gb', { tonic: 'C', mode: 'locrian' }, 'bV'],
    ['F#dim', { tonic: 'C', mode: 'lydian' }, '#iv°'],
    ['D', { tonic: 'C', mode: 'lydian' }, 'II'],
    ['Dm', { tonic: 'D', mode: 'dorian' }, 'i'],
  ] as [string, Key, string][])('%s in %o is %s, and reads back as the same chord', (symbol, key, roman) => {
    expect(chordToRoman(symbol, key)?.roman).toBe(roman);
    expect(romanToChord(roman, key)?.symbol).toBe(parseChord(symbol)?.symbol);
  });

  it('a minor key keeps its own numerals (VI, VII), a major key flats what it borrows', () => {
    expect(chordToRoman('F', Am)?.roman).toBe('VI');
    expect(chordToRoman('G', Am)?.roman).toBe('VII');
    expect(chordToRoman('Bb', C)?.roman).toBe('bVII');
  });
});
