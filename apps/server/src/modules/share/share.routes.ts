import { chatSummarySchema, itemsEnvelope, messageEnvelope, sharedChatSchema } from '@riffmate/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVerifiedUser, userOf } from '../auth/session.ts';
import { sendMidi } from '../chats/chat-view.ts';
import { findSharedChat, findSharedFile, shareChat, unshareChat } from './share.service.ts';

const idParams = z.object({ id: z.string().max(256) });
// 32 random bytes in base64url: 43 characters.
const tokenParams = z.object({ token: z.string().max(64) });

/** Shared pages and their API answers stay out of search engines (docs/product.md §12, share links are secrets). */
export function registerNoIndex(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (path.startsWith('/share/') || path.startsWith('/api/shared/')) {
      reply.header('x-robots-tag', 'noindex, nofollow');
    }
  });
}

/** `POST/DELETE /api/chats/share/:id` for the owner (verified user). */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireVerifiedUser);

  app.post(
    '/api/chats/share/:id',
    { schema: { params: idParams, response: { 200: itemsEnvelope(chatSummarySchema) } } },
    async (request) => ({
      data: { items: [await shareChat(app.store, userOf(request).id, request.params.id)] },
    }),
  );

  app.delete(
    '/api/chats/share/:id',
    { schema: { params: idParams, response: { 200: messageEnvelope } } },
    async (request) => ({
      data: { message: await unshareChat(app.db, userOf(request).id, request.params.id) },
    }),
  );
};

/** `GET /api/shared/:token` and its MIDI files: public, no session, no cookies issued. */
export const sharedRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = { config: { xsrf: false } };
  app.addHook('onSend', async (_request, reply) => {
    // A revoked link must stop working at once: nothing may keep a copy.
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.get(
    '/api/shared/:token',
    { ...publicRoute, schema: { params: tokenParams, response: { 200: itemsEnvelope(sharedChatSchema) } } },
    async (request) => ({ data: { items: [await findSharedChat(app.db, request.params.token)] } }),
  );

  app.get(
    '/api/shared/:token/files/:fileId',
    { ...publicRoute, schema: { params: tokenParams.extend({ fileId: z.string().max(256) }) } },
    async (request, reply) => {
      const file = await findSharedFile(app.db, request.params.token, request.params.fileId);
      return sendMidi(request, reply, file, 'shared');
    },
  );
};
