import { type ChordInfo, parseChord } from './chord.ts';
import { mod12 } from './pitch-class.ts';

/** Options for voicing a progression. MIDI numbers; defaults suit a piano or guitar comp. */
export interface VoicingOptions {
  /** Lowest note of the upper voices (default 52 = E3). */
  readonly low?: number;
  /** Highest note of the upper voices (default 76 = E5). */
  readonly high?: number;
  /** Number of upper voices, 3–5 (default 4). */
  readonly voices?: number;
  /** Add a separate bass note (the slash bass or the root); upper voices may then drop the root. */
  readonly bass?: boolean;
  /**
   * Keep the chord's bass (the root, or a slash chord's bass) as the lowest upper voice, the other
   * tones in any order above it: a part with no bass under it still names its chord (Dm9 voiced
   * C D E F reads as Fmaj7). Ignored when `bass` is on.
   */
  readonly rootLowest?: boolean;
  /** Bass register (default 36–52). */
  readonly bassLow?: number;
  readonly bassHigh?: number;
}

/** One voiced chord. */
export interface Voicing {
  readonly symbol: string;
  /** Upper voices, ascending MIDI numbers. */
  readonly notes: readonly number[];
  /** Bass note when `bass` was asked for, else `null`. */
  readonly bass: number | null;
}

function rolePriority(interval: string, withBass: boolean): number {
  const n = interval.replace(/[^\d]/g, '');
  const q = interval.replace(/\d/g, '');
  if (n === '3' || (n === '4' && q === 'P') || (n === '2' && q === 'M')) return 0;
  if (n === '1') return withBass ? 6 : 1;
  if (n === '7' || n === '6') return 2;
  if ((n === '5' && q !== 'P') || q === 'A' || (q === 'm' && (n === '9' || n === '13'))) return 3;
  if (n === '9' || n === '11' || n === '13') return 4;
  return 5; // perfect fifth
}

/**
 * The pitch classes a chord is voiced with (most important first), sized to `voices`.
 * @example chordTonesForVoicing(parseChord('Cmaj9')!, 4, true) // [4, 11, 2, 7] (3rd, 7th, 9th, 5th — rootless over a bass)
 */
export function chordTonesForVoicing(chord: ChordInfo, voices: number, withBass: boolean): readonly number[] {
  const ranked = chord.intervals
    .map((iv, i) => ({ chroma: chord.chromas[i]!, p: rolePriority(iv, withBass), i }))
    .sort((a, b) => a.p - b.p || a.i - b.i);
  const out: number[] = [];
  for (const r of ranked) if (out.length < voices && !out.includes(r.chroma)) out.push(r.chroma);
  if (!withBass && chord.bassChroma !== null && !out.includes(chord.bassChroma)) {
    out[out.length >= voices ? out.length - 1 : out.length] = chord.bassChroma;
  }
  const doubling = [
    chord.rootChroma,
    chord.chromas[2] ?? chord.rootChroma,
    chord.chromas[1] ?? chord.rootChroma,
  ];
  let d = 0;
  while (out.length < voices) out.push(doubling[d++ % doubling.length]!);
  return out;
}

const candidateCache = new Map<string, readonly (readonly number[])[]>();

/** Close stacks of `order` from each octave of its first tone inside [low, high]. */
function stacks(order: readonly number[], voices: number, low: number, high: number): number[][] {
  const out: number[][] = [];
  const start = low + mod12(order[0]! - low);
  for (let bottom = start; bottom <= high; bottom += 12) {
    const v = [bottom];
    for (let k = 1; k < order.length; k++) v.push(v[k - 1]! + 1 + mod12(order[k]! - v[k - 1]! - 1));
    // extra voices double the lowest notes an octave up (e.g. C E G C)
    while (v.length < voices) v.push(v[v.length - order.length]! + 12);
    if (v[v.length - 1]! <= high) out.push(v);
  }
  return out;
}

