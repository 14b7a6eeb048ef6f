import { type ChordInfo, chordChromas, parseChord } from '../theory/chord.ts';
import { type Key, keyChromas, keyMask, keyScale } from '../theory/key.ts';
import { mod12, parsePitchClass } from '../theory/pitch-class.ts';
import { analyseProgression } from '../theory/roman-analysis.ts';
import { chromaMask } from '../theory/scale.ts';
import type { ChordSegment, ChordSource } from './types.ts';

/** A chord of the piece with everything the part writers need. Internal to composition. */
export interface HarmonySegment {
  readonly index: number;
  readonly chord: ChordInfo;
  readonly tick: number;
  readonly end: number;
  readonly source: ChordSource;
  /** Pitch classes notes may use while this chord sounds (bit mask). */
  readonly allowed: number;
  /** Chord tones that are allowed (bit mask). */
  readonly chordTones: number;
  /** The scale melodies move in over this chord (ascending chromas). */
  readonly scale: readonly number[];
}

/**
 * The scale-lock rule. Unless `chromatic` is on, a note may use only the key's scale — plus, while a
 * chord the user explicitly asked for (or the style's idiom calls for: a blues I7, a secondary
 * dominant) is sounding, that chord's own tones (so a requested D7 in C major may play F#). Returns
 * a bit mask of allowed chromas.
 * @example allowedPitchClasses({ tonic: 'C', mode: 'major' }, parseChord('D7')!, 'user', false) & (1 << 6) // non-zero: F# allowed
 */
export function allowedPitchClasses(
  key: Key,
  chord: ChordInfo,
  source: ChordSource,
  chromatic: boolean,
): number {
  if (chromatic) return 0xfff;
  const mask = keyMask(key);
  return source === 'engine' ? mask : mask | chromaMask(chordChromas(chord));
}

/**
 * The scale a melody uses over a chord: the key's scale, with each out-of-key chord tone replacing
 * the key note on the same letter (C major over a requested E7 uses G# instead of G).
 * @example melodicScale({ tonic: 'C', mode: 'major' }, parseChord('E7')!) // [0, 2, 4, 5, 8, 9, 11]
 */
export function melodicScale(key: Key, chord: ChordInfo): readonly number[] {
  const names = keyScale(key);
  const chromas = keyChromas(key);
  const kMask = keyMask(key);
  const keep = new Map<string, number>();
  names.forEach((n, i) => {
    keep.set(n[0]!, chromas[i]!);
  });
  const chordNames = chord.bass ? [...chord.notes, chord.bass] : chord.notes;
  const added: number[] = [];
  for (const name of chordNames) {
    const pc = parsePitchClass(name);
    if (!pc || kMask & (1 << pc.chroma)) continue;
    // An out-of-key chord tone replaces the key note on the same letter (G# replaces G).
    keep.delete(pc.letter);
    added.push(pc.chroma);
  }
  return [...new Set([...keep.values(), ...added])].sort((x, y) => x - y);
}

/**
 * Build the harmony segments for chords placed in time.
 * @example buildHarmony(key, [{ chord: parseChord('C')!, tick: 0, end: 1920, source: 'engine' }], false)[0]?.scale // [0, 2, 4, 5, 7, 9, 11]
 */
export function buildHarmony(
  key: Key,
  placed: readonly { chord: ChordInfo; tick: number; end: number; source: ChordSource }[],
  chromatic: boolean,
): HarmonySegment[] {
  return placed.map((p, index) => {
    const allowed = allowedPitchClasses(key, p.chord, p.source, chromatic);
    const tones = chromaMask(chordChromas(p.chord)) & allowed;
    return {
      index,
      chord: p.chord,
      tick: p.tick,
      end: p.end,
      source: p.source,
      allowed,
      chordTones: tones,
      scale:
        p.source !== 'engine' || chromatic
          ? melodicScale(key, p.chord)
          : [...keyChromas(key)].sort((a, b) => a - b),
    };
  });
}

/**
 * The public, plain-data view of the harmony.
 * @example harmonyToSegments(key, harmony, 1920)[0] // { symbol: 'C', roman: 'I', bar: 0, tick: 0, durationTicks: 1920, source: 'engine' }
 */
export function harmonyToSegments(
  key: Key,
  segments: readonly HarmonySegment[],
  ticksPerBar: number,
): ChordSegment[] {
  const romans = analyseProgression(
    segments.map((s) => s.chord),
    key,
  );
  return segments.map((s, i) => ({
    symbol: s.chord.symbol,
    roman: romans[i]?.roman ?? null,
    bar: Math.floor(s.tick / ticksPerBar),
    tick: s.tick,
    durationTicks: s.end - s.tick,
    source: s.source,
  }));
}

/**
 * Whether a note obeys the scale-lock rule for the piece: always true for drums or `chromatic`;
 * otherwise its pitch class is in the key's scale, or belongs to the user-requested (or
 * style-idiomatic) chord sounding at its start tick. Used by tests and by callers that edit pieces.
 * @example isScaleLocked(64, 0, { tonic: 'C', mode: 'major' }, [], false) // true
 */
export function isScaleLocked(
  midi: number,
  tick: number,
  key: Key,
  progression: readonly ChordSegment[],
  chromatic: boolean,
): boolean {
  if (chromatic) return true;
  const pc = mod12(midi);
  if (keyMask(key) & (1 << pc)) return true;
  for (const seg of progression) {
    if (tick >= seg.tick && tick < seg.tick + seg.durationTicks) {
      if (seg.source === 'engine') return false;
      const c = parseChord(seg.symbol);
      return !!c && chordChromas(c).includes(pc);
    }
  }
  return false;
}
