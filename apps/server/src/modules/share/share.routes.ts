import { randomBytes, randomUUID } from 'node:crypto';
import {
  type ChatMessage,
  chatSummarySchema,
  itemsEnvelope,
  messageEnvelope,
  type SharedChat,
  sharedChatSchema,
  sharedFilePath,
} from '@riffmate/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { requireVerifiedUser, userOf } from '../auth/session.ts';
import { sendMidi, toChatMessage, toChatSummary, withMusicUrls } from '../chats/chat-view.ts';
import { findOwnedChat, listMessages } from '../chats/chats.repo.ts';
import { findChatMidiFile } from '../chats/files.repo.ts';
import {
  findActiveShare,
  findSharedByToken,
  insertShare,
  revokeShares,
  updateShareSnapshot,
} from './share.repo.ts';

const idParams = z.object({ id: z.string().max(256) });
// 32 random bytes in base64url: 43 characters.
const tokenParams = z.object({ token: z.string().max(64) });
const SHARE_NOT_FOUND = 'This shared chat does not exist or is no longer shared.';

type SnapshotMessage = Omit<ChatMessage, 'name' | 'function_call'>;
interface Snapshot {
  title: string;
  messages: SnapshotMessage[];
}

/** A fresh link token: 256 random bits (design §6 asks for ≥128), URL-safe. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Shared pages and their API answers stay out of search engines (design §6, share links are secrets). */
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
    async (request) => {
      const userId = userOf(request).id;
      const summary = await app.db.transaction().execute(async (trx) => {
        // PostgreSQL: lock the chat row so two clicks cannot create two active shares
        // (SQLite transactions take the write lock up front).
        let query = trx
          .selectFrom('chats')
          .selectAll()
          .where('id', '=', request.params.id)
          .where('user_id', '=', userId);
        if (app.store.kind === 'postgres') query = query.forUpdate();
        const chat = await query.executeTakeFirst();
        if (!chat) throw notFound('Chat not found.');
        const messages = await listMessages(trx, chat.id);
        const snapshot: Snapshot = {
          title: chat.title,
          messages: messages.map((row) => {
            const { name: _name, function_call: _call, ...rest } = toChatMessage(row);
            return rest;
          }),
        };
        const now = new Date().toISOString();
        const active = await findActiveShare(trx, chat.id);
        if (active) {
          await updateShareSnapshot(trx, active.id, JSON.stringify(snapshot), now);
          return toChatSummary(chat, active.token);
        }
        const token = newShareToken();
        await insertShare(trx, {
          id: randomUUID(),
          chat_id: chat.id,
          token,
          snapshot: JSON.stringify(snapshot),
          created_at: now,
          shared_at: now,
          revoked_at: null,
        });
        return toChatSummary(chat, token);
      });
      return { data: { items: [summary] } };
    },
  );

  app.delete(
    '/api/chats/share/:id',
    { schema: { params: idParams, response: { 200: messageEnvelope } } },
    async (request) => {
      const chat = await findOwnedChat(app.db, request.params.id, userOf(request).id);
      if (!chat) throw notFound('Chat not found.');
      const revoked = await revokeShares(app.db, chat.id, new Date().toISOString());
      return {
        data: { message: revoked ? 'The chat is no longer shared.' : 'The chat was not shared.' },
      };
    },
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
    async (request) => {
      const { token } = request.params;
      const shared = await findSharedByToken(app.db, token);
      if (!shared) throw notFound(SHARE_NOT_FOUND);
      const snapshot = JSON.parse(shared.snapshot) as Snapshot;
      const item: SharedChat = {
        title: snapshot.title,
        createdAt: shared.chat_created_at,
        sharedAt: shared.shared_at,
        authorName: shared.author_name,
        messages: snapshot.messages.map((message) =>
          withMusicUrls(message, (fileId) => sharedFilePath(token, fileId)),
        ),
      };
      return { data: { items: [item] } };
    },
  );

  app.get(
    '/api/shared/:token/files/:fileId',
    { ...publicRoute, schema: { params: tokenParams.extend({ fileId: z.string().max(256) }) } },
    async (request, reply) => {
      const { token, fileId } = request.params;
      const shared = await findSharedByToken(app.db, token);
      // Only files the shared snapshot shows: not later ones of the same chat.
      const snapshot = shared ? (JSON.parse(shared.snapshot) as Snapshot) : null;
      const shown = snapshot?.messages.some((message) => message.music?.some((m) => m.fileId === fileId));
      if (!shared || !shown) throw notFound('File not found.');
      const file = await findChatMidiFile(app.db, fileId, shared.chat_id);
      if (!file) throw notFound('File not found.');
      return sendMidi(request, reply, file, 'shared');
    },
  );
};
