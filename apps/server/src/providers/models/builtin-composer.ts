import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import {
  type ChatTurn,
  type ComposerReply,
  type ComposerState,
  MIDI_UPLOAD_LIMITS,
  readState,
  respond,
} from '@riffmate/buddy';
import { type MidiTransform, transformMidi } from '@riffmate/music';
import { COMPOSE_TOOL_NAME } from './compose-tool.ts';
import { onCpuQueue } from './cpu-queue.ts';
import { ANALYSE_MIDI_TOOL_NAME, TRANSFORM_MIDI_TOOL_NAME } from './midi-tools.ts';

/** Provider id of the built-in composer (shows in telemetry and stored messages). */
export const BUILTIN_PROVIDER = 'riffmate';
/** Model id of the built-in composer. */
export const BUILTIN_MODEL_ID = 'builtin-composer';

type MutableTurn =
  | { role: 'user'; text: string; midi?: Uint8Array; fileId?: string; filename?: string }
  | {
      role: 'assistant';
      text: string;
      state: ComposerState | null;
      file?: { fileId: string; midi: Uint8Array };
    };

const MIDI_TYPES = /^audio\/(?:x-)?midi?$/i;

/** A prompt file part's bytes (`data` is bytes, base64 text or a URL the SDK did not fetch). */
function fileBytes(data: unknown): Uint8Array | null {
  if (data instanceof Uint8Array) return data;
  if (typeof data === 'string') {
    const base64 = data.startsWith('data:') ? data.slice(data.indexOf(',') + 1) : data;
    return new Uint8Array(Buffer.from(base64, 'base64'));
  }
  return null;
}

