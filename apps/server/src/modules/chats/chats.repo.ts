import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { ChatsTable, Database, MessagesTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ChatRow = Selectable<ChatsTable>;
export type MessageRow = Selectable<MessagesTable>;

/** The chat whoever owns it (only to tell "new" from "someone else's"; never answer with it). */
export async function findChatById(db: Db, id: string): Promise<ChatRow | undefined> {
  return db.selectFrom('chats').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The chat, only if `userId` owns it (design §6). */
export async function findOwnedChat(db: Db, id: string, userId: string): Promise<ChatRow | undefined> {
  return db
    .selectFrom('chats')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A chat as the chat list shows it. */
export type ChatListRow = Pick<ChatRow, 'id' | 'title' | 'created_at'> & { share_token: string | null };

/**
 * The user's chats, newest first, each with the token of its active share (if any). Runs on every
 * chat list: only the columns the list shows (the index of migration 0005 covers them), compiled once.
 */
export async function listChatsOfUser(db: Kysely<Database>, userId: string): Promise<ChatListRow[]> {
  return chatListQuery(db, userId);
}

const chatListQuery = reusableQuery((db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('chats')
    .leftJoin('shares', (join) =>
      join.onRef('shares.chat_id', '=', 'chats.id').on('shares.revoked_at', 'is', null),
    )
    .select(['chats.id', 'chats.title', 'chats.created_at', 'shares.token as share_token'])
    .where('chats.user_id', '=', userId)
    .orderBy('chats.created_at', 'desc')
    .orderBy('chats.id', 'desc'),
);

export async function insertChat(db: Db, chat: Insertable<ChatsTable>): Promise<void> {
  await db.insertInto('chats').values(chat).execute();
}

export async function touchChat(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('chats').set({ updated_at: at }).where('id', '=', id).execute();
}

/** Deletes the chat if `userId` owns it; messages, shares and files go with it. Returns whether it did. */
export async function deleteOwnedChat(db: Db, id: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('chats')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every chat of the user (with their messages, shares and files); returns how many. */
export async function deleteChatsOfUser(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('chats').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The chat's messages in order. */
export async function listMessages(db: Db, chatId: string): Promise<MessageRow[]> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('chat_id', '=', chatId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function insertMessage(db: Db, message: Insertable<MessagesTable>): Promise<void> {
  await db.insertInto('messages').values(message).execute();
}

/** Deletes one message of the chat (its files are not linked by a foreign key: see `deleteMessageFiles`). */
export async function deleteMessage(db: Db, chatId: string, id: string): Promise<void> {
  await db.deleteFrom('messages').where('chat_id', '=', chatId).where('id', '=', id).execute();
}
