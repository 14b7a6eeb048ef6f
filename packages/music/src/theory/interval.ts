import { Interval, Note } from 'tonal';
import type { Key } from './key.ts';
import { noteName, parseNote } from './note.ts';
import { spellChroma } from './spelling.ts';

/** A parsed interval, e.g. a perfect fourth up. */
export interface IntervalInfo {
  /** Quality first, e.g. `P4`, `m3`, `-M2` (descending). */
  readonly name: string;
  /** Signed semitones, e.g. `-2` for `-M2`. */
  readonly semitones: number;
  /** Signed interval number (`-2`). */
  readonly number: number;
  /** `P`, `M`, `m`, `A`, `d` (or doubled). */
  readonly quality: string;
  /** e.g. `perfect fourth`, `minor tenth`. */
  readonly fullName: string;
}

const QUALITY_WORDS: Readonly<Record<string, string>> = {
  P: 'perfect',
  M: 'major',
  m: 'minor',
  A: 'augmented',
  d: 'diminished',
  AA: 'doubly augmented',
  dd: 'doubly diminished',
};

const NUMBER_WORDS = [
  '',
  'unison',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'octave',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'double octave',
];

const WORD_TO_QUALITY: Readonly<Record<string, string>> = {
  perfect: 'P',
  major: 'M',
  minor: 'm',
  augmented: 'A',
  aug: 'A',
  diminished: 'd',
  dim: 'd',
};

const WORD_TO_NUMBER: Readonly<Record<string, number>> = {
  unison: 1,
  prime: 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
  seventh: 7,
  '7th': 7,
  octave: 8,
  '8th': 8,
  '8ve': 8,
  ninth: 9,
  '9th': 9,
  tenth: 10,
  '10th': 10,
  eleventh: 11,
  '11th': 11,
  twelfth: 12,
  '12th': 12,
  thirteenth: 13,
  '13th': 13,
};

/**
 * The number an interval word names: "3rd" and "third" are 3, "octave" and "8ve" are 8.
 * @example intervalNumberOf('5th') // 5
 */
export function intervalNumberOf(word: string): number | null {
  return WORD_TO_NUMBER[word.toLowerCase()] ?? null;
}

function fromTonal(tonalName: string): IntervalInfo | null {
  const i = Interval.get(tonalName);
  if (i.empty || i.num === null || i.semitones === null) return null;
  const num = Math.abs(i.num);
  const perfectable = [1, 4, 5].includes(((num - 1) % 7) + 1);
  if (perfectable ? /[Mm]/.test(i.q) : i.q === 'P') return null;
  const sign = i.dir < 0 ? '-' : '';
  const words = `${QUALITY_WORDS[i.q] ?? i.q} ${NUMBER_WORDS[num] ?? `${num}th`}`;
  return {
    name: `${sign}${i.q}${num}`,
    semitones: i.semitones,
    number: i.num,
    quality: i.q,
    fullName: i.dir < 0 ? `${words} down` : words,
  };
}

/**
 * Parse an interval: `P4`, `4P`, `m3`, `-M2`, `A4`, `perfect fourth`, `minor 3rd`, `tritone`, `octave`.
 * @example parseInterval('m3')?.semitones // 3
 * @example parseInterval('perfect fifth')?.name // 'P5'
 */
export function parseInterval(text: string): IntervalInfo | null {
  if (typeof text !== 'string' || text.length > 40) return null;
  const t = text.trim();
  const short = /^(-?)([PMmAd]{1,2})(\d{1,2})$/.exec(t) ?? /^(-?)(\d{1,2})([PMmAd]{1,2})$/.exec(t);
  if (short) {
    const [q, n] = /\d/.test(short[2]!) ? [short[3]!, short[2]!] : [short[2]!, short[3]!];
    return fromTonal(`${short[1]}${n}${q}`);
  }
  const words = t.toLowerCase().replace(/\s+/g, ' ');
  if (words === 'tritone') return fromTonal('4A');
  if (words === 'octave') return fromTonal('8P');
  if (words === 'unison') return fromTonal('1P');
  const w = /^(perfect|major|minor|augmented|aug|diminished|dim) (\w+)$/.exec(words);
  if (!w) return null;
  const q = WORD_TO_QUALITY[w[1]!];
  const n = WORD_TO_NUMBER[w[2]!];
  if (!q || !n) return null;
  return fromTonal(`${n}${q}`);
}

/**
 * The interval from one note to another. With octaves it is signed; without, it is the ascending
 * interval within an octave.
 * @example intervalBetween('C4', 'G4')?.name // 'P5'
 * @example intervalBetween('E', 'C')?.name // 'm6'
 */
export function intervalBetween(from: string, to: string): IntervalInfo | null {
  const a = parseNote(from);
  const b = parseNote(to);
  if (!a || !b) return null;
  if ((a.octave === null) !== (b.octave === null)) return null;
  return fromTonal(Interval.distance(a.name, b.name));
}

/**
 * Transpose a note by an interval name (spelling-exact) or by semitones (spelled for `key`).
 * @example transposeNote('C4', 'P4') // 'F4'
 * @example transposeNote('E', 'd5') // 'Bb'
 * @example transposeNote('C4', 3, { tonic: 'A', mode: 'major' }) // 'D#4'
 */
export function transposeNote(note: string, by: string | number, key?: Key): string | null {
  const n = parseNote(note);
  if (!n) return null;
  if (typeof by === 'number') {
    if (!Number.isInteger(by)) return null;
    if (n.midi === null) return spellChroma(n.chroma + by, key);
    return noteName(n.midi + by, key);
  }
  const iv = parseInterval(by);
  if (!iv) return null;
  const out = Note.transpose(n.name, `${iv.number}${iv.quality}`);
  const res = parseNote(out);
  return res ? res.name : null;
}

/**
 * The usual name of an interval of n semitones (0–24; negative for descending).
 * @example intervalFromSemitones(3) // 'm3'
 * @example intervalFromSemitones(-7) // '-P5'
 */
export function intervalFromSemitones(semitones: number): string | null {
  if (!Number.isInteger(semitones) || Math.abs(semitones) > 48) return null;
  const info = fromTonal(Interval.fromSemitones(semitones));
  return info ? info.name : null;
}
