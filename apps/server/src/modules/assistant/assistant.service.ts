import { randomUUID } from 'node:crypto';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { ComposeSpec } from '@riffmate/buddy';
import {
  CHAT_MESSAGE_MAX,
  CHAT_TITLE_MAX,
  ChatErrorCode,
  type ComposeToolOutputView,
  type IncomingChatMessage,
  MIDI_UPLOAD_DEFAULT_TEXT,
  MUSIC_DATA_PART,
  type MusicAttachment,
} from '@riffmate/contract';
import { deriveSeed } from '@riffmate/music';
import {
  consumeStream,
  convertToModelMessages,
  createUIMessageStream,
  stepCountIs,
  streamText,
  type ToolSet,
  tool,
  type UIMessage,
  type UIMessageStreamWriter,
} from 'ai';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { BUILTIN_PROVIDER } from '../../providers/models/builtin-composer.ts';
import { COMPOSE_TOOL_NAME, composeToolInput, runCompose } from '../../providers/models/compose-tool.ts';
import { onCpuQueue } from '../../providers/models/cpu-queue.ts';
import { KNOWLEDGE_TOOL_NAME, knowledgeTools } from '../../providers/models/knowledge-tool.ts';
import { midiHistoryTools, midiTools } from '../../providers/models/midi-tools.ts';
import type { UserRow } from '../auth/users.repo.ts';
import {
  createOrTouchOwnedChat,
  deleteMessage,
  findOwnedChat,
  insertMessage,
  listMessages,
  type MessageRow,
  touchChat,
} from '../chats/chats.repo.ts';
import { deleteMessageFiles, insertMidiFile } from '../chats/files.repo.ts';
import type { Reservation } from '../quota/quota.service.ts';
import { type MidiUpload, storeMidiUpload, withUploadedFiles } from './midi-upload.ts';
import { toMusicAttachment } from './music-attachment.ts';

/** What external models are told; the built-in composer reads only the chat itself. */
export const SYSTEM_PROMPT =
  'You are Riffmate, a friendly, music-savvy buddy for musicians. Answer music theory questions briefly and ' +
  'exactly. When the user asks for music (chords, bass lines, melodies, drum grooves) or to change the previous ' +
  `piece, call the ${COMPOSE_TOOL_NAME} tool with a full spec instead of describing notes in text. When the ` +
  'user attaches a MIDI file (or asks about one made from it), call analyse_midi or transform_midi with its fileId. ' +
  `For practical questions (mixing, recording, DAWs, songwriting, practice, how Riffmate works), call ${KNOWLEDGE_TOOL_NAME} ` +
  'and answer from what it returns. Never present chords or tabs as those of a named existing song.';
const INTERRUPTED_TEXT =
  'The assistant stopped unexpectedly. What it wrote so far is kept; please try again.';
const MAX_STEPS = 3;

/** The UI message type of Riffmate chats: `data-music` parts carry a piece's attachment. */
export type RiffmateUIMessage = UIMessage<unknown, { music: MusicAttachment }>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the title drops
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** The chat's title from its first request: whitespace collapsed, cut at a word near 60 characters. */
export function makeTitle(text: string): string {
  const clean = text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= CHAT_TITLE_MAX) return clean || 'New chat';
  const cut = clean.slice(0, CHAT_TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > CHAT_TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The text of the new user message (the last one the client sent); 400 when there is none. */
export function userText(messages: readonly IncomingChatMessage[]): string {
  const last = messages.at(-1);
  if (last?.role !== 'user') throw badRequest('The last message must be a user message.');
  const text = last.parts
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text as string)
    .join('\n')
    .trim();
  if (!text && last.parts.some((part) => part.type === 'file')) return MIDI_UPLOAD_DEFAULT_TEXT;
  if (!text) throw badRequest('Write a message first.');
  if (text.length > CHAT_MESSAGE_MAX) {
    throw badRequest(`Messages can be at most ${CHAT_MESSAGE_MAX} characters long.`);
  }
  return text;
}

export interface Turn {
  chatId: string;
  userMessageId: string;
  userCreatedAt: string;
  reservation: Reservation;
  /** The built-in composer's seed for this attempt (attemptSeed). */
  seed: number;
}

