import { describe, expect, it } from 'vitest';
import { compose } from '../compose/compose.ts';
import { parseChord } from '../theory/chord.ts';
import { kickLockedBassLine } from './kick-bass.ts';

describe('kickLockedBassLine', () => {
  for (const [style, tonic, mode, progression] of [
    ['house', 'C', 'minor', ['Cm9', 'Fm9', 'Abmaj7', 'G7sus4']],
    ['reggae', 'G', 'minor', ['Gm7', 'Cm7']],
    ['funk', 'E', 'minor', ['Em7', 'A7', 'Em7', 'C/E']],
  ] as const) {
    it(`puts the ${style} bass on the kick, on the chord roots`, () => {
      const r = compose({
        key: { tonic, mode },
        bars: 4,
        style,
        parts: ['chords', 'bass', 'drums'],
        progression,
        seed: 7,
      });
      if (!r.ok) throw new Error(r.error);
      const kicks = [
        ...new Set(
          r.piece.parts
            .find((p) => p.role === 'drums')!
            .notes.filter((n) => n.midi === 35 || n.midi === 36)
            .map((n) => n.tick),
        ),
      ].sort((a, b) => a - b);
      const line = kickLockedBassLine(r.piece);
      expect(kicks.length).toBeGreaterThan(0);
      expect(line.map((n) => n.tick)).toEqual(kicks);
      for (const n of line) {
        const seg = [...r.piece.meta.progression].reverse().find((s) => s.tick <= n.tick)!;
        const c = parseChord(seg.symbol)!;
        expect(n.midi % 12).toBe(c.bassChroma ?? c.rootChroma);
        expect(n.midi).toBeGreaterThanOrEqual(28);
        expect(n.midi).toBeLessThanOrEqual(60);
      }
    });
  }

  it('is empty without a kick', () => {
    const r = compose({
      key: { tonic: 'C', mode: 'major' },
      bars: 2,
      style: 'pop',
      parts: ['chords', 'bass'],
      seed: 1,
    });
    if (!r.ok) throw new Error(r.error);
    expect(kickLockedBassLine(r.piece)).toEqual([]);
  });
});