function candidates(
  chord: ChordInfo,
  voices: number,
  low: number,
  high: number,
  withBass: boolean,
  rootLowest: boolean,
) {
  const id = `${chord.symbol}|${voices}|${low}|${high}|${withBass}|${rootLowest}`;
  const hit = candidateCache.get(id);
  if (hit) return hit;
  const tones = chordTonesForVoicing(chord, voices, withBass);
  const uniq = [...new Set(tones)].sort((a, b) => a - b);
  const out: (readonly number[])[] = [];
  if (rootLowest && !withBass) {
    // The bass tone at the bottom, every rotation of the others stacked above it.
    const bottom = chord.bassChroma ?? chord.rootChroma;
    const rest = uniq.filter((pc) => pc !== bottom);
    // A register too narrow for the bass tone and the rest above it lets the bass tone reach an
    // octave under it (a pianist's left hand).
    for (const from of [low, low - 12]) {
      for (let r = 0; r < Math.max(1, rest.length); r++) {
        out.push(...stacks([bottom, ...rest.slice(r), ...rest.slice(0, r)], voices, from, high));
      }
      if (out.length > 0) break;
    }
  } else {
    for (let r = 0; r < uniq.length; r++) {
      out.push(...stacks([...uniq.slice(r), ...uniq.slice(0, r)], voices, low, high));
    }
  }
  if (out.length === 0) {
    // register too narrow: fall back to root position from the bottom of the register
    const first = rootLowest ? (chord.bassChroma ?? chord.rootChroma) : uniq[0]!;
    const order = [first, ...uniq.filter((pc) => pc !== first)];
    const v = [low + mod12(first - low)];
    for (let k = 1; k < order.length; k++) v.push(v[k - 1]! + 1 + mod12(order[k]! - v[k - 1]! - 1));
    while (v.length < voices) v.push(v[v.length - order.length]! + 12);
    out.push(v);
  }
  let result: (readonly number[])[] = out;
  if (!withBass && chord.bassChroma !== null) {
    const slash = out.filter((v) => mod12(v[0]!) === chord.bassChroma);
    if (slash.length > 0) result = slash;
  }
  if (candidateCache.size > 2048) candidateCache.clear();
  candidateCache.set(id, result);
  return result;
}

/**
 * Total semitone movement between two voicings with the same number of voices (voice by voice).
 * @example voiceMovement([60, 64, 67], [59, 62, 67]) // 3
 */
export function voiceMovement(a: readonly number[], b: readonly number[]): number {
  let cost = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) cost += Math.abs(a[i]! - b[i]!);
  return cost;
}

function mean(v: readonly number[]): number {
  let s = 0;
  for (const x of v) s += x;
  return s / v.length;
}

/**
 * Voice a progression in close position inside a register, choosing the inversions that minimise
 * the total movement of the voices over the whole progression (dynamic programming), with a light
 * pull toward the middle of the register. Slash chords keep their bass: as the lowest upper voice,
 * or as the separate bass note when `bass` is on. `null` if any symbol is unreadable.
 * @example voiceProgression(['C', 'F', 'G7', 'C'])?.map((v) => v.notes) // [[60,64,67,72],[60,65,69,72],[62,65,67,71],[60,64,67,72]]
 */
export function voiceProgression(
  chords: readonly (string | ChordInfo)[],
  options: VoicingOptions = {},
): readonly Voicing[] | null {
  const low = Math.round(options.low ?? 52);
  const high = Math.max(low + 12, Math.round(options.high ?? 76));
  const voices = Math.min(5, Math.max(3, Math.round(options.voices ?? 4)));
  const withBass = options.bass ?? false;
  const infos: ChordInfo[] = [];
  for (const c of chords) {
    const info = typeof c === 'string' ? parseChord(c) : c;
    if (!info) return null;
    infos.push(info);
  }
  if (infos.length === 0) return [];
  const centre = (low + high) / 2;
  const rootLowest = options.rootLowest ?? false;
  const cands = infos.map((c) => candidates(c, voices, low, high, withBass, rootLowest));
  // Viterbi over candidate voicings.
  let prevCost = cands[0]!.map((v) => Math.abs(mean(v) - centre) * 0.5);
  const back: number[][] = [];
  for (let i = 1; i < cands.length; i++) {
    const cur = cands[i]!;
    const prev = cands[i - 1]!;
    const costs: number[] = [];
    const from: number[] = [];
    for (const v of cur) {
      let best = Number.POSITIVE_INFINITY;
      let arg = 0;
      for (let j = 0; j < prev.length; j++) {
        const c = prevCost[j]! + voiceMovement(prev[j]!, v);
        if (c < best) {
          best = c;
          arg = j;
        }
      }
      costs.push(best + Math.abs(mean(v) - centre) * 0.25);
      from.push(arg);
    }
    back.push(from);
    prevCost = costs;
  }
  let idx = 0;
  for (let j = 1; j < prevCost.length; j++) if (prevCost[j]! < prevCost[idx]!) idx = j;
  const picks = new Array<number>(cands.length);
  picks[cands.length - 1] = idx;
  for (let i = cands.length - 1; i > 0; i--) {
    idx = back[i - 1]![idx]!;
    picks[i - 1] = idx;
  }
  const bassLow = options.bassLow ?? 36;
  const bassHigh = Math.max(bassLow + 11, options.bassHigh ?? 52);
  return infos.map((c, i) => {
    const notes = cands[i]![picks[i]!] ?? [];
    let bass: number | null = null;
    if (withBass) {
      const pc = c.bassChroma ?? c.rootChroma;
      bass = bassLow + mod12(pc - bassLow);
      if (bass > bassHigh) bass -= 12;
    }
    return { symbol: c.symbol, notes, bass };
  });
}
