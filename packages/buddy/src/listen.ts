import {
  type CompactNote,
  type HeardExample,
  hearChord,
  hearIntervalPairs,
  hearIntervals,
  hearScale,
  intervalBetween,
  intervalNumberOf,
  type Key,
  MODES,
  type Mode,
  parseChord,
  parseInterval,
  transposeNote,
} from '@riffmate/music';
import { readFact } from './fact-reader.ts';
import type { PieceState } from './piece-state.ts';
import type { TheoryQuestion } from './types.ts';

// "let me hear a tritone", "play me the D dorian scale", "what does a dim7 chord sound like",
// "play a 4th then a 5th from C": the thing itself as a short card (decision 0140), not a piece.

/**
 * What a listening ask gets: the reply's words, the key to file it under, its notes, and what the
 * card is labelled ("Tritone: C – F#", "D dorian scale", "Cmaj7 chord").
 */
export interface Listening {
  readonly text: string;
  readonly key: Key;
  readonly example: HeardExample;
  readonly label: string;
}

/** A card label for intervals: "Major third: C – E", "Intervals: D – F#, F# – D". */
const intervalLabel = (pairs: readonly { name: string; from: string; to: string }[]) =>
  pairs.length === 1
    ? `${capital(pairs[0]!.name)}: ${pairs[0]!.from} – ${pairs[0]!.to}`
    : `Intervals: ${pairs.map((p) => `${p.from} – ${p.to}`).join(', ')}`;

/** A card's label as a listening ask files it: "Tritone: C – F#", "Intervals: …", "D dorian scale", "Cdim7 chord". */
const CARD_LABEL_RE = /^[A-Z][a-z]+(?: [a-z]+)*: [A-G]|\b(?:scale|chord)$/;

/**
 * The piece in focus is a listening card: the heard example kept alone, no part written around it
 * (follow-ups like "slower pls" play the example again; a piece described is a new one).
 */
export const isListeningCard = (state: PieceState): boolean =>
  state.spec.parts.length === 0 &&
  !state.sections?.length &&
  state.keep?.length === 1 &&
  CARD_LABEL_RE.test(state.keep[0]!.name);

/** "now descending", "going down this time", "top down": the card's example played downwards. */
export const DOWNWARDS_RE =
  /^(?:(?:now|ok|okay|and|again|same|but|then|pls|please|can you|can u|play it|do it)[,]?\s+)*(?:descending|going down|downwards?|from the top(?: down)?|top down|top to bottom|down(?:wards)? (?:this|next) time|the other way|backwards)\b(?:\s+(?:this time|now|pls|please|instead|too))*[\s!.?]*$/;

/**
 * A listening card's notes played downwards: a scale from its top note down to the tonic, a chord
 * broken from the top down, each interval's upper note first. `null` when the card is no scale,
 * chord or interval card.
 * @example notesDownwards('Major third: C – E', [[0,480,60,80],[480,480,64,80],…])?.[0] // [0,480,64,80]
 */
export function notesDownwards(label: string, notes: readonly CompactNote[]): CompactNote[] | null {
  const byTime = [...notes].sort((a, b) => a[0] - b[0] || a[2] - b[2]);
  if (/ scale$/.test(label)) {
    // Up an octave and back down: the run from its top note, re-timed from the start.
    const top = byTime.reduce((best, n, i) => (n[2] > byTime[best]![2] ? i : best), 0);
    const start = byTime[top]![0];
    return byTime.slice(top).map(([tick, dur, pitch, vel]) => [tick - start, dur, pitch, vel]);
  }
  // Notes struck one at a time (a broken chord, an interval's two notes) swap pitches with their
  // mirror in each run, so the run goes the other way; notes struck together stay.
  const ticks = new Map<number, number>();
  for (const n of byTime) ticks.set(n[0], (ticks.get(n[0]) ?? 0) + 1);
  const single = byTime.filter((n) => ticks.get(n[0]) === 1);
  if (single.length < 2 || !(/ chord$/.test(label) || CARD_LABEL_RE.test(label))) return null;
  const runs: CompactNote[][] = [];
  for (const n of single) {
    const run = runs.at(-1);
    const prev = run?.at(-1);
    if (run && prev && prev[0] + prev[1] === n[0]) run.push(n);
    else runs.push([n]);
  }
  const moved = new Map<CompactNote, number>();
  for (const run of runs) for (const [i, n] of run.entries()) moved.set(n, run[run.length - 1 - i]![2]);
  return byTime.map((n) => (moved.has(n) ? [n[0], n[1], moved.get(n)!, n[3]] : n));
}

