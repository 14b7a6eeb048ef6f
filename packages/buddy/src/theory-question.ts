import { type Key, parseChord, parseNote, parseScaleType } from '@riffmate/music';
import { findChordSequence, isChordSymbol } from './chord-sequence.ts';
import { minorCadence } from './degrees.ts';
import { OUTSIDE_KEY, SCALE_OVER_CHORD, suffixOf } from './fact-reader.ts';
import { parseKeyMention } from './keys.ts';
import type { TheoryQuestion } from './types.ts';

const NOTE = '([A-Ga-g](?:#|b|\\s+sharp|\\s+flat)?\\d?)';
const INTERVAL_RES: readonly RegExp[] = [
  new RegExp(`interval (?:between|from) ${NOTE} (?:and|to|up to) ${NOTE}(?![a-z])`, 'i'),
  new RegExp(
    `(?:how far|how many semitones|what interval|which interval|distance)\\b.*?\\bfrom ${NOTE} (?:up )?to ${NOTE}(?![a-z])`,
    'i',
  ),
  new RegExp(`(?:what|which) interval is (?:it )?(?:from )?${NOTE} (?:up )?(?:to|and) ${NOTE}(?![a-z])`, 'i'),
  new RegExp(`(?:how many semitones|distance) (?:between|from) ${NOTE} (?:and|to) ${NOTE}(?![a-z])`, 'i'),
];

/** Chord names in words → symbol suffixes ("C major seventh chord" → Cmaj7). */
const CHORD_WORDS: readonly [RegExp, string][] = [
  [/^(?:half[- ]diminished(?: seventh)?|minor seven(?:th)? flat five|m7b5)$/, 'm7b5'],
  [/^(?:fully )?diminished seventh$/, 'dim7'],
  [/^dominant(?: seventh| 7th| 7)?$|^seventh$|^7th$/, '7'],
  [/^major (?:seventh|7th|7)$/, 'maj7'],
  [/^minor (?:seventh|7th|7)$/, 'm7'],
  [/^major (?:ninth|9th|9)$/, 'maj9'],
  [/^minor (?:ninth|9th|9)$/, 'm9'],
  [/^(?:dominant )?(?:ninth|9th)$/, '9'],
  [/^(?:major)?$|^major triad$/, ''],
  [/^minor(?: triad)?$/, 'm'],
  [/^diminished(?: triad)?$/, 'dim'],
  [/^augmented(?: triad)?$/, 'aug'],
  [/^sus(?:pended)? ?4$|^suspended fourth$/, 'sus4'],
  [/^sus(?:pended)? ?2$|^suspended second$/, 'sus2'],
];

