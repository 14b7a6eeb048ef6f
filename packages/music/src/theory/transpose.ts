import { parseChord } from './chord.ts';
import { type Key, keyFifths, normaliseKey } from './key.ts';
import { mod12, parsePitchClass } from './pitch-class.ts';
import { spellChroma } from './spelling.ts';

/** Both spellings of each chroma a key tonic may take (index = chroma). */
const TONIC_SPELLINGS: readonly (readonly string[])[] = [
  ['C'],
  ['Db', 'C#'],
  ['D'],
  ['Eb', 'D#'],
  ['E'],
  ['F'],
  ['F#', 'Gb'],
  ['G'],
  ['Ab', 'G#'],
  ['A'],
  ['Bb', 'A#'],
  ['B', 'Cb'],
];

/**
 * Move a key by semitones, keeping its mode and choosing the tonic spelling with the fewest
 * sharps or flats (so "up a fourth" from B major lands on E, not Fb). `null` for a bad tonic.
 * @example transposeKey({ tonic: 'A', mode: 'minor' }, 5) // { tonic: 'D', mode: 'minor' }
 * @example transposeKey({ tonic: 'F', mode: 'major' }, 1) // { tonic: 'F#', mode: 'major' }
 */
export function transposeKey(key: Key, semitones: number): Key | null {
  const pc = parsePitchClass(key.tonic);
  if (!pc || !Number.isFinite(semitones)) return null;
  const chroma = mod12(pc.chroma + Math.round(semitones));
  let best: Key | null = null;
  let bestFifths = Number.POSITIVE_INFINITY;
  for (const tonic of TONIC_SPELLINGS[chroma]!) {
    const k = normaliseKey({ tonic, mode: key.mode });
    const f = Math.abs(keyFifths(k));
    if (f < bestFifths) {
      best = k;
      bestFifths = f;
    }
  }
  return best;
}

/**
 * Transpose a chord symbol by semitones (root and slash bass), spelling the new root for the
 * target key when one is given. Roman numerals are key-relative, so callers leave them alone;
 * `null` when the symbol is not a chord.
 * @example transposeChordSymbol('Dm7', 5) // 'Gm7'
 * @example transposeChordSymbol('G7/B', 2, { tonic: 'D', mode: 'major' }) // 'A7/C#'
 */
export function transposeChordSymbol(symbol: string, semitones: number, key?: Key): string | null {
  const c = parseChord(symbol);
  if (!c || !Number.isFinite(semitones)) return null;
  const root = spellChroma(c.rootChroma + Math.round(semitones), key);
  const bass = c.bassChroma === null ? '' : `/${spellChroma(c.bassChroma + Math.round(semitones), key)}`;
  return `${root}${c.suffix}${bass}`;
}
