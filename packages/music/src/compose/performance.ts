import type { Rng } from '../rng.ts';
import type { RawNote } from './context.ts';
import { clampVelocity } from './context.ts';
import type { MeterGrid } from './meter-grid.ts';
import type { NoteEvent } from './types.ts';

/**
 * Swing as a monotonic time warp: inside every pair of `unit`s the off-beat moves later by
 * `amount × unit / 3` (amount 1 = triplet feel). Pair boundaries stay put, so notes never cross
 * beats or change order. Returns the identity when swing does not apply.
 * @example swingWarp(240, 1)(240) // 320
 */
export function swingWarp(unit: number, amount: number): (tick: number) => number {
  const shift = (Math.max(0, Math.min(1, amount)) * unit) / 3;
  if (shift < 1) return (t) => t;
  const pair = unit * 2;
  return (t) => {
    const base = Math.floor(t / pair) * pair;
    const p = t - base;
    const warped =
      p <= unit ? (p * (unit + shift)) / unit : unit + shift + ((p - unit) * (unit - shift)) / unit;
    return Math.round(base + warped);
  };
}

/**
 * The swing unit in ticks a style asks for, or 0 when the meter cannot swing it (compound/x8 eighths).
 * @example swingUnitFor('eighth', meterGrid({ numerator: 6, denominator: 8 })!) // 0
 */
export function swingUnitFor(unit: 'eighth' | 'sixteenth', grid: MeterGrid): number {
  if (unit === 'sixteenth') return 120;
  if (grid.compound || grid.meter.denominator > 4) return 0;
  return 240;
}

/**
 * Apply swing to notes in place.
 * @example applySwing(notes, swingWarp(240, 1)) // a note at tick 240 moves to 320
 */
export function applySwing(notes: RawNote[], warp: (tick: number) => number): void {
  for (const n of notes) {
    const start = warp(n.tick);
    const end = warp(n.tick + n.dur);
    n.tick = start;
    n.dur = Math.max(1, end - start);
  }
}

/** How a part sits against the grid: its push or lag and its looseness, in ticks. */
export interface Feel {
  /** Mean offset (+ late, − early). */
  readonly offset: number;
  /** Standard deviation of the timing. */
  readonly spread: number;
}

/**
 * The feel of a part in a style at a tempo: the style's micro-timing (laid back, pushed, tight) in
 * milliseconds, scaled by `humanize` (0.2 = the style as written; 0 = quantised), turned into ticks.
 * @example feelFor(getStyle('lo-fi'), 'drums', 0.2, 80) // { offset: 10, spread: 8 } or so
 */
export function feelFor(
  timing:
    | { readonly offset?: Partial<Readonly<Record<string, number>>>; readonly spread: number }
    | undefined,
  role: string,
  humanize: number,
  tempo: number,
  ppq: number,
): Feel {
  const scale = Math.min(2.5, Math.max(0, humanize) / 0.2);
  const ticksPerMs = (tempo * ppq) / 60000;
  const spreadMs = (timing?.spread ?? 8) * scale;
  const offsetMs = (timing?.offset?.[role] ?? 0) * Math.min(1, scale);
  return { offset: offsetMs * ticksPerMs, spread: spreadMs * ticksPerMs };
}

/**
 * Loosen timing and dynamics in place: each attack moves by the part's feel (its mean push or lag
 * plus a spread with that standard deviation; notes struck together move together) and its velocity by up to ±14 at humanize 1, kept inside
 * its chord (or bar) so the harmony it was written for still holds. Humanize 0 changes nothing.
 * @example applyHumanize(notes, 0.2, createRng(1), { offset: 0, spread: 10 }) // ticks move by about ±10
 */
export function applyHumanize(notes: RawNote[], amount: number, rng: Rng, feel: Feel): void {
  const h = Math.max(0, Math.min(1, amount));
  if (h === 0) return;
  // Sum of two uniforms: a bell-ish shape with the feel's standard deviation.
  const width = feel.spread * Math.sqrt(1.5);
  // Notes struck together (a chord, a power chord) move together; each attack has its own timing.
  const byAttack = new Map<number, number>();
  for (const n of notes) {
    let dt = byAttack.get(n.tick);
    if (dt === undefined) {
      dt = Math.round(feel.offset + (rng.signed() + rng.signed()) * width);
      byAttack.set(n.tick, dt);
    }
    const dv = Math.round(rng.signed() * h * 14);
    const end = n.tick + n.dur;
    const start = Math.max(n.lo, Math.min(n.hi - 1, n.tick + dt));
    n.tick = start;
    n.dur = Math.max(1, end - start);
    n.vel = clampVelocity(n.vel + dv);
  }
}

/**
 * Finish notes: clip to the piece, sort, and make sure two notes of the same pitch never overlap
 * (an earlier one is shortened to end where the later one starts; exact duplicates are dropped).
 * @example tidyNotes([{ tick: 0, dur: 960, midi: 60, vel: 90, lo: 0, hi: 1920 }, { tick: 480, dur: 480, midi: 60, vel: 90, lo: 0, hi: 1920 }], 1920)[0]?.durationTicks // 480
 */
export function tidyNotes(notes: readonly RawNote[], total: number): NoteEvent[] {
  const sorted = notes
    .filter((n) => n.tick >= 0 && n.tick < total && n.midi >= 0 && n.midi <= 127)
    .map((n) => ({
      tick: n.tick,
      dur: Math.max(1, Math.min(n.dur, total - n.tick)),
      midi: n.midi,
      vel: clampVelocity(n.vel),
    }))
    .sort((a, b) => a.tick - b.tick || a.midi - b.midi || b.dur - a.dur);
  const lastByPitch = new Map<number, { tick: number; dur: number; midi: number; vel: number }>();
  const kept: { tick: number; dur: number; midi: number; vel: number }[] = [];
  for (const n of sorted) {
    const prev = lastByPitch.get(n.midi);
    if (prev) {
      if (prev.tick === n.tick) continue;
      if (prev.tick + prev.dur > n.tick) prev.dur = n.tick - prev.tick;
    }
    kept.push(n);
    lastByPitch.set(n.midi, n);
  }
  return kept.map((n) => ({ tick: n.tick, durationTicks: n.dur, midi: n.midi, velocity: n.vel }));
}

/**
 * Accompaniment breathes with the phrase, as the melody does: each bar's notes are played softer at
 * a phrase's edges and fuller in its middle (`depth` of the velocity from edge to middle), so the
 * chords and bass do not sit at one level for the whole piece.
 * @example swellWithPhrases(notes, [{ start: 0, length: 4 }], 1920) // bars 2–3 louder than bars 1 and 4
 */
export function swellWithPhrases(
  notes: RawNote[],
  phrases: readonly { readonly start: number; readonly length: number }[],
  ticksPerBar: number,
  depth = 0.12,
): void {
  for (const n of notes) {
    const bar = Math.floor(n.tick / ticksPerBar);
    const phrase = phrases.find((p) => bar >= p.start && bar < p.start + p.length);
    if (!phrase) continue;
    const arc = Math.sin((Math.PI * (bar - phrase.start + 0.5)) / phrase.length);
    n.vel = clampVelocity(n.vel * (1 - depth / 2 + depth * arc));
  }
}
