import type { Meter } from '../compose/types.ts';

/**
 * Most bars the analyser lays out (longer files are analysed up to here).
 * @example MAX_ANALYSIS_BARS // 10000
 */
export const MAX_ANALYSIS_BARS = 10_000;

/** Bars of a file: start ticks and the meter of each bar. */
export interface BarLayout {
  readonly starts: readonly number[];
  readonly meters: readonly Meter[];
  /** True when the file has more bars than `MAX_ANALYSIS_BARS`. */
  readonly truncated: boolean;
}

/**
 * Lay out bars from time-signature events (4/4 until the first one). A change in the middle of a
 * bar starts a new bar there. Always at least one bar.
 * @example barLayout([], 480, 3840).starts // [0, 1920]
 */
export function barLayout(
  signatures: readonly { readonly tick: number; readonly numerator: number; readonly denominator: number }[],
  ppq: number,
  durationTicks: number,
): BarLayout {
  const changes: { tick: number; meter: Meter }[] = [{ tick: 0, meter: { numerator: 4, denominator: 4 } }];
  for (const s of signatures) {
    const meter = { numerator: s.numerator, denominator: s.denominator };
    if (s.tick <= 0) changes[0] = { tick: 0, meter };
    else if (changes[changes.length - 1]!.tick === s.tick)
      changes[changes.length - 1] = { tick: s.tick, meter };
    else changes.push({ tick: s.tick, meter });
  }
  const starts: number[] = [];
  const meters: Meter[] = [];
  let truncated = false;
  const end = Math.max(1, durationTicks);
  outer: for (let i = 0; i < changes.length; i++) {
    const c = changes[i]!;
    const next = changes[i + 1]?.tick ?? Number.POSITIVE_INFINITY;
    const len = Math.max(1, Math.round((ppq * 4 * c.meter.numerator) / c.meter.denominator));
    for (let t = c.tick; t < next && t < end; t += len) {
      if (starts.length >= MAX_ANALYSIS_BARS) {
        truncated = true;
        break outer;
      }
      starts.push(t);
      meters.push(c.meter);
    }
  }
  if (starts.length === 0) {
    starts.push(0);
    meters.push(changes[0]!.meter);
  }
  return { starts, meters, truncated };
}

/**
 * Index of the bar containing a tick (binary search).
 * @example barIndexAt([0, 1920, 3840], 2000) // 1
 */
export function barIndexAt(starts: readonly number[], tick: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= tick) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
