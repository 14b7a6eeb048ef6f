import type { LanguageModelV3 } from '@ai-sdk/provider';
import { chatRequestBody, QUOTA_REMAINING_HEADER, QUOTA_RESET_AT_HEADER } from '@riffmate/contract';
import { UI_MESSAGE_STREAM_HEADERS } from 'ai';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isStoreUnavailable } from '../../db/store-errors.ts';
import { BUILTIN_PROVIDER } from '../../providers/models/builtin-composer.ts';
import { beginAdmission, onCpuQueue } from '../../providers/models/cpu-queue.ts';
import { requireVerifiedUser, userOf } from '../auth/session.ts';
import { QuotaExceededError, type QuotaStatus } from '../quota/quota.service.ts';
import {
  beginRegenerate,
  beginTurn,
  generateReply,
  newMessageId,
  type Turn,
  userText,
} from './assistant.service.ts';
import { awaitFirstChunk, modelFailure } from './first-chunk.ts';
import { readMidiUpload } from './midi-upload.ts';
import { ReplyBody, sseEvent } from './reply-body.ts';

/** Clients may send the whole chat (the default of `useChat`), music notes included. */
const CHAT_BODY_LIMIT = 8 * 1024 * 1024;

export interface AssistantRoutesOptions {
  model: LanguageModelV3;
  /** Replies still being generated or stored; the app waits for them before closing the store. */
  pending: Set<Promise<void>>;
}

/** `POST /api/chat`: the reply as an AI SDK UI message stream (SSE). See docs/decisions/0030. */
export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (app, options) => {
  app.post(
    '/api/chat',
    {
      onRequest: [noteArrival, requireVerifiedUser],
      onSend: [quotaHeadersOnEveryAnswer, noteAnswered],
      bodyLimit: CHAT_BODY_LIMIT,
      schema: { body: chatRequestBody },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { id: chatId, trigger, messageId } = request.body;
      // A regenerate answers the stored question again: the message the client sends is not read.
      const text = trigger === 'submit-message' ? userText(request.body.messages) : null;
      await app.rateLimiter.consume(reply, [['chatMessagesPerUser', user.id]]);
      // An attached MIDI file is checked before any quota is reserved or anything stored (413/400).
      const upload = text === null ? null : readMidiUpload(request.body.messages);
      let turn: Turn;
      try {
        turn =
          text === null
            ? await beginRegenerate(app, user, chatId, messageId)
            : await beginTurn(app, user, chatId, text, upload);
      } catch (error) {
        if (error instanceof QuotaExceededError) {
          setQuotaHeaders(reply, error.quota);
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
      setQuotaHeaders(reply, turn.reservation);

      const context = { app, model: options.model, user, turn, log: request.log };

      // The built-in composer cannot refuse (429) or fail before replying, so its reply is committed
      // at once: the first event goes out now, and the generation is set up when its turn on the CPU
      // queue comes — under load, every reply's first byte before any reply's work (docs/decisions/0082).
      if (options.model.provider === BUILTIN_PROVIDER) {
        const messageId = newMessageId();
        const opening = sseEvent({ type: 'start', messageId });
        const body = new ReplyBody(opening);
        track(
          onCpuQueue(() => {}).then(async () => {
            const generation = generateReply(context, messageId);
            // Registered for resuming (GET /api/chat/:id/stream) until stored: docs/decisions/0033.
            body.follow(await app.streams.start(chatId, generation.stream, generation.done), opening);
            await generation.done;
          }),
        );
        return sendReply(body);
      }

      // Peek before commit (docs/decisions/0022): no 200 until the model has produced something. A
      // failure before that stored no reply and refunded the quota; answer it as an HTTP error.
      const generation = generateReply(context);
      const task = track(generation.done);
      const first = await awaitFirstChunk(generation.stream);
      if (!first.ok) {
        await task;
        reply.removeHeader(QUOTA_REMAINING_HEADER);
        reply.removeHeader(QUOTA_RESET_AT_HEADER);
        // The store failing under the history read is an outage of ours, not the model's (503 + Retry-After).
        if (isStoreUnavailable(generation.failure())) throw generation.failure();
        const failure = modelFailure(generation.failure());
        request.log.warn({ err: generation.failure() }, 'the model failed before replying');
        reply.header('retry-after', String(failure.retryAfterSeconds));
        throw failure.error;
      }
      const body = new ReplyBody();
      body.follow(await app.streams.start(chatId, first.stream, task));
      return sendReply(body);

      /**
       * Closing waits for the response too, not only for the reply to be stored: Node closes a
       * keep-alive connection that looks idle, and one whose stream has just ended may still hold a
       * pipelined request's answer (test/faults/sigterm.test.ts). A response already closed (the client
       * left while the model was still silent) has nothing to wait for: 'close' has been and gone.
       */
      function sendReply(body: ReplyBody) {
        track(
          new Promise<void>((resolve) => {
            if (reply.raw.closed) resolve();
            else reply.raw.once('close', resolve);
          }),
        );
        return reply.code(200).headers(UI_MESSAGE_STREAM_HEADERS).send(body);
      }

      /** Keeps the app from closing the store until the reply is stored. */
      function track(reply: Promise<void>): Promise<void> {
        const task = reply.catch((error) => request.log.error({ err: error }, 'reply not stored'));
        options.pending.add(task);
        void task.finally(() => options.pending.delete(task));
        return task;
      }
    },
  );
};

/** `x-remaining-quota` / `x-quota-reset-at` on every answer of the route, errors included (docs/product.md §7). */
export async function quotaHeadersOnEveryAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  if (request.user && !reply.hasHeader(QUOTA_REMAINING_HEADER)) {
    try {
      setQuotaHeaders(reply, await request.server.quota.status(request.user));
    } catch (error) {
      request.log.warn({ err: error }, 'quota status unavailable');
    }
  }
  return payload;
}

/** First bytes of new replies before queued composing (providers/models/cpu-queue.ts). */
const admissions = new WeakMap<FastifyRequest, () => void>();

async function noteArrival(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const end = beginAdmission();
  admissions.set(request, end);
  // Also ends if the connection closes before the answer (the client gone).
  reply.raw.once('close', end);
}

/** The answer (the reply's first event, or an error) is going out. */
async function noteAnswered(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
  admissions.get(request)?.();
  return payload;
}

/** Sets `x-remaining-quota` and `x-quota-reset-at`: the client's quota display reads them. */
function setQuotaHeaders(reply: FastifyReply, status: Pick<QuotaStatus, 'remaining' | 'resetAt'>): void {
  reply.header(QUOTA_REMAINING_HEADER, String(status.remaining));
  reply.header(QUOTA_RESET_AT_HEADER, status.resetAt.toISOString());
}
