import { chatSchema, chatSummarySchema, itemsEnvelope, messageEnvelope } from '@riffmate/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { fastSerializerCompiler } from '../../http/fast-serializer.ts';
import { requireVerifiedUser, userOf } from '../auth/session.ts';
import { findActiveShare } from '../share/share.repo.ts';
import { sendMidi, toChatMessage, toChatSummary } from './chat-view.ts';
import {
  deleteChatsOfUser,
  deleteOwnedChat,
  findOwnedChat,
  listChatsOfUser,
  listMessages,
} from './chats.repo.ts';
import { findOwnedMidiFile } from './files.repo.ts';

const idParams = z.object({ id: z.string().max(256) });
const CHAT_NOT_FOUND = 'Chat not found.';

/** `/api/chats*` and `/api/files/:id`: the signed-in, verified user's own chats and MIDI files. */
export const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireVerifiedUser);
  // Chats are personal: never stored by a shared cache or kept by the browser after use.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.get(
    '/api/chats',
    {
      schema: { response: { 200: itemsEnvelope(chatSummarySchema) } },
      // The list is read on every page load: compiled serializer instead of zod (http/fast-serializer.ts).
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      const rows = await listChatsOfUser(app.db, userOf(request).id);
      return { data: { items: rows.map((row) => toChatSummary(row, row.share_token)) } };
    },
  );

  app.get(
    '/api/chats/:id',
    { schema: { params: idParams, response: { 200: itemsEnvelope(chatSchema) } } },
    async (request) => {
      const chat = await findOwnedChat(app.db, request.params.id, userOf(request).id);
      if (!chat) throw notFound(CHAT_NOT_FOUND);
      const [messages, share] = await Promise.all([
        listMessages(app.db, chat.id),
        findActiveShare(app.db, chat.id),
      ]);
      return {
        data: {
          items: [{ ...toChatSummary(chat, share?.token), messages: messages.map(toChatMessage) }],
        },
      };
    },
  );

  app.delete(
    '/api/chats/:id',
    { schema: { params: idParams, response: { 200: itemsEnvelope(z.object({ id: z.string() })) } } },
    async (request) => {
      const deleted = await deleteOwnedChat(app.db, request.params.id, userOf(request).id);
      if (!deleted) throw notFound(CHAT_NOT_FOUND);
      return { data: { items: [{ id: request.params.id }] } };
    },
  );

  app.delete('/api/chats', { schema: { response: { 200: messageEnvelope } } }, async (request) => {
    const count = await deleteChatsOfUser(app.db, userOf(request).id);
    return { data: { message: count === 1 ? 'Deleted 1 chat.' : `Deleted ${count} chats.` } };
  });

  app.get('/api/files/:id', { schema: { params: idParams } }, async (request, reply) => {
    const file = await findOwnedMidiFile(app.db, request.params.id, userOf(request).id);
    if (!file) throw notFound('File not found.');
    return sendMidi(request, reply, file, 'private');
  });
};
