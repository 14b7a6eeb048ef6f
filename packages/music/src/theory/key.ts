import { Note, Key as TonalKey } from 'tonal';
import { parseChord } from './chord.ts';
import { mod12, parsePitchClass } from './pitch-class.ts';
import { chromaMask, scaleNotes } from './scale.ts';

/**
 * The modes a key can be in. `minor` is natural minor (= aeolian).
 * @example MODES.includes('dorian') // true
 */
export const MODES = [
  'major',
  'minor',
  'ionian',
  'dorian',
  'phrygian',
  'lydian',
  'mixolydian',
  'aeolian',
  'locrian',
  'harmonic minor',
  'melodic minor',
] as const;

/** A mode name from `MODES`. */
export type Mode = (typeof MODES)[number];

/** A key: tonic pitch class + mode. Plain data, e.g. `{ tonic: 'F#', mode: 'minor' }`. */
export interface Key {
  readonly tonic: string;
  readonly mode: Mode;
}

/** Semitones from the parent major scale's tonic up to the mode's tonic. */
const MODE_OFFSET: Readonly<Record<Mode, string>> = {
  major: '1P',
  ionian: '1P',
  dorian: '2M',
  phrygian: '3M',
  lydian: '4P',
  mixolydian: '5P',
  minor: '6M',
  aeolian: '6M',
  'harmonic minor': '6M',
  'melodic minor': '6M',
  locrian: '7M',
};

const MINOR_LIKE: ReadonlySet<Mode> = new Set<Mode>([
  'minor',
  'aeolian',
  'dorian',
  'phrygian',
  'locrian',
  'harmonic minor',
  'melodic minor',
]);

/**
 * Whether a mode has a minor third above its tonic.
 * @example isMinorMode('dorian') // true
 */
export function isMinorMode(mode: Mode): boolean {
  return MINOR_LIKE.has(mode);
}

const MODE_WORDS: Readonly<Record<string, Mode>> = {
  '': 'major',
  major: 'major',
  maj: 'major',
  ionian: 'ionian',
  m: 'minor',
  min: 'minor',
  minor: 'minor',
  'natural minor': 'minor',
  aeolian: 'aeolian',
  dorian: 'dorian',
  phrygian: 'phrygian',
  lydian: 'lydian',
  mixolydian: 'mixolydian',
  locrian: 'locrian',
  'harmonic minor': 'harmonic minor',
  'melodic minor': 'melodic minor',
};

/**
 * Parse a key name: "C", "C major", "Am", "F# minor", "Bb", "D dorian", "eb minor", "C sharp minor".
 * @example parseKey('F# minor') // { tonic: 'F#', mode: 'minor' }
 */
