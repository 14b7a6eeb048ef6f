import {
  analyseMidi,
  type CompositionSpec,
  chordInContext,
  compose,
  DRUM_CHANNEL,
  decodeMidi,
  deriveSeed,
  detectKeyFromChords,
  isMinorMode,
  type Key,
  keyChromas,
  MAX_BARS,
  meterGrid,
  type PartNotes,
  type PartRole,
  type PartSpec,
  type Piece,
  PPQ,
  parseChord,
  parsePitchClass,
  pieceToMidi,
  romanToChord,
  STYLES,
  transposeChordSymbol,
} from '@riffmate/music';
import { buildSpec } from './build-spec.ts';
import { withEarlierTalk } from './chat-context.ts';
import { findChordSequence } from './chord-sequence.ts';
import { correctedAsk, withoutRetracted } from './correction.ts';
import { definitionAsked } from './definitions.ts';
import { changesText, drumsAlone, nextStep, nowIsText, pieceSummary, progressionText } from './describe.ts';
import { diffPieces } from './diff.ts';
import {
  barRange,
  CHORD_NAMED_RE,
  drumDetailAsked,
  fourOnTheFloor,
  keysNamed,
  planEdit,
  sampleAsk,
  sectionAsked,
  sungAsk,
  techniqueAsked,
} from './edit-plan.ts';
import { parseEdits, partsIn } from './edits.ts';
import {
  type ExplainContext,
  type Explanation,
  explain,
  explainAgain,
  explainedTopicsText,
  explanationTopic,
  keyNamed,
  namedChords,
} from './explain.ts';
import {
  asksForFact,
  chordOf,
  chordSymbolsIn,
  followUpFact,
  followUpWins,
  keyOfAnswer,
  readFact,
} from './fact-reader.ts';
import { guitarShapeAnswer } from './guitar-shapes.ts';
import { harmoniseUpload, partsToWrite } from './harmonise-upload.ts';
import { composeInKey } from './key-check.ts';
import { parseKeyMention } from './keys.ts';
import {
  answerPractical,
  answerSongRequest,
  declinedSong,
  entryText,
  findSongRequest,
  KNOWLEDGE_ENTRIES,
  knowledgeEntry,
  plainlySongTitle,
  type SongRequest,
  songFollowUp,
} from './knowledge/index.ts';
import {
  detectLanguage,
  hasLanguageMarker,
  isShortMessage,
  normaliseForeign,
  replyLanguageFor,
  type UnderstoodLanguage,
} from './language/index.ts';
import { type ReplyLanguage, t } from './language/messages/index.ts';
import { instrumentWord, keyWord, roleWord } from './language/terms.ts';
import {
  DOWNWARDS_RE,
  HEAR_BACK_RE,
  intervalFactHeard,
  isListeningCard,
  type Listening,
  listeningAsked,
  notesDownwards,
} from './listen.ts';
import { extractRequest, newPieceNamed, parseRequest } from './parse-request.ts';
import {
  answerPieceQuestion,
  capoForShapes,
  KEY_WE_ARE_IN_RE,
  keyChecked,
  VOICING_RE,
} from './piece-question.ts';
import { heardKey, type PieceState, readPieceState, renderState, sectionLayout } from './piece-state.ts';
import { capitaliseChordRuns, normaliseText, spokenEnglish } from './text.ts';
import { answerTheory, bluesChords, figuresOfChords } from './theory-answer.ts';
import { conceptAsked, conceptFollowUp } from './theory-concepts.ts';
import { asksConcretely, parseTheoryQuestion } from './theory-question.ts';
import type {
  ChatTurn,
  ComposeRequest,
  ComposerReply,
  ComposerState,
  ReplyIntent,
  TheoryQuestion,
} from './types.ts';
import { classify, knownShare } from './understand/classifier.ts';
import { everydayEnglish } from './understand/wording.ts';
import { asksAboutFile, latestMidi, type MidiSource, parseMidiTransform, respondToMidi } from './upload.ts';
import { fitsDescription, type VersionAsk, versionAsked } from './versions.ts';

/**
 * Read the composer state an assistant turn stored (tolerates missing or malformed data; reads
 * the old `{ v: 1, spec }` form as well).
 * @example readState({ v: 1, spec }) // { v: 2, spec }
 */
export function readState(value: unknown): ComposerState | null {
  return readPieceState(value);
}

/**
 * Notes per part in a compact form for a piano roll: [tick, durationTicks, midi, velocity].
 * @example pieceNotes(piece)[0].notes[0] // [0, 1800, 57, 74]
 */
export function pieceNotes(piece: Piece): PartNotes[] {
  return piece.parts.map((p) => ({
    role: p.role,
    name: p.name,
    program: p.program,
    channel: p.channel,
    notes: p.notes.map((n) => [n.tick, n.durationTicks, n.midi, n.velocity] as const),
  }));
}

/** Options for `respond`. */
export interface RespondOptions {
  /**
   * Re-roll a fresh piece's seed (up to 8 tries) until Krumhansl–Schmuckler hears the requested
   * major/minor key (default true). Off gives the first draft — the evaluation reports both.
   */
  readonly keyCheck?: boolean;
  /**
   * The seed of this attempt (the server derives it from the chat id and, on a regenerate, the reply
   * it replaces: docs/decisions/0095), so a fresh chat or Regenerate with the same words gives a new
   * take while a stored chat replays exactly from its state. Without it the seed comes from the
   * text and turn number alone.
   */
  readonly seed?: number;
}

