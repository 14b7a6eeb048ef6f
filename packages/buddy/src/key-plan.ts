import { type Key, MAX_BARS, parseKey, progressionFromRomans } from '@riffmate/music';
import { NUMBER_SOURCE, parseNumber } from './numbers.ts';

/** "4 bars in C", "8 bars of E minor": one stretch of a piece that changes key. */
const STRETCH_SOURCE = `${NUMBER_SOURCE}[\\s-]*(?:bars?|measures?)\\s+(?:in|of)\\s+(?:the key of\\s+)?([a-g](?:#|b|\\s+(?:sharp|flat))?(?:\\s*(?:major|minor|maj|min|m)(?![a-z]))?)(?![\\w#])`;
const STRETCH_RE = new RegExp(STRETCH_SOURCE, 'gi');
/** Two stretches one after the other ("… then …", "… and …", "…, …", "… followed by …"). */
const PLAN_RE = new RegExp(
  `${STRETCH_SOURCE}\\s*(?:,\\s*)?(?:(?:and\\s+)?then|and|followed by|->|→)?\\s*${STRETCH_SOURCE}`,
  'i',
);

/** A piece that changes key: the first key (the piece's), every bar's chord, the bar count. */
export interface KeyPlan {
  readonly key: Key;
  readonly progression: readonly string[];
  readonly bars: number;
}

/** Each stretch plays its key's I–IV–V–I (i–iv–V–i in minor), so every key is heard landing home. */
const CADENCE = { major: ['I', 'IV', 'V', 'I'], minor: ['i', 'iv', 'V', 'i'] } as const;

/**
 * "4 bars in C then 4 bars in E": stretches of a piece in keys one after the other, each bar's
 * chord in its own stretch's key; `null` unless two stretches or more are named.
 * @example keyPlan('4 bars in C then 4 bars in E')?.progression // ['C', 'F', 'G', 'C', 'E', 'A', 'B', 'E']
 */
export function keyPlan(lower: string): KeyPlan | null {
  if (!PLAN_RE.test(lower)) return null;
  const stretches: { bars: number; key: Key }[] = [];
  for (const m of lower.matchAll(STRETCH_RE)) {
    const bars = parseNumber(m[1] ?? '');
    const key = parseKey(
      m[2]!
        .replace(/\s+sharp/, '#')
        .replace(/\s+flat/, 'b')
        .replace(/\s*(?:min|m)$/, ' minor')
        .replace(/\s*maj$/, ' major'),
    );
    if (bars === null || bars < 1 || !key) return null;
    stretches.push({ bars, key });
  }
  const total = stretches.reduce((n, s) => n + s.bars, 0);
  if (stretches.length < 2 || total > MAX_BARS) return null;
  const progression: string[] = [];
  for (const { bars, key } of stretches) {
    const cadence = key.mode === 'minor' ? CADENCE.minor : CADENCE.major;
    // (Shorter than the cadence: its opening and the tonic; longer: the cadence again.)
    const romans = Array.from({ length: bars }, (_, i) =>
      i === bars - 1 ? cadence[0]! : cadence[i % (cadence.length - 1)]!,
    );
    const chords = progressionFromRomans(romans, key);
    if (!chords) return null;
    progression.push(...chords);
  }
  return { key: stretches[0]!.key, progression, bars: total };
}
