import type { StyleDef } from '../styles/types.ts';
import type { Key } from '../theory/key.ts';
import type { HarmonySegment } from './harmony.ts';
import type { MeterGrid } from './meter-grid.ts';
import type { Mood } from './types.ts';

/** A note while a part is being written (mutable, internal). `lo`/`hi` bound where its start may move. */
export interface RawNote {
  tick: number;
  dur: number;
  midi: number;
  vel: number;
  lo: number;
  hi: number;
}

/** A phrase: `length` bars starting at bar `start`. */
export interface Phrase {
  readonly start: number;
  readonly length: number;
}

/** Everything a part writer needs. */
export interface ComposeContext {
  readonly key: Key;
  readonly style: StyleDef;
  readonly grid: MeterGrid;
  readonly bars: number;
  readonly total: number;
  readonly harmony: readonly HarmonySegment[];
  readonly mood: Mood | null;
  readonly chromatic: boolean;
  readonly phrases: readonly Phrase[];
  /** True when the last bar is a written-out ending (pieces of 8 bars or more). */
  readonly ending: boolean;
  /** Velocity multiplier from the mood. */
  readonly dynamics: number;
  /** How much each pitch class tells the key over this harmony (`keyToneWeights`). */
  readonly keyWeights: readonly number[];
  /** The piece's melody as written (before swing and humanize), for parts that answer or avoid it. */
  readonly melodyGuide: () => readonly RawNote[];
}

/**
 * Index of the harmony segment sounding at a tick (binary search).
 * @example segmentIndexAt(harmony, 0) // 0
 */
export function segmentIndexAt(harmony: readonly HarmonySegment[], tick: number): number {
  let lo = 0;
  let hi = harmony.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (harmony[mid]!.tick <= tick) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Split bars into phrases of four (the last may be shorter).
 * @example phrasesOf(10) // [{start:0,length:4},{start:4,length:4},{start:8,length:2}]
 */
export function phrasesOf(bars: number): Phrase[] {
  const out: Phrase[] = [];
  for (let b = 0; b < bars; b += 4) out.push({ start: b, length: Math.min(4, bars - b) });
  return out;
}

/**
 * Clamp a velocity to 1–127.
 * @example clampVelocity(140) // 127
 */
export function clampVelocity(v: number): number {
  return Math.max(1, Math.min(127, Math.round(v)));
}
