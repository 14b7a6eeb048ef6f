import { DRUM } from '../midi/gm.ts';
import type { Rng } from '../rng.ts';
import type { FillKind } from '../styles/types.ts';
import { type ComposeContext, clampVelocity, type RawNote } from './context.ts';
import { styleGrooves } from './generic-patterns.ts';
import { type MeterGrid, STEP_TICKS } from './meter-grid.ts';
import { sectionOfPhrase } from './progression.ts';
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
      // Triplets between snare, kick and a tom, a drummer's phrase rather than one stock figure.
      const triplet = Math.round(480 / 3);
      for (let t = start, i = 0; t < end; t += triplet, i++) {
        const last = t + triplet >= end;
        if (!last && i % 3 === 1 && rng.chance(0.3)) continue;
        const note = last
          ? DRUM.kick
          : rng.weighted([DRUM.snare, DRUM.kick, DRUM.lowMidTom], [0.6, 0.22, 0.18]);
        out.push({ tick: t, note, vel: 0.55 + (0.35 * (t - start)) / (end - start) });
      }
      return out;
    }
    case 'snare':
    case 'toms':
    case 'cinematic': {
      const descending = kind === 'cinematic' ? [DRUM.highFloorTom, DRUM.lowFloorTom] : TOMS;
      const offset = rng.int(0, 1);
      const gappy = rng.chance(0.5);
      for (let i = 0; i < count; i++) {
        const t = start + i * unit;
        const progress = i / count;
        let note: number = DRUM.snare;
        if (kind !== 'snare' || progress >= 0.5) {
          note =
            descending[Math.min(descending.length - 1, Math.floor(progress * descending.length) + offset)]!;
        }
        if (kind === 'snare' && progress < 0.5) note = DRUM.snare;
        // Some fills leave gaps on the off sixteenths (never in the last two hits): not every roll
        // is the same run of notes.
        if (gappy && i % 2 === 1 && i < count - 2 && rng.chance(0.5)) continue;
        out.push({ tick: t, note, vel: 0.6 + 0.4 * progress });
        if (kind === 'cinematic' && i % 2 === 0)
          out.push({ tick: t, note: DRUM.kick, vel: 0.7 + 0.3 * progress });
      }
      return out;
    }
  }
}

/** Cymbal voices that keep time: their velocities follow the beat (on-beat strong, off-beats lighter). */
const TIMEKEEPING: ReadonlySet<number> = new Set([
  DRUM.closedHat,
  DRUM.pedalHat,
  DRUM.openHat,
  DRUM.ride,
  DRUM.rideBell,
  DRUM.shaker,
  DRUM.tambourine,
]);

/** Accent of a timekeeping hit by its place in the beat: on the beat, on the eighth, on a sixteenth. */
function timeAccent(tickInBar: number, grid: MeterGrid): number {
  const beat = grid.beats[0]!.ticks;
  const p = tickInBar % beat;
  if (p === 0) return 1.1;
  if (p % grid.subTicks === 0) return 0.88;
  return 0.7;
}

/**
 * A trap hi-hat roll over one beat: 1/32 notes or sixteenth triplets, rising in velocity.
 * @example hatRoll(1440, 480, true) // eight hits, 60 ticks apart
 */
export function hatRoll(
  start: number,
  length: number,
  thirtySeconds: boolean,
): { tick: number; vel: number }[] {
  const step = thirtySeconds ? 60 : 80;
  const out: { tick: number; vel: number }[] = [];
  for (let t = 0; t < length; t += step) out.push({ tick: start + t, vel: 0.55 + (0.45 * t) / length });
  return out;
}

/**
 * Write the drum part (channel 10, GM percussion): the style's groove for the meter (own pattern or
 * one built from the meter's groups), varied bar by bar the way a drummer does (a ghost note, a
 * pickup kick, an open hat into the next bar), hi-hats and rides accented by their place in the
 * beat, trap hat rolls every other bar, a crash on phrase starts for styles that use one, fills in
 * the last bar of every phrase (four-on-the-floor styles keep their kick under the fill), and a final
 * hit when the piece has a written ending.
 * @example writeDrums(ctx, createRng(1)).filter((n) => n.midi === 36) // the kicks
 */
