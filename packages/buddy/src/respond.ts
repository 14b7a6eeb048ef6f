import {
  type CompositionSpec,
  compose,
  deriveSeed,
  type PartNotes,
  type Piece,
  pieceToMidi,
} from '@riffmate/music';
import { applyEdits, type BuiltSpec, buildSpec } from './build-spec.ts';
import { composeReply, editReply } from './describe.ts';
import { composeInKey } from './key-check.ts';
import { parseRequest } from './parse-request.ts';
import { normaliseText } from './text.ts';
import { answerTheory } from './theory-answer.ts';
import type { ChatTurn, ComposerReply, ComposerState, HelpIntent } from './types.ts';
import { latestMidi, respondToMidi } from './upload.ts';

const HELP: Readonly<Record<HelpIntent['reason'], string>> = {
  greeting:
    'Hey! I\'m your music buddy. Ask me for chords, a bass line, a melody or a drum groove — e.g. "a chill lo-fi beat in F minor at 80 BPM" — or a theory question like "what are the chords in E major?".',
  thanks: 'Any time! Want another idea — maybe "a bossa nova on nylon guitar" or "the same thing in 6/8"?',
  capabilities:
    'I write chord progressions, bass lines, melodies and drum grooves as MIDI (12 styles, any key or mode, meters like 3/4, 6/8, 7/8, your own chords or roman numerals), edit them ("faster", "transpose up a fourth", "add drums"), and answer theory questions exactly. Try "a sad ballad in C# minor on Rhodes".',
  'off-topic':
    'I\'m only good at music, I\'m afraid! I can write chord progressions, bass lines, melodies and drum grooves as MIDI, or answer theory questions. Try "an upbeat funk groove in E" or "what notes are in Cmaj7?".',
  empty:
    'Tell me what to write — e.g. "8 bars of jazz in Bb with a walking bass" — or ask a theory question.',
  'unanswerable-theory':
    'I can answer these exactly: chords in a key, notes of a chord, scale or mode, the interval between two notes, relative and parallel keys, key signatures, roman-numeral analysis and what key a progression is in. Try "what\'s the relative minor of Eb major?" — or ask me to write something.',
};

/**
 * Read the composer state an assistant turn stored (tolerates missing or malformed data).
 * @example readState({ v: 1, spec }) // { v: 1, spec }
 */
export function readState(value: unknown): ComposerState | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as { v?: unknown; spec?: unknown };
  if (v.v !== 1 || !v.spec || typeof v.spec !== 'object') return null;
  const spec = v.spec as Partial<CompositionSpec>;
  if (!spec.key || typeof spec.bars !== 'number' || !spec.style || !Array.isArray(spec.parts)) return null;
  return { v: 1, spec: spec as CompositionSpec };
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

function finish(
  built: BuiltSpec,
  edit: boolean,
  drafted?: { spec: CompositionSpec; piece: Piece } | null,
): ComposerReply {
  if (drafted) built = { ...built, spec: drafted.spec };
  const r = drafted ? ({ ok: true, piece: drafted.piece } as const) : compose(built.spec);
  if (!r.ok) {
    return {
      text: `I couldn't write that one: ${r.error}. Try another meter or length — e.g. "8 bars in 4/4".`,
      intent: edit ? 'edit' : 'compose',
    };
  }
  const piece = r.piece;
  // Store the resolved tempo and meter so later follow-ups ("faster") start from what was heard.
  const spec: CompositionSpec = { ...built.spec, tempo: piece.meta.tempo, meter: piece.meta.meter };
  const text = edit
    ? editReply(piece, spec, built.changes, built.choices)
    : composeReply(piece, spec, built.choices);
  return {
    text,
    intent: edit ? 'edit' : 'compose',
    piece,
    spec,
    state: { v: 1, spec },
    midi: pieceToMidi(piece),
    notes: pieceNotes(piece),
  };
}

/** Options for `respond`. */
export interface RespondOptions {
  /**
   * Re-roll a fresh piece's seed (up to 8 tries) until Krumhansl–Schmuckler hears the requested
   * major/minor key (default true). Off gives the first draft — the evaluation reports both.
   */
  readonly keyCheck?: boolean;
  /**
   * Mixed into the seeds this reply draws, so the same words give another take (the server passes
   * one per chat and attempt). Absent: the seed comes from the words and the turn alone.
   */
  readonly seed?: number;
}

/**
 * Answer the latest user message of a chat. Pure and deterministic: the same history gives the
 * same reply and the same MIDI bytes (the seed comes from the message text and its turn number;
 * "another variation" derives a new one). Follow-ups edit the spec the last assistant turn stored.
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
  if (last < 0) return { text: HELP.empty, intent: 'help' };
  const message = history[last]!.text;
  // An attached MIDI file (or the newest one made from it) is what "it" means, unless a piece came later.
  const source = latestMidi(history, last);
  const aboutFile = source ? respondToMidi(message, source) : null;
  if (aboutFile) return aboutFile;
  let previous: CompositionSpec | null = null;
  for (let i = last - 1; i >= 0 && !previous; i--) {
    const turn = history[i]!;
    if (turn.role === 'assistant') previous = readState(turn.state)?.spec ?? null;
  }
  const turnIndex = history.slice(0, last).filter((t) => t.role === 'user').length;
  const take = options.seed === undefined ? '' : `:${options.seed}`;
  const seed = deriveSeed(turnIndex + 1, `${normaliseText(message).toLowerCase()}${take}`);
  const intent = parseRequest(message, previous);
  switch (intent.kind) {
    case 'theory': {
      const answer = answerTheory(intent.question);
      return { text: answer ?? HELP['unanswerable-theory'], intent: 'theory' };
    }
    case 'help':
      return { text: HELP[intent.reason], intent: 'help' };
    case 'edit':
      return finish(
        applyEdits(
          previous!,
          intent.edits,
          intent.request,
          deriveSeed(previous!.seed, `variation:${turnIndex}${take}`),
        ),
        true,
      );
    case 'compose': {
      const built = buildSpec(intent.request, intent.request.seed ?? seed);
      // An explicit seed is the user's exact piece; otherwise make sure it is heard in its key.
      const drafted =
        options.keyCheck !== false && intent.request.seed === undefined ? composeInKey(built.spec) : null;
      const editLike =
        !previous && /\b(?:faster|slower|transpose|busier|simpler|variation|instead)\b/i.test(message);
      const choices = editLike
        ? ["I don't have an earlier piece in this chat, so I wrote a new one", ...built.choices]
        : built.choices;
      return finish({ ...built, choices }, false, drafted);
    }
  }
}
