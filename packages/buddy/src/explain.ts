import {
  type ChordInfo,
  chordToRoman,
  chromaOf,
  diatonicTriads,
  enharmonics,
  identifyChord,
  intervalBetween,
  isMinorMode,
  type Key,
  keyName,
  keySignature,
  MODES,
  type Mode,
  mod12,
  parallelKey,
  parentScale,
  parseChord,
  relativeKey,
  romanToChord,
  scaleNotes,
  seventhOverBass,
  transposeKey,
  transposeNote,
} from '@riffmate/music';
import { findChordSequence, isChordSymbol } from './chord-sequence.ts';
import { SCALE_OVER_CHORD } from './fact-reader.ts';
import { parseKeyMention } from './keys.ts';
import { type ReplyLanguage, t } from './language/messages/index.ts';
import { intervalWord, keyWord, ordinalWord, scaleWord, tonicWord, topicWord } from './language/terms.ts';
import { numberOf } from './numbers.ts';
import { PLAYABLE_CONCEPTS } from './theory-concepts.ts';

/** A theory explanation: a few sentences with the actual notes, and chords to play as an example. */
export interface Explanation {
  readonly topic: string;
  readonly text: string;
  /** The example progression (one chord per bar) in the explanation's key. */
  readonly example: readonly string[];
  readonly key: Key;
  /** The key the example plays in, when it is not `key` ("what's dorian": a vamp in D dorian). */
  readonly exampleKey?: Key;
  /** The answer spells one thing asked for ("the german one in C minor?"): a fact, not a talk. */
  readonly fact?: boolean;
}

const notes = (symbol: string) => parseChord(symbol)?.notes.join('–') ?? symbol;
const chord = (roman: string, key: Key) => romanToChord(roman, key)?.symbol ?? roman;
/** "G7 (G–B–D–F)" */
const spelled = (roman: string, key: Key) => {
  const s = chord(roman, key);
  return `${s} (${notes(s)})`;
};

/** Signed semitones from one note to another, the shorter way round (−5…+6). */
const stepBetween = (a: string, b: string) => {
  const d = mod12((chromaOf(b) ?? 0) - (chromaOf(a) ?? 0));
  return d > 6 ? d - 12 : d;
};

/** The seven church modes, by name (MODES minus major, minor and the minor variants). */
const MODE_WORDS = MODES.slice(2, 9);
const DEGREE = ['1', '2', '3', '4', '5', '6', '7'];
/** Scale degrees (0-based) of a four-bar vamp that shows each mode's colour. */
const MODE_VAMPS: Partial<Record<Mode, readonly number[]>> = {
  ionian: [0, 3, 4, 0],
  dorian: [0, 3, 1, 0],
  phrygian: [0, 1, 6, 0],
  lydian: [0, 1, 6, 0],
  mixolydian: [0, 6, 3, 0],
  aeolian: [0, 5, 6, 0],
  locrian: [0, 1, 4, 0],
};

function modeCompare(tonic: string, a: string, b: string, lang: ReplyLanguage): string {
  const na = scaleNotes(tonic, a) ?? [];
  const nb = scaleNotes(tonic, b) ?? [];
  const [wa, wb] = [scaleWord(lang, a), scaleWord(lang, b)];
  const diffs: string[] = [];
  // Each differing note with its degree as charts write it against major: "F# (#4)", "Bb (b7)".
  const major = scaleNotes(tonic, 'major') ?? [];
  const charted = (n: string, i: number) => {
    const shift = stepBetween(major[i] ?? n, n);
    return `${n} (${shift > 0 ? '#' : shift < 0 ? 'b' : ''}${i + 1})`;
  };
  for (let i = 0; i < Math.min(na.length, nb.length); i++)
    if (na[i] !== nb[i]) {
      const degree = (lang === 'en' ? null : ordinalWord(lang, i + 1)) ?? DEGREE[i]!;
      diffs.push(t(lang, 'explainModeDegree', degree, charted(na[i]!, i), wa, charted(nb[i]!, i), wb));
    }
  const tonicName = tonicWord(lang, tonic);
  return t(
    lang,
    'explainModeCompare',
    `${tonicName} ${wa}`,
    na.join(' – '),
    `${tonicName} ${wb}`,
    nb.join(' – '),
    diffs.join('; '),
    diffs.length,
  );
}

/** Scale degrees by semitones over the tonic, as charts write them against major. */
const DEGREE_OVER_TONIC = ['1', 'b2', '2', 'b3', '3', '4', 'b5', '5', 'b6', '6', 'b7', '7'];

/** Scales named after the mode they alter by one note ("phrygian dominant": phrygian with a major 3rd). */
const ALTERED_MODES: Readonly<Record<string, Mode>> = {
  'phrygian dominant': 'phrygian',
  'lydian dominant': 'lydian',
  'lydian augmented': 'lydian',
  'mixolydian b6': 'mixolydian',
  'dorian b2': 'dorian',
};

/** What an explanation is about besides its words: chords named (here or just before) and the key. */
/** The minor key asked, or the one the chat was in ("diatonic chords in E minor"). */
const minorKeyAsked = (s: Subject) =>
  // (The message's own key is read without its chord symbols: "Em" there is no key.)
  [s.key, ...s.earlier.slice(0, 3).map((m) => parseKeyMention(m)?.key)].find((k) => k && isMinorMode(k.mode));

/** "in A minor is the V E or Em?", "why E major and not Em": the dominant's two qualities weighed. */
function dominantQualityAsked(s: Subject): boolean {
  const either =
    /\b([a-g](?:#|b)?)(?:\s*(?:major|maj))?\s+(?:or|vs\.?|versus|and not|not|instead of|rather than)\s+(?:an? )?\1\s*(?:m|min|minor)(?![\w#])/.exec(
      s.lower,
    ) ??
    /\b([a-g](?:#|b)?)\s*(?:m|min|minor)\s+(?:or|vs\.?|versus|and not|not|instead of|rather than)\s+(?:an? )?\1(?:\s*(?:major|maj))?(?![\w#])(?!\s*m\b)/.exec(
      s.lower,
    );
  const key = either && minorKeyAsked(s);
  return !!key && scaleNotes(key.tonic, 'natural minor')?.[4]?.toLowerCase() === either[1];
}

interface Subject {
  /** The message as typed (numerals keep their case: V is major, v minor). */
  readonly text: string;
  readonly lower: string;
  /** Chord symbols the message names, or — when it points back ("them", "both") — the earlier turns named. */
  readonly chords: readonly string[];
  /** The key the message names, else the piece in focus's key. */
  readonly key: Key | null;
  /** Only a mode was named ("in minor"): the key is that mode on the chat's tonic. */
  readonly modeOnly?: boolean;
  readonly lang: ReplyLanguage;
  /** Earlier user messages, newest first ("which one do people write in" after two keys). */
  readonly earlier: readonly string[];
}

interface Topic {
  readonly id: string;
  readonly match: RegExp | ((s: Subject) => boolean);
  readonly minorDefault?: boolean;
  /** Explained on the root of the chord asked about ("how do you resolve a sus4" after Asus4). */
  readonly onChord?: boolean;
  /** Explained in the key a named dominant 7th resolves to ("the tritone in a G7" is C major's). */
  readonly onDominant?: boolean;
  /** The key the message implies when it names none (B7 → Em is heard in E minor). */
  readonly keyOf?: (s: Subject) => Key | null;
  readonly build: (
    key: Key,
    lower: string,
    lang: ReplyLanguage,
    s: Subject,
  ) => { text: string; example: readonly string[]; exampleKey?: Key; fact?: boolean };
}

const list = (items: readonly string[], lang: ReplyLanguage = 'en') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${t(lang, 'and')} ${items.at(-1)}`;

/** "2 sharps"; other languages get the catalogue's wording, which also lists the accidentals. */
const signatureText = (key: Key, lang: ReplyLanguage) => {
  const sig = keySignature(key);
  const f = sig.fifths;
  if (f === 0) return t(lang, 'signatureNone');
  const n = Math.abs(f);
  if (lang !== 'en')
    return t(lang, f > 0 ? 'signatureSharps' : 'signatureFlats', n, sig.accidentals.join(', '));
  return `${n} ${f > 0 ? 'sharp' : 'flat'}${n === 1 ? '' : 's'}`;
};

/** A key as the reply language names it ("C major", "do mayor", "C-Dur"). */
const keyText = (lang: ReplyLanguage, key: Key) => (lang === 'en' ? keyName(key) : keyWord(lang, key));

const ORDINAL: Readonly<Record<string, string>> = {
  '2': '2nd',
  '3': '3rd',
  '4': '4th',
  '5': '5th',
  '6': '6th',
  '7': '7th',
  '9': '9th',
  '11': '11th',
  '13': '13th',
};
const QUALITY: Readonly<Record<string, string>> = {
  M: 'major',
  m: 'minor',
  P: 'perfect',
  d: 'diminished',
  A: 'augmented',
};
/** "3M" → { degree: '3', name: 'major 3rd' } (in the reply language: 'tercera mayor'). */
function intervalName(iv: string, lang: ReplyLanguage = 'en'): { degree: string; name: string } {
  const m = /^(\d+)([MmPdA]+)$/.exec(iv);
  if (!m) return { degree: iv, name: iv };
  const foreign = lang === 'en' ? null : intervalWord(lang, m[2]![0]!, Number(m[1]));
  if (foreign) return { degree: m[1]!, name: foreign };
  const ord = ORDINAL[m[1]!] ?? `${m[1]}th`;
  return { degree: m[1]!, name: `${QUALITY[m[2]![0]!] ?? ''} ${ord}`.trim() };
}

/** A degree's name: '3rd', 'tercera', 'Terz'. */
const degreeName = (d: string, lang: ReplyLanguage) =>
  (lang === 'en' ? null : ordinalWord(lang, Number(d))) ?? ORDINAL[d] ?? d;

/** Two chords side by side: their notes, what they share, and the degree where they differ. */
function compareChords(aSym: string, bSym: string, lang: ReplyLanguage): string {
  const a = parseChord(aSym)!;
  const b = parseChord(bSym)!;
  const shared = a.notes.filter((_n, i) => b.chromas.includes(a.chromas[i]!));
  const lines = [
    t(
      lang,
      'explainChordCompare',
      a.symbol,
      a.notes.join('–'),
      b.symbol,
      b.notes.join('–'),
      list(shared, lang),
    ),
  ];
  const aDeg = new Map(a.intervals.map((iv, i) => [intervalName(iv).degree, i]));
  const diffs: string[] = [];
  if (a.rootChroma === b.rootChroma) {
    b.intervals.forEach((iv, j) => {
      const d = intervalName(iv).degree;
      const i = aDeg.get(d);
      if (i === undefined || a.chromas[i] === b.chromas[j]) return;
      diffs.push(
        t(
          lang,
          'explainChordDegreeDiff',
          degreeName(d, lang),
          a.symbol,
          a.notes[i]!,
          intervalName(a.intervals[i]!, lang).name,
          b.symbol,
          b.notes[j]!,
          intervalName(iv, lang).name,
        ),
      );
      if (d === '3' && a.quality !== b.quality) diffs.push(t(lang, 'explainChordThirdColour'));
      // maj7 against b7 over a major triad: the dreamy major 7th, the bluesy dominant tritone.
      if (
        d === '7' &&
        lang === 'en' &&
        a.chromas[1] === b.chromas[1] &&
        mod12(a.chromas[1]! - a.rootChroma) === 4
      ) {
        const [maj, dom] = a.quality === 'dominant' ? [b, a] : [a, b];
        diffs.push(
          `The major 7th (${maj.notes[3]}) sits a half step under the root and doesn't need to go anywhere — a soft, floating shimmer, so ${maj.symbol} sounds dreamy. The minor 7th (${dom.notes[3]}) makes a tritone with the 3rd (${dom.notes[1]}–${dom.notes[3]}): the dominant-seventh tension that wants to resolve, and over the blues' I, IV and V it's the bluesy rub, so ${dom.symbol} sounds bluesy.`,
        );
      }
    });
  }
  if (diffs.length === 0) {
    const aOnly = a.notes.filter((_, i) => !b.chromas.includes(a.chromas[i]!));
    const bOnly = b.notes.filter((_, j) => !a.chromas.includes(b.chromas[j]!));
    // G6 and Em7: one set of notes, two names; the bass note decides which it is.
    if (lang === 'en' && aOnly.length === 0 && bOnly.length === 0 && a.root !== b.root)
      diffs.push(
        `Same notes, different root: with ${a.root} in the bass it is ${a.symbol}, with ${b.root} in the bass ${b.symbol} — the bass note and the chords around it (the context) decide which one you hear.`,
      );
    else {
      // On one root, each note one chord lacks is named by its degree ("E, the 3rd").
      const sameRoot = a.rootChroma === b.rootChroma && lang === 'en';
      const named = (c: typeof a, notes: readonly string[]) =>
        sameRoot
          ? notes.map(
              (n) => `${n} (the ${degreeName(intervalName(c.intervals[c.notes.indexOf(n)]!).degree, lang)})`,
            )
          : notes;
      diffs.push(
        t(
          lang,
          'explainChordNotesDiff',
          a.symbol,
          list(named(a, aOnly), lang),
          b.symbol,
          list(named(b, bOnly), lang),
        ),
      );
      // Csus2 against Cadd9: the same added note, but only one keeps the 3rd.
      const third = (c: typeof a) => c.intervals.findIndex((iv) => /^3[Mm]$/.test(iv));
      const [withThird, without] = third(a) >= 0 ? [a, b] : [b, a];
      if (sameRoot && third(withThird) >= 0 && third(without) < 0)
        diffs.push(
          `${without.symbol} has no 3rd at all, so it is neither major nor minor — open and unresolved; ${withThird.symbol} keeps its 3rd (${withThird.notes[third(withThird)]}), so it stays a ${withThird.quality === 'minor' ? 'minor' : 'major'} chord${withThird.notes.length > 3 ? ' with a colour note added' : ''}.`,
        );
    }
  }
  return [...lines, ...diffs].join(' ');
}

const FUNCTION_OF_DEGREE: Readonly<Record<number, 'tonic' | 'subdominant' | 'dominant'>> = {
  1: 'tonic',
  2: 'subdominant',
  3: 'tonic',
  4: 'subdominant',
  5: 'dominant',
  6: 'tonic',
  7: 'dominant',
};

/** Why a chord sounds the way it does in a key: its numeral, notes, function and any outside note. */
function chordInKey(symbol: string, key: Key, lang: ReplyLanguage): string {
  const c = parseChord(symbol)!;
  const analysis = chordToRoman(c, key);
  const tonicChord = parseChord(chord(isMinorMode(key.mode) ? 'i' : 'I', key))!;
  const scale = scaleNotes(key.tonic, key.mode) ?? [];
  const scaleChromas = scale.map((n) => parseChord(n)?.rootChroma ?? -1);
  const lines = [
    t(lang, 'explainChordRole', c.symbol, c.notes.join('–'), analysis?.roman ?? '?', keyText(lang, key)),
  ];
  const outside = c.notes.filter((_, i) => !scaleChromas.includes(c.chromas[i]!));
  // The key's own note that an outside note alters (A for Ab in C major): same letter.
  const replaced = outside.map((n) => scale.find((s) => s[0] === n[0]) ?? n);
  const fn = analysis?.function ?? 'chromatic';
  if (fn === 'diatonic') {
    const shared = c.notes.filter((_, i) => tonicChord.chromas.includes(c.chromas[i]!));
    if (c.rootChroma !== tonicChord.rootChroma && shared.length > 0)
      lines.push(
        t(lang, 'explainChordShares', list(shared, lang), tonicChord.symbol, tonicChord.notes.join('–')),
      );
    const minorKey = isMinorMode(key.mode);
    if (minorKey && c.quality === 'major' && c.rootChroma !== tonicChord.rootChroma)
      lines.push(t(lang, 'explainChordBrightInMinor'));
    else if (!minorKey && c.quality === 'minor') lines.push(t(lang, 'explainChordDarkInMajor'));
    lines.push(t(lang, 'explainChordFunction', FUNCTION_OF_DEGREE[analysis?.degree ?? 1] ?? 'tonic'));
  } else if (fn === 'borrowed') {
    lines.push(
      t(
        lang,
        'explainChordBorrowed',
        keyText(lang, parallelKey(key)),
        list(outside, lang),
        list(replaced, lang),
      ),
    );
  } else if (fn === 'secondary dominant') {
    const target = analysis!.roman.split('/')[1] ?? '';
    lines.push(t(lang, 'explainChordSecondary', chord(target, key), list(outside, lang)));
  } else if (outside.length > 0) {
    lines.push(t(lang, 'explainChordChromatic', list(outside, lang)));
  }
  // An outside note a semitone from a tonic-chord note leans into it (Ab → G in C major).
  for (const n of outside) {
    const ch = c.chromas[c.notes.indexOf(n)]!;
    const i = tonicChord.chromas.findIndex((x) => Math.abs(((x - ch + 18) % 12) - 6) === 5);
    if (i >= 0) {
      lines.push(t(lang, 'explainChordLeans', n, tonicChord.notes[i]!, tonicChord.symbol));
      break;
    }
  }
  return lines.join(' ');
}

