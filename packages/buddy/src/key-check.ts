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
  const key = piece.meta.key;
  if (!MAJOR_MINOR.has(key.mode)) return true;
  const notes = piece.parts.filter((p) => p.role !== 'drums').flatMap((p) => p.notes);
  const est = estimateKey(pitchClassHistogram(notes, piece.meta.ppq));
  if (!est) return true;
  const minor = key.mode === 'minor' || key.mode === 'aeolian';
  return (
    parsePitchClass(est.key.tonic)?.chroma === parsePitchClass(key.tonic)?.chroma &&
    (est.key.mode === 'minor') === minor
  );
}

/**
 * Compose a fresh piece and make sure it is heard in the key that was asked for: when the first
 * draft's pitch content leans to a neighbouring key (a relative or a fifth away — common with loops
 * like Am F C G), try up to `KEY_CHECK_TRIES` seeds derived from the original and keep the first
 * that reads right; otherwise keep the first draft. Deterministic. Not used for edits, which must
 * keep the seed so untouched parts stay identical.
 * @example composeInKey(spec)?.spec.seed // spec.seed, or a derived seed when the first draft drifted
 */
export function composeInKey(spec: CompositionSpec): { spec: CompositionSpec; piece: Piece } | null {
  let first: { spec: CompositionSpec; piece: Piece } | null = null;
  for (let i = 0; i < KEY_CHECK_TRIES; i++) {
    const s = i === 0 ? spec : { ...spec, seed: deriveSeed(spec.seed, `key-check:${i}`) };
    const r = compose(s);
    if (!r.ok) return first;
    if (!first) first = { spec: s, piece: r.piece };
    if (soundsInKey(r.piece)) return { spec: s, piece: r.piece };
  }
  return first;
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
