import { Note, Scale } from 'tonal';
import { mod12, parsePitchClass } from './pitch-class.ts';

/**
 * The scale types the engine knows by name.
 * @example SCALE_TYPES.includes('mixolydian') // true
 */
export const SCALE_TYPES = [
  'major',
  'natural minor',
  'harmonic minor',
  'melodic minor',
  'ionian',
  'dorian',
  'phrygian',
  'lydian',
  'mixolydian',
  'aeolian',
  'locrian',
  'major pentatonic',
  'minor pentatonic',
  'blues',
  'major blues',
  'altered',
  'lydian dominant',
  'whole tone',
  'phrygian dominant',
  'harmonic major',
  'hungarian minor',
  'double harmonic major',
  'diminished',
  'half-whole diminished',
  'bebop dominant',
  'bebop major',
  'dorian b2',
  'lydian augmented',
  'mixolydian b6',
  'locrian #2',
  'hirajoshi',
  'in-sen',
] as const;

/** A scale type name from `SCALE_TYPES`. */
export type ScaleType = (typeof SCALE_TYPES)[number];

const ALIASES: Readonly<Record<string, ScaleType>> = {
  major: 'major',
  maj: 'major',
  ionian: 'ionian',
  minor: 'natural minor',
  min: 'natural minor',
  'natural minor': 'natural minor',
  aeolian: 'aeolian',
  'harmonic minor': 'harmonic minor',
  'melodic minor': 'melodic minor',
  'jazz minor': 'melodic minor',
  dorian: 'dorian',
  phrygian: 'phrygian',
  lydian: 'lydian',
  mixolydian: 'mixolydian',
  locrian: 'locrian',
  'major pentatonic': 'major pentatonic',
  pentatonic: 'major pentatonic',
  'minor pentatonic': 'minor pentatonic',
  blues: 'blues',
  'minor blues': 'blues',
  'blues scale': 'blues',
  'major blues': 'major blues',
  altered: 'altered',
  'lydian dominant': 'lydian dominant',
  'whole tone': 'whole tone',
  'phrygian dominant': 'phrygian dominant',
  'spanish phrygian': 'phrygian dominant',
  freygish: 'phrygian dominant',
  'harmonic major': 'harmonic major',
  'hungarian minor': 'hungarian minor',
  'gypsy minor': 'hungarian minor',
  'double harmonic': 'double harmonic major',
  'double harmonic major': 'double harmonic major',
  byzantine: 'double harmonic major',
  diminished: 'diminished',
  'diminished scale': 'diminished',
  'whole-half diminished': 'diminished',
  'whole half diminished': 'diminished',
  octatonic: 'diminished',
  'half-whole diminished': 'half-whole diminished',
  'half whole diminished': 'half-whole diminished',
  'dominant diminished': 'half-whole diminished',
  bebop: 'bebop dominant',
  'bebop dominant': 'bebop dominant',
  'dominant bebop': 'bebop dominant',
  'bebop major': 'bebop major',
  'major bebop': 'bebop major',
  'dorian b2': 'dorian b2',
  'phrygian #6': 'dorian b2',
  'lydian augmented': 'lydian augmented',
  'mixolydian b6': 'mixolydian b6',
  'aeolian dominant': 'mixolydian b6',
  'locrian #2': 'locrian #2',
  'locrian natural 2': 'locrian #2',
  'half-diminished scale': 'locrian #2',
  hirajoshi: 'hirajoshi',
  'in-sen': 'in-sen',
  'in sen': 'in-sen',
};

/** tonal's name for each of our scale types. */
const TONAL_NAME: Readonly<Record<ScaleType, string>> = {
  major: 'major',
  'natural minor': 'aeolian',
  'harmonic minor': 'harmonic minor',
  'melodic minor': 'melodic minor',
  ionian: 'major',
  dorian: 'dorian',
  phrygian: 'phrygian',
  lydian: 'lydian',
  mixolydian: 'mixolydian',
  aeolian: 'aeolian',
  locrian: 'locrian',
  'major pentatonic': 'major pentatonic',
  'minor pentatonic': 'minor pentatonic',
  blues: 'blues',
  'major blues': 'major blues',
  altered: 'altered',
  'lydian dominant': 'lydian dominant',
  'whole tone': 'whole tone',
  'phrygian dominant': 'phrygian dominant',
  'harmonic major': 'harmonic major',
  'hungarian minor': 'hungarian minor',
  'double harmonic major': 'double harmonic major',
  diminished: 'diminished',
  'half-whole diminished': 'half-whole diminished',
  'bebop dominant': 'bebop',
  'bebop major': 'bebop major',
  'dorian b2': 'dorian b2',
  'lydian augmented': 'lydian augmented',
  'mixolydian b6': 'mixolydian b6',
  'locrian #2': 'locrian #2',
  hirajoshi: 'hirajoshi',
  'in-sen': 'in-sen',
};

