import { describe, expect, it } from 'vitest';
import type { Key } from './key.ts';
import { inversionFigure, parseRoman, progressionFromRomans, romanToChord } from './roman-numeral.ts';

const C: Key = { tonic: 'C', mode: 'major' };
const Am: Key = { tonic: 'A', mode: 'minor' };
const Eb: Key = { tonic: 'Eb', mode: 'major' };
const Fsm: Key = { tonic: 'F#', mode: 'minor' };

describe('romanToChord', () => {
  it.each([
    ['I', C, 'C'],
    ['ii', C, 'Dm'],
    ['iii', C, 'Em'],
    ['IV', C, 'F'],
    ['V', C, 'G'],
    ['vi', C, 'Am'],
    ['vii°', C, 'Bdim'],
    ['viio', C, 'Bdim'],
    ['V7', C, 'G7'],
    ['ii7', C, 'Dm7'],
    ['Imaj7', C, 'Cmaj7'],
    ['IVM7', C, 'Fmaj7'],
    ['viiø7', C, 'Bm7b5'],
    ['vii°7', C, 'Bdim7'],
    ['V9', C, 'G9'],
    ['Vsus4', C, 'Gsus4'],
    ['Iadd9', C, 'Cadd9'],
    ['V/V', C, 'D'],
    ['V7/V', C, 'D7'],
    ['V7/ii', C, 'A7'],
    ['V7/IV', C, 'C7'],
    ['V7/vi', C, 'E7'],
    ['vii°7/V', C, 'F#dim7'],
    ['bVII', C, 'Bb'],
    ['bVI', C, 'Ab'],
    ['bIII', C, 'Eb'],
    ['iv', C, 'Fm'],
    ['v', C, 'Gm'],
    ['bII', C, 'Db'],
    ['N', C, 'Db'],
    ['N6', C, 'Db/F'],
    ['#iv°', C, 'F#dim'],
    ['I6', C, 'C/E'],
    ['I64', C, 'C/G'],
    ['V65', C, 'G7/B'],
    ['V43', C, 'G7/D'],
    ['V42', C, 'G7/F'],
    ['ii6', C, 'Dm/F'],
    ['I', Eb, 'Eb'],
    ['V7', Eb, 'Bb7'],
    ['vi', Eb, 'Cm'],
    ['bVII', Eb, 'Db'],
    ['V/V', Eb, 'F'],
    ['i', Am, 'Am'],
    ['ii°', Am, 'Bdim'],
    ['III', Am, 'C'],
    ['iv', Am, 'Dm'],
    ['v', Am, 'Em'],
    ['V', Am, 'E'],
    ['V7', Am, 'E7'],
    ['VI', Am, 'F'],
    ['VII', Am, 'G'],
    ['bVI', Am, 'F'],
    ['bVII', Am, 'G'],
    ['bIII', Am, 'C'],
    ['vii°', Am, 'G#dim'],
    ['vii°7', Am, 'G#dim7'],
    ['IV', Am, 'D'],
    ['#III', Am, 'C#'],
    ['N6', Am, 'Bb/D'],
    ['V7/iv', Am, 'A7'],
    ['i', Fsm, 'F#m'],
    ['VI', Fsm, 'D'],
    ['V7', Fsm, 'C#7'],
    ['vii°', Fsm, 'E#dim'],
    ['i', { tonic: 'D', mode: 'dorian' } as Key, 'Dm'],
    ['IV', { tonic: 'D', mode: 'dorian' } as Key, 'G'],
    ['bVII', { tonic: 'D', mode: 'dorian' } as Key, 'C'],
    ['bVII', { tonic: 'G', mode: 'mixolydian' } as Key, 'F'],
    ['V', { tonic: 'A', mode: 'harmonic minor' } as Key, 'E'],
  ])('%s in %o → %s', (roman, key, symbol) => {
    expect(romanToChord(roman, key)?.symbol).toBe(symbol);
  });

  it.each(['', 'IIII', 'X', 'V/', 'V/x', 'bN', 'V7/vii°', 'I#', 'b#V'])('rejects %j', (r) => {
    expect(romanToChord(r, C)).toBeNull();
  });

  it('parses figures and secondaries', () => {
    expect(parseRoman('V65/V')).toMatchObject({ degree: 5, inversion: 1, extension: '7' });
    expect(parseRoman('V65/V')?.secondary?.degree).toBe(5);
    expect(parseRoman('viiø')?.text).toBe('viiø7');
    expect(parseRoman('viio7')?.text).toBe('vii°7');
  });

  it('reads the augmented sixths as the chord on the lowered 6th they sound as', () => {
    const Em: Key = { tonic: 'E', mode: 'minor' };
    expect(romanToChord('Ger+6', Em)?.symbol).toBe('C7');
    expect(romanToChord('It+6', Em)?.chord.chromas).toEqual([0, 4, 10]);
    expect(romanToChord('Fr+6', Em)?.chord.chromas).toEqual([0, 4, 6, 10]);
    // In a major key too, on the flat 6th: D major's German sixth sounds as Bb7.
    expect(romanToChord('ger6', { tonic: 'D', mode: 'major' })?.symbol).toBe('Bb7');
    expect(parseRoman('Fr+6')?.text).toBe('Fr+6');
    expect(parseRoman('Sw+6')).toBeNull();
  });

  it('resolves a whole progression', () => {
    expect(progressionFromRomans(['I', 'vi', 'IV', 'V'], { tonic: 'G', mode: 'major' })).toEqual([
      'G',
      'Em',
      'C',
      'D',
    ]);
    expect(progressionFromRomans(['I', 'nope'], C)).toBeNull();
  });
});

describe('inversionFigure', () => {
  it('names the figures of triads and seventh chords in each position', () => {
    expect([0, 1, 2].map((i) => inversionFigure(3, i))).toEqual(['5/3', '6', '6/4']);
    expect([0, 1, 2, 3].map((i) => inversionFigure(4, i))).toEqual(['7', '6/5', '4/3', '4/2']);
    expect(inversionFigure(3, 3)).toBeNull();
  });
});