/**
 * The built-in composer's seed for one attempt at a reply: the chat's own, and on a regenerate
 * one derived from the stored reply being replaced. Asking again gives another take of the same
 * request, while every seed still follows from what the chat stores (docs/decisions/0095).
 * @example attemptSeed('chat-1', null) !== attemptSeed('chat-1', 'msg_1') // true
 */
export function attemptSeed(chatId: string, replacedReplyId: string | null): number {
  const chatSeed = deriveSeed(0, `chat:${chatId}`);
  return replacedReplyId === null ? chatSeed : deriveSeed(chatSeed, `after:${replacedReplyId}`);
}

/**
 * Before any generation, in one transaction: the chat (created on its first message; another
 * user's id answers 404 and reserves nothing), the user's message, and one unit of quota (none
 * left: nothing is stored).
 */
export async function beginTurn(
  app: FastifyInstance,
  user: UserRow,
  chatId: string,
  text: string,
  upload: MidiUpload | null = null,
): Promise<Turn> {
  return app.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const chat = { id: chatId, user_id: user.id, title: makeTitle(text), created_at: now };
    if (!(await createOrTouchOwnedChat(trx, chat))) throw notFound('Chat not found.');
    const userMessageId = newMessageId();
    // An attached MIDI file is stored with the message; the part keeps its served path, not the data.
    const file = upload
      ? await storeMidiUpload(trx, upload, {
          userId: user.id,
          chatId,
          messageId: userMessageId,
          createdAt: now,
        })
      : null;
    const filePart = file
      ? { type: file.type, mediaType: file.mediaType, filename: file.filename, url: file.url }
      : null;
    await insertMessage(trx, {
      id: userMessageId,
      chat_id: chatId,
      role: 'user',
      content: text,
      parts: JSON.stringify(filePart ? [{ type: 'text', text }, filePart] : [{ type: 'text', text }]),
      name: null,
      function_call: null,
      music: null,
      status: 'complete',
      created_at: now,
    });
    // Last, so the quota lock (PostgreSQL: the user's row) is held only until the commit.
    const reservation = await app.quota.reserve(trx, user);
    return { chatId, userMessageId, userCreatedAt: now, reservation, seed: attemptSeed(chatId, null) };
  });
}

/**
 * Before a regenerate, in one transaction: the caller's chat (404 otherwise, nothing reserved), one
 * unit of quota (a new reply costs like any other), and the replies after the user's last message
 * deleted with their MIDI files — so the question is not stored again, the model's history ends at
 * it, and the new reply takes the old one's place. Normally that is one reply; more only when an
 * earlier generation finished after the client stopped it.
 *
 * `messageId` (the reply the client replaces) is only checked against the replies being deleted:
 * a reply the server never stored (it failed before writing anything) is not an error, but one
 * that is no longer last (the chat moved on in another tab) is a 409 rather than deleting a reply
 * the user has not seen.
 */
export async function beginRegenerate(
  app: FastifyInstance,
  user: UserRow,
  chatId: string,
  messageId: string | undefined,
): Promise<Turn> {
  return app.db.transaction().execute(async (trx) => {
    if (!(await findOwnedChat(trx, chatId, user.id))) throw notFound('Chat not found.');
    const messages = await listMessages(trx, chatId);
    const questionIndex = messages.findLastIndex((message) => message.role === 'user');
    const question = messages[questionIndex];
    if (!question) throw badRequest('There is no message in this chat to reply to.');
    const replaced = messages.slice(questionIndex + 1);
    if (
      messageId &&
      replaced.length > 0 &&
      messageId !== question.id &&
      !replaced.some((message) => message.id === messageId)
    ) {
      throw new AppError(
        409,
        ChatErrorCode.ChatChanged,
        'This chat has changed since you opened it. Reload it and try again.',
      );
    }
    for (const reply of replaced) {
      await deleteMessageFiles(trx, chatId, reply.id);
      await deleteMessage(trx, chatId, reply.id);
    }
    await touchChat(trx, chatId, new Date().toISOString());
    const reservation = await app.quota.reserve(trx, user);
    return {
      chatId,
      userMessageId: question.id,
      userCreatedAt: question.created_at,
      reservation,
      seed: attemptSeed(chatId, replaced.at(-1)?.id ?? null),
    };
  });
}

export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/** Stored messages as UI messages (the model's history comes from the store, never the client). */
export function toUIMessages(rows: readonly MessageRow[]): RiffmateUIMessage[] {
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    parts: safeParts(row.parts),
  }));
}

