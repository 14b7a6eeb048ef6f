import type { Rng } from '../rng.ts';
import { mod12 } from '../theory/pitch-class.ts';
import { type ComposeContext, clampVelocity, type RawNote } from './context.ts';

/** Alto and tenor ranges (G3–D5, C3–G4). */
const ALTO: readonly [number, number] = [55, 74];
const TENOR: readonly [number, number] = [48, 67];

/** Whether two voices move in parallel fifths or octaves (or unisons) from one chord to the next. */
function parallel(a0: number, b0: number, a1: number, b1: number): boolean {
  if (a0 === a1 && b0 === b1) return false;
  const i0 = mod12(a0 - b0);
  const i1 = mod12(a1 - b1);
  return i0 === i1 && (i0 === 7 || i0 === 0) && a0 !== a1;
}

/**
 * Write the inner voices of a four-part chorale (alto and tenor) as the chords part: one chord per
 * harmony change, under the soprano (the melody) and over the bass, each chord complete (root and
 * third, the seventh of a seventh chord, the fifth when there is room), voices within an octave of
 * each other, moving as little as possible, with no parallel fifths or octaves between any pair.
 * @example writeChorale(ctx, createRng(1)) // two notes per chord
 */
export function writeChorale(ctx: ComposeContext, rng: Rng): RawNote[] {
  const { harmony } = ctx;
  const guide = ctx.melodyGuide();
  const sopranoAt = (t: number) => guide.find((n) => n.tick <= t && n.tick + n.dur > t)?.midi ?? null;
  const base = ctx.style.chords.velocity * ctx.dynamics;
  const out: RawNote[] = [];
  let prev: { s: number; a: number; t: number; b: number } | null = null;
  for (const seg of harmony) {
    const chord = seg.chord;
    const b = 40 + mod12((chord.bassChroma ?? chord.rootChroma) - 40);
    const s: number = sopranoAt(seg.tick) ?? prev?.s ?? 72;
    const tones = chord.chromas;
    const third = tones[1];
    const seventh = tones.length >= 4 ? tones[3] : undefined;
    const fifth = tones[2];
    let best: { a: number; t: number; cost: number } | null = null;
    for (let a = Math.max(ALTO[0], s - 12); a < Math.min(ALTO[1] + 1, s); a++) {
      if (!tones.includes(mod12(a))) continue;
      for (let t = Math.max(TENOR[0], a - 12, b + 1); t < Math.min(TENOR[1] + 1, a); t++) {
        if (!tones.includes(mod12(t))) continue;
        const pcs = [s, a, t, b].map(mod12);
        let cost = 0;
        if (third !== undefined && !pcs.includes(third)) cost += 12;
        if (seventh !== undefined && !pcs.includes(seventh)) cost += 6;
        if (fifth !== undefined && !pcs.includes(fifth)) cost += 1.5;
        // A triad is complete under the soprano too (alto, tenor and bass hold root, third and
        // fifth, the soprano doubling one), so the accompaniment says the chord without the tune.
        const under = [a, t, b].map(mod12);
        if (seventh === undefined && tones.slice(0, 3).some((pc) => !under.includes(pc))) cost += 10;
        if (third !== undefined && pcs.filter((p) => p === third).length > 1) cost += 3;
        if (prev) {
          cost += Math.abs(a - prev.a) + Math.abs(t - prev.t);
          const pairs: [number, number, number, number][] = [
            [prev.s, prev.a, s, a],
            [prev.s, prev.t, s, t],
            [prev.s, prev.b, s, b],
            [prev.a, prev.t, a, t],
            [prev.a, prev.b, a, b],
            [prev.t, prev.b, t, b],
          ];
          for (const [x0, y0, x1, y1] of pairs) if (parallel(x0, y0, x1, y1)) cost += 20;
        } else cost += Math.abs(a - 64) * 0.3 + Math.abs(t - 57) * 0.3;
        cost += rng.next() * 0.2;
        if (!best || cost < best.cost) best = { a, t, cost };
      }
    }
    if (!best) continue;
    const vel = clampVelocity(base * (0.92 + rng.signed() * 0.05));
    for (const midi of [best.a, best.t])
      out.push({ tick: seg.tick, dur: seg.end - seg.tick, midi, vel, lo: seg.tick, hi: seg.tick + 1 });
    prev = { s, a: best.a, t: best.t, b };
  }
  return out;
}
