import type { Key } from './key.ts';
import { LETTER_CHROMAS, parsePitchClass } from './pitch-class.ts';
import { spellChroma } from './spelling.ts';

/** A parsed note: pitch class plus optional octave (scientific pitch notation, C4 = MIDI 60). */
export interface NoteInfo {
  /** e.g. `C#4`, or `C#` without an octave. */
  readonly name: string;
  readonly pitchClass: string;
  readonly letter: string;
  readonly alt: number;
  readonly chroma: number;
  readonly octave: number | null;
  /** MIDI number (0–127), `null` when there is no octave. */
  readonly midi: number | null;
}

const NOTE_RE = /^\s*([A-Ga-g](?:##|#|x|bb|b|♯♯|♯|♭♭|♭)?)(-?\d{1,2})?\s*$/;

/**
 * Parse a note name with or without octave. Returns `null` for bad input or a MIDI number outside 0–127.
 * @example parseNote('Bb3')?.midi // 58
 * @example parseNote('F#')?.chroma // 6
 */
export function parseNote(text: string): NoteInfo | null {
  if (typeof text !== 'string' || text.length > 12) return null;
  const m = NOTE_RE.exec(text);
  if (!m) return null;
  const pc = parsePitchClass(m[1]!);
  if (!pc) return null;
  if (m[2] === undefined) {
    return {
      name: pc.name,
      pitchClass: pc.name,
      letter: pc.letter,
      alt: pc.alt,
      chroma: pc.chroma,
      octave: null,
      midi: null,
    };
  }
  const octave = Number(m[2]);
  const midi = (octave + 1) * 12 + LETTER_CHROMAS[pc.step]! + pc.alt;
  if (midi < 0 || midi > 127) return null;
  return {
    name: pc.name + octave,
    pitchClass: pc.name,
    letter: pc.letter,
    alt: pc.alt,
    chroma: pc.chroma,
    octave,
    midi,
  };
}

/**
 * The MIDI number of a note with octave.
 * @example midiOf('A4') // 69
 */
export function midiOf(text: string): number | null {
  return parseNote(text)?.midi ?? null;
}

/**
 * The chroma (0–11) of a note.
 * @example chromaOf('Cb') // 11
 */
export function chromaOf(text: string): number | null {
  return parseNote(text)?.chroma ?? null;
}

/**
 * Name a MIDI number, spelled for a key (octave follows the spelled letter: B#3 = 60).
 * @example noteName(61, { tonic: 'D', mode: 'major' }) // 'C#4'
 * @example noteName(61, { tonic: 'F', mode: 'minor' }) // 'Db4'
 */
export function noteName(midi: number, key?: Key): string | null {
  if (!Number.isInteger(midi) || midi < 0 || midi > 127) return null;
  const pc = parsePitchClass(spellChroma(midi % 12, key))!;
  const octave = (midi - LETTER_CHROMAS[pc.step]! - pc.alt) / 12 - 1;
  return pc.name + octave;
}

/**
 * Other spellings of the same pitch (one or two accidentals), e.g. for "is C# the same as Db?".
 * @example enharmonics('C#') // ['Db', 'B##']
 */
export function enharmonics(text: string): readonly string[] {
  const n = parseNote(text);
  if (!n) return [];
  const out: string[] = [];
  for (let step = 0; step < 7; step++) {
    for (const alt of [-1, 1, -2, 2, 0]) {
      const chroma = (LETTER_CHROMAS[step]! + alt + 12) % 12;
      if (chroma !== n.chroma) continue;
      const pc = parsePitchClass('CDEFGAB'[step]! + (alt > 0 ? '#'.repeat(alt) : 'b'.repeat(-alt)))!;
      if (pc.name === n.pitchClass) continue;
      if (n.octave === null || n.midi === null) {
        out.push(pc.name);
      } else {
        const octave = (n.midi - LETTER_CHROMAS[step]! - alt) / 12 - 1;
        out.push(pc.name + octave);
      }
    }
  }
  return out.sort((a, b) => accCount(a) - accCount(b));
}

function accCount(name: string): number {
  return name.slice(1).replace(/[-\d]/g, '').length;
}