/** The message asks to hear something. */
const HEAR_RE =
  /\b(?:play|hear|sounds? like|how (?:does|do|would) (?:an? |the )?[\w# ]+ sound)\b|\bwhat (?:does|do) (?:an? |the )?[\w# ]+ sound\b/;
/** …but a commission names music around it: a progression, a groove, a part, a length. */
const COMMISSION_RE =
  /\b(?:progressions?|prog|grooves?|beats?|songs?|tunes?|loops?|pieces?|melod(?:y|ies)|riffs?|backing|tracks?|bars?|bpm|drums?|bass|style|vibe|jam|solo|capo|shapes?|frets?|fingerings?|improvis\w*|cadences?|it|this|that)\b/;

/** "so i can drill it", "to practise them with": what the card is for. */
const PURPOSE_RE =
  /\b(?:so (?:that )?(?:i|we) can|so i could|to (?:help me )?|for me to|for (?:ear )?training)\s*(?:drill|practi[cs]e|train|learn|memori[sz]e|hear|sing along (?:to|with)|sing)?\s*(?:it|them|this|those|these|that)?(?:\s+(?:by ear|with|along|back))*\b/g;

/** "a few times", "4 times", "on repeat": how often the drill plays through (1 unless said). */
function timesAsked(lower: string): number {
  const counted = /\b(\d{1,2}|two|three|four|five|six)\s*(?:times|x)\b|\bx\s*(\d{1,2})\b/.exec(lower);
  const words: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
  const n = counted ? (words[counted[1] ?? ''] ?? Number(counted[1] ?? counted[2])) : 0;
  if (n >= 1) return Math.min(n, 8);
  if (
    /\b(?:a few|several|a couple of|a bunch of) times\b|\b(?:on repeat|over and over|on a loop|looped|loop it)\b/.test(
      lower,
    )
  )
    return 4;
  return 1;
}

const MOVE_RE =
  /\b(?:up|down|higher|lower|raise[ds]?|drop(?:ped)?|transpose[ds]?|shift(?:ed)?|move[ds]?|instead)\b/;
const PLAIN_HEAR_RE =
  /\b(?:let me hear|hear (?:an?|the|what)|sounds? like|play (?:me|us)|can (?:you|u) play (?:me )?an?)\b/;
const SCALE_WORD_RE =
  /\bscales?\b|\b(?:ionian|dorian|phrygian|lydian|mixolydian|aeolian|locrian|pentatonic)\b/;
const CHORD_TOKEN_RE =
  /(?<![\w#])[A-G](?:#|b)?(?:maj|min|m|dim|aug|sus|add|°|ø|\d)*(?:\/[A-G](?:#|b)?)?(?![\w#])/g;

/** "what does a dim7 chord sound like": "a" is the article, no root is named, so C is shown. */
const ARTICLE_CHORD_RE =
  /\ba (?:dim|diminished|aug|augmented|minor|min|m|major|maj|sus|dominant|dom|half[- ]diminished|m7b5|\d)/;

/** Numbers whose plain form is perfect (the others are major when no quality is said). */
const PERFECT = new Set([1, 4, 5, 8]);

const INTERVAL_RE =
  /\b(?:(perfect|major|minor|maj|min|augmented|aug|diminished|dim|flat|sharp)\s+)?(unison|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|octave|8ve|ninth|9th)s?\b|\b(tritone(?! sub)|half[ -]?step|semitone|whole[ -]?step|whole[ -]?tone)s?\b/g;

/** Interval names (`M3`, `P5`, `A4`) named in the text, in order. */
function intervalsNamed(lower: string): string[] {
  const names: string[] = [];
  for (const m of lower.matchAll(INTERVAL_RE)) {
    if (m[3]) {
      const word = m[3].replace(/[ -]/g, '');
      names.push(word === 'tritone' ? 'A4' : word === 'halfstep' || word === 'semitone' ? 'm2' : 'M2');
      continue;
    }
    const n = intervalNumberOf(m[2]!)!;
    const said = m[1] ?? '';
    const perfect = PERFECT.has(n);
    const quality = /^(?:minor|min|flat)$/.test(said)
      ? perfect
        ? 'd'
        : 'm'
      : /^(?:augmented|aug|sharp)$/.test(said)
        ? 'A'
        : /^(?:diminished|dim)$/.test(said)
          ? 'd'
          : perfect
            ? 'P'
            : 'M';
    names.push(`${quality}${n}`);
  }
  return names;
}

const capital = (note: string) => note.charAt(0).toUpperCase() + note.slice(1);

/** The note intervals are measured from ("from C", "above E", "below G"), C when none is said. */
function startNote(lower: string): { note: string; below: boolean } {
  const m = /\b(from|above|on|over|starting on|below|under|down from)\s+([a-g](?:#|b)?)(?![\w#])/.exec(lower);
  if (!m) return { note: 'C', below: false };
  return { note: capital(m[2]!), below: /^(?:below|under|down from)$/.test(m[1]!) };
}

function intervalsHeard(lower: string, times = 1): Listening | null {
  const names = intervalsNamed(lower);
  if (names.length === 0) return null;
  const { note, below } = startNote(lower);
  const infos = names.map((n) => parseInterval(n));
  if (infos.some((i) => !i)) return null;
  const steps = infos.map((i) => (below ? -i!.semitones : i!.semitones));
  const example = hearIntervals(note, Array.from({ length: times }, () => steps).flat());
  if (!example) return null;
  const pairs = infos.map((i, k) => ({
    from: note,
    to: transposeNote(note, below ? `-${i!.name}` : i!.name) ?? '?',
    name: names[k] === 'A4' && /tritone/.test(lower) ? 'tritone' : i!.fullName,
    semitones: i!.semitones,
  }));
  const told = pairs.map((p) => {
    const name = p.name === 'tritone' ? 'tritone (augmented fourth)' : p.name;
    const article = /^[aeiou]/.test(name) ? 'an' : 'a';
    return `${article} ${name} ${below ? 'below' : 'above'} ${note} (${note} – ${p.to}, ${p.semitones} semitones)`;
  });
  const each = (names.length > 1 ? ', one bar each' : '') + (times > 1 ? `, ${times} times through` : '');
  return {
    text: `Here's ${told.join(', then ')}${each}: the two notes one after the other, then together.`,
    key: { tonic: note, mode: 'major' },
    example,
    label: intervalLabel(pairs),
  };
}

function scaleHeard(tonic: string, scale: string): Listening | null {
  const example = hearScale(tonic, scale);
  if (!example) return null;
  const mode: Mode = (MODES as readonly string[]).includes(scale)
    ? (scale as Mode)
    : /minor|blues/.test(scale)
      ? 'minor'
      : 'major';
  const word = /^(?:ionian|dorian|phrygian|lydian|mixolydian|aeolian|locrian)$|scale/.test(scale)
    ? scale
    : `${scale} scale`;
  return {
    text: `Here's ${tonic} ${word}, up an octave and back down, one note per beat.`,
    key: { tonic, mode },
    example,
    label: `${tonic} ${/scale/.test(word) ? word : `${word} scale`}`,
  };
}

function chordHeard(symbol: string): Listening | null {
  const chord = parseChord(symbol);
  const example = chord ? hearChord(symbol) : null;
  if (!chord || !example) return null;
  const minor =
    chord.quality === 'minor' || chord.quality === 'half-diminished' || chord.quality === 'diminished';
  return {
    text: `Here's ${chord.symbol} (${chord.notes.join(' – ')}): struck together, broken from the bottom up, then held.`,
    key: { tonic: chord.root, mode: minor ? 'minor' : 'major' },
    example,
    label: `${chord.symbol} chord`,
  };
}

/**
 * A request to hear an interval, a scale or a chord on its own, as the notes and words of a
 * listening card; `null` when the message asks for anything else (music around it, the piece in
 * focus, a fact without "play"/"hear").
 */
export function listeningAsked(message: string, pieceInFocus = false): Listening | null {
  // ("what notes do i play for Bm", "how to play a 5th": the user plays, nothing is asked to sound.)
  // ("… so i can drill it": what the card is for, no piece it points at.)
  const lower = message
    .toLowerCase()
    .replace(/\b(?:i|we|to|do i|should i|can i|would i)\s+play\b/g, ' ')
    .replace(PURPOSE_RE, ' ')
    // ("a midi that plays a 4th": the file asked for, which "that" names, no piece in focus.)
    .replace(
      /\b(?:a |the )?(?:midi(?: file)?|file|something|thing|card)\s+(?:that|which)\s+plays\b/g,
      ' play',
    );
  if (!HEAR_RE.test(lower) || COMMISSION_RE.test(lower.replace(HEAR_RE, ' '))) return null;
  // "play everything a 4th higher" moves the piece; with a piece open only a plain ask to hear
  // something ("let me hear a tritone", "play me a Cmaj7") is a listening card.
  if (MOVE_RE.test(lower) || (pieceInFocus && !PLAIN_HEAR_RE.test(lower))) return null;
  // ("what does a minor 6th sound like": the interval, not an Am6 chord.)
  const intervals = /\b(?:chords?|scales?|mode)\b/.test(lower)
    ? null
    : intervalsHeard(lower, timesAsked(lower));
  if (intervals) return intervals;
  const fact = readFact(message);
  if (fact?.type === 'scale-notes' && SCALE_WORD_RE.test(lower)) return scaleHeard(fact.tonic, fact.scale);
  // One chord, named as one ("play me G C D" or "G13 going to Cmaj9" are progressions).
  const symbols = message.match(CHORD_TOKEN_RE)?.length ?? 0;
  if (fact?.type === 'chord-notes' && symbols <= 1 && (symbols === 1 || /\bchord\b/.test(lower)))
    return chordHeard(
      symbols === 0 && ARTICLE_CHORD_RE.test(message) ? `C${fact.chord.slice(1)}` : fact.chord,
    );
  return null;
}

/**
 * "play that one", "play both", "what do they sound like": asking to hear what the talk just named,
 * with nothing of its own to hear.
 */
export const HEAR_BACK_RE =
  /\b(?:play|hear|show me)(?: (?:me|us))? (?:that|this|those|these|both|them|it|the two|the intervals?)\b|\b(?:how (?:does|do)|what (?:does|do)) (?:that|it|they|those|these|both|the two) sound\b/;

/** One interval to hear: the note it is measured from, the other note, and the size. */
interface Pair {
  readonly from: string;
  readonly to: string;
  readonly name: string;
  readonly semitones: number;
}

function pairOf(from: string, to: string, down = false): Pair | null {
  // "G down to A" is the interval from A up to G, heard downwards from G.
  const i = down ? intervalBetween(to, from) : intervalBetween(from, to);
  if (!i) return null;
  const size = Math.abs(i.semitones);
  return { from, to, name: i.fullName.replace(/ down$/, ''), semitones: down ? -size : size };
}

/**
 * The intervals an interval fact asked ("C up to Ab", "D up to F# and then F# up to D", "a major
 * third above B"), as a listening card; `null` for any other fact.
 */
export function intervalFactHeard(fact: TheoryQuestion | null): Listening | null {
  const pairs: (Pair | null)[] = [];
  if (fact?.type === 'interval') {
    pairs.push(pairOf(fact.from, fact.to, fact.down));
    if (fact.second) pairs.push(pairOf(fact.second.from, fact.second.to));
  } else if (fact?.type === 'note-at-interval') {
    const info = parseInterval(fact.interval);
    const directions = fact.both ? [true, false] : [fact.up];
    for (const up of directions) {
      const to = info ? transposeNote(fact.from, up ? info.name : `-${info.name}`) : null;
      pairs.push(
        info && to
          ? { from: fact.from, to, name: info.fullName, semitones: up ? info.semitones : -info.semitones }
          : null,
      );
    }
  } else return null;
  if (pairs.length === 0 || pairs.some((p) => !p)) return null;
  const heard = pairs as Pair[];
  const example = hearIntervalPairs(heard.map((p) => ({ from: p.from, semitones: p.semitones })));
  if (!example) return null;
  const told = heard.map(
    (p) =>
      `${p.from} ${p.semitones < 0 ? 'down' : 'up'} to ${p.to}, ${/^[aeiou]/.test(p.name) ? 'an' : 'a'} ${p.name}`,
  );
  const each = heard.length > 1 ? ', one bar each' : '';
  return {
    text: `Here's ${told.join(', then ')}${each}: the two notes one after the other, then together.`,
    key: { tonic: heard[0]!.from, mode: 'major' },
    example,
    label: intervalLabel(heard),
  };
}
