import { randomUUID } from 'node:crypto';
import { describeMidi, MIDI_UPLOAD_LIMITS, transformTitle } from '@riffmate/buddy';
import { filePath, type MusicAttachment } from '@riffmate/contract';
import {
  analyseMidi,
  DRUM_CHANNEL,
  decodeMidi,
  keyName,
  type MidiTransform,
  midiNotes,
  type PartNotes,
  STYLE_IDS,
  transformMidi,
} from '@riffmate/music';
import { type ToolSet, tool, zodSchema } from 'ai';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { findOwnedMidiFile, insertMidiFile } from '../../modules/chats/files.repo.ts';

/** Tool names every assistant model (built-in or external) uses for MIDI files. */
export const ANALYSE_MIDI_TOOL_NAME = 'analyse_midi';
export const TRANSFORM_MIDI_TOOL_NAME = 'transform_midi';

const fileId = z.string().min(1).max(64);

/** `analyse_midi`: key, tempo, meter, bars, chords per bar and instruments of a stored MIDI file. */
export const analyseMidiInputSchema = z.object({ fileId });

/** `transform_midi`: a stored file (an upload or an earlier transform) and what to change. */
export const transformMidiInputSchema = z.object({
  fileId,
  transpose: z.number().int().min(-24).max(24).optional(),
  tempo: z.number().min(20).max(300).optional(),
  addDrums: z.boolean().optional(),
  addBass: z.boolean().optional(),
  reharmonise: z.boolean().optional(),
  simplerDrums: z.boolean().optional(),
  removeDrums: z.boolean().optional(),
  style: z.enum(STYLE_IDS).optional(),
});
export type TransformMidiInput = z.infer<typeof transformMidiInputSchema>;

// Made once: the JSON Schema is computed on first use and cached (not per request).
const analyseMidiToolInput = zodSchema(analyseMidiInputSchema);
const transformMidiToolInput = zodSchema(transformMidiInputSchema);

/** What both tools return (and what the model reads back, as JSON). */
export interface MidiToolOutput {
  readonly ok: boolean;
  readonly error?: string;
  readonly fileId?: string;
  readonly url?: string;
  readonly title?: string;
  readonly summary?: string;
}

