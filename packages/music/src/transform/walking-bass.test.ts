import { describe, expect, it } from 'vitest';
import { compose } from '../compose/compose.ts';
import { parseChord } from '../theory/chord.ts';
import { walkingBassLine } from './walking-bass.ts';

describe('walkingBassLine', () => {
  for (const [style, meter, progression] of [
    ['pop', { numerator: 4, denominator: 4 }, ['C', 'Am', 'F', 'G7']],
    ['ballad', { numerator: 3, denominator: 4 }, ['Dm7', 'G7', 'Cmaj7', 'C/E']],
    ['jazz', { numerator: 4, denominator: 4 }, ['Bbmaj7', 'Gm7', 'Cm7 F7', 'Bb']],
  ] as const) {
    it(`walks one note a beat through ${progression.join(' ')} in ${meter.numerator}/4`, () => {
      const r = compose({
        key: { tonic: 'C', mode: 'major' },
        bars: 4,
        style,
        meter,
        parts: ['chords'],
        progression,
        seed: 3,
      });
      if (!r.ok) throw new Error(r.error);
      const line = walkingBassLine(r.piece);
      const beat = r.piece.meta.ppq;
      expect(line.map((n) => n.tick)).toEqual(
        Array.from({ length: 4 * meter.numerator }, (_, i) => i * beat),
      );
      for (const n of line) {
        expect(n.midi).toBeGreaterThanOrEqual(28);
        expect(n.midi).toBeLessThanOrEqual(55);
      }
      // Each chord starts on its root (or its slash bass); steps stay small, as a walking line does.
      for (const seg of r.piece.meta.progression) {
        const c = parseChord(seg.symbol)!;
        const first = line.find((n) => n.tick === seg.tick)!;
        expect(first.midi % 12).toBe(c.bassChroma ?? c.rootChroma);
      }
      for (let i = 1; i < line.length; i++)
        expect(Math.abs(line[i]!.midi - line[i - 1]!.midi)).toBeLessThanOrEqual(7);
    });
  }

  it('with skips, adds a ghosted eighth on the approach beat into each change', () => {
    const r = compose({
      key: { tonic: 'Bb', mode: 'major' },
      bars: 4,
      style: 'jazz',
      meter: { numerator: 3, denominator: 4 },
      parts: ['chords'],
      progression: ['Bbmaj7', 'Gm7', 'Cm7', 'F7'],
      seed: 3,
    });
    if (!r.ok) throw new Error(r.error);
    const plain = walkingBassLine(r.piece);
    const busy = walkingBassLine(r.piece, true);
    const beat = r.piece.meta.ppq;
    // One skip before each of the four changes (the last bar leads back to the first).
    expect(busy.length).toBe(plain.length + 4);
    const skips = busy.filter((n) => n.tick % beat !== 0);
    expect(skips.map((n) => n.tick)).toEqual([2.5, 5.5, 8.5, 11.5].map((b) => b * beat));
    for (const s of skips) expect(s.velocity).toBeLessThan(70);
  });
});
