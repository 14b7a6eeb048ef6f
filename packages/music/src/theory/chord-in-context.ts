import { parseChord } from './chord.ts';
import { diatonicSevenths, diatonicTriads, type Key } from './key.ts';
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

/** A key whose own chords include a chord, and the numeral the chord has there. */
export interface ChordHome {
  readonly key: Key;
  readonly roman: string;
  /** Only the harmonic minor holds it (a minor key's major V, its vii°7, its III+). */
  readonly harmonic?: boolean;
}

// The other spelling of a key's tonic, for a chord spelled that way (Bbm7b5 lives in Cb major).
const OTHER_TONIC: Readonly<Record<string, string>> = {
  B: 'Cb',
  'F#': 'Gb',
  Db: 'C#',
  'G#': 'Ab',
  'C#': 'Db',
  Eb: 'D#',
  Bb: 'A#',
};

/**
 * The major and minor keys whose own triads (or seventh chords, for a seventh chord) include a
 * chord, major keys first, then minor keys (natural, then harmonic minor for what only it holds),
 * each spelled as the chord is. Empty when the symbol is no triad or seventh chord.
 * @example keysWithChord('F#m7b5').map((h) => `${h.roman} of ${h.key.tonic} ${h.key.mode}`) // ['viiø7 of G major', 'iiø7 of E minor']
 */
export function keysWithChord(symbol: string): readonly ChordHome[] {
  const c = parseChord(symbol.split('/')[0]!);
  if (!c || (c.notes.length !== 3 && c.notes.length !== 4)) return [];
  const same = (other: string) => {
    const o = parseChord(other);
    return (
      !!o &&
      o.rootChroma === c.rootChroma &&
      o.chromas.length === c.chromas.length &&
      o.chromas.every((x) => c.chromas.includes(x))
    );
  };
  const chordsOf = c.notes.length === 3 ? diatonicTriads : diatonicSevenths;
  const homes: ChordHome[] = [];
  for (const mode of ['major', 'minor', 'harmonic minor'] as const) {
    for (let chroma = 0; chroma < 12; chroma++) {
      const plain = keyAt(chroma, mode === 'major' ? 'major' : 'minor');
      if (homes.some((h) => h.key.mode === plain.mode && parseChord(h.key.tonic)?.rootChroma === chroma))
        continue;
      const other = OTHER_TONIC[plain.tonic];
      const spellings = other ? [plain, { ...plain, tonic: other }] : [plain];
      const found = spellings
        .map((key) => ({
          key,
          chord: chordsOf(mode === 'harmonic minor' ? { ...key, mode } : key).find((d) => same(d.symbol)),
        }))
        .filter((f) => f.chord);
      const best = found.find((f) => parseChord(f.chord!.symbol)?.root === c.root) ?? found[0];
      if (best)
        homes.push({
          key: best.key,
          roman: best.chord!.roman,
          ...(mode === 'harmonic minor' ? { harmonic: true } : {}),
        });
    }
  }
  return homes;
}