/** Where the tools of one reply read and store files, and how they show a card. */
export interface MidiToolContext {
  readonly db: Kysely<Database>;
  readonly userId: string;
  readonly chatId: string;
  /** The assistant message being written: transformed files belong to it. */
  readonly messageId: string;
  /** Streams a `data-music` card and records it with the reply. */
  readonly show: (attachment: MusicAttachment) => void;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The card of a MIDI file that was not composed from a spec (an upload or a transform): key,
 * tempo, meter and bars read from the file itself, one part per track and channel.
 */
export function fileAttachment(
  id: string,
  midi: Uint8Array,
  title: string,
  notes?: readonly PartNotes[],
): MusicAttachment | null {
  const decoded = decodeMidi(midi, MIDI_UPLOAD_LIMITS);
  if (!decoded.ok) return null;
  const analysis = analyseMidi(decoded.midi);
  return {
    fileId: id,
    url: filePath(id),
    title,
    key: analysis.key ? keyName(analysis.key.key) : 'No clear key',
    tempo: round(analysis.tempo),
    meter: `${analysis.meter.numerator}/${analysis.meter.denominator}`,
    bars: analysis.bars,
    ppq: decoded.midi.ppq,
    parts: (notes ?? midiNotes(decoded.midi)).map((part) => ({
      name: part.name,
      role: part.role,
      program: part.program,
      channel: part.channel,
      isDrums: part.channel === DRUM_CHANNEL,
      notes: part.notes.map(([tick, duration, pitch, velocity]) => [tick, duration, pitch, velocity]),
    })),
  };
}

const NOT_FOUND = 'There is no such MIDI file in your chats.';

/**
 * Analyse a stored file the user owns; the card of the file is shown with the reply.
 * @example await runAnalyseMidi(context, { fileId }) // { ok: true, summary: "Here's what I hear …" }
 */
export async function runAnalyseMidi(
  context: MidiToolContext,
  input: { fileId: string },
): Promise<MidiToolOutput> {
  const file = await findOwnedMidiFile(context.db, input.fileId, context.userId);
  if (!file) return { ok: false, error: NOT_FOUND };
  const bytes = new Uint8Array(file.data);
  const decoded = decodeMidi(bytes, MIDI_UPLOAD_LIMITS);
  if (!decoded.ok) return { ok: false, error: decoded.error };
  const attachment = fileAttachment(input.fileId, bytes, 'Your file');
  if (attachment) context.show(attachment);
  return {
    ok: true,
    fileId: input.fileId,
    url: filePath(input.fileId),
    title: 'Your file',
    summary: describeMidi(analyseMidi(decoded.midi)),
  };
}

/**
 * Transform a stored file the user owns, store the result as a new file of the reply, and show
 * its card ("Your file, transposed up a fourth").
 */
export async function runTransformMidi(
  context: MidiToolContext,
  input: TransformMidiInput,
): Promise<MidiToolOutput> {
  const file = await findOwnedMidiFile(context.db, input.fileId, context.userId);
  if (!file) return { ok: false, error: NOT_FOUND };
  const { fileId: _source, ...options } = input;
  const transform: MidiTransform = options;
  const result = transformMidi(new Uint8Array(file.data), transform, MIDI_UPLOAD_LIMITS);
  if (!result.ok) return { ok: false, error: result.error };
  const { midi, notes, changes, skipped } = result.result;
  if (changes.length === 0) return { ok: false, error: skipped.join('; ') || 'Nothing to change.' };
  const id = randomUUID();
  await insertMidiFile(context.db, {
    id,
    user_id: context.userId,
    chat_id: context.chatId,
    message_id: context.messageId,
    data: Buffer.from(midi),
    created_at: new Date().toISOString(),
  });
  const title = transformTitle(transform);
  const attachment = fileAttachment(id, midi, title, notes);
  if (attachment) context.show(attachment);
  return { ok: true, fileId: id, url: filePath(id), title, summary: changes.join('; ') };
}

const describeOutput = (output: MidiToolOutput) =>
  ({ type: 'json', value: JSON.parse(JSON.stringify(output)) }) as const;

const ANALYSE_DESCRIPTION =
  'Analyse a MIDI file the user attached (or one made from it): key, tempo, meter, bars, chords per bar and instruments.';
const TRANSFORM_DESCRIPTION =
  'Change a MIDI file the user attached (or one made from it) and write a new file: transpose (semitones, drums untouched), set the tempo in BPM, add a GM drum part (optional style), add a root-based bass line following its chords, or re-harmonise it with diatonic substitutes.';

/** The MIDI tools of one reply, to sit next to `compose` in the model's tool set. */
export function midiTools(context: MidiToolContext): ToolSet {
  return {
    [ANALYSE_MIDI_TOOL_NAME]: tool({
      description: ANALYSE_DESCRIPTION,
      inputSchema: analyseMidiToolInput,
      execute: (input) => runAnalyseMidi(context, input),
      toModelOutput: ({ output }) => describeOutput(output),
    }),
    [TRANSFORM_MIDI_TOOL_NAME]: tool({
      description: TRANSFORM_DESCRIPTION,
      inputSchema: transformMidiToolInput,
      execute: (input) => runTransformMidi(context, input),
      toModelOutput: ({ output }) => describeOutput(output),
    }),
  };
}

/** The same tools without an executor, for converting stored history (their `toModelOutput`). */
export function midiHistoryTools(): ToolSet {
  return {
    [ANALYSE_MIDI_TOOL_NAME]: tool({
      inputSchema: analyseMidiToolInput,
      toModelOutput: ({ output }) => describeOutput(output as MidiToolOutput),
    }),
    [TRANSFORM_MIDI_TOOL_NAME]: tool({
      inputSchema: transformMidiToolInput,
      toModelOutput: ({ output }) => describeOutput(output as MidiToolOutput),
    }),
  };
}