/**
 * Normalise a scale-type name (case-insensitive, common aliases).
 * @example parseScaleType('Minor') // 'natural minor'
 */
export function parseScaleType(text: string): ScaleType | null {
  if (typeof text !== 'string') return null;
  return ALIASES[text.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

const notesCache = new Map<string, readonly string[]>();

/**
 * The notes of a scale in any key, spelled for that key. `null` for an unknown tonic or type.
 * @example scaleNotes('F#', 'melodic minor') // ['F#', 'G#', 'A', 'B', 'C#', 'D#', 'E#']
 */
export function scaleNotes(tonic: string, type: string): readonly string[] | null {
  const pc = parsePitchClass(tonic);
  const st = parseScaleType(type);
  if (!pc || !st) return null;
  const id = `${pc.name} ${st}`;
  const hit = notesCache.get(id);
  if (hit) return hit;
  const notes = Object.freeze(
    st === 'altered' ? alteredNotes(pc.name) : Scale.get(`${pc.name} ${TONAL_NAME[st]}`).notes.slice(),
  );
  if (notes.length === 0) return null;
  notesCache.set(id, notes);
  return notes;
}

/**
 * The altered scale is the 7th mode of the melodic minor a half step up, so each letter appears
 * once (G Ab Bb Cb Db Eb F); tonal spells it with two Bs.
 */
function alteredNotes(tonic: string): string[] {
  const melodic = Scale.get(`${Note.transpose(tonic, '2m')} melodic minor`).notes;
  return melodic.length === 7 ? [...melodic.slice(6), ...melodic.slice(0, 6)] : [];
}

/**
 * The chromas (0–11) of a scale, in scale order.
 * @example scaleChromas('D', 'dorian') // [2, 4, 5, 7, 9, 11, 0]
 */
export function scaleChromas(tonic: string, type: string): readonly number[] | null {
  const notes = scaleNotes(tonic, type);
  if (!notes) return null;
  return notes.map((n) => parsePitchClass(n)?.chroma ?? 0);
}

/**
 * The named scale on `tonic` made of exactly these pitch classes (the first name the engine knows
 * for it: "major" before "ionian"); `null` when no named scale has them.
 * @example scaleWithChromas('A', [9, 11, 0, 2, 4, 6, 7]) // 'dorian'
 */
export function scaleWithChromas(tonic: string, chromas: readonly number[]): ScaleType | null {
  const mask = chromaMask(chromas);
  return SCALE_TYPES.find((type) => chromaMask(scaleChromas(tonic, type) ?? []) === mask) ?? null;
}

/**
 * The `parent` scale that holds exactly the notes of `tonic` `type`, and the degree of it the mode
 * starts on (Bb lydian is the 4th mode of F major; E phrygian dominant the 5th of A harmonic minor;
 * E minor pentatonic the 5th of G major pentatonic); `null` when no tonic of `parent` has them.
 * @example parentScale('Bb', 'lydian', 'major') // { tonic: 'F', degree: 4, notes: ['F', …] }
 */
export function parentScale(
  tonic: string,
  type: string,
  parent: string,
): { tonic: string; degree: number; notes: readonly string[] } | null {
  const notes = scaleNotes(tonic, type);
  if (!notes) return null;
  const mask = chromaMask(notes.map((n) => parsePitchClass(n)?.chroma ?? 0));
  for (const candidate of notes) {
    const home = scaleNotes(candidate, parent);
    if (!home || chromaMask(home.map((n) => parsePitchClass(n)?.chroma ?? 0)) !== mask) continue;
    const degree = home.findIndex((n) => parsePitchClass(n)?.chroma === parsePitchClass(tonic)?.chroma) + 1;
    return { tonic: candidate, degree, notes: home };
  }
  return null;
}

/**
 * Parse "D dorian", "F# harmonic minor", "A minor pentatonic" into tonic + type.
 * @example parseScale('Eb blues') // { tonic: 'Eb', type: 'blues' }
 */
export function parseScale(text: string): { tonic: string; type: ScaleType } | null {
  if (typeof text !== 'string') return null;
  const m = /^\s*([A-Ga-g](?:##|#|bb|b|♯|♭)?)\s+(.+?)\s*$/.exec(text);
  if (!m) return null;
  const pc = parsePitchClass(m[1]!);
  const type = parseScaleType(m[2]!);
  if (!pc || !type) return null;
  return { tonic: pc.name, type };
}

/**
 * A bit mask (bit n = chroma n) for a set of chromas; handy for fast membership tests.
 * @example chromaMask([0, 4, 7]) // 0b10010001
 */
export function chromaMask(chromas: readonly number[]): number {
  let m = 0;
  for (const c of chromas) m |= 1 << mod12(c);
  return m;
}
