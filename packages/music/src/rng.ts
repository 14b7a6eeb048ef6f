/**
 * A seeded pseudo-random number generator (mulberry32). The engine never uses `Math.random`:
 * every random choice comes from an `Rng` created from the spec's seed, so the same seed
 * always gives the same piece.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** An element chosen with the given non-negative weights (falls back to the first). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A float in [-1, 1). */
  signed(): number;
}

/**
 * Hash a seed and a label into a new 32-bit seed (FNV-1a over the label, mixed with the seed).
 * Used to give each part its own independent random stream.
 * @example deriveSeed(42, 'bass') !== deriveSeed(42, 'melody') // true
 */
export function deriveSeed(seed: number, label: string): number {
  let h = (0x811c9dc5 ^ normaliseSeed(seed)) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // final avalanche (murmur3 fmix32)
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Map any number to a 32-bit unsigned seed (NaN and infinities become 0).
 * @example normaliseSeed(-1) // 4294967295
 */
export function normaliseSeed(seed: number): number {
  if (!Number.isFinite(seed)) return 0;
  return Math.trunc(seed) >>> 0;
}

/**
 * Create a seeded generator. Same seed, same sequence.
 * @example const rng = createRng(7); rng.int(1, 6) // always the same die roll for seed 7
 */
export function createRng(seed: number): Rng {
  let state = normaliseSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(min, max) {
      const lo = Math.ceil(Math.min(min, max));
      const hi = Math.floor(Math.max(min, max));
      return lo + Math.floor(next() * (hi - lo + 1));
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      let total = 0;
      for (let i = 0; i < items.length; i++) total += Math.max(0, weights[i] ?? 0);
      if (total <= 0) return items[0] as T;
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= Math.max(0, weights[i] ?? 0);
        if (r < 0) return items[i] as T;
      }
      return items[items.length - 1] as T;
    },
    chance(p) {
      return next() < p;
    },
    signed() {
      return next() * 2 - 1;
    },
  };
}
