import { INSTRUMENT_WORDS } from './instruments.ts';
import { parseKeyMention } from './keys.ts';
import { KIT_PIECE_WORDS, PART_WORDS } from './parts.ts';
import { findPhrases } from './text.ts';

/** Words that name a direction, each with its opposite: "i meant DOWN, not up". */
const OPPOSITES: Readonly<Record<string, string>> = {
  up: 'down',
  down: 'up',
  higher: 'lower',
  lower: 'higher',
  faster: 'slower',
  slower: 'faster',
  louder: 'softer',
  softer: 'louder',
  quieter: 'louder',
  more: 'less',
  less: 'more',
  busier: 'simpler',
  simpler: 'busier',
  major: 'minor',
  minor: 'major',
};

/** What a correction names: a key, a tempo, a part or instrument, or a direction, where it is. */
interface Named {
  readonly kind: 'key' | 'bpm' | 'bars' | 'meter' | 'part' | 'section' | 'direction';
  /** For a part: an instrument, a part word or a piece of the kit. */
  readonly sort?: string;
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const PART_TABLE = [
  ...INSTRUMENT_WORDS.map((w) => ({ names: w.names, value: 'instrument' })),
  ...PART_WORDS.map((w) => ({ names: w.names, value: 'part' })),
  ...KIT_PIECE_WORDS.map((w) => ({ names: w.names, value: 'kit' })),
];

/**
 * Everything of each kind a message names, in text order. `bare`: a lone number is a tempo (the
 * correction of an ask that named one: "no i meant 126").
 */
function namedIn(text: string, bare = false): Named[] {
  const out: Named[] = [];
  const key = parseKeyMention(text);
  if (key)
    out.push({ kind: 'key', text: text.slice(key.start, key.end).trim(), start: key.start, end: key.end });
  for (const m of text.matchAll(/\b(\d{2,3})\b/g)) {
    const bpm = Number(m[1]);
    const said =
      /^\s*bpm\b/.test(text.slice(m.index! + m[0].length)) ||
      /\b(?:to|at|tempo)\s*$/.test(text.slice(0, m.index));
    if (bpm >= 40 && bpm <= 240 && (said || bare))
      out.push({ kind: 'bpm', text: m[1]!, start: m.index!, end: m.index! + m[1]!.length });
  }
  for (const m of text.matchAll(/\b(\d{1,3})\s*(?:bars?|total|in total)\b/g))
    out.push({ kind: 'bars', text: m[0], start: m.index!, end: m.index! + m[0].length });
  for (const m of text.matchAll(/\b\d{1,2}\s*\/\s*\d{1,2}\b/g))
    out.push({ kind: 'meter', text: m[0], start: m.index!, end: m.index! + m[0].length });
  for (const m of text.matchAll(/\b(?:intro|outro|bridge|chorus|verse|breakdown|ending)\b/g))
    out.push({ kind: 'section', text: m[0], start: m.index!, end: m.index! + m[0].length });
  for (const h of findPhrases(text, PART_TABLE))
    out.push({ kind: 'part', sort: h.value, text: h.phrase, start: h.start, end: h.end });
  for (const m of text.matchAll(/\b[a-z]+\b/g))
    if (OPPOSITES[m[0]] && !out.some((n) => n.kind !== 'key' && m.index! >= n.start && m.index! < n.end))
      out.push({ kind: 'direction', text: m[0], start: m.index!, end: m.index! + m[0].length });
  return out.sort((a, b) => a.start - b.start);
}

/** "an rhodes" → "a rhodes": the article before a swapped word agrees with it. */
function withArticle(before: string, word: string): string {
  const an = /^[aeiou]/.test(word) && !/^(?:uke|uni|eu)/.test(word);
  return before.replace(/\ban?\s+$/, an ? 'an ' : 'a ');
}

/**
 * The earlier ask as the user meant it: "i meant the bass, not the rhodes" after "make the rhodes
 * louder and add a sax" → "make the bass louder and add a sax"; "no i meant A minor" after "put it
 * in G minor and make it faster" → "put it in A minor and make it faster". The word corrected is
 * the one the correction denies ("not the rhodes"), else the earlier ask's one word of the same
 * kind (its key, its tempo, its one part, the opposite direction). `null` when nothing in the
 * earlier ask can be swapped, so the caller reads the correction on its own.
 * @example correctedAsk('make the rhodes louder and add a sax', 'sorry i meant the bass not the rhodes') // 'make the bass louder and add a sax'
 */
export function correctedAsk(previous: string, correction: string): string | null {
  const denied = /\bnot\s+(?:the\s+|in\s+|at\s+)?(.+?)(?=[,.!?]|\s+(?:but|i meant)\b|$)/.exec(correction);
  const deniedText = denied?.[1]?.trim() ?? null;
  const meantPart = deniedText
    ? correction.slice(0, denied!.index) + correction.slice(denied!.index + denied![0].length)
    : correction;
  const earlier = namedIn(previous);
  const tempoBefore = earlier.some((n) => n.kind === 'bpm');
  // A key names its mode too: "i meant minor" corrects the mode, not the key.
  const meant = namedIn(meantPart, tempoBefore).filter(
    (n, _, all) =>
      !(n.kind === 'direction' && all.some((k) => k.kind === 'key' && n.start >= k.start && n.end <= k.end)),
  );
  if (meant.length !== 1) return null;
  const wanted = meant[0]!;
  const before = earlier.filter((n) => n.kind === wanted.kind);
  const sameSort = before.filter((n) => n.sort === wanted.sort);
  const target = deniedText
    ? before.find((n) => n.text === deniedText || namedIn(deniedText).some((d) => d.text === n.text))
    : wanted.kind === 'direction'
      ? before.find((n) => n.text === OPPOSITES[wanted.text])
      : sameSort.length === 1
        ? sameSort[0]
        : before.length === 1
          ? before[0]
          : undefined;
  if (!target || target.text === wanted.text) return null;
  return `${withArticle(previous.slice(0, target.start), wanted.text)}${wanted.text}${previous.slice(target.end)}`;
}

/** A speaker taking back what they just said: "108 actually no 104", "E minor, no wait D minor". */
const RETRACT_RE =
  /(\?\s*(?:no|nah)(?:\s+(?:wait|actually))?\b[,.]?|[,.]?\s*\b(?:no wait|no actually|actually no|wait no|no no|scratch that|or rather|make that|i mean)\b[,.]?)\s+/gi;

/**
 * The message without what the speaker took back in it: "funk groove, 108 actually no 104" →
 * "funk groove, 104"; "piano and drums and bass and then maybe strings no actually no strings" →
 * "piano and drums and bass and then no strings"; "2 bars longer? no make it 12 total" → "make it
 * 12 total". The value withdrawn is the last one said before the turn of the same kind as the one
 * said after it; a question withdrawn ("…? no") goes whole.
 * @example withoutRetracted('funk groove, 108 actually no 104') // 'funk groove, 104'
 */
export function withoutRetracted(text: string): string {
  const marks = [...text.matchAll(RETRACT_RE)];
  const mark = marks.at(-1);
  if (!mark) return text;
  const lower = text.toLowerCase();
  const before = text.slice(0, mark.index);
  const after = text.slice(mark.index! + mark[0].length);
  if (mark[1]!.startsWith('?')) {
    const start = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?')) + 1;
    const bars = /\bbars?\b/i.test(before.slice(start));
    const again = bars ? after.replace(/\b(\d{1,3})\s+(?:in\s+)?total\b/i, '$1 bars') : after;
    return `${before.slice(0, start)} ${again}`.replace(/\s+/g, ' ').trim();
  }
  const earlier = namedIn(lower.slice(0, mark.index), true);
  const later = namedIn(lower.slice(mark.index! + mark[0].length), true);
  const first = later[0];
  if (!first) return text;
  const target = earlier
    .filter((n) => n.kind === first.kind && (n.sort === first.sort || first.kind !== 'part'))
    .at(-1);
  if (!target) return text;
  // "add organ stabs — no wait, piano stabs", "a flute on top, no wait a clarinet": the new value
  // takes the old one's place, keeping what was said of it. The words after it stay when they say
  // more ("D minor, guitar bass drums"), not when they repeat it ("piano stabs") or a sentence
  // comments on the choice ("rhodes. rhodes is better").
  if (/^\s*(?:(?:a|an|the|some)\s+)?$/.test(after.slice(0, first.start))) {
    const between = before
      .slice(target.end)
      .replace(/(?:[\s.,;:!—–-]|\b(?:nah|no|or|hmm|um|uh|actually|wait)\b)+$/i, '');
    const wanted = after.slice(first.start, first.end);
    const words = (s: string) => s.toLowerCase().match(/[a-z']+/g) ?? [];
    const said = new Set(words(between));
    const sentences = after.slice(first.end).split(/(?<=[.!?])\s+/);
    const kept = sentences.map((sentence, i) =>
      (
        i === 0
          ? words(sentence).some((w) => !said.has(w))
          : namedIn(sentence.toLowerCase(), true)[0]?.text !== first.text
      )
        ? sentence
        : i === 0
          ? (/[.!?]+$/.exec(sentence)?.[0] ?? '')
          : '',
    );
    return `${withArticle(before.slice(0, target.start), wanted)}${wanted}${between}${kept.join(' ')}`
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.])/g, '$1')
      .trim()
      .replace(/[.!?]+$/, (m) => (/[.!?]$/.test(text.trim()) ? m : ''));
  }
  // The withdrawn value and the hedge or link just before it ("and then maybe strings").
  const lead = /(?:\b(?:and then|then|and|maybe|with|a|an|the|some)\s+)*$/i.exec(
    before.slice(0, target.start),
  )!;
  const kept = before.slice(0, target.start - lead[0].length) + before.slice(target.end);
  // ("…? no make it 12 total": a count said again after a count of bars is bars.)
  const again = first.kind === 'bars' ? after.replace(/\b(\d{1,3})\s+(?:in\s+)?total\b/i, '$1 bars') : after;
  return `${kept.trimEnd()} ${again}`
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.])/g, '$1')
    .trim();
}
