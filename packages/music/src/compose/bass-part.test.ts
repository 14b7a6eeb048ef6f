import { describe, expect, it } from 'vitest';
import { parseChord } from '../theory/chord.ts';
import { compose } from './compose.ts';
import type { StyleId } from './types.ts';

describe('bass line', () => {
  it.each<StyleId>(['pop', 'rock', 'country', 'folk'])(
    '%s: each phrase ends with a pickup into the next, and the downbeats lean in',
    (style) => {
      const r = compose({ key: { tonic: 'G', mode: 'major' }, bars: 16, style, parts: ['bass'], seed: 5 });
      if (!r.ok) throw new Error(r.error);
      const { progression } = r.piece.meta;
      const bass = r.piece.parts[0]!.notes;
      for (const bar of [3, 7, 11]) {
        const lastBeat = bar * 1920 + 3 * 480;
        const pickup = bass.filter((n) => n.tick >= lastBeat - 40 && n.tick < (bar + 1) * 1920 - 40).at(-1);
        const at = (tick: number) => progression.filter((s) => s.tick <= tick).at(-1)!;
        const next = at((bar + 1) * 1920);
        const now = at(lastBeat);
        const nextRoot = parseChord(next.symbol)!.rootChroma;
        const target = bass.find((n) => Math.abs(n.tick - (bar + 1) * 1920) <= 40)!;
        expect(target.midi % 12, `bar ${bar + 1} starts on its root`).toBe(nextRoot);
        expect(pickup, `bar ${bar}`).toBeDefined();
        if (next.symbol !== now.symbol) {
          // An approach tone: a step or two from the next root (or a fourth under it).
          const d = Math.abs(pickup!.midi - target.midi);
          expect(
            d === 1 || d === 2 || d === 5 || d === 7,
            `bar ${bar}: ${pickup!.midi} → ${target.midi}`,
          ).toBe(true);
        }
      }
      const downbeats = bass.filter((n) => n.tick % 1920 < 40);
      const offbeats = bass.filter((n) => n.tick % 480 >= 200 && n.tick % 480 <= 280);
      const mean = (xs: typeof bass) => xs.reduce((s, n) => s + n.velocity, 0) / Math.max(1, xs.length);
      if (offbeats.length > 0) expect(mean(downbeats)).toBeGreaterThan(mean(offbeats));
    },
  );
});

describe('a groove bass over a minor tonic tells the key', () => {
  it.each<[StyleId, string]>([
    ['funk', 'E'],
    ['disco', 'A'],
    ['reggae', 'G'],
    ['house', 'F'],
  ])('%s in %s minor: each tonic bar sounds the minor third or the fifth, not only roots', (style, tonic) => {
    const progression = [`${tonic}m7`, `${tonic}m7`, `${tonic}m7`, `${tonic}m7`];
    const r = compose({
      key: { tonic, mode: 'minor' },
      bars: 4,
      style,
      parts: ['bass', 'drums'],
      progression,
      seed: 3,
    });
    if (!r.ok) throw new Error(r.error);
    const root = parseChord(progression[0]!)!.rootChroma;
    const bass = r.piece.parts.find((p) => p.role === 'bass')!.notes;
    for (let bar = 0; bar < 4; bar++) {
      const pcs = bass
        .filter((n) => n.tick >= bar * 1920 && n.tick < (bar + 1) * 1920)
        .map((n) => (n.midi - root + 120) % 12);
      expect(
        pcs.some((pc) => pc === 3 || pc === 7),
        `bar ${bar + 1}: ${pcs}`,
      ).toBe(true);
    }
  });

  it('a pulse bass (rock) keeps its repeated roots', () => {
    const r = compose({
      key: { tonic: 'E', mode: 'minor' },
      bars: 2,
      style: 'rock',
      parts: ['bass'],
      progression: ['Em', 'Em'],
      seed: 3,
    });
    if (!r.ok) throw new Error(r.error);
    const first = r.piece.parts[0]!.notes.filter((n) => n.tick < 1920).map((n) => n.midi % 12);
    expect(first.filter((pc) => pc === 7)).toEqual([]);
  });
});
