import { type ChordInfo, parseChord } from './chord.ts';
import { mod12 } from './pitch-class.ts';

// Chord shapes on a guitar in standard tuning, found by searching the fretboard rather than read
// from a table, so every chord symbol the engine parses gets a shape whose notes are exactly its
// notes with its root (or slash bass) lowest. Why not a shape database: docs/decisions/0139-guitar-chord-shapes.md.

/** Open strings low to high: E2 A2 D3 G3 B3 E4 (MIDI numbers). */
export const STANDARD_TUNING = [40, 45, 50, 55, 59, 64] as const;

/** One way to finger a chord: a fret per string, low E first (`null` = not played, 0 = open). */
export interface GuitarShape {
  readonly frets: readonly (number | null)[];
  /** The fret a finger lays across several strings, when the shape needs a barre. */
  readonly barre: number | null;
  /** Fingers the fretting hand uses (a barre counts as one). */
  readonly fingers: number;
  /** Sounding notes low to high (MIDI numbers). */
  readonly midi: readonly number[];
}

/** Fret-hand reach: every fretted note within four frets (first to fourth finger). */
const SPAN = 3;
const HIGHEST_POSITION = 12;

/**
 * Playable shapes for a chord symbol in standard tuning, easiest first (open and low positions,
 * more strings, fewer fingers). The lowest note is the root (or the slash bass); every chord tone
 * sounds except, in chords of four or more notes, the perfect 5th (and in 13th chords the 9th and
 * 11th), which guitarists leave out. `[]` when the symbol is not a chord.
 * @example guitarShapes('C')[0]?.frets // [null, 3, 2, 0, 1, 0]  (x32010)
 */
export function guitarShapes(symbol: string, limit = 3): readonly GuitarShape[] {
  let all = found.get(symbol);
  if (!all) {
    all = searchShapes(symbol);
    if (found.size >= 500) found.clear();
    found.set(symbol, all);
  }
  return all.slice(0, limit);
}

/** Shapes already searched, by symbol (a search takes milliseconds; a chat asks the same chords). */
const found = new Map<string, readonly GuitarShape[]>();

function searchShapes(symbol: string): readonly GuitarShape[] {
  const chord = parseChord(symbol);
  if (!chord) return [];
  const allowed = new Set([...chord.chromas, chord.bassChroma ?? chord.rootChroma]);
  const best = new Map<string, { shape: GuitarShape; cost: number }>();
  for (let position = 1; position <= HIGHEST_POSITION; position++) {
    for (const frets of fretChoices(position, allowed)) {
      const shape = asShape(frets, chord);
      if (!shape) continue;
      const key = tab(shape);
      if (!best.has(key)) best.set(key, { shape, cost: costOf(shape) });
    }
  }
  return [...best.values()].sort((a, b) => a.cost - b.cost).map((f) => f.shape);
}

/**
 * A shape as guitarists write it, low E string first: `x32010`; frets above 9 are separated by
 * dashes (`x-10-12-12-12-10`).
 */
export function tab(shape: GuitarShape): string {
  const marks = shape.frets.map((f) => (f === null ? 'x' : String(f)));
  return marks.some((m) => m.length > 1) ? marks.join('-') : marks.join('');
}

/**
 * Every fret per string in a four-fret window starting at `position`, open strings and mutes
 * included, keeping only frets that sound a note of `allowed` (which makes the search small).
 */
function fretChoices(position: number, allowed: ReadonlySet<number>): (number | null)[][] {
  const perString = STANDARD_TUNING.map((open) => {
    const options: (number | null)[] = [null];
    for (const f of [0, ...Array.from({ length: SPAN + 1 }, (_, i) => position + i)])
      if (allowed.has(mod12(open + f))) options.push(f);
    return options;
  });
  let all: (number | null)[][] = [[]];
  for (const options of perString) all = all.flatMap((frets) => options.map((f) => [...frets, f]));
  return all;
}

function asShape(frets: readonly (number | null)[], chord: ChordInfo): GuitarShape | null {
  const played = frets.flatMap((f, s) => (f === null ? [] : [s]));
  if (played.length < Math.min(4, chord.chromas.length + 1)) return null;
  const low = played[0]!;
  const high = played.at(-1)!;
  // Strummed shapes: the strings played are next to each other.
  if (high - low + 1 !== played.length) return null;
  const midi = played.map((s) => STANDARD_TUNING[s]! + frets[s]!);
  const bass = chord.bassChroma ?? chord.rootChroma;
  if (mod12(midi[0]!) !== bass) return null;
  const chromas = new Set(midi.map(mod12));
  const allowed = new Set([...chord.chromas, bass]);
  for (const c of chromas) if (!allowed.has(c)) return null;
  for (const c of requiredChromas(chord)) if (!chromas.has(c)) return null;
  const fretted = played.filter((s) => frets[s]! > 0).map((s) => frets[s]!);
  if (fretted.length === 0) return { frets, barre: null, fingers: 0, midi };
  const lowest = Math.min(...fretted);
  if (fretted.length <= 4) return { frets: [...frets], barre: null, fingers: fretted.length, midi };
  // Five or six fretted notes need the first finger across the lowest fret: every string from the
  // first one fretted there to the top is held at or above it (an open string would be stopped).
  const first = played.find((s) => frets[s] === lowest)!;
  const covered = played.filter((s) => s >= first);
  if (covered.some((s) => frets[s]! < lowest)) return null;
  const fingers = 1 + fretted.filter((f) => f > lowest).length;
  if (fingers > 4) return null;
  return { frets: [...frets], barre: lowest, fingers, midi };
}

/** The chord tones a guitar voicing cannot leave out. */
function requiredChromas(chord: ChordInfo): readonly number[] {
  if (chord.chromas.length < 4) return chord.chromas;
  const optional = new Set([7]);
  if (chord.chromas.length >= 6) {
    optional.add(2);
    optional.add(5);
  }
  return chord.chromas.filter((c) => !optional.has(mod12(c - chord.rootChroma)));
}

/**
 * Lower is easier: near the nut, a short reach, the top strings ringing, few fingers; open strings
 * help near the nut but ring oddly inside a shape higher up.
 */
function costOf(shape: GuitarShape): number {
  const { frets } = shape;
  const fretted = frets.filter((f): f is number => f !== null && f > 0);
  const position = fretted.length ? Math.min(...fretted) : 0;
  const reach = fretted.length ? Math.max(...fretted) - position : 0;
  const played = frets.flatMap((f, s) => (f === null ? [] : [s]));
  const low = played[0]!;
  const high = played.at(-1)!;
  const open = frets.filter((f) => f === 0).length;
  const inner = frets.filter((f, s) => f === 0 && s > low && s < high).length;
  return (
    position * 0.8 +
    reach * 0.6 +
    (reach >= 3 ? 3 : 0) +
    low * 0.7 +
    (frets.length - 1 - high) * 2 +
    shape.fingers * 0.4 +
    (shape.barre === null ? 0 : 0.3) +
    (Math.max(0, ...fretted) <= 3 ? -open * 0.3 : inner * 2.5)
  );
}
