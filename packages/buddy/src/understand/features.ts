/// <reference path="./nlpjs.d.ts" />
import lang from '@nlpjs/lang-en-min';
import { findChordSequence, isChordSymbol } from '../chord-sequence.ts';
import { INSTRUMENT_PHRASES } from '../instruments.ts';
import { MOOD_WORDS } from '../moods.ts';
import { STYLE_WORDS } from '../styles.ts';
import { findPhrases, normaliseText } from '../text.ts';

const tokenizer = new lang.TokenizerEn();
const stemmer = new lang.StemmerEn();

/** Placeholder words for entity classes: the classifier learns "a <style> piece in <key>", not each value. */
const MASK = {
  chords: ' xchords ',
  chord: ' xchord ',
  instrument: ' xinstrument ',
  style: ' xstyle ',
  number: ' xnum ',
  key: ' xkey ',
  mood: ' xmood ',
} as const;

const TITLE_RE =
  /\b((?:chords|chord progression|tabs?|lyrics|melody|riff|hook|intro|solo) (?:for|to|of|from|in)) (?!(?:[a-g](?:#|b)?(?: major| minor)?$|[a-g](?:#|b)?\s|a|an|some|my|this|it|that|these|those|me|us|x\w+|the (?:key|piece|song|track|melody|chorus|verse|bridge|scale|mode)|every|each|all|major|minor|bar|bars)\b)[a-z][a-z' ]*/g;
const KEY_RE =
  /\b[A-G](?:#|b|\s+sharp|\s+flat)?\s*(?:major|minor|maj|min|dorian|phrygian|lydian|mixolydian|aeolian|locrian|ionian)\b/gi;

/**
 * A message with its entities replaced by class words (chord runs, chord symbols, instruments,
 * styles, keys, numbers), lower-cased. Pure.
 * @example maskEntities('lo-fi over Am F C G in D minor at 80 bpm') // 'xstyle over xchords in xkey at xnum bpm'
 */
export function maskEntities(text: string): string {
  let t = normaliseText(text);
  const seq = findChordSequence(t);
  if (seq) t = `${t.slice(0, seq.start)}${MASK.chords}${t.slice(seq.end)}`;
  t = t.replace(KEY_RE, MASK.key);
  // A lone symbol counts only when it cannot be a word or a bare note name ("Cmaj7", "F#m", "Bb7").
  t = t.replace(
    /(?<![\w#])[A-G][#b]?(?:m|maj|min|dim|aug|sus|add|\d)[\w#+°ø]*(?:\/[A-G][#b]?)?(?![\w#])/g,
    (w) => (isChordSymbol(w) ? MASK.chord : w),
  );
  let lower = t.toLowerCase();
  for (const table of [
    [INSTRUMENT_PHRASES, MASK.instrument],
    [STYLE_WORDS, MASK.style],
    [MOOD_WORDS, MASK.mood],
  ] as const) {
    const hits = findPhrases(lower, table[0] as readonly { names: readonly string[]; value: unknown }[]);
    for (const h of hits.reverse()) lower = `${lower.slice(0, h.start)}${table[1]}${lower.slice(h.end)}`;
  }
  // "chords to hey jude", "tab for wonderwall": what follows names a song, whatever its words.
  lower = lower.replace(TITLE_RE, (_m, head: string) => `${head} xtitle`);
  return lower
    .replace(/\d+(?:[./]\d+)?/g, MASK.number)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The classifier's features for a message: stems of its masked words and their bigrams.
 * @example messageFeatures('make it faster') // { make: 1, it: 1, faster: 1, 'make_it': 1, 'it_faster': 1 }
 */
export function messageFeatures(text: string): Record<string, number> {
  const words = tokenizer.tokenize(maskEntities(text), true).map((w) => stemmer.stemWord(w));
  const out: Record<string, number> = {};
  for (let i = 0; i < words.length; i++) {
    out[words[i]!] = 1;
    if (i > 0) out[`${words[i - 1]}_${words[i]}`] = 1;
  }
  return out;
}
