/**
 * Pitch-class basics shared by the theory modules: chroma arithmetic and strict parsing of
 * pitch-class names (letter + accidentals, no octave).
 */

/**
 * The natural letters in order, starting on C.
 * @example LETTERS[3] // 'F'
 */
export const LETTERS = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;

/**
 * Chroma (0–11) of each natural letter, indexed like `LETTERS`.
 * @example LETTER_CHROMAS[6] // 11 (B)
 */
export const LETTER_CHROMAS = [0, 2, 4, 5, 7, 9, 11] as const;

/**
 * Semitones above the tonic for each degree of the major scale (degree 1 at index 0).
 * @example MAJOR_STEPS[4] // 7 (the fifth degree)
 */
export const MAJOR_STEPS = [0, 2, 4, 5, 7, 9, 11] as const;

/**
 * Wrap any integer into 0–11.
 * @example mod12(-1) // 11
 */
export function mod12(n: number): number {
  return ((n % 12) + 12) % 12;
}

/** A parsed pitch class, e.g. `F#` = letter F (step 3), alteration +1, chroma 6. */
export interface PitchClass {
  readonly name: string;
  readonly letter: string;
  /** Index of the letter in C D E F G A B (0–6). */
  readonly step: number;
  /** Accidentals as a number: -2 (bb) … +2 (##). */
  readonly alt: number;
  readonly chroma: number;
}

const ACCIDENTAL_ALT: Readonly<Record<string, number>> = {
  '': 0,
  '#': 1,
  '##': 2,
  x: 2,
  b: -1,
  bb: -2,
  '♯': 1,
  '♯♯': 2,
  '♭': -1,
  '♭♭': -2,
};

const PC_RE = /^([A-Ga-g])(##|#|x|bb|b|♯♯|♯|♭♭|♭)?$/;

/**
 * Format an alteration as accidentals.
 * @example accidentalString(-2) // 'bb'
 */
export function accidentalString(alt: number): string {
  return alt > 0 ? '#'.repeat(alt) : 'b'.repeat(-alt);
}

/**
 * Build a pitch class from a letter step (0–6, C=0) and an alteration.
 * @example pitchClassFromStep(3, 1).name // 'F#'
 */
export function pitchClassFromStep(step: number, alt: number): PitchClass {
  const s = ((step % 7) + 7) % 7;
  const letter = LETTERS[s]!;
  return {
    name: letter + accidentalString(alt),
    letter,
    step: s,
    alt,
    chroma: mod12(LETTER_CHROMAS[s]! + alt),
  };
}

/**
 * Parse a pitch-class name (no octave). Accepts `#`, `b`, `x`, `♯`, `♭`; returns `null` on bad input.
 * @example parsePitchClass('Bb')?.chroma // 10
 */
export function parsePitchClass(text: string): PitchClass | null {
  if (typeof text !== 'string' || text.length > 6) return null;
  const m = PC_RE.exec(text.trim());
  if (!m) return null;
  const step = LETTERS.indexOf(m[1]!.toUpperCase() as (typeof LETTERS)[number]);
  const alt = ACCIDENTAL_ALT[m[2] ?? ''] ?? 0;
  return pitchClassFromStep(step, alt);
}

/**
 * Note names for each chroma using sharps.
 * @example SHARP_NAMES[1] // 'C#'
 */
export const SHARP_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
/**
 * Note names for each chroma using flats.
 * @example FLAT_NAMES[1] // 'Db'
 */
export const FLAT_NAMES = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