/** A rhythm question: asked about, not commissioned ("how about a waltz in 6/8" asks for music). */
const ASKS_ABOUT =
  /\b(?:what|whats|explain|mean|means|meaning|difference|vs\.?|versus|count|counting|how do(?:es)? (?:you|i|it|they|that)|works?|feel)\b/;

/** "one beat", "2 beats": how many beats a pickup takes (1 when unsaid). */
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
function pickupBeats(lower: string): number {
  const m =
    /\b(one|two|three|four|five|\d)[ -]beats?\b|\bpick-?up (?:is|of) (one|two|three|four|five|\d)\b/.exec(
      lower,
    );
  const word = m?.[1] ?? m?.[2];
  return word ? (NUMBER_WORDS[word] ?? Number(word)) : 1;
}

const RHYTHM_TOPICS: readonly Topic[] = [
  {
    // "whats an anacrusis", "if the pickup is one beat how long is the last bar".
    id: 'anacrusis',
    match:
      /\banacrus[ie]s\b|\b(?:what(?:'s| is)?|whats) an? (?:pick-?up|upbeat)(?: bar| measure| note)?s?\b|\bpick-?up\b.*\bhow (?:long|many beats)\b|\bhow (?:long|many beats)\b.*\bpick-?up\b/,
    build: (_key, lower, lang) => {
      const meter = /\b(\d{1,2})\/(\d{1,2})\b/.exec(lower);
      const beats = meter ? Number(meter[1]) : 4;
      const pickup = Math.min(pickupBeats(lower), beats - 1);
      return {
        text: t(
          lang,
          'explainAnacrusis',
          meter ? meter[0] : '4/4',
          pickup,
          beats - pickup + 1,
          beats - pickup,
        ),
        example: [],
      };
    },
  },
  {
    // Before the meters: "like in 3/4 how would it feel" right after hemiola asks about hemiola.
    id: 'hemiola',
    match: (s) =>
      /\bhemiolas?\b/.test(s.lower) ||
      (/\b(?:it|that|this|one)\b/.test(s.lower) && /\bhemiolas?\b/i.test(s.earlier[0] ?? '')),
    build: (_key, _lower, lang) => ({ text: t(lang, 'explainHemiola'), example: [] }),
  },
  {
    id: 'odd meters',
    match: (s) =>
      ASKS_ABOUT.test(s.lower) &&
      /\b(?:odd|irregular|weird|uneven|complex|asymmetric(?:al)?) (?:time|meters?|metres?|time signatures?)\b|\b(?:5\/4|7\/8|5\/8|7\/4|9\/8|11\/8)\b/.test(
        s.lower,
      ),
    build: (_key, _lower, lang) => ({ text: t(lang, 'explainOddMeters'), example: [] }),
  },
  {
    id: 'compound meter',
    match: (s) =>
      ASKS_ABOUT.test(s.lower) && /\b(?:6\/8|12\/8|compound (?:time|meter|metre))\b/.test(s.lower),
    build: (_key, _lower, lang) => ({ text: t(lang, 'explainCompoundMeter'), example: [] }),
  },
  {
    id: 'syncopation',
    match: /\bsyncopat/,
    build: (_key, _lower, lang) => ({ text: t(lang, 'explainSyncopation'), example: [] }),
  },
  {
    id: 'swing',
    match: (s) => ASKS_ABOUT.test(s.lower) && /\bswing(?:ing|y)?\b|\bshuffle feel\b|\bswung\b/.test(s.lower),
    build: (_key, _lower, lang) => ({ text: t(lang, 'explainSwing'), example: [] }),
  },
  {
    // After the odd and compound meters: "3/4 vs 6/8" is about compound time.
    id: 'time signatures',
    match: (s) =>
      ASKS_ABOUT.test(s.lower) &&
      /\b(?:4\/4|3\/4|2\/4|common time|time signatures?|(?:top|bottom) number)\b/.test(s.lower),
    build: (_key, _lower, lang) => ({ text: t(lang, 'explainTimeSignatures'), example: [] }),
  },
  {
    id: 'triplets',
    match: (s) => /\btriplets?\b/.test(s.lower) && (ASKS_ABOUT.test(s.lower) || /\bhow\b/.test(s.lower)),
    build: (_key, _lower, lang) => ({ text: t(lang, 'explainTriplets'), example: [] }),
  },
  {
    id: 'polyrhythm',
    match: /\bpoly ?rhythm|\bpolymeter|\b(?:3|three) (?:against|over|vs) (?:2|two)\b|\bhemiola\b/,
    build: (_key, _lower, lang) => ({ text: t(lang, 'explainPolyrhythm'), example: [] }),
  },
];

/** The triad qualities on one root, spelled: "Cdim (C–Eb–Gb)". */
const onRoot = (root: string, suffix: string) => `${root}${suffix} (${notes(`${root}${suffix}`)})`;

const CHORD_TOPICS: readonly Topic[] = [
  {
    id: 'twelve-bar blues',
    match: /\b(?:12|twelve)[- ]?bar\b|\bblues (?:form|progression|changes)\b/,
    build: (key, _lower, lang) => {
      const home: Key = { tonic: key.tonic, mode: 'major' };
      const [I, IV, V] = ['I7', 'IV7', 'V7'].map((r) => chord(r, home)) as [string, string, string];
      const bars = [I, I, I, I, IV, IV, I, I, V, IV, I, V];
      const lines = [bars.slice(0, 4), bars.slice(4, 8), bars.slice(8)].map((l) => l.join(' | ')).join(' | ');
      return {
        text: t(lang, 'explainTwelveBar', keyText(lang, home), lines, I, IV, V, key.tonic),
        example: bars,
      };
    },
  },
  {
    id: 'pedal point',
    match: /\bpedal (?:point|tone|note|bass)s?\b|\bdrone\b/,
    build: (key, _lower, lang) => {
      const I = chord(isMinorMode(key.mode) ? 'i' : 'I', key);
      const IV = chord(isMinorMode(key.mode) ? 'iv' : 'IV', key);
      const V = chord('V', key);
      const over = [I, `${IV}/${key.tonic}`, `${V}/${key.tonic}`, I];
      return {
        text: t(
          lang,
          'explainPedalPoint',
          keyText(lang, key),
          key.tonic,
          over.map((c) => `${c} (${notes(c.split('/')[0]!)})`).join(' – '),
        ),
        example: over,
      };
    },
  },
  {
    id: 'power chords',
    match: /\bpower ?chords?\b|\b[a-g]5 chords?\b/,
    build: (key, _lower, lang) => {
      const r = key.tonic;
      const minor: Key = { tonic: r, mode: 'minor' };
      const five = (sym: string) => `${parseChord(sym)!.root}5`;
      const riff = [
        `${r}5`,
        five(chord('bVI', { tonic: r, mode: 'major' })),
        five(chord('bVII', { tonic: r, mode: 'major' })),
        `${r}5`,
      ];
      return {
        text: t(
          lang,
          'explainPowerChords',
          `${r}5`,
          notes(`${r}5`),
          parseChord(chord('I', { tonic: r, mode: 'major' }))!.notes[1]!,
          parseChord(chord('i', minor))!.notes[1]!,
          riff.join(' – '),
        ),
        example: riff,
      };
    },
  },
  {
    id: 'seventh chord qualities',
    match:
      /\b(?:types?|kinds?|different|qualities|difference|differ|vs\.?|versus|explain)\b.*\b(?:seventh|7th) chords?\b|\b(?:maj7|min7|m7|dom7|m7b5|dim7)\b.*\bmean\b|\bhalf[- ]diminished\b.*\b(?:used|use|do|does|for|mean|sound)\b|\bmaj(?:or)? ?7(?:th)?\b.*\b(?:dom(?:inant)?|minor) ?7|\b(?:dom(?:inant)?|minor) ?7(?:th)?\b.*\bmaj(?:or)? ?7/,
    build: (key, _lower, lang) => {
      const r = key.tonic;
      const maj7 = parseChord(`${r}maj7`)!;
      const dom7 = parseChord(`${r}7`)!;
      return {
        text: t(
          lang,
          'explainSeventhChords',
          ['maj7', '7', 'm7', 'm7b5', 'dim7'].map((q) => onRoot(r, q)).join(', '),
          maj7.symbol,
          dom7.symbol,
          maj7.notes[3]!,
          dom7.notes[3]!,
        ),
        example: [`${r}maj7`, `${r}7`, `${r}m7`, `${r}m7b5`],
      };
    },
  },
  {
    id: 'extensions',
    match:
      /\bextensions?\b|\bextended chords?\b|\b(?:9th|ninth|11th|eleventh|13th|thirteenth|add9|add ?nine) chords?\b|\b(?:9th|ninth)s?\b.*\bchords?\b/,
    build: (key, _lower, lang) => {
      const home: Key = { tonic: key.tonic, mode: 'major' };
      const ii = `${parseChord(chord('ii', home))!.root}m9`;
      const V = `${parseChord(chord('V', home))!.root}13`;
      const I = `${key.tonic}maj9`;
      return {
        text: t(
          lang,
          'explainExtensions',
          key.tonic,
          [`${key.tonic}maj9`, `${key.tonic}9`, `${key.tonic}13`].map((c) => `${c} (${notes(c)})`).join(', '),
          parseChord(`${key.tonic}9`)!.notes[4]!,
          `${ii} – ${V} – ${I}`,
        ),
        example: [ii, V, I, I],
      };
    },
  },
  {
    id: 'triad qualities',
    match:
      /\bwhat makes (?:a|the) chords? (?:major|minor|diminished|augmented)\b|\b(?:major|minor|diminished|augmented) (?:and|vs\.?|versus|or) (?:a |an )?(?:major|minor|diminished|augmented) (?:chords?|triads?)\b|\b(?:what is|what's|whats|explain) (?:a |an )?(?:diminished|augmented) (?:chords?|triads?)\b|\b(?:diminished|augmented) (?:chords?|triads?) (?:do|does|for|used|mean|sound)\b|\b(?:chord|triad) (?:qualities|types)\b/,
    build: (key, _lower, lang) => {
      const r = key.tonic;
      const maj = parseChord(r)!;
      const min = parseChord(`${r}m`)!;
      return {
        text: t(
          lang,
          'explainTriadQualities',
          r,
          onRoot(r, ''),
          onRoot(r, 'm'),
          onRoot(r, 'dim'),
          onRoot(r, 'aug'),
          maj.notes[1]!,
          min.notes[1]!,
        ),
        example: [r, `${r}m`, `${r}dim`, `${r}aug`],
      };
    },
  },
];

/** Key names as usually written, by pitch class (for keys a major third or a step apart). */
const TONIC_NAMES = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const tonicUp = (tonic: string, semitones: number) =>
  TONIC_NAMES[((((parseChord(tonic)?.rootChroma ?? 0) + semitones) % 12) + 12) % 12]!;
/** Major keys from none to seven accidentals, for the key a lone spelling question is about. */
const MAJOR_TONICS = ['C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#', 'F', 'Bb', 'Eb', 'Ab', 'Db', 'Gb', 'Cb'];
const NOTE_RE = /(?<![\w#])([a-g])(#|b|♯|♭|\s+sharp|\s+flat)?(?![\w#])/g;
const noteText = (m: RegExpMatchArray) =>
  m[1]!.toUpperCase() + (!m[2] ? '' : /#|♯|sharp/.test(m[2]) ? '#' : 'b');
const scaleOf = (key: Key) => scaleNotes(key.tonic, isMinorMode(key.mode) ? 'aeolian' : 'major') ?? [];

/**
 * "why does F# major have an E# instead of just F", "why is it Cb not B in Gb major": the note of
 * the key's scale and the other spelling of it, with the key (named, or the first that has it).
 */
function spellingAsked(s: Subject): { key: Key; asked: string; other: string } | null {
  if (!/\b(?:why|how come|what'?s the point|whats the point|reason)\b/.test(s.lower)) return null;
  if (
    !/\b(?:instead of|rather than|not|and not|have|has|got|use|uses|call(?:ed)?|write|written|spell(?:ed)?|is there|there'?s)\b/.test(
      s.lower,
    )
  )
    return null;
  const named = [...s.lower.replace(/\b(?:major|minor)\b/g, ' ').matchAll(NOTE_RE)]
    .filter((m) => !(m[1] === 'a' && !m[2]))
    .map(noteText);
  const sharpOrFlat = named.filter((n) => n.length > 1);
  if (sharpOrFlat.length === 0) return null;
  // A key named with its mode ("f# major"), else the major key holding most of the notes named.
  const k = /(?<![\w#])([a-g])(#|b)?\s+(major|minor)\b/.exec(s.lower);
  const said: Key | null = k ? { tonic: k[1]!.toUpperCase() + (k[2] ?? ''), mode: k[3] as Mode } : null;
  const inScale = (key: Key, n: string) => scaleOf(key).includes(n);
  const holds = (key: Key) => sharpOrFlat.filter((n) => inScale(key, n) && n !== key.tonic).length;
  const key = said
    ? said
    : MAJOR_TONICS.map((tonic): Key => ({ tonic, mode: 'major' }))
        .filter((key) => holds(key) > 0)
        .sort(
          (a, b) =>
            sharpOrFlat.filter((n) => inScale(b, n)).length - sharpOrFlat.filter((n) => inScale(a, n)).length,
        )[0];
  if (!key) return null;
  const asked = named.find((n) => inScale(key, n) && n !== key.tonic);
  if (!asked) return null;
  const chroma = parseChord(asked)?.rootChroma;
  const other =
    named.find((n) => n !== asked && parseChord(n)?.rootChroma === chroma) ??
    [...enharmonics(asked)].sort((a, b) => a.length - b.length)[0];
  return other && other !== asked ? { key, asked, other } : null;
}

/** A key's enharmonic twin ("C# major" and "Db major"), when it has one of seven accidentals or fewer. */
function enharmonicTwin(key: Key): Key | null {
  for (const name of enharmonics(key.tonic)) {
    if (name === key.tonic || name.length > 2) continue;
    const twin: Key = { tonic: name, mode: key.mode };
    // Enharmonic keys sit twelve fifths apart (C# major's 7 sharps, Db major's 5 flats).
    const fifths = keySignature(twin).fifths;
    if (Math.abs(fifths) <= 7 && Math.abs(fifths - keySignature(key).fifths) === 12) return twin;
  }
  return null;
}

/** The key with an enharmonic twin that a message, or one of the few before it, names. */
function twinKeys(s: Subject): [Key, Key] | null {
  for (const text of [s.lower, ...s.earlier.slice(0, 3)]) {
    const key = parseKeyMention(text)?.key;
    const twin = key ? enharmonicTwin(key) : null;
    if (key && twin) return [key, twin];
  }
  return null;
}

const SPELLING_TOPICS: readonly Topic[] = [
  {
    // "which one do people actually write in", "is C# or Db more common": fewer accidentals wins.
    id: 'enharmonic keys',
    match: (s) =>
      /\b(?:which|what) (?:one|key|spelling|of them|of the two|of those)\b.*\b(?:write|written|use|used|common|prefer|preferred|easier|better|standard|usual|normal|pick|choose)\b|\bmore common\b|\bwrite (?:it |songs |music )?in\b|\b(?:sharps or flats|flats or sharps)\b|\b(?:instead of|rather than|vs\.?|versus)\b/.test(
        s.lower,
      ) &&
      !/\bscales?\b|\bchords?\b|\bdaw\b|\bplugin/.test(s.lower) &&
      twinKeys(s) !== null,
    build: (_key, _lower, lang, s) => {
      const [a, b] = twinKeys(s)!;
      const fa = Math.abs(keySignature(a).fifths);
      const fb = Math.abs(keySignature(b).fifths);
      const pick = fa <= fb ? a : b;
      return {
        text: t(
          lang,
          'explainEnharmonicKeys',
          keyText(lang, a),
          signatureText(a, lang),
          keyText(lang, b),
          signatureText(b, lang),
          keyText(lang, pick),
          fa === fb,
        ),
        example: [],
      };
    },
  },
  {
    // "why does F# major have an E# instead of F": each letter once in a scale.
    id: 'note spelling',
    match: (s) => spellingAsked(s) !== null,
    build: (_key, _lower, lang, s) => {
      const { key, asked, other } = spellingAsked(s)!;
      const scale = scaleOf(key);
      const at = scale.indexOf(asked);
      const triad = [scale[(at + 5) % 7]!, asked, scale[(at + 2) % 7]!];
      return {
        text: t(
          lang,
          'explainNoteSpelling',
          keyText(lang, key),
          scale.join(' – '),
          asked,
          other,
          asked[0]!,
          other[0]!,
          triad.join(' – '),
        ),
        example: [],
      };
    },
  },
  {
    // "whats a truck driver modulation", "why do songs go up a half step for the last chorus".
    id: 'truck driver modulation',
    match:
      /\btruck ?driver\b|\bgear ?change\b|\b(?:up|raise|lift|bump|go(?:es)? up)\b[^.?!]*\b(?:half ?step|semitone|whole ?step|a key|the key)\b[^.?!]*\b(?:last|final|end)\b|\bkey change\b[^.?!]*\b(?:last|final) chorus\b|\b(?:last|final) chorus\b[^.?!]*\bkey change\b|\bkey change\b[^.?!]*\b(?:up )?(?:a |one )?(?:half ?step|semitone)\b|\b(?:half ?step|semitone) key change\b/,
    build: (key, _lower, lang) => {
      const home: Key = { tonic: key.tonic, mode: isMinorMode(key.mode) ? 'minor' : 'major' };
      const half: Key = { tonic: tonicUp(home.tonic, 1), mode: home.mode };
      const whole: Key = { tonic: tonicUp(home.tonic, 2), mode: home.mode };
      const [I, IV] = home.mode === 'minor' ? ['i', 'iv'] : ['I', 'IV'];
      const lift = chord('V7', half);
      const before = [chord(I, home), chord(IV, home), chord('V', home)];
      return {
        text: t(
          lang,
          'explainTruckDriver',
          keyText(lang, home),
          keyText(lang, half),
          keyText(lang, whole),
          [...before, lift, chord(I, half)].join(' – '),
          lift,
        ),
        example: [...before, lift, chord(I, half), chord(IV, half), chord('V', half), chord(I, half)],
      };
    },
  },
  {
    // "explain coltrane changes": three keys a major third apart, each reached by its V7.
    id: 'coltrane changes',
    match:
      /\bcoltrane (?:changes|substitutions?|subs?|cycle|matrix)\b|\bgiant steps (?:changes|cycle|progression)\b|\bmajor[- ]third (?:cycle|axis|key cycle)\b|\bthree[- ]tonic\b/,
    build: (key, _lower, lang) => {
      const tonics = [key.tonic, tonicUp(key.tonic, -4), tonicUp(key.tonic, -8)];
      const maj7 = (tonic: string) => `${tonic}maj7`;
      const v7 = (tonic: string) => `${tonicUp(tonic, 7)}7`;
      const cycle = [
        maj7(tonics[0]!),
        v7(tonics[1]!),
        maj7(tonics[1]!),
        v7(tonics[2]!),
        maj7(tonics[2]!),
        v7(tonics[0]!),
        maj7(tonics[0]!),
      ];
      const home: Key = { tonic: key.tonic, mode: 'major' };
      return {
        text: t(
          lang,
          'explainColtrane',
          tonics.join(' – '),
          cycle.join(' – '),
          `${chord('ii7', home)} – ${chord('V7', home)} – ${maj7(home.tonic)}`,
          keyText(lang, home),
        ),
        example: cycle,
      };
    },
  },
];

// A chord as a resolution question names it: a numeral ("V7", "bVII", "vii°") or a symbol ("B7", "Em").
const NUMERAL = String.raw`[b#♭]?(?:VII|VI|IV|V|III|II|I|vii|vi|iv|v|iii|ii|i)(?:°|ø|o|\+|maj7|m7|7|9|6)?(?:\/(?:VII|VI|IV|V|III|II|I|vii|vi|iv|v|iii|ii|i))?`;
const RESOLUTION_CHORD = new RegExp(
  String.raw`(?<![\w#/])(?:(${NUMERAL})|([A-G](?:#|b)?[\w#+°ø]*(?:\/[A-G][#b]?)?)|(one|two|three|four|five|six|seven|[1-7]))(?:\s+chord)?(?![\w#/])`,
  'g',
);
// "go to", "resolves into", "lead back to", "pulls to", "want to go to", "move to"
// "how come V7 to vi works": a bare "to" between two chords, when the message says it works.
const RESOLVES =
  /\b(?:go(?:es|ing)?|resolv(?:e|es|ing)|lead(?:s|ing)?|mov(?:e|es|ing)|pull(?:s|ing)?|wants? to (?:go|resolve))\s+(?:back\s+|(?:so|that|really)\s+(?:well|nicely|strongly|hard|much)\s+|(?:hard|strongly|naturally)\s+)?(?:in)?to\b|(?<=\S)\s+(?:to|->|→)(?=\s+\S+\s+(?:works?|sounds?|feels?|is so|so)\b)/i;
const MAJOR_DEGREES = ['I', 'ii', 'iii', 'IV', 'V', 'vi', 'vii°'];
const MINOR_DEGREES = ['i', 'ii°', 'III', 'iv', 'V', 'VI', 'vii°'];

interface NamedChord {
  readonly numeral?: string;
  readonly symbol?: string;
  readonly degree?: number;
}

function resolutionChord(m: RegExpMatchArray): NamedChord | null {
  if (m[1]) return { numeral: m[1].replace(/o$/, '°') };
  if (m[2]) return isChordSymbol(m[2]) ? { symbol: parseChord(m[2])!.symbol } : null;
  const word = m[3]!.toLowerCase();
  return { degree: numberOf(word) ?? Number(word) };
}

/** The two chords of "why does X go to Y", as named (a pronoun "I" is no chord). */
function resolutionNamed(text: string): { from: NamedChord; to: NamedChord } | null {
  const verb = RESOLVES.exec(text);
  if (!verb || !/\b(?:why|y|how come|what makes|how does|how do|explain)\b/i.test(text)) return null;
  const before = [...text.slice(0, verb.index).matchAll(RESOLUTION_CHORD)].filter(
    (m) =>
      !(m[1] === 'I' || m[1] === 'i') ||
      !/\b(?:do|should|can|would|when|if|why)\s+$/i.test(text.slice(0, m.index)),
  );
  const after = text
    .slice(verb.index + verb[0].length)
    .match(new RegExp(`^\\s*(?:the\\s+|an?\\s+)?${RESOLUTION_CHORD.source}`));
  const from = before.at(-1);
  if (!from || !after) return null;
  const a = resolutionChord(from);
  const b = resolutionChord(after);
  return a && b ? { from: a, to: b } : null;
}

/** A named chord as a chord in `key`, with its numeral there. */
function inKeyOf(
  c: NamedChord,
  key: Key,
): { symbol: string; notes: readonly string[]; numeral: string | null } | null {
  const degrees = isMinorMode(key.mode) ? MINOR_DEGREES : MAJOR_DEGREES;
  const numeral = c.numeral ?? (c.degree ? degrees[c.degree - 1]! : null);
  const symbol = c.symbol ?? (numeral ? romanToChord(numeral, key)?.symbol : undefined);
  const info = symbol ? parseChord(symbol) : null;
  if (!info) return null;
  return {
    symbol: info.symbol,
    notes: info.notes,
    numeral: numeral ?? chordToRoman(info, key)?.roman ?? null,
  };
}

/**
 * The key a resolution is heard in when the message names none: numerals sit in the piece's key
 * (minor when they land on "i"); symbols in the piece's key when both belong there, else in the
 * key of the chord they land on (B7 → Em is V7 → i in E minor), or where it is the V.
 */
function resolutionKey(s: Subject): Key | null {
  const named = resolutionNamed(s.text);
  if (!named) return null;
  const { from, to } = named;
  if (from.symbol && to.symbol) {
    if (
      s.key &&
      [from.symbol, to.symbol].every(
        (c) => chordToRoman(c, s.key!)?.function !== 'chromatic' && chordToRoman(c, s.key!),
      )
    )
      return s.key;
    const target = parseChord(to.symbol)!;
    // A dominant 7th target is the key's V (Dm7 → G7 is ii → V in C).
    if (target.quality === 'dominant')
      return { tonic: scaleNotes(target.root, 'major')?.[3] ?? target.root, mode: 'major' };
    return { tonic: target.root, mode: target.quality === 'minor' ? 'minor' : 'major' };
  }
  if (to.numeral === 'i' || to.numeral === 'i7') return { tonic: s.key?.tonic ?? 'C', mode: 'minor' };
  return s.key;
}

function resolutionAsked(s: Subject, key: Key = resolutionKey(s) ?? { tonic: 'C', mode: 'major' }) {
  const named = resolutionNamed(s.text);
  if (!named) return null;
  const from = inKeyOf(named.from, key);
  const to = inKeyOf(named.to, key);
  return from && to && from.symbol !== to.symbol ? { from, to } : null;
}

/**
 * How one chord moves into the next, voice by voice, from the notes: the root motion, the notes
 * held in common, and each other note's nearest step — the leading tone rising to the tonic, a 7th
 * falling, a tritone closing in or opening out.
 */
function resolutionText(
  from: NonNullable<ReturnType<typeof inKeyOf>>,
  to: NonNullable<ReturnType<typeof inKeyOf>>,
  key: Key,
  lang: ReplyLanguage,
): string {
  const fromInfo = parseChord(from.symbol)!;
  const toInfo = parseChord(to.symbol)!;
  const held = from.notes.filter((n) => to.notes.some((m) => chromaOf(m) === chromaOf(n)));
  const target = (n: string) =>
    to.notes.reduce((best, m) => (Math.abs(stepBetween(n, m)) < Math.abs(stepBetween(n, best)) ? m : best));
  const moves = from.notes
    .filter((n) => !held.includes(n))
    .map((n) => {
      const m = target(n);
      const step = stepBetween(n, m);
      // A half step up into the next root is a leading tone (the key's own, or a secondary one).
      const role =
        step === 1 && chromaOf(m) === toInfo.rootChroma
          ? 'leading'
          : fromInfo.intervals[from.notes.indexOf(n)]?.startsWith('7') && step < 0
            ? 'seventh'
            : '';
      return t(lang, 'resolutionMove', n, step, m, role);
    });
  // The tritone inside the first chord, and where its two notes go.
  const tritone = from.notes.flatMap((a, i) =>
    from.notes
      .slice(i + 1)
      .filter((b) => mod12((chromaOf(b) ?? 0) - (chromaOf(a) ?? 0)) === 6)
      .map((b) => [a, b] as const),
  )[0];
  const tritoneText = tritone
    ? t(
        lang,
        'resolutionTritone',
        `${tritone[0]}–${tritone[1]}`,
        `${target(tritone[0])}–${target(tritone[1])}`,
        Math.sign(stepBetween(tritone[0], target(tritone[0]))) !==
          Math.sign(stepBetween(tritone[1], target(tritone[1]))),
      )
    : '';
  const label = (c: typeof from) =>
    c.numeral ? `${c.symbol} (${c.numeral}: ${c.notes.join('–')})` : `${c.symbol} (${c.notes.join('–')})`;
  // IV → iv in a major key: the iv's outside note comes from the parallel minor. A major-like mode
  // counts its own notes (C is in D mixolydian: its Am7 is the mode's v7, not borrowed).
  const major = isMinorMode(key.mode)
    ? []
    : (scaleNotes(key.tonic, key.mode) ?? scaleNotes(key.tonic, 'major') ?? []);
  const minor = scaleNotes(key.tonic, 'natural minor') ?? [];
  const borrowed = to.notes.find((n) => major.length > 0 && !major.includes(n) && minor.includes(n));
  const borrowedText =
    lang === 'en' && borrowed
      ? ` ${to.symbol} is borrowed from ${key.tonic} minor, the parallel minor: ${borrowed} is that key's ${DEGREE_OVER_TONIC[mod12((chromaOf(borrowed) ?? 0) - (chromaOf(key.tonic) ?? 0))]}.`
      : '';
  return `${t(
    lang,
    'explainResolution',
    label(from),
    label(to),
    keyText(lang, key),
    t(lang, 'resolutionRoot', mod12(toInfo.rootChroma - fromInfo.rootChroma), fromInfo.root, toInfo.root),
    list(moves, lang),
    held.length > 0 ? t(lang, 'resolutionHeld', list(held, lang), held.length) : '',
    tritoneText,
    to.symbol,
  )}${borrowedText}`;
}

/**
 * Four-part (SATB) voicing of a progression: the bass on each root, the upper three voices taking
 * the chord's notes (a 7th chord drops its 5th) in the order that moves them least from the chord
 * before — common tones held, no crossed voices, no parallel fifths or octaves between any two.
 * Returns each voice's notes, soprano first.
 */
function fourPartVoicing(symbols: readonly string[]): string[][] {
  const chords = symbols.map((c) => parseChord(c)!);
  const at = (chroma: number, near: number) => near + ((((chroma - near) % 12) + 18) % 12) - 6;
  const first = chords[0]!;
  let bass = at(first.rootChroma, 46);
  // The first chord in close position above middle C: tenor on the root, alto the 3rd, soprano the
  // 5th — or, on a seventh chord, the 7th (the 5th is the tone to leave out, never the 7th).
  const firstTones =
    first.chromas.length > 3 ? [first.chromas[0]!, first.chromas[1]!, first.chromas[3]!] : first.chromas;
  let upper = [60, 64, 67].map((m, i) => at(firstTones[i] ?? first.rootChroma, m));
  const lines: number[][] = [[...upper.reverse(), bass]];
  upper.reverse();
  const perfect = (a: number, b: number) => [0, 7].includes(Math.abs(a - b) % 12);
  for (const c of chords.slice(1)) {
    const tones = c.chromas.length > 3 ? [c.chromas[0]!, c.chromas[1]!, c.chromas[3]!] : [...c.chromas];
    // The bass stays in its range (E2–A3), leaping an octave rather than climbing into the tenor.
    const near = at(c.rootChroma, bass);
    const nextBass = near > 52 ? near - 12 : near < 40 ? near + 12 : near;
    // A 7th falls by step into the next chord.
    const seventh = chords[lines.length - 1]!.chromas[3];
    let best: { voices: number[]; cost: number } | null = null;
    for (const order of [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ]) {
      const voices = order.map((k, v) => at(tones[k]!, upper[v]!));
      let cost = voices.reduce((sum, m, v) => sum + Math.abs(m - upper[v]!), 0);
      upper.forEach((m, v) => {
        if (seventh !== undefined && mod12(m) === seventh && !(voices[v]! < m && m - voices[v]! <= 2))
          cost += 10;
      });
      if (!(nextBass < voices[0]! && voices[0]! <= voices[1]! && voices[1]! <= voices[2]!)) cost += 100;
      const before = [bass, ...upper];
      const after = [nextBass, ...voices];
      for (let i = 0; i < 4; i++)
        for (let j = i + 1; j < 4; j++)
          // Parallel fifths or octaves: the same perfect interval again, the voices moved (a fifth
          // to an octave is no parallel).
          if (
            perfect(before[i]!, before[j]!) &&
            Math.abs(before[i]! - before[j]!) % 12 === Math.abs(after[i]! - after[j]!) % 12 &&
            before[i] !== after[i]
          )
            cost += 20;
      if (!best || cost < best.cost) best = { voices, cost };
    }
    bass = nextBass;
    upper = best!.voices;
    lines.push([...upper].reverse().concat(bass));
  }
  // Spelled as the chord spells them.
  return [0, 1, 2, 3].map((v) =>
    lines.map((l, i) => chords[i]!.notes.find((n) => chromaOf(n) === mod12(l[v]!)) ?? chords[i]!.root),
  );
}

/** The progression a message spells in chord symbols ("C F G C"), repeats kept. */
function progressionOf(s: Subject): string[] | null {
  const seq = findChordSequence(s.text);
  return seq && seq.kind === 'symbols' && seq.chords.every((c) => parseChord(c)) ? [...seq.chords] : null;
}

/** "why does the Cm hit so hard right after the C": a chord asked about beside the one next to it. */
const FOLLOWING_CHORD_RE = /^(?:so |but |and |ok |okay )?(?:why|how come)\b.*\b(after|before|following)\b/;

const TOPICS: readonly Topic[] = [
  // Concepts explained in English with computed notes, each with an example to play.
  ...PLAYABLE_CONCEPTS.map(
    (c): Topic => ({
      id: c.id,
      match: (s) => s.lang === 'en' && c.match.test(s.lower),
      // "chromatic mediants of G": the note named after "of", "on" or "from" is the key.
      keyOf: (s) => {
        const on = /\b(?:of|on|from|for) ([A-G](?:#|b)?)(?![\w#])/.exec(s.text)?.[1];
        return on ? { tonic: on, mode: 'major' } : null;
      },
      build: (key) => c.build(key),
    }),
  ),
  {
    // "when do i use which over a 12 bar in A" after the A blues and major blues scales.
    id: 'blues scale choice',
    match: (s) =>
      s.lang === 'en' &&
      /\b(?:when|which|where)\b/.test(s.lower) &&
      /\b(?:use|play|solo|pick|choose)\b/.test(s.lower) &&
      (/\b(?:12|twelve)[- ]?bar|\bblues\b/.test(s.lower) ||
        /\bblues\b/.test(s.earlier.slice(0, 2).join(' '))) &&
      /\b(?:which|both|either|major blues|minor blues|them)\b/.test(`${s.lower} ${s.earlier[0] ?? ''}`),
    build: (key) => {
      const tonic = key.tonic;
      const minor = scaleNotes(tonic, 'blues')!;
      const major = scaleNotes(tonic, 'major blues')!;
      const [I, IV, V] = [tonic, transposeNote(tonic, '4P')!, transposeNote(tonic, '5P')!].map(
        (r) => `${r}7`,
      );
      const spell = (c: string) => parseChord(c)!.notes.join('–');
      const iv = parseChord(IV!)!;
      const third = major[3]!;
      return {
        text: `Over a 12-bar in ${tonic} (${I} – ${IV} – ${V}): the ${tonic} minor blues scale (${minor.join(' – ')}) works over all of it — its ${minor[1]} against the ${third} of ${I} is the blue rub everyone expects. The ${tonic} major blues (${major.join(' – ')}) is sweeter, country and Allman-style: it fits the I chord, ${I} (${spell(I!)}), whose 3rd ${third} it holds. Over the IV chord, ${IV} (${spell(IV!)}), its ${third} clashes with ${iv.notes[3]}, the IV's 7th, so switch to the minor blues there and for the turnaround. The usual move: major blues over the I, minor blues over the IV and V — or follow each chord with its own major pentatonic.`,
        example: [I!, I!, I!, I!, IV!, IV!, I!, I!, V!, IV!, I!, V!],
      };
    },
  },
  {
    // "why does V7 go to I", "why does B7 lead to Em": how the notes of one chord move into the next.
    id: 'chord resolution',
    keyOf: resolutionKey,
    match: (s) => !/\bcadences?\b/.test(s.lower) && resolutionAsked(s) !== null,
    build: (key, _lower, lang, s) => {
      const { from, to } = resolutionAsked(s, key)!;
      return {
        text: resolutionText(from, to, key, lang),
        example: [from.symbol, to.symbol, from.symbol, to.symbol],
      };
    },
  },
  {
    // "what intervals count as consonant in first species", "why isnt the 4th consonant there".
    id: 'consonance',
    match: /\bconsonan\w*|\bdissonan\w*|\bfirst species\b|\bspecies counterpoint\b/,
    build: (key, _lower, lang) => {
      const scale = scaleNotes(key.tonic, 'major') ?? [];
      return {
        text: t(lang, 'explainConsonance', key.tonic, scale[2]!, scale[4]!, scale[5]!, scale[3]!),
        example: [],
      };
    },
  },
  {
    id: 'sonata form',
    match:
      /\bsonata(?:[- ]allegro)? form\b|\bsonata\b.*\b(?:structure|form|parts|sections)\b|\b(?:structure|form|parts|sections) of (?:a |the )?sonata\b|\brecapitulation\b/,
    build: (key, _lower, lang) => {
      // The second theme goes to the dominant in major, to the relative major in minor.
      const second = isMinorMode(key.mode)
        ? relativeKey(key)
        : { tonic: chord('V', key), mode: 'major' as Mode };
      return { text: t(lang, 'explainSonataForm', keyText(lang, key), keyText(lang, second)), example: [] };
    },
  },
  {
    id: 'SATB',
    // "SATB voicing of G C D7 G" asks for the voicing: voice leading answers.
    match: (s) =>
      /\bsatb\b|\bsoprano,? alto,? tenor\b|\bfour voice parts\b/.test(s.lower) && progressionOf(s) === null,
    build: (_key, _lower, lang) => ({ text: t(lang, 'explainSatb'), example: [] }),
  },
  {
    id: 'fermata',
    match:
      /\bfermatas?\b|\bbird'?s[- ]eye\b|\beye(?:[- ]looking)? (?:symbol|sign|thing)\b|\bpause (?:sign|symbol|mark)\b/,
    build: (_key, _lower, lang) => ({ text: t(lang, 'explainFermata'), example: [] }),
  },
  {
    // "whats the altered scale and when do jazz guys use it", "how do you use G altered".
    id: 'altered scale',
    match: (s) =>
      /\baltered (?:scale|dominant|mode)\b|\bsuper ?locrian\b/.test(s.lower) ||
      (/\baltered\b/.test(s.lower) &&
        /\b(?:what|why|when|how|explain)\b/.test(s.lower) &&
        !/\bnotes?\b/.test(s.lower)),
    build: (key, lower, lang) => {
      // The dominant the message names ("G altered"), else the key's V.
      const named = /(?<![\w#])([a-g](?:#|b)?)\s+(?:altered|super ?locrian)\b/.exec(lower);
      const dominant = named ? named[1]![0]!.toUpperCase() + named[1]!.slice(1) : chord('V', key);
      const target = transposeNote(dominant, '4P') ?? key.tonic;
      const scale = scaleNotes(dominant, 'altered') ?? [];
      const [, b9, s9, third, b5, b13, seventh] = scale;
      return {
        text: t(
          lang,
          'explainAlteredScale',
          dominant,
          scale.join(' – '),
          `b9 ${b9}, #9 ${s9}, b5/#11 ${b5}, #5/b13 ${b13}`,
          third!,
          seventh!,
          `${target}m`,
        ),
        example: [`${transposeNote(target, '2M')}m7b5`, `${dominant}7#9`, `${target}m7`, `${target}m7`],
        exampleKey: { tonic: target, mode: 'minor' },
      };
    },
  },
  {
    id: 'backdoor ii-V',
    match: /\bback ?door\b/,
    build: (key, _lower, lang) => {
      const home: Key = { tonic: key.tonic, mode: 'major' };
      const iv = chord('iv7', home);
      const bVII = parseChord(chord('bVII7', home))!;
      const I = parseChord(chord('Imaj7', home))!;
      return {
        text: t(
          lang,
          'explainBackdoor',
          keyText(lang, home),
          `${iv} (${notes(iv)})`,
          `${bVII.symbol} (${bVII.notes.join('–')})`,
          `${I.symbol} (${I.notes.join('–')})`,
          bVII.notes[3]!,
          I.notes[2]!,
          bVII.notes[0]!,
          I.notes[0]!,
        ),
        example: [I.symbol, iv, bVII.symbol, I.symbol],
      };
    },
  },
  {
    // "what scale over a m7b5", "which mode goes over Dm7": the scale that fits a chord.
    id: 'chord scales',
    match: (s) => SCALE_OVER_CHORD.test(s.lower) && chordForScale(s) !== null,
    build: (key, _lower, lang, s) => {
      const asked = chordForScale(s)!;
      const symbol = /^[A-G]/.test(asked) ? asked : `${key.tonic}${asked}`;
      // An altered dominant is spelled by its 7th chord: the alterations are the scale's to choose.
      const c = parseChord(symbol.replace(/alt.*$/, ''))!;
      const scales = scalesOver(symbol).map(
        ({ tonic, scale }) =>
          `${tonicWord(lang, tonic)} ${scaleWord(lang, scale)} (${(scaleNotes(tonic, scale) ?? []).join(' – ')})`,
      );
      return {
        text: t(lang, 'explainChordScale', symbol, c.notes.join('–'), scales.join(` ${t(lang, 'or')} `)),
        example: [],
      };
    },
  },
  ...SPELLING_TOPICS,
  ...RHYTHM_TOPICS,
  ...CHORD_TOPICS,
  {
    id: 'relative and parallel keys',
    match: /\brelative\b[^.?!]*\bparallel\b|\bparallel\b[^.?!]*\brelative\b/,
    build: (key, lower, lang) => {
      // "relative and parallel minor" starts from a major key, "… major" from a minor one.
      const fromMinor = /\b(?:parallel|relative) major\b/.test(lower) && !parseKeyMention(lower)?.key;
      const from: Key = fromMinor ? { tonic: key.tonic, mode: 'minor' } : key;
      const home: Key = { tonic: from.tonic, mode: isMinorMode(from.mode) ? 'minor' : 'major' };
      const rel = relativeKey(home);
      const par = parallelKey(home);
      const a = scaleNotes(home.tonic, home.mode === 'minor' ? 'aeolian' : 'major') ?? [];
      const b = scaleNotes(par.tonic, par.mode === 'minor' ? 'aeolian' : 'major') ?? [];
      const changed = a.flatMap((n, i) => (b[i] && b[i] !== n ? [`${n} → ${b[i]}`] : []));
      const I = chord(home.mode === 'minor' ? 'i' : 'I', home);
      return {
        text: t(
          lang,
          'explainRelativeParallel',
          keyText(lang, home),
          signatureText(home, lang),
          keyText(lang, rel),
          keyText(lang, par),
          signatureText(par, lang),
          list(changed, lang),
        ),
        example: [
          I,
          chord(rel.mode === 'minor' ? 'i' : 'I', rel),
          I,
          chord(par.mode === 'minor' ? 'i' : 'I', par),
        ],
      };
    },
  },
  {
    id: 'tritone substitution',
    match: /\btritone sub(?:stitution|stitute|s)?\b|\bbii7\b/,
    // "the tritone sub for D7": explained in the key D7 resolves to.
    keyOf: (s) => {
      const dominant = s.chords.map((c) => parseChord(c)).find((c) => c?.quality === 'dominant');
      const home = dominant ? transposeNote(dominant.root, '-5P') : null;
      return home ? { tonic: home, mode: 'major' } : null;
    },
    build: (key, _lower, lang) => {
      const V = chord('V7', key);
      const sub = chord('bII7', key);
      const a = parseChord(V)!;
      const b = parseChord(sub)!;
      return {
        text: t(
          lang,
          'explainTritoneSub',
          keyWord(lang, key),
          `${V} (${a.notes.join('–')})`,
          `${sub} (${b.notes.join('–')})`,
          `${a.notes[1]} ${t(lang, 'and')} ${a.notes[3]}`,
          `${b.notes[3]} ${t(lang, 'and')} ${b.notes[1]}`,
          sub,
          chord('I', key),
          `${b.root} → ${key.tonic}`,
        ),
        example: [chord('ii7', key), sub, chord('Imaj7', key), chord('Imaj7', key)],
      };
    },
  },
  {
    // "how is that diff from double harmonic" after the A hungarian minor: the two scales side by side.
    id: 'scale comparison',
    match: (s) => s.lang === 'en' && scalesCompared(s) !== null,
    build: (_key, _lower, _lang, s) => {
      const { tonic, a, b } = scalesCompared(s)!;
      const na = scaleNotes(tonic, a) ?? [];
      const nb = scaleNotes(tonic, b) ?? [];
      const differ = na.flatMap((n, i) =>
        nb[i] && nb[i] !== n ? [`${ordinalDegree(i + 1)} ${n} vs ${nb[i]}`] : [],
      );
      const same = na.filter((n, i) => nb[i] === n);
      // A step and a half between neighbours: the "exotic" sound both may share.
      const gap = (notes: readonly string[]) =>
        notes.some(
          (n, i) => mod12((chromaOf(notes[(i + 1) % notes.length]!) ?? 0) - (chromaOf(n) ?? 0)) === 3,
        );
      const exotic = na.length === 7 && nb.length === 7 && gap(na) && gap(nb);
      // Scales of different sizes (blues and pentatonic) differ by the notes one adds.
      if (na.length !== nb.length) {
        // Each extra note with its degree over the tonic: "Gb (b5, the blue note)".
        const degree = (n: string) => {
          const label = DEGREE_OVER_TONIC[mod12((chromaOf(n) ?? 0) - (chromaOf(tonic) ?? 0))]!;
          return `${n} (${label}${label === 'b5' && /blues/.test(a + b) ? ', the blue note' : ''})`;
        };
        const only = (x: readonly string[], y: readonly string[]) =>
          x.filter((n) => !y.includes(n)).map(degree);
        const extra = [only(na, nb), only(nb, na)] as const;
        return {
          text: `${tonic} ${a}: ${na.join(' – ')}. ${tonic} ${b}: ${nb.join(' – ')}. ${[
            extra[0].length ? `${tonic} ${a} has ${extra[0].join(', ')}, which ${b} lacks` : '',
            extra[1].length ? `${tonic} ${b} has ${extra[1].join(', ')}, which ${a} lacks` : '',
          ]
            .filter(Boolean)
            .join('; ')}; the rest they share.`,
          example: [],
        };
      }
      return {
        text: `${tonic} ${a}: ${na.join(' – ')}. ${tonic} ${b}: ${nb.join(' – ')}. ${differ.length ? `They differ at the ${differ.join(', ')}` : 'They have the same notes'}${same.length ? `, and share ${same.join(', ')}` : ''}. ${differ.length <= 3 && exotic ? 'Both keep the exotic augmented 2nd (a step and a half) that gives them their "Eastern" sound, which is why they can sound alike; the differing degrees are where to listen.' : ''}`.trim(),
        example: [],
      };
    },
  },
  {
    // "why's the v chord minor tho, every song has B7 there": natural minor's v, harmonic minor's V.
    id: 'minor v',
    match: (s) =>
      s.lang === 'en' &&
      ((/\b(?:why|how come)\b/.test(s.lower) &&
        /\b(?:the )?(?:v|five|5|dominant)(?: chord)?(?:'s| is| being| so)? minor\b|\bminor (?:v|five)\b/.test(
          s.lower,
        )) ||
        dominantQualityAsked(s)),
    build: (key, _lower, _lang, s) => {
      const asked = minorKeyAsked(s);
      const tonic = asked?.tonic ?? (isMinorMode(key.mode) ? key.tonic : relativeKey(key).tonic);
      const natural = scaleNotes(tonic, 'natural minor')!;
      const harmonic = scaleNotes(tonic, 'harmonic minor')!;
      const v = `${natural[4]}m`;
      const V7 = `${harmonic[4]}7`;
      const spell = (c: string) => parseChord(c)!.notes.join('–');
      return {
        text: `In ${tonic} natural minor (${natural.join(' – ')}) the 7th degree, ${natural[6]}, is a whole step below the tonic, so the chord on the 5th degree is ${v} (${spell(v)}): v, minor, with no leading tone. Most songs raise that 7th to ${harmonic[6]} — the harmonic minor, ${harmonic.join(' – ')} — which makes the V major: ${harmonic[4]} (${spell(harmonic[4]!)}) or ${V7} (${spell(V7)}). ${harmonic[6]} is a semitone under ${tonic}, a leading tone that pulls home, so ${V7} → ${tonic}m is a real cadence; the minor v (${v} → ${tonic}m) is softer and modal, kept in folk, rock and modal tunes that don't want that pull.`,
        example: [`${tonic}m`, v, `${tonic}m`, V7, `${tonic}m`],
        exampleKey: { tonic, mode: 'minor' },
      };
    },
  },
  {
    // "why do ppl skip the 11 on a 13 chord": the natural 11 a semitone over the major 3rd.
    id: 'avoid note',
    match: (s) =>
      s.lang === 'en' &&
      /\b(?:skip|skips|leave out|leaves out|omit|omits|drop|drops|avoid|avoids|no|without|leave off)\b[^.?!]*\b(?:the )?(?:natural )?(?:11|11th|eleventh)\b|\bavoid notes?\b/.test(
        s.lower,
      ),
    build: (key, _lower, _lang, s) => {
      // The dominant chord named, or asked just before ("E13b9?"), else the key's V13.
      const before = [s.text, ...s.earlier.slice(0, 3)].flatMap((m) => namedChords(m));
      const named = before
        .map((c) => parseChord(c))
        .find((c) => c && (c.quality === 'dominant' || c.quality === 'major'));
      const root = named?.root ?? chord('V', key);
      const dominant = named?.quality !== 'major';
      const third = transposeNote(root, '3M')!;
      const eleven = transposeNote(root, '4P')!;
      const sharp = transposeNote(root, '4A')!;
      const symbol = dominant ? `${root}13` : `${root}maj9`;
      const spelled = parseChord(symbol)?.notes.join('–') ?? '';
      return {
        text: `On ${symbol} (${spelled}) the natural 11th, ${eleven}, sits a half step above the major 3rd, ${third}: stacked over it that is a minor 9th (a b9), the harshest clash in a chord, and it smears the 3rd — the note that tells you the chord is major. So players treat the 11 as an avoid note on major and dominant chords and leave it out, or raise it to #11 (${sharp}) for the lydian (lydian dominant) sound; a full ${root}13 is voiced root, 3rd, 7th, 9th and 13th. On a minor chord the 11 is fine (m11): the minor 3rd is a whole step below it, no rub.`,
        example: [dominant ? `${root}13` : `${root}maj9`, dominant ? `${root}7#11` : `${root}maj7#11`],
      };
    },
  },
  {
    // "why is the ii half diminished in minor and not just m7": the key's b6 is the ii's b5.
    id: 'half-diminished ii',
    match: (s) =>
      s.lang === 'en' &&
      /\bhalf[- ]?dim\w*|\bm7b5\b|ø/.test(s.lower) &&
      /\b(?:ii|two|2|supertonic)\b/.test(s.lower) &&
      /\b(?:why|how come|what makes)\b/.test(s.lower),
    build: (key) => {
      const minor: Key = { tonic: key.tonic, mode: 'minor' };
      const scale = scaleNotes(minor.tonic, 'natural minor')!;
      const major = scaleNotes(minor.tonic, 'major')!;
      const ii = parseChord(chord('iiø7', minor))!;
      const [root, third, fifth, seventh] = ii.notes as [string, string, string, string];
      return {
        text: `In ${minor.tonic} minor the 2nd degree is ${root}, and the scale's 6th is ${scale[5]} — the b6 that makes the key minor. Stacking thirds on ${root} with the key's own notes gives ${root}–${third}–${fifth}–${seventh}: a minor 3rd, a diminished 5th (${root} up to ${fifth}) and a minor 7th, so ${ii.symbol} (iiø7), half-diminished. A plain ${root}m7 would need ${major[5]}, the major 6th, which belongs to ${minor.tonic} major (or dorian), not ${minor.tonic} minor. The flat 5th also pulls: ${fifth} falls a semitone to ${scale[4]}, the root of the V, which is why iiø7 → V7 → i sounds so strongly minor.`,
        example: [ii.symbol, chord('V7', minor), chord('i', minor), chord('i', minor)],
        exampleKey: minor,
      };
    },
  },
  {
    id: 'ii-V-I',
    // ("why the ii-V pulls so hard back home": a ii–V heard going to its I.)
    match:
      /\bii\s*-?\s*v\s*-?\s*i\b|\b2\s*-\s*5\s*-\s*1\b|\btwo[- ]five[- ]one\b|\bguide tones?\b|\bii\s*[-–]?\s*v\b.*\b(?:pulls?|pulling|resolv\w*|home|tonic|lands?)\b/,
    build: (key, lower, lang) => {
      const minor = isMinorMode(key.mode);
      const [ii, V, I] = minor ? ['iiø7', 'V7', 'i7'] : ['ii7', 'V7', 'Imaj7'];
      const v7 = parseChord(chord(V, key))!;
      const tonic = parseChord(chord(I, key))!;
      const two = parseChord(chord(ii, key))!;
      // "voice leading in a ii V I", "how do the 3rds and 7ths move": each guide tone's step, named.
      const moves =
        /\bvoice[- ]lead|\bguide tones?\b|\b(?:3rds?|thirds?) and (?:7ths?|sevenths?)\b|\bmove\b/.test(lower)
          ? ` ${t(lang, 'guideToneMoves', two.symbol, two.notes[3]!, v7.symbol, v7.notes[1]!, two.notes[1]!, tonic.symbol, tonic.notes[1]!, tonic.notes[3]!)}`
          : '';
      return {
        text:
          t(
            lang,
            'explainIiVI',
            keyWord(lang, key),
            // (A minor i is played as a plain triad as often as a m7: both are named, "Gm / Gm7".)
            `${spelled(ii, key)} → ${spelled(V, key)} → ${minor ? `${chord('i', key)} / ` : ''}${spelled(I, key)}`,
            v7.symbol,
            v7.notes[1]!,
            v7.notes[3]!,
            tonic.notes[0]!,
            tonic.notes[1]!,
            tonic.symbol,
            [ii, V, I].map((r) => parseChord(chord(r, key))!.root).join(' → '),
          ) + moves,
        example: [chord(ii, key), chord(V, key), chord(I, key), chord(I, key)],
      };
    },
  },
  {
    id: 'secondary dominants',
    match: (s) =>
      /\bsecondary dominants?\b|\bv\s*(?:7)?\s*\/\s*(?:v|ii|vi|iv|iii)\b|\bfive of five\b/.test(s.lower) ||
      secondaryAskedAbout(s) !== null,
    // In minor the targets are the key's own major and minor chords: V, iv and VI (ii is diminished).
    build: (key, _lower, lang, s) => {
      // "wait why is G7 in there if G is the I chord", after the secondary dominants of G.
      const one = lang === 'en' ? secondaryAskedAbout(s) : null;
      if (one) return one;
      return secondaryList(key, lang);
    },
  },
  {
    id: 'cadences',
    // "and which chords can come before the V in one" after a cadence question asks on about it.
    match: (s) =>
      /\bcadences?\b|\bamen\b|\bplagal\b|\bdeceptive\b/.test(s.lower) ||
      // "ok play me the deceptive one" right after the cadences.
      (/\b(?:deceptive|plagal|authentic|perfect|imperfect|half|interrupted) one\b/.test(s.lower) &&
        /\bcadences?\b/i.test(s.earlier[0] ?? '')) ||
      (/\b(?:before|into|approach(?:es|ing)?|lead(?:s|ing)? to|go(?:es)? to) (?:the |a )?(?:v|five|dominant)\b/.test(
        s.lower,
      ) &&
        /\bcadences?\b/i.test(s.earlier[0] ?? '')),
    build: (key, lower, lang) => {
      const I = chord(isMinorMode(key.mode) ? 'i' : 'I', key);
      const V = chord('V7', key);
      const IV = chord(isMinorMode(key.mode) ? 'iv' : 'IV', key);
      const vi = chord(isMinorMode(key.mode) ? 'VI' : 'vi', key);
      const lines: Record<string, string> = {
        authentic: t(lang, 'cadenceAuthentic', V, notes(V), I, notes(I), parseChord(V)!.notes[1]!, key.tonic),
        plagal: t(lang, 'cadencePlagal', IV, notes(IV), I, key.tonic),
        half: t(lang, 'cadenceHalf', IV, chord('V', key), notes(chord('V', key))),
        deceptive: t(lang, 'cadenceDeceptive', V, vi, notes(vi), I, notes(V)),
      };
      // The phrygian half cadence is a minor-key move (iv6 → V): a major key borrows it from its
      // parallel minor, whose iv puts the lowered 6th in the bass a semitone above the 5th.
      const phrygian = /\bphrygian\b/.test(lower);
      const minor: Key = { tonic: key.tonic, mode: 'minor' };
      const iv = chord('iv', minor);
      const iv6 = `${iv}/${parseChord(iv)!.notes[1]!}`;
      if (phrygian)
        lines.phrygian = t(lang, 'cadencePhrygian', keyWord(lang, minor), iv6, notes(iv), chord('V', minor));
      const beforeV =
        /\b(?:before|into|approach(?:es|ing)?|lead(?:s|ing)? to|go(?:es)? to) (?:the |a )?(?:v|five|dominant)\b/.test(
          lower,
        );
      const asked = Object.keys(lines).filter(
        (k) =>
          (phrygian ? k === 'phrygian' : lower.includes(k)) ||
          (k === 'half' && !phrygian && (/\bimperfect\b/.test(lower) || beforeV)) ||
          (k === 'authentic' && /\bperfect\b/.test(lower)) ||
          (k === 'plagal' && /\bamen\b/.test(lower)),
      );
      // "imperfect cadence" is the British name of the half cadence; "before the V" lists the approaches.
      if (/\bimperfect\b/.test(lower)) lines.half = `${lines.half} ${t(lang, 'cadenceImperfect')}`;
      if (beforeV)
        lines.half = `${lines.half} ${t(lang, 'cadenceBeforeV', I, chord(isMinorMode(key.mode) ? 'ii°' : 'ii', key), IV, vi, chord('V', key))}`;
      const shown = asked.length > 0 ? asked : Object.keys(lines);
      const ex: Record<string, string[]> = {
        authentic: [IV, V, I, I],
        plagal: [I, IV, IV, I],
        half: [I, IV, I, chord('V', key)],
        // The deceptive move, then the real arrival, so the example still ends at home.
        deceptive: [I, IV, V, vi, IV, V, I, I],
        phrygian: [chord('i', minor), iv, iv6, chord('V', minor)],
      };
      return {
        text: t(lang, 'explainCadences', keyWord(lang, key), shown.map((k) => lines[k]).join(' ')),
        example: ex[shown[0]!]!,
      };
    },
  },
  {
    id: 'modes',
    match: /\b(?:ionian|dorian|phrygian|lydian|mixolydian|aeolian|locrian)\b|\bmodes?\b/,
    build: (key, lower, lang) => {
      // "phrygian dominant on E, whats different": the altered mode against the mode it alters,
      // on the note it is named on.
      const altered = Object.entries(ALTERED_MODES).find(([scale]) => lower.includes(scale));
      const on = altered
        ? new RegExp(
            `\\b([a-g](?:#|b)?) ${altered[0]}\\b|\\b${altered[0]} (?:on|in|from) ([a-g](?:#|b)?)(?![\\w#])`,
          ).exec(lower)
        : null;
      const onNote = on ? (on[1] ?? on[2])! : null;
      const tonic = onNote ? onNote[0]!.toUpperCase() + onNote.slice(1) : key.tonic;
      if (altered) {
        // The example vamps on the scale's own I and bII (or II): E – F – E in phrygian dominant.
        const notes = scaleNotes(tonic, altered[0]) ?? [];
        const triad = (i: number) =>
          identifyChord([notes[i]!, notes[(i + 2) % 7]!, notes[(i + 4) % 7]!])?.symbol ?? notes[i]!;
        // ("phrygian dominant": the 5th mode of harmonic minor, named with that scale's notes.)
        const family = altered[0] === 'phrygian dominant' ? 'harmonic minor' : 'melodic minor';
        const parent = parentScale(tonic, altered[0], family);
        const origin = parent
          ? ` ${t(lang, 'explainModeParent', parent.degree, `${tonicWord(lang, parent.tonic)} ${scaleWord(lang, family)}`, parent.notes.join(' – '), tonicWord(lang, tonic))}`
          : '';
        return {
          text: modeCompare(tonic, altered[0], altered[1], lang) + origin,
          example: [triad(0), triad(1), triad(0), triad(0)],
          exampleKey: { tonic, mode: altered[1] },
        };
      }
      const named = MODE_WORDS.filter((m) => new RegExp(`\\b${m}\\b`).test(lower));
      // The example vamps in the first mode named, on the chords that carry its colour note
      // (dorian's IV, lydian's II, mixolydian's bVII, phrygian's bII, aeolian's bVI).
      const vamp = (mode: Mode) => {
        const triads = diatonicTriads({ tonic, mode });
        return (MODE_VAMPS[mode] ?? [0, 3, 1, 0]).map((i) => triads[i]?.symbol ?? tonic);
      };
      if (named.length >= 2)
        return {
          text: modeCompare(tonic, named[0]!, named[1]!, lang),
          example: vamp(named[0]!),
          exampleKey: { tonic, mode: named[0] === 'ionian' ? 'major' : named[0]! },
        };
      // "how are the modes related to the major scale": the family, each from its own degree.
      if (named.length === 0 && /\bmodes\b|\bchurch modes?\b|\bmodes? of the major\b/.test(lower)) {
        const home: Key = { tonic, mode: 'major' };
        const family = MODE_WORDS.map(
          (m, i) => `${(scaleNotes(tonic, 'major') ?? [])[i]} ${scaleWord(lang, m)}`,
        );
        return {
          text: t(lang, 'explainModesFamily', keyText(lang, home), family.join(', ')),
          example: vamp('dorian'),
          exampleKey: { tonic, mode: 'dorian' },
        };
      }
      const m = named[0] ?? 'dorian';
      const compare: Mode = ['lydian', 'mixolydian', 'ionian'].includes(m) ? 'ionian' : 'aeolian';
      const text =
        m === compare
          ? modeCompare(tonic, 'ionian', 'aeolian', lang)
          : t(
              lang,
              'explainModeAgainst',
              scaleWord(lang, m),
              scaleWord(lang, compare === 'ionian' ? 'major' : 'natural minor'),
              modeCompare(tonic, m, compare, lang),
            );
      return { text, example: vamp(m), exampleKey: { tonic, mode: m === 'ionian' ? 'major' : m } };
    },
  },
  {
    id: 'borrowed chords',
    match:
      /\bborrowed chords?\b|\bmodal (?:interchange|mixture)\b|\bborrow|\bnon-?diatonic chords?\b|\bchords? (?:from )?outside (?:of )?the key\b|(?<!\bminor )\bchords?\b.*\bsound(?:s)? (?:dark|darker|sad|sadder|moody|emotional)\b|\bb(?:vii|vi|iii)\b|\bflat (?:seven|six|three)(?: chord)?\b|\bminor (?:iv|four|4|subdominant)\b|\biv(?: chord)?\b.*\b(?:in (?:a )?major|major key)\b|\bmajor key\b.*\biv chord\b/,
    build: (key, _lower, lang) => {
      const major: Key = { tonic: key.tonic, mode: 'major' };
      const minor = parallelKey(major);
      const b = ['iv', 'bVI', 'bVII', 'bIII'].map((r) => `${r} ${spelled(r, major)}`);
      return {
        text: t(
          lang,
          'explainBorrowedChords',
          keyText(lang, major),
          keyText(lang, minor),
          b.join(', '),
          chord('iv', major),
          chord('IV', major),
          parseChord(chord('iv', major))!.notes[1]!,
          parseChord(chord('IV', major))!.notes[1]!,
          parseChord(chord('I', major))!.notes[2]!,
          chord('I', major),
        ),
        example: [chord('I', major), chord('IV', major), chord('iv', major), chord('I', major)],
      };
    },
  },
  {
    id: 'harmonic and melodic minor',
    match: /\bharmonic minor\b|\bmelodic minor\b|\bnatural minor\b/,
    minorDefault: true,
    build: (key, _lower, lang) => {
      const tonic = key.tonic;
      const nat = scaleNotes(tonic, 'aeolian') ?? [];
      const harm = scaleNotes(tonic, 'harmonic minor') ?? [];
      const mel = scaleNotes(tonic, 'melodic minor') ?? [];
      const minorKey: Key = { tonic, mode: 'minor' };
      return {
        text: t(
          lang,
          'explainMinorScales',
          tonicWord(lang, tonic),
          nat.join(' – '),
          nat[6]!,
          harm[6]!,
          harm.join(' – '),
          chord('V7', minorKey),
          notes(chord('V7', minorKey)),
          `${harm[5]}–${harm[6]}`,
          nat[5]!,
          mel[5]!,
          mel.join(' – '),
        ),
        example: [chord('i', minorKey), chord('iv', minorKey), chord('V7', minorKey), chord('i', minorKey)],
      };
    },
  },
  {
    id: 'circle of fifths',
    match:
      /\bcircle of (?:fifths|5ths|fourths|4ths)\b|\bcycle of (?:fifths|fourths)\b|\bfifths? apart\b|\bclosely related keys?\b|\bkeys?\b[^.?!]*\b(?:on|round|around) the circle\b|\b(?:neighbou?ring|adjacent|related) keys\b/,
    build: (key, _lower, lang) => {
      const keys: string[] = [];
      for (let i = 0; i < 7; i++) {
        const k = transposeKey({ tonic: key.tonic, mode: key.mode }, (i * 7) % 12);
        if (!k) break;
        keys.push(t(lang, 'circleStep', keyText(lang, k), keySignature(k).fifths));
      }
      const major: Key = { tonic: key.tonic, mode: 'major' };
      return {
        text: t(
          lang,
          'explainCircleOfFifths',
          keys.join(' → '),
          chord('vi', major),
          chord('ii', major),
          chord('V', major),
          chord('I', major),
        ),
        example: ['vi7', 'ii7', 'V7', 'Imaj7'].map((r) => chord(r, { tonic: key.tonic, mode: 'major' })),
      };
    },
  },
  {
    id: 'voice leading',
    // "why are parallel fifths bad in voice leading" asks about the fifths.
    match: (s) =>
      (/\bvoice[- ]leading\b|\bvoice[- ]lead\b/.test(s.lower) ||
        /\b(?:4|four)[- ]part\b|\bsatb\b/.test(s.lower)) &&
      !/\b(?:parallel|consecutive) (?:5ths|fifths|octaves|8ves)\b/.test(s.lower) &&
      (/\bvoice[- ]lead/.test(s.lower) || progressionOf(s) !== null),
    build: (key, _lower, lang, s) => {
      // "good 4 part voice leading of C F G C": that progression, voice by voice.
      const progression = progressionOf(s);
      if (progression) {
        const [soprano, alto, tenor, bass] = fourPartVoicing(progression).map((v) => v.join(' – '));
        return {
          text: t(lang, 'explainFourPart', progression.join(' – '), soprano!, alto!, tenor!, bass!),
          example: progression,
        };
      }
      const I = chord('I', key);
      const IV = chord('IV', key);
      const V = chord('V', key);
      const c = parseChord(I)!;
      const f = parseChord(IV)!;
      const g = parseChord(V)!;
      return {
        text: t(
          lang,
          'explainVoiceLeading',
          keyText(lang, key),
          I,
          c.notes.join('–'),
          IV,
          f.notes.join('–'),
          c.notes[0]!,
          c.notes[1]!,
          f.notes[0]!,
          c.notes[2]!,
          f.notes[1]!,
          V,
          g.notes.join('–'),
        ),
        example: [I, IV, V, I],
      };
    },
  },
  {
    id: 'chord functions',
    match:
      /\bchord functions?\b|\bfunctional harmony\b|\b(?:stands? in|substitutes?|subs?) for (?:the )?(?:ii|iii|iv|vi|i|v|tonic|subdominant|dominant)\b|\b(?:ii|iii|iv|vi)(?: chord)? (?:as|for) (?:an? |the )?(?:tonic|subdominant|pre-?dominant|dominant)(?: sub(?:stitute)?)?\b|\b(?:tonic|subdominant|dominant) sub(?:stitute|stitution)?s?\b|\btonic,? (?:pre-?dominant|subdominant),? (?:and )?dominant\b|\bharmonic function\b|\b(?:i|1)[\s-]+(?:iv|4)[\s-]+(?:v|5)\b.*\b(?:common|popular|everywhere|used|work|so good)\b/,
    build: (key, _lower, lang) => ({
      text: t(
        lang,
        'explainChordFunctions',
        keyText(lang, key),
        chord('I', key),
        chord('vi', key),
        chord('iii', key),
        chord('IV', key),
        chord('ii', key),
        chord('V', key),
        chord('vii°', key),
        parseChord(chord('V', key))!.notes[1]!,
        list(parseChord(chord('I', key))!.notes.slice(0, 2), lang),
      ),
      example: [chord('I', key), chord('IV', key), chord('V', key), chord('I', key)],
    }),
  },
  {
    id: 'inversions',
    match: (s) =>
      /\binversions?\b|\bfirst inversion\b|\bslash chords?\b/.test(s.lower) ||
      slashBetween(s) !== null ||
      slashAsked(s) !== null,
    build: (key, _lower, lang, s) => {
      // "what does C/E mean", "Bb/D, is that a bass note thing", "whats the point of the G/B".
      const slash = slashBetween(s) ? null : slashAsked(s);
      if (slash && lang === 'en') return slashChordExplained(slash);
      // "why put D/F# between G and Em": the bass line the slash chord makes.
      const between = slashBetween(s);
      if (between) {
        const [slash, from, to] = between;
        const c = parseChord(slash)!;
        const bass = [from, slash, to].map((x) => parseChord(x)!.bass ?? parseChord(x)!.root).join(' – ');
        return {
          text: t(lang, 'explainSlashBetween', slash, from, to, bass, c.symbol.split('/')[0]!, c.bass!),
          example: [from, slash, to],
        };
      }
      const c = parseChord(chord('I', key))!;
      const [r, th, f] = c.notes as [string, string, string];
      return {
        text: t(lang, 'explainInversions', c.symbol, r, th, f),
        example: [c.symbol, `${chord('IV', key)}`, `${c.symbol}/${f}`, chord('V', key)],
      };
    },
  },
  {
    id: 'turnaround',
    match: /\bturn ?arounds?\b/,
    build: (key, _lower, lang) => {
      const home: Key = { tonic: key.tonic, mode: 'major' };
      const plain = ['I', 'vi', 'ii7', 'V7'].map((r) => chord(r, home));
      const jazz = ['I', 'VI7', 'ii7', 'V7'].map((r) => chord(r, home));
      return {
        text: t(lang, 'explainTurnaround', keyText(lang, home), plain.join(' – '), jazz.join(' – ')),
        example: [...plain, ...jazz],
      };
    },
  },
  {
    id: 'passing chords',
    match: /\bpassing (?:chords?|diminished|dim)\b|\bchromatic passing\b/,
    build: (key, _lower, lang) => {
      const home: Key = { tonic: key.tonic, mode: 'major' };
      const I = chord('I', home);
      const ii = chord('ii7', home);
      const dim = `${transposeNote(home.tonic, '1A') ?? home.tonic}dim7`;
      const bass = [I, dim, ii].map((c) => parseChord(c)!.root).join('–');
      return {
        text: t(
          lang,
          'explainPassingChords',
          keyText(lang, home),
          `${I} – ${dim} (${notes(dim)}) – ${ii}`,
          bass,
        ),
        example: [I, dim, ii, chord('V7', home)],
      };
    },
  },
  {
    id: 'parallel fifths',
    match: /\b(?:parallel|consecutive) (?:5ths|fifths|octaves|8ves)\b/,
    build: (key, _lower, lang) => {
      const home: Key = { tonic: key.tonic, mode: 'major' };
      const [first, second] = scaleNotes(home.tonic, 'major') ?? [];
      const fifth = (n: string) => `${n}–${transposeNote(n, '5P') ?? ''}`;
      return { text: t(lang, 'explainParallelFifths', fifth(first!), fifth(second!)), example: [] };
    },
  },
  {
    id: 'intervals',
    // "how do i practise hearing intervals" asks how to train the ear: a practical question.
    match: (s) =>
      /\bintervals?\b/.test(s.lower) &&
      !/\b(?:ear|practi[cs]e|practi[cs]ing|train|training|recogni[sz]e|hear|hearing)\b/.test(s.lower),
    build: (key, _lower, lang) => {
      const s = scaleNotes(key.tonic, 'major') ?? [];
      return {
        text: t(lang, 'explainIntervals', key.tonic, s[1]!, s[2]!, s[3]!, s[4]!, s[5]!, s[6]!),
        example: [],
      };
    },
  },
  {
    id: 'suspended chords',
    match: /(?:\b|\d)sus(?:pended)?\s*(?:2|4|chords?)?\b/,
    onChord: true,
    build: (key, _lower, lang) => {
      const I = chord('I', key);
      const c = parseChord(I)!;
      const s4 = parseChord(`${c.root}sus4`)!;
      const s2 = parseChord(`${c.root}sus2`)!;
      return {
        text: t(
          lang,
          'explainSuspended',
          s4.symbol,
          s4.notes.join('–'),
          s2.symbol,
          s2.notes.join('–'),
          s4.notes[1]!,
          c.notes[1]!,
          I,
        ),
        example: [s4.symbol, I, s2.symbol, I],
      };
    },
  },
  {
    id: 'pentatonic scales',
    match: /\bpentatonics?\b/,
    build: (key, _lower, lang) => {
      const tonic = key.tonic;
      const major = scaleNotes(tonic, 'major pentatonic') ?? [];
      const minor = scaleNotes(tonic, 'minor pentatonic') ?? [];
      const relative = relativeKey({ tonic, mode: 'major' });
      return {
        text: t(
          lang,
          'explainPentatonic',
          `${tonicWord(lang, tonic)} ${scaleWord(lang, 'major pentatonic')}`,
          major.join(' – '),
          `${tonicWord(lang, tonic)} ${scaleWord(lang, 'minor pentatonic')}`,
          minor.join(' – '),
          `${tonicWord(lang, relative.tonic)} ${scaleWord(lang, 'minor pentatonic')}`,
          transposeNote(minor[2]!, 1) ?? minor[2]!,
        ),
        example: [],
      };
    },
  },
  {
    id: 'augmented sixth',
    match: (s) =>
      /\baug(?:mented)?[ -]?(?:sixths?|6ths?|6)(?: chords?)?\b|\b(?:italian|german|french) (?:sixth|6th|augmented)\b|\b(?:it|ger|fr)\+6\b/.test(
        s.lower,
      ) ||
      augmentedSixthSpelling(s) ||
      // "the german one in C minor?", "and the french?" right after the augmented sixths.
      (/\b(?:italian|german|french)\b/.test(s.lower) &&
        s.lower.split(/\s+/).length <= 7 &&
        s.earlier.slice(0, 3).some((m) => /\baug(?:mented)?[ -]?(?:sixths?|6ths?|6)\b|\+6\b/i.test(m))),
    minorDefault: true,
    build: (key, _lower, lang, s) => {
      const tonic = key.tonic;
      const minor = scaleNotes(tonic, 'aeolian') ?? [];
      const b6 = minor[5]!;
      const raised4 = (scaleNotes(tonic, 'lydian') ?? [])[3]!;
      const V = chord('V', key);
      const vRoot = parseChord(V)!.root;
      const it = [b6, tonic, raised4];
      const fr = [b6, tonic, (scaleNotes(tonic, 'major') ?? [])[1]!, raised4];
      const ger = [b6, tonic, minor[2]!, raised4];
      // "why is it D# and not Eb when it sounds like F7": the spelling is the resolution.
      const example = [
        chord(isMinorMode(key.mode) ? 'i' : 'I', key),
        `${b6}7`,
        V,
        chord(isMinorMode(key.mode) ? 'i' : 'I', key),
      ];
      if (lang === 'en' && augmentedSixthSpelling(s) && !/\b(?:where|how) (?:do|does)\b/.test(s.lower)) {
        const flat = enharmonics(raised4).find((n) => n[0] !== raised4[0] && n.length <= 2) ?? raised4;
        const b6Down = transposeNote(b6, '-2m')!;
        return {
          text: `Because of where it goes. In ${keyText(lang, key)} the German sixth is ${ger.join('–')}: ${b6} up to ${raised4} is an augmented sixth, and the two notes resolve outward by a semitone — ${b6} down to ${vRoot}, ${raised4} up to ${vRoot} — onto the octave of ${V}, the V. Spelled ${flat}, the same sound is ${b6}7 (${b6}–${ger[1]}–${ger[2]}–${flat}), a dominant seventh whose ${flat} is a 7th that wants to fall, and whose root wants to go to ${transposeNote(b6, '4P')}: a different resolution. Same keys on the piano, different function — the spelling ${raised4} shows it is the raised 4th leading up to ${vRoot}. (That ${b6}7 sound is also the tritone sub of the V7 of ${vRoot}, which is why it lands on ${b6Down === vRoot ? vRoot : V} so well.)`,
          example: [
            chord(isMinorMode(key.mode) ? 'i' : 'I', key),
            `${b6}7`,
            V,
            chord(isMinorMode(key.mode) ? 'i' : 'I', key),
          ],
        };
      }
      // "the german one in C minor": that one chord, spelled, with where it goes.
      const named = [...new Set(s.lower.match(/\b(?:italian|german|french)\b/g) ?? [])];
      if (lang === 'en' && named.length === 1) {
        const notes = { italian: it, german: ger, french: fr }[named[0] as 'italian' | 'german' | 'french'];
        return {
          text: `The ${named[0]!.replace(/^./, (c) => c.toUpperCase())} sixth in ${keyText(lang, key)}: ${notes.join('–')}. ${b6} and ${raised4} are the augmented sixth; they resolve outward by a semitone to ${vRoot}, the root of the V chord (${V}).`,
          example,
          // ("where does the german one go": its resolution explained, not only its notes.)
          fact: !/\b(?:where|why|how|when)\b/.test(s.lower),
        };
      }
      return {
        text: t(
          lang,
          'explainAugmentedSixth',
          keyText(lang, key),
          b6,
          raised4,
          vRoot,
          it.join('–'),
          fr.join('–'),
          ger.join('–'),
          V,
        ),
        // (The German sixth sounds as the dominant 7th on the b6, which is how it is played.)
        example,
      };
    },
  },
  {
    id: 'counterpoint',
    match: /\bcounterpoint\b|\bspecies counterpoint\b|\b(?:contrary|oblique) motion\b|\bcantus firmus\b/,
    build: (_key, _lower, lang) => ({ text: t(lang, 'explainCounterpoint'), example: [] }),
  },
  {
    id: 'catchy melody',
    match:
      /\bcatchy\b.*\b(?:melod\w*|tunes?|hooks?)\b|\b(?:melod\w*|tunes?|hooks?)\b.*\bcatchy\b|\bwhat makes (?:a |the )?(?:good|great|memorable) (?:melod\w*|tune|hook)\b|\bmemorable melod/,
    build: (_key, _lower, lang) => ({ text: t(lang, 'explainCatchyMelody'), example: [] }),
  },
  {
    id: 'tension and release',
    onDominant: true,
    match:
      /\btension\b|\bleading[- ](?:tone|note)\b|\bresolv|\bwants? to go\b|\bpull\b|\bdominant\b|\bv7? chord\b|\bfive chord\b|\btritones?\b(?! sub)/,
    build: (key, _lower, lang) => {
      const V = parseChord(chord('V7', key))!;
      // In minor the home chord is the minor i, and the 7th falls to its minor 3rd.
      const minor = isMinorMode(key.mode);
      const I = chord(minor ? 'i' : 'I', key);
      return {
        text: t(
          lang,
          'explainTension',
          keyText(lang, key),
          V.symbol,
          V.notes.join('–'),
          V.notes[1]!,
          V.notes[3]!,
          key.tonic,
          I,
          parseChord(I)!.notes[1]!,
        ),
        example: [I, chord(minor ? 'iv' : 'IV', key), V.symbol, I],
      };
    },
  },
  {
    id: 'neapolitan chord',
    match: /\bneapolitan\b|\bbII6?\b|\bflat two\b/,
    minorDefault: true,
    build: (key, _lower, lang) => {
      const N = chord('bII', key);
      const V = chord('V7', key);
      const i = chord(isMinorMode(key.mode) ? 'i' : 'I', key);
      const n = parseChord(N)!;
      return {
        text: t(
          lang,
          'explainNeapolitan',
          keyText(lang, key),
          N,
          n.notes.join('–'),
          n.notes[1]!,
          n.root,
          V,
          notes(V),
          parseChord(V)!.notes[1]!,
          i,
        ),
        example: [i, `${N}/${n.notes[1]}`, V, i],
      };
    },
  },
  {
    id: 'picardy third',
    match: /\bpicardy\b/,
    minorDefault: true,
    build: (key, _lower, lang) => {
      const minor: Key = { tonic: key.tonic, mode: 'minor' };
      const i = chord('i', minor);
      const I = chord('I', { tonic: key.tonic, mode: 'major' });
      return {
        text: t(
          lang,
          'explainPicardy',
          keyText(lang, minor),
          i,
          notes(i),
          I,
          notes(I),
          parseChord(i)!.notes[1]!,
          parseChord(I)!.notes[1]!,
        ),
        example: [i, chord('iv', minor), chord('V7', minor), I],
      };
    },
  },
  {
    id: 'pivot chord modulation',
    match: /\bpivot chord\b|\bmodulat|\bkey changes?\b|\bchang(?:e|ing) (?:the )?keys?\b/,
    build: (key, lower, lang) => {
      // "modulate from C to Eb": the key left is the one after "from", the key reached after "to"
      // (up a fifth when none is named).
      const named = (m: RegExpExecArray | null): Key | null =>
        m
          ? { tonic: m[1]![0]!.toUpperCase() + m[1]!.slice(1), mode: m[2] === 'minor' ? 'minor' : 'major' }
          : null;
      const home =
        named(/\bfrom ([a-g](?:#|b)?)(?:\s+(major|minor))?(?![\w#])/.exec(lower)) ??
        ({ tonic: key.tonic, mode: isMinorMode(key.mode) ? 'minor' : 'major' } as Key);
      // "to the relative minor", "up a whole step", "down a fourth": the target said by its relation.
      const step =
        /\b(up|down) (?:a |one )?(half[- ]?step|semitone|whole[- ]?step|tone|minor third|major third|fourth|fifth)\b/.exec(
          lower,
        );
      const STEP_SEMITONES: Readonly<Record<string, number>> = { minor: 3, major: 4, fourth: 5, fifth: 7 };
      const stepSize = step
        ? /half|semitone/.test(step[2]!)
          ? 1
          : /whole|tone/.test(step[2]!)
            ? 2
            : STEP_SEMITONES[step[2]!.split(' ')[0]!]!
        : 0;
      const related = /\brelative (?:minor|major|key)\b/.test(lower)
        ? relativeKey(home)
        : /\bparallel (?:minor|major|key)\b/.test(lower)
          ? parallelKey(home)
          : step
            ? transposeKey(home, step[1] === 'up' ? stepSize : 12 - stepSize)
            : null;
      const target =
        named(/\b(?:to|into) (?:the key of )?([a-g](?:#|b)?)(?:\s+(major|minor))?(?![\w#])/.exec(lower)) ??
        related ??
        transposeKey(home, 7)!;
      // The pivot: a triad of the old key that is a pre-dominant of the new one (its ii, IV or vi),
      // so it leads straight on to the new V7.
      const shared = diatonicTriads(home);
      const approaches = isMinorMode(target.mode) ? ['iv', 'VI', 'ii°'] : ['ii', 'IV', 'vi'];
      const approach = approaches.find((r) => shared.some((c) => c.symbol === chord(r, target)));
      const V7 = chord('V7', target);
      const I = chord(isMinorMode(target.mode) ? 'i' : 'I', target);
      const start = chord(isMinorMode(home.mode) ? 'i' : 'I', home);
      if (!approach)
        return {
          text: t(
            lang,
            'explainDirectModulation',
            keyText(lang, home),
            keyText(lang, target),
            V7,
            notes(V7),
            I,
            parseChord(V7)!.notes[1]!,
          ),
          example: [start, chord(isMinorMode(home.mode) ? 'iv' : 'IV', home), V7, I],
          exampleKey: target,
        };
      const pivot = chord(approach, target);
      const homeNumeral = shared.find((c) => c.symbol === pivot)!.roman;
      return {
        text: t(
          lang,
          'explainPivot',
          keyText(lang, home),
          keyText(lang, target),
          pivot,
          notes(pivot),
          lang === 'en' ? home.tonic : keyText(lang, home),
          lang === 'en' ? target.tonic : keyText(lang, target),
          V7,
          I,
          homeNumeral,
          approach,
        ),
        // (Filed under the key it reaches: a modulation is heard as a piece that lands there.)
        example: [start, pivot, V7, I],
        exampleKey: target,
      };
    },
  },
  {
    id: 'jazz harmony',
    // "my chord progressions sound boring" asks how to write them (practical advice); the chords'
    // own colour is this topic.
    match: (s) =>
      !(/\bprogressions?\b/.test(s.lower) && !/\bjazz/.test(s.lower)) &&
      /\bjazzy\b|\bsound(?:s)? jazz|\bjazz (?:chords|harmony)\b|\bextensions?\b|\bchords?\b.*\b(?:less (?:boring|basic|plain)|more (?:interesting|colou?rful)|boring|bland|richer|fancier)\b|\b(?:spice up|boring|bland|basic) chords?\b|\bchords?\b.*\bsound(?:s)? (?:dreamy|dreamier|lush|rich|smooth|jazzy)\b/.test(
        s.lower,
      ),
    build: (key, _lower, lang) => {
      const sev = ['Imaj7', 'vi7', 'ii7', 'V7'].map((r) => chord(r, key));
      return {
        text: t(
          lang,
          'explainJazzHarmony',
          keyText(lang, key),
          ['I', 'vi', 'ii', 'V'].map((r) => chord(r, key)).join(' – '),
          sev.map((c) => `${c} (${notes(c)})`).join(' – '),
          sev.map((c) => parseChord(c)!.root).join(' → '),
          chord('bII7', key),
          chord('V7', key),
        ),
        example: sev,
      };
    },
  },
  {
    id: 'chord comparison',
    // "why does the Cm hit so hard right after the C": what changes from one chord to the other.
    match: (s) =>
      (/\b(?:difference|diff|differ|differs|compare|compared|vs\.?|versus)\b/.test(s.lower) ||
        FOLLOWING_CHORD_RE.test(s.lower)) &&
      s.chords.length >= 2,
    build: (_key, lower, lang, s) => {
      // ("Cm … after the C": the C comes first.)
      let [a, b] = (
        /^(?:after|following)$/.test(FOLLOWING_CHORD_RE.exec(lower)?.[1] ?? '')
          ? [...s.chords].reverse()
          : s.chords
      ) as [string, string];
      // "so the only difference is A vs Ab?" after Bbmaj7 and Bb7: the notes are those chords' 7ths.
      if (/^[A-G](?:#|b)?$/.test(a) && /^[A-G](?:#|b)?$/.test(b)) {
        const asked = s.earlier
          .slice(0, 3)
          .flatMap((m) => namedChords(m))
          .filter((c) => parseChord(c)?.notes.length);
        const holding = (n: string) =>
          asked.find((c) => parseChord(c)!.notes.includes(n) && parseChord(c)!.root !== n);
        const [ca, cb] = [holding(a), holding(b)];
        if (ca && cb && ca !== cb) [a, b] = [ca, cb];
      }
      return { text: compareChords(a, b, lang), example: [a, b, a, b] };
    },
  },
  {
    id: 'major and minor',
    match:
      /\bmajor (?:and|vs\.?|versus|or) minor\b|\bminor (?:and|vs\.?|versus|or) major\b|\bwhy (?:does|do|is|are) (?:it|this|that|these|those|the (?:progression|song|piece|chords|tune|loop|melody)) (?:sound|feel)s? (?:so )?(?:sad|dark|melanchol\w*|moody|gloomy|happy|bright|uplifting)\b|\bwhy (?:does|do|is|are) (?:a |the )?minor\b.*\b(?:sad|dark|melanchol\w*)\b|\bwhat makes (?:a |the )?(?:progression|song|chord|key|melody|tune)s? (?:sound )?(?:sad|happy|dark|bright)\b|\b(?:what|which) key\b.*\b(?:sad|happy|dark|bright|emotional|uplifting|melanchol\w*)\b/,
    build: (key, _lower, lang) => {
      const maj = scaleNotes(key.tonic, 'major') ?? [];
      const min = scaleNotes(key.tonic, 'aeolian') ?? [];
      const major: Key = { tonic: key.tonic, mode: 'major' };
      return {
        text: t(
          lang,
          'explainMajorMinor',
          keyWord(lang, major),
          maj.join(' – '),
          keyWord(lang, { tonic: key.tonic, mode: 'minor' }),
          min.join(' – '),
          `${maj[2]} → ${min[2]}, ${maj[5]} → ${min[5]}, ${maj[6]} → ${min[6]}`,
          keyWord(lang, relativeKey(major)),
        ),
        example: [
          chord('I', { tonic: key.tonic, mode: 'major' }),
          chord('i', { tonic: key.tonic, mode: 'minor' }),
        ],
      };
    },
  },
  {
    // "why does the Fm sound so good there": a chord heard in the piece in focus (or a named key).
    id: 'chord in key',
    match: (s) =>
      !!s.key &&
      s.chords.length >= 1 &&
      // "what scale does the Fm come from": where a chord of the key is borrowed from.
      (/\b(?:comes?|borrowed|taken) from\b/.test(s.lower) ||
        // "what does the B7 do there", "why a B7, its not in the key": its role in the key.
        /\bwhat (?:does|is) (?:the |that |this )?[a-g][\w#]* (?:do|doing)\b|\bnot (?:in|from) the key\b|\bout(?:side)? (?:of )?the key\b|\bdoesn'?t (?:belong|fit)\b/.test(
          s.lower,
        ) ||
        (/\b(?:why|how come|what makes)\b/.test(s.lower) &&
          /\b(?:sounds?|feels?|works?|fits?|emotional|sad|happy|dark|bright|good|nice|special)\b/.test(
            s.lower,
          ))),
    build: (key, lower, lang, s) => ({
      text:
        chordInKey(s.chords[0]!, key, lang) +
        // "why does it sound so churchy going back to the 1": IV → I is the plagal cadence.
        (lang === 'en' &&
        chordToRoman(parseChord(s.chords[0]!)!, key)?.degree === 4 &&
        /\b(?:church\w*|gospel|hymn\w*|amen|back to (?:the )?(?:1|one|i|tonic|home))\b/.test(lower)
          ? ` Going ${s.chords[0]} → ${chord(isMinorMode(key.mode) ? 'i' : 'I', key)} (IV → I) is the plagal cadence — the "amen" sung at the end of hymns: no leading tone pulling, just the common tone ${key.tonic} held while the other voices settle, which is why it sounds like church.`
          : ''),
      example: [
        chord(isMinorMode(key.mode) ? 'i' : 'I', key),
        s.chords[0]!,
        chord(isMinorMode(key.mode) ? 'i' : 'I', key),
        s.chords[0]!,
      ],
    }),
  },
];

/** Chord kinds named in words ("a m7b5", "a dominant 7 chord"), as a suffix on the key's tonic. */
const CHORD_KIND_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:m7b5|half[- ]?diminished|ø)/, 'm7b5'],
  [/\b(?:7 ?alt|alt(?:ered)?(?: dominant| chord)?)\b/, '7alt'],
  [/\b(?:maj ?7|major (?:7|7th|seventh))\b/, 'maj7'],
  [/\b(?:m7|min ?7|minor (?:7|7th|seventh))\b/, 'm7'],
  [/\b(?:dom(?:inant)? ?(?:7|7th|seventh)?|7th chord|7 chord|seventh chord)\b/, '7'],
  [/\bminor chord\b/, 'm'],
  [/\bmajor chord\b/, ''],
];

/** The chord a scale-over-chord question names: a symbol, else a kind in words (suffix only). */
function chordForScale(s: Subject): string | null {
  const alt = /\b([a-g](?:#|b)?)7 ?alt\b/i.exec(s.lower);
  const named = alt ? `${alt[1]!.toUpperCase()}7alt` : s.chords[0];
  if (named) return scalesOver(named).length > 0 ? named : null;
  for (const [re, suffix] of CHORD_KIND_WORDS) if (re.test(s.lower)) return suffix;
  // "and which scale do i play over it" after "whats in a G7alt": the chord asked just before.
  const before = /\b(?:it|that|this|that chord|this chord)\b/.test(s.lower) ? (s.earlier[0] ?? '') : '';
  const altBefore = /\b([a-g](?:#|b)?)7 ?alt\b/i.exec(before);
  const chordBefore = altBefore ? `${altBefore[1]!.toUpperCase()}7alt` : namedChords(before)[0];
  return chordBefore && scalesOver(chordBefore).length > 0 ? chordBefore : null;
}

/**
 * The scales that fit a chord, its root first: the mode each chord quality comes from in a major
 * key (lydian for a major chord that avoids the 4th), and for an altered dominant the melodic
 * minor a semitone up. Empty for chords without a usual scale (diminished, augmented).
 */
function scalesOver(symbol: string): { tonic: string; scale: string }[] {
  const c = parseChord(symbol.replace(/alt.*$/, ''));
  if (!c) return [];
  const on = (...scales: string[]) => scales.map((scale) => ({ tonic: c.root, scale }));
  if (c.quality === 'dominant' && /alt/.test(symbol + c.suffix.replace(/^7(?=b9|#9|#5|b13)/, 'alt')))
    return [
      { tonic: c.root, scale: 'altered' },
      { tonic: transposeNote(c.root, '2m') ?? c.root, scale: 'melodic minor' },
    ];
  switch (c.quality) {
    case 'major':
      return on('ionian', 'lydian');
    case 'minor':
      return c.suffix.includes('Maj7') ? on('melodic minor') : on('dorian', 'aeolian');
    case 'dominant':
    case 'suspended':
      return on('mixolydian');
    case 'half-diminished':
      return on('locrian');
    case 'power':
      return on('minor pentatonic', 'major pentatonic');
    default:
      return [];
  }
}

const ENGLISH_ONLY = new Set([
  ...PLAYABLE_CONCEPTS.map((c) => c.id),
  'half-diminished ii',
  'avoid note',
  'minor v',
  'scale comparison',
  'blues scale choice',
]);

/** The ids of the topics `explain` covers in every reply language, in the order it tries them. */
export const EXPLAINED_TOPICS: readonly string[] = TOPICS.map((tp) => tp.id).filter(
  (id) => !ENGLISH_ONLY.has(id),
);

/**
 * Every topic `explain` covers, named in the reply language as a list, for the reply that says
 * what the buddy can explain.
 * @example explainedTopicsText('en') // 'odd time signatures (5/4, 7/8), … and why a chord sounds as it does in a key'
 */
export const explainedTopicsText = (lang: ReplyLanguage): string =>
  list(
    EXPLAINED_TOPICS.map((id) => topicWord(lang, id)),
    lang,
  );

/** What else an explanation can draw on: the piece in focus's key, earlier user messages, the reply language. */
export interface ExplainContext {
  /** The key of the piece in focus, for questions about a chord "here". */
  readonly key?: Key;
  /** Earlier user messages, newest first, for follow-ups that point back ("them", "both"). */
  readonly earlier?: readonly string[];
  readonly lang?: ReplyLanguage;
}

const POINTS_BACK = /\b(?:they|them|both|those|these|the two|each other|either)\b/;
const KEY_WORDS = /\s+(?:major|minor|maj|min)\b(?:\s+(?:chord|triad)s?\b)?/.source;

/**
 * The chords a message names, in order: symbols ("Fm", "Cmaj7") and words ("D major chord",
 * "the C chord", "D minor"). A lone capital at the start of a sentence ("A ii-V-I …") is a word.
 * @example namedChords('difference between Cmaj7 and C7') // ['Cmaj7', 'C7']
 */
export function namedChords(text: string): string[] {
  const out: string[] = [];
  const re = new RegExp(
    `(?<![\\w#])([A-G](?:#|b|\\s+sharp|\\s+flat)?)(?:(${KEY_WORDS})|([\\w#+°ø]*(?:/[A-G][#b]?)?)(?:\\s+chord\\b)?)(?![\\w#])`,
    'g',
  );
  for (const m of text.matchAll(re)) {
    const root = m[1]!.replace(/\s+sharp/, '#').replace(/\s+flat/, 'b');
    const words = m[2]?.trim().toLowerCase();
    const symbol = words ? `${root}${/^min/.test(words) ? 'm' : ''}` : `${root}${m[3] ?? ''}`;
    const bare = !words && !m[3];
    const atStart = (m.index ?? 0) === 0 || /[.!?]\s*$/.test(text.slice(0, m.index));
    if (bare && atStart && !/\s+chord\b/.test(m[0])) continue;
    if (!isChordSymbol(symbol) && !(words && parseChord(symbol))) continue;
    const canonical = parseChord(symbol)!.symbol;
    if (!out.includes(canonical)) out.push(canonical);
  }
  return out;
}

/** The secondary dominants of a key, each spelled with the chord it resolves to. */
function secondaryList(key: Key, lang: ReplyLanguage): { text: string; example: string[] } {
  return {
    text: t(
      lang,
      'explainSecondaryDominants',
      keyWord(lang, key),
      (isMinorMode(key.mode) ? ['iv', 'V', 'VI', 'VII'] : ['ii', 'iii', 'IV', 'V', 'vi'])
        .map((target) =>
          t(lang, 'secondaryTo', `V7/${target}`, spelled(`V7/${target}`, key), chord(target, key)),
        )
        .join('; '),
    ),
    example: [
      chord(isMinorMode(key.mode) ? 'i' : 'I', key),
      chord('V7/V', key),
      chord('V7', key),
      chord(isMinorMode(key.mode) ? 'i' : 'I', key),
    ],
  };
}

/**
 * "why is G7 in there if G is the I chord" after the secondary dominants of G: the dominant 7th the
 * message names, as the V7 of the key's chord a fifth below it.
 */
function secondaryAskedAbout(s: Subject): { text: string; example: string[] } | null {
  if (!/\b(?:why|how come|what)\b/.test(s.lower) || !/\bsecondary\b/.test(s.earlier[0] ?? '')) return null;
  const named = s.chords.map((c) => parseChord(c)).find((c) => c?.quality === 'dominant' && !c.bass);
  const key = parseKeyMention(s.text)?.key ?? parseKeyMention(s.earlier[0] ?? '')?.key;
  if (!named || !key) return null;
  const targets = isMinorMode(key.mode) ? ['iv', 'V', 'VI', 'VII'] : ['ii', 'iii', 'IV', 'V', 'vi'];
  const target = targets.find(
    (r) => parseChord(romanToChord(`V7/${r}`, key)?.symbol ?? '')?.root === named.root,
  );
  if (!target) return null;
  const goal = parseChord(chord(target, key))!;
  const outside = named.notes.filter(
    (n) => !(scaleNotes(key.tonic, isMinorMode(key.mode) ? 'natural minor' : 'major') ?? []).includes(n),
  );
  const home = named.root === key.tonic;
  return {
    text: `${named.symbol} (${named.notes.join('–')}) is V7/${target} in ${keyName(key)}: it resolves to ${goal.symbol} (${goal.notes.join('–')}), the ${target}. ${home ? `${key.tonic} is the I chord, but the 7th` : `The`} ${outside.join(' and ')} ${outside.length === 1 ? "isn't" : "aren't"} in ${keyName(key)}: ${named.notes[1]}–${named.notes[3]} is a tritone that resolves into ${goal.symbol}, so ${named.symbol} stops sounding like ${home ? 'home' : `${named.root}`} and points to ${goal.root} as a brief new home${home ? ` — same root as the tonic, a different job` : ''}.`,
    example: [
      chord(isMinorMode(key.mode) ? 'i' : 'I', key),
      named.symbol,
      goal.symbol,
      chord('V7', key),
      chord(isMinorMode(key.mode) ? 'i' : 'I', key),
    ],
  };
}

/** "why is it D# and not Eb when it sounds like F7", right after the augmented sixths. */
function augmentedSixthSpelling(s: Subject): boolean {
  return (
    ((/\b(?:why|how come)\b/.test(s.lower) &&
      /\b(?:not|instead of|rather than|vs|spelled|sounds? (?:exactly )?like)\b/.test(s.lower)) ||
      // "where do they resolve to": the sixths' own resolution.
      /\b(?:where|how) (?:do|does) (?:they|it|those|these|that|the \w+ one) (?:resolve|go|lead)\b/.test(
        s.lower,
      )) &&
    s.earlier
      .slice(0, 3)
      .some((m) =>
        /\baug(?:mented)?[ -]?(?:sixth|6th|6)\b|\b(?:italian|german|french) (?:sixth|6th)\b/i.test(m),
      )
  );
}

const DEGREE_CHORD =
  /\bthe\s+([1-7]|one|two|three|four|five|six|seven|[b#]?(?:vii|vi|iv|v|iii|ii|i|VII|VI|IV|V|III|II|I)°?)\s+chord\b/;

/** "the 6 chord", "the four chord", "the iv chord": that degree's chord in the key. */
function degreeChordIn(text: string, key: Key): string | null {
  const m = DEGREE_CHORD.exec(text);
  if (!m) return null;
  const n = numberOf(m[1]!);
  if (n) return diatonicTriads(key)[n - 1]?.symbol ?? null;
  return romanToChord(m[1]!, key)?.symbol ?? null;
}

const COMPARED_SCALES =
  /\b(hungarian minor|gypsy minor|double harmonic(?: major)?|byzantine|phrygian dominant|harmonic major|harmonic minor|melodic minor|whole[- ]tone|lydian dominant|altered|major pentatonic|minor pentatonic|blues|natural minor)\b/g;

const ordinalDegree = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/**
 * Two scales compared: both named in the message ("harmonic vs hungarian minor"), or one named
 * and the other asked just before ("how is that diff from double harmonic" after A hungarian minor).
 */
function scalesCompared(s: Subject): { tonic: string; a: string; b: string } | null {
  if (!/\b(?:diff\w*|vs\.?|versus|compare\w*|same|like|between)\b/.test(s.lower)) return null;
  const here = [...s.lower.matchAll(COMPARED_SCALES)].map((m) => m[1]!);
  const before =
    here.length >= 2
      ? []
      : [...(s.earlier[0] ?? '').toLowerCase().matchAll(COMPARED_SCALES)].map((m) => m[1]!);
  const names = [...new Set([...before, ...here])];
  if (names.length < 2 || !(here.length >= 2 || /\b(?:that|it|this|those)\b/.test(s.lower))) return null;
  // Two church-mode words ("harmonic minor vs melodic minor") are other topics' to explain.
  if (names.every((n) => /^(?:harmonic minor|melodic minor|natural minor)$/.test(n))) return null;
  // (Major against minor pentatonic has its own topic, as relatives.)
  if (names.every((n) => /pentatonic/.test(n))) return null;
  const tonicOf = (text: string) =>
    /\b([a-g](?:#|b)?)\s+(?:hungarian|gypsy|double|byzantine|phrygian|harmonic|melodic|whole|lydian|altered|major|minor|blues|natural)\b/i.exec(
      text,
    )?.[1] ?? /\b(?:on|from|in)\s+([a-g](?:#|b)?)(?![\w#])/i.exec(text)?.[1];
  const found = tonicOf(s.text) ?? tonicOf(s.earlier[0] ?? '');
  const tonic = found ? found[0]!.toUpperCase() + found.slice(1) : 'C';
  const [a, b] = names as [string, string];
  return scaleNotes(tonic, a) && scaleNotes(tonic, b) ? { tonic, a, b } : null;
}

/** A slash chord asked about on its own ("what does C/E mean", "whats the point of the G/B"). */
function slashAsked(s: Subject): string | null {
  if (
    !/\b(?:mean|means|meaning|point|bass|bottom|lowest|why|what does|what is|whats|what's|thing|slash|inversion|sheet|isn'?t|not)\b/.test(
      s.lower,
    ) &&
    // ("and D/C?" right after a slash chord was asked about: the same question.)
    !(/\/[A-G]/.test(s.earlier[0] ?? '') && s.lower.split(/\s+/).length <= 12)
  )
    return null;
  return s.chords.find((c) => /\/[A-G]/.test(c) && parseChord(c)?.bass) ?? null;
}

/** A foreign bass as a chord degree above the root ("D under C is its 9th"). */
const BASS_DEGREE: Readonly<Record<string, string>> = {
  m2: 'b9',
  M2: '9th',
  m3: '#9',
  P4: '11th',
  A4: '#11',
  m6: 'b13',
  M6: '6th (13th)',
};

/** A dominant 7th in the bass falls a step, to the 3rd of the chord it resolves to: D/C → G/B. */
function bassLanding(symbol: string): string | null {
  const seventh = seventhOverBass(symbol);
  if (seventh?.quality !== 'dominant' || !seventh.bass) return null;
  return `${transposeNote(seventh.root, 'P4')}/${transposeNote(seventh.bass, '-2m')}`;
}

/**
 * A bass note outside the chord, named by its degree above the root: the triad's missing 7th makes
 * the seventh chord in third inversion ("D/C" is D7/C, its C falling to the B of G/B); any other
 * adds a colour.
 */
function foreignBass(upper: ChordInfo, bass: string, symbol: string): string {
  const seventh = seventhOverBass(symbol);
  const interval = intervalBetween(upper.root, bass);
  if (!seventh || !interval) {
    const degree = interval ? BASS_DEGREE[interval.name] : undefined;
    const named =
      degree && interval
        ? `: it is the ${degree} of ${upper.root} (a ${interval.fullName} above the root)`
        : '';
    return `${bass} is not in ${upper.symbol} at all${named}, so the bass adds a colour of its own (a "hybrid" chord)`;
  }
  const full = seventh.symbol.split('/')[0]!;
  const landing = bassLanding(symbol);
  const resolves = landing
    ? `; that 7th wants to fall a step, so ${symbol} → ${landing} walks the bass ${bass}–${parseChord(landing)!.bass}`
    : '';
  return `${bass} is not in the ${upper.symbol} triad, but it is the ${interval.name === 'm7' ? 'b7' : 'major 7th'} of ${upper.root} (a ${interval.fullName} above the root), so together they sound as ${full} (${seventh.notes.join('–')}) with its 7th in the bass: ${seventh.symbol}, third inversion (figured 4/2)${resolves}`;
}

/** What a slash chord is: the chord, the bass note under it, the inversion it makes and why. */
function slashChordExplained(symbol: string): { text: string; example: string[] } {
  const c = parseChord(symbol)!;
  const upper = parseChord(symbol.split('/')[0]!)!;
  const bass = c.bass!;
  const at = upper.notes.indexOf(bass);
  const role =
    at === 1
      ? `${bass} is the chord's 3rd, so ${symbol} is ${upper.symbol} in first inversion`
      : at === 2
        ? `${bass} is the chord's 5th, so ${symbol} is ${upper.symbol} in second inversion`
        : at === 3
          ? `${bass} is the chord's 7th, so ${symbol} is ${upper.symbol} in third inversion`
          : foreignBass(upper, bass, symbol);
  // A major chord over its 3rd sits between the chords a step either side: IV – I/3 – ii, a walking bass.
  // ("D/C": its 7th in the bass falls to G/B, then G.)
  const landing = bassLanding(symbol);
  const walk =
    at === 1 && upper.quality === 'major'
      ? [transposeNote(bass, '2m')!, symbol, `${transposeNote(bass, '-2M')}m`]
      : null;
  const why = walk
    ? ` The point is the bass line: ${walk.join(' – ')} walks ${walk.map((x) => parseChord(x)!.bass ?? parseChord(x)!.root).join('–')} by step instead of jumping, and the chord sounds lighter than root-position ${upper.symbol}.`
    : ' The point is the bass line: it lets the bass move by step between chords instead of jumping, and colours the chord without changing it.';
  return {
    text: `${symbol} means the chord ${upper.symbol} (${upper.notes.join('–')}) with ${bass} as the lowest (bass) note: the letter before the slash is the chord, the one after it the bass note. ${role}.${why}`,
    example: walk ?? [upper.symbol, symbol, ...(landing ? [landing, landing.split('/')[0]!] : [])],
  };
}

/** A slash chord asked about between two chords ("why D/F# between G and Em"): the three. */
function slashBetween(s: Subject): [string, string, string] | null {
  if (!/\bbetween\b/.test(s.lower)) return null;
  const slash = s.chords.find((c) => parseChord(c)?.bass);
  const others = s.chords.filter((c) => c !== slash);
  return slash && others.length >= 2 ? [slash, others[0]!, others[1]!] : null;
}

/** "that alt chord", "resolve it": one chord pointed back at. */
const POINTS_BACK_ONE =
  /\b(?:that|this|the same) (?:\w+ )?chord\b|\b(?:resolve|voice|use) (?:it|that|this)\b|\bsus[24]?\b|\balt(?:ered)?\b/;
/** Chords a message names, altered dominants ("G7alt") included. */
const chordsIn = (text: string) => [
  ...namedChords(text),
  ...[...text.matchAll(/\b([A-G](?:#|b)?)7 ?alt\b/g)].map((m) => `${m[1]}7alt`),
];

function subjectOf(text: string, ctx: ExplainContext): Subject {
  const lower = text.toLowerCase();
  let chords = namedChords(text);
  // "which scale over that alt chord", "how do you resolve a sus4": the chord of the turn before.
  if (chords.length === 0 && POINTS_BACK_ONE.test(lower) && !POINTS_BACK.test(lower)) {
    const prev = ctx.earlier?.slice(0, 2).find((m) => chordsIn(m).length > 0);
    if (prev) chords = chordsIn(prev).reverse();
  }
  // "why stick it between G and Em": "it" is the slash chord asked about just before.
  if (/\b(?:it|that|this|that chord|this chord)\b.*\bbetween\b/.test(lower)) {
    const slash = ctx.earlier
      ?.slice(0, 2)
      .flatMap((m) => chordsIn(m))
      .find((c) => parseChord(c)?.bass);
    if (slash && !chords.includes(slash)) chords = [slash, ...chords];
  }
  if (chords.length < 2 && POINTS_BACK.test(lower)) {
    const before: string[] = [];
    for (const prev of ctx.earlier?.slice(0, 3) ?? []) {
      for (const c of namedChords(prev).reverse()) if (!before.includes(c)) before.unshift(c);
      if (before.length >= 2) break;
    }
    chords = [...chords, ...before.filter((c) => !chords.includes(c))];
  }
  // Chord names are not keys: "why does the Fm sound good" names no key; the piece's key applies.
  const mention = parseKeyMention(
    text
      .replace(/\b(?:ii|v|i)(?:\s*-\s*(?:ii|v|i))+\b/gi, '')
      .replace(/\b[A-G](?:#|b)?(?:m|maj|min|dim|aug|sus|add|\d)[\w#+°ø]*/g, '')
      .replace(/\b[A-G](?:#|b)?\s+chords?\b/g, ''),
  );
  // "whats the 6 chord again n why does it sound sad", "the 4 chord in Ab": a degree's chord in
  // the key named or the piece's key.
  const degreeKey = mention?.key ?? ctx.key ?? null;
  // (The chord a degree names wins over the key's letter read as a chord: "the 4 chord in Ab".)
  const degree = degreeKey ? degreeChordIn(text, degreeKey) : null;
  if (degree && chords.every((c) => /^[A-G](?:#|b)?$/.test(c))) chords = [degree];
  // "secondary dominants in minor keys": the mode asked, on the piece's tonic or C.
  const modeOnly =
    mention?.modeOnly === 'major' || mention?.modeOnly === 'minor'
      ? // ("why is the ii half diminished in minor" after the ii–V–i in D minor: D minor.)
        {
          tonic: ctx.key?.tonic ?? (ctx.earlier?.length ? chatKey(ctx)?.tonic : undefined) ?? 'C',
          mode: mention.modeOnly,
        }
      : null;
  return {
    text,
    lower,
    chords,
    modeOnly: !mention?.key && !!modeOnly,
    key: mention?.key ?? modeOnly ?? ctx.key ?? null,
    lang: ctx.lang ?? 'en',
    earlier: ctx.earlier ?? [],
  };
}

const matches = (topic: Topic, s: Subject) =>
  typeof topic.match === 'function' ? topic.match(s) : topic.match.test(s.lower);

/**
 * The key the chat was just in: the newest of the last few messages that names one ("say in G"),
 * so "why can the ii stand in for the IV" after it is answered in G.
 */
function chatKey(ctx: ExplainContext): Key | null {
  for (const prev of ctx.earlier?.slice(0, 3) ?? []) {
    const s = subjectOf(prev, {});
    // Only a theory question sets it: "a lofi beat in A minor" is a piece, whose key stays its own;
    // "and in G minor?" asks the question before again, in that key.
    const keyAgain =
      /^(?:and|what about|how about|now|ok)?\s*(?:in\s+)?[a-g](?:#|b)?(?:\s+(?:major|minor))?\s*\?*$/i;
    if (s.key && (TOPICS.some((tp) => matches(tp, s)) || keyAgain.test(prev.trim()))) return s.key;
  }
  return null;
}

function explainOne(text: string, ctx: ExplainContext, keyAsked: Key | null = null): Explanation | null {
  const s = subjectOf(text, ctx);
  // "whats the 6 chord n why does it sound sad": that chord's role in the key, before any topic
  // its other words touch.
  const inKey = TOPICS.find((tp) => tp.id === 'chord in key')!;
  const byDegree = DEGREE_CHORD.test(text) && !!s.key && s.chords.length > 0 && matches(inKey, s);
  // "why is it D# and not Eb" right after the augmented sixths: their spelling, not a scale's.
  const sixths = augmentedSixthSpelling(s) ? TOPICS.find((tp) => tp.id === 'augmented sixth') : undefined;
  const topic = byDegree ? inKey : (sixths ?? TOPICS.find((tp) => matches(tp, s)));
  if (!topic) return null;
  // Topics other than a chord "here" take the key the message names, not the piece's.
  // ("in minor" alone names a mode on the chat's tonic, which `s` has read; "… so G to D here",
  // "in this one": the piece's key.)
  const plain = subjectOf(text, {});
  const named =
    keyAsked ??
    (topic.id === 'chord in key' || plain.modeOnly ? s.key : plain.key) ??
    (/\b(?:here|in (?:this|it|the piece|the song)|this (?:piece|song|tune|one))\b/.test(s.lower)
      ? (ctx.key ?? null)
      : null);
  const compared = topic.id === 'chord comparison' ? parseChord(s.chords[0]!) : null;
  const onChord = topic.onChord && s.chords[0] ? parseChord(s.chords[0]) : null;
  const dominant =
    topic.onDominant && s.chords[0] && parseChord(s.chords[0])?.quality === 'dominant'
      ? parseChord(s.chords[0])
      : null;
  const home = compared ?? onChord;
  // A key asked in a follow-up ("and in Eb?") beats the chord the first question named.
  const key: Key =
    keyAsked && !compared
      ? keyAsked
      : home
        ? { tonic: home.root, mode: home.quality === 'minor' ? 'minor' : 'major' }
        : dominant
          ? // ("in d minor, why does A7 pull": the key named, when A7 is its V.)
            named && named.tonic === scaleNotes(dominant.root, 'major')?.[3]
            ? named
            : { tonic: scaleNotes(dominant.root, 'major')?.[3] ?? dominant.root, mode: 'major' }
          : (named ??
            topic.keyOf?.(s) ??
            // "why does dorian sound less sad than minor" beside a piece in D dorian: on D.
            (topic.id === 'modes' && ctx.key && new RegExp(`\\b${ctx.key.mode}\\b`).test(s.lower)
              ? ctx.key
              : null) ??
            (topic.id === 'chord in key' ? null : chatKey(ctx)) ?? {
              tonic: 'C',
              mode: topic.minorDefault ? 'minor' : 'major',
            });
  const built = topic.build(key, s.lower, s.lang, s);
  return {
    topic: topic.id,
    text: built.text,
    example: built.example,
    key,
    ...(built.exampleKey ? { exampleKey: built.exampleKey } : {}),
    ...(built.fact ? { fact: true } : {}),
  };
}

/**
 * A follow-up that asks the earlier explanation (`base`, with its own context) again elsewhere:
 * "and in D minor?", "same thing in G?" in that key; "and in Db7?" on that chord, put in place of
 * the chord the earlier question named.
 * @example explainAgain('why is the tritone in a G7 so unstable', {}, 'and in Db7?')?.text // '… Db7 (Db–F–Ab–Cb) …'
 */
export function explainAgain(base: string, ctx: ExplainContext, followUp: string): Explanation | null {
  // "apply it to F" names a key as "in F" would.
  const asked = followUp.replace(/\b(?:to|into|for|on)\s+(?=[A-G](?:#|b)?(?![\w#]))/, 'in ');
  const key = subjectOf(asked, {}).key;
  if (key) {
    // "play that in G" after the Neapolitan in A minor: G minor; a tonic alone keeps the mode.
    const before = parseKeyMention(asked)?.modeStated ? null : explainOne(base, ctx);
    return explainOne(base, ctx, before ? { tonic: key.tonic, mode: before.key.mode } : key);
  }
  const [to] = namedChords(followUp);
  const [from] = namedChords(base);
  if (!to || !from || to === from) return null;
  return explainOne(base.replace(from, to), ctx);
}

/** The key a message names ("in A major", "in Eb"), chord symbols aside. */
export const keyNamed = (text: string): Key | null => subjectOf(text, {}).key;

/**
 * The explanation topic a message asks about, if one is known.
 * @example explanationTopic('why does a ii-V-I sound resolved?') // 'ii-V-I'
 */
export function explanationTopic(text: string, ctx: ExplainContext = {}): string | null {
  return explain(text, ctx)?.topic ?? null;
}

/**
 * Explain a theory topic with the actual notes, computed by the engine, in the key the message
 * names (C major by default, C minor for minor-scale topics; a chord "here" in the piece's key).
 * A follow-up that points back ("play me both") explains what the earlier message asked.
 * `null` for an unknown topic.
 * @example explain('explain the tritone substitution in F')?.text // 'A tritone substitution replaces … C7 … Gb7 …'
 */
export function explain(text: string, ctx: ExplainContext = {}): Explanation | null {
  const own = explainOne(text, ctx);
  const lower = text.toLowerCase();
  // "why does that work tho" right after the tritone sub of G7: why the thing just asked works.
  const whyThat =
    /^(?:(?:so|but|ok|okay|and|wait|hmm)[,]?\s+)*(?:why|how come|how)\b/.test(lower) &&
    /\b(?:that|it|this)\b/.test(lower) &&
    lower.split(/\s+/).length <= 8;
  if (own || !(POINTS_BACK.test(lower) || whyThat)) return own;
  const earlier = ctx.earlier ?? [];
  // "show me both in F": the earlier question, in the key this message names.
  const keyAsked = subjectOf(text, {}).key;
  for (let i = 0; i < Math.min(earlier.length, 3); i++) {
    const ex = explainOne(earlier[i]!, { ...ctx, earlier: earlier.slice(i + 1) }, keyAsked);
    // ("where do they go" after "german?": asked about, the chord is talked through.)
    if (ex) return { ...ex, fact: false };
  }
  return null;
}
