import { parseChord } from './chord.ts';
import type { Key } from './key.ts';
import { progressionFromRomans } from './roman-numeral.ts';

// The tonic spellings players read most easily, by chroma (Bb major, not A# major; F# minor, not Gb minor).
const MAJOR_TONICS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
const MINOR_TONICS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'G#', 'A', 'Bb', 'B'] as const;

/** A short progression that plays a chord where it usually lives, and the key it is heard in. */
export interface ChordInContext {
  readonly key: Key;
  /** One chord a bar; the chord asked about is written as asked. */
  readonly chords: readonly string[];
}

const keyAt = (chroma: number, mode: 'major' | 'minor'): Key => {
  const c = ((chroma % 12) + 12) % 12;
  return { tonic: (mode === 'major' ? MAJOR_TONICS : MINOR_TONICS)[c]!, mode };
};

/**
 * Four bars that show a chord in its home: a minor seventh as the ii of a ii–V–I, a dominant as
 * the V, a half-diminished chord as the ii of a minor ii–V–i, a diminished chord as the leading-tone
 * chord into I, a sus chord resolving to its triad, a major or minor chord as the tonic of a common
 * loop. `null` when the symbol is not a chord.
 * @example chordInContext('Gm7')?.chords // ['Gm7', 'C7', 'Fmaj7', 'Fmaj7']
 * @example chordInContext('E7')?.key // { tonic: 'A', mode: 'major' }
 */
export function chordInContext(symbol: string): ChordInContext | null {
  const c = parseChord(symbol);
  if (!c) return null;
  const seventh = c.intervals.some((i) => i === '7m' || i === '7M');
  const around = (key: Key, romans: readonly (string | null)[]): ChordInContext | null => {
    const others = progressionFromRomans(
      romans.filter((r): r is string => r !== null),
      key,
    );
    if (!others) return null;
    let i = 0;
    return { key, chords: romans.map((r) => (r === null ? symbol : others[i++]!)) };
  };
  const root = c.rootChroma;
  switch (c.quality) {
    case 'minor':
      return seventh
        ? around(keyAt(root - 2, 'major'), [null, 'V7', 'Imaj7', 'Imaj7'])
        : around(keyAt(root, 'minor'), [null, 'VI', 'III', 'VII']);
    case 'dominant':
      return around(keyAt(root + 5, 'major'), ['ii7', null, 'Imaj7', 'Imaj7']);
    case 'half-diminished':
      return around(keyAt(root - 2, 'minor'), [null, 'V7', 'i', 'i']);
    case 'diminished':
      return around(keyAt(root + 1, 'major'), ['I', 'IV', null, 'I']);
    case 'augmented':
      return around(keyAt(root, 'major'), ['I', null, 'vi', 'IV']);
    case 'suspended':
    case 'power':
      return around(keyAt(root, 'major'), [null, 'I', null, 'I']);
    default:
      return seventh
        ? around(keyAt(root, 'major'), [null, 'vi7', 'ii7', 'V7'])
        : around(keyAt(root, 'major'), [null, 'vi', 'IV', 'V']);
  }
}
