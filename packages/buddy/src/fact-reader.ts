import { type Key, parseChord, parseInterval, parseKey, parseScaleType } from '@riffmate/music';
import { isRomanNumeral } from './chord-sequence.ts';
import type { TheoryQuestion } from './types.ts';

const NOTE = '([a-g])(#|b|\\s+sharp|\\s+flat)?';
const SCALE_WORDS =
  'major pentatonic|minor pentatonic|pentatonic|harmonic minor|melodic minor|natural minor|major blues|minor blues|blues|major|minor|ionian|dorian|phrygian|lydian|mixolydian|aeolian|locrian';
const acc = (a: string | undefined) => (!a ? '' : /sharp|#/.test(a) ? '#' : 'b');
const note = (letter: string, a?: string) => letter.toUpperCase() + acc(a);

/** Chord qualities in words → symbol suffixes. */
const QUALITY_WORDS: readonly [RegExp, string][] = [
  [/^(?:half[- ]diminished|m7b5)$/, 'm7b5'],
  [/^(?:dim(?:inished)? ?7(?:th)?|diminished seventh)$/, 'dim7'],
  [/^(?:dim(?:inished)?)(?: triad)?$/, 'dim'],
  [/^(?:aug(?:mented)?)(?: triad)?$/, 'aug'],
  [/^(?:major 7(?:th)?|maj7|major seventh)$/, 'maj7'],
  [/^(?:minor 7(?:th)?|min7|m7|minor seventh)$/, 'm7'],
  [/^(?:dominant 7(?:th)?|dominant seventh|7th|7)$/, '7'],
  [/^(?:minor|min|m)(?: triad)?$/, 'm'],
  [/^(?:major|maj)(?: triad)?$/, ''],
];

/**
 * Read a theory fact asked casually ("whats in a cmaj7", "notes in d dorian", "C to F# is what
 * interval", "how many semitones in a minor 7th", "what's the V chord in F# major", "diatonic 7th
 * chords in D major", "what flat is in F major"). For messages the classifier already took as a
 * theory fact; `null` when no fact can be read.
 * @example readFact('notes in d dorian') // { type: 'scale-notes', tonic: 'D', scale: 'dorian' }
 */
export function readFact(text: string): TheoryQuestion | null {
  const lower = text
    .toLowerCase()
    .replace(/[?!.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const keyOf = (s: string): Key | null => parseKey(s);
  // Intervals: "E up to C", "C to F#", "between B and F".
  const iv = new RegExp(
    `\\b(?:between\\s+)?${NOTE}\\s+(?:up\\s+to|down\\s+to|to|and)\\s+${NOTE}(?![a-z0-9#])`,
  ).exec(lower);
  if (
    iv &&
    /\binterval|semitones?|\bup to\b|\bwhat\b|\bis a\b|^\S+ (?:up )?to \S+$/.test(lower) &&
    !/\bscale|chords?\b/.test(lower)
  )
    return { type: 'interval', from: note(iv[1]!, iv[2]), to: note(iv[3]!, iv[4]) };
  // "how many semitones in a minor 7th"
  const size =
    /\bsemitones?\b.*?\b(minor|major|perfect|augmented|diminished)\s+(2nd|3rd|4th|5th|6th|7th|second|third|fourth|fifth|sixth|seventh|octave)/.exec(
      lower,
    );
  if (size) {
    const ord: Record<string, string> = {
      '2nd': 'second',
      '3rd': 'third',
      '4th': 'fourth',
      '5th': 'fifth',
      '6th': 'sixth',
      '7th': 'seventh',
    };
    const info = parseInterval(`${size[1]} ${ord[size[2]!] ?? size[2]}`);
    if (info)
      return {
        type: 'interval',
        from: 'C',
        to: ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'][info.semitones % 12]!,
      };
  }
  // "a major third above Ab"
  const above = new RegExp(
    `\\b(minor|major|perfect|augmented|diminished)?\\s*(2nd|3rd|4th|5th|6th|7th|second|third|fourth|fifth|sixth|seventh|octave|tritone)\\s+(above|below|up from|down from)\\s+${NOTE}(?![a-z0-9#])`,
  ).exec(lower);
  if (above) {
    const ord: Record<string, string> = {
      '2nd': 'second',
      '3rd': 'third',
      '4th': 'fourth',
      '5th': 'fifth',
      '6th': 'sixth',
      '7th': 'seventh',
    };
    const number = ord[above[2]!] ?? above[2]!;
    const quality = above[1] ?? (['fourth', 'fifth', 'octave'].includes(number) ? 'perfect' : 'major');
    const interval = number === 'tritone' ? 'augmented fourth' : `${quality} ${number}`;
    if (parseInterval(interval))
      return {
        type: 'note-at-interval',
        from: note(above[4]!, above[5]),
        interval,
        up: !/below|down/.test(above[3]!),
      };
  }
  // A roman numeral's chord in a key: "the V chord in F# major", "iv in E minor".
  const roman =
    /\b(?:the\s+)?([b#]?(?:vii|vi|iv|v|iii|ii|i)(?:7|maj7|°|o|ø)?)\s+(?:chord\s+)?(?:in|of)\s+(?:the key of\s+)?([a-g](?:#|b)?(?:\s+(?:major|minor|dorian|mixolydian|lydian|phrygian|aeolian|locrian))?)\b/i.exec(
      text,
    );
  if (roman) {
    const key = keyOf(roman[2]!);
    const numeral = /^[b#]?[ivIV]/.test(roman[1]!) ? roman[1]! : null;
    if (key && numeral && isRomanNumeral(numeral))
      return { type: 'romans-to-chords', romans: [numeral], key };
  }
  // Diatonic chords of a key.
  const inKey = new RegExp(
    `\\b(?:diatonic\\s+)?(?:(7th|seventh)\\s+)?(?:chords|triads)\\s+(?:in|of|for)\\s+(?:the key of\\s+)?${NOTE}(?:\\s+(major|minor))?\\b`,
  ).exec(lower);
  if (inKey) {
    const key = keyOf(`${note(inKey[2]!, inKey[3])} ${inKey[4] ?? 'major'}`);
    if (key) return { type: 'chords-in-key', key, sevenths: !!inKey[1] || /\b7th|seventh/.test(lower) };
  }
  // Key signature: "what flat is in F major", "sharps in E".
  const sig = new RegExp(
    `\\b(?:sharps?|flats?|key signature)\\b.*?\\b(?:in|of)\\s+${NOTE}(?:\\s+(major|minor))?\\b`,
  ).exec(lower);
  if (sig) {
    const key = keyOf(`${note(sig[1]!, sig[2])} ${sig[3] ?? 'major'}`);
    if (key) return { type: 'key-signature', key };
  }
  // Relative / parallel keys.
  const rel = new RegExp(
    `\\b(relative|parallel)\\s+(?:major|minor|key)\\s+(?:of|to|for)\\s+${NOTE}(?:\\s+(major|minor))?\\b`,
  ).exec(lower);
  if (rel) {
    const key = keyOf(
      `${note(rel[2]!, rel[3])} ${rel[4] ?? (/relative major|parallel major/.test(lower) ? 'minor' : 'major')}`,
    );
    if (key) return { type: rel[1] === 'relative' ? 'relative-key' : 'parallel-key', key };
  }
  // Scales: "notes in d dorian", "C# minor scale", "the F blues scale".
  const scale = new RegExp(`\\b${NOTE}\\s+(${SCALE_WORDS})(?:\\s+(?:scale|mode))?\\b`).exec(lower);
  if (scale && !/\bchord|triad\b/.test(lower)) {
    const type =
      scale[3] === 'pentatonic' ? 'major pentatonic' : scale[3] === 'minor' ? 'natural minor' : scale[3]!;
    if (parseScaleType(type)) return { type: 'scale-notes', tonic: note(scale[1]!, scale[2]), scale: type };
  }
  // Chords in words: "B diminished triad", "B dim7 chord", "D minor 7th".
  const words = new RegExp(`\\b${NOTE}\\s+([a-z0-9 -]+?)\\s*(?:chord|triad)\\b`).exec(lower);
  if (words) {
    for (const [re, suffix] of QUALITY_WORDS) {
      if (re.test(words[3]!.trim())) {
        const symbol = note(words[1]!, words[2]) + suffix;
        if (parseChord(symbol)) return { type: 'chord-notes', chord: symbol };
      }
    }
  }
  // "C augmented", "F# half-diminished": a root and a quality without the word chord.
  const bare = new RegExp(
    `\\b${NOTE}\\s+(augmented|aug|diminished|dim|half[- ]diminished|diminished 7th|major 7th|minor 7th|dominant 7th|sus4|sus2)\\b`,
  ).exec(lower);
  if (bare) {
    const q = bare[3]!;
    const suffix = /sus/.test(q) ? q : (QUALITY_WORDS.find(([re]) => re.test(q))?.[1] ?? null);
    const symbol = suffix === null ? null : note(bare[1]!, bare[2]) + suffix;
    if (symbol && parseChord(symbol)) return { type: 'chord-notes', chord: symbol };
  }
  // A chord symbol in any case: "cmaj7", "dsus4", "E7#9", "D9".
  for (const m of text.matchAll(
    /(?<![A-Za-z])([A-Ga-g](?:#|b)?(?:maj|min|m|dim|aug|sus|add|\d)[A-Za-z0-9#b+°ø()]*)(?![A-Za-z])/g,
  )) {
    const raw = m[1]!;
    const symbol = raw[0]!.toUpperCase() + raw.slice(1);
    if (parseChord(symbol)) return { type: 'chord-notes', chord: symbol };
  }
  return null;
}
