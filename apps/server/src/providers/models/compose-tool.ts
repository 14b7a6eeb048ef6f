import {
  type ComposeSpec,
  changesText,
  diffPieces,
  type NoteOp,
  type PieceState,
  pieceNotes,
  pieceSummary,
  renderState,
  type Section,
} from '@riffmate/buddy';
import {
  DRUM_DETAILS,
  MAX_PARTS,
  MODES,
  MOODS,
  PART_ROLES,
  type PartNotes,
  type PartRole,
  pieceToMidi,
  STYLE_IDS,
} from '@riffmate/music';
import { tool, zodSchema } from 'ai';
import { z } from 'zod';

/** The tool name every assistant model (built-in or external) uses to make a piece. */
export const COMPOSE_TOOL_NAME = 'compose';

const program = z.number().int().min(0).max(127);
const level = z.number().int().min(-2).max(2);
const role = z.enum(PART_ROLES);
/** A value per part role, every role optional. */
const perRole = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(PART_ROLES.map((r) => [r, value])) as Record<PartRole, T>).partial();

/**
 * One part: a role (the style's instrument for it), or a role with its own GM program, track name,
 * density and style ("trap drums" under a pop song). Several parts may share a role.
 */
const partSchema = z.union([
  role,
  z.object({
    role,
    program: program.optional(),
    name: z.string().min(1).max(60).optional(),
    density: level.optional(),
    style: z.enum(STYLE_IDS).optional(),
  }),
]);

/**
 * The compose tool's input: a full engine spec. The built-in composer fills every field it needs;
 * an external model may send fewer (the engine defaults the rest).
 */
const specSchema = z.object({
  key: z.object({ tonic: z.string().min(1).max(4), mode: z.enum(MODES) }),
  bars: z.number().int().min(1).max(512),
  style: z.enum(STYLE_IDS),
  // Empty only when the piece is kept notes alone (a listening card; see `withNotes` below).
  parts: z.array(partSchema).max(MAX_PARTS),
  seed: z.number().int().min(0).max(0xffffffff),
  tempo: z.number().min(20).max(300).optional(),
  meter: z.object({ numerator: z.number().int().min(1).max(16), denominator: z.number().int() }).optional(),
  mood: z.enum(MOODS).optional(),
  instruments: perRole(program).optional(),
  density: perRole(level).optional(),
  progression: z
    .array(
      z.union([z.string().max(64), z.object({ chord: z.string().max(32), beats: z.number().positive() })]),
    )
    .max(64)
    .optional(),
  swing: z.number().min(0).max(1).optional(),
  swingUnit: z.enum(['eighth', 'sixteenth']).optional(),
  humanize: z.number().min(0).max(1).optional(),
  chromatic: z.boolean().optional(),
});

const barRange = z.tuple([z.number().int().min(0).max(511), z.number().int().min(0).max(511)]);
const roles = z.array(role).max(PART_ROLES.length);
/** Only the parts on these GM programs ("the guitar busier" beside keys on the chords). */
const programs = z.array(program).max(MAX_PARTS);
/**
 * Note-level edits applied after the engine writes the piece, in order — every kind the built-in
 * composer makes (buddy's `NoteOp`; compose-tool.test.ts fails when one is missing): `tempo` plays
 * the same notes at another tempo, `straighten` puts every onset on the grid, `walking-bass` walks
 * the bass, `kick-bass` puts the bass's chord roots on the kick's onsets, `velocity` plays louder or softer, `shift` moves the notes that were heard (a
 * transposition, an octave, one part, a bar range), `rewrite` writes a bar range again from another
 * seed (or over stated chords), `drum-detail` adds hat rolls, fills or ghost notes, `double` has a
 * part play another's line, `rest` silences parts in a bar range, `syncopate` pushes the
 * strong-beat notes of pitched parts an eighth early, `articulate` plays notes shorter or longer.
 */
const editSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('tempo'), bpm: z.number().min(20).max(300) }),
  z.object({ op: z.literal('straighten') }),
  z.object({ op: z.literal('walking-bass'), skips: z.boolean().optional() }),
  z.object({ op: z.literal('kick-bass'), kicks: z.array(z.number().int().min(0)).max(4096).optional() }),
  z.object({ op: z.literal('syncopate'), roles: roles.optional(), bars: barRange.optional() }),
  z.object({ op: z.literal('articulate'), factor: z.number().min(0.1).max(4), roles: roles.optional() }),
  z.object({
    op: z.literal('velocity'),
    factor: z.number().min(0.25).max(4),
    roles: roles.optional(),
    bars: barRange.optional(),
    programs: programs.optional(),
  }),
  z.object({
    op: z.literal('shift'),
    semitones: z.number().int().min(-48).max(48),
    roles: roles.optional(),
    bars: barRange.optional(),
    programs: programs.optional(),
  }),
  z.object({
    op: z.literal('rewrite'),
    seed: z.number().int().min(0).max(0xffffffff),
    bars: barRange,
    density: level.optional(),
    chords: z.array(z.string().min(1).max(64)).max(512).optional(),
    roles: roles.optional(),
    programs: programs.optional(),
    // The bar of the freshly written piece the new bars come from (an intro added later moved them).
    source: z.number().int().min(0).max(10_000).optional(),
  }),
  z.object({
    op: z.literal('drum-detail'),
    detail: z.enum(DRUM_DETAILS),
    seed: z.number().int().min(0).max(0xffffffff),
    bars: barRange.optional(),
  }),
  z.object({ op: z.literal('double'), role, program, semitones: z.number().int().min(-24).max(24) }),
  z.object({
    op: z.literal('rest'),
    roles: roles.min(1),
    bars: barRange,
    programs: programs.optional(),
    kit: z.array(z.number().int().min(0).max(127)).max(32).optional(),
  }),
]);
/** A section appended after the piece (an intro goes before it), written from its own spec. */
const sectionSchema = z.object({
  label: z.string().min(1).max(24),
  spec: specSchema,
  /** The only roles the section plays ("4 bars of just drums at the start"). */
  only: roles.optional(),
});
/** Parts kept note for note (an uploaded file's tracks): [tick, duration, pitch, velocity] at 480 PPQ. */
const keptPartSchema = z.object({
  role,
  name: z.string().max(60),
  program,
  channel: z.number().int().min(0).max(15),
  notes: z
    .array(
      z.tuple([
        z.number().int().min(0),
        z.number().int().min(1),
        z.number().int().min(0).max(127),
        z.number().int().min(1).max(127),
      ]),
    )
    .max(20_000),
});
const pieceSchema = {
  spec: specSchema,
  sections: z.array(sectionSchema).max(8).optional(),
  edits: z.array(editSchema).max(64).optional(),
  keep: z.array(keptPartSchema).max(16).optional(),
};

/** A piece writes at least one part or keeps some notes ("let me hear a tritone" keeps two). */
function withNotes<T extends z.ZodType<{ spec: { parts: readonly unknown[] }; keep?: readonly unknown[] }>>(
  piece: T,
) {
  return piece.refine((p) => p.spec.parts.length > 0 || (p.keep?.length ?? 0) > 0, {
    message: 'spec.parts needs at least one part unless keep holds notes',
    path: ['spec', 'parts'],
  });
}

/**
 * The compose tool's input: a full engine spec, optional sections and note-level edits, and — for
 * an edit — the piece it changes (`previous`), so the tool can report what the MIDI shows changed.
 * The built-in composer fills every field it needs; an external model may send fewer.
 */
export const composeInputSchema = withNotes(
  z.object({
    ...pieceSchema,
    previous: withNotes(z.object(pieceSchema)).optional(),
  }),
);
/** The compose tool's input, parsed. */
export type ComposeInput = z.infer<typeof composeInputSchema>;

/**
 * The compose tool's input as an AI SDK schema, made once: its JSON Schema (sent to external models)
 * is computed on first use and cached, instead of converting the zod schema on every request.
 */