function safeParts(text: string): RiffmateUIMessage['parts'] {
  try {
    const parts = JSON.parse(text);
    return Array.isArray(parts) ? parts : [];
  } catch {
    return [];
  }
}

interface GenerationContext {
  app: FastifyInstance;
  model: LanguageModelV3;
  user: UserRow;
  turn: Turn;
  log: FastifyBaseLogger;
}

/** How the compose tool's summary starts when an edit left the file as it was. */
const UNCHANGED = 'Nothing changed: the new file is the same piece as before —';

/**
 * The compose tool of one reply: runs the engine, stores the MIDI in `files` (owner, chat, message),
 * streams the attachment as a `data-music` part and returns a small output (the notes stay out of
 * the model's context).
 */
function composeToolFor(
  context: GenerationContext,
  assistantMessageId: string,
  writer: UIMessageStreamWriter<RiffmateUIMessage>,
  attachments: MusicAttachment[],
) {
  return tool({
    description:
      'Compose a piece of music as a MIDI file from a full spec (key, bars, style, parts, seed, optional tempo, meter, mood, instruments as GM programs, progression of chord symbols or roman numerals, swing, humanize, density per part).',
    inputSchema: composeToolInput,
    execute: async (input): Promise<ComposeToolOutputView> => {
      const spec = input.spec as ComposeSpec;
      const result = await onCpuQueue(() => runCompose(input as Parameters<typeof runCompose>[0]));
      if (!result.ok || !result.midiBase64 || !result.notes) {
        return { ok: false, error: result.error ?? 'The piece could not be written.' };
      }
      const midi = Buffer.from(result.midiBase64, 'base64');
      const fileId = randomUUID();
      await insertMidiFile(context.app.db, {
        id: fileId,
        user_id: context.user.id,
        chat_id: context.turn.chatId,
        message_id: assistantMessageId,
        data: midi,
        created_at: new Date().toISOString(),
      });
      const attachment = toMusicAttachment(
        fileId,
        midi,
        result.spec ?? (spec as ComposeSpec),
        result.notes,
        result.progression,
      );
      attachments.push(attachment);
      writer.write({ type: `${MUSIC_DATA_PART}` as 'data-music', id: fileId, data: attachment });
      // An edit (sent with `previous`) reports what the file shows changed, or that nothing did.
      const summary =
        result.changes === undefined
          ? result.summary
          : result.unchanged
            ? `${UNCHANGED} ${result.summary}`
            : `${result.summary}; changed: ${result.changes}`;
      return { ok: true, fileId, url: attachment.url, title: attachment.title, summary };
    },
    toModelOutput: ({ output }) => ({
      type: 'text',
      value: !output.ok
        ? `Failed: ${output.error}`
        : output.summary?.startsWith(UNCHANGED)
          ? `${output.summary}. Tell the user nothing changed, and why.`
          : `Wrote the MIDI file: ${output.summary ?? output.title ?? 'done'}.`,
    }),
  });
}

/** Tools for converting stored history (their `toModelOutput`), without a live writer. */
function historyTools(): ToolSet {
  return {
    ...midiHistoryTools(),
    ...knowledgeTools(),
    [COMPOSE_TOOL_NAME]: tool({
      inputSchema: composeToolInput,
      toModelOutput: ({ output }) => {
        const view = output as ComposeToolOutputView;
        return {
          type: 'text',
          value: view?.ok
            ? `Wrote the MIDI file: ${view.summary ?? view.title ?? 'done'}.`
            : `Failed: ${view?.error}`,
        };
      },
    }),
  };
}

/**
 * Runs the model on the stored chat and returns the UI message stream for the client. Generation
 * does not depend on the client: the stream is split, and the server's half is read to the end,
 * so the reply is stored (and a failed one refunded) even when the client has gone away.
 * `done` settles once the reply is stored.
 *
 * The stream opens with its `start` chunk (the id is the caller's when it already sent that chunk).
 */