function riffmateFileId(options: unknown): string | undefined {
  const id = (options as { riffmate?: { fileId?: unknown } } | undefined)?.riffmate?.fileId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Rebuild the chat the composer needs from an AI SDK prompt: user and assistant text, the spec
 * each earlier `compose` tool call carried (so "make it faster" edits the last piece of a stored
 * chat), the MIDI file a user message carries (a `file` part, tagged with its stored id), and the
 * file each earlier `transform_midi` call made — recomputed from its source, since the transform
 * is deterministic — so "now add drums" continues from the newest file.
 * @example promptToHistory([{ role: 'user', content: [{ type: 'text', text: 'hi' }] }]) // [{ role: 'user', text: 'hi' }]
 */
export function promptToHistory(prompt: LanguageModelV3Prompt): ChatTurn[] {
  const turns: MutableTurn[] = [];
  const files = new Map<string, Uint8Array>();
  const transforms = new Map<string, { turn: MutableTurn; input: { fileId?: unknown } & MidiTransform }>();
  for (const message of prompt) {
    if (message.role === 'user') {
      const turn: MutableTurn = { role: 'user', text: '' };
      const texts: string[] = [];
      for (const part of message.content) {
        if (part.type === 'text') texts.push(part.text);
        else if (part.type === 'file' && MIDI_TYPES.test(part.mediaType)) {
          const bytes = fileBytes(part.data);
          if (!bytes) continue;
          turn.midi = bytes;
          const id = riffmateFileId(part.providerOptions);
          if (id) {
            turn.fileId = id;
            files.set(id, bytes);
          }
          if (part.filename) turn.filename = part.filename;
        }
      }
      turn.text = texts.join('\n');
      turns.push(turn);
    } else if (message.role === 'assistant') {
      const turn: MutableTurn = { role: 'assistant', text: '', state: null };
      for (const part of message.content) {
        if (part.type === 'text') turn.text += part.text;
        if (part.type === 'tool-call' && part.toolName === COMPOSE_TOOL_NAME) {
          const input = (typeof part.input === 'string' ? safeJson(part.input) : part.input) as {
            spec?: unknown;
            sections?: unknown;
            edits?: unknown;
            keep?: unknown;
          } | null;
          const stored = {
            v: 2,
            spec: input?.spec,
            sections: input?.sections,
            ops: input?.edits,
            keep: input?.keep,
          };
          turn.state = readState(stored) ?? turn.state;
        }
        if (part.type === 'tool-call' && part.toolName === TRANSFORM_MIDI_TOOL_NAME) {
          const input = typeof part.input === 'string' ? safeJson(part.input) : part.input;
          if (input && typeof input === 'object')
            transforms.set(part.toolCallId, { turn, input: input as never });
        }
      }
      turns.push(turn);
    } else if (message.role === 'tool') {
      for (const part of message.content) {
        if (part.type !== 'tool-result' || part.toolName !== TRANSFORM_MIDI_TOOL_NAME) continue;
        const made =
          part.output.type === 'json' ? (part.output.value as { ok?: unknown; fileId?: unknown }) : null;
        const call = transforms.get(part.toolCallId);
        if (!call || !made || made.ok !== true || typeof made.fileId !== 'string') continue;
        const source = typeof call.input.fileId === 'string' ? files.get(call.input.fileId) : undefined;
        if (!source) continue;
        const { fileId: _source, ...options } = call.input;
        const result = transformMidi(source, options, MIDI_UPLOAD_LIMITS);
        if (!result.ok || call.turn.role !== 'assistant') continue;
        files.set(made.fileId, result.result.midi);
        call.turn.file = { fileId: made.fileId, midi: result.result.midi };
      }
    }
  }
  return turns;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Split a reply into small chunks for streaming (a couple of words each, whitespace kept), so the
 * chat UI shows it typing the way it does for a hosted model.
 * @example chunkText('Here is a piece.') // ['Here is ', 'a piece.']
 */
export function chunkText(text: string, wordsPerChunk = 2): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

const usage = (text: string): LanguageModelV3Usage => ({
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: chunkText(text, 1).length, text: chunkText(text, 1).length, reasoning: 0 },
});

interface Turn {
  readonly reply: ComposerReply | null;
  readonly toolCall: { toolName: string; toolCallId: string; input: string } | null;
}

/** The tool call a reply asks for, if the tool is on offer: compose a spec, or analyse/transform a file. */
function toolCallFor(
  reply: ComposerReply,
  offered: ReadonlySet<string>,
  id: string,
): { toolName: string; toolCallId: string; input: string } | null {
  if (reply.state && offered.has(COMPOSE_TOOL_NAME)) {
    const { spec, sections, ops, keep } = reply.state;
    return {
      toolName: COMPOSE_TOOL_NAME,
      toolCallId: `compose-${id}`,
      input: JSON.stringify({
        spec,
        ...(sections ? { sections } : {}),
        ...(ops ? { edits: ops } : {}),
        ...(keep ? { keep } : {}),
      }),
    };
  }
  const upload = reply.upload;
  if (!upload?.fileId) return null;
  if (upload.transform && offered.has(TRANSFORM_MIDI_TOOL_NAME)) {
    return {
      toolName: TRANSFORM_MIDI_TOOL_NAME,
      toolCallId: `transform-${id}`,
      input: JSON.stringify({ fileId: upload.fileId, ...upload.transform }),
    };
  }
  if (!upload.transform && offered.has(ANALYSE_MIDI_TOOL_NAME)) {
    return {
      toolName: ANALYSE_MIDI_TOOL_NAME,
      toolCallId: `analyse-${id}`,
      input: JSON.stringify({ fileId: upload.fileId }),
    };
  }
  return null;
}

/**
 * The seed of this attempt, when the caller gave one (`providerOptions.riffmate.seed`, a 32-bit
 * unsigned integer): it makes a regenerate another take of the same request. See docs/decisions/0095.
 */
export function takeSeed(options: Pick<LanguageModelV3CallOptions, 'providerOptions'>): number | undefined {
  const seed = options.providerOptions?.[BUILTIN_PROVIDER]?.seed;
  return typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff
    ? seed
    : undefined;
}

function takeTurn(options: LanguageModelV3CallOptions, callIndex: number): Turn {
  const prompt = options.prompt;
  // After the compose tool ran, the SDK may call the model again with the result: the reply was
  // already said in the first step, so this step adds nothing.
  if (prompt.at(-1)?.role === 'tool') return { reply: null, toolCall: null };
  const seed = takeSeed(options);
  const reply = respond(promptToHistory(prompt), seed === undefined ? {} : { seed });
  const offered = new Set((options.tools ?? []).flatMap((t) => (t.type === 'function' ? [t.name] : [])));
  const userTurns = prompt.filter((m) => m.role === 'user').length;
  return { reply, toolCall: toolCallFor(reply, offered, `${userTurns}-${callIndex}`) };
}

const finishReason = (t: Turn): LanguageModelV3FinishReason =>
  t.toolCall ? { unified: 'tool-calls', raw: 'tool-calls' } : { unified: 'stop', raw: 'stop' };

/** Options for the built-in composer model. */
export interface BuiltinComposerOptions {
  /** Words per streamed text delta (default 6: each SSE event costs more than the words it carries). */
  readonly wordsPerChunk?: number;
}

/**
 * The built-in composer as an AI SDK 6 language model (`LanguageModelV3`). It reads the chat from
 * the prompt, answers with `respond` from `@riffmate/music`, streams the reply text in small deltas,
 * and — when it made music and the `compose` tool is offered — ends the step with a `compose` tool
 * call whose input is the full spec. The server-side tool runs the engine and returns the MIDI, so
 * the built-in composer and external models share one path: stream → tools → persist. Without the
 * tool, the spec still travels in `providerMetadata.riffmate.spec`.
 * @example streamText({ model: createBuiltinComposer(), messages, tools: { compose: composeTool } })
 */
export function createBuiltinComposer(options: BuiltinComposerOptions = {}): LanguageModelV3 {
  let calls = 0;
  const words = options.wordsPerChunk ?? 6;
  return {
    specificationVersion: 'v3',
    provider: BUILTIN_PROVIDER,
    modelId: BUILTIN_MODEL_ID,
    supportedUrls: {},
    async doGenerate(callOptions): Promise<LanguageModelV3GenerateResult> {
      const turn = takeTurn(callOptions, calls++);
      const text = turn.reply?.text ?? '';
      const content: LanguageModelV3Content[] = [];
      if (text) content.push({ type: 'text', text });
      if (turn.toolCall) content.push({ type: 'tool-call', ...turn.toolCall });
      return {
        content,
        finishReason: finishReason(turn),
        usage: usage(text),
        warnings: [],
        ...(turn.reply?.spec
          ? { providerMetadata: { riffmate: { spec: JSON.parse(JSON.stringify(turn.reply.spec)) } } }
          : {}),
        response: { id: `builtin-${calls}`, modelId: BUILTIN_MODEL_ID, timestamp: new Date(0) },
      };
    },
    async doStream(callOptions) {
      // Composing is CPU work: queued, so under load the first bytes of other replies go out first.
      const turn = await onCpuQueue(() => takeTurn(callOptions, calls++));
      const text = turn.reply?.text ?? '';
      const parts: LanguageModelV3StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        {
          type: 'response-metadata',
          id: `builtin-${calls}`,
          modelId: BUILTIN_MODEL_ID,
          timestamp: new Date(0),
        },
      ];
      if (text) {
        parts.push({ type: 'text-start', id: 'text-0' });
        for (const delta of chunkText(text, words)) parts.push({ type: 'text-delta', id: 'text-0', delta });
        parts.push({ type: 'text-end', id: 'text-0' });
      }
      if (turn.toolCall) parts.push({ type: 'tool-call', ...turn.toolCall });
      parts.push({
        type: 'finish',
        finishReason: finishReason(turn),
        usage: usage(text),
        ...(turn.reply?.spec
          ? { providerMetadata: { riffmate: { spec: JSON.parse(JSON.stringify(turn.reply.spec)) } } }
          : {}),
      });
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        pull(controller) {
          const next = parts.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      });
      return { stream };
    },
  };
}
