import { findChordSequence } from './chord-sequence.ts';
import { explain } from './explain.ts';
import { chordSymbolsIn } from './fact-reader.ts';
import { parseKeyMention } from './keys.ts';
import { extractRequest } from './parse-request.ts';
import type { ChatTurn } from './types.ts';

// Music asked right after theory talk ("put those three in a neo soul loop", "play that in G",
// "ok play me the deceptive one") is written from what the talk named: its chords and its key.

/** Asking for music to be made or played. */
const MAKE_RE =
  /\b(?:play|write|make|compose|create|generate|give me|gimme|show me|loop|put|use|jam|turn|record|do|build)\b/;
/** A kind of piece asked for. */
const PIECE_WORD_RE =
  /\b(?:loop|piece|progression|prog|groove|chorale|tune|example|beat|vamp|jam|ballad|riff|song|track|cadence|shuffle|blues)\b/;
/** "that", "those three", "them", "both": pointing back at chords named before. */
const POINTS_AT_CHORDS_RE =
  /\b(?:that|those|these|them|both|the same (?:chords|progression|changes))\b(?!\s+(?:key|scale|mode|style|vibe|feel|groove|sound|one))/;
/** "those three", "these 4 chords": how many chords are pointed at. */
const COUNT_RE = /\b(?:those|these|the|all|them)\s+(two|three|four|five|2|3|4|5)\b/;
const COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5 };
/** "the deceptive one", "the german one": one of the things the theory answer listed. */
const THE_ONE_RE = /\bthe ([a-z]+(?:[- ][a-z]+)?) one\b/;
/** Plural nouns of theory lists, as the singular a "the … one" picks from them. */
const LISTED_RE =
  /\b(cadence|sixth|6th|dominant|substitution|sub|mode|scale|voicing|inversion|progression|chord)s\b/;

/** The user messages since the last piece, newest first (at most four). */
function talkSincePiece(before: readonly ChatTurn[]): string[] {
  const out: string[] = [];
  for (let i = before.length - 1; i >= 0 && out.length < 4; i--) {
    const turn = before[i]!;
    if (turn.role === 'assistant' && turn.state) break;
    if (turn.role === 'user') out.push(turn.text);
  }
  return out;
}

/** Chords the talk named: the newest run of chords, or single chords one message each ("those three"). */
function chordsNamed(talk: readonly string[], count: number | null, lastReply: string): string[] | null {
  if (count === null || count <= 1) {
    for (const text of talk) {
      const run = findChordSequence(text);
      if (!run || run.chords.length < 2) continue;
      // Numerals the reply just spelled out as chords ("ii–V–I is Am7 → D7 → Gmaj7"): the
      // reply's own example is what "that" plays.
      if (run.kind === 'romans' && chordSymbolsIn(lastReply).length >= run.chords.length) return null;
      return [...run.bars];
    }
  }
  const singles: string[] = [];
  for (const text of talk) {
    const symbols = chordSymbolsIn(text);
    if (symbols.length === 0) continue;
    singles.unshift(...symbols);
    if (singles.length >= (count ?? 2)) break;
  }
  if (singles.length >= 2) return count ? singles.slice(-count) : singles;
  return null;
}

/**
 * A commission made right after theory talk (the reply before has no piece), with what it points at
 * filled in: the chords named ("those three" → "Cmaj9#11 Bbm11 E13b9"), "the deceptive one" as
 * the example of that item, and the key the talk was in when the message names none.
 * `factAnswered`: the reply before answered a fact, whose answer "that" means.
 * @example withEarlierTalk('play that as a chorale', chat) // "play that as a chorale, over C F G C in C major"
 */
export function withEarlierTalk(message: string, before: readonly ChatTurn[], factAnswered = false): string {
  const lastReply = before.findLast((tn) => tn.role === 'assistant');
  if (!lastReply || lastReply.state) return message;
  const lower = message.toLowerCase();
  if (!MAKE_RE.test(lower) || /^(?:why|how|what|which|is|are|does|do you|when|where|who)\b/.test(lower))
    return message;
  const talk = talkSincePiece(before);
  if (talk.length === 0) return message;
  const asked = extractRequest(message, null).request;
  // Beside an earlier piece, only a message that asks for a piece of its own is one.
  const pieceBefore = before.some((tn) => tn.role === 'assistant' && !!tn.state);
  if (pieceBefore && !asked.style && !PIECE_WORD_RE.test(lower)) return message;
  // ("play Dm7b5 G7 Cm" after talk in A minor: chord symbols say their own key.)
  const keyOfTalk =
    findChordSequence(message)?.kind === 'symbols'
      ? null
      : (talk.map((text) => parseKeyMention(text)?.key).find((k) => !!k) ?? null);
  const key = asked.key ?? keyOfTalk;
  const keyText = key ? `${key.tonic} ${key.mode}` : null;
  // "the deceptive one" after "what are the cadences in Bb": that cadence's example, in its key.
  const one = THE_ONE_RE.exec(lower);
  const listed = one
    ? talk.map((text) => LISTED_RE.exec(text.toLowerCase())?.[1]).find((n) => !!n)
    : undefined;
  if (one && listed && !asked.progression) {
    const item = `${one[1]} ${listed}${keyText ? ` in ${keyText}` : ''}`;
    const example = explain(item)?.example ?? [];
    if (example.length >= 2) {
      const rest = message.slice(0, one.index) + message.slice(one.index + one[0].length);
      return `${rest.trim()}, over ${example.join(' ')}${keyText ? ` in ${keyText}` : ''}`;
    }
  }
  let out = message;
  let chords: string[] | null = null;
  if (!asked.progression && POINTS_AT_CHORDS_RE.test(lower)) {
    const counted = COUNT_RE.exec(lower)?.[1];
    const count = counted ? (COUNTS[counted] ?? Number(counted)) : null;
    // After a fact's answer ("transpose C Am F G up 2"), "play that" plays the answer, which
    // the fact reader knows; chords named one a message ("those three") are gathered here.
    chords = factAnswered && count === null ? null : chordsNamed(talk, count, lastReply.text);
    if (chords) out = `${out}, over ${chords.join(' ')}`;
  }
  // The key goes with a piece described ("a 4 bar pop progression, piano"); a bare "show me"
  // after an explanation plays its own example.
  // Numerals ("i N6 V i") are chords only in a key: the talk's.
  const described =
    !!chords || !!asked.progression || !!asked.style || !!asked.partList?.length || PIECE_WORD_RE.test(lower);
  // ("in that", "in that key": the key the fact answered, which the fact reader fills in.)
  // ("using it" after the Neapolitan is the chord, used in the talk's key.)
  const answeredKey =
    /\b(?:in(?:to)? (?:that|this|the same|it)(?: key| scale| mode)?|using (?:that|this|the same|it) (?:key|scale|mode))\b/.test(
      lower,
    );
  if (!asked.key && !asked.modeOnly && keyText && described && !answeredKey) out = `${out} in ${keyText}`;
  return out;
}