export function generateReply(
  context: GenerationContext,
  assistantMessageId = newMessageId(),
): {
  stream: ReadableStream;
  done: Promise<void>;
  /** What made the generation fail, if it did (null so far): the route maps it to an answer. */
  failure: () => unknown;
} {
  const { app, model, turn, log } = context;
  const attachments: MusicAttachment[] = [];
  let failure: unknown = null;
  const fail = (error: unknown) => {
    failure ??= error ?? new Error('generation failed');
    log.error({ err: error }, 'assistant generation failed');
    return INTERRUPTED_TEXT;
  };

  const generation = app.lifecycle.generationSignal();
  const stream = createUIMessageStream<RiffmateUIMessage>({
    generateId: () => assistantMessageId,
    execute: async ({ writer }) => {
      writer.write({ type: 'start', messageId: assistantMessageId });
      const messages = await modelHistory(context);
      // The built-in composer's reply already has its first byte: after the history read (a round
      // trip on PostgreSQL) its set-up, the reply's heaviest step, waits for the CPU queue again.
      if (model.provider === BUILTIN_PROVIDER) await onCpuQueue(() => {});
      const tools = {
        [COMPOSE_TOOL_NAME]: composeToolFor(context, assistantMessageId, writer, attachments),
        ...knowledgeTools(),
        ...midiTools({
          db: app.db,
          userId: context.user.id,
          chatId: turn.chatId,
          messageId: assistantMessageId,
          show: (attachment) => {
            attachments.push(attachment);
            writer.write({
              type: `${MUSIC_DATA_PART}` as 'data-music',
              id: attachment.fileId,
              data: attachment,
            });
          },
        }),
      };
      const result = streamText({
        model,
        system: SYSTEM_PROMPT,
        messages,
        tools,
        // Read by the built-in composer only; other providers ignore another provider's options.
        providerOptions: { [BUILTIN_PROVIDER]: { seed: turn.seed } },
        stopWhen: stepCountIs(MAX_STEPS),
        // Shutdown stops a reply that outlives the drain; what it wrote is stored as interrupted.
        abortSignal: generation.signal,
        // Errors are reported once, through the UI stream's onError below.
        onError: () => {},
      });
      writer.merge(
        result.toUIMessageStream<RiffmateUIMessage>({
          onError: fail,
          sendReasoning: false,
          sendStart: false,
        }),
      );
    },
    onError: fail,
    onFinish: async ({ responseMessage, isAborted }) => {
      generation.release();
      const failed = failure !== null || isAborted;
      await storeReply(context, assistantMessageId, responseMessage, attachments, failed);
    },
  });

  const [toClient, toServer] = stream.tee();
  // Released here too, in case the stream ends without its onFinish.
  const done = consumeStream({ stream: toServer, onError: (error) => fail(error) }).finally(
    generation.release,
  );
  return { stream: toClient, done, failure: () => failure };
}

/** The model's input: the stored chat (never the client's copy), uploaded files resolved. */
async function modelHistory(context: GenerationContext) {
  const { app, model, turn } = context;
  const history = await withUploadedFiles(
    app.db,
    context.user.id,
    toUIMessages(await listMessages(app.db, turn.chatId)),
    model.provider === BUILTIN_PROVIDER,
  );
  return convertToModelMessages(history, { tools: historyTools(), ignoreIncompleteToolCalls: true });
}

async function storeReply(
  context: GenerationContext,
  id: string,
  message: RiffmateUIMessage,
  music: MusicAttachment[],
  failed: boolean,
): Promise<void> {
  const { app, turn, log } = context;
  try {
    const content = message.parts
      .filter((part) => part.type === 'text')
      .map((part) => part.text)
      .join('');
    if (content || music.length > 0 || !failed) {
      // Strictly after the user's message, even within the same millisecond.
      const createdAt = new Date(Math.max(Date.now(), Date.parse(turn.userCreatedAt) + 1)).toISOString();
      await app.db.transaction().execute(async (trx) => {
        await insertMessage(trx, {
          id,
          chat_id: turn.chatId,
          role: 'assistant',
          content,
          parts: JSON.stringify(message.parts),
          name: null,
          function_call: null,
          music: music.length > 0 ? JSON.stringify(music) : null,
          status: failed ? 'interrupted' : 'complete',
          created_at: createdAt,
        });
        await touchChat(trx, turn.chatId, createdAt);
      });
    }
  } catch (error) {
    // The chat may have been deleted meanwhile; nothing else to do.
    log.warn({ err: error }, 'assistant reply could not be stored');
  }
  if (failed) {
    try {
      await app.quota.refund(turn.reservation.usageId);
    } catch (error) {
      log.error({ err: error }, 'quota refund failed');
    }
  }
}