function withPiece(text: string, intent: ReplyIntent, state: PieceState, piece: Piece): ComposerReply {
  return {
    text,
    intent,
    piece,
    spec: state.spec,
    state,
    midi: pieceToMidi(piece),
    notes: pieceNotes(piece),
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The drum detail a new piece's message asks for, when its drums don't play it already. */
function drumDetailOf(message: string, piece: Piece, seed: number) {
  const detail = drumDetailAsked(message.toLowerCase());
  if (!detail || !piece.parts.some((p) => p.channel === DRUM_CHANNEL)) return null;
  if (detail === 'four-on-the-floor' && fourOnTheFloor(piece, null)) return null;
  return { op: { op: 'drum-detail', detail, seed: deriveSeed(seed, 'drums:0') } as const };
}

function composeFresh(
  message: string,
  seed: number,
  options: RespondOptions,
  lang: ReplyLanguage,
  extra: readonly string[] = [],
  chords?: readonly string[],
  lineup?: readonly (PartRole | PartSpec)[],
): ComposerReply {
  const read = extractRequest(message, null).request;
  const withChords = chords ? { ...read, progression: chords } : read;
  // ("same lineup": the band in focus plays it, unless the message names its own.)
  const request =
    lineup && !read.partList?.length
      ? {
          ...withChords,
          partList: lineup.map((p) =>
            typeof p === 'string' ? { role: p } : { role: p.role, program: p.program, name: p.name },
          ),
        }
      : withChords;
  const built = buildSpec(request, request.seed ?? seed, lang);
  const drafted = options.keyCheck !== false && request.seed === undefined ? composeInKey(built.spec) : null;
  const spec: CompositionSpec = drafted?.spec ?? built.spec;
  const state: PieceState = { v: 2, spec };
  const written = drafted ? ({ ok: true, piece: drafted.piece } as const) : renderState(state);
  if (!written.ok) return { text: t(lang, 'composeFailed', written.error), intent: 'compose' };
  // "rock groove, four on the floor", "trap beat w/ ghost notes": the drummer's detail asked for,
  // played as the same edit would play it ("add ghost notes").
  const detail = drumDetailOf(message, written.piece, seed);
  const r = detail ? renderState({ ...state, ops: [detail.op] }) : written;
  if (!r.ok) return { text: t(lang, 'composeFailed', r.error), intent: 'compose' };
  const stored: PieceState = {
    v: 2,
    spec: { ...spec, tempo: r.piece.meta.tempo, meter: r.piece.meta.meter },
    ...(detail ? { ops: [detail.op] } : {}),
  };
  const drumsOnly = r.piece.parts.every((p) => p.channel === DRUM_CHANNEL);
  // A drum groove has no chords to list and no key worth a word.
  const noKey = t(lang, 'choiceNoKey', keyWord(lang, spec.key));
  const choices = [
    ...extra,
    ...built.choices,
    ...(detail ? [t(lang, 'choiceDrumDetail', detail.op.detail)] : []),
  ].filter((c) => !drumsOnly || c !== noKey);
  const composed = t(lang, 'composed', pieceSummary(r.piece, lang), progressionText(r.piece));
  const lines = [drumsOnly ? `${composed.split('\n')[0]}` : composed];
  if (choices.length > 0) lines.push(t(lang, 'filledIn', capitalise(choices.join('; '))));
  lines.push(nextStep(stored.spec, lang, r.piece));
  return withPiece(lines.join('\n'), 'compose', stored, r.piece);
}

/**
 * An edit of `state`; the reply tells the change from `heard`, the piece the user last heard (a
 * correction edits the version before it, and the reply still tells what changes in the ear).
 */
function editPiece(
  message: string,
  state: PieceState,
  turn: number,
  lang: ReplyLanguage,
  heard: PieceState = state,
): ComposerReply {
  const edited = renderState(state);
  if (!edited.ok) return { text: t(lang, 'composeFailed', edited.error), intent: 'edit' };
  const before = heard === state ? edited : renderState(heard);
  if (!before.ok) return { text: t(lang, 'composeFailed', before.error), intent: 'edit' };
  const plan = planEdit(message, state, edited.piece, turn, lang);
  const after = renderState(plan.state);
  if (!after.ok) return { text: t(lang, 'composeFailed', after.error), intent: 'edit' };
  const changes = diffPieces(before.piece, after.piece);
  // A new key name over the same notes ("make it dorian" of a tune that never plays its 6th) is
  // no change a listener hears: the notes already fit it.
  const renamedOnly = changes.length > 0 && changes.every((c) => c.kind === 'key');
  if (renamedOnly)
    return {
      text: t(lang, 'unchanged', t(lang, 'reasonAlreadyInKey', keyWord(lang, after.piece.meta.key))),
      intent: 'edit',
    };
  if (changes.length === 0) {
    // Nothing in the file moved: say why, and keep the piece in focus as it was.
    // An edit understood but moving no note ("push the bass" twice) says so, not "I can't find anything".
    const understood = (plan.state.ops?.length ?? 0) > (state.ops?.length ?? 0);
    const text =
      plan.reasons.length > 0
        ? t(lang, 'unchanged', plan.reasons.join('; '))
        : understood
          ? t(lang, 'unchanged', t(lang, 'reasonNoNoteMoves'))
          : t(lang, 'unchangedGeneric');
    return { text, intent: 'edit' };
  }
  // Drums alone had no key or chords: those of a part brought in over them are a choice, not a
  // change.
  const overGroove = drumsAlone(before.piece) && !drumsAlone(after.piece);
  const grooveKey = t(
    lang,
    keyNamed(message) ? 'choiceGrooveKeyAsked' : 'choiceGrooveKey',
    keyWord(lang, after.piece.meta.key),
  );
  const choices = overGroove ? [grooveKey, ...plan.choices] : plan.choices;
  // ("in E over that": the key asked is the new part's, not one the drums were already in.)
  const alreadyInKey = t(lang, 'reasonAlreadyInKey', keyWord(lang, after.piece.meta.key));
  const reasons = overGroove ? plan.reasons.filter((r) => r !== alreadyInKey) : plan.reasons;
  const lines = [
    t(
      lang,
      'done',
      changesText(
        overGroove ? changes.filter((c) => c.kind !== 'key' && c.kind !== 'chords') : changes,
        lang,
      ),
    ),
    nowIsText(after.piece, sectionLayout(plan.state), lang),
  ];
  if (choices.length > 0) lines.push(t(lang, 'filledIn', capitalise(choices.join('; '))));
  if (reasons.length > 0) lines.push(t(lang, 'partly', reasons.join('; ')));
  const removed = new Set(changes.flatMap((c) => (c.kind === 'part-removed' ? [c.part.role] : [])));
  lines.push(nextStep(plan.state.spec, lang, after.piece, turn, removed));
  return withPiece(lines.join('\n'), 'edit', plan.state, after.piece);
}

/** "undo", "go back", "the previous one was better": the version of the piece before the last edit. */
const UNDO_RE =
  /^(?:(?:pls|please|ok|okay|hmm|nah|no|ugh|actually|can you|can u|could you)[,.!]?\s+)*(?:undo(?: that| it| the last (?:change|edit))?|revert(?: that| it)?|go back(?: to (?:the )?(?:last|previous|old|earlier|original|other) (?:one|version|take)| to (?:how|what|the way) it (?:was|sounded)(?: before)?)?|(?:make it |put it )?(?:how|the way) it was before|back to (?:the )?(?:previous|last|old|earlier) (?:one|version)|(?:change|put|set) it back|(?:the )?(?:previous|last|old|other) (?:one|version) (?:was|is|sounded) better|i liked (?:it|the (?:last|previous|old) one) better(?: before)?)(?=\s*(?:$|[.!,?]|pls\b|please\b|thanks?\b|thx\b|lol\b))/;

/**
 * Go back to the version before the piece in focus: the card before the one that first made it
 * (so a second "undo" steps further back instead of redoing). The reply says what changed back.
 */
/** Text as a literal inside a regular expression. */
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isScaleNamed = (fact: ReturnType<typeof readFact>) =>
  fact?.type === 'scale-notes' && !/blues/.test(fact.scale);

/** Bars as a message names them: "bars 5-6", "bar 3", "the last two bars", "the first 4 measures". */
const BARS_NAMED_RE =
  /\b(?:bars?|measures?)\s+\d{1,3}(?:\s*(?:-|–|to|through|and)\s*\d{1,3})?\b|\b(?:the\s+)?(?:last|final|first|opening)\s+(?:(?:\d{1,2}|two|three|four|five|six|eight)\s+)?(?:bars?|measures?)\b/;

/**
 * "the last two bars too", "bars 1-2 as well": other bars named for the ask just made. The
 * previous message with its bars replaced by these; `null` when this is not such a follow-up.
 */
function sameAskForBars(message: string, history: readonly ChatTurn[], last: number): string | null {
  const lower = message.toLowerCase();
  const named = BARS_NAMED_RE.exec(lower);
  if (!named || !/\b(?:too|as well|also)\b|^(?:and|now|same (?:for|with))\b/.test(lower)) return null;
  // Nothing else asked: the bars and the "too" are the whole message.
  const rest = lower
    .replace(named[0], ' ')
    .replace(
      /\b(?:and|now|same|for|with|too|as well|also|the|pls|please|plz|ok|okay|same thing)\b|[^a-z]/g,
      '',
    );
  if (rest.length > 0) return null;
  const at = history.slice(0, last).findLastIndex((tn) => tn.role === 'user');
  const previous = history[at];
  if (previous?.role !== 'user') return null;
  // ("bars 1-2 as well" after "the last two bars too": the ask that one repeated.)
  const before = sameAskForBars(normaliseText(previous.text), history, at) ?? normaliseText(previous.text);
  const theirs = BARS_NAMED_RE.exec(before.toLowerCase());
  if (!theirs) return null;
  return `${before.slice(0, theirs.index)}${named[0]}${before.slice(theirs.index + theirs[0].length)}`;
}

/** "my teacher keeps saying it", "everyone uses it": the "it" of a word someone said. */
const HEARSAY_IT_RE =
  /\b(?:keeps?|kept|always|they|people|everyone|he|she)?\s*(?:saying|said|says|mentions?|mentioned|talks? about|uses?|used|calls?|called|writes?|wrote)\s+it\b/g;
/** A fact of the piece asked as one word: "chords?", "and the bpm?". */
const BARE_FACT_RE =
  /^(?:(?:and|so|ok|okay|the|what about the)\s+)*(?:chords|chord prog(?:ression)?|prog|progression|changes|tempo|bpm|key|bars|length|meter|time sig(?:nature)?|instruments|scale)\s*\?+$/;
/** "what tempo is?", "which key is": a fact of the piece as a learner asks it. */
const LEARNER_FACT_RE =
  /^(?:what|which) (?:tempo|bpm|key|meter|time signature|chords?) (?:is|are)\s*(?:\?|$)/;
/** "how long a day", "how often should i": an amount of practice asked. */
const PRACTICE_AMOUNT_RE = /\bhow (?:long|much|many (?:minutes|hours)|often)\b/;
/** A statement checked with the reader: "4/4 right?", "so it's in D, yeah?". */
const CONFIRM_RE = /\b(?:right|correct|yeah|yea|yes|innit|isn'?t it|is it|no)\s*\?/;
/** Words of theory, which make a checked statement a theory question ("plagal = IV I right?"). */
const THEORY_WORD_RE =
  /\b(?:cadences?|plagal|authentic|deceptive|tritone|dominant|subdominant|tonic|leading tone|intervals?|inversions?|relative|parallel|modes?|dorian|lydian|mixolydian|phrygian|locrian|aeolian|enharmonic|diatonic|secondary)\b/;
/** A request verb: "make it 3/4, right?" still asks for a change. */
const ASK_VERB_RE =
  /\b(?:make|put|change|turn|add|take|drop|remove|swap|switch|move|transpose|give|set|bump|raise|lower|can (?:you|u)|could (?:you|u)|pls|please)\b/;

/** "why does bar 7 work", "how come the chord in bar 3 works": the reason for one bar's chord. */
const BAR_CHORD_WHY_RE =
  /\b(?:why|how come)\b[^.?!]*\b(?:bar|measure)\s+\d{1,3}\b(?!\s*(?:-|–|to|through|and)\s*\d)(?![^.?!]*\b(?:bass|drums?|melody|kick|snare|hats?|notes?|rhythm)\b)/;

/** Parts asked for as files of their own: stems, separate tracks, "just the bass as a file". */
const STEMS_ASK_RE =
  /\b(?:(?:midi |audio )?stems?|multi-?tracks?)\b|\b(?:separate|seperate|separated|individual|single|different)\s+(?:(?:midi|audio|wav)\s+)?(?:tracks?|files?|midis?|channels?)\b|\b(?:export|download|bounce|render|save|split|get|send)\b[^.?!]{0,40}?\b(?:separately|seperately|individually|one by one|(?:on|as|in) (?:its|their|it'?s) own(?: (?:tracks?|files?))?|as (?:an? )?(?:separate|seperate|own|single) (?:tracks?|files?)|(?:in)?to (?:separate |seperate |individual )?(?:tracks|files))\b/;
/** A DAW named: how stems are bounced there is the DAW's own answer. */
const DAW_NAMED_RE =
  /\b(?:ableton|logic(?: pro)?|fl ?studio|cubase|reaper|pro ?tools|garage ?band|bitwig|studio one|bandlab)\b/;

/** The piece in focus before turn `last` and the version before it (what an undo goes back to). */
function lastTwoVersions(
  history: readonly ChatTurn[],
  last: number,
): { current: PieceState | null; earlier: PieceState | null } {
  const versions: string[] = [];
  for (const turn of history.slice(0, last)) {
    const state = turn.role === 'assistant' ? readPieceState(turn.state) : null;
    if (state) versions.push(JSON.stringify(state));
  }
  const first = versions.indexOf(versions.at(-1) ?? '');
  return {
    current: first >= 0 ? readPieceState(JSON.parse(versions[first]!)) : null,
    earlier: first > 0 ? readPieceState(JSON.parse(versions[first - 1]!)) : null,
  };
}

/** "that last change was too much", "you overdid it": the last edit went too far (not a part's volume). */
const OVERDONE_RE =
  /\b(?:(?:that|the|ur|your)\s+(?:last\s+)?(?:change|edit|tweak)|that|it)\s+(?:was|is|went|felt)\s+(?:\w+\s+)?(?:too (?:much|far|strong|extreme|heavy)|overkill|a bit much)\b|\b(?:overdid|overdone|went too far)\b/;

/**
 * "swing it more" then "that was too much, tone it down": the last edit's amount taken part of the
 * way back ("a bit less swing"); `null` when the last edit moved no amount that can go halfway.
 */
function overdoneAsk(history: readonly ChatTurn[], last: number): string | null {
  const { current, earlier } = lastTwoVersions(history, last);
  if (!current || !earlier) return null;
  const before = renderState(earlier);
  const after = renderState(current);
  if (!before.ok || !after.ok) return null;
  for (const c of diffPieces(before.piece, after.piece)) {
    if (c.kind === 'swing') return c.to > c.from ? 'a bit less swing' : 'a bit more swing';
    if (c.kind === 'tempo') return c.to > c.from ? 'a bit slower' : 'a bit faster';
  }
  return null;
}

/**
 * "no wait i meant DOWN a semitone, not up", "sorry i meant minor": the last edit taken back and
 * this one made instead.
 */
const CORRECTION_RE =
  /\b(?:i meant|meant to say)\b|^(?:no|nah|oops|wait|sorry|actually)\b.*\bnot (?:up|down|higher|lower|faster|slower)\b(?!\s+(?:an?|the|\d))/;

function undoEdit(history: readonly ChatTurn[], last: number, lang: ReplyLanguage): ComposerReply {
  const { current, earlier } = lastTwoVersions(history, last);
  if (!current || !earlier)
    return { text: t(lang, 'unchanged', t(lang, 'reasonNothingToUndo')), intent: 'edit' };
  const before = renderState(current);
  const after = renderState(earlier);
  if (!before.ok || !after.ok)
    return { text: t(lang, 'unchanged', t(lang, 'reasonNothingToUndo')), intent: 'edit' };
  const changes = diffPieces(before.piece, after.piece);
  const lines = [
    t(lang, 'done', t(lang, 'undoneTo', changesText(changes, lang))),
    nowIsText(after.piece, sectionLayout(earlier), lang),
    nextStep(earlier.spec, lang, after.piece),
  ];
  return withPiece(lines.join('\n'), 'edit', earlier, after.piece);
}

/**
 * "go back to the minor version", "i liked the 90 bpm one better": the newest earlier version of
 * the piece in this chat that fits the description (the first one for "the original"). The reply
 * names the version and says what changed back; when none fits, nothing changes and it says so.
 * `null` when the description names nothing a version can be checked by.
 */
function restoreVersion(
  history: readonly ChatTurn[],
  last: number,
  asked: VersionAsk,
  focus: PieceState,
  lang: ReplyLanguage,
): ComposerReply | null {
  const now = renderState(focus);
  if (!now.ok) return { text: t(lang, 'composeFailed', now.error), intent: 'edit' };
  const heard = now.piece;
  const unchanged = (reason: string): ComposerReply => ({
    text: t(lang, 'unchanged', reason),
    intent: 'edit',
  });
  const versions = history
    .slice(0, last)
    .flatMap((turn) => (turn.role === 'assistant' ? [readPieceState(turn.state)] : []))
    .filter((state): state is PieceState => state !== null);
  const current = JSON.stringify(focus);
  const hasSection = (state: PieceState) => !!state.sections?.some((s) => s.label === asked.before);
  const fits = (piece: Piece) => fitsDescription(asked.description, piece, now.piece);
  if (asked.before) {
    // "go back to the version before the intro": the newest one the intro was not yet in.
    if (!hasSection(focus)) return unchanged(t(lang, 'reasonNoVersionFits', asked.name));
    const state = versions.toReversed().find((v) => !hasSection(v) && JSON.stringify(v) !== current);
    const result = state ? renderState(state) : null;
    if (!state || !result?.ok) return unchanged(t(lang, 'reasonNoVersionFits', asked.name));
    return restored(state, result.piece);
  }
  if (!asked.original) {
    // "go back to the good version": no figure to check, so the version before.
    if (fits(now.piece) === null) return asked.goBack ? undoEdit(history, last, lang) : null;
    if (fits(now.piece)) return unchanged(t(lang, 'reasonAlreadyThatVersion', asked.name));
  }
  const candidates = asked.original ? versions.slice(0, 1) : versions.toReversed();
  let found: { state: PieceState; piece: Piece } | undefined;
  for (const state of candidates) {
    if (JSON.stringify(state) === current) continue;
    const result = renderState(state);
    if (result.ok && (asked.original || fits(result.piece))) {
      found = { state, piece: result.piece };
      break;
    }
  }
  if (!found)
    return unchanged(
      asked.original && versions.length > 0
        ? t(lang, 'reasonAlreadyThatVersion', asked.name)
        : asked.original
          ? t(lang, 'reasonNothingToUndo')
          : t(lang, 'reasonNoVersionFits', asked.name),
    );
  return restored(found.state, found.piece);

  function restored(state: PieceState, piece: Piece): ComposerReply {
    const changes = diffPieces(heard, piece);
    if (changes.length === 0) return unchanged(t(lang, 'reasonAlreadyThatVersion', asked.name));
    const lines = [
      t(lang, 'done', t(lang, 'restoredVersion', asked.name, changesText(changes, lang))),
      t(lang, 'nowIs', pieceSummary(piece, lang), progressionText(piece, sectionLayout(state), lang)),
      nextStep(state.spec, lang, piece),
    ];
    return withPiece(lines.join('\n'), 'edit', state, piece);
  }
}

function explainWithExample(
  message: string,
  exampleWanted: boolean,
  seed: number,
  lang: ReplyLanguage,
  context: ExplainContext,
) {
  const ex = explain(message, context);
  if (!ex) return null;
  if (!exampleWanted || ex.example.length === 0)
    return {
      text: t(lang, 'explanation', ex.text, ex.example.length > 0),
      intent: ex.fact ? ('theory-fact' as const) : ('theory-explanation' as const),
    };
  // "let me hear Dsus4 resolving to D": the chords the message names are the ones to hear.
  // ("how do you modulate from C to G" names keys, and asks nothing to be heard.)
  const own = wantsExample(message.toLowerCase()) ? findChordSequence(message) : null;
  const ownKey =
    own?.kind === 'symbols' && !/\bfrom\s*$/i.test(message.slice(0, own.start))
      ? detectKeyFromChords([...own.chords])?.key
      : undefined;
  return (
    (own && ownKey ? exampleCard(ex.text, own.chords, ownKey, seed, lang) : null) ??
    exampleCard(ex.text, ex.example, ex.exampleKey ?? ex.key, seed, lang) ?? {
      text: t(lang, 'explanation', ex.text, false),
      intent: 'theory-explanation' as const,
    }
  );
}

/** A short example of an explanation: its chords, one a bar, on piano and bass. */
function exampleCard(text: string, chords: readonly string[], key: Key, seed: number, lang: ReplyLanguage) {
  const spec: CompositionSpec = {
    key,
    bars: chords.length,
    style: 'ballad',
    parts: ['chords', 'bass'],
    progression: chords,
    tempo: 80,
    seed,
  };
  const state: PieceState = { v: 2, spec };
  const r = renderState(state);
  if (!r.ok) return null;
  return withPiece(
    t(lang, 'explanationWithExample', text, chords.join(' – ')).trim(),
    'theory-explanation',
    state,
    r.piece,
  );
}

/**
 * A listening example as a card: its notes alone, kept note for note as a file's are, on one piano
 * part named for what it plays (a piece that writes no part of its own is labelled by its notes).
 */
/** "make me a midi that plays …", "write me a drill of …": the card is a file asked for. */
const FILE_ORDERED_RE =
  /\b(?:make|write|create|generate|give|send|build)(?: me| us)? (?:a |an )?(?:midi|file|drill|exercise|loop|track)\b/;

function listeningCard(listening: Listening, seed: number, ordered = false): ComposerReply | null {
  const { example, key, text, label } = listening;
  const state: PieceState = {
    v: 2,
    spec: { key, bars: example.bars, style: 'ballad', parts: [], tempo: 80, seed },
    keep: [{ role: 'melody', name: label, program: 0, channel: 0, notes: example.notes }],
  };
  const r = renderState(state);
  return r.ok ? withPiece(text, ordered ? 'compose' : 'theory-fact', state, r.piece) : null;
}

/** A listening card played downwards ("now descending"); `null` when its example has no direction. */
function cardDownwards(card: PieceState, lang: ReplyLanguage): ComposerReply | null {
  const part = card.keep?.[0];
  const notes = part ? notesDownwards(part.name, part.notes) : null;
  if (!part || !notes) return null;
  // (A scale from its top note is shorter than up and back: the card ends with its last note.)
  const meter = card.spec.meter ?? { numerator: 4, denominator: 4 };
  const end = Math.max(...notes.map(([tick, length]) => tick + length));
  const bars = Math.min(
    card.spec.bars,
    Math.max(1, Math.ceil(end / ((PPQ * 4 * meter.numerator) / meter.denominator))),
  );
  const state: PieceState = { ...card, spec: { ...card.spec, bars }, keep: [{ ...part, notes }] };
  const before = renderState(card);
  const after = renderState(state);
  if (!before.ok || !after.ok) return null;
  if (diffPieces(before.piece, after.piece).length === 0)
    return { text: t(lang, 'unchanged', t(lang, 'reasonAlreadyDownwards')), intent: 'edit' };
  const kind = / scale$/.test(part.name)
    ? 'cardScaleDownwards'
    : / chord$/.test(part.name)
      ? 'cardChordDownwards'
      : 'cardIntervalsDownwards';
  return withPiece(t(lang, 'done', t(lang, kind, part.name)), 'edit', state, after.piece);
}

const EXPLAIN_CUE =
  /\b(?:why|how(?! many| much)|what makes|modulat\w*|explain|difference|diff|vs\.?|versus|compare|mean|means|teach|work|works|used for|point of|basics|(?:comes?|borrowed|taken) from|(?:an? )?intro(?:duction)? to|where (?:do|should|can) (?:i|you|u|we) (?:even )?(?:start|begin))\b/;
/** A message that opens with thanks ("thank you so much, this will help …"). */
const THANKS_LEAD_RE =
  /^(?:(?:oh|ok|okay|wow|aw+|perfect|great|amazing|lovely|splendid|brilliant)[,!.]*\s+)*(?:thank(?:s| you| u)|thx|ty|tysm|cheers|much appreciated|many thanks)\b/;
/** "what tempo is it", "which chords have you used": a question about one of a piece's facts. */
const PIECE_PROPERTY_ASK_RE =
  /\b(?:what|whats|which|how many|how fast|how slow|how long|tell me)\b[^.!?]*\b(?:bpm|tempo|key|time sig(?:nature)?|meter|metre|bars?|measures?|chords?|progression|instruments?)\b/;
/** "and the bpm?", "how many bars", "key?": a short follow-up asking one of the piece's facts. */
const PIECE_FOLLOW_UP_RE =
  /^(?:(?:and|so|ok|okay|also|what about|how about|wait|perfect|nice|cool|great|sick|sweet|awesome)[,.!]*\s+)*(?:(?:what(?:'s|s| is| are| r)?|which) )?(?:the |its |it's )?(?:bpm|tempo|key|time sig(?:nature)?|meter|length|chords|chord prog(?:ression)?|progression|changes|instruments)(?: (?:is it|then|again|now|pls|please))?\s*\?*$|^(?:and |so |ok )?how many (?:bars|measures)(?: (?:is it|are there|then|again))?\s*\?*$/;
/**
 * Details asked of the piece in focus or the file, however the classifier read them: a fact put
 * forward to confirm ("is this 4/4?", "so its in 3/4 right?"), what a part plays ("whats the bass
 * playing"), where it ends, its numerals, whether it modulates, what to solo with.
 */
const PIECE_DETAIL_ASK_RE = new RegExp(
  [
    String.raw`^(?:(?:so|wait|and|ok|okay|hmm|oh)[,]?\s+)*(?:is|isn'?t) (?:it|this|that|the (?:piece|song|tune|track|file|loop))(?: now| still)? (?:in |at )?(?:[a-g](?:#|b)?(?![\w#])|(?<=in )(?:[2-9]|1[0-5]|two|three|four|five|six|seven)(?![\w\/])(?!\s*(?:bars?|measures?|bpm))|major|minor|dorian|phrygian|lydian|mixolydian|aeolian|\d{1,2}\s*\/\s*\d{1,2}|\d{1,3}\s*(?:bpm|bars?|measures?)|\d{2,3}\s*\?*$)`,
    String.raw`^(?:(?:so|wait|and|ok|okay|hmm|oh)[,]?\s+)*(?:it'?s|its|this is|that'?s|thats)(?: now| still)? (?:in |at )?(?:[a-g](?:#|b)?(?![\w#])|major|minor|\d{1,2}\s*\/\s*\d{1,2}|\d{2,3}\s*bpm|(?<=in )(?:[2-9]|1[0-5]|two|three|four|five|six|seven)(?![\w\/])(?!\s*(?:bars?|measures?|bpm)))[^?]*\b(?:right|correct|yeah|yes)\s*\?*$`,
    String.raw`\b(?:what|which) (?:notes?|pitches) (?:does|do|is|are) (?:the )?(?:melody|bass|bassline|lead|tune|pad)`,
    String.raw`\bwhat(?:'s|s| is| are)? (?:the )?(?:bass|bassline|melody|lead|pad|drums) (?:playing|doing)\b`,
    String.raw`\b(?:what|which) (?:sounds|drums) (?:does|do|are) (?:the )?(?:drums|kit|beat) (?:use|playing)\b`,
    String.raw`\b(?:highest|lowest) note\b`,
    String.raw`\bwhat(?:'s|s| is)? playing the (?:melody|bass|chords|drums|lead|tune)\b`,
    String.raw`\bwhat (?:can|should|do) (?:i|we) (?:solo|jam|improvi[sz]e|noodle|play) (?:over |with |on )?(?:it|this|that)\b`,
    String.raw`\b(?:chords?|notes?) (?:are |is )?in (?:the )?(?:first|second|last|final|opening) (?:half|\w+ bars?)\b`,
    String.raw`\bwhich chord (?:is|was|comes) the (?:first|second|third|fourth|fifth|sixth|seventh|eighth|last|\d{1,2}(?:st|nd|rd|th))(?: one)?\b`,
    String.raw`\b(?:roman numerals?|numerals)\b`,
    String.raw`\bwhat are the changes\b`,
    // (Not "the chords for pride and joy": a song's, which the song reply answers.)
    String.raw`\b(?:tell|show|give) (?:me|us) the chords\b(?!\s+(?:to|for|of|from)\s+(?!(?:it|this|that|the (?:piece|song|track|tune|loop|beat))\b))`,
    String.raw`\bbeats? (?:per|in an?|an?|each) (?:bar|measure)\b`,
    String.raw`\b(?:does|did) (?:it|this|the (?:piece|song|tune)) (?:modulate|change key)\b`,
    String.raw`\b(?:what|which)(?: chord)? does (?:it|this|the (?:piece|song|tune)) (?:end|finish|start|begin|resolve|land) (?:on|with)\b`,
    String.raw`\b(?:is there|are there|does (?:it|this) (?:have|use)|has it got) (?:a |an |any |some )?(?:melody|bass|bassline|drums|chords?|pad)\b`,
    String.raw`\bwhat (?:scale|scales|mode) (?:should|can|do|would|could) (?:i|we) (?:use|play|solo|improvi[sz]e|jam)\b`,
    String.raw`^(?:so |and |ok |wait )?how (?:long|fast|slow) is (?:it|this|that|(?:the|my) (?:piece|song|tune|track|file|loop|beat))\s*\?*$`,
  ].join('|'),
);
/** "list the chords for me", "can u name the chords in it": the piece's chords asked as an order. */
const CHORDS_LISTED_RE =
  /^(?:(?:ok|okay|so|and|now|pls|please|can|could|would) )*(?:(?:you|u) )?(?:(?:please|pls|just) )?(?:list|name|tell|show|give|write out|spell out)(?: (?:me|us))? (?:all )?the chords\b(?! (?:of|in) (?:a|an|[a-g](?:#|b)?)\b)(?! (?:for|to|from|of) (?!(?:it|this|that|this one|me|us|the (?:piece|song|track|tune|loop|file))\b))/;
/** "which note makes it phrygian", "what gives this its dorian sound": a mode's colour asked about. */
const MODE_COLOUR_ASKED_RE =
  /\b(?:which|what|wat|wht)\b(?:\s+[\w']+){0,3}?\s+(?:makes?|gives?|turns?)\s+(?:it|this|that|the (?:piece|tune|song|track|cue|scale|mode))\s+(?:(?:its|that|the|a|so|sound|sounds|feel|feels)\s+)*(?:ionian|dorian|phrygian|lydian|mixolydian|aeolian|locrian)\b/;

/** "remind me what the changes are", "what were the chords again": a fact of the piece recalled. */
const FACT_RECALLED_RE =
  /^(?:(?:ok|okay|so|and|wait|sorry|hey|yo)[,]?\s+)*(?:(?:can|could) (?:you|u) )?(?:remind me (?:of )?(?:what )?|what (?:were|was|are|r) )(?:the|its|our|your|ur) (?:chords|chord changes|changes|progression|chord progression|key|tempo|bpm|time sig(?:nature)?)\b(?: (?:are|were|is|was|again|in it|in this))*(?:\s*[,.!?]+\s*|\s+(?:so|cause|cos|coz|because|for)\b.*)?$/;
/** "what bpm is the file", "how long is my song": the file attached, named as such. */
const FILE_REFERENCE_RE = /\b(?:the|my|this) (?:file|midi|song|track|loop|tune)\b/;
/** "the chords you have used", "what key did u pick": the piece Riffmate made. */
const MADE_BY_YOU_RE =
  /\b(?:you|u) (?:have |'ve |just )?(?:used|use|chose|choose|picked|pick|wrote|write|made|put)\b|\bdid (?:you|u) (?:use|pick|choose|write|put)\b/;
/** "something totally different", "unrelated but", "for another tune": a new piece, not an edit. */
const NEW_PIECE_RE =
  /\b(?:(?:totally |completely |entirely )?unrelated|(?:a|an) (?:new|separate|second|different|other) (?:piece|song|tune|track|cue|theme|loop|beat|project)|(?:make|write|do|start|give me|gimme|want|need) (?:me |us )?a (?:brand )?new one|new (?:tune|song|piece|track)[:,]|start (?:over|fresh|again from scratch)|from scratch|(?:another|one more) (?:piece|song|tune|track|cue|theme|project)|for (?:another|a different|a new|a separate|my other|the other) (?:tune|song|track|piece|project|scene|level|game|video|thing))\b/;
/**
 * "now something totally different, jazz waltz in F", "also need a calm town theme, G major": one
 * more piece, when the message describes it (alone, "something different" asks for another take).
 */
const SOMETHING_ELSE_RE =
  /\bsomething (?:(?:totally|completely|entirely|really|very|quite) )?(?:different|else|new)\b(?! (?:in|for|on|with) (?:it|this|that|the)\b)/;
/**
 * "write me something in that vibe, …", "do one like that in D": another piece in the manner of the
 * one talked about, when the message describes it.
 */
const SOMETHING_LIKE_RE =
  /\b(?:write|make|compose|give|do|play|whip up|cook up|come up with)(?: (?:me|us))? (?:something|one|a (?:piece|song|tune|track|thing|loop|cue)) (?:(?:in|with) (?:that|this|the same|a similar) (?:vibe|feel|style|spirit|mood|flavou?r|sort of (?:vibe|feel))|like (?:that|this|it)|similar|along (?:those|these) lines)\b/;
/**
 * "diff idea: sludgy riff in B minor, 90 bpm", "next song on the list: emo in D, 140", "scrap that,
 * country waltz in 3/4, D major": an opening that sets the piece in focus aside.
 */
const NEXT_PIECE_OPENER_RE =
  /^(?:(?:ok|okay|cool|nice|great|alright|right|sick|dope)[,!.]?\s+)*(?:(?:diff(?:erent)?|new|another|other|next) idea|another one|one more|next (?:song|one|tune|track|piece)|(?:scrap|forget|ditch|bin|nuke) (?:that|this|it)|(?:now|also|and) (?:a|an)\b(?! (?:bit|little|touch|tad|octave|step|half|fill|break)\b))/;
const ALSO_NEED_RE =
  /^(?:(?:ok|okay|oh|and|also|now|cool|great|nice|thanks|btw|next)[,!.]?\s+)*(?:also|and|next|btw)[,]?\s+(?:i\s+)?(?:(?:also|will|would|'ll|'d)\s+)?(?:need|want|like|could use)\s+(?:a|an|some)\b/;
/**
 * "next up: victory jingle, C major", "scrap that, waltz in D", "ok diff cue entirely. stinger, 150
 * bpm": the piece in focus set aside, when what follows describes another one.
 */
const FRESH_START_RE =
  /^(?:(?:ok|okay|right|alright|cool|great|nice|now|and)[,!.]?\s+)*(?:next up|up next|next one|(?:scrap|forget|ditch|bin) (?:that|this|it)|(?:a )?(?:diff|different|another|new) (?:cue|piece|song|tune|track|theme) (?:entirely|altogether))\b/;

/**
 * A next piece described in full after an opening that sets the one in focus aside: its key and
 * its tempo, style or meter ("another one but more skate punk, 160, in G"). A key or a tempo
 * alone ("now a bit faster", "another one in G") changes the piece in focus instead.
 */
function nextPieceDescribed(lower: string, stated: ComposeRequest): boolean {
  return (
    NEXT_PIECE_OPENER_RE.test(lower) &&
    !!stated.key &&
    (stated.tempo !== undefined || !!stated.style || !!stated.meter)
  );
}

/** "same lineup", "same kinda band", "the same instruments": a new piece for the band in focus. */
const SAME_LINEUP_RE =
  /\bsame (?:(?:kinda|kind of|sort of|old) )?(?:lineup|line-up|band|instruments|instrumentation|setup|set-up|players|sounds)\b/;
/** "… under it", "… for this one": laid onto the piece in focus, so no new piece. */
const ONTO_PIECE_RE =
  /\b(?:on top|under(?:neath)? (?:it|this|that)|over (?:it|this|that)|(?:to|for|in|into|of) (?:it|this|that|this one|the (?:piece|song|track|tune|loop|beat))(?!\s+(?:vibe|feel|style|key|tempo))\b)/;
const PIECE_NOUN_RE = /\b(?:groove|vamp|jam|tune|beat|loop|riff|cue|ballad)\b/;
/**
 * Words that point at a piece already there ("make it faster", "swap the rhodes for a wurli"). Without
 * them, a first message that names parts ("piano + strings w a melody on top") asks for a new piece.
 */
const EDIT_WORDING_RE =
  /\b(?:it|its|it's|this|that|these|again|instead|now|still|swap|replace|change|switch|add|remove|drop|take out|keep|more|less|faster|slower|louder|quieter|softer|darker|brighter|happier|sadder|busier|simpler|sparser|higher|lower|longer|shorter|heavier|lighter|transpose)\b/;
/** "melody only in G dorian", "just drums in 7/8": one part of a piece, asked for. */
const ONLY_PART_RE =
  /\b(?:melody|bassline|bass line|drums|drum groove|chords|riff)\s+only\b|\b(?:only|just)\s+(?:the\s+|a\s+)?(?:melody|bassline|bass line|drums|drum groove|riff)\b/;
const COMMISSION_RE =
  /\b(?:write|compose|make|create|generate|give me (?:a|an|some)|play|produce|jam|backing|accompaniment|groove|beat|\d*\s*bpm|bars?)\b/;
// "what chords are those?" points at a piece even when there is none yet: not a practical question.
/** A change of mind that ends in a question: what follows is all that is asked. */
const SECOND_THOUGHT_RE =
  /\b(?:actually|wait|hold on|hang on|scratch that|never ?mind|nvm)\b[\s,.!-]*(?:(?:no|wait|actually|hmm|first|before that|ok)[\s,.!-]+)*(?:(?:can you |could you |pls |please |just )*(?:tell me|show me|let me know)\s+)?((?:what|which|how many|how|is it|are there|whats|what's)\b[\s\S]*)$/i;
/** "drop it to G", "take the whole thing down to C": the piece or file moved to a key. */
const FILE_TO_KEY_RE =
  /\b(?:move|transpose|take|bring|drop|lower|raise|bump|knock|shift|put)\s+(?:it|this|that|everything|the (?:song|track|file|loop|demo|idea|whole thing))\b(?:\s+(?:up|down|back))?\s+(?:to|into|in)\b/;
/** "its 90 right? keep it 90": a check answered by the order after it (group 1). */
const CHECK_THEN_ORDER_RE =
  /^[^?]*\b(?:right|yeah|yea|correct|innit|yes|isn'?t it|is it)\s*\?+\s*((?:(?:pls|please|just|so|and|then)\s+)*(?:keep|leave|make|set|put|hold|stay|stick)\b[^?]*)$/i;
/** "on it", "under it", "in there": where an added part goes in the piece in focus. */
const ADDED_ONTO_RE =
  /\b(?:on|in|under|over|to|into|onto|underneath|in there|on top of)\s+(?:it|this|that|there|the (?:track|beat|loop|piece|song|tune))\b|\b(?:in|there) too\b|\btoo\s*[?!.]*$/;
const PIECE_REFERENCE_RE = /\b(?:it|its|this|that|those|these|the piece|the song)\b/;
/** "is it ok to …", "is it bad to …": an "it" that points at nothing in the chat. */
const withoutDummyIt = (lower: string) =>
  lower.replace(
    /\b(?:is|isn'?t|was) it (?:ok|okay|fine|bad|wrong|true|possible|normal|common|allowed|legal|weird)\b/g,
    '',
  );
/** Asking bars of a file afresh: "make the last 2 bars different", "redo bars 9-12". */
const REWRITE_RE =
  /\b(?:different|change|rewrite|redo|re-?write|new|vary|switch up|turn ?around|something else)\b/;
const AUDIO_EXPORT_RE =
  /\b(?:export|render|bounce|save|convert|download|send|email|share|give me|get me)\b.*\b(?:wav|mp3|audio|flac|aiff|ogg)\b/;
const WHAT_CHANGED_RE =
  /\bwhat (?:did|have|has) (?:you|u|ya|it) (?:just )?(?:change|changed|do|done)\b|\bwhat(?:'s|s| has| was)? changed\b/;
const ASKS_NTH_CHORD_RE = new RegExp(
  `^(?:so |and |ok |hey )?(?:what|which)(?:'s|s| is| was)?\\s+(?:the\\s+)?${CHORD_NAMED_RE.source}(?!\\s+of\\b)`,
);
/**
 * Asking Riffmate to master or mix down the piece itself: "can u master this", "master it pls",
 * "a louder master".
 */
const MASTER_THIS_RE =
  /\b(?:louder|hotter|loud|harder)\s+master\b|\b(?:on|the)\s+master\b(?:\s+(?:be|is|was))?(?:\s+\w+){0,2}\s+(?:louder|hotter|loud)\b|\blouder on the master\b|\b(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+(?:(?:just|quickly|also|pls|please)\s+)?(?:master|mix\s+(?:and|&|n)\s+master|mix\s+down|mixdown)|(?:master|mix\s+(?:and|&|n)\s+master|mix\s+down)\s+(?:it|this|that|the\s+(?:track|song|beat|piece|tune|loop|thing))|^(?:pls\s+|please\s+)?master\s+(?:it|this)\b|^(?:pls\s+|please\s+)?mix\s+(?:and|&|n)\s+master(?:\s+(?:pls|please|plz))?[.!?]*$)/;
/** Asking to mix the piece or file in focus ("mix it so the kick punches through", "can you mix this"). */
const MIX_THIS_RE =
  /\bmix(?:ing)?\s+(?:it|this|that|the\s+(?:track|song|beat|piece|tune|loop|thing|file|levels))\b(?!\s+(?:up|in|into|with|together|down)\b)|\b(?:can|could|would|will)\s+(?:you|u|ya)\s+mix\s*\??$/;
/** Asking for the piece's chords by name: "the chords as letters", "chord names", "in letters". */
const CHORD_NAMES_RE =
  /\b(?:chord (?:names|symbols|letters)|(?:chords?|progression|changes)\s+(?:in|as|with)\s+(?:the\s+)?(?:letters?|letter names|names|symbols|chord names|chord symbols)|(?:chords?|progression)\s+(?:spelled|written)\s+out|letter names of the chords)\b/;
/** "can u …", "could you please …": a request put politely, with its verb after it. */
const POLITE_ASK_RE =
  /^(?:(?:ok|okay|so|and|hmm|now)[,]?\s+)*(?:can|could|would|will) (?:you|u|ya)(?: (?:please|pls|maybe|just))? (?=make|put|turn|change|add|take|drop|remove|swap|switch|transpose|move|bring|redo|rewrite|re-write|vary)/;
const QUESTION_RE =
  /^(?:(?:ok|okay|so|and|but|hmm|cool|nice|right|wait)[,!.]?\s+)?(?:in [a-g](?:#|b)?(?: major| minor)?[,]?\s+)?(?:why|how|what|what's|whats|which|is|are|does|do|can|could|should|when|where)\b|\?\s*$/;
/**
 * "is 3/4 the same as 6/8?", "are modes different from scales": asked as the difference between
 * the two, the way the explanations read it.
 * @example asDifference('is 3/4 the same as 6/8?') // "what's the difference between 3/4 and 6/8?"
 */
function asDifference(message: string): string {
  const m =
    /^(?:so |but |and |ok |wait )?(?:is|are|isn'?t|aren'?t)\s+(.+?)\s+(?:the same(?: thing)? as|different (?:from|than|to)|like)\s+(.+?)(?:,?\s+or not)?(\?*)$/i.exec(
      message,
    );
  // "is f# the same as gb" asks a fact (enharmonics), read as it is.
  const note = /^[a-g](?:#|b|♯|♭|\s+sharp|\s+flat)?$/i;
  if (!m || (note.test(m[1]!) && note.test(m[2]!))) return message;
  return `what's the difference between ${m[1]} and ${m[2]}${m[3]}`;
}

const HOW_TO_PLAY_RE = /\bhow (?:do i|do you|to|can i|would i) play\b/;

/**
 * A named song whose title is plainly a song's ("chords to folsom prison blues", "how does back
 * in black go", "the chords for pride and joy" over a piece in focus), asked for nothing else: its
 * words are a name, not a 12-bar blues to spell or a topic to explain.
 */
function plainlyASong(message: string, lower: string, focus: boolean): SongRequest | null {
  const song = findSongRequest(message);
  if (!song || !plainlySongTitle(song.title) || (focus && sungAsk(lower))) return null;
  // (The part asked for, "chords to …", "the riff of …", is the song's, not one to write.)
  const { key, style, tempo, meter, bars } = extractRequest(
    lower.replace(song.title.toLowerCase(), ' '),
    null,
  ).request;
  return key || style || tempo !== undefined || meter || bars !== undefined ? null : song;
}
/**
 * The song the talk is on: the song the last reply declined to look up ("chords for Wonderwall" →
 * "and the strumming?"), asked on again by this message ("just the first 4 chords then", "is Let
 * It Be in C at least"). The caller leaves out theory asked meanwhile ("notes of a power chord").
 */
function songAskedOn(message: string, history: readonly ChatTurn[], last: number): SongRequest | null {
  const reply = history[last - 1];
  const title = reply?.role === 'assistant' ? declinedSong(reply.text) : null;
  return title ? songFollowUp(message, title) : null;
}
const ENGLISH_SONG_FRAME_RE =
  /^(?:(?:can|could) you |please )?(?:play|(?:how (?:do i|to|would i) )play|(?:give me |show me )?(?:the )?(?:chords|tabs?|tablature|sheet music) (?:to|for|of))\s/i;
const GENERAL_RE =
  /\b(?:usually|typical(?:ly)?|normally|in general|most songs|standard|most (?:common|popular|used)|good tempo)\b/;
/** "how long should an intro be", "what bpm is drum and bass": about music in general, not the piece. */
const ABOUT_ANY_RE = /\b(?:a|an) (?:intro|outro|chorus|verse|bridge|song|track|ballad|beat|drop|hook)\b/;
const COMPARATIVE_RE =
  /\b(?:jazzier|funkier|rockier|darker|brighter|happier|sadder|heavier|lighter|softer|louder|busier|simpler|sparser|faster|slower|higher|lower|warmer|dreamier|chiller|groovier|moodier|punchier)\b/;
// Praise of the buddy ("u rock", "you're the best"): small talk, though "rock" names a style.
const PRAISE_RE =
  /\b(?:you|u|ya|you'?re|ur)\s+(?:rock|rule|slay|the best|the goat|a legend|a genius|a lifesaver|so good|amazing|awesome)\b|\b(?:well done|good job|great job|nice one|so good|lifesaver|kudos|bless(?: you)?)\b/;
// Laughter and reactions ("lol", "haha", "wow", "gg"): small talk when nothing else is asked.
const REACTION_RE = /\b(?:lol+|lmao+|rofl|ha(?:ha)+h?|he(?:he)+|wo+w+|gg|omg|yay+|woo+|whoa+)\b/;
// Small talk: hellos, thanks, praise, goodbyes, "how are you", "what can you do".
const GREETING_RE =
  /\b(?:h+i+|hello+|he+y+a?|yo+|hiya|howdy|morning|evening|afternoon|greetings|sup|wa?ss?up|what'?s up|what'?s good|what'?s happening|how'?s (?:your|ur) day|how (?:was|is) (?:your|ur) day|thanks|thank|thnx|thx|ty|tysm|cheers|appreciate|appreciated|bye|later|cya|see (?:ya|you)|peace|good ?night|gn|great|perfect|nice|love|cool|awesome|amazing|sick|fire|dope|sweet|rad|legend|brilliant|ok|okay|who are you|what are you|are you (?:a |an )?(?:bot|ai|human|real|robot)|how are (?:you|u|ya)|how'?s it going|how you doing|what can (?:you|u) (?:actually |really |even )?do|what do (?:you|u) (?:actually |even )?do|what (?:kinds? of |sorts? of )?(?:things|stuff) can (?:you|u) (?:help (?:me )?with|do)|how does this work|how do i use (?:this|you|it)|first time (?:(?:on |in )?here|using (?:this|you|it|riffmate|the app))|(?:i'?m |im )?new here|just (?:joined|signed up|found (?:this|you)))\b/;
/** "im a music ed major", "i'm a guitar teacher": who the user is, said in a hello. */
const INTRODUCTION_RE =
  /\b(?:i'?m|im|i am) (?:a|an) (?:[\w-]+ ){0,3}(?:major|student|teacher|producer|musician|guitarist|pianist|drummer|bassist|singer|songwriter|composer|beginner|hobbyist)\b/;
/** "that's clear now", "makes sense now", "got it": the explanation landed. */
const UNDERSTOOD_RE =
  /\b(?:(?:that'?s|thats|it'?s|its|all) (?:clear|clearer)|makes (?:sense|more sense)|i (?:get|got) it|got it|understood|i see)(?: now)?\b/;
/** Hellos, thanks, praise, reactions and goodbyes. */
const isSmallTalk = (lower: string) =>
  GREETING_RE.test(lower) || PRAISE_RE.test(lower) || REACTION_RE.test(lower) || UNDERSTOOD_RE.test(lower);
/** A message with its hellos, thanks and laughter left out (what else it says). */
const withoutSmallTalk = (lower: string) =>
  lower
    .replace(new RegExp(GREETING_RE.source, 'g'), ' ')
    .replace(new RegExp(REACTION_RE.source, 'g'), ' ')
    .replace(/\s+/g, ' ')
    .trim();
// A question of its own ("whats the capital of…", "help me with my homework"), whatever leads in.
const OTHER_QUESTION_RE =
  /\b(?:what'?s|whats|what is|what are|who is|who'?s|where is|where'?s|when is|when'?s|how do (?:i|you|u)|how many|how much|how far|how old|(?:can|could) (?:you|u)(?: also| please| pls| maybe)? help(?: me)?(?: with)?|help me with)\b.*\w+.*\w+|\b(?:best|favou?rite|good)\b.*\?\s*$/;
/** "how do i make the chorus lift?", "how can i get my verse to…": asking how to do it oneself. */
const HOW_DO_I_RE =
  /\bhow (?:do|can|should|would|could) (?:i|we) (?:make|get|write|turn|keep|build|fix)\b[^.!]*\?\s*$/;
// Saying a question is about something else ("unrelated but", "btw", "my calculus homework").
const OTHER_MARKER_RE =
  /\b(?:unrelated|random (?:q|question)|off[- ]topic|btw|by the way|not (?:music|musical)(?: related)?|homework|hw|essay|settl(?:e|ing) a bet|quick q(?:uestion)?)\b/;
// Asking what Riffmate can do (not "help me with my homework").
const CAPABILITIES_RE =
  /^(?:help|help me|i need help|can you help(?: me)?)\W*$|\b(?:what can (?:you|u) (?:actually |really |even )?do|what do (?:you|u) (?:actually |even )?do|what (?:kinds? of |sorts? of )?(?:things|stuff) can (?:you|u) (?:help (?:me )?with|do)|how does this work|how do i use (?:this|you|it)|who are you|what are you|are you (?:a |an )?(?:bot|ai|human|robot))\b/;
// Words that make a question about music; a question with none of them is off-topic.
const MUSIC_WORD_RE =
  /\b(?:music\w*|musician|song\w*|sing\w*|callus\w*|stage fright|vocal\w*|voice|lyric\w*|chords?|scales?|modes?|keys?|notes?|intervals?|harmony|melod\w*|riffs?|rhythm\w*|tempo|bpm|beats?|grooves?|drums?|kick|snare|hi-?hats?|cymbals?|808s?|bass\w*|guitar\w*|piano\w*|keyboard\w*|synth\w*|strings?|frets?\w*|capo|dadgad|(?:double )?drop d|open [a-g] ?(?:tuning)?(?=\s*\??$)|ukulele|violin|cello|sax\w*|trumpet|horns?|orchestra\w*|band|gigs?|album|single|ep|tracks?|record\w*|studio|mic\w*|audio|interface|monitors?|headphones?|cans|speakers?|buffer\w*|latency|monitoring|sample rates?|bit depth|\d+(?:\.\d)?\s?k(?:hz)?|gauges?|daws?|ableton|logic|fl studio|reaper|cubase|garageband|pro tools|bitwig|midi|plugins?|vst\w*|samples?|sampl\w*|loops?|mix\w*|master\w*|eq\w*|compress\w*|reverb|delay|sidechain\w*|gain|clipping|loudness|lufs|produc\w*|beatmak\w*|practi[cs]\w*|metronome|timing|tuning|tune|instruments?|play\w*|jam\w*|improvis\w*|composi\w*|compos\w*|arrang\w*|writer'?s block|spotify|streaming|royalt\w*|copyright\w*|publish\w*|pros?|ascap|bmi|prs|socan|gema|label|distribut\w*|gear|pedals?|amps?|tone|riffmate|theory|chorus\w*|verses?|bridges?|hooks?|catchy|intros?|outros?|counterpoint|polyrhythm\w*|bars?|measures?|low[- ]end|mud\w*|triplets?|time signatures?|sharps?|flats?|accidentals?|enharmonic\w*|sight[- ]?read\w*|notation|strum\w*|fingerpick\w*|fingerstyle|flatpick\w*|travis picking|barre|fretboard|arpeggi\w*|cadences?|octaves?|semitones?|pitch\w*|staccato|legato|fermata|dynamics|crescendo|choir|satb|soprano|alto|tenor|baritone|sheet music|solfe[gg]\w*|jazz|blues|rock|pop|hip[- ]?hop|rap|trap|edm|house|techno|lo-?fi|metal|funk|soul|reggae|country|folk|classical|ear|rush\w*|drag\w*|passages?|students?|lessons?|memori[sz]\w*|stereo|limiters?|pads?|acoustic\w*|electric|tuners?|stems|(?:a|the|my) pick|plectrums?|picking|transcri\w*|(?:vintage|analog|analogue) tape|tape (?:sound|saturation|machine|hiss|delay|echo|stop)|(?:a|the|my|good|big|edm|bass) drops?|looper|sibilan\w*|performance nerves|nervous (?:before|on stage)|clave|montuno|guajeo|tumbao|salsa|samba|bossa\w*|latin|percussion|congas?|bongos?|timbales|syncopat\w*|off-?beats?|downbeats?)\b/;
function harmonised(
  source: MidiSource,
  roles: readonly (PartRole | PartSpec)[],
  seed: number,
  lang: ReplyLanguage,
  tempo?: number,
): ComposerReply {
  const made = harmoniseUpload(source, roles, seed);
  if ('error' in made) return { text: t(lang, 'uploadCannotAdd', made.error), intent: 'upload' };
  // "add horns and speed it up to 122": the file's notes play at the new tempo too.
  const state: PieceState = { v: 2, spec: tempo ? { ...made.spec, tempo } : made.spec, keep: made.keep };
  const r = renderState(state);
  if (!r.ok) return { text: t(lang, 'uploadCannotAdd', r.error), intent: 'upload' };
  const was = made.spec.tempo;
  const retimed =
    tempo && was !== undefined && tempo !== was ? t(lang, 'done', t(lang, 'changedTempo', was, tempo)) : null;
  const added = r.piece.parts
    .slice(made.keep.length)
    .map((p) =>
      p.channel === DRUM_CHANNEL
        ? roleWord(lang, p.role)
        : t(lang, 'partWithInstrument', roleWord(lang, p.role), instrumentWord(lang, p.program)),
    );
  const text = t(lang, 'uploadHarmonised', added.join(', '), made.summary, progressionText(r.piece));
  return withPiece(retimed ? `${text}\n${retimed}` : text, 'upload', state, r.piece);
}

/**
 * "another take on it" with a file in focus: a new piece in the file's key, tempo, meter and bars,
 * over its chords bar by bar, on its instruments, every part written afresh (heard in its key).
 */
function anotherTake(source: MidiSource, seed: number, lang: ReplyLanguage): ComposerReply {
  const made = harmoniseUpload(source, [], seed);
  if ('error' in made) return { text: t(lang, 'uploadCannotChange', made.error), intent: 'edit' };
  const parts = made.keep.map((p) =>
    p.role === 'drums' ? { role: p.role } : { role: p.role, program: p.program },
  );
  const drafted = composeInKey({ ...made.spec, parts });
  if (!drafted) return { text: t(lang, 'composeFailed', 'no take'), intent: 'edit' };
  const state: PieceState = { v: 2, spec: drafted.spec };
  return withPiece(
    t(lang, 'uploadAnotherTake', made.summary, progressionText(drafted.piece)),
    'edit',
    state,
    drafted.piece,
  );
}

/**
 * "make the last 2 bars different, like a turnaround" with a file in focus: those bars written
 * afresh on the file's own instruments over its chords (a ii–V there for a turnaround), every other
 * note of the file kept. `null` when the message names no bars of the file.
 */
function fileBarsAfresh(
  source: MidiSource,
  lower: string,
  seed: number,
  lang: ReplyLanguage,
): ComposerReply | null {
  const made = harmoniseUpload(source, [], seed);
  if ('error' in made) return null;
  const range = barRange(lower, made.spec.bars);
  if (!range) return null;
  const [from, to] = range;
  const key = made.spec.key;
  const turnaround = /\bturn ?around\b/.test(lower) && to > from;
  const progression = (made.spec.progression ?? []).map((chord, bar) => {
    if (!turnaround || bar < to - 1 || bar > to) return chord;
    const roman = bar === to ? 'V7' : key.mode === 'minor' ? 'iv' : 'ii7';
    return romanToChord(roman, key)?.symbol ?? chord;
  });
  const parts = made.keep.map((p) =>
    p.role === 'drums' ? { role: p.role } : { role: p.role, program: p.program },
  );
  const take = compose({ ...made.spec, parts, progression, seed: deriveSeed(seed, 'file-bars') });
  if (!take.ok) return null;
  const meter = made.spec.meter ?? { numerator: 4, denominator: 4 };
  const barTicks = (PPQ * 4 * meter.numerator) / meter.denominator;
  const [lo, hi] = [from * barTicks, (to + 1) * barTicks];
  const keep = made.keep.map((k) => {
    const fresh = take.piece.parts.find((p) =>
      k.channel === DRUM_CHANNEL ? p.channel === DRUM_CHANNEL : p.role === k.role && p.program === k.program,
    );
    const outside = k.notes.filter(([tick]) => tick < lo || tick >= hi);
    const inside = (fresh?.notes ?? [])
      .filter((n) => n.tick >= lo && n.tick < hi)
      .map((n) => [n.tick, n.durationTicks, n.midi, n.velocity] as const);
    return { ...k, notes: [...outside, ...inside].sort((a, b) => a[0] - b[0]) };
  });
  const before = renderState({ v: 2, spec: made.spec, keep: made.keep });
  const state: PieceState = { v: 2, spec: { ...made.spec, progression }, keep };
  const after = renderState(state);
  if (!before.ok || !after.ok) return null;
  const changes = diffPieces(before.piece, after.piece);
  if (changes.length === 0)
    return { text: t(lang, 'unchanged', t(lang, 'reasonNoNoteMoves')), intent: 'edit' };
  const text = [t(lang, 'done', changesText(changes, lang)), nowIsText(after.piece, [], lang)].join('\n');
  return withPiece(text, 'edit', state, after.piece);
}

/**
 * "lofi draft, put it in c minor" with a file in focus: every pitched note moved to the new tonic
 * (the nearest way), and into the new mode by scale degree (major to minor lowers the 3rd, 6th and
 * 7th; minor to major raises them), rhythm and drums kept. `null` when the file cannot be read.
 */
function fileInKey(
  source: MidiSource,
  asked: Key,
  tonicOnly: boolean,
  lang: ReplyLanguage,
): ComposerReply | null {
  const made = harmoniseUpload(source, [], 0);
  if ('error' in made) return null;
  const from = made.spec.key;
  // "put it in D": the file's own mode, on D.
  const target = tonicOnly ? { ...asked, mode: from.mode } : asked;
  const fromPc = parsePitchClass(from.tonic)?.chroma;
  const toPc = parsePitchClass(target.tonic)?.chroma;
  if (fromPc === undefined || toPc === undefined) return null;
  const shift = ((((toPc - fromPc) % 12) + 18) % 12) - 6;
  // Each scale degree of the file's mode (moved to the new tonic) goes to that degree of the new
  // mode: major → minor lowers the 3rd, 6th and 7th, major → mixolydian the 7th, minor → dorian
  // raises the 6th.
  const fromScale = keyChromas({ tonic: target.tonic, mode: from.mode });
  const toScale = keyChromas(target);
  if (shift === 0 && fromScale.every((c, i) => c === toScale[i]))
    return { text: t(lang, 'unchanged', t(lang, 'reasonAlreadyInKey', keyWord(lang, from))), intent: 'edit' };
  const degreeMove = (midi: number) => {
    const degree = fromScale.indexOf(((midi % 12) + 12) % 12);
    if (degree < 0) return 0;
    return ((((toScale[degree]! - fromScale[degree]!) % 12) + 18) % 12) - 6;
  };
  const keep = made.keep.map((k) =>
    k.channel === DRUM_CHANNEL
      ? k
      : {
          ...k,
          notes: k.notes.map(([tick, length, midi, velocity]) => {
            const moved = midi + shift;
            return [tick, length, moved + degreeMove(moved), velocity] as const;
          }),
        },
  );
  const before = renderState({ v: 2, spec: made.spec, keep: made.keep });
  const draft = renderState({ v: 2, spec: { ...made.spec, key: target }, keep });
  if (!before.ok || !draft.ok) return null;
  // The chords as the moved notes now sound them, bar by bar.
  const decoded = decodeMidi(pieceToMidi(draft.piece));
  const heard = decoded.ok ? analyseMidi(decoded.midi).chords : [];
  const progression = (made.spec.progression ?? []).map(
    (c, bar) => heard.find((h) => h.bar === bar)?.symbol ?? c,
  );
  const state: PieceState = { v: 2, spec: { ...made.spec, key: target, progression }, keep };
  const after = renderState(state);
  if (!after.ok) return null;
  // No note had to move ("D mixolydian" of a tune with no C#): the notes already fit the key.
  if (diffPieces(before.piece, after.piece).every((c) => c.kind === 'key' || c.kind === 'chords'))
    return {
      text: t(lang, 'unchanged', t(lang, 'reasonAlreadyInKey', keyWord(lang, target))),
      intent: 'edit',
    };
  const text = [
    t(lang, 'done', changesText(diffPieces(before.piece, after.piece), lang)),
    nowIsText(after.piece, [], lang),
  ].join('\n');
  return withPiece(text, 'edit', state, after.piece);
}

/**
 * "and what numerals is that" after "what key is E B C#m A in": the key question again of those
 * chords, whose answer names each chord's numeral. `null` when no chords were typed just before.
 */
function numeralsOfEarlierChords(said: string, history: readonly ChatTurn[], last: number): string | null {
  const lower = said.toLowerCase();
  if (
    !/\b(?:numerals?|roman|numbers?|degrees?)\b/.test(lower) ||
    !/\b(?:that|those|it|them|this|these)\b/.test(lower)
  )
    return null;
  const earlier = history
    .slice(Math.max(0, last - 4), last)
    .filter((turn) => turn.role === 'user')
    .reverse();
  for (const turn of earlier) {
    const chords = findChordSequence(turn.text)?.chords;
    if (chords && chords.length >= 2) return `what key is ${chords.join(' ')} in`;
  }
  return null;
}

/** "make it 8 bars", "extend this to 16 bars": the length a file is asked to reach. */
const LENGTHEN_TO_RE =
  /\b(?:make|turn|extend|stretch|loop|take|bring)\s+(?:it|this|that|the (?:file|loop|idea))\s+(?:out\s+)?(?:to\s+|into\s+)?(\d{1,2})\s*(?:bars?|measures?)\b/;

/** "twice as long", "double the length", "loop it 3 times", "x2": how many times to play the file. */
function repeatsAsked(lower: string): number | null {
  if (
    /\b(?:twice as long|double (?:the |its )?length|double it|loop it twice|repeat it(?: once)?|play it twice|x ?2)\b/.test(
      lower,
    )
  )
    return 2;
  const n =
    /\b(?:loop|repeat|play) (?:it|this|that) (\d|two|three|four) (?:times|x)\b|\b(three|four) times as long\b/.exec(
      lower,
    );
  const word = n?.[1] ?? n?.[2];
  const count = word
    ? (({ two: 2, three: 3, four: 4 } as Record<string, number>)[word] ?? Number(word))
    : null;
  return count && count >= 2 && count <= 4 ? count : null;
}

/**
 * The uploaded file played `times` times in a row, every note kept: what "make this twice as
 * long" means of a file (its music, not a new one). `null` when the file cannot be read or would
 * be too long.
 */
function fileRepeated(
  source: MidiSource,
  asked: { readonly times: number } | { readonly bars: number },
  lang: ReplyLanguage,
): ComposerReply | null {
  const made = harmoniseUpload(source, [], 0);
  if ('error' in made) return null;
  // "make it 8 bars" of a 4-bar file: played twice (a length that is no whole number of plays is
  // not this ask).
  const times = 'times' in asked ? asked.times : asked.bars / made.spec.bars;
  if (!Number.isInteger(times) || times < 2 || times > 4) return null;
  const bars = made.spec.bars * times;
  if (bars > MAX_BARS) return null;
  const before = renderState({ v: 2, spec: made.spec, keep: made.keep });
  if (!before.ok) return null;
  const grid = meterGrid(before.piece.meta.meter);
  if (!grid) return null;
  const span = before.piece.meta.bars * grid.ticksPerBar;
  const keep = made.keep.map((k) => ({
    ...k,
    notes: Array.from({ length: times }, (_, i) =>
      k.notes.map(([tick, length, midi, velocity]) => [tick + i * span, length, midi, velocity] as const),
    ).flat(),
  }));
  const progression = made.spec.progression
    ? Array.from({ length: times }, () => made.spec.progression!).flat()
    : undefined;
  const state: PieceState = {
    v: 2,
    spec: { ...made.spec, bars, ...(progression ? { progression } : {}) },
    keep,
  };
  const after = renderState(state);
  if (!after.ok) return null;
  const text = [
    t(lang, 'done', changesText(diffPieces(before.piece, after.piece), lang)),
    nowIsText(after.piece, [], lang),
  ].join('\n');
  return withPiece(text, 'edit', state, after.piece);
}

/** "play a …", "play me the …": a thing to be played, ordered. */
const TOPIC_ORDERED_RE =
  /^(?:(?:ok|okay|cool|now|so|and|then|pls|please|can you|could you)[,!.]?\s+)*play (?:me |us )?(?:an? |the )?(?!(?:something|anything|some|it|that|this|them|those|these|both|all|one|again)\b)/;
const EXAMPLE_RE =
  /\b(?:show me|example|demonstrate|play (?:me )?(?:an?|the|both|them|those|these)|let me hear|what does .* sound like|hear (?:it|one|an?|both|them|those|these))\b/;
// "explain X with an example" asks for the explanation, its example given in words (with the offer
// to play it); "show me", "play me", "give me an example" ask to hear one.
const EXAMPLE_IN_WORDS_RE =
  /^(?:(?:can|could) you |please )?(?:explain|describe|tell me about|what is|what's|whats)\b[^?!]*\bwith (?:an? |some )?examples?\b/;
// A short yes to an offer ("yes please", "sure, play it", "go ahead").
const ACCEPT_RE =
  /^(?:yes|yeah|yep|yup|sure|ok|okay|please|go ahead|do it|play it|let's hear it)\b[\s\w,!.']{0,30}$/;
/** "how do i practise…", "how can i get better at…": asks how to practise, not what a thing is. */
const PRACTISING_RE = /\b(?:practi[cs](?:e|ing)|drill|get better at|improve at)\b/;
/** "where would i use that", "how do i use it in a song", "where does that go": asks how it is used. */
const USING_RE =
  /\b(?:where|when|how) (?:would|do|should|can|could|might|will) (?:i|you|u|we|one|people) (?:\w+ )?(?:use|put|apply)\b|\bwhere (?:would|does|do|should|could) (?:that|it|this|those|these|they) go\b/;
/** "any tips", "how do i memorize…", "how do i get a student to hear…": asking how to do something. */
const ADVICE_RE =
  /\b(?:any tips|tips (?:for|on)|advice|how (?:do|can|should|would) (?:i|we|you|u) (?:get|make|help|stop|memori[sz]e|learn|teach|remember|keep|avoid|improve|fix)|how to (?:get|make|stop|memori[sz]e|learn|teach|remember|avoid|improve|fix))\b/;
// "my kick and bass are fighting", "my mixes sound thin": a problem stated, asking for advice.
const MY_PROBLEM_RE =
  /^(?:so |ok |hmm |ugh |help |)?(?:my|our) [\w' -]+ (?:is|are|sounds?|keeps?|keep|won'?t|doesn'?t|don'?t|never|always|gets?|feels?)\b/;
const ASKS_ABOUT_RE =
  /^(?:so |and |ok |okay |hey |btw |but )?(?:(?:can|could) you )?(?:explain|how does|how do|how is|how are|what is|what's|whats|what are|what does|why|(?:what'?s |whats )?the diff(?:erence)?|diff(?:erence)?|tell me about|teach me)\b/;
/** "is it ok to use parallel fifths", "should i avoid…": asking what the rules allow. */
const MAY_I_RE =
  /^(?:so |but |and |ok |okay )?(?:is it (?:ok|okay|fine|bad|wrong|allowed|normal)|should (?:i|you)|can (?:i|you) use|do (?:i|you) (?:need|have) to)\b/;
/** "how does X work", "what is a …", "explain …": asking what a thing is or how it works. */
const HOW_IT_WORKS_RE =
  /^(?:so |and |ok |okay |hey )?(?:how (?:does|do|is|are) .+ (?:work|sound|go)\b|what(?:'s| is| are|s) (?:a |an |the )?|explain\b|can you explain\b)/;
const WHY_RE = /^(?:so |but |and |ok |okay )?(?:why|how come|what makes)\b/;
/** "wait why does a minor song use G#", "whats the logic behind numerals": the reason for a thing, not advice for one's own music. */
/** "recommend me a good movie", "any shows to binge": the film or book itself, not music for it. */
const FILM_ITSELF_RE =
  /\b(?:recommend|suggest|watch|read|binge|stream)\b(?:(?!\b(?:music|score|soundtrack|song|cue|theme|for)\b)[^.?!])*\b(?:films?|movies?|shows?|series|books?|novels?|documentar(?:y|ies))\b/;
/** "give me a 30 min practice routine": a plan to follow is advice, not music to write. */
const ROUTINE_RE =
  /\b(?:routine|schedule|regimen|checklist|workout)\b|\b(?:a|my|the|daily|weekly|practi[cs]e|study) (?:\w+ )?plan\b/;
/** "closed back or open back cans for tracking", "44.1 vs 48k?": two things to choose between. */
const CHOICE_RE =
  /^(?:[\w'.-]+ ){0,3}[\w'.-]+ (?:or|vs\.?|versus) (?:[\w'.-]+ ){0,3}[\w'.-]+(?: (?:for|on|in|with|when) (?:[\w'.-]+ ?){1,4})?\s*\??$/;
/** Moving a file about or opening it somewhere: what the DAW and Riffmate advice answers. */
const FILE_HANDLING_RE =
  /\b(?:open|import|export|load|drag|drop|download|bounce|save|share|send|daw|ableton|live|logic|fl studio|garageband|cubase|reaper|bitwig|pro tools|musescore|studio one|riffmate|app|phone|mobile)\b/;
/** "does more compression make it louder", "will a limiter make my mix worse": what a tool does, asked. */
const EFFECT_QUESTION_RE =
  /^(?:(?:so|and|but|ok|wait)[,]?\s+)?(?:does|do|will|would|is|are|can)\s+(?!(?:you|u|ya|it|that|this|these|those)\b)(?:\S+\s+){1,5}make\s+(?:it|them|things|everything|my|the|a)\b/;
const ASKS_REASON_RE =
  /^(?!.*\bmy\b).*\b(?:why|how come|point of|purpose of|logic behind|reason (?:for|behind))\b/;
// ("why not just play the normal chord" asks why, it wants no example.)
const wantsExample = (lower: string) =>
  EXAMPLE_RE.test(lower.replace(/\bwhy not (?:just )?play\b/g, ' ')) && !EXAMPLE_IN_WORDS_RE.test(lower);

/** An interval named in words: "a tritone", "minor 6th", "perfect fifth". */
const INTERVAL_NAME_RE =
  /\b(?:(?:minor|major|perfect|augmented|diminished) )?(?:2nd|3rd|4th|5th|6th|7th|second|third|fourth|fifth|sixth|seventh|octave|tritone)\b/i;

/** The user's messages before the one at `last`, newest first. */
const earlierAsks = (history: readonly ChatTurn[], last: number) =>
  history
    .slice(0, last)
    .filter((tn) => tn.role === 'user')
    .map((tn) => normaliseText(tn.text))
    .reverse();

/**
 * The intervals the newest fact of the talk asked, to hear, when that fact is an interval's and no
 * music was made since (then "play it" means the music); explanations in between are passed over.
 */
function intervalsAskedBefore(history: readonly ChatTurn[], last: number): Listening | null {
  for (let i = last - 1, asks = 0; i >= 0 && asks < 3; i--) {
    const turn = history[i]!;
    if (turn.role === 'assistant') {
      if (turn.state) return null;
      continue;
    }
    asks++;
    const fact = factAsked(history, i);
    if (fact) return intervalFactHeard(fact);
  }
  return null;
}

/** The fact a user message asked (exactly, or as a follow-up of the one before), if any. */
function factAsked(history: readonly ChatTurn[], index: number, depth = 0): TheoryQuestion | null {
  const turn = history[index];
  if (turn?.role !== 'user' || depth > 3) return null;
  const text = normaliseText(turn.text);
  const strict = parseTheoryQuestion(text);
  if (strict) return strict;
  const direct = readFact(text);
  if (direct && !followUpWins(text)) return direct;
  const before = history.slice(0, index).findLastIndex((tn) => tn.role === 'user');
  const previous = before >= 0 ? factAsked(history, before, depth + 1) : null;
  return (previous ? followUpFact(text, previous) : null) ?? direct;
}

/**
 * "play me one in Bb so I can hear how it sounds", "slow it down so i can learn my part": what the
 * user will do with the music says nothing about what is asked, and its words ("hear", "learn")
 * would read as a question of their own; a message that is all purpose stays as it is.
 */
function withoutPurpose(text: string): string {
  const rest = text.replace(
    /[\s,]+(?:so (?:that )?(?:i|we|my \w+|our \w+) (?:can|could|may|might|will|get to)|(?:in order )?to help me|as (?:my|our) \w+ (?:and i )?(?:like|want|need)s? to) [^.?!,;]*/i,
    '',
  );
  return rest.split(/\s+/).filter(Boolean).length >= 3 ? rest : text;
}

/** "in G what are the chords for …": the key moved after the question, where the readers look. */
function keyAskedLast(text: string): string {
  // "in G what are the chords for I III IV iv": the question, then the key it is asked in.
  const m =
    /^(?:(?:ok|okay|so|and|fine)[,.!]?\s+)*in ([A-Ga-g](?:#|b)?(?: major| minor)?)[,]?\s+((?:what|whats|what's|how many)\b[^?]*)(\??)\s*$/i.exec(
      text,
    );
  // (A question that leans on what came before, or asks two things, is left as it was typed.)
  // ("in Eb whats V/V": a secondary dominant is read with its key first.)
  if (!m || /\b(?:that|this|it|those|these|and)\b/i.test(m[2]!) || /\b[iv]+\/[iv]+\b/i.test(m[2]!))
    return text;
  return `${m[2]!.trim()} in ${m[1]}${m[3]}`;
}

/**
 * "hey! can u help me with a chorus idea", "yo whats up, got any ideas for a verse": the hello in
 * front of an ask is dropped so the ask is what is read; a hello alone stays a hello.
 */
function withoutHello(text: string): string {
  const rest = text.replace(
    /^(?:(?:h+i+|he+y+|hello+|yo+|hiya|howdy|sup|wh?at'?s up|good (?:morning|evening|afternoon))(?: there| guys| man| buddy| riffmate)?[\s,!.]+)+/i,
    '',
  );
  return rest.split(/\s+/).filter(Boolean).length >= 3 ? rest : text;
}

/** "yes", "sure go ahead", "ok pls": a plain yes to an offer ("ok im sold lol" is no yes to it). */
const YES_TO_OFFER_RE =
  /^(?:yes|yeah|yea|yep|yup|sure|ok|okay|please|pls|go ahead|do it|go for it|why not|let'?s hear it)(?:[\s,!.]+(?:yes|sure|ok|okay|please|pls|plz|go ahead|do it|go for it|why not|let'?s hear it|thanks|thx|ty))*[\s!.]*$/;
/** "play that one", "can u play it", "let me hear it": asking to hear what was just named. */
const PLAY_THAT_RE =
  /^(?:\w+,? ){0,3}(?:play|hear|voice|build|show me|make|write)\b(?: \w+){0,2} (?:it|that|that one|this|one|them|an? (?:example|progression|melody)|some)\b[\s!.?]*$/;

/**
 * "yes pls play an example of the tritone sub", "sure, let's hear it", "ok show me the example":
 * a yes to the example the last explanation offered, naming at most its topic again (group 1).
 */
const EXAMPLE_TAKEN_RE =
  /^(?:(?:yes|yeah|yea|yep|yup|sure|ok|okay|oh|ya|absolutely|definitely|please|pls|plz|go ahead|go on)[,!.]*\s+)*(?:(?:pls|please|plz|can you|can u|could you|would you)\s+)?(?:play|show|hear|let'?s hear|let me hear|give me|do)(?:\s+(?:me|us))?\s+(?:(?:an?|the|that|this|one|some)\s+)?(?:example|demo|it|that|this|one)\b(?:\s+(?:of|for|with|on)\s+(?:the\s+|a\s+|an\s+|that\s+|this\s+)?(.+?))?(?:[\s,!.]+(?:pls|please|plz|thanks|thx|ty))*[\s!.]*$/;

/**
 * Whether a message takes up the example the last reply offered ("Want me to play an example?")
 * for the explanation of `previousAsk`: a yes, or a play ask whose topic words name the same topic.
 */
function exampleOfferTaken(
  lower: string,
  previousAsk: string,
  previousReply: string,
  context: ExplainContext,
  lang: ReplyLanguage,
): boolean {
  const m = EXAMPLE_TAKEN_RE.exec(lower.trim());
  if (!m) return false;
  const offered = explain(previousAsk, { ...context, earlier: context.earlier?.slice(1) });
  if (!offered || offered.example.length === 0 || !previousReply.startsWith(offered.text)) return false;
  if (!previousReply.trimEnd().endsWith(t(lang, 'explanation', '', true).trim())) return false;
  const topic = m[1]?.trim();
  if (!topic || /^(?:it|that|this|one|them)$/.test(topic)) return true;
  // "…of the tritone sub": the topic named must be the one explained, not another to explain.
  return explain(topic, {})?.topic === offered.topic;
}

/**
 * "play one, shuffle feel, 100bpm", "make that a lofi loop w rhodes": what a fact answer named,
 * asked for with the user's own wishes after it (the tail, in group 1).
 */
// "example in F?" or "show me" alone asks the same as "play an example (in F)".
const PLAY_BACK_RE =
  /^(?:(?:ok|okay|cool|nice|sure|yes|yeah|great|now|so|and|then|can you|can u|could you|pls|please)[,!.]?\s+)*(?:(?:play|hear|show|make|turn|put|write|do|loop|give me|build)(?: me| us)? (?:(?:that|this|the (?:[a-z]+ )?)(?:one|version)|those chords|these chords|that progression|this progression|the chords|the progression|an? (?:example|demo)(?: of (?:that|it|this|one|them))?|it|that|this|one|them|those|these)|(?:an? )?(?:example|demo)|(?:show|play) (?:me|us)(?=[\s?!.]*$))\b(?:[\s,]+(?:in(?:to)?|as|with|w|on)\b)?[\s,]*(.*)$/;

/** The key as a request names it ("Bb major"). */
const keyWords = (key: Key) => `${key.tonic} ${key.mode}`;

/**
 * The music a fact answer named, as a request: the chords where a chord usually lives, a key's
 * progression, a melody in a scale, the chords of an analysis or a transposition, a blues form
 * (`core`), and what it defaults to when the user adds nothing (`defaults`). `null` for other facts.
 */
function musicOfFact(fact: TheoryQuestion | null): { core: string; defaults: string; home?: string } | null {
  switch (fact?.type) {
    case 'chord-formula':
    case 'chord-notes': {
      // Power chords live in riffs, not in a key's triads: E5 – C5 – D5 – E5.
      const power =
        fact.type === 'chord-formula' ? fact.suffix === '5' : parseChord(fact.chord)?.quality === 'power';
      if (power) {
        const root = fact.type === 'chord-notes' ? parseChord(fact.chord)!.root : 'E';
        const riff = ['', 'bVI', 'bVII', ''].map((r) =>
          r
            ? `${parseChord(romanToChord(r, { tonic: root, mode: 'major' })?.symbol ?? root)?.root ?? root}5`
            : `${root}5`,
        );
        return { core: `${riff.join(' ')} in ${root} minor`, defaults: 'just piano chords, 4 bars, 100 bpm' };
      }
      const symbol =
        fact.type === 'chord-notes' ? fact.chord : `${fact.suffix === '5' ? 'E' : 'C'}${fact.suffix}`;
      const shown = chordInContext(symbol);
      return shown
        ? {
            core: `${shown.chords.join(' ')} in ${keyWords(shown.key)}`,
            defaults: `just piano chords, ${shown.chords.length} bars, 90 bpm`,
          }
        : null;
    }
    case 'chords-in-key': {
      const minor = fact.key.mode === 'minor';
      const romans = fact.sevenths
        ? minor
          ? 'i7 VImaj7 iv7 V7'
          : 'Imaj7 vi7 ii7 V7'
        : minor
          ? 'i VI III VII'
          : 'I vi IV V';
      return { core: `${romans} in ${keyWords(fact.key)}`, defaults: 'just piano chords, 90 bpm' };
    }
    case 'scale-notes':
      return { core: `a melody in ${fact.tonic} ${fact.scale}`, defaults: 'on piano at 90 bpm, just piano' };
    case 'roman-analysis':
    case 'detect-key': {
      const key = (fact.type === 'roman-analysis' ? fact.key : null) ?? detectKeyFromChords(fact.chords)?.key;
      return key
        ? { core: `${fact.chords.join(' ')} in ${keyWords(key)}`, defaults: 'just piano chords, 90 bpm' }
        : null;
    }
    case 'romans-to-chords': {
      const chords = fact.romans.map((r) => romanToChord(r, fact.key)?.symbol);
      const tonic = romanToChord(isMinorMode(fact.key.mode) ? 'i' : 'I', fact.key)?.symbol;
      return chords.every(Boolean)
        ? {
            core: `${chords.join(' ')} in ${keyWords(fact.key)}`,
            defaults: 'just piano chords, 90 bpm',
            ...(tonic && chords.at(-1) !== tonic
              ? { home: `${chords.join(' ')} ${tonic} in ${keyWords(fact.key)}` }
              : {}),
          }
        : null;
    }
    case 'transpose-chords': {
      const moved = fact.chords.map((c) => transposeChordSymbol(c, fact.semitones, fact.key));
      if (!moved.every(Boolean)) return null;
      const key = fact.key ?? detectKeyFromChords(moved as string[])?.key;
      return {
        core: `${moved.join(' ')}${key ? ` in ${keyWords(key)}` : ''}`,
        defaults: 'just piano chords, 90 bpm',
      };
    }
    case 'blues-form':
      // The form's chords bar by bar: the style alone would loop its own 12 bars.
      return {
        core: `${bluesChords(fact.key, fact.bars).join(' ')} in ${keyWords(fact.key)}, blues`,
        defaults: '',
      };
    default:
      return null;
  }
}

/** "resolving home", "going to the tonic", "back to I": the chord asked, then its key's tonic. */
const RESOLVING_HOME_RE =
  /\b(?:(?:and |then )?(?:resolv(?:e|es|ed|ing)|go(?:es|ing)?|mov(?:e|es|ing)|lead(?:s|ing)?|com(?:e|es|ing))(?: back)? (?:home|to (?:the )?(?:tonic|home(?: chord)?|one|i|1))|(?:and |then )?back (?:home|to (?:the )?(?:tonic|one|i|1)))\b/;

/** The request that plays what a fact answer named, with the user's wishes (`tail`) or its defaults. */
function exampleOfFact(fact: TheoryQuestion | null, tail = '', answer = ''): string | null {
  // Any other answer that named a progression ("Em7 is the ii7 of D major: Em7 → A7 → Dmaj7"):
  // those chords, in order.
  const named = chordSymbolsIn(answer.split('\n')[0] ?? '');
  // ("… with sevenths, as jazz plays it: Gm7 C7 Fmaj7" then "play it swung": the sevenths.)
  const sevenths = /\bwith sevenths\b[^:]*:(.*)$/.exec(answer.split('\n')[0] ?? '')?.[1];
  const jazz = !!sevenths && extractRequest(tail, null).request.style === 'jazz';
  const inKey = fact?.type === 'romans-to-chords' ? ` in ${keyWords(fact.key)}` : '';
  const music = jazz
    ? { core: `${chordSymbolsIn(sevenths!).join(' ')}${inKey}`, defaults: '' }
    : (musicOfFact(fact) ??
      (named.length >= 2 ? { core: named.join(' '), defaults: 'just piano chords, 90 bpm' } : null));
  if (!music) return null;
  // "play it resolving home": the chords, then the key's tonic chord.
  const home = music.home ? RESOLVING_HOME_RE.exec(tail) : null;
  const rest = home ? `${tail.slice(0, home.index)} ${tail.slice(home.index + home[0].length)}` : tail;
  const wishes = rest.replace(/^[\s,]+|[\s,]+$/g, '') || music.defaults;
  const core = home ? music.home! : music.core;
  return wishes ? `${core}, ${wishes}` : core;
}

/**
 * "and in D minor?", "same thing in G?", "so in E minor the last chord would be..?", "in G which
 * chords are which", "give me the common ones in C": a short follow-up that names another key (or chord) for what was just asked.
 */
const ASK_AGAIN_RE =
  /^(?:(?:and|so|ok|okay|now)\s+)*(?:give me|list|name|what are|which are)\s+(?:the\s+)?(?:most\s+)?(?:common|usual|main|typical|basic)\s+ones\b|^(?:(?:and|so|ok|okay|now|then|but|hmm|right|what about|how about|same(?: thing| again| idea| deal)?|(?:do|try) (?:the )?same(?: thing)?|(?:do|try) (?:that|it|this))\b[,\s]*)*(?:(?:the )?same(?: thing)?\s+)?(?:in|for|with|on|over)\b|^(?:and |so |ok |okay )?(?:what|how) about\b|^(?:and |so |ok |okay )?(?:the )?(?:major|minor) (?:one|version)\b|^(?:and |so |ok |okay )?(?:what(?:'s|s| is| would)|how(?:'s| is| would)) (?:it|that|that chord|this|they|those)(?: be| look| go)? (?:in|for|on)\b/;

/** "apply that to a ii V I in C", "use it in G": what was just explained, carried somewhere else. */
const APPLY_THAT_RE =
  /^(?:(?:ok|okay|so|and|now|cool|nice|can you|can u|could you|pls|please)[,\s]+)*(?:apply|use|show|try|put|do) (?:that|it|this|the same)(?: thing| idea| trick| sub)? (?:to|on|in|over|with|for)\b/;

/** An earlier message as `respond` reads it (English chat spellings made plain). */
const asRead = (text: string, heard: UnderstoodLanguage) =>
  heard === 'en' ? asDifference(capitaliseChordRuns(everydayEnglish(text))) : text;

/**
 * The explanation the reply just before answered: its question (`base`, maybe a few follow-ups
 * back: "and in Eb?" after "same thing in G?"), the context it was asked in and what was shown.
 */
function explainedBefore(
  context: ExplainContext,
  previousReply: string,
  heard: UnderstoodLanguage,
): { base: string; ctx: ExplainContext; shown: Explanation } | null {
  const earlier = (context.earlier ?? []).map((m) => asRead(m, heard));
  for (let k = 0; k < Math.min(earlier.length, 4); k++) {
    const ctx: ExplainContext = { ...context, earlier: earlier.slice(k + 1) };
    const ex = explain(earlier[k]!, ctx);
    if (ex) {
      const shown = k === 0 ? ex : explainAgain(earlier[k]!, ctx, earlier[0]!);
      return shown && previousReply.startsWith(shown.text) ? { base: earlier[k]!, ctx, shown } : null;
    }
    if (!ASK_AGAIN_RE.test(earlier[k]!.toLowerCase())) return null;
  }
  return null;
}

/**
 * The notes of a numeral asked without a key ("notes of the iv one?", "spell the bVII for me"), in
 * `key`; `null` when the message names a key, asks no notes or holds no numeral (a lone "i" is
 * the pronoun, unless a chord).
 */
function numeralNotesInKey(message: string, key: Key, lang: ReplyLanguage): string | null {
  const lower = message.toLowerCase();
  if (keyNamed(message) || lower.split(/\s+/).length > 10) return null;
  if (!/\b(?:notes?|tones?|spell\w*|made of|what(?:'s|s| is) in)\b/.test(lower)) return null;
  // ("the V of V", "V7/ii": the secondary dominant, whole.)
  const one = '[b#]?(?:VII|VI|IV|V|III|II|vii|vi|iv|v|iii|ii|i)(?:7|maj7|°|ø)?';
  const numeral = new RegExp(
    String.raw`(?<![\w#])(${one}(?:(?:\/|\s+of\s+(?:the\s+)?)${one})?)(?![\w#])`,
  ).exec(message.replace(/\b[iI]\b(?!\s*chord\b)/g, ' '));
  const fact = numeral ? readFact(`the ${numeral[1]} in ${keyWords(key)}`) : null;
  return fact?.type === 'romans-to-chords' ? answerTheory(fact, lang) : null;
}

/** Whether the reply just before the message at `last` answered a theory fact (no piece with it). */
function factBefore(history: readonly ChatTurn[], last: number): boolean {
  const reply = history.slice(0, last).findLast((tn) => tn.role === 'assistant');
  const ask = history.slice(0, last).findLastIndex((tn) => tn.role === 'user');
  return !!reply && !reply.state && ask >= 0 && factAsked(history, ask) !== null;
}

/**
 * "figured bass symbols for those two", "and the figures for them" after chords were asked one by
 * one (Bb/D, then Bb/F): each of those chords' figures.
 */
function figuresOfChordsAsked(lower: string, history: readonly ChatTurn[], last: number): string | null {
  if (!/\bfigur(?:es|ed)\b/.test(lower) || !/\b(?:those|these|them|both|each|that|it)\b/.test(lower))
    return null;
  const chords: string[] = [];
  for (let i = last - 1; i >= 0 && chords.length < 4; i--) {
    if (history[i]!.role !== 'user') continue;
    const fact = factAsked(history, i);
    if (fact?.type !== 'chord-notes') break;
    chords.unshift(fact.chord);
  }
  return figuresOfChords(chords);
}

/**
 * "and in F?" after "notes in a C major chord": the earlier fact with the new subject, when the
 * reply before answered a fact (so after a piece, "and in F?" stays an edit).
 */
function factFollowUp(message: string, before: readonly ChatTurn[]): TheoryQuestion | null {
  if (!factBefore(before, before.length)) return null;
  const ask = before.findLastIndex((tn) => tn.role === 'user');
  const previous = factAsked(before, ask);
  return previous ? followUpFact(message, previous) : null;
}

// "in that key", "outta those", "with those chords": music asked in what the fact just answered.
const FACT_KEY_REF_RE =
  /\b(?:in(?:to)?|using) (?:that|this|the same|it)(?: key| scale| mode)?\b(?! (?:style|feel|vibe|groove|tempo|chord))|\b(?:from|with|w|outta|out of|using|of) (?:those|these|them)(?: chords| notes)?\b|\b(?:those|these) chords\b/;

const MAKES_MUSIC_RE =
  /\b(?:write|make|compose|create|generate|play|give me|loop|jam|song|tune|piece|groove|beat|riff|ballad|progression)\b/;

/**
 * The key the newest of the last three answers that named one left the user in ("D mixolydian",
 * then a question about its sound, then "a jazz waltz in that mode"); none once a piece came
 * after it, since "that key" then means the piece's.
 */
function recentFactKey(before: readonly ChatTurn[]): string | null {
  let asks = 0;
  for (let i = before.length - 1; i >= 0 && asks < 3; i--) {
    const turn = before[i]!;
    if (turn.role === 'assistant') {
      if (turn.state) return null;
      continue;
    }
    asks++;
    if (before[i + 1]?.role !== 'assistant') continue;
    const fact = factAsked(before, i);
    const key = fact ? keyOfAnswer(fact) : null;
    if (key) return key;
  }
  return null;
}

/**
 * "write a folk tune in that, 6/8" after the A major scale, "make a pop loop outta those" after
 * the chords of A major: the commission with the key the fact answer left the user in.
 */
function withFactKey(message: string, before: readonly ChatTurn[]): string {
  const lower = message.toLowerCase();
  const ref = FACT_KEY_REF_RE.exec(lower);
  if (!ref || !MAKES_MUSIC_RE.test(lower)) return message;
  const key = recentFactKey(before);
  const asked = extractRequest(message, null).request;
  // ("…w those 3, over Fmaj7 Em7 Am7": the chords were the reference, not a key.)
  if (!key || asked.key || asked.progression) return message;
  // "…with those but in minor": the fact's tonic in the mode named.
  const mode = /\bin (major|minor)\b/.exec(message.toLowerCase())?.[1];
  const named = mode ? `${key.split(' ')[0]} ${mode}` : key;
  return `${message.slice(0, ref.index)}in ${named}${message.slice(ref.index + ref[0].length)}`;
}

/**
 * "and horn in F" after "write for Bb clarinet, concert C is what" (answered with no piece): the
 * concept asked again, the chat's last few questions (newest first) filling in what it leaves out.
 */
function conceptFollowedUp(lower: string, history: readonly ChatTurn[], last: number) {
  const reply = history.slice(0, last).findLast((tn) => tn.role === 'assistant');
  if (!reply || reply.state) return null;
  const asks = history
    .slice(0, last)
    .filter((tn) => tn.role === 'user')
    .map((tn) => normaliseText(tn.text).toLowerCase())
    .reverse();
  for (let k = 1; k <= Math.min(asks.length, 5); k++) {
    const found = conceptFollowUp(lower, asks.slice(0, k).join(' '));
    if (found) return found;
  }
  // ("and going up again in A" after "spell C melodic minor going up", "and coming down": the
  // concept an earlier ask named on its own.)
  for (const ask of asks.slice(1, 5)) {
    const found = conceptFollowUp(lower, ask);
    if (found) return found;
  }
  return null;
}

/**
 * The language a message is written in, given the chat's language so far. Short messages ("no
 * bass" reads as Portuguese "in the bass") fool any detector: a message whose words the English
 * corpus mostly knows is English, or, when short, in the chat's language ("punchier" after a
 * Spanish chat is a Spanish user's edit). An English frame around a title ("play Für Elise",
 * "chords for Bésame Mucho") is English: the title is a name, not the language the user writes in.
 */
function hearLanguage(text: string, chat: UnderstoodLanguage): UnderstoodLanguage {
  if (ENGLISH_SONG_FRAME_RE.test(text)) return 'en';
  // Slang and typos ("can u", "sloer") are English words before any detector reads them.
  const everyday = everydayEnglish(text);
  const detected = detectLanguage(everyday, chat);
  if (detected === 'ja' || detected === chat) return detected;
  if (detected !== 'en' && (knownShare(everyday) < 0.7 || hasLanguageMarker(text, detected))) return detected;
  return isShortMessage(text) && chat !== 'ja' ? chat : 'en';
}

/** The language of the user message at `index`, each earlier message setting the chat's language. */
function chatLanguage(history: readonly ChatTurn[], index: number): UnderstoodLanguage {
  let lang: UnderstoodLanguage = 'en';
  for (let i = 0; i <= index; i++) {
    const turn = history[i];
    if (turn?.role === 'user') lang = hearLanguage(normaliseText(turn.text), lang);
  }
  return lang;
}

/** "yes", "sure go for it", "yes pls, melody": a plain yes, naming at most the part offered. */
const YES_RE =
  /^(?:(?:yes|yess+|yeah|yea|yep|yup|ya|sure thing|sure|ok|okay|pls|please|plz|do it|go for it|go ahead|sounds good|why not|absolutely|definitely|of course|let'?s do it|let'?s go|for sure|sí|si|oui|ja|sim|claro|certo|bitte)[\s,.!]*)+(?:(?:a |the |some )?(melody|tune|drums|beat|bass(?: ?line)?|that|it|one)\b[\s,.!]*)?(?:(?:pls|please|plz|thanks|thx|ty)[\s,.!]*)?$/i;

/** The edits the replies offer as their next step, as the message a yes to each stands for. */
const OFFERS = [
  ['nextDrums', 'add drums', /^(?:drums|beat)$/],
  ['nextMelody', 'add a melody', /^(?:melody|tune)$/],
  ['nextBass', 'add a bass line', /^bass/],
] as const;

/**
 * A yes to the edit the last reply offered ("Shall I put a melody on top?" "sure go for it") is
 * that edit; `null` when the message is no plain yes or the reply offered no edit.
 */
/**
 * A message that only names a part or two ("sax melody", "a flute line", "strings"): with music in
 * focus, those parts are asked onto it; a key, tempo, style or length would describe a new piece.
 */
function partsNamedAlone(lower: string, stated: ComposeRequest): boolean {
  return (
    !!stated.partList?.length &&
    !stated.key &&
    !stated.style &&
    stated.tempo === undefined &&
    !stated.meter &&
    stated.bars === undefined &&
    lower.split(/\s+/).length <= 4 &&
    !QUESTION_RE.test(lower) &&
    !/\b(?:only|just|solo)\b/.test(lower)
  );
}

function acceptedOffer(message: string, previous: ChatTurn | undefined, lang: ReplyLanguage): string | null {
  const yes = YES_RE.exec(message.trim());
  if (previous?.role !== 'assistant' || !yes) return null;
  const offer = previous.text.trim().split('\n').at(-1)?.trim();
  const [, edit, part] = OFFERS.find(([key]) => t(lang, key) === offer) ?? [];
  // "yes, drums" after a melody was offered names another part: not a yes to the offer.
  const named = yes[1]?.toLowerCase();
  if (edit) return !named || /^(?:that|it|one)$/.test(named) || part!.test(named) ? edit : null;
  return !named || /^(?:that|it|one)$/.test(named) ? musicOffered(previous.text) : null;
}

/** The offers the knowledge base's answers end with ("Want a shuffle groove to hear it?"). */
let knowledgeOffers: ReadonlySet<string> | undefined;

/**
 * The music a practical answer offers at its end ("… Want a ii–V–I with the tritone sub to hear
 * the difference?", "Want a shuffle groove to hear it?"), as the ask a yes to it stands for ("play
 * me a ii–V–I with the tritone sub"); `null` when the answer ends with no such offer.
 */
function musicOffered(answer: string): string | null {
  knowledgeOffers ??= new Set(KNOWLEDGE_ENTRIES.map((e) => e.offer));
  const last = /[^.!?\n]*\?\s*$/.exec(answer)?.[0].trim() ?? '';
  if (!knowledgeOffers.has(last)) return null;
  const offer = /^Want (?:(a|an|some) |me to (write|make|build|put together) )([^?\n]{3,120})\?$/.exec(last);
  if (!offer) return null;
  // What the music is for ("to hear the difference", "to play along with") is no part of it.
  const music = offer[3]!.replace(
    /\s+(?:so (?:you|that)|to (?:hear|play|practi[cs]e|write|build|check|work|send|try|compare|narrow|see|get|use|loop|jam)\b).*$/,
    '',
  );
  return offer[2] ? `${offer[2]} ${music}` : `play me ${offer[1]} ${music}`;
}

/**
 * Answer the latest user message of a chat. Pure and deterministic: the same history (and seed
 * option) gives the same reply and the same MIDI bytes. A classifier trained on the corpus in
 * `understand/corpus.ts` decides what is asked; the entity readers take the values; follow-ups
 * edit the piece in focus (the last card, or an uploaded file), and every edit's reply is written
 * from the difference between the old and the new file.
 * @example respond([{ role: 'user', text: 'a chill lo-fi beat in F minor' }]).text // "Here's an 8-bar lo-fi piece in F minor …"
 */
export function respond(history: readonly ChatTurn[], options: RespondOptions = {}): ComposerReply {
  let last = -1;
  for (let i = history.length - 1; i >= 0; i--) {
    if (history[i]?.role === 'user') {
      last = i;
      break;
    }
  }
  if (last < 0) return { text: t('en', 'notUnderstood'), intent: 'unknown' };
  const turn = history[last] as Extract<ChatTurn, { role: 'user' }>;
  // "make it jazzier... actually wait, first just tell me what chords are in it": the question
  // asked on second thought is the message.
  const secondThought = SECOND_THOUGHT_RE.exec(turn.text);
  if (secondThought && secondThought.index > 0)
    return respond([...history.slice(0, last), { ...turn, text: secondThought[1]! }], options);
  // "its 90 right? keep it 90", "still in G yeah? leave it there": a fact checked, then the order
  // that settles it; the order is the message.
  const told = CHECK_THEN_ORDER_RE.exec(turn.text);
  if (told) return respond([...history.slice(0, last), { ...turn, text: told[1]! }], options);
  const original = normaliseText(turn.text);
  // Foreign music words become English tokens before the understanding layer reads the message.
  const heard = chatLanguage(history, last);
  // Chat spellings and typos ("can u", "sloer") are read as the English words they stand for.
  const said = asDifference(
    capitaliseChordRuns(
      heard === 'en'
        ? keyAskedLast(
            withoutRetracted(withoutPurpose(withoutHello(everydayEnglish(spokenEnglish(original))))),
          )
        : normaliseText(normaliseForeign(original, heard)),
    ),
  );
  const lang: ReplyLanguage = replyLanguageFor(heard);
  const message = withFactKey(
    withEarlierTalk(
      acceptedOffer(said, history[last - 1], lang) ?? numeralsOfEarlierChords(said, history, last) ?? said,
      history.slice(0, last),
      factBefore(history, last),
    ),
    history.slice(0, last),
  );
  const lower = message.toLowerCase();
  if (!message && !turn.midi) return { text: t(lang, 'notUnderstood'), intent: 'unknown' };
  const turnIndex = history.slice(0, last).filter((tn) => tn.role === 'user').length;
  const seed =
    options.seed === undefined
      ? deriveSeed(turnIndex + 1, lower)
      : deriveSeed(options.seed, `${turnIndex}:${lower}`);

  const verdict = classify(message);
  let intent = verdict.intent;
  const statedRead = extractRequest(message, null);
  const stated = statedRead.request;
  // A message that names a style, an instrument, a tempo or a kind of piece ("a dorian groove in
  // D") commissions music, even without a verb.
  const commissions =
    /\b(?:need|want|give me|write|make|create|compose|generate)\b/.test(lower) ||
    PIECE_NOUN_RE.test(lower) ||
    ONLY_PART_RE.test(lower) ||
    !!stated.style ||
    stated.tempo !== undefined ||
    !!stated.partList?.some((p) => p.program !== undefined);
  let focus: PieceState | null = null;
  for (let i = last - 1; i >= 0 && !focus; i--) {
    const turn = history[i]!;
    if (turn.role === 'assistant') focus = readPieceState(turn.state);
  }
  const plainSong = plainlyASong(message, lower, !!focus);
  if (plainSong) return { text: answerSongRequest(plainSong.title, lang), intent: 'song' };
  // A style, tempo or instrument named commissions music ("lofi chords in A minor"); the blues of
  // "the F blues scale" names a scale, not a style.
  const styled =
    (!!stated.style &&
      !/\bblues scale\b|\b[a-g](?:#|b)? (?:major |minor )?blues\b(?! in\b)/.test(lower) &&
      // ("G bebop dominant notes" names a scale; "minor blues in C" the form.)
      !isScaleNamed(readFact(message))) ||
    stated.tempo !== undefined ||
    !!stated.partList?.some((p) => p.program !== undefined);
  const strict = parseTheoryQuestion(message);
  // Casual fact questions ("whats in a cmaj7", "notes in f blues", "G up to D?") are read
  // leniently, when they ask rather than commission, want an explanation or edit the piece.
  const factRead = strict ? null : readFact(message);
  const lenient = factRead && asksForFact(message, factRead, !!focus, styled) ? factRead : null;
  // "and in F?", "what about the minor one": the fact just asked, with a new subject.
  const following = strict ? null : factFollowUp(message, history.slice(0, last));
  // ("chords for let it be" after the relative major of F# minor: a song, not that key's chords;
  // "and E7#9, the hendrix chord" names its chord.)
  const titled =
    /\b(?:chords?|tabs?|lyrics|melody|riff|solo|bass ?line|progression)\s+(?:for|to|of|from)\s+(?!(?:it|this|that|these|those|the key|a|an|my|our)\b)/i.test(
      message,
    ) &&
    findSongRequest(message) &&
    !/\b[A-G][#b♯♭]?(?:m|maj|dim|aug|sus|add|\d)/.test(message);
  const followed = (lenient && !followUpWins(message)) || titled ? null : following;
  // "what's the augmented 6th in E minor": the key a topic is asked in, not its scale.
  const keyOfTopic =
    lenient?.type === 'scale-notes' &&
    /^(?:major|natural minor)$/.test(lenient.scale) &&
    // ("the cadences in D, spell them out": the cadences' chords spelled, not the scale.)
    !/\b(?:scales?|notes?|modes?|spell|tones?)\b/.test(
      // ("german 6th in C minor notes": the notes of the chord the topic names.)
      /\bcadences?\b|\b(?:italian|german|french|aug(?:mented)?)[ -]?(?:6th|sixth)s?\b|\bneapolitan\b|\bpicardy\b/.test(
        lower,
      )
        ? lower.replace(/\bspell\w*\b|\bnotes?\b/g, '')
        : lower,
    ) &&
    // ("the german one in C minor?" right after the augmented sixths: the topic asked on.)
    explanationTopic(message, { earlier: earlierAsks(history, last) }) !== null;
  const asked = followed ?? (keyOfTopic ? null : lenient);
  const exact = strict ?? asked;
  // Explanations may lean on the piece in focus ("why does the Fm sound good here") and on the
  // messages just before ("so what's the difference between them").
  const context: ExplainContext = {
    ...(focus ? { key: heardKey(focus) } : {}),
    earlier: earlierAsks(history, last),
    lang,
  };
  // "whats the order of sharps", "modes of melodic minor": a concept asked by name, computed.
  const concept =
    heard === 'en'
      ? (conceptAsked(lower, !!exact, focus ? heardKey(focus) : undefined, context.earlier) ??
        (exact ? null : conceptFollowedUp(lower, history, last)))
      : null;
  if (concept) return concept;
  const figures = heard === 'en' ? figuresOfChordsAsked(lower, history, last) : null;
  if (figures) return { text: figures, intent: 'theory-fact' };
  // "how do i play Bm7 on guitar", "how do i voice that 3rd chord on guitar": shapes, fret by fret.
  const shapes =
    heard === 'en'
      ? guitarShapeAnswer(message, () => {
          const r = focus ? renderState(focus) : null;
          return r?.ok ? r.piece : null;
        })
      : null;
  if (shapes) return { text: shapes, intent: 'practical' };
  // "where do i put the capo to play this with C shapes": the fret, worked out for the key.
  const capo = heard === 'en' ? capoForShapes(message, focus ? heardKey(focus) : null) : null;
  if (capo) return { text: capo, intent: 'practical' };
  // An attached MIDI file (or the newest one made from it) is what "it" means, unless a piece came later.
  const source = latestMidi(history, last);
  // "let me hear a tritone", "play me the D dorian scale": the thing itself on a short card.
  const listening = heard === 'en' ? listeningAsked(message, !!focus || !!source) : null;
  const heardCard = listening ? listeningCard(listening, seed, FILE_ORDERED_RE.test(lower)) : null;
  if (heardCard) return heardCard;
  // "play that one", "play both" after intervals were asked: those intervals, heard.
  const heardBack =
    heard === 'en' && HEAR_BACK_RE.test(lower) && !stated.progression
      ? intervalsAskedBefore(history, last)
      : null;
  const heardBackCard = heardBack ? listeningCard(heardBack, seed) : null;
  if (heardBackCard) return heardBackCard;
  const talkTopic = asked ? null : (explain(message, context)?.topic ?? null);
  // "how do i get this into cubase" after a sus chord: the topic is only the talk before; the
  // knowledge base answers what the message itself asks.
  const topic =
    talkTopic &&
    intent === 'practical' &&
    heard === 'en' &&
    !explain(said, { ...context, earlier: [] }) &&
    answerPractical(original, lang).entryId
      ? null
      : talkTopic;
  // "what is a chord even", "what does bpm mean": a basic term, said plainly with real notes.
  const definition = heard === 'en' && !exact && !topic ? definitionAsked(lower) : null;
  if (definition) return { text: definition, intent: 'theory-explanation' };
  // "just the first 4 chords then" after "how does the stairway intro go": the song again.
  const songAgain = !exact && !topic && !styled ? songAskedOn(message, history, last) : null;
  if (songAgain) return { text: answerSongRequest(songAgain.title, lang), intent: 'song' };

  // "whats the relative major of that key", "whats the ii-V in that key": a fact asked in the key
  // of the piece in focus or the file, read with that key named.
  // "why does it pull to Am so hard" after V/vi in C: "it" is the chord the fact just named.
  const before = history.slice(0, last).findLastIndex((tn) => tn.role === 'user');
  const pointedFact =
    heard === 'en' &&
    !exact &&
    /^(?:\w+ )?(?:why|how come)\b.*\b(?:it|that|this)\b/.test(lower) &&
    factBefore(history, last)
      ? factAsked(history, before)
      : null;
  const pointed = pointedFact ? chordOf(pointedFact) : null;
  if (pointed && chordSymbolsIn(message).length > 0) {
    const text = message.replace(/\b(?:it|that|this)(?: chord)?\b/i, pointed);
    return respond([...history.slice(0, last), { ...turn, text }], options);
  }
  // "how many semitones is that" after "what does a tritone sound like": counted in the interval
  // the message before named.
  const sizeOfThat = /\bhow many (?:semitones|half[- ]?steps|frets)\b.*\b(?:that|it|this|those)\s*\??$/i.test(
    message,
  );
  const named = sizeOfThat && !exact ? INTERVAL_NAME_RE.exec(context.earlier?.[0] ?? '') : null;
  const counted = named ? `how many semitones in a ${named[0]}` : null;
  if (counted && readFact(counted)?.type === 'note-at-interval')
    return respond([...history.slice(0, last), { ...turn, text: counted }], options);
  const thatKey = /\b(?:that|this|its|the same|our|my) key\b/i;
  // "ok whats the relative major", "and the parallel minor?": of the key in focus, unnamed.
  const keylessRelative = /\b(?:relative|parallel) (?:major|minor|key)\b(?! (?:of|to|for)\b)/i;
  // ("now in the relative minor" moves the piece there: an edit, not a question.)
  const ofKeyInFocus =
    !thatKey.test(message) &&
    keylessRelative.test(message) &&
    /\b(?:what|whats|what's|which)\b|\?/i.test(message) &&
    !/\b[A-G](?:#|b)?(?![\w#])/.test(message);
  if ((focus || source) && !exact && (thatKey.test(message) || ofKeyInFocus)) {
    const file = !focus && source ? harmoniseUpload(source, [], seed) : null;
    const key = focus ? heardKey(focus) : file && !('error' in file) ? file.spec.key : null;
    const named = !key
      ? null
      : ofKeyInFocus
        ? message.replace(keylessRelative, (m) => `${m} of ${keyWords(key)}`)
        : message.replace(thatKey, keyWords(key));
    const read = named ? (parseTheoryQuestion(named) ?? readFact(named)) : null;
    if (named && read && asksForFact(named, read, false))
      return respond([...history.slice(0, last), { ...turn, text: named }], options);
  }
  // "ok now something totally different, jazz waltz in F", "also need a victory stinger, C major":
  // a new piece asked beside the one in focus (or the file), which stays as it is.
  // "write a little folk tune over that": a new piece named, over the chords in focus.
  const overFocus = focus && !source?.attachedNow && !exact ? newPieceNamed(lower, stated, focus.spec) : null;
  // "rock drum groove 140 bpm" after "let me hear a tritone": a piece described in full is a new
  // one; the card only takes follow-ups on its example ("slower pls", "again an octave up").
  // "now a groove in that mode" after the D dorian scale: in D dorian.
  const cardKey = /\b(?:that|this|the same) (?:key|mode|scale)\b/i;
  const onCard = !!focus && isListeningCard(focus) && !exact;
  if (focus && onCard && cardKey.test(message)) {
    const text = message.replace(cardKey, keyWords(heardKey(focus)));
    return respond([...history.slice(0, last), { ...turn, text }], options);
  }
  // "now descending" on a listening card: its example played downwards.
  const downwards = focus && onCard && DOWNWARDS_RE.test(lower) ? cardDownwards(focus, lang) : null;
  if (downwards) return downwards;
  const pieceAfterCard =
    onCard &&
    !COMPARATIVE_RE.test(lower) &&
    !ONTO_PIECE_RE.test(lower) &&
    !PIECE_REFERENCE_RE.test(withoutDummyIt(lower)) &&
    !/\b(?:again|instead|add|put|throw)\b/.test(lower) &&
    !QUESTION_RE.test(lower.replace(POLITE_ASK_RE, '').replace(/\?+\s*$/, '')) &&
    (!!stated.style ||
      !!stated.progression ||
      PIECE_NOUN_RE.test(lower) ||
      // (One instrument alone, "on guitar pls", is where to hear the example.)
      (stated.partList?.length ?? 0) >= 2 ||
      !!stated.partList?.some((p) => p.role === 'drums' || p.role === 'bass'));
  const newPiece =
    !!overFocus ||
    pieceAfterCard ||
    ((!!focus || !!source) &&
      !source?.attachedNow &&
      (NEW_PIECE_RE.test(lower) ||
        nextPieceDescribed(lower, stated) ||
        ((ALSO_NEED_RE.test(lower) ||
          SOMETHING_ELSE_RE.test(lower) ||
          SOMETHING_LIKE_RE.test(lower) ||
          FRESH_START_RE.test(lower)) &&
          (!!stated.key || stated.tempo !== undefined || !!stated.style || !!stated.meter) &&
          statedRead.strong)) &&
      !ONTO_PIECE_RE.test(lower) &&
      // "unrelated but whats in an F#m7b5 again", "… how do u tune a ukulele": a question, not a piece.
      !exact &&
      !/^(?:why|how|what|what's|whats|which|is|are|does|do|when|where|who)\b/.test(
        lower.replace(NEW_PIECE_RE, '').replace(/^[\s,:;.!-]*(?:(?:but|and|so|q|question)\b[\s,:]*)?/, ''),
      ));
  if (newPiece) intent = 'compose';
  const aboutTheory = (intent === 'theory-explanation' || intent === 'theory-fact') && (!!exact || !!topic);
  // "can u mix it so the kick punches thru": mixing is done on audio; say so, and what the notes can do.
  if (
    (focus || source) &&
    MIX_THIS_RE.test(lower) &&
    !MASTER_THIS_RE.test(lower) &&
    !/\bmix(?:ed)? (?:it |this |things )?up\b/.test(lower)
  )
    return { text: t(lang, 'cannotMix'), intent: 'edit' };
  // "write a melody over this" reads as a commission, but "this" is the file.
  // "sax melody", "strings" alone after a file: the parts named are added onto it.
  const fileParts = partsToWrite(partsNamedAlone(lower, stated) ? `add ${lower}` : lower);
  const addsToFile =
    fileParts.length > 0 && (PIECE_REFERENCE_RE.test(lower) || partsNamedAlone(lower, stated));
  // "add a chorus after it" to a file: its notes become the piece in focus, the section after them.
  if (source && !focus && !source.attachedNow && !newPiece && sectionAsked(lower)) {
    const made = harmoniseUpload(source, [], seed);
    if (!('error' in made))
      return editPiece(message, { v: 2, spec: made.spec, keep: made.keep }, turnIndex, lang);
  }
  if (
    source &&
    !aboutTheory &&
    // "what instruments are in there" asks the file, though it reads like studio advice, and so
    // does "can u slow it down so i can learn my part".
    (intent !== 'practical' ||
      asksAboutFile(lower) ||
      (PIECE_REFERENCE_RE.test(lower) && parseMidiTransform(message, 120) !== null)) &&
    (source.attachedNow ||
      intent !== 'compose' ||
      addsToFile ||
      // "bass simpler pls", "add a chorus after it" after a file: a change of the file, not a new piece.
      (!newPiece && (parseEdits(lower).length > 0 || sectionAsked(lower))) ||
      // "drop it to G for our singer": the file moved to that key, not a new piece in it.
      (!newPiece && !!stated.key && FILE_TO_KEY_RE.test(lower)) ||
      // "actually back to a waltz": the file in focus goes back, no new piece is asked.
      (!newPiece &&
        /^(?:(?:actually|ok|okay|now|no|nah|hmm|wait)[,]?\s+)*back to\b/.test(lower) &&
        parseMidiTransform(message, 120) !== null))
  ) {
    // After the upload itself, a change to the file is an edit and a question about it a piece
    // question, as they are of a piece (the reply's upload still names the tool to run).
    const asFollowUp = (r: ComposerReply): ComposerReply =>
      source.attachedNow || r.intent !== 'upload'
        ? r
        : { ...r, intent: r.midi || r.state || r.upload?.transform ? 'edit' : 'piece-question' };
    // "add a melody to it", "write a bass line for it": written over the file's own chords, every
    // note of the file kept, as a piece in focus that follow-ups edit. Drums or bass asked with a
    // file transform ("transpose it up 2 and add drums") go to the transform, which does both.
    // "add a vocal track of me singing on it": no part can be a voice singing; nothing changes.
    if (sungAsk(lower))
      return {
        text: t(lang, 'unchanged', t(lang, 'reasonNoLyrics')),
        intent: source.attachedNow ? 'upload' : 'edit',
      };
    const adding = fileParts.map((p) => p.role);
    const transform = parseMidiTransform(message, 120);
    // "drop the bass an octave", "the 808 down an octave": one part of the file moves, not the
    // whole file; the file's notes become the piece in focus, edited like any piece.
    if (
      transform?.transpose !== undefined &&
      !source.attachedNow &&
      (partsIn(lower).some((p) => p.role !== 'drums') ||
        (stated.partList ?? []).some((p) => p.role !== 'drums' && p.role !== 'percussion'))
    ) {
      const made = harmoniseUpload(source, [], seed);
      if (!('error' in made))
        return editPiece(message, { v: 2, spec: made.spec, keep: made.keep }, turnIndex, lang);
    }
    // A bass line asked alone is written by the engine over the file's chords (a piece that later
    // edits can change), not the transform's root notes.
    const fileCanAdd =
      adding.every((r) => r === 'bass' || r === 'drums') &&
      transform !== null &&
      Object.keys(transform).some((k) => k !== 'addBass');
    if (adding.length > 0 && !fileCanAdd)
      return asFollowUp(harmonised(source, fileParts, seed, lang, transform?.tempo));
    // "put it in c minor": the file moved to that key (and mode), when nothing else is asked of it.
    const keyAsked =
      !!stated.key &&
      !transform &&
      /\b(?:put|make|change|move|transpose|switch|turn|convert|take|bring|drop|lower|raise|shift|in)\b/.test(
        lower,
      ) &&
      !QUESTION_RE.test(lower.replace(POLITE_ASK_RE, '').replace(/\?+\s*$/, ''));
    const rekeyed = keyAsked ? fileInKey(source, stated.key!, !!stated.tonicOnly, lang) : null;
    if (rekeyed) return asFollowUp(rekeyed);
    // "make this twice as long", "loop it 4 times": the file played again after itself.
    const times = transform ? null : repeatsAsked(lower);
    const barsAsked = transform ? null : LENGTHEN_TO_RE.exec(lower);
    const repeated = times
      ? fileRepeated(source, { times }, lang)
      : barsAsked
        ? fileRepeated(source, { bars: Number(barsAsked[1]) }, lang)
        : null;
    if (repeated) return source.attachedNow ? { ...repeated, intent: 'upload' } : repeated;
    // "bars 9 to 12 are boring, redo them", "can you make the last 2 bars different" sent with
    // the file: those bars written afresh (unless it only asks about them).
    const asked = !QUESTION_RE.test(lower.replace(POLITE_ASK_RE, '').replace(/\?+\s*$/, ''));
    const barsAfresh =
      source.attachedNow &&
      !transform &&
      REWRITE_RE.test(lower) &&
      asked &&
      /\b(?:bars?|measures?)\b/.test(lower)
        ? fileBarsAfresh(source, lower, seed, lang)
        : null;
    if (barsAfresh) return { ...barsAfresh, intent: 'upload' };
    const aboutFile = respondToMidi(message, source, lang);
    if (aboutFile) return asFollowUp({ ...aboutFile, intent: 'upload' });
    // "another take on it", "mix it up": a new version of the file, not an unrelated new piece.
    if (!source.attachedNow && parseEdits(lower).some((e) => e.op === 'variation'))
      return asFollowUp(anotherTake(source, seed, lang));
    // "make the last 2 bars different": those bars of the file written afresh.
    const rewrites = REWRITE_RE.test(lower);
    const afresh = !source.attachedNow && rewrites ? fileBarsAfresh(source, lower, seed, lang) : null;
    if (afresh) return asFollowUp(afresh);
    // "bass simpler pls", "drums busier": what no file transform does, the file's notes take as
    // the piece in focus, edited like any piece.
    if (!source.attachedNow && !newPiece && (parseEdits(lower).length > 0 || sectionAsked(lower))) {
      const made = harmoniseUpload(source, [], seed);
      if (!('error' in made))
        return editPiece(message, { v: 2, spec: made.spec, keep: made.keep }, turnIndex, lang);
    }
  }

  // The classifier reads what is asked; exact readers and the context settle the close calls.
  // "yes please" right after an explanation that offered to play an example: play it.
  const previousAsk = context.earlier?.[0];
  const previousTurn = history.slice(0, last).findLast((tn) => tn.role === 'assistant');
  const previousReply = previousTurn?.text;
  // "and in D minor?", "same thing in G?", "and in Db7?" right after an explanation: the same
  // explanation again in that key or on that chord; "play me that in G on piano" plays its example there.
  const explained = explainedBefore(context, previousReply ?? '', heard);
  // (A numeral run read as a fact, "apply that to a ii V I in C", still carries the explanation.)
  // "ok make it 12 bars" right after an explanation edits the piece in focus.
  const editsPiece =
    !!focus &&
    // "can u make it F minor?" asks for a change, not a question.
    !QUESTION_RE.test(lower.replace(POLITE_ASK_RE, '').replace(/\?+\s*$/, '')) &&
    (parseEdits(lower).length > 0 ||
      (/\b(?:make|change|turn|put|add|take|drop|remove|swap|switch|transpose|extend|cut)\b/.test(lower) &&
        (stated.bars !== undefined ||
          stated.tempo !== undefined ||
          !!stated.key ||
          !!stated.meter ||
          !!stated.partList)));
  // "notes of the iv one?" after the borrowed chords in C, "what notes does that iv have" beside a
  // piece in D: the numeral's chord in the key just explained, or else the piece's.
  const numeralKey = explained?.shown.key ?? (focus ? heardKey(focus) : null);
  const numeralNotes = !exact && numeralKey ? numeralNotesInKey(message, numeralKey, lang) : null;
  if (numeralNotes) return { text: numeralNotes, intent: 'theory-fact' };
  // "yes pls play an example of the tritone sub" after an explanation that offered one: its
  // example, played, even with a piece in focus and the topic named again.
  const taken =
    previousAsk && previousReply ? exampleOfferTaken(lower, previousAsk, previousReply, context, lang) : null;
  if (taken) {
    if (previousTurn?.state) return { text: t(lang, 'exampleAbove'), intent: 'theory-explanation' };
    const ex = explainWithExample(previousAsk!, true, seed, lang, {
      ...context,
      earlier: context.earlier?.slice(1),
    });
    if (ex) return ex;
  }
  // ("so in C whats the V of V" after secondary dominants asks for that chord: the fact answers.)
  if (
    explained &&
    !editsPiece &&
    lenient?.type !== 'romans-to-chords' &&
    (!strict || APPLY_THAT_RE.test(lower) || PLAY_BACK_RE.test(lower))
  ) {
    // "whats in the V of V there", "what scale does the Fm come from there": the key just explained.
    const there = /\b(?:there|in (?:that|this|the same) key)\b/;
    if (there.test(lower) && !keyNamed(message)) {
      const text = message.replace(new RegExp(there.source, 'i'), `in ${keyWords(explained.shown.key)}`);
      return respond([...history.slice(0, last), { ...turn, text }], options);
    }
    // "and V/vi?" after the secondary dominants in C: that chord, in the key just explained.
    const numeral =
      /^(?:(?:and|so|ok|what about|how about)\s+)*(?:the\s+)?([b#]?[iv]+[°ø7]*\/[b#]?[iv]+|[b#]?[iv]+[°ø7]*)(?:\s+chord)?\s*\?*$/i.exec(
        message.trim(),
      );
    const inKey = numeral ? readFact(`the ${numeral[1]} in ${keyWords(explained.shown.key)}`) : null;
    const inKeyAnswer = inKey?.type === 'romans-to-chords' ? answerTheory(inKey, lang) : null;
    if (inKeyAnswer) return { text: inKeyAnswer, intent: 'theory-fact' };
    const playAsk = PLAY_BACK_RE.exec(lower);
    // ("play it on rhodes w/ a walking bass, swing feel": wishes for the band after the ask name
    // topics of their own, but ask no explanation of them.)
    const bandWishes = !!playAsk?.[1] && extractRequest(playAsk[1], null).strong;
    const own = explain(bandWishes ? lower.slice(0, lower.length - playAsk![1]!.length) : message, {
      ...context,
      earlier: [],
    });
    // ("play that in G, slow" after chords asked about, more than the explanation's example
    // holds, plays those chords.)
    const asked = context.earlier?.[0] ? findChordSequence(context.earlier[0]) : null;
    const shownChords = new Set(explained.shown.example).size;
    const fuller =
      new Set(asked?.chords ?? []).size > shownChords ||
      (!!stated.progression &&
        !extractRequest(said, null).request.progression &&
        new Set(stated.progression).size > shownChords);
    if (playAsk && !own && !fuller) {
      // "play me that in G" moves it; "show me an example" plays it where it was explained.
      // "play me the deceptive one" after the cadences in Bb: that one, in Bb.
      // "play that version" beside a piece in G minor, after an explanation in no key the user
      // named: in the piece's key.
      const placed = focus && !keyNamed(message) && !keyNamed(explained.base) ? heardKey(focus) : null;
      const narrowed = keyNamed(message)
        ? null
        : explain(`${message} in ${keyWords(placed ?? explained.shown.key)}`, {
            ...explained.ctx,
            earlier: [explained.base],
          });
      const again =
        (narrowed &&
        narrowed.topic === explained.shown.topic &&
        narrowed.example.join() !== explained.shown.example.join()
          ? narrowed
          : null) ??
        explainAgain(explained.base, explained.ctx, placed ? `${message} in ${keyWords(placed)}` : message) ??
        (keyNamed(message) ? null : explained.shown);
      // ("in B flat?" is the key: no wish is left of it.)
      const tail = playAsk[1]!
        .replace(
          /^(?:in\s+)?[a-g](?:#|b|[\s-]?(?:flat|sharp))?(?:\s+(?:major|minor|maj|min))?(?![\w#])[,\s]*/,
          '',
        )
        .replace(/^[\s?!.]+$/, '');
      // "yes play it", "can you play them" with no key or wish: the card already above, or the
      // example played where it was explained (one in a key of its own, a mode's vamp, is written
      // as a piece, whose reply names that key).
      if (again === explained.shown && !tail && again.example.length > 0) {
        if (previousTurn?.state) return { text: t(lang, 'exampleAbove'), intent: 'theory-explanation' };
        const ex = again.exampleKey
          ? null
          : explainWithExample(explained.base, true, seed, lang, explained.ctx);
        if (ex) return ex;
      }
      if (again && again.example.length > 0) {
        // An example is a few bars of piano chords unless the message asks for more.
        // (In the piece's own key, the key goes unsaid: an edit would call it "already so".)
        const exampleKey = again.exampleKey ?? again.key;
        const inKey =
          placed && keyWords(exampleKey) === keyWords(placed) ? '' : ` in ${keyWords(exampleKey)}`;
        const ask = `${again.example.join(' ')}${inKey}, ${tail || 'just piano chords, 90 bpm'}`;
        return respond([...history.slice(0, last), { role: 'user', text: ask }], options);
      }
    }
    const words = lower.split(/\s+/).length;
    const applies = APPLY_THAT_RE.test(lower);
    if (applies ? words <= 16 : !own && words <= 12 && ASK_AGAIN_RE.test(lower)) {
      const again = explainAgain(explained.base, explained.ctx, message);
      // ("and in G?" after the backdoor ii–V asks for its chords there: a fact.)
      if (again)
        return {
          text: t(lang, 'explanation', again.text, again.example.length > 0),
          intent:
            !applies &&
            ((words <= 5 && !EXPLAIN_CUE.test(explained.base.toLowerCase()) && !/\bsame\b/.test(lower)) ||
              asksConcretely(message)) &&
            !EXPLAIN_CUE.test(lower)
              ? 'theory-fact'
              : 'theory-explanation',
        };
    }
  }
  // "ok where would that go in a song" asks on; it is no yes to the example.
  if (
    previousAsk &&
    previousReply &&
    ACCEPT_RE.test(lower) &&
    !UNDERSTOOD_RE.test(lower) &&
    !/\b(?:where|when|how|why|what|whats|which|who)\b/.test(lower) &&
    !editsPiece &&
    // ("ok play me G Em C Cm", "ok play I64 V I in G on piano" name chords of their own: those
    // are played, not the offered example.)
    !stated.progression
  ) {
    const offered = explain(previousAsk, { ...context, earlier: context.earlier?.slice(1) });
    if (offered && offered.example.length > 0 && previousReply.startsWith(offered.text)) {
      // The example is already on the card above: point at it rather than say it all again.
      if (previousTurn?.role === 'assistant' && previousTurn.state)
        return { text: t(lang, 'exampleAbove'), intent: 'theory-explanation' };
      // "ok play me the deceptive one" after the cadences: that one only, in the same key.
      const one = `${message} in ${keyWords(offered.key)}`;
      const narrowed = explain(one, { ...context, earlier: [previousAsk] });
      const narrows = !!narrowed && narrowed.topic === offered.topic && narrowed.text !== offered.text;
      const ex = narrows
        ? explainWithExample(one, true, seed, lang, { ...context, earlier: [previousAsk] })
        : explainWithExample(previousAsk, true, seed, lang, {
            ...context,
            earlier: context.earlier?.slice(1),
          });
      if (ex) return ex;
    }
  }
  // "sure", "play that one" after a chord, a key's chords or a scale: the example the fact offered.
  // "play one, shuffle feel, 100bpm", "make that a lofi loop w rhodes": the same, with its wishes.
  const playBack = PLAY_BACK_RE.exec(lower);
  // "make a pop loop out of that, piano": the answer's chords, the rest of the message its wishes.
  const fromIt = /\b(?:make|write|turn|build|compose|create|loop|do)\b/.test(lower)
    ? /\s*\b(?:out of|outta|from|with|using|of|on) (?:that|this|it)\b/.exec(lower)
    : null;
  // What follows "play one" is the wish ("shuffle feel, 100bpm"), not a topic to explain.
  const wishes = (
    playBack?.[1] ??
    (fromIt ? lower.slice(0, fromIt.index) + lower.slice(fromIt.index + fromIt[0].length) : '')
  ).replace(/^(?:(?:one|again|for me|pls|plz|please|then|now|thanks|thx)\b[\s,!.]*)+/, '');
  const head = playBack ? lower.slice(0, lower.length - playBack[1]!.length) : lower;
  const offered =
    factBefore(history, last) &&
    // ("put those three in a loop": the chords the talk named, not the last fact's example.)
    !stated.progression &&
    (YES_TO_OFFER_RE.test(lower) || PLAY_THAT_RE.test(lower) || !!playBack || !!fromIt) &&
    !(wishes ? explain(head, context) : topic) &&
    // "make it 24 bars" after a chord question: "it" is the piece in focus, edited.
    !(editsPiece && /\bit\b/.test(lower));
  const exampleAsk = offered
    ? exampleOfFact(
        factAsked(
          history,
          history.slice(0, last).findLastIndex((tn) => tn.role === 'user'),
        ),
        wishes,
        previousReply,
      )
    : null;
  if (exampleAsk) return respond([...history.slice(0, last), { role: 'user', text: exampleAsk }], options);
  // "show me one" after an explanation that offered no example of its own ("why is it called half
  // diminished"): the chords it named, played (its spelled notes are no chords of their own).
  const answered = history.slice(0, last).findLast((tn) => tn.role === 'assistant');
  if (
    !offered &&
    answered &&
    !answered.state &&
    // (After facts, "loop those two" plays the chords the talk named: see chat-context.)
    !factBefore(history, last) &&
    !focus &&
    (!!playBack || PLAY_THAT_RE.test(lower)) &&
    // ("play it on rhodes w/ a walking bass, like 130" orders a piece of its own.)
    !wishes &&
    !topic
  ) {
    const named = [...new Set(namedChords(answered.text).filter((c) => !/^[A-G](?:#|b)?$/.test(c)))].slice(
      0,
      8,
    );
    const key = detectKeyFromChords(named)?.key;
    // (Two chords compared are heard better twice: A B A B.)
    const card =
      named.length > 0 && key
        ? exampleCard('', named.length === 2 ? [...named, ...named] : named, key, seed, lang)
        : null;
    if (card) return card;
  }
  // "play a deceptive cadence in D major", "play a minor ii V i in E minor, jazz": a topic's chords
  // ordered to be played in a key or a style (no example asked) are a piece over those chords.
  // (The key is one the message itself plays "in": "a minor ii V i" names none, and "play both"
  // is not ordered in the key the talk before was in.)
  const playedIn = (text: string) => {
    const mention = parseKeyMention(text);
    return mention &&
      (/\bin\s+$/i.test(text.slice(0, mention.start)) || /^in\b/i.test(text.slice(mention.start)))
      ? mention
      : null;
  };
  const orderedKey = playedIn(said) ? playedIn(message) : null;
  const topicOrdered =
    !!topic &&
    !focus &&
    heard === 'en' &&
    TOPIC_ORDERED_RE.test(lower) &&
    !/\b(?:examples?|demo|show me|let me hear|what|why|how)\b|\?/.test(lower) &&
    (!!stated.style || !!orderedKey) &&
    // ("play g melodic minor up n down on violin": a scale to hear, no chords; a key is no scale.)
    !/\b(?:scales?|modes?)\b/.test(lower) &&
    !(factRead?.type === 'scale-notes' && !/^(?:major|natural minor)$/.test(factRead.scale));
  // (Its numerals, "a backdoor ii V", say less than the topic: the topic's own chords are played;
  // a form with its length, "a 12 bar shuffle", the composer writes itself.)
  if (topicOrdered && chordSymbolsIn(message).length < 2 && stated.bars === undefined) {
    // (The message names the topic itself: "play something spanish w/ that scale" orders a piece.)
    const shown = explain(message, { ...context, earlier: [] });
    // What follows the key is the wish ("pls", "with it, jazz"), else what follows a comma; a style
    // named before it ("a lofi deceptive cadence in D") goes with it.
    const after = (orderedKey ? lower.slice(orderedKey.end) : lower.replace(/^[^,]*,?/, ''))
      .replace(/\b(?:with|using|over) (?:it|that|this|them|those)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const style =
      stated.style && extractRequest(after, null).request.style !== stated.style ? stated.style : '';
    const wishes = [style, after].filter(Boolean).join(', ');
    if (shown && shown.example.length > 0) {
      const ask = `${shown.example.join(' ')} in ${keyWords(shown.exampleKey ?? shown.key)}${wishes ? ` ${wishes}` : ''}`;
      return respond([...history.slice(0, last), { role: 'user', text: ask }], options);
    }
  }
  // Instruments or a tempo named with an example ask make it a piece of its own.
  const bandOrdered =
    topicOrdered ||
    stated.tempo !== undefined ||
    !!stated.partList?.some((p) => p.program !== undefined || p.role === 'drums');
  // "show me a ii-V-I", "play me both": an example of the topic, not a new piece (nor an edit of none).
  if (
    topic &&
    (intent === 'compose' ||
      intent === 'unknown' ||
      intent === 'greeting' ||
      intent === 'song' ||
      (intent === 'theory-fact' && !exact) ||
      (intent === 'edit' && !focus)) &&
    EXAMPLE_RE.test(lower) &&
    // ("play me a 12 bar shuffle in A, guitar bass drums, 110" orders a piece with its band.)
    !bandOrdered
  )
    intent = 'theory-explanation';
  // The knowledge base reads Japanese through its English tokens; the answer is searched once.
  let practicalAnswer: ReturnType<typeof answerPractical> | undefined;
  const practical = () =>
    (practicalAnswer ??= answerPractical(
      heard === 'ja' ? message : original,
      heard === 'ja' ? 'en' : lang,
      // "where would i use that in a song": what "that" was, from the earlier messages.
      context.earlier,
    ));
  // "how come that Ebm sounds so sad?": a why-question about a known topic never edits the piece.
  if (topic && WHY_RE.test(lower) && (intent === 'edit' || intent === 'compose'))
    intent = 'theory-explanation';
  // "remind me which note makes it phrygian": what gives a mode its colour, asked of the piece's
  // own mode, is theory; "make it phrygian" alone is the edit.
  if (
    topic &&
    MODE_COLOUR_ASKED_RE.test(lower) &&
    (intent === 'edit' || intent === 'compose' || intent === 'piece-question')
  )
    intent = 'theory-explanation';
  // "how do you play 3 against 2": a known topic after "play" is no song title.
  if (intent === 'song' && topic) intent = practical().entryId ? 'practical' : 'theory-explanation';
  // "wait E#?? why not F", "perfect vs imperfect cadence": a question about a known topic,
  // however short or odd, is no greeting and not off-topic.
  if (
    topic &&
    (/\b(?:why|how come|vs|versus|difference)\b|\?/.test(lower) ||
      QUESTION_RE.test(lower) ||
      // ("secondary dominants in C": a topic named bare.)
      lower.split(/\s+/).length <= 6) &&
    (intent === 'unknown' || intent === 'greeting')
  )
    intent = 'theory-explanation';
  // "ok and a half cadence? does it just.. stop on V", "plagal cadence definition for my notes":
  // asking about a known topic, with no word that commissions music, writes nothing.
  if (
    topic &&
    (intent === 'compose' || intent === 'edit') &&
    !focus &&
    /\?|\b(?:definitions?|define|meaning)\b/.test(lower) &&
    !/\b(?:write|make|give me|play|compose|create|generate|show me|example|bpm)\b/.test(lower)
  )
    intent = 'theory-explanation';
  // "what does the B7 do there, its not in the key": a chord's role in the piece's key is theory,
  // explained in that key.
  if (topic === 'chord in key' && intent === 'piece-question') intent = 'theory-explanation';
  // "voice leading for Am Dm E Am": the voicing explained, not the chords' notes listed.
  if (topic === 'voice leading' && intent === 'theory-fact' && !commissions) intent = 'theory-explanation';
  // "when do i use which over a 12 bar in A": the scales just asked, placed on the chords.
  if (topic === 'blues scale choice' && intent === 'practical') intent = 'theory-explanation';
  // "y does V go to I": two chords and the move between them asked about is always theory.
  if (topic === 'chord resolution') intent = 'theory-explanation';
  // "in F major what chords make a deceptive cadence": a topic's concrete answer asked, no music.
  // "secondary dominants pls": a topic named bare, nothing commissioned, is asked about.
  if (
    topic &&
    (intent === 'compose' || intent === 'edit') &&
    !focus &&
    !commissions &&
    lower.split(/\s+/).length <= 4 &&
    !stated.key
  )
    intent = 'theory-explanation';
  if (
    topic &&
    !styled &&
    !/\b(?:write|compose|generate|create|give me|make (?:me|us|a|an|some))\b/.test(lower) &&
    !focus &&
    // ("a half cadence ends on what" reads to the classifier like a change to make.)
    (intent === 'compose' ||
      intent === 'unknown' ||
      intent === 'practical' ||
      intent === 'song' ||
      intent === 'edit') &&
    asksConcretely(message)
  )
    intent = 'theory-fact';
  // "how does a walking bass line work", "what is a shuffle": asking what a thing is commissions
  // nothing, whatever style word it names.
  if (
    intent === 'compose' &&
    !focus &&
    HOW_IT_WORKS_RE.test(lower) &&
    !/\b(?:write|make|give me|play|compose|create|generate|show me|example)\b/.test(lower) &&
    (topic || practical().entryId)
  )
    intent = topic ? 'theory-explanation' : 'practical';
  if (
    strict &&
    !(intent === 'compose' && commissions) &&
    (intent === 'compose' ||
      intent === 'unknown' ||
      intent === 'greeting' ||
      intent === 'edit' ||
      intent === 'practical')
  )
    intent = 'theory-fact';
  if (
    intent === 'theory-fact' &&
    commissions &&
    !QUESTION_RE.test(lower) &&
    !(topic && !styled && asksConcretely(message))
  )
    intent = 'compose';
  if (focus && /\bwhat if\b|\binstead\b/.test(lower) && (intent === 'theory-fact' || intent === 'compose'))
    intent = 'edit';
  if (asked || (strict && asksForFact(message, strict, !!focus, styled))) intent = 'theory-fact';
  if (exact && intent === 'piece-question' && !focus) intent = 'theory-fact';
  // "how do you modulate to a new key" with no piece, "is it ok to use parallel fifths in pop"
  // beside one: a question about theory, not about the piece.
  if (
    topic &&
    !exact &&
    intent === 'piece-question' &&
    (!focus || !PIECE_REFERENCE_RE.test(withoutDummyIt(lower)))
  )
    intent = 'theory-explanation';
  if (intent === 'theory-explanation' && !topic && exact) intent = 'theory-fact';
  if (intent === 'theory-fact' && topic && EXPLAIN_CUE.test(lower)) intent = 'theory-explanation';
  // "in A minor is the V E or Em?": which quality and why, not one chord's notes.
  if (topic === 'minor v' && (intent === 'theory-fact' || intent === 'practical'))
    intent = 'theory-explanation';
  // "secondary dominants in E minor": a known topic in a key, with no fact read but the key's scale
  // ("tritone substitute of G7" is read as a fact, and answered as one).
  const keyAlone =
    !factRead || (factRead.type === 'scale-notes' && /^(?:major|natural minor)$/.test(factRead.scale));
  if (intent === 'theory-fact' && topic && !exact && keyAlone) intent = 'theory-explanation';
  // "and Bb/D, is that like a bass note thing?": no fact read, a topic asked about, nothing concrete.
  if (
    intent === 'theory-fact' &&
    topic &&
    !exact &&
    (!factRead || topic === 'inversions') &&
    !asksConcretely(message)
  )
    intent = 'theory-explanation';
  // "what bpm is house usually": a question about music in general, not about the piece.
  if (intent === 'piece-question' && (!focus || GENERAL_RE.test(lower)) && GENERAL_RE.test(lower))
    intent = 'practical';
  // Beside a piece, a question that names a style or an indefinite section and does not point at
  // the piece ("what bpm is drum and bass", "how long should an intro be") asks in general, when
  // the knowledge base answers it.
  if (
    intent === 'piece-question' &&
    focus &&
    !exact &&
    !PIECE_REFERENCE_RE.test(withoutDummyIt(lower)) &&
    (!!stated.style || ABOUT_ANY_RE.test(lower)) &&
    answerPractical(original, lang).entryId
  )
    intent = 'practical';
  // "difference between swing and shuffle", "how does a pedal tone work in metal": asking about a
  // theory topic beside a piece, without pointing at it, explains rather than edits.
  if (
    (intent === 'edit' || intent === 'compose') &&
    focus &&
    topic &&
    !exact &&
    (ASKS_ABOUT_RE.test(lower) || WHY_RE.test(lower) || MAY_I_RE.test(lower)) &&
    !PIECE_REFERENCE_RE.test(withoutDummyIt(lower))
  )
    intent = 'theory-explanation';
  // With a piece in focus, a description without a fresh-piece verb ("jazzier, in 3/4") edits it.
  const read = parseRequest(message, focus?.spec ?? null);
  // …but "a reggae groove in G" or "something sad for piano" describes a new piece.
  const fresh =
    /^(?:a|an|some|something|another song|new|write|compose|make me|give me|can you write|i need|i want)\b/.test(
      lower,
    ) &&
    // ("a progression that goes around the circle": "that" opens a clause, it points at nothing.)
    !/\b(?:it|this|that(?! (?:goes|go|sounds?|has|have|uses?|moves?|feels?|ends?|starts?|builds?|modulates?|resolves?|walks?|cycles?|runs?|falls?|climbs?|rises?)\b)|version|again|instead|bit|little|more|less)\b/.test(
      lower,
    );
  if (intent === 'compose' && focus && read.kind === 'edit' && !fresh) intent = 'edit';
  // "add a short intro so folks know when to come in": a section added to the piece in focus, not
  // a new piece, when no new song, key, style or tempo is named with it.
  if (
    intent === 'compose' &&
    focus &&
    !newPiece &&
    sectionAsked(lower) &&
    !/\b(?:song|songs|piece|track|tune|new|another)\b/.test(lower) &&
    !stated.key &&
    !stated.style &&
    stated.tempo === undefined
  )
    intent = 'edit';
  // "write an 8 bar melody in D dorian for flute" after another piece: a fresh-piece verb with its
  // own key is a new piece, unless it is laid over this one ("on top", "under it").
  if (
    intent === 'edit' &&
    focus &&
    fresh &&
    (read.kind === 'compose' || read.kind === 'edit') &&
    read.request.key &&
    !/\b(?:on top|under|underneath|over (?:it|this|that)|to (?:it|this|that)|for (?:it|this|that))\b/.test(
      lower,
    )
  )
    intent = 'compose';
  // "minor key pls", "dorian please", "halve the tempo": a key, mode or tempo move stated without
  // asking anything changes the piece.
  if (
    intent === 'piece-question' &&
    focus &&
    ((read.kind === 'edit' && (read.request.key || read.request.modeOnly)) ||
      parseEdits(lower).some((e) => e.op === 'tempo-scale')) &&
    !QUESTION_RE.test(lower)
  )
    intent = 'edit';
  // "needs to be 16 bars for the scene": a length, tempo, key or meter stated beside a piece, with
  // no question and nothing the knowledge base knows, changes it.
  if (
    intent === 'practical' &&
    focus &&
    read.kind === 'edit' &&
    (stated.bars !== undefined || stated.tempo !== undefined || !!stated.key || !!stated.meter) &&
    !QUESTION_RE.test(lower) &&
    !practical().entryId
  )
    intent = 'edit';
  // "jazzier, in 3/4": a comparative changes the piece in focus.
  if (intent === 'compose' && focus && COMPARATIVE_RE.test(lower) && !fresh) intent = 'edit';
  if (focus && (UNDO_RE.test(lower) || versionAsked(lower))) intent = 'edit';
  // Words the corpus never saw ("a tense chase cue", "to Bb") fall back on the entity readers: a
  // message that states musical values asks for music, unless it asks a question the brain knows.
  const open =
    intent === 'greeting' ||
    intent === 'unknown' ||
    intent === 'theory-fact' ||
    intent === 'theory-explanation';
  const asks = open || (intent === 'piece-question' && !focus && !PIECE_REFERENCE_RE.test(lower));
  // ("melody first or lyrics first? what do pros do", "beginner here, what should i…": a question
  // in any of its clauses;
  // "closed back or open back cans for tracking": a choice between two things, asked bare.)
  const questioning =
    QUESTION_RE.test(lower) ||
    lower
      .split(/(?<=[?,])\s+/)
      .slice(1)
      .some((clause) => /^(?:why|how|what|what'?s|whats|which|should|when|where)\b/.test(clause)) ||
    EXPLAIN_CUE.test(lower) ||
    (CHOICE_RE.test(lower) && !stated.key && !styled && parseEdits(lower).length === 0);
  if (
    topic &&
    questioning &&
    // "what scale do i play over it", "how do i make my chords less boring" ask how, they commission nothing.
    !COMMISSION_RE.test(
      lower.replace(
        // ("could you make me a slow piano accompaniment" is a request, not a how-to.)
        /\b(?:do|should|can|could|would) (?:i|you|we) (?:\w+ly |even )?(?:play|make|write|use|pick|choose)\b(?! (?:me|us)\b)/g,
        '',
      ),
    ) &&
    (intent === 'practical' || intent === 'compose' || intent === 'unknown' || (intent === 'edit' && !focus))
  )
    intent = 'theory-explanation';
  // "explain the 12 bar blues in A", "difference between 3/4 and 6/8": asking about a known topic,
  // even when the words name bars or meters.
  if (
    topic &&
    !exact &&
    ASKS_ABOUT_RE.test(lower) &&
    !/\b(?:write|compose|make|create|generate|give me an?|play me|show me|let me hear)\b/.test(lower) &&
    (intent === 'compose' ||
      intent === 'unknown' ||
      intent === 'practical' ||
      intent === 'greeting' ||
      (intent === 'edit' && !focus))
  )
    intent = 'theory-explanation';
  // "recommend me a good movie for tonight": the film is what is asked for, not music for one.
  const offTopic = verdict.intent === 'unknown' && !MUSIC_WORD_RE.test(lower) && !COMMISSION_RE.test(lower);
  if (
    asks &&
    !exact &&
    !topic &&
    !questioning &&
    !offTopic &&
    (read.kind === 'compose' || read.kind === 'edit')
  )
    intent = read.kind === 'edit' && focus ? 'edit' : 'compose';
  if (intent === 'greeting' && !isSmallTalk(lower) && !CAPABILITIES_RE.test(lower)) intent = 'unknown';
  // Small talk the classifier missed ("appreciate it", "hows it going") is small talk.
  if (
    !exact &&
    !topic &&
    isSmallTalk(lower) &&
    lower.split(/\s+/).length <= 6 &&
    // "thats clear now", "makes sense now": understanding said, not "now in G".
    !/\b(?:make|add|remove|change|put|turn|give|write|more|less|do|now|again|try|faster|slower)\b/.test(
      lower.replace(new RegExp(UNDERSTOOD_RE.source, 'g'), ''),
    ) &&
    // "cool, push it to 140": an edit after the praise.
    parseEdits(lower).length === 0 &&
    stated.tempo === undefined &&
    !stated.key &&
    // ("first time using riffmate": the app's name is no music word in a hello.)
    !MUSIC_WORD_RE.test(lower.replace(PRAISE_RE, '').replace(/\briffmate\b/g, '')) &&
    (intent === 'unknown' ||
      intent === 'compose' ||
      intent === 'edit' ||
      intent === 'piece-question' ||
      intent === 'theory-explanation' ||
      intent === 'theory-fact')
  )
    intent = 'greeting';
  // "hi!! first time on here, im a music ed major": a hello that says who one is asks for nothing,
  // whatever music words name the person.
  if (
    GREETING_RE.test(lower) &&
    INTRODUCTION_RE.test(lower) &&
    !lower.includes('?') &&
    !/\b(?:make|write|give|play|compose|create|generate|want|need|help|show|can|could|would|pls|please)\b/.test(
      lower,
    ) &&
    parseEdits(lower).length === 0 &&
    stated.tempo === undefined
  )
    intent = 'greeting';
  // "ok that makes sense now", "ahh got it": saying the answer landed, with nothing else asked.
  if (
    UNDERSTOOD_RE.test(lower) &&
    !lower
      .replace(new RegExp(UNDERSTOOD_RE.source, 'g'), ' ')
      .replace(
        /\b(?:ok|okay|a+h+|o+h+|thanks?|thank you|ty|thx|tysm|cheers|cool|nice|great|perfect|lol|yeah|yes|yep|right|so|that|now|man|dude|mate|totally|really|finally)\b/g,
        ' ',
      )
      .replace(/[^a-z]/g, '')
  )
    intent = 'greeting';
  // A question with no music in it ("how do i make banana bread", "best laptop for gaming") is
  // off-topic: said so plainly, not answered as a music question the knowledge base lacks.
  if (
    !exact &&
    !topic &&
    heard === 'en' &&
    !MUSIC_WORD_RE.test(lower) &&
    // ("lol unrelated but whats the best pizza topping": the laugh is no small talk to answer.)
    !isSmallTalk(lower.replace(new RegExp(REACTION_RE.source, 'g'), ' ')) &&
    // With a piece in focus, only a question said to be unrelated that points at nothing.
    (!focus ||
      (/\b(?:unrelated|off[- ]topic|random (?:question|q)|not (?:about )?music)\b/.test(lower) &&
        !PIECE_REFERENCE_RE.test(withoutDummyIt(lower)))) &&
    // ("suggest a good film for tonight": the film itself, though "film" names a style.)
    (!stated.style || FILM_ITSELF_RE.test(lower)) &&
    !stated.mood &&
    // ("how do i stop staring at my hands" after a piano question: a player's question, which the
    // knowledge base answers.)
    !(intent === 'practical' && MUSIC_WORD_RE.test(context.earlier?.[0] ?? '') && practical().entryId) &&
    (intent === 'practical' ||
      ((intent === 'compose' || intent === 'edit' || intent === 'piece-question') &&
        (QUESTION_RE.test(lower) || /\b(?:what'?s|whats|what is|who is|where is|which is)\b/.test(lower))))
  )
    intent = 'unknown';
  // "ty! btw whats the capital of australia", "lol unrelated but best pizza topping?", "help me
  // with my calculus homework lol": a question about something else, thanks or laughter around it,
  // beside a piece or not, is off-topic (never a piece, never small talk).
  const otherQuestion =
    // (Or, with no piece, a question read as small talk for its "lol": "whats the weather like lol".)
    (OTHER_MARKER_RE.test(lower) ||
      (!focus &&
        !source &&
        intent === 'greeting' &&
        QUESTION_RE.test(withoutSmallTalk(lower)) &&
        withoutSmallTalk(lower).split(' ').length >= 3)) &&
    !exact &&
    !topic &&
    heard === 'en' &&
    !MUSIC_WORD_RE.test(lower) &&
    OTHER_QUESTION_RE.test(withoutSmallTalk(lower)) &&
    parseEdits(lower).length === 0 &&
    !stated.style &&
    !stated.mood &&
    !stated.key &&
    stated.tempo === undefined &&
    !(focus && PIECE_REFERENCE_RE.test(withoutDummyIt(lower)));
  if (otherQuestion) intent = 'unknown';
  // "why do they call it 'perfect' anyway": a question about music is never small talk.
  if (
    intent === 'greeting' &&
    /^(?:why|how|what|whats|what's|which|when|where)\b/.test(lower) &&
    (!!topic ||
      !!exact ||
      MUSIC_WORD_RE.test(lower) ||
      /\b(?:perfect|major|minor|diminished|augmented)\b/.test(lower))
  )
    intent = 'theory-explanation';
  // "softer", "louder pls", "less hi hats": a bare comparative or edit with a piece in focus
  // changes it ("hi" there is no greeting).
  if (
    focus &&
    (intent === 'unknown' || intent === 'greeting') &&
    (COMPARATIVE_RE.test(lower) || parseEdits(lower).length > 0 || drumDetailAsked(lower) !== null) &&
    !QUESTION_RE.test(lower)
  )
    intent = 'edit';
  // "in Eb?", "is possible to make in 3/4?", "now parallel minor": a bare key, meter, tempo or
  // length with a piece in focus asks for it.
  if (
    focus &&
    (intent === 'unknown' || intent === 'greeting') &&
    (!!stated.key ||
      !!stated.meter ||
      stated.tempo !== undefined ||
      stated.bars !== undefined ||
      keysNamed(lower, heardKey(focus)) !== lower) &&
    lower.split(/\s+/).length <= 8 &&
    !/\b(?:what|which|how|why|who|where|when)\b/.test(lower)
  )
    intent = 'edit';
  // "chords?", "what tempo is? i need calculate for 1 minute": a fact of the piece in focus.
  if (focus && !exact && (BARE_FACT_RE.test(lower) || LEARNER_FACT_RE.test(lower))) intent = 'piece-question';
  // "metronome at 60 how long a day": how long or how often to practise, not a tempo to set.
  if (
    PRACTICE_AMOUNT_RE.test(lower) &&
    /\b(?:metronome|click|practi[cs]e|a day|per day|daily|a week)\b/.test(lower)
  )
    intent = 'practical';
  // "4/4 right?", "plagal = IV I right? so G to D here": checking a fact changes nothing; a
  // theory word makes it a theory question, else it asks about the piece.
  if (focus && intent === 'edit' && CONFIRM_RE.test(lower) && !ASK_VERB_RE.test(lower))
    intent = topic || exact || THEORY_WORD_RE.test(lower) ? 'theory-explanation' : 'piece-question';
  // "hmm Gb minor is the same thing right?" of a piece in F# minor: the same key spelled another
  // way (enharmonic), or not.
  if (focus && stated.key && /\bsame\b/.test(lower) && /\?|\bright\b|\bisn'?t it\b/.test(lower)) {
    const piece = heardKey(focus);
    const chroma = (k: Key) => parsePitchClass(k.tonic)?.chroma;
    const sameMode = isMinorMode(piece.mode) === isMinorMode(stated.key.mode) || !!stated.tonicOnly;
    const same = chroma(piece) === chroma(stated.key) && sameMode;
    // The key as it was typed ("Gb minor"), not as the reader spells it.
    const typed = /\b([A-Ga-g](?:#|b)?)(?=\s*(?:major|minor|maj\b|min\b|m\b))/.exec(message)?.[1];
    const tonic = typed ? typed[0]!.toUpperCase() + typed.slice(1) : stated.key.tonic;
    const asked = keyWord(lang, { tonic, mode: stated.tonicOnly ? piece.mode : stated.key.mode });
    return {
      text: same
        ? t(lang, 'sameKeyEnharmonic', asked, keyWord(lang, piece))
        : t(lang, 'notSameKey', asked, keyWord(lang, piece)),
      intent: 'theory-fact',
    };
  }
  // "rootless voicings", "use brushes": a way of playing asked of the piece in focus is an edit
  // (which says what it cannot do), not a topic to explain.
  // "another one, diff vibe but same key", "new one but keep the tempo": a new take, whatever
  // the key or tempo words made it look like a question about them.
  if (
    focus &&
    intent === 'piece-question' &&
    !QUESTION_RE.test(lower) &&
    !lower.includes('?') &&
    parseEdits(lower).some((e) => e.op === 'variation')
  )
    intent = 'edit';
  // "can i get a pad under it too", "throw a vocal chop in", "can it have lyrics": something asked
  // onto the piece in focus is an edit (which says what it cannot add), not advice or a song.
  if (
    focus &&
    (intent === 'practical' ||
      intent === 'song' ||
      intent === 'theory-explanation' ||
      intent === 'unknown' ||
      (intent === 'compose' &&
        !fresh &&
        !/\b(?:new|another|different|fresh|second)\s+(?:song|piece|track|tune|one|beat|loop|idea)\b/.test(
          lower,
        ))) &&
    !/\b(?:what|why|how|explain|which)\b/.test(lower) &&
    (sungAsk(lower) || sampleAsk(lower) || (partsToWrite(lower).length > 0 && ADDED_ONTO_RE.test(lower)))
  )
    intent = 'edit';
  if (
    focus &&
    techniqueAsked(lower) &&
    !/\?|\b(?:what|why|how|explain)\b/.test(lower) &&
    intent !== 'compose'
  )
    intent = 'edit';
  // "no chords in the last bar", "chords in bars 5-8?": bars of the piece in focus, not a song.
  if (
    intent === 'song' &&
    focus &&
    /\b(?:bars?|measures?)\s*\d|\b(?:last|first|final|opening)\s+(?:\S+\s+)?(?:bars?|measures?)\b/.test(lower)
  )
    intent = QUESTION_RE.test(lower) ? 'piece-question' : 'edit';
  const song = findSongRequest(message);
  // "wonderwall chords? capo 2", "let it be chords for piano": a title and what is wanted of it,
  // nothing a new piece or an edit would take (a key, a tempo, a style, a meter, a length).
  const onlyTheSong =
    !!song &&
    !extractRequest(song.title, null).strong &&
    !stated.key &&
    !stated.style &&
    stated.tempo === undefined &&
    !stated.meter &&
    stated.bars === undefined;
  if (
    song &&
    !exact &&
    !topic &&
    // "can it have lyrics like 'welcome home'": words to sing on the piece, not a song to look up.
    !(focus && sungAsk(lower)) &&
    (intent === 'compose' ||
      intent === 'unknown' ||
      intent === 'greeting' ||
      // "how do I play Wonderwall" names a song, not a Riffmate how-to.
      (intent === 'practical' && HOW_TO_PLAY_RE.test(lower)) ||
      (onlyTheSong &&
        (intent === 'piece-question' ||
          // "whats the bassline to another one bites the dust": a part of a named song.
          intent === 'practical' ||
          intent === 'theory-fact' ||
          // (The title's own words ask nothing: "the bassline to another one bites the dust" is no
          // new take; "another take but keep the chords" names no song.)
          (intent === 'edit' &&
            parseEdits(
              new RegExp(`\\b(?:to|of|for|from) ${escapeRe(song.title.toLowerCase())}`).test(lower)
                ? lower.replace(song.title.toLowerCase(), ' ')
                : lower,
            ).length === 0)))) &&
    (intent !== 'compose' || !statedRead.strong || onlyTheSong)
  )
    intent = 'song';
  // "what are the chords as letters", "chord names pls": the chords of the piece in focus, named.
  if (
    focus &&
    !song &&
    (intent === 'song' ||
      intent === 'edit' ||
      intent === 'unknown' ||
      (intent === 'theory-fact' && !exact)) &&
    CHORD_NAMES_RE.test(lower) &&
    parseEdits(lower).length === 0
  )
    intent = 'piece-question';
  // "can u master this so its loud on spotify": mastering is work on audio, which the card is not;
  // the reply says so before the advice, and the piece stays as it is.
  const mastering = !!focus && MASTER_THIS_RE.test(lower) && parseEdits(lower).length === 0;
  if (mastering) intent = 'practical';
  // A question the knowledge base answers ("which DAW should I buy?", "come si usa il
  // compressore?") or a request for an audio file is practical, whatever the classifier guessed;
  // the entry's match rule keeps chance word overlaps out (decision 0121).
  // "how do i practise 3 against 2", "where would i use that in a song": how to practise or use
  // a theory topic asks for practical advice, when the knowledge base has some (for "that", on
  // the topic asked before).
  const adviceTopic = () => knowledgeEntry(practical().entryId ?? '')?.topic;
  const practising =
    (!!topic && PRACTISING_RE.test(lower) && adviceTopic() === 'practice') ||
    // "how do i hear if a chord is major or minor": training the ear, not the theory again.
    (!!topic && /\b(?:hear|by ear|recogni[sz]e)\b/.test(lower) && adviceTopic() === 'ear-training') ||
    (USING_RE.test(lower) && adviceTopic() === 'harmony') ||
    // "how do i memorize these scales", "how do I get a student to hear the key change": how to
    // learn or teach it, not what it is.
    (!!topic &&
      ADVICE_RE.test(lower) &&
      /\b(?:memori[sz]e|learn|teach\w*|remember|students?|any tips)\b/.test(lower) &&
      !/\b(?:what|why|which)\b/.test(lower));
  if (
    !exact &&
    (!topic || practising) &&
    (((questioning || MY_PROBLEM_RE.test(lower) || ADVICE_RE.test(lower) || ROUTINE_RE.test(lower)) &&
      (MUSIC_WORD_RE.test(lower) || heard !== 'en' || practising) &&
      !(
        (intent === 'compose' || intent === 'edit') &&
        commissions &&
        !GENERAL_RE.test(lower) &&
        !EFFECT_QUESTION_RE.test(lower) &&
        !ROUTINE_RE.test(lower)
      ) &&
      (intent === 'unknown' ||
        intent === 'compose' ||
        // Foreign text loses words in normalisation ("i" reads as "the"): its theory intents stay.
        // A reason asked of music in general ("why do we even have key signatures") stays an
        // explanation; the knowledge base still answers it there.
        (((intent === 'theory-explanation' && !ASKS_REASON_RE.test(lower)) || intent === 'theory-fact') &&
          heard === 'en') ||
        (intent === 'edit' && !focus) ||
        // ("can i open this in garageband" with no piece yet asks how, of the DAW.)
        (intent === 'piece-question' &&
          !focus &&
          // ("whats a montuno, my teacher keeps saying it": the "it" is the word asked about; "how
          // many bars did i make" asks of the file attached.)
          ((!source && !PIECE_REFERENCE_RE.test(lower.replace(HEARSAY_IT_RE, ' '))) ||
            ((adviceTopic() === 'daw' || adviceTopic() === 'riffmate') && FILE_HANDLING_RE.test(lower)))))) ||
      (AUDIO_EXPORT_RE.test(lower) && intent !== 'song')) &&
    practical().entryId
  )
    intent = 'practical';
  // With no piece yet, a message that describes one ("edm drop in F# minor, 128 bpm") is a new
  // piece, not an edit of nothing.
  if (
    intent === 'edit' &&
    !focus &&
    (stated.key ||
      stated.style ||
      stated.genreHint ||
      stated.tempo !== undefined ||
      stated.meter ||
      ONLY_PART_RE.test(lower) ||
      !EDIT_WORDING_RE.test(lower))
  )
    intent = 'compose';
  // "whats the 2nd chord", "which is the last chord": asked of the piece in focus, whatever the
  // ordinal or the knowledge base made of it.
  if ((focus || source) && (ASKS_NTH_CHORD_RE.test(lower) || WHAT_CHANGED_RE.test(lower)))
    intent = 'piece-question';
  // "ok make it 12 bars" after an explanation: an edit of the piece, not more of the topic; "drop it
  // to D minor, my singer cant hit those notes" changes the piece, whatever the reason given.
  if (editsPiece && (intent === 'theory-explanation' || intent === 'theory-fact') && !exact) intent = 'edit';
  if (
    editsPiece &&
    intent === 'practical' &&
    !exact &&
    (!!stated.key || stated.tempo !== undefined || stated.bars !== undefined || !!stated.meter) &&
    /\b(?:it|this|that|the (?:piece|song|tune|loop|beat|track))\b/.test(lower)
  )
    intent = 'edit';
  // "its too low for my singer": a complaint about the piece in focus asks it moved, not advice
  // on finding a singer's key ("how do i find my singer's key" still is).
  if (
    focus &&
    intent === 'practical' &&
    !exact &&
    !lower.includes('?') &&
    !/\b(?:how|what|which|why|should|tips?|advice)\b/.test(lower) &&
    /\b(?:too (?:high|low)|higher|lower)\b[^.?!]{0,20}\b(?:singers?|vocalists?|vocals?|voice|range)\b|\b(?:singers?|vocalists?)\b[^.?!]{0,30}\btoo (?:high|low)\b/.test(
      lower,
    )
  )
    intent = 'edit';
  // "bpm 126", "tempo 90 pls", "set key to D": a value stated bare (or set), with a piece in focus,
  // is the value it should have.
  if (
    focus &&
    intent === 'piece-question' &&
    !QUESTION_RE.test(lower) &&
    !lower.includes('?') &&
    /^(?:(?:ok|okay|now|and|pls|please|then)[,]?\s+)*(?:set (?:the )?)?(?:bpm|tempo|key)\b/.test(lower) &&
    (stated.tempo !== undefined || !!stated.key)
  )
    intent = 'edit';
  // "12 bar blues in A for my guitar students, shuffle feel, 90bpm": a piece's values stated with
  // nothing asked commission it, whoever it is for.
  if (
    intent === 'practical' &&
    !exact &&
    !questioning &&
    !ADVICE_RE.test(lower) &&
    styled &&
    statedRead.strong &&
    (!!stated.key || stated.tempo !== undefined)
  )
    intent = focus && read.kind === 'edit' && !fresh ? 'edit' : 'compose';
  // "transpose to F minor", "more ghost notes": a move or a drummer's detail asked of the piece in
  // focus, however exactly its words name a fact.
  if (
    focus &&
    (intent === 'theory-explanation' || intent === 'theory-fact') &&
    !/\?|\b(?:what|why|how|which|explain|show me)\b/.test(lower) &&
    (drumDetailAsked(lower) !== null ||
      /^(?:(?:ok|okay|now|and|so|pls|please|can you|could you)[,]?\s+)*(?:transpose|modulate|move|put|take|drop|raise|bring)\b[^.?!]*\bto\b/.test(
        lower,
      ))
  )
    intent = 'edit';
  // "what's the voicing on the V chord", "how is the ii voiced": asked of the piece's own chords.
  if (
    focus &&
    VOICING_RE.test(lower) &&
    /^(?:so |and |ok |hey )?(?:what(?:'s|s)?|which|how|show me|tell me)\b/.test(lower)
  )
    intent = 'piece-question';
  // "throw in some trap drums pls": parts added to the piece in focus, whatever style they name.
  if (
    focus &&
    intent === 'compose' &&
    !newPiece &&
    !stated.key &&
    stated.tempo === undefined &&
    /^(?:(?:ok|okay|now|and|also|pls|please|can you|could you)[,]?\s+)*(?:add|put|throw in|bring in|layer|give it)\b/.test(
      lower,
    ) &&
    parseEdits(lower).some((e) => e.op === 'add-part')
  )
    intent = 'edit';
  // "can i hear a different take", "try another one": a new take of the piece in focus.
  if (
    focus &&
    !exact &&
    !topic &&
    (intent === 'practical' || intent === 'unknown' || intent === 'greeting') &&
    // ("what notes is a uke tuned to again" asks a fact: "again" there is no new take.)
    !/^(?:\w+[,]? )?(?:what|why|how|which|where|when|who)\b/.test(lower) &&
    parseEdits(lower.replace(/\bagain\b/g, '')).some((e) => e.op === 'variation')
  )
    intent = 'edit';
  // "which chords have you used", "and the bpm?", "what time signature is it": asked of the piece
  // in focus or the file, not in general.
  if (
    (focus || source) &&
    !exact &&
    // "what does the B7 do there": a chord's role, explained from the piece, not one of its facts.
    !(
      intent === 'theory-explanation' &&
      topic &&
      // ("whats the 4 chord and why does it sound so churchy": a chord named by its degree.)
      (chordSymbolsIn(message).length > 0 ||
        /\bthe\s+(?:[1-7]|one|two|three|four|five|six|seven|[b#]?[iv]+)\s+chord\b/i.test(lower))
    ) &&
    !GENERAL_RE.test(lower) &&
    !ABOUT_ANY_RE.test(lower) &&
    (intent === 'practical' ||
      intent === 'theory-explanation' ||
      intent === 'theory-fact' ||
      intent === 'unknown' ||
      // ("whats the chords" read as a change or a song: the whole message asks one fact.)
      ((intent === 'edit' || intent === 'song') && PIECE_FOLLOW_UP_RE.test(lower))) &&
    (PIECE_FOLLOW_UP_RE.test(lower) ||
      (PIECE_PROPERTY_ASK_RE.test(lower) &&
        // ("whats the bar count now?": "now" is the piece as it stands.)
        (PIECE_REFERENCE_RE.test(withoutDummyIt(lower)) ||
          MADE_BY_YOU_RE.test(lower) ||
          /\bnow\b/.test(lower) ||
          (!!source && FILE_REFERENCE_RE.test(lower)))))
  )
    intent = 'piece-question';
  // "is this 4/4?", "whats the bass playing", "what scale should i use for a solo": asked of the
  // piece in focus or the file, whatever intent the words suggested.
  if (
    (focus || source) &&
    !exact &&
    !newPiece &&
    !GENERAL_RE.test(lower) &&
    !stated.style &&
    (QUESTION_RE.test(lower) || /\b(?:right|correct)\s*\?*$/.test(lower)) &&
    PIECE_DETAIL_ASK_RE.test(lower)
  )
    intent = 'piece-question';
  // "list the chords for me", "name the chords in it so i can check": an order to tell the piece's
  // chords, asked without a question word.
  if (focus && !exact && !newPiece && CHORDS_LISTED_RE.test(lower)) intent = 'piece-question';
  // "why does bar 7 work", "why does the chord in bar 3 sound so good": that bar's chord, asked of
  // the piece in focus.
  if (focus && !exact && !newPiece && BAR_CHORD_WHY_RE.test(lower)) intent = 'piece-question';
  // "are we in G or E minor here, it sounds minor to me": the key asked of the piece, not a scale
  // to spell nor a key to move to.
  if ((focus || source) && KEY_WE_ARE_IN_RE.test(lower) && !stated.style) intent = 'piece-question';
  // "wait so thats F now?", "still A minor?", "so we in C now yeah": the key put forward to
  // confirm; "still A minor?" checks the piece, though "A minor?" alone may ask its scale.
  const keyCheck = focus || source ? keyChecked(lower) : null;
  if (keyCheck && (!exact || /\b(?:still|now|that'?s|thats|it'?s|its|we|we'?re|were)\b/.test(lower)))
    intent = 'piece-question';
  // "a half step up to C minor pls": a step and the key it lands on move the piece in focus; the
  // key is no scale asked.
  if (
    focus &&
    !newPiece &&
    stated.key &&
    (intent === 'theory-fact' || intent === 'theory-explanation') &&
    !QUESTION_RE.test(lower) &&
    parseEdits(lower).some((e) => e.op === 'transpose')
  )
    intent = 'edit';
  // "remind me what the changes are", "what were the chords again so i can comp along": the
  // piece's own facts recalled, nothing changed.
  if ((focus || source) && !exact && !newPiece && FACT_RECALLED_RE.test(lower)) intent = 'piece-question';
  // "thank you so much, this will really help me learn my harmony line": thanks, whatever music
  // words follow, when nothing else is asked.
  if (
    THANKS_LEAD_RE.test(lower) &&
    !lower.includes('?') &&
    !/\b(?:but|can|could|would|now|make|add|remove|change|put|turn|give|write|try|next|also|pls|please)\b/.test(
      lower,
    ) &&
    parseEdits(lower).length === 0
  )
    intent = 'greeting';
  // "can you play it in F sharp", "do it in Eb": the piece in focus in another key.
  if (
    focus &&
    !exact &&
    stated.key &&
    (intent === 'practical' || intent === 'unknown' || intent === 'theory-explanation') &&
    /\b(?:play|do|put|make|have|hear|transpose|move|take) (?:it|this|that|the (?:piece|song|tune|loop|beat))\b/.test(
      lower,
    )
  )
    intent = 'edit';
  // "can u play me a little G D Em C thing": chords named to be played are a piece to write.
  // ("play Ger+6 to V in c minor": chords right after the verb are played, though they name a topic;
  // "play me a ii-V-I" asks the topic's example.)
  const run = (stated.progression?.length ?? 0) >= 2 ? findChordSequence(message) : null;
  const chordsPlayed = !!run && /\b(?:play|hear)(?: me| us)?\s+$/i.test(message.slice(0, run.start));
  if (
    (stated.progression?.length ?? 0) >= 2 &&
    (!topic || chordsPlayed) &&
    /\b(?:play|make|write|give|loop|jam|record)(?: me| us)?\b/.test(lower) &&
    !/^(?:\w+[,]? )?(?:what|why|how|which|where|when|who)\b/.test(lower) &&
    (intent === 'practical' ||
      intent === 'unknown' ||
      intent === 'greeting' ||
      intent === 'theory-explanation' ||
      (intent === 'theory-fact' && !strict))
  )
    intent = 'compose';
  // ("unrelated, but whats the best pizza topping" asks no piece at all.)
  if (newPiece && !(intent === 'unknown' && !MUSIC_WORD_RE.test(lower))) intent = 'compose';
  if (otherQuestion) intent = 'unknown';
  // "the verse is G C D G over and over, how do i make the chorus lift?": asking how to write
  // it (chords told as the situation), not asking for a piece.
  const howAsk = HOW_DO_I_RE.exec(lower);
  if (
    howAsk &&
    intent === 'compose' &&
    !focus &&
    !/\b(?:write|make|give|show|play) (?:me|us)\b|\bcan (?:you|u)\b/.test(lower)
  ) {
    // The advice is searched for in the question itself, not the chords told before it.
    const advice = answerPractical(howAsk[0], lang);
    if (advice.entryId) {
      practicalAnswer = advice;
      intent = 'practical';
    }
  }
  // "can i get a pad under it too": asking for a change to the piece, not how to make the sound.
  if (
    focus &&
    intent === 'practical' &&
    /\b(?:can|could|may) (?:i|we) (?:get|have)\b/.test(lower) &&
    (parseEdits(lower).length > 0 || (read.kind === 'edit' && !!read.request.partList?.length))
  )
    intent = 'edit';
  // "RH fingering for C major scale?": how to play it, not the scale's notes again.
  if (
    intent === 'theory-fact' &&
    /\bfinger(?:ing|s)\b/.test(lower) &&
    practical().entryId === 'scale-fingering'
  )
    intent = 'practical';
  // "export this as separate tracks?", "can i get the drums as their own file": the card's Stems
  // and MIDI downloads, not the parts listed nor a change to them (with no piece, how a DAW
  // exports stems is the knowledge base's to answer).
  // ("how do i export it": the piece in focus, whose card has every export.)
  const exportsPiece =
    !!focus && /\bexport(?:ing)? (?:it|this|that|the (?:piece|song|track|beat|loop|tune))\b/.test(lower);
  if (
    (((focus || source) && STEMS_ASK_RE.test(lower)) || exportsPiece) &&
    !DAW_NAMED_RE.test(lower) &&
    // (Audio stems, effects printed: the audio export's answer says what can't be done.)
    !/\b(?:audio|wav|mp3|reverb|effects?|fx)\b/.test(lower) &&
    !stated.style
  ) {
    const stems = knowledgeEntry('riffmate-stems')!;
    practicalAnswer = { text: entryText(stems, lang), entryId: stems.id, score: 1 };
    intent = 'practical';
  }
  switch (intent) {
    case 'greeting': {
      if (CAPABILITIES_RE.test(lower))
        return { text: t(lang, 'capabilities', Object.keys(STYLES).length), intent: 'greeting' };
      if (/\b(?:bye|see (?:you|ya)|later|cya|peace|goodnight|good night|gn)\b/.test(lower))
        return { text: t(lang, 'bye'), intent: 'greeting' };
      if (
        /\b(?:thanks|thank|thnx|cheers|thx|ty|tysm|appreciate|appreciated|great|perfect|nice|love|cool|awesome|amazing|sick|fire|dope|sweet|rad|legend|brilliant)\b/.test(
          lower,
        ) ||
        PRAISE_RE.test(lower) ||
        REACTION_RE.test(lower) ||
        UNDERSTOOD_RE.test(lower)
      )
        return { text: t(lang, 'thanks'), intent: 'greeting' };
      return { text: t(lang, 'greeting'), intent: 'greeting' };
    }
    case 'theory-fact': {
      // The strict reader first; the lenient one when it reads more (a chord with its quality).
      const loose = asked ?? readFact(message);
      const preferLoose =
        strict?.type === 'chord-notes' &&
        loose?.type === 'chord-notes' &&
        loose.chord.length > strict.chord.length;
      const answer =
        (strict && !preferLoose ? answerTheory(strict, lang) : null) ??
        (loose ? answerTheory(loose, lang) : null);
      // "Asus2 and Asus4 notes": every chord named gets its notes.
      const fact = strict && !preferLoose ? strict : loose;
      const more =
        answer && fact?.type === 'chord-notes'
          ? chordSymbolsIn(message)
              .filter((c) => c !== fact.chord)
              .slice(0, 3)
              .map((chord) => answerTheory({ type: 'chord-notes', chord }, lang)?.split('\n')[0])
              .filter(Boolean)
          : [];
      if (answer && more.length > 0) {
        const [first, ...offer] = answer.split('\n');
        return { text: [first, ...more, ...offer].join('\n'), intent: 'theory-fact' };
      }
      if (answer) return { text: answer, intent: 'theory-fact' };
      const ex = explainWithExample(message, false, seed, lang, context);
      if (ex) return ex;
      // A theory question no reader answers may still be one the knowledge base covers, read on
      // its own words (not through what "it" pointed at before).
      const covered = answerPractical(heard === 'ja' ? message : original, heard === 'ja' ? 'en' : lang);
      if (covered.entryId) return { text: covered.text, intent: 'theory-fact' };
      return { text: t(lang, 'theoryUnknown', explainedTopicsText(lang)), intent: 'theory-fact' };
    }
    case 'theory-explanation': {
      // "in G what are the chords for I - III - IV - iv and where do the weird notes come from":
      // the numerals spelled, their outside notes traced.
      const run = readFact(message);
      const spelledRun =
        run?.type === 'romans-to-chords' && run.romans.length >= 2 && !wantsExample(lower)
          ? answerTheory(run, lang)
          : null;
      if (spelledRun) return { text: spelledRun, intent: 'theory-explanation' };
      const ex = explainWithExample(message, wantsExample(lower), seed, lang, context);
      // "so in C whats the V of V": the topic's concrete answer is a fact asked.
      if (ex) return !wantsExample(lower) && asksConcretely(message) ? { ...ex, intent: 'theory-fact' } : ex;
      const answer = exact ? answerTheory(exact, lang) : null;
      if (answer) return { text: answer, intent: 'theory-explanation' };
      const covered = answerPractical(heard === 'ja' ? message : original, heard === 'ja' ? 'en' : lang);
      if (covered.entryId) return { text: covered.text, intent: 'theory-explanation' };
      return { text: t(lang, 'theoryUnknown', explainedTopicsText(lang)), intent: 'theory-explanation' };
    }
    case 'piece-question': {
      // An uploaded file answers as the piece in focus ("and the bpm?" after it was read).
      const file = !focus && source ? harmoniseUpload(source, [], seed) : null;
      const asked =
        focus ?? (file && !('error' in file) ? { v: 2 as const, spec: file.spec, keep: file.keep } : null);
      if (!asked) return { text: t(lang, 'noPiece'), intent: 'piece-question' };
      const r = renderState(asked);
      if (!r.ok) return { text: t(lang, 'composeFailed', r.error), intent: 'piece-question' };
      // "what did u change": the last edit's own account of what changed.
      if (WHAT_CHANGED_RE.test(lower)) {
        const done = t(lang, 'done', '\u0000').split('\u0000')[0]!;
        const edit = history
          .slice(0, last)
          .findLast((turn) => turn.role === 'assistant' && turn.text.startsWith(done));
        if (edit) return { text: edit.text.split('\n')[0]!, intent: 'piece-question' };
      }
      return { text: answerPieceQuestion(message, r.piece, lang), intent: 'piece-question' };
    }
    case 'practical':
      if (mastering) {
        // The advice follows only when the knowledge base has an entry for it.
        const advice = practical().entryId ? ` ${practical().text}` : '';
        // Asked of the piece in focus, as mixing it is: an edit that cannot be made.
        return { text: `${t(lang, 'cannotMaster')}${advice}`, intent: 'edit' };
      }
      return { text: practical().text, intent: 'practical' };
    case 'song':
      return { text: song ? answerSongRequest(song.title, lang) : t(lang, 'song'), intent: 'song' };
    case 'edit': {
      const versionBack = focus ? versionAsked(lower) : null;
      const restored = focus && versionBack ? restoreVersion(history, last, versionBack, focus, lang) : null;
      if (restored) return restored;
      if (focus && UNDO_RE.test(lower)) return undoEdit(history, last, lang);
      const scaledBack = focus && OVERDONE_RE.test(lower) ? overdoneAsk(history, last) : null;
      if (focus && scaledBack) return editPiece(scaledBack, focus, turnIndex, lang);
      // "change bars 5-6, theyre boring" → "the last two bars too": the same ask for other bars.
      const again = focus ? sameAskForBars(message, history, last) : null;
      if (focus && again) return editPiece(again, focus, turnIndex, lang);
      if (focus && CORRECTION_RE.test(lower)) {
        const { earlier } = lastTwoVersions(history, last);
        // "i meant the bass, not the rhodes": the last ask again as meant, so its other asks stay.
        const asked = history.slice(0, last).findLast((turn) => turn.role === 'user')?.text;
        const meant = asked ? correctedAsk(spokenEnglish(normaliseText(asked)).toLowerCase(), lower) : null;
        if (earlier) return editPiece(meant ?? message, earlier, turnIndex, lang, focus);
      }
      // A piece that keeps an uploaded file's notes ("twice as long", then "put it in D
      // mixolydian"): its notes move to the new key and mode as the file's own would.
      // ("make it the relative minor": the key that names, from the piece's own.)
      const keyAsked = focus?.keep?.length
        ? (stated.key ?? extractRequest(keysNamed(lower, heardKey(focus)), null).request.key)
        : undefined;
      if (focus?.keep?.length && keyAsked && !stated.style && parseEdits(lower).length === 0) {
        const rendered = renderState(focus);
        const rekeyed = rendered.ok
          ? fileInKey(
              { fileId: null, midi: pieceToMidi(rendered.piece), filename: null, attachedNow: false },
              keyAsked,
              !!stated.tonicOnly,
              lang,
            )
          : null;
        if (rekeyed) return rekeyed;
      }
      if (focus) return editPiece(message, focus, turnIndex, lang);
      return composeFresh(message, seed, options, lang, [t(lang, 'editWithoutPiece')]);
    }
    case 'compose':
      return composeFresh(
        message,
        seed,
        options,
        lang,
        [],
        overFocus?.chords,
        focus && SAME_LINEUP_RE.test(lower) ? focus.spec.parts : undefined,
      );
    default: {
      const musical =
        /\b(?:chords?|scales?|modes?|keys?|intervals?|cadences?|harmony|notes?|triads?|rhythm|tempo|meter|bpm|voicings?|progressions?|melody|bass|drums|music|song|riff)\b/.test(
          lower,
        );
      return {
        text: musical ? t(lang, 'theoryUnknown', explainedTopicsText(lang)) : t(lang, 'offTopic'),
        intent: 'unknown',
      };
    }
  }
}
