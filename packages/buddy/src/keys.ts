import { type Key, type Mode, normaliseKey, parsePitchClass } from '@riffmate/music';
import { findChordSequence, isChordSymbol } from './chord-sequence.ts';

/** Mode words → engine modes. */
const MODE_WORDS: Readonly<Record<string, Mode>> = {
  major: 'major',
  maj: 'major',
  ionian: 'major',
  minor: 'minor',
  min: 'minor',
  m: 'minor',
  aeolian: 'minor',
  'natural minor': 'minor',
  dorian: 'dorian',
  phrygian: 'phrygian',
  lydian: 'lydian',
  mixolydian: 'mixolydian',
  locrian: 'locrian',
  'harmonic minor': 'harmonic minor',
  'melodic minor': 'melodic minor',
};

const MODE_SOURCE = Object.keys(MODE_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const ACC = '(#|b|\\s+sharp|\\s+flat|-sharp|-flat)?';
/** "in F#", "key of Bb minor", "in e minor", "in Am". */
const AFTER_IN = new RegExp(
  `(?:\\b(?:in|key of|key|key:)|(?:\\b(?:transpose|move|change|switch|modulate|shift|put|take|bump|drop|bring|raise|lower|push|knock|nudge|send|pitch)\\b[^.,]{0,20}?\\s|^|\\b(?:down|up)\\s)(?:to|into))\\s+(?:the\\s+key\\s+of\\s+)?([A-Ga-g])${ACC}(?:\\s*(${MODE_SOURCE}))?(?![a-z0-9#])`,
  'g',
);
/** "F# minor", "D dorian", "Bb major" anywhere (capital letter, full mode word). */
const TONIC_MODE = new RegExp(
  `(?<![A-Za-z0-9#])([A-G])${ACC}\\s*(${MODE_SOURCE.replace(/\|m(?=\||$)/, '')})(?![a-z0-9])`,
  'g',
);
/**
 * The same typed in lower case, as musicians chat: "c sharp minor", "b flat major", "f# dorian",
 * "eb minor", and the short forms "f#m", "ebm", "c#". A bare "a" or "b" is a word ("a minor
 * change"), so those two need an accidental, or a mode word that ends the phrase.
 */
const LOWER_TONIC_MODE = new RegExp(
  `(?<![A-Za-z0-9#'])([a-g])(#|b(?=m?(?![a-z]))|\\s+sharp|\\s+flat|-sharp|-flat)?(?:\\s*(${MODE_SOURCE.replace(/\|m(?=\||$)/, '')})|(m))?(?![a-z0-9#])`,
  'g',
);
/** "… is killin me", "… is way too high for her": what follows a key the user wants to leave. */
const COMPLAINT_AFTER =
  /^\s*(?:is|was|'s|just)\s+(?:(?:way|so|just|a bit|a little|kinda|kind of|really|still|too)\s+)*(?:too\b|killin|killing|murder|rough|awful|a pain|a stretch|out of|hard\b|tough\b|brutal)/i;
const THEORY_NOUN =
  /^\s+(?:pentatonic|blues scale|scale|scales|key signature|signature|triad|arpeggio|relative|parallel)\b/;
/** "A minor 7", "a major 9th": an extension after the mode makes it a chord, not a key. */
// ("sneak a Db minor chord in": a chord named, not the key; "a C major chord progression" is the key.)
const CHORD_EXTENSION =
  /^\s*(?:(?:6|7|9|11|13)(?:th)?\b(?!\s*(?:bpm|bars?|measures?)|\/)|\s(?:seventh|ninth|chord(?!\s+(?:progressions?|progs?|changes|sequences?|loops?)\b))\b)/i;
/** Nouns after "a minor"/"a major" that make the "a" an article: "a minor change", "a major key". */
const ARTICLE_NOUN =
  /^\s+(?:key|keys|change|changes|tweak|edit|adjustment|fix|variation|update|difference|detail|issue|problem|role|part|chord|chords|scale|third|second|sixth|seventh|triad|mode|one|thing|upgrade|improvement|hit|label|fifth|fourth|ninth|interval|[2-9](?:nd|rd|th))\b/;
const MODE_ONLY =
  /\b(dorian|phrygian|lydian|mixolydian|locrian|harmonic minor|melodic minor)\b|(?:\b(?:in )?an? |^)(major|minor) key\b|\bin (major|minor)\b|\b(?:make it|make it an?|turn it into an?|switch(?: it)? to|change(?: it)? to|turn it|go) (major|minor)\b/;

/** Mode words as chat types them short ("mnr", "majr", "mixo"), beyond the engine's spellings. */
const MODE_ABBREVIATIONS: Readonly<Record<string, Mode>> = {
  mn: 'minor',
  mnr: 'minor',
  mjr: 'major',
  mixo: 'mixolydian',
  dor: 'dorian',
  phryg: 'phrygian',
  lyd: 'lydian',
  aeol: 'minor',
};

/** Edit distance (with one swap of neighbours counted as one edit), for typed mode words. */
function typoDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

/**
 * The mode a typed word means: an abbreviation ("mnr", "majr") or a near miss of a mode word
 * ("minr", "dorain", "mixolidian"). One slip is allowed in a short word, two in a long one.
 * @example typedMode('minr') // 'minor'
 */
export function typedMode(word: string): Mode | null {
  const w = word.toLowerCase();
  const exact = MODE_WORDS[w] ?? MODE_ABBREVIATIONS[w];
  if (exact) return exact;
  if (w.length < 4) return null;
  let found: Mode | null = null;
  let bestDistance = w.length >= 7 ? 2 : 1;
  for (const [name, mode] of Object.entries(MODE_WORDS)) {
    if (name.length < 5 || name.includes(' ')) continue;
    const dist = typoDistance(w, name);
    // Ties go to minor: a near miss of "minor" must never fall back to major.
    if (dist < bestDistance || (dist === bestDistance && dist > 0 && !found)) {
      bestDistance = dist;
      found = mode;
    }
  }
  return found;
}

/** A bare tonic followed by a typed mode word ("f# minr", "in D dorain"): the key it names. */
function misspeltMode(text: string, found: KeyMention): KeyMention | null {
  const next = /^\s*([a-z]+)\b/i.exec(text.slice(found.end));
  const mode = next ? typedMode(next[1]!) : null;
  if (!found.key || !next || !mode) return null;
  return {
    ...found,
    key: normaliseKey({ tonic: found.key.tonic, mode }),
    modeStated: true,
    end: found.end + next[0].length,
  };
}

function accidental(a: string | undefined): string {
  if (!a) return '';
  return a.includes('sharp') || a === '#' ? '#' : 'b';
}

/** A key stated in the text, or just a mode ("something dorian"). */
export interface KeyMention {
  readonly key: Key | null;
  readonly modeOnly: Mode | null;
  /** False for a bare tonic ("in Bb"): a follow-up "to D" then keeps the previous mode. */
  readonly modeStated: boolean;
  /** Where the key was named (so the progression reader can skip it). */
  readonly start: number;
  readonly end: number;
}

function build(letter: string, acc: string | undefined, mode: string | undefined): Key | null {
  const pc = parsePitchClass(letter.toUpperCase() + accidental(acc));
  if (!pc) return null;
  const m = mode ? MODE_WORDS[mode.toLowerCase()] : 'major';
  if (!m) return null;
  return normaliseKey({ tonic: pc.name, mode: m });
}

/** "…, Am, …", "F#m groove", "Am pluck": a capital minor symbol on its own or before a word of the ask. */
const SYMBOL_KEY =
  /(?<=^|[\s,;:(])([A-G])(#|b)?(m|min)(?=\s*(?:$|[,;.!?)]|\s-\s|\s+(?!(?:i|im|i'm|not|so|going|gonna|really|just|still|very|too|a|an|the|sure|here|there|able|done|ok|okay|over|into|to|at|in|on|of|with|and|then|or|is|was|and)\b)[a-z]))/g;
/** "Bb blues", "E minor shuffle" (not "the F blues scale"): groups letter, accidental, mode. */
const TONIC_BEFORE_FORM =
  /(?<![\w#])([A-G])(#|b)?(?:\s+(major|minor|m))?\s+(?:blues|shuffle|boogie|vamp|jam)\b(?!\s+scales?\b)/g;

/**
 * Find the key a message names: "in F# minor", "key of Bb", "D dorian", "in e minor", "in Am",
 * or just a mode ("something lydian", "in a minor key"). A bare lower-case "a" counts only with a
 * mode word or accidental after "in" (so "in a jazzy style" is not A major); "in f" is F major. The last mention
 * wins ("C major … no, make it D major"). `null` when nothing is named.
 * @example parseKeyMention('sad piano in F# minor')?.key // { tonic: 'F#', mode: 'minor' }
 * @example parseKeyMention('a dorian groove')?.modeOnly // 'dorian'
 */
export function parseKeyMention(text: string): KeyMention | null {
  let best: KeyMention | null = null;
  // "down to G, key of A is killin me": the key complained about is the one it is in, not the one
  // wished; it counts only when no other key is named.
  let complained: KeyMention | null = null;
  const consider = (k: KeyMention) => {
    if (COMPLAINT_AFTER.test(text.slice(k.end))) {
      complained ??= k;
      return;
    }
    // "change the chords to Am F C G": a key written as a chord with more chords after it opens
    // a progression.
    const next = /^\s+([A-G][^\s,|]*)/.exec(text.slice(k.end))?.[1];
    const typed = text.slice(k.start, k.end).trim().split(/\s+/).pop() ?? '';
    if (next && isChordSymbol(next) && isChordSymbol(typed)) return;
    if (!best || k.start >= best.start) best = k;
  };
  // A match whose groups are letter, accidental and mode word.
  const considerMatch = (m: RegExpMatchArray) => {
    const key = build(m[1]!, m[2], m[3]);
    if (key)
      consider({
        key,
        modeOnly: null,
        modeStated: !!m[3],
        start: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
      });
  };
  const chordFollows = (m: RegExpMatchArray) =>
    CHORD_EXTENSION.test(text.slice((m.index ?? 0) + m[0].length));
  for (const m of text.matchAll(TONIC_MODE)) {
    if (m[3] && chordFollows(m)) continue;
    const key = build(m[1]!, m[2], m[3]);
    if (key)
      consider({
        key,
        modeOnly: null,
        modeStated: true,
        start: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
      });
  }
  for (const m of text.matchAll(LOWER_TONIC_MODE)) {
    const [, letter, acc, mode, shortMinor] = m as unknown as [string, string, string?, string?, string?];
    // A bare letter ("c", "e") is no key; "c#", "eb" and "e minor" are.
    if (!acc && !mode && !shortMinor) continue;
    if (!acc && !mode && shortMinor) continue; // "em", "am", "dm": words and abbreviations
    // "e minor pentatonic", "f# major key signature": a theory question names a scale, not a key.
    if (THEORY_NOUN.test(text.slice((m.index ?? 0) + m[0].length).toLowerCase())) continue;
    if (mode && chordFollows(m)) continue;
    if (!acc && (letter === 'a' || letter === 'b')) {
      // "a minor groove" is A minor; "a minor change", "make it a major key" and "make it a minor
      // blues" are not.
      if (
        letter === 'a' &&
        /\b(?:make|turn)\s+(?:it|this|that)\s+(?:into\s+)?$/.test(text.slice(0, m.index ?? 0).toLowerCase())
      )
        continue;
      const after = text.slice((m.index ?? 0) + m[0].length).toLowerCase();
      if (ARTICLE_NOUN.test(after)) continue;
      if (mode !== 'minor' && mode !== 'major') continue;
    }
    // Without a mode word only the symbol spellings count ("eb", "f#"): "a flat line" is no key,
    // and "db" or "gb" are units.
    if (!mode && !shortMinor && !(acc === '#' || (acc === 'b' && /^[eab]$/.test(letter)))) continue;
    const key = build(letter, acc, mode ?? (shortMinor ? 'm' : undefined));
    if (key)
      consider({
        key,
        modeOnly: null,
        modeStated: !!mode || !!shortMinor,
        start: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
      });
  }
  for (const m of text.matchAll(AFTER_IN)) {
    const letter = m[1]!;
    const lowerLetter = letter === letter.toLowerCase();
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 24).toLowerCase();
    // "in a minor key" names a mode, not A minor. Of the bare lower-case letters only "a" is a word
    // ("in a …"); "in f", "in g at 90" name a key as musicians type them ("in e.g." does not).
    // "disco in a" (the message ends, or a number or comma follows) names A major.
    // ("in a 4 bar loop", "in a 3-part texture": the article before a count.)
    const endsHere =
      /^\s*(?:$|[,;.!?]|\d(?!\d*(?:\s*|-)(?:bars?|measures?|beats?|chords?|notes?|parts?|voices?|piece|steps?|string)\b)|at\b|with\b|please\b|pls\b)/.test(
        after,
      );
    if (lowerLetter && !m[2] && !m[3] && ((letter === 'a' && !endsHere) || /^\.[a-z]/.test(after))) continue;
    if (lowerLetter && letter === 'a' && /^\s*key/.test(after)) continue;
    considerMatch(m);
  }
  // "a 12 bar Bb blues", "an E minor shuffle": a capital tonic right before the form it plays in.
  for (const m of text.matchAll(TONIC_BEFORE_FORM)) considerMatch(m);
  // "house 124, Am, 8 bars", "4 chords, F#m": a minor chord symbol standing alone in a list of
  // wishes names the key (one after or before other chords is a progression's chord).
  const run = findChordSequence(text);
  for (const m of text.matchAll(SYMBOL_KEY)) {
    const at = m.index ?? 0;
    if (run && at >= run.start && at < run.end) continue;
    considerMatch(m);
  }
  best ??= complained;
  const mo = MODE_ONLY.exec(text.toLowerCase());
  if (best) {
    const typed =
      (best as KeyMention).key && !(best as KeyMention).modeStated ? misspeltMode(text, best) : null;
    if (typed) return typed;
    // "a dorian groove in D", "something in a minor key, in C": the mode word and the bare tonic
    // name one key together.
    const found: KeyMention = best;
    const mode = mo ? MODE_WORDS[(mo[1] ?? mo[2] ?? mo[3] ?? mo[4])!] : undefined;
    const outside = mo && (mo.index + mo[0].length <= found.start || mo.index >= found.end);
    if (found.key && !found.modeStated && mode && outside)
      return { ...found, key: normaliseKey({ tonic: found.key.tonic, mode }), modeStated: true };
    return found;
  }
  if (mo) {
    const word = (mo[1] ?? mo[2] ?? mo[3] ?? mo[4])!;
    return {
      key: null,
      modeOnly: MODE_WORDS[word] ?? null,
      modeStated: true,
      start: mo.index,
      end: mo.index + mo[0].length,
    };
  }
  return null;
}
