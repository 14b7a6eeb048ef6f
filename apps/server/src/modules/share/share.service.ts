import { randomBytes, randomUUID } from 'node:crypto';
import { type ChatMessage, type ChatSummary, type SharedChat, sharedFilePath } from '@riffmate/contract';
import type { Kysely } from 'kysely';
import type { Store } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { toChatMessage, toChatSummary, withMusicUrls } from '../chats/chat-view.ts';
import { findOwnedChat, listMessages } from '../chats/chats.repo.ts';
import { findChatMidiFile, type MidiFile } from '../chats/files.repo.ts';
import {
  findActiveShare,
  findOwnedChatForShare,
  findSharedByToken,
  insertShare,
  revokeShares,
  updateShareSnapshot,
} from './share.repo.ts';

const SHARE_NOT_FOUND = 'This shared chat does not exist or is no longer shared.';

type SnapshotMessage = Omit<ChatMessage, 'name' | 'function_call'>;
interface Snapshot {
  title: string;
  messages: SnapshotMessage[];
}

/** A fresh link token: 256 random bits (docs/product.md §12 asks for ≥128), URL-safe. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Shares the user's chat as it is now: a snapshot behind a link token (docs/decisions/0031). Sharing
 * again keeps the link and publishes the current snapshot. 404 for a chat the user does not own.
 */
export async function shareChat(store: Store, userId: string, chatId: string): Promise<ChatSummary> {
  return store.db.transaction().execute(async (trx) => {
    const chat = await findOwnedChatForShare(trx, chatId, userId, store.kind === 'postgres');
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
}

/** Ends the chat's share; the message says whether there was one. 404 for a chat the user does not own. */
export async function unshareChat(db: Kysely<Database>, userId: string, chatId: string): Promise<string> {
  const chat = await findOwnedChat(db, chatId, userId);
  if (!chat) throw notFound('Chat not found.');
  const revoked = await revokeShares(db, chat.id, new Date().toISOString());
  return revoked ? 'The chat is no longer shared.' : 'The chat was not shared.';
}

/** The public view of a shared chat: its snapshot, with file links under the token. */
export async function findSharedChat(db: Kysely<Database>, token: string): Promise<SharedChat> {
  const shared = await findSharedByToken(db, token);
  if (!shared) throw notFound(SHARE_NOT_FOUND);
  const snapshot = JSON.parse(shared.snapshot) as Snapshot;
  return {
    title: snapshot.title,
    createdAt: shared.chat_created_at,
    sharedAt: shared.shared_at,
    authorName: shared.author_name,
    messages: snapshot.messages.map((message) =>
      withMusicUrls(message, (fileId) => sharedFilePath(token, fileId)),
    ),
  };
}

/** A MIDI file the shared snapshot shows (not later ones of the same chat), else 404. */
export async function findSharedFile(db: Kysely<Database>, token: string, fileId: string): Promise<MidiFile> {
  const shared = await findSharedByToken(db, token);
  const snapshot = shared ? (JSON.parse(shared.snapshot) as Snapshot) : null;
  const shown = snapshot?.messages.some((message) => message.music?.some((m) => m.fileId === fileId));
  if (!shared || !shown) throw notFound('File not found.');
  const file = await findChatMidiFile(db, fileId, shared.chat_id);
  if (!file) throw notFound('File not found.');
  return file;
}
