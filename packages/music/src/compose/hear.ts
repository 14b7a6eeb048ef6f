import { parseChord } from '../theory/chord.ts';
import { mod12, parsePitchClass } from '../theory/pitch-class.ts';
import { scaleNotes } from '../theory/scale.ts';
import type { CompactNote } from './types.ts';

// Short listening examples, the notes alone on one piano part: a scale up and down, a chord
// together and broken, intervals one note after the other and then together. A student asking
// "let me hear a tritone" needs the sound of the thing, not a piece around it.

/** Ticks per quarter note of every example (the engine's PPQ). */
const PPQ = 480;
const VELOCITY = 80;

/** An example's notes (one part, 4/4) and how many bars they fill. */
export interface HeardExample {
  readonly notes: readonly CompactNote[];
  readonly bars: number;
}

/** MIDI number of a pitch class in the octave from G3 up to F#4, so examples sit mid-keyboard. */
function homeMidi(chroma: number): number {
  return chroma >= 7 ? 48 + chroma : 60 + chroma;
}

function example(notes: CompactNote[]): HeardExample {
  const end = Math.max(...notes.map(([tick, dur]) => tick + dur));
  return { notes, bars: Math.max(1, Math.ceil(end / (PPQ * 4))) };
}

/**
 * A scale up an octave and back down in quarter notes, the tonic held at the end. `null` when the
 * scale is unknown.
 * @example hearScale('D', 'dorian')?.notes.length // 15
 */
export function hearScale(tonic: string, type: string): HeardExample | null {
  const names = scaleNotes(tonic, type);
  if (!names?.length) return null;
  const start = homeMidi(parsePitchClass(tonic)!.chroma);
  const up: number[] = [];
  for (const name of names) {
    const chroma = parsePitchClass(name)!.chroma;
    let midi = start + mod12(chroma - mod12(start));
    if (up.length && midi <= up.at(-1)!) midi += 12;
    up.push(midi);
  }
  up.push(start + 12);
  const run = [...up, ...up.slice(0, -1).reverse()];
  return example(
    run.map((midi, i) => [i * PPQ, i === run.length - 1 ? PPQ * 4 : PPQ, midi, VELOCITY] as CompactNote),
  );
}

/**
 * A chord struck together (two beats), broken upwards in quarter notes, then held together for a
 * bar; the slash bass (or the root) lowest. `null` when the symbol is not a chord.
 * @example hearChord('Cmaj7')?.bars // 4
 */
export function hearChord(symbol: string): HeardExample | null {
  const chord = parseChord(symbol);
  if (!chord) return null;
  // The bass in the octave under middle C, so the chord above it sits mid-keyboard.
  const bass = 48 + (chord.bassChroma ?? chord.rootChroma);
  const root = bass + mod12(chord.rootChroma - mod12(bass));
  const tones = chord.semitones.map((s) => root + s);
  const voicing = [...new Set([bass, ...tones])].sort((a, b) => a - b);
  const notes: CompactNote[] = [];
  for (const midi of voicing) notes.push([0, PPQ * 2, midi, VELOCITY]);
  voicing.forEach((midi, i) => {
    notes.push([PPQ * (4 + i), PPQ, midi, VELOCITY]);
  });
  const last = PPQ * 4 * Math.ceil((4 + voicing.length) / 4);
  for (const midi of voicing) notes.push([last, PPQ * 4, midi, VELOCITY]);
  return example(notes);
}

/**
 * Intervals from a note, one bar each: the lower note, the upper note (quarters), then both together
 * for two beats. `semitones` may be negative (below the note).
 * @example hearIntervals('C', [4])?.notes // [[0,480,60,80],[480,480,64,80],[960,960,60,80],[960,960,64,80]]
 */
export function hearIntervals(from: string, semitones: readonly number[]): HeardExample | null {
  return hearIntervalPairs(semitones.map((s) => ({ from, semitones: s })));
}

/**
 * Intervals each from its own note ("D up to F#, then F# up to D"), one bar each as
 * `hearIntervals` plays them. `null` when a note is unknown or nothing is asked.
 * @example hearIntervalPairs([{ from: 'D', semitones: 4 }, { from: 'F#', semitones: 8 }])?.bars // 2
 */
export function hearIntervalPairs(
  pairs: readonly { readonly from: string; readonly semitones: number }[],
): HeardExample | null {
  if (pairs.length === 0) return null;
  const notes: CompactNote[] = [];
  for (const [i, { from, semitones: s }] of pairs.entries()) {
    const pc = parsePitchClass(from);
    if (!pc) return null;
    const start = homeMidi(pc.chroma);
    const bar = i * PPQ * 4;
    const other = start + s;
    notes.push([bar, PPQ, start, VELOCITY], [bar + PPQ, PPQ, other, VELOCITY]);
    notes.push([bar + PPQ * 2, PPQ * 2, Math.min(start, other), VELOCITY]);
    notes.push([bar + PPQ * 2, PPQ * 2, Math.max(start, other), VELOCITY]);
  }
  return example(notes);
}
