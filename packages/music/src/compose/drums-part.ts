import { DRUM } from '../midi/gm.ts';
import type { Rng } from '../rng.ts';
import type { FillKind } from '../styles/types.ts';
import { type ComposeContext, clampVelocity, type RawNote } from './context.ts';
import { styleGrooves } from './generic-patterns.ts';
import { type MeterGrid, STEP_TICKS } from './meter-grid.ts';
import { parseSteps } from './step-pattern.ts';

const HIT_VELOCITY: Readonly<Record<string, number>> = { X: 1.12, x: 0.9, g: 0.48 };
const TOMS = [DRUM.highTom, DRUM.hiMidTom, DRUM.lowMidTom, DRUM.lowTom, DRUM.highFloorTom, DRUM.lowFloorTom];

/** Where a fill starts in the bar: the last beat (or the last two, sometimes). */
function fillStart(grid: MeterGrid, rng: Rng): number {
  const beats = grid.beats;
  const last = beats[beats.length - 1]!;
  if (beats.length >= 4 && rng.chance(0.35)) return beats[beats.length - 2]!.tick;
  return last.tick;
}

/**
 * The notes of a fill from `start` to the end of the bar (ticks relative to the bar).
 * @example fillNotes('toms', grid44, 1440, createRng(1)).length // 4 sixteenths on the last beat
 */
export function fillNotes(
  kind: FillKind,
  grid: MeterGrid,
  start: number,
  rng: Rng,
): { tick: number; note: number; vel: number }[] {
  const end = grid.ticksPerBar;
  const unit = grid.compound ? 240 : 120;
  const out: { tick: number; note: number; vel: number }[] = [];
  const count = Math.max(1, Math.floor((end - start) / unit));
  switch (kind) {
    case 'minimal': {
      out.push({ tick: end - grid.subTicks, note: rng.chance(0.5) ? DRUM.openHat : DRUM.snare, vel: 0.7 });
      if (rng.chance(0.5)) out.push({ tick: end - grid.subTicks / 2, note: DRUM.snare, vel: 0.45 });
      return out.filter((n) => n.tick >= start);
    }
    case 'swing': {
      const triplet = Math.round(480 / 3);
      for (let t = start, i = 0; t < end; t += triplet, i++) {
        out.push({
          tick: t,
          note: i % 3 === 2 ? DRUM.kick : DRUM.snare,
          vel: 0.55 + (0.35 * (t - start)) / (end - start),
        });
      }
      return out;
    }
    case 'snare':
    case 'toms':
    case 'cinematic': {
      const descending = kind === 'cinematic' ? [DRUM.highFloorTom, DRUM.lowFloorTom] : TOMS;
      const offset = rng.int(0, 1);
      for (let i = 0; i < count; i++) {
        const t = start + i * unit;
        const progress = i / count;
        let note: number = DRUM.snare;
        if (kind !== 'snare' || progress >= 0.5) {
          note =
            descending[Math.min(descending.length - 1, Math.floor(progress * descending.length) + offset)]!;
        }
        if (kind === 'snare' && progress < 0.5) note = DRUM.snare;
        out.push({ tick: t, note, vel: 0.6 + 0.4 * progress });
        if (kind === 'cinematic' && i % 2 === 0)
          out.push({ tick: t, note: DRUM.kick, vel: 0.7 + 0.3 * progress });
      }
      return out;
    }
  }
}

/**
 * Write the drum part (channel 10, GM percussion): the style's groove for the meter (own pattern or
 * one built from the meter's groups), a crash on phrase starts for styles that use one, fills in the
 * last bar of every phrase, and a final hit when the piece has a written ending.
 * @example writeDrums(ctx, createRng(1)).filter((n) => n.midi === 36) // the kicks
 */
export function writeDrums(ctx: ComposeContext, rng: Rng): RawNote[] {
  const { style, grid } = ctx;
  const grooves = styleGrooves(style, grid).map((p) =>
    p.map((l) => ({ note: l.note, hits: parseSteps(l.steps).hits })),
  );
  const base = style.drums.velocity * ctx.dynamics;
  const out: RawNote[] = [];
  let variant = 0;
  for (let bar = 0; bar < ctx.bars; bar++) {
    const barStart = bar * grid.ticksPerBar;
    const barEnd = barStart + grid.ticksPerBar;
    const phrase = ctx.phrases.find((p) => bar >= p.start && bar < p.start + p.length)!;
    if (bar === phrase.start) variant = rng.int(0, grooves.length - 1);
    const push = (tickInBar: number, note: number, vel: number, dur = 60) => {
      out.push({
        tick: barStart + tickInBar,
        dur,
        midi: note,
        vel: clampVelocity(base * vel),
        lo: barStart,
        hi: barEnd,
      });
    };
    if (ctx.ending && bar === ctx.bars - 1) {
      push(0, DRUM.kick, 1.05);
      push(0, DRUM.crash, 1.05, grid.ticksPerBar);
      continue;
    }
    const phraseStart = bar === phrase.start;
    const crash = style.drums.crashOnPhrase && phraseStart && (bar > 0 || ctx.bars >= 8);
    const isFillBar = bar === phrase.start + phrase.length - 1 && phrase.length >= 2 && ctx.bars >= 2;
    const fillFrom = isFillBar ? fillStart(grid, rng) : grid.ticksPerBar;
    for (const line of grooves[variant]!) {
      for (const h of line.hits) {
        const t = h.step * STEP_TICKS;
        if (t >= fillFrom) continue;
        if (crash && t === 0 && (line.note === DRUM.closedHat || line.note === DRUM.ride)) continue;
        const accent = HIT_VELOCITY[h.char] ?? 0.9;
        push(t, line.note, accent);
      }
    }
    if (crash) {
      push(0, DRUM.crash, 1.0, grid.ticksPerBar / 2);
      if (!grooves[variant]!.some((l) => l.note === DRUM.kick && l.hits.some((h) => h.step === 0)))
        push(0, DRUM.kick, 1);
    }
    if (isFillBar) {
      for (const f of fillNotes(style.drums.fill, grid, fillFrom, rng)) {
        if (f.tick >= 0 && f.tick < grid.ticksPerBar) push(f.tick, f.note, f.vel);
      }
    }
  }
  return out;
}
