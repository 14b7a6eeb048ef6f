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
import { type ChatTurn, type ComposerReply, type ComposerState, readState, respond } from '@riffmate/music';
import { COMPOSE_TOOL_NAME } from './compose-tool.ts';

/** Provider id of the built-in composer (shows in telemetry and stored messages). */
export const BUILTIN_PROVIDER = 'riffmate';
/** Model id of the built-in composer. */
export const BUILTIN_MODEL_ID = 'builtin-composer';

/**
 * Rebuild the chat the composer needs from an AI SDK prompt: user and assistant text, and the spec
 * each earlier `compose` tool call carried (so "make it faster" edits the last piece of a stored chat).
 * @example promptToHistory([{ role: 'user', content: [{ type: 'text', text: 'hi' }] }]) // [{ role: 'user', text: 'hi' }]
 */
export function promptToHistory(prompt: LanguageModelV3Prompt): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const message of prompt) {
    if (message.role === 'user') {
      const text = message.content
        .filter((p) => p.type === 'text')
        .map((p) => p.text)
        .join('\n');
      turns.push({ role: 'user', text });
    } else if (message.role === 'assistant') {
      let text = '';
      let state: ComposerState | null = null;
      for (const part of message.content) {
        if (part.type === 'text') text += part.text;
        if (part.type === 'tool-call' && part.toolName === COMPOSE_TOOL_NAME) {
          const input = typeof part.input === 'string' ? safeJson(part.input) : part.input;
          state = readState({ v: 1, spec: (input as { spec?: unknown } | null)?.spec }) ?? state;
        }
      }
      turns.push({ role: 'assistant', text, state });
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
  readonly toolCall: { toolCallId: string; input: string } | null;
}

function takeTurn(options: LanguageModelV3CallOptions, callIndex: number): Turn {
  const prompt = options.prompt;
  // After the compose tool ran, the SDK may call the model again with the result: the reply was
  // already said in the first step, so this step adds nothing.
  if (prompt.at(-1)?.role === 'tool') return { reply: null, toolCall: null };
  const reply = respond(promptToHistory(prompt));
  const hasTool = (options.tools ?? []).some((t) => t.type === 'function' && t.name === COMPOSE_TOOL_NAME);
  const userTurns = prompt.filter((m) => m.role === 'user').length;
  const toolCall =
    reply.spec && hasTool
      ? { toolCallId: `compose-${userTurns}-${callIndex}`, input: JSON.stringify({ spec: reply.spec }) }
      : null;
  return { reply, toolCall };
}

const finishReason = (t: Turn): LanguageModelV3FinishReason =>
  t.toolCall ? { unified: 'tool-calls', raw: 'tool-calls' } : { unified: 'stop', raw: 'stop' };

/** Options for the built-in composer model. */
export interface BuiltinComposerOptions {
  /** Words per streamed text delta (default 2). */
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
  const words = options.wordsPerChunk ?? 2;
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
      if (turn.toolCall) content.push({ type: 'tool-call', toolName: COMPOSE_TOOL_NAME, ...turn.toolCall });
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
      const turn = takeTurn(callOptions, calls++);
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
      if (turn.toolCall) parts.push({ type: 'tool-call', toolName: COMPOSE_TOOL_NAME, ...turn.toolCall });
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
