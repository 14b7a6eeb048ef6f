import type { PartLevel } from './types';

/** What the card lets a musician set per part. */
export interface PartMix {
  muted: boolean;
  solo: boolean;
  /** 0–1. */
  volume: number;
}

export const DEFAULT_MIX: PartMix = { muted: false, solo: false, volume: 1 };

/**
 * What each part sounds like under mute and solo as mixing desks do it: with any part soloed,
 * only soloed parts play; a muted part never plays, soloed or not.
 * @example partLevels([{ muted: false, solo: true, volume: 1 }, { muted: false, solo: false, volume: 1 }])
 * // [{ audible: true, gain: 1 }, { audible: false, gain: 1 }]
 */
export function partLevels(mix: readonly PartMix[]): PartLevel[] {
  const soloing = mix.some((part) => part.solo);
  return mix.map((part) => ({
    audible: !part.muted && (!soloing || part.solo),
    gain: Math.min(1, Math.max(0, part.volume)),
  }));
}