const acc = (a: string | undefined) => (!a ? '' : /sharp|#/.test(a) ? '#' : 'b');

function noteName(text: string): string | null {
  const m = /^([A-Ga-g])(#|b|\s+sharp|\s+flat)?(\d?)$/.exec(text.trim());
  if (!m) return null;
  const name = m[1]!.toUpperCase() + acc(m[2]) + (m[3] ?? '');
  return parseNote(name) ? name : null;
}

function chordFromWords(text: string): string | null {
  const m = /\b([A-G])(#|b|\s+sharp|\s+flat)?\s+([a-z0-9 -]*?)\s*(?:chord|triad)\b/.exec(text);
  if (!m) return null;
  const words = m[3]!.trim();
  for (const [re, suffix] of CHORD_WORDS) {
    if (re.test(words)) {
      const symbol = m[1]! + acc(m[2]) + suffix;
      return parseChord(symbol) ? symbol : null;
    }
  }
  // "E minor 11 chord", "Bb minor major 7th chord": the fact reader's wider list.
  const suffix = suffixOf(words);
  const symbol = suffix === null ? null : m[1]! + acc(m[2]) + suffix;
  return symbol && parseChord(symbol) ? symbol : null;
}

const SCALE_TYPE_SOURCE =
  'phrygian dominant|spanish phrygian|freygish|harmonic major|hungarian minor|gypsy minor|double harmonic(?: major)?|byzantine|diminished scale|whole[- ]half diminished|half[- ]whole diminished|dominant diminished|octatonic|dominant bebop|major bebop|bebop(?: dominant| major)?|dorian b2|phrygian #6|lydian augmented|mixolydian b6|aeolian dominant|locrian (?:#2|natural 2)|half-diminished scale|hirajoshi|in[- ]sen|major pentatonic|minor pentatonic|pentatonic|harmonic minor|melodic minor|natural minor|major blues|minor blues|blues|super ?locrian|altered|lydian dominant|whole[- ]tone|major|minor|ionian|dorian|phrygian|lydian|mixolydian|aeolian|locrian';
const SCALE_RE = new RegExp(
  `\\b([A-G])(#|b|\\s+sharp|\\s+flat)?\\s+(${SCALE_TYPE_SOURCE})(?:\\s+(scale|mode))?(?![a-z])`,
);

/**
 * "what is that Db minor in roman numerals in Ab major": the one chord named outside the key's
 * words, as a symbol ("Dbm"); `null` when there is none.
 */
function chordBesideKey(text: string, key: { readonly start: number; readonly end: number }): string | null {
  const outside = `${text.slice(0, key.start)} ${' '.repeat(key.end - key.start)}${text.slice(key.end)}`;
  const m = /(?<![\w#])([A-G][#b]?)(?:\s*(minor|min|m|major|maj)\b|(?![\w#]))/.exec(outside);
  if (!m) return null;
  const symbol = `${m[1]}${m[2] && /^m(?:in(?:or)?)?$/.test(m[2]) ? 'm' : ''}`;
  return parseChord(symbol) ? symbol : null;
}

/** Whether the message asks rather than commissions (a question, or "list/spell/tell me"). */
function isQuestion(lower: string): boolean {
  return (
    /\?\s*$/.test(lower) ||
    /^(?:so |ok |hey |and )?(?:what|which|how|list|name|spell|tell me|show me|explain|is|are|does|do|can you tell|could you tell|give me the|i(?:'d| would) like to know)\b/.test(
      lower,
    )
  );
}

const WANTS_MUSIC = /\b(?:write|compose|generate|create|make|play|produce|build|sketch|jam)\b/;

/**
 * Read a music-theory question: chords in a key, notes of a chord/scale/mode, the interval between
 * two notes, relative/parallel keys, key signatures, roman-numeral analysis, roman numerals → chords
 * in a key, and "what key is this progression in". `null` when the text is not such a question.
 * @example parseTheoryQuestion('What are the chords in G major?') // { type: 'chords-in-key', key: { tonic: 'G', mode: 'major' }, sevenths: false }
 * @example parseTheoryQuestion('notes of Cmaj7') // { type: 'chord-notes', chord: 'Cmaj7' }
 */
export function parseTheoryQuestion(text: string): TheoryQuestion | null {
  // "wat key is Dm G C in": the common misspellings of "what" ask all the same.
  const lower = text.toLowerCase().replace(/\b(?:wat|wut|wot)\b/g, 'what');
  if (SCALE_OVER_CHORD.test(lower)) return null;
  const asking =
    isQuestion(lower) ||
    // ("whats the roman numerals for G C D Em in G")
    /\broman numerals?\b/.test(lower) ||
    /^(?:notes|interval|relative|parallel|key signature|spell|analy[sz]e|roman|numerals|(?:the )?(?:diatonic )?(?:chords|triads) (?:in|of) (?:the key of )?[a-g](?:#|b)?(?: [a-z]+)?\s*\??$)/.test(
      lower,
    );
  if (
    !asking ||
    (WANTS_MUSIC.test(lower) && !/\b(?:what|which)\b.*\b(?:notes|chords|key|interval)\b/.test(lower))
  )
    return null;
  // "what chords are in a 12 bar blues": the blues form, which the lenient reader answers.
  if (
    /\b(?:\d+|twelve|eight)[- ]?bars?[- ]blues\b|\bblues (?:of|in|with|over) (?:\d+|twelve|eight) bars?\b|\bminor blues\b|\bblues (?:progression|changes|form)\b/.test(
      lower,
    )
  )
    return null;
  const keyMention = parseKeyMention(text);
  const key: Key | null = keyMention?.key ?? null;

  // ("E up to G and then G up to E": two pairs, which the lenient reader reads both of.)
  for (const re of (lower.match(/\bup to\b/g) ?? []).length > 1 ? [] : INTERVAL_RES) {
    const m = re.exec(text);
    if (m) {
      const from = noteName(m[1]!);
      const to = noteName(m[2]!);
      if (from && to) return { type: 'interval', from, to };
    }
  }
  if (/\brelative (?:major|minor|key)\b/.test(lower) && key) return { type: 'relative-key', key };
  if (/\bparallel (?:major|minor|key)\b/.test(lower) && key) return { type: 'parallel-key', key };
  if ((/\bkey signature\b/.test(lower) || /\bhow many (?:sharps|flats)\b/.test(lower)) && key) {
    return { type: 'key-signature', key };
  }
  const seq = findChordSequence(text, (s, e) => !!keyMention && s >= keyMention.start && e <= keyMention.end);
  if (seq) {
    if (
      /\bwhat key\b|\bwhich key\b|\bkey is\b|\bkey of (?:this|that|the progression)\b/.test(lower) &&
      seq.kind === 'symbols'
    ) {
      return { type: 'detect-key', chords: seq.chords };
    }
    if (seq.kind === 'romans' && key)
      return { type: 'romans-to-chords', romans: minorCadence(seq.chords, key), key };
    if (seq.kind === 'symbols' && /\banaly[sz]|\broman|\bnumerals?\b|\bfunction/.test(lower)) {
      return { type: 'roman-analysis', chords: seq.chords, key };
    }
  }
  const lone =
    key && keyMention && /\broman|\bnumerals?\b/.test(lower) ? chordBesideKey(text, keyMention) : null;
  if (lone && key) return { type: 'roman-analysis', chords: [lone], key };
  const plainAsk =
    isQuestion(lower) ||
    /^(?:the )?(?:diatonic )?(?:chords|triads|seventh chords|7th chords)\s+(?:in|of|for)\s+(?:the key of\s+)?[a-g](?:#|b)?(?:\s*[a-z ]+)?\s*\??$/.test(
      lower,
    );
  if (
    plainAsk &&
    /\b(?:chords|triads|seventh chords|7th chords|sevenths)\b/.test(lower) &&
    !OUTSIDE_KEY.test(lower) &&
    !/\bnotes\b/.test(lower) &&
    // "the cadences in Bb, spell out the chords for each": the cadences, which their topic spells.
    !/\bcadences?\b/.test(lower) &&
    // "the chords in A" of a blues are the blues form's.
    !/\bblues\b/.test(lower) &&
    key
  ) {
    // ("which chords do i get from A mixolydian": the mode's own chords.)
    if (
      /\b(?:in|of|for|from)\b/.test(lower) &&
      !/\b(?:on|with)\s+(?:an?\s+|the\s+)?[a-z]+\s*(?:guitar|piano|rhodes|strings|organ)\b/.test(lower)
    ) {
      return { type: 'chords-in-key', key, sevenths: /\bseventh|7th|sevenths\b/.test(lower) };
    }
  }
  // "which notes go where" in four-part voice leading asks for the voicing, not a chord's notes.
  if (
    /\b(?:notes|tones|spell|spelled|made of|made up|what's in|what is in|consist)\b/.test(lower) &&
    !/\bvoice[- ]lead|\b(?:4|four)[- ]part\b/.test(lower) &&
    // "the cadences in Bb, spell out the chords", "german 6th in C minor notes": the chords a
    // topic names, which their topic spells.
    !/\bcadences?\b|\b(?:italian|german|french|aug(?:mented)?)[ -]?(?:6th|sixth)s?\b|\bneapolitan\b/.test(
      lower,
    )
  ) {
    const symbolMatch = /(?:^|[\s(])([A-G](?:#|b)?[^\s?,.!]*)/g;
    const chordWords = chordFromWords(text);
    if (chordWords) return { type: 'chord-notes', chord: chordWords };
    const scale = SCALE_RE.exec(text);
    if (scale && !/\bchord\b/.test(lower)) {
      const type = scale[3] === 'pentatonic' ? 'major pentatonic' : scale[3]!;
      if (parseScaleType(type)) return { type: 'scale-notes', tonic: scale[1]! + acc(scale[2]), scale: type };
    }
    // "the phrygian dominant scale on E": a scale named before its tonic, which the lenient reader
    // reads, not a chord E.
    if (new RegExp(`\\b(?:${SCALE_TYPE_SOURCE})\\s+(?:scale|mode)\\b`).test(lower)) return null;
    for (const m of text.matchAll(symbolMatch)) {
      const sym = m[1]!;
      if (isChordSymbol(sym)) return { type: 'chord-notes', chord: sym };
    }
  }
  return null;
}

/** Words that ask for an idea, a reason or a sound, not a concrete answer. */
const EXPLANATION_WORDS =
  /\b(?:why|how(?! many| much)|explain|difference|diff|vs|versus|compare|mean|means|meaning|work|works|sound|sounds|feel|feels|point of|used for|use|example|show me|play|come from|comes from|when|ways?|modulat\w*|idea|tips?)\b/;

/**
 * Whether a question on a theory topic wants its concrete answer — chords or notes in a key, a
 * name — rather than the idea explained: "so in C whats the V of V", "list the secondary
 * dominants in G", "minor ii V i in D minor, chord names pls", "whats the lydian note again in E",
 * "where do they resolve to". The reply is the same; it is a fact asked, not a concept.
 */
export function asksConcretely(text: string): boolean {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  if (EXPLANATION_WORDS.test(lower)) return false;
  // "list the secondary dominants", "spell it", "chord names pls", "what chords make a …".
  if (
    /\b(?:list|spell|spelled|chord names|name the|what chords (?:make|form|do i need)|what (?:inversion|intervals count)|count as|resolve to|where do (?:they|those|these|it|the) \w* ?(?:resolve|go))\b/.test(
      lower,
    )
  )
    return true;
  // "which one is the amen ending", "deceptive goes V to what", "ii V I in Bb, what chords": a
  // name, a destination or the chords asked for.
  if (
    /\b(?:which|what) (?:one|cadence|chord|kind|type)s? (?:is|was) (?:the|called)\b|\b(?:goes?|go|going|resolves?|moves?|leads?|ends?|lands?|stops?) (?:\S+ )?(?:to|on) what\b|\b(?:what|which) chords\s*[?!.]*$/.test(
      lower,
    )
  )
    return true;
  // "which mode is natural minor with a raised 6th": a name asked for.
  if (
    /^(?:(?:so|and|ok|okay|wait)\s+)?(?:which|what) (?:mode|scale)s? (?:is|has|gives|would be)\b/.test(lower)
  )
    return true;
  // ("which notes go where" asks how voices move: the notes asked last are a list.)
  if (/\b(?:which|what) (?:notes|pitches)(?: (?:then|again|exactly|pls|please))?\s*\?*$/.test(lower))
    return true;
  // "whats a plagal cadence again": a quick reminder of a thing's name and chords.
  if (/\bagain\b/.test(lower) && /^(?:so |and |ok |wait )?what(?:'s|s| is| was)\b/.test(lower)) return true;
  // "so in C whats the V of V", "in C minor what would that last chord be": a thing in a named key.
  const key = parseKeyMention(text)?.key;
  return (
    !!key &&
    /\bwhat(?:'s|s| is| are| would)?\b[^?]*\b(?:the|that|this|those|it)\b/.test(lower) &&
    !/\bwhat(?:'s|s| is| are) (?:an?|the (?:idea|concept|deal|thing))\b/.test(lower)
  );
}
