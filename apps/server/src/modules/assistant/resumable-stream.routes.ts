import { chatIdSchema } from '@riffmate/contract';
import { UI_MESSAGE_STREAM_HEADERS } from 'ai';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { requireVerifiedUser, userOf } from '../auth/session.ts';
import { findOwnedChat } from '../chats/chats.repo.ts';
import { quotaHeadersOnEveryAnswer } from './assistant.routes.ts';
import { ReplyBody } from './reply-body.ts';
import type { ResumableStreams } from './resumable-streams.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Replies being streamed, resumable from any instance (docs/decisions/0033). */
    streams: ResumableStreams;
  }
}

/**
 * `GET /api/chat/:id/stream` — the AI SDK's default reconnect address (`${api}/${chatId}/stream`):
 * the chat's reply still being generated, replayed from its start and followed to its end, or 204
 * when none is (the SDK then does nothing). Another user's chat is 404, as everywhere.
 */
export const resumableStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/:id/stream',
    {
      onRequest: requireVerifiedUser,
      onSend: quotaHeadersOnEveryAnswer,
      schema: { params: z.object({ id: chatIdSchema }) },
    },
    async (request, reply) => {
      const chatId = request.params.id;
      if (!(await findOwnedChat(app.db, chatId, userOf(request).id))) throw notFound('Chat not found.');
      reply.header('cache-control', 'no-store');
      const body = await app.streams.resume(chatId);
      if (!body) return reply.code(204).send();
      reply.headers(UI_MESSAGE_STREAM_HEADERS);
      const events = new ReplyBody();
      events.follow(body);
      return reply.code(200).send(events);
    },
  );
};