export function parseKey(text: string): Key | null {
  if (typeof text !== 'string' || text.length > 40) return null;
  const m = /^\s*([A-Ga-g])\s*(#|♯|b|♭|-?\s*sharp|-?\s*flat)?\s*(.*?)\s*$/i.exec(text);
  if (!m) return null;
  const accRaw = (m[2] ?? '').toLowerCase().replace(/[-\s]/g, '');
  const acc = accRaw === '#' || accRaw === '♯' || accRaw === 'sharp' ? '#' : accRaw ? 'b' : '';
  let rest = (m[3] ?? '').replace(/\s+/g, ' ');
  if (rest === 'M') rest = 'major';
  rest = rest.toLowerCase().replace(/\s*key$/, '');
  const mode = MODE_WORDS[rest];
  if (!mode) return null;
  const pc = parsePitchClass(m[1]!.toUpperCase() + acc);
  if (!pc) return null;
  return { tonic: pc.name, mode };
}

/** The scale type that gives a mode's notes. */
function scaleTypeOf(mode: Mode): string {
  if (mode === 'minor') return 'natural minor';
  return mode;
}

/**
 * The seven notes of a key, spelled for the key.
 * @example keyScale({ tonic: 'Eb', mode: 'major' }) // ['Eb', 'F', 'G', 'Ab', 'Bb', 'C', 'D']
 */
export function keyScale(key: Key): readonly string[] {
  return scaleNotes(key.tonic, scaleTypeOf(key.mode)) ?? [];
}

const chromaCache = new Map<string, readonly number[]>();

/**
 * The chromas of a key's scale in degree order (degree 1 first). Memoised.
 * @example keyChromas({ tonic: 'A', mode: 'minor' }) // [9, 11, 0, 2, 4, 5, 7]
 */
export function keyChromas(key: Key): readonly number[] {
  const id = `${key.tonic} ${key.mode}`;
  const hit = chromaCache.get(id);
  if (hit) return hit;
  const out = Object.freeze(keyScale(key).map((n) => parsePitchClass(n)?.chroma ?? 0));
  chromaCache.set(id, out);
  return out;
}

/**
 * A bit mask of the key's pitch classes (bit n set = chroma n is in the key).
 * @example (keyMask({ tonic: 'C', mode: 'major' }) >> 6) & 1 // 0 (F# is not in C major)
 */
export function keyMask(key: Key): number {
  return chromaMask(keyChromas(key));
}

/** A key signature: number of sharps or flats, which ones, and the MIDI `sf`/`mi` values. */
export interface KeySignature {
  /** Position on the circle of fifths: +n sharps or −n flats (MIDI `sf`, −7…7). */
  readonly fifths: number;
  readonly sharps: number;
  readonly flats: number;
  /** The accidentals in signature order, e.g. `['F#', 'C#']` or `['Bb', 'Eb', 'Ab']`. */
  readonly accidentals: readonly string[];
  /** MIDI `mi`: 1 for minor-third modes, else 0. */
  readonly minor: boolean;
}

const SHARP_ORDER = ['F#', 'C#', 'G#', 'D#', 'A#', 'E#', 'B#'];
const FLAT_ORDER = ['Bb', 'Eb', 'Ab', 'Db', 'Gb', 'Cb', 'Fb'];

/** The tonic of the major scale whose notes a key uses (D dorian → C). */
function parentMajorTonic(key: Key): string {
  const off = MODE_OFFSET[key.mode];
  return off === '1P' ? key.tonic : Note.pitchClass(Note.transpose(key.tonic, `-${off}`));
}

/**
 * Circle-of-fifths position of a key (may exceed ±7 for theoretical keys such as A# major).
 * @example keyFifths({ tonic: 'D', mode: 'dorian' }) // 0
 */
export function keyFifths(key: Key): number {
  const id = `${key.tonic} ${key.mode}`;
  let fifths = fifthsByKey.get(id);
  if (fifths === undefined) {
    // tonal builds a whole key (scales, chords) to answer this: once per key is enough.
    fifths = TonalKey.majorKey(parentMajorTonic(key)).alteration;
    if (fifthsByKey.size >= FIFTHS_CACHE_MAX) fifthsByKey.clear();
    fifthsByKey.set(id, fifths);
  }
  return fifths;
}

const fifthsByKey = new Map<string, number>();
const FIFTHS_CACHE_MAX = 1000;

/**
 * The key signature of a key: sharps/flats count and names, MIDI sf/mi.
 * @example keySignature({ tonic: 'E', mode: 'minor' }) // { fifths: 1, sharps: 1, flats: 0, accidentals: ['F#'], minor: true }
 */
export function keySignature(key: Key): KeySignature {
  const k = normaliseKey(key);
  const fifths = keyFifths(k);
  return {
    fifths,
    sharps: Math.max(0, fifths),
    flats: Math.max(0, -fifths),
    accidentals: fifths >= 0 ? SHARP_ORDER.slice(0, fifths) : FLAT_ORDER.slice(0, -fifths),
    minor: isMinorMode(k.mode),
  };
}

/**
 * Respell theoretical keys (more than 7 sharps/flats, or double accidentals) enharmonically.
 * @example normaliseKey({ tonic: 'A#', mode: 'major' }) // { tonic: 'Bb', mode: 'major' }
 */
export function normaliseKey(key: Key): Key {
  const pc = parsePitchClass(key.tonic);
  if (!pc) return key;
  let tonic = pc.name;
  if (Math.abs(pc.alt) > 1) tonic = Note.enharmonic(tonic);
  const k = { tonic, mode: key.mode };
  if (Math.abs(keyFifths(k)) > 7) return { tonic: Note.enharmonic(tonic), mode: key.mode };
  return k;
}

/**
 * A readable key name.
 * @example keyName({ tonic: 'F#', mode: 'minor' }) // 'F# minor'
 */
export function keyName(key: Key): string {
  return `${key.tonic} ${key.mode}`;
}

/**
 * The relative key: same signature, other major/minor tonic. Modes map to their parent major.
 * @example relativeKey({ tonic: 'A', mode: 'minor' }) // { tonic: 'C', mode: 'major' }
 */
export function relativeKey(key: Key): Key {
  if (key.mode === 'major' || key.mode === 'ionian') {
    return { tonic: Note.pitchClass(Note.transpose(key.tonic, '6M')), mode: 'minor' };
  }
  if (
    key.mode === 'minor' ||
    key.mode === 'aeolian' ||
    key.mode === 'harmonic minor' ||
    key.mode === 'melodic minor'
  ) {
    return { tonic: Note.pitchClass(Note.transpose(key.tonic, '3m')), mode: 'major' };
  }
  return { tonic: parentMajorTonic(key), mode: 'major' };
}

/**
 * The parallel key: same tonic, major ↔ minor (modes go to major or minor by their third).
 * @example parallelKey({ tonic: 'C', mode: 'major' }) // { tonic: 'C', mode: 'minor' }
 */
export function parallelKey(key: Key): Key {
  return { tonic: key.tonic, mode: isMinorMode(key.mode) ? 'major' : 'minor' };
}

/** A diatonic chord of a key. */
export interface DiatonicChord {
  readonly degree: number;
  readonly roman: string;
  readonly symbol: string;
}

const ROMANS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'] as const;

/**
 * Roman numeral text for a degree and the chord's semitone set.
 * @example romanForQuality(7, [0, 3, 6, 10]) // 'viiø7'
 */
export function romanForQuality(degree: number, semitones: readonly number[]): string {
  const s = new Set(semitones.map(mod12));
  const base = ROMANS[(degree - 1 + 7) % 7]!;
  const minor3 = s.has(3) && !s.has(4);
  const dim5 = s.has(6) && !s.has(7);
  const aug5 = s.has(8) && !s.has(7) && !minor3;
  const numeral = minor3 ? base.toLowerCase() : base;
  const hasSeventh = s.has(10) || s.has(11) || (dim5 && minor3 && s.has(9));
  if (minor3 && dim5) {
    if (s.has(10)) return `${numeral}ø7`;
    if (s.has(9)) return `${numeral}°7`;
    return `${numeral}°`;
  }
  if (aug5) return `${numeral}+${s.has(11) ? 'maj7' : s.has(10) ? '7' : ''}`;
  if (!hasSeventh) return numeral;
  if (s.has(11)) return `${numeral}maj7`;
  return `${numeral}7`;
}

function buildDiatonic(key: Key, size: 3 | 4): readonly DiatonicChord[] {
  const notes = keyScale(key);
  const chromas = keyChromas(key);
  if (notes.length !== 7) return [];
  const out: DiatonicChord[] = [];
  for (let d = 0; d < 7; d++) {
    const root = chromas[d]!;
    const semis: number[] = [];
    for (let k = 0; k < size; k++) semis.push(mod12(chromas[(d + 2 * k) % 7]! - root));
    const suffix = suffixFor(semis);
    const symbol = notes[d]! + suffix;
    out.push({
      degree: d + 1,
      roman: romanForQuality(d + 1, semis),
      symbol: parseChord(symbol)?.symbol ?? symbol,
    });
  }
  return out;
}

/** The chord suffix for a stacked-thirds triad or seventh, by semitones above the root. */
function suffixFor(semis: readonly number[]): string {
  const key = semis.join(',');
  const table: Readonly<Record<string, string>> = {
    '0,4,7': '',
    '0,3,7': 'm',
    '0,3,6': 'dim',
    '0,4,8': 'aug',
    '0,4,7,11': 'maj7',
    '0,4,7,10': '7',
    '0,3,7,10': 'm7',
    '0,3,6,10': 'm7b5',
    '0,3,6,9': 'dim7',
    '0,3,7,11': 'mMaj7',
    '0,4,8,11': 'maj7#5',
  };
  return table[key] ?? '';
}

/**
 * The seven diatonic triads of a key with their roman numerals.
 * @example diatonicTriads({ tonic: 'C', mode: 'major' }).map((c) => c.symbol) // ['C', 'Dm', 'Em', 'F', 'G', 'Am', 'Bdim']
 */
export function diatonicTriads(key: Key): readonly DiatonicChord[] {
  return buildDiatonic(key, 3);
}

/**
 * The seven diatonic seventh chords of a key with their roman numerals.
 * @example diatonicSevenths({ tonic: 'C', mode: 'major' })[4] // { degree: 5, roman: 'V7', symbol: 'G7' }
 */
export function diatonicSevenths(key: Key): readonly DiatonicChord[] {
  return buildDiatonic(key, 4);
}