export const composeToolInput = zodSchema(composeInputSchema);

/** What the compose tool returns; the chat layer stores it with the assistant message. */
export interface ComposeToolOutput {
  readonly ok: boolean;
  readonly error?: string;
  /** The Standard MIDI File, base64-encoded (a chat module can store it as a `files` row). */
  readonly midiBase64?: string;
  readonly notes?: readonly PartNotes[];
  /** The piece's chords as stated (symbol from its start tick), for the card's bar labels. */
  readonly progression?: readonly { readonly tick: number; readonly symbol: string }[];
  readonly summary?: string;
  readonly spec?: ComposeSpec;
  /** With `previous`: what the new file changed, read from the two files ("" when nothing did). */
  readonly changes?: string;
  /** With `previous`: true when the new file is the same piece (an edit that changed nothing). */
  readonly unchanged?: boolean;
}

/** A piece as the compose tool takes it: the spec, sections and note-level edits. */
export interface PieceInput {
  readonly spec: ComposeSpec;
  readonly sections?: readonly Section[];
  readonly edits?: readonly NoteOp[];
  readonly keep?: readonly PartNotes[];
}

function stateOf(input: PieceInput): PieceState {
  return {
    v: 2,
    spec: input.spec,
    ...(input.sections ? { sections: input.sections } : {}),
    ...(input.edits ? { ops: input.edits } : {}),
    ...(input.keep ? { keep: input.keep } : {}),
  };
}

/**
 * Run the engine for a compose tool call: spec (+ sections and note-level edits) → piece → MIDI
 * bytes + piano-roll notes; with `previous`, also the difference from that piece.
 * @example runCompose({ spec: { key: { tonic: 'C', mode: 'major' }, bars: 4, style: 'pop', parts: ['chords'], seed: 1 } }).ok // true
 */
export function runCompose(input: PieceInput & { readonly previous?: PieceInput }): ComposeToolOutput {
  const r = renderState(stateOf(input));
  if (!r.ok) return { ok: false, error: r.error };
  let diff: Pick<ComposeToolOutput, 'changes' | 'unchanged'> = {};
  if (input.previous) {
    const before = renderState(stateOf(input.previous));
    if (before.ok) {
      const changes = diffPieces(before.piece, r.piece);
      diff = { changes: changesText(changes), unchanged: changes.length === 0 };
    }
  }
  return {
    ok: true,
    midiBase64: Buffer.from(pieceToMidi(r.piece)).toString('base64'),
    notes: pieceNotes(r.piece),
    progression: r.piece.meta.progression.map(({ tick, symbol }) => ({ tick, symbol })),
    summary: pieceSummary(r.piece),
    spec: input.spec,
    ...diff,
  };
}

/**
 * The server-side compose tool (AI SDK `tool`). The model decides *what* to write (the spec, as
 * the tool-call input); the server runs the engine and returns the file — so the MIDI never passes
 * through a model, and external models use the very same tool.
 * @example streamText({ model, messages, tools: { compose: composeTool } })
 */
export const composeTool = tool({
  description:
    'Compose a piece of music as a MIDI file from a full spec (key, bars, style, parts, seed, optional tempo, meter, mood, instruments as GM programs, progression of chord symbols or roman numerals, swing, humanize, density per part). Parts are roles (chords = comping, pad, arpeggio, bass, melody, counter-melody, horns, percussion, drums) or { role, program, name, density, style } objects (a part with its own style plays the groove of that style: trap drums under pop); up to 16 parts, several per role. To edit a piece, send the changed spec (and any edits: shift moves notes by semitones — a transposition or an octave, for some roles or bars; rewrite writes a bar range again, over given chords if any; velocity, straighten, walking-bass, kick-bass (the bass on the kick), drum-detail, double, rest, syncopate and articulate as their schemas say) with the piece it changes as previous: the result says what the MIDI shows changed, or unchanged.',
  inputSchema: composeToolInput,
  execute: async (input): Promise<ComposeToolOutput> => runCompose(input as ComposeInput & PieceInput),
});
