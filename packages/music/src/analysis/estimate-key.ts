import type { Key } from '../theory/key.ts';
import { MAJOR_TONICS, MINOR_TONICS } from '../theory/key-detection.ts';
import { AARDEN_ESSEN } from './key-profiles.ts';

/** A key with its correlation to the pitch-class histogram. */
export interface KeyCorrelation {
  readonly key: Key;
  readonly correlation: number;
}

/** Result of Krumhansl–Schmuckler key finding. */
export interface KeyEstimate {
  readonly key: Key;
  readonly correlation: number;
  readonly runnerUp: KeyCorrelation;
  /** All 24 keys, best first. */
  readonly ranking: readonly KeyCorrelation[];
}

function stats(xs: readonly number[]): { mean: number; sd: number } {
  let s = 0;
  for (const x of xs) s += x;
  const mean = s / xs.length;
  let v = 0;
  for (const x of xs) v += (x - mean) * (x - mean);
  return { mean, sd: Math.sqrt(v / xs.length) };
}

const PROFILE_STATS = { major: stats(AARDEN_ESSEN.major), minor: stats(AARDEN_ESSEN.minor) };

/**
 * Krumhansl–Schmuckler key finding with the Aarden–Essen profiles: correlate a 12-bin
 * (duration-weighted) pitch-class histogram with the profile rotated to each of the 24 keys
 * (Pearson, population statistics, as music21). `null` for an empty or flat histogram.
 * @example estimateKey([6, 0, 3, 0, 4, 2, 0, 5, 0, 2, 0, 1])?.key // { tonic: 'C', mode: 'major' }
 */
export function estimateKey(histogram: readonly number[]): KeyEstimate | null {
  if (histogram.length !== 12) return null;
  const h = stats(histogram);
  if (!(h.sd > 0)) return null;
  const ranking: KeyCorrelation[] = [];
  for (const mode of ['major', 'minor'] as const) {
    const profile = AARDEN_ESSEN[mode];
    const ps = PROFILE_STATS[mode];
    for (let tonic = 0; tonic < 12; tonic++) {
      let cov = 0;
      for (let pc = 0; pc < 12; pc++)
        cov += (profile[(pc - tonic + 12) % 12]! - ps.mean) * (histogram[pc]! - h.mean);
      const correlation = cov / 12 / (ps.sd * h.sd);
      ranking.push({
        key: { tonic: (mode === 'major' ? MAJOR_TONICS : MINOR_TONICS)[tonic]!, mode },
        correlation,
      });
    }
  }
  ranking.sort((a, b) => b.correlation - a.correlation);
  return { key: ranking[0]!.key, correlation: ranking[0]!.correlation, runnerUp: ranking[1]!, ranking };
}

/**
 * A duration-weighted pitch-class histogram (weights in quarter notes).
 * @example pitchClassHistogram([{ midi: 60, durationTicks: 960 }], 480)[0] // 2
 */
export function pitchClassHistogram(
  notes: readonly { readonly midi: number; readonly durationTicks: number }[],
  ppq: number,
): number[] {
  const h = new Array<number>(12).fill(0);
  for (const n of notes) h[n.midi % 12]! += Math.max(0, n.durationTicks) / ppq;
  return h;
}
