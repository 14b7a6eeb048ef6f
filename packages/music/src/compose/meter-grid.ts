import { type Meter, PPQ } from './types.ts';

/** One beat of a bar: where it starts, how long it is, how strong it is. */
export interface Beat {
  readonly tick: number;
  readonly ticks: number;
  /** 3 = downbeat, 2 = start of a later group, 1 = other beats. */
  readonly strength: number;
  /** Number of eighth-note (or, in x/16, sixteenth) subdivisions in the beat: 2 simple, 3 compound. */
  readonly subdivisions: number;
}

/** The rhythmic layout of one bar of a meter. */
export interface MeterGrid {
  readonly meter: Meter;
  /** e.g. `6/8`. */
  readonly id: string;
  readonly ticksPerBar: number;
  /** Length of one denominator unit (a quarter in x/4, an eighth in x/8). */
  readonly pulseTicks: number;
  readonly beats: readonly Beat[];
  /** Beat indices grouped, e.g. 5/4 → [[0,1,2],[3,4]], 7/8 → [[0,1],[2]]. */
  readonly groups: readonly (readonly number[])[];
  /** True when beats divide in three (6/8, 9/8, 12/8). */
  readonly compound: boolean;
  /** Ticks of a subdivision (240 = eighth; 120 in x/16). */
  readonly subTicks: number;
  /** Sixteenth-note steps per bar (the resolution of the style patterns). */
  readonly steps: number;
}

/**
 * Ticks of one sixteenth-note step.
 * @example STEP_TICKS // 120
 */
export const STEP_TICKS = PPQ / 4;

function splitTwosAndThree(n: number): number[] {
  if (n <= 3) return [n];
  if (n === 5) return [3, 2];
  const out: number[] = [];
  let rest = n;
  while (rest > 3) {
    out.push(2);
    rest -= 2;
  }
  out.push(rest);
  if (rest === 1) {
    out.pop();
    out[out.length - 1] = 3;
  }
  return out;
}

const gridCache = new Map<string, MeterGrid>();

/**
 * The grid of a meter: beats, their strengths and groups. Supports numerators 1–16 and
 * denominators 2, 4, 8, 16 (`null` otherwise). 5/4 groups 3+2, 7/8 groups 2+2+3, 6/8 and 12/8 are compound.
 * @example meterGrid({ numerator: 6, denominator: 8 })?.beats.map((b) => b.ticks) // [720, 720]
 */
export function meterGrid(meter: Meter): MeterGrid | null {
  const { numerator: n, denominator: d } = meter;
  if (!Number.isInteger(n) || n < 1 || n > 16 || ![2, 4, 8, 16].includes(d)) return null;
  const id = `${n}/${d}`;
  const hit = gridCache.get(id);
  if (hit) return hit;
  const pulse = (PPQ * 4) / d;
  const subTicks = d >= 16 ? 120 : 240;
  let beatPulses: number[];
  let groups: number[][];
  let compound = false;
  if (d >= 8) {
    if (n % 3 === 0) {
      compound = n > 3;
      beatPulses = new Array(n / 3).fill(3);
    } else {
      beatPulses = splitTwosAndThree(n);
    }
    // Beats pair into groups (6/8 → one group of two dotted beats; 12/8 → two groups).
    groups = [];
    if (beatPulses.length === 4)
      groups = [
        [0, 1],
        [2, 3],
      ];
    else if (beatPulses.length === 3 && !compound) groups = [[0, 1], [2]];
    else groups = [beatPulses.map((_, i) => i)];
    if (beatPulses.length > 4)
      groups = splitTwosAndThree(beatPulses.length).reduce<number[][]>((acc, size) => {
        const start = acc.flat().length;
        acc.push(Array.from({ length: size }, (_, i) => start + i));
        return acc;
      }, []);
  } else {
    beatPulses = new Array(n).fill(1);
    const sizes = n === 4 ? [2, 2] : n <= 3 ? [n] : splitTwosAndThree(n);
    groups = [];
    let b = 0;
    for (const s of sizes) {
      groups.push(Array.from({ length: s }, (_, i) => b + i));
      b += s;
    }
  }
  const beats: Beat[] = [];
  let tick = 0;
  const groupStarts = new Set(groups.map((g) => g[0]!));
  beatPulses.forEach((p, i) => {
    const ticks = p * pulse;
    beats.push({
      tick,
      ticks,
      strength: i === 0 ? 3 : groupStarts.has(i) ? 2 : 1,
      subdivisions: Math.max(1, Math.round(ticks / subTicks)),
    });
    tick += ticks;
  });
  const grid: MeterGrid = {
    meter: { numerator: n, denominator: d },
    id,
    ticksPerBar: tick,
    pulseTicks: pulse,
    beats,
    groups,
    compound,
    subTicks,
    steps: tick / STEP_TICKS,
  };
  gridCache.set(id, grid);
  return grid;
}

/**
 * Metric weight of a tick inside a bar: 3 downbeat, 2 group start, 1 beat, 0.5 subdivision, 0 off-grid.
 * @example metricStrength(meterGrid({ numerator: 4, denominator: 4 })!, 960) // 2
 */
export function metricStrength(grid: MeterGrid, tickInBar: number): number {
  for (const b of grid.beats) {
    if (tickInBar === b.tick) return b.strength;
    if (tickInBar > b.tick && tickInBar < b.tick + b.ticks) {
      return (tickInBar - b.tick) % grid.subTicks === 0 ? 0.5 : 0;
    }
  }
  return 0;
}

/**
 * Index of the beat containing a tick (0-based), clamped to the bar.
 * @example beatIndexAt(meterGrid({ numerator: 7, denominator: 8 })!, 1000) // 2
 */
export function beatIndexAt(grid: MeterGrid, tickInBar: number): number {
  for (let i = grid.beats.length - 1; i >= 0; i--) if (tickInBar >= grid.beats[i]!.tick) return i;
  return 0;
}
