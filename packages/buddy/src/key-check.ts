/** How many seeds the composer tries before it keeps its first draft. */
export const KEY_CHECK_TRIES = 8;
const MAJOR_MINOR = new Set(['major', 'minor', 'ionian', 'aeolian']);

/**
 * Whether a piece *sounds* in its key to a listener model: Krumhansl–Schmuckler (Aarden–Essen)
 * over every pitched note, duration-weighted. Modes other than major/minor always pass (the
 * profiles only know major and minor).
 * @example soundsInKey(piece) // true when K–S names the piece's own key
 */
export function soundsInKey(piece: Piece): boolean {
  return keyGap(piece) <= 0;
}

/**
 * How far the piece's own key is behind the key a listener model hears: the best correlation minus
 * the own key's (0 when it is heard in its key, or cannot be judged).
 */
function keyGap(piece: Piece): number {
  const key = piece.meta.key;
  if (!MAJOR_MINOR.has(key.mode)) return 0;
  const notes = piece.parts.filter((p) => p.role !== 'drums').flatMap((p) => p.notes);
  const est = estimateKey(pitchClassHistogram(notes, piece.meta.ppq));
  if (!est) return 0;
  const minor = key.mode === 'minor' || key.mode === 'aeolian';
  const tonic = parsePitchClass(key.tonic)?.chroma;
  const own = est.ranking.find(
    (r) => parsePitchClass(r.key.tonic)?.chroma === tonic && (r.key.mode === 'minor') === minor,
  );
  return own ? est.correlation - own.correlation : 0;
}

/**
 * Compose a fresh piece and make sure it is heard in the key that was asked for: when the first
 * draft's pitch content leans to a neighbouring key (a relative or a fifth away — common with loops
 * like Am F C G), try up to `KEY_CHECK_TRIES` seeds derived from the original and keep the first
 * that reads right; otherwise keep the draft that comes nearest. Deterministic. Not used for edits, which must
 * keep the seed so untouched parts stay identical.
 * @example composeInKey(spec)?.spec.seed // spec.seed, or a derived seed when the first draft drifted
 */
export function composeInKey(spec: CompositionSpec): { spec: CompositionSpec; piece: Piece } | null {
  let best: { spec: CompositionSpec; piece: Piece; gap: number } | null = null;
  for (let i = 0; i < KEY_CHECK_TRIES; i++) {
    const s = i === 0 ? spec : { ...spec, seed: deriveSeed(spec.seed, `key-check:${i}`) };
    const r = compose(s);
    if (!r.ok) return best;
    const gap = keyGap(r.piece);
    if (gap <= 0) return { spec: s, piece: r.piece };
    if (!best || gap < best.gap) best = { spec: s, piece: r.piece, gap };
  }
  return best && { spec: best.spec, piece: best.piece };
}

import {
  type CompositionSpec,
  compose,
  deriveSeed,
  estimateKey,
  type Piece,
  parsePitchClass,
  pitchClassHistogram,
} from '@riffmate/music';
