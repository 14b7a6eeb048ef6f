import { describe, expect, it } from 'vitest';
import { parseChord } from './chord.ts';
import { guitarShapes, STANDARD_TUNING, tab } from './guitar.ts';
import { mod12 } from './pitch-class.ts';

describe('guitar chord shapes', () => {
  it.each([
    ['C', 'x32010'],
    ['G', '320003'],
    ['D', 'xx0232'],
    ['A', 'x02220'],
    ['E', '022100'],
    ['Am', 'x02210'],
    ['Em', '022000'],
    ['Dm', 'xx0231'],
    ['F', '133211'],
    ['Bm', 'x24432'],
    ['Am7', 'x02010'],
    ['Dm7', 'xx0211'],
    ['G7', '320001'],
    ['E7', '020100'],
    ['Cmaj7', 'x32000'],
    ['Ab', '466544'],
  ])('%s is first fingered as the shape guitarists learn: %s', (symbol, shape) => {
    expect(tab(guitarShapes(symbol)[0]!)).toBe(shape);
  });

  it.each(['C', 'F#m', 'Bb7', 'Ebmaj7', 'C#m7b5', 'Gsus4', 'Aadd9', 'D/F#', 'Bdim7', 'E7#9', 'Fm6', 'G13'])(
    'every shape for %s sounds only its notes, its root or slash bass lowest, in reach',
    (symbol) => {
      const chord = parseChord(symbol)!;
      const shapes = guitarShapes(symbol);
      expect(shapes.length).toBeGreaterThan(0);
      for (const shape of shapes) {
        const sounding = shape.frets.flatMap((f, s) => (f === null ? [] : [STANDARD_TUNING[s]! + f]));
        expect(sounding).toEqual(shape.midi);
        expect(mod12(sounding[0]!)).toBe(chord.bassChroma ?? chord.rootChroma);
        const allowed = [...chord.chromas, chord.bassChroma ?? chord.rootChroma];
        for (const note of sounding) expect(allowed).toContain(mod12(note));
        // The 3rd (or sus note) and any 7th always sound.
        for (const c of chord.chromas.filter(
          (c) => mod12(c - chord.rootChroma) !== 7 || chord.chromas.length < 4,
        ))
          if (chord.chromas.length < 6) expect(sounding.map(mod12)).toContain(c);
        const fretted = shape.frets.filter((f): f is number => f !== null && f > 0);
        if (fretted.length) expect(Math.max(...fretted) - Math.min(...fretted)).toBeLessThanOrEqual(3);
        expect(shape.fingers).toBeLessThanOrEqual(4);
      }
    },
  );

  it('a barre shape names its barre fret, and frets above 9 are written with dashes', () => {
    const f = guitarShapes('F')[0]!;
    expect(f.barre).toBe(1);
    expect(tab({ frets: [null, 10, 12, 12, 12, 10], barre: 10, fingers: 4, midi: [] })).toBe(
      'x-10-12-12-12-10',
    );
  });

  it('no shapes for what is not a chord', () => {
    expect(guitarShapes('H7')).toEqual([]);
  });
});
