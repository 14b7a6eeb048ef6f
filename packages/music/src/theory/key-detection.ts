import { type ChordInfo, parseChord } from './chord.ts';
import type { Key } from './key.ts';
import { mod12 } from './pitch-class.ts';

/** A key candidate with its score (higher is better, roughly 0–1). */
export interface KeyCandidate {
  readonly key: Key;
  readonly score: number;
}

/** Result of key detection: the best key and every candidate ranked. */
export interface KeyDetection {
  readonly key: Key;
  readonly score: number;
  /** Best score minus the runner-up's, divided by the best (0 = tie, 1 = unambiguous). */
  readonly confidence: number;
  readonly ranking: readonly KeyCandidate[];
}

/**
 * Conventional tonic spellings for the 24 major/minor keys (index = chroma).
 * @example MAJOR_TONICS[1] // 'Db'
 */
export const MAJOR_TONICS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
/**
 * Conventional tonic spellings for minor keys (index = chroma).
 * @example MINOR_TONICS[1] // 'C#'
 */
export const MINOR_TONICS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'G#', 'A', 'Bb', 'B'] as const;

const MAJOR_SET = [0, 2, 4, 5, 7, 9, 11];
const MINOR_SET = [0, 2, 3, 5, 7, 8, 10, 11]; // natural minor + leading tone (harmonic V)

/** A chord with an optional weight (e.g. its length in beats). */
export interface WeightedChord {
  readonly chord: string;
  readonly weight?: number;
}

/**
 * Which major or minor key a chord progression is in. Scores each of the 24 keys by how well the
 * chords fit its scale (the raised leading tone counts in minor), rewards the tonic chord (most at
 * the start and the end) and V→I cadences. `null` when no chord can be read.
 * @example detectKeyFromChords(['Dm7', 'G7', 'Cmaj7'])?.key // { tonic: 'C', mode: 'major' }
 * @example detectKeyFromChords(['Am', 'Dm', 'E7', 'Am'])?.key // { tonic: 'A', mode: 'minor' }
 */
export function detectKeyFromChords(chords: readonly (string | WeightedChord)[]): KeyDetection | null {
  const parsed: { c: ChordInfo; w: number }[] = [];
  for (const item of chords) {
    const sym = typeof item === 'string' ? item : item.chord;
    const w = typeof item === 'string' ? 1 : Math.max(0, item.weight ?? 1);
    const c = parseChord(sym);
    if (c) parsed.push({ c, w });
  }
  if (parsed.length === 0) return null;
  const totalW = parsed.reduce((s, p) => s + p.w, 0) || 1;
  const ranking: KeyCandidate[] = [];
  for (const minor of [false, true]) {
    for (let t = 0; t < 12; t++) {
      let mask = 0;
      for (const s of minor ? MINOR_SET : MAJOR_SET) mask |= 1 << mod12(t + s);
      let score = 0;
      for (let i = 0; i < parsed.length; i++) {
        const { c, w } = parsed[i]!;
        const tones =
          c.bassChroma !== null && !c.chromas.includes(c.bassChroma)
            ? [...c.chromas, c.bassChroma]
            : c.chromas;
        let inside = 0;
        for (const ch of tones) if (mask & (1 << ch)) inside++;
        const fit = inside / tones.length;
        score += w * (fit === 1 ? 3 : 3 * fit - 2);
        const isTonic = c.rootChroma === t && (minor ? c.quality === 'minor' : c.quality === 'major');
        if (isTonic) {
          score += w;
          if (i === 0) score += 1.5;
          if (i === parsed.length - 1) score += 1.5;
        }
        const next = parsed[i + 1];
        const isDominant =
          c.rootChroma === mod12(t + 7) && (c.quality === 'major' || c.quality === 'dominant');
        if (isDominant && next && next.c.rootChroma === t) score += 1.5;
      }
      const norm = Math.max(0, score) / (4 * totalW + 4.5);
      ranking.push({
        key: { tonic: (minor ? MINOR_TONICS : MAJOR_TONICS)[t]!, mode: minor ? 'minor' : 'major' },
        score: norm,
      });
    }
  }
  ranking.sort((a, b) => b.score - a.score || (a.key.mode === 'major' ? -1 : 1));
  const best = ranking[0]!;
  const second = ranking[1]!;
  return {
    key: best.key,
    score: best.score,
    confidence: best.score > 0 ? (best.score - second.score) / best.score : 0,
    ranking,
  };
}
