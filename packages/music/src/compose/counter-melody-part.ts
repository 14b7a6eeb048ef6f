import type { Rng } from '../rng.ts';
import { keyChromas } from '../theory/key.ts';
import { mod12 } from '../theory/pitch-class.ts';
import { type ComposeContext, clampVelocity, type RawNote, segmentIndexAt } from './context.ts';
import { melodyRange } from './melody-part.ts';
import { metricStrength } from './meter-grid.ts';

/** The nearest pitch to `target` in `mask` within [lo, hi], or null. */
function nearest(target: number, mask: number, lo: number, hi: number): number | null {
  for (let d = 0; d <= 12; d++) {
    for (const n of [target - d, target + d]) if (n >= lo && n <= hi && mask & (1 << mod12(n))) return n;
  }
  return null;
}

/**
 * Write a counter-melody that answers the melody: where the melody holds a note or rests, it moves
 * (stepwise, through chord tones on the beats); where the melody moves, it holds a guide tone (third
 * or seventh). It sits under the melody — at least a minor third below whatever the melody sounds.
 * @example writeCounterMelody(ctx, createRng(1)) // moves in the melody's long notes and rests
 */
export function writeCounterMelody(ctx: ComposeContext, rng: Rng): RawNote[] {
  const { grid, harmony } = ctx;
  const melody = ctx.melodyGuide();
  const [melodyLow] = melodyRange(keyChromas(ctx.key)[0]!);
  const lo = melodyLow - 10;
  const hi = melodyLow + 7;
  const beat = grid.beats[0]!.ticks;
  const step = grid.subTicks;
  const base = 70 * ctx.dynamics;
  const out: RawNote[] = [];
  // What the melody sounds at a tick (its highest note), and whether a melody note starts in a span.
  const soundingAt = (t: number) => {
    let top = -1;
    for (const n of melody) if (n.tick <= t && n.tick + n.dur > t && n.midi > top) top = n.midi;
    return top;
  };
  const startsIn = (from: number, to: number) => melody.some((n) => n.tick >= from && n.tick < to);
  let prev = Math.round((lo + hi) / 2);
  let dir = rng.chance(0.5) ? 1 : -1;
  for (let t = 0; t < ctx.total; t += beat) {
    const seg = harmony[segmentIndexAt(harmony, t)]!;
    const ceiling = (at: number) => {
      const m = soundingAt(at);
      return m < 0 ? hi : Math.min(hi, m - 3);
    };
    const bar = Math.floor(t / grid.ticksPerBar);
    if (ctx.ending && bar === ctx.bars - 1) {
      // End on a chord tone held to the end, under the melody's last note.
      const goal = nearest(prev, seg.chordTones || seg.allowed, lo, ceiling(t));
      if (goal !== null && t % grid.ticksPerBar === 0)
        out.push({
          tick: t,
          dur: ctx.total - t,
          midi: goal,
          vel: clampVelocity(base * 0.9),
          lo: t,
          hi: t + 1,
        });
      continue;
    }
    const end = Math.min(t + beat, ctx.total);
    if (startsIn(t, end)) {
      // The melody speaks: hold a guide tone for the beat (or keep the held one).
      const last = out[out.length - 1];
      const guides = seg.chordTones & ~(1 << seg.chord.rootChroma) || seg.chordTones || seg.allowed;
      if (last && last.tick + last.dur >= t && guides & (1 << mod12(last.midi)) && last.midi <= ceiling(t)) {
        last.dur = end - last.tick;
        last.hi = Math.max(last.hi, last.tick + 1);
        continue;
      }
      const midi = nearest(prev, guides, lo, ceiling(t));
      if (midi === null) continue;
      out.push({ tick: t, dur: end - t, midi, vel: clampVelocity(base * 0.85), lo: seg.tick, hi: end });
      prev = midi;
      continue;
    }
    // The melody holds or rests: answer with a short stepwise figure through the beat.
    for (let s = t; s < end; s += step) {
      const sseg = harmony[segmentIndexAt(harmony, s)]!;
      const strong = metricStrength(grid, s % grid.ticksPerBar) >= 1;
      const mask = strong ? sseg.chordTones || sseg.allowed : sseg.allowed;
      let midi = nearest(prev + dir * (strong ? 1 : 2), mask, lo, ceiling(s));
      if (midi === null) continue;
      if (midi === prev) midi = nearest(prev + dir * 2, mask, lo, ceiling(s)) ?? midi;
      if (midi >= ceiling(s) - 1 || midi <= lo + 1) dir = -dir;
      out.push({
        tick: s,
        dur: Math.min(step, end - s),
        midi,
        vel: clampVelocity(base * (strong ? 1 : 0.88)),
        lo: sseg.tick,
        hi: Math.min(sseg.end, s + step),
      });
      prev = midi;
    }
    if (rng.chance(0.3)) dir = -dir;
  }
  return out;
}