export function writeDrums(ctx: ComposeContext, rng: Rng): RawNote[] {
  const { style, grid } = ctx;
  const grooves = styleGrooves(style, grid).map((p) =>
    p.map((l) => ({ note: l.note, hits: parseSteps(l.steps).hits })),
  );
  const base = style.drums.velocity * ctx.dynamics;
  const fourOnFloor = style.drums.feel === 'four-on-floor';
  const beat = grid.beats[0]!.ticks;
  const out: RawNote[] = [];
  let variant = 0;
  for (let bar = 0; bar < ctx.bars; bar++) {
    const barStart = bar * grid.ticksPerBar;
    const barEnd = barStart + grid.ticksPerBar;
    const pi = ctx.phrases.findIndex((p) => bar >= p.start && bar < p.start + p.length);
    const phrase = ctx.phrases[pi]!;
    if (bar === phrase.start) {
      // B sections change the groove when the style has another one.
      const b = sectionOfPhrase(pi) === 'B' && grooves.length > 1 ? 1 : 0;
      variant = (b + rng.int(0, grooves.length - 1)) % grooves.length;
    }
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
    // A minimal fill (hip-hop, trap, reggae) only answers on the last beat, leaving the backbeat be.
    const fillFrom = !isFillBar
      ? grid.ticksPerBar
      : style.drums.fill === 'minimal'
        ? grid.beats[grid.beats.length - 1]!.tick
        : fillStart(grid, rng);
    const groove = grooves[variant]!;
    // A trap roll replaces the hats of one beat in every other bar.
    const rollBeat =
      style.drums.rolls && bar % 2 === 1 && !isFillBar
        ? grid.beats[rng.pick([1, grid.beats.length - 1])]
        : undefined;
    const taken = new Set<string>();
    for (const line of groove) {
      for (const h of line.hits) {
        const t = h.step * STEP_TICKS;
        const keep = fourOnFloor && line.note === DRUM.kick && t % beat === 0;
        if (t >= fillFrom && !keep) continue;
        if (crash && t === 0 && (line.note === DRUM.closedHat || line.note === DRUM.ride)) continue;
        if (
          rollBeat &&
          TIMEKEEPING.has(line.note) &&
          t >= rollBeat.tick &&
          t < rollBeat.tick + rollBeat.ticks
        )
          continue;
        let accent = HIT_VELOCITY[h.char] ?? 0.9;
        if (TIMEKEEPING.has(line.note)) accent *= timeAccent(t, grid) * (1 + rng.signed() * 0.08);
        else accent *= 1 + rng.signed() * 0.05;
        push(t, line.note, accent);
        taken.add(`${line.note}:${h.step}`);
      }
    }
    if (rollBeat) {
      const hat = groove.find((l) => TIMEKEEPING.has(l.note))?.note ?? DRUM.closedHat;
      for (const r of hatRoll(rollBeat.tick, rollBeat.ticks, rng.chance(0.5))) push(r.tick, hat, r.vel, 40);
    }
    // A drummer's variation: most bars get one small change, never on the beat (so backbeats,
    // one-drops and four-on-the-floor stay as they are).
    if (!isFillBar && bar % 4 !== 0 && rng.chance(0.75)) {
      const offSteps: number[] = [];
      for (let st = 1; st < grid.steps; st += 2) offSteps.push(st);
      const step = rng.pick(offSteps);
      const kind = rng.int(0, 2);
      const note = kind === 0 ? DRUM.snare : kind === 1 ? DRUM.kick : DRUM.openHat;
      if (!taken.has(`${note}:${step}`))
        push(step * STEP_TICKS, note, kind === 0 ? 0.42 : kind === 1 ? 0.7 : 0.62);
    }
    if (crash) {
      push(0, DRUM.crash, 1.0, grid.ticksPerBar / 2);
      if (!groove.some((l) => l.note === DRUM.kick && l.hits.some((h) => h.step === 0)))
        push(0, DRUM.kick, 1);
    }
    if (isFillBar) {
      for (const f of fillNotes(style.drums.fill, grid, fillFrom, rng)) {
        if (f.tick >= 0 && f.tick < grid.ticksPerBar) push(f.tick, f.note, f.vel);
      }
    }
  }
  // One hi-hat is either open or closed: where an open hat sounds, the closed hat on that step goes.
  const openAt = new Set(out.filter((n) => n.midi === DRUM.openHat).map((n) => n.tick));
  return out.filter((n) => !((n.midi === DRUM.closedHat || n.midi === DRUM.pedalHat) && openAt.has(n.tick)));
}
