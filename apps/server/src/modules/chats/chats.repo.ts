import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { ChatsTable, Database, MessagesTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ChatRow = Selectable<ChatsTable>;
export type MessageRow = Selectable<MessagesTable>;

/**
 * The first step of a reply's turn, in one statement: creates the chat (its first message) or, if
 * `chat.user_id` owns it, marks it updated. Returns false, changing nothing, when the id is another
 * user's chat. One statement instead of a read and a write: each round trip before a reply's first
 * byte counts on PostgreSQL (docs/decisions/0082).
 */
export async function createOrTouchOwnedChat(
  db: Db,
  chat: Pick<ChatRow, 'id' | 'user_id' | 'title' | 'created_at'>,
): Promise<boolean> {
  const rows = await createOrTouchQuery(db, chat.id, chat.user_id, chat.title, chat.created_at);
  return rows.length > 0;
}

const createOrTouchQuery = reusableQuery((db: Db, id: string, userId: string, title: string, at: string) =>
  db
    .insertInto('chats')
    .values({ id, user_id: userId, title, created_at: at, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({ updated_at: eb.ref('excluded.updated_at') }))
        .whereRef('chats.user_id', '=', 'excluded.user_id'),
    )
    .returning('id'),
);

/** The chat, only if `userId` owns it (docs/product.md §12). */
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

export async function touchChat(db: Db, id: string, at: string): Promise<void> {
  await touchChatQuery(db, at, id);
}

const touchChatQuery = reusableQuery((db: Db, at: string, id: string) =>
  db.updateTable('chats').set({ updated_at: at }).where('id', '=', id),
);

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
  return listMessagesQuery(db, chatId);
}

const listMessagesQuery = reusableQuery((db: Db, chatId: string) =>
  db
    .selectFrom('messages')
    .selectAll()
    .where('chat_id', '=', chatId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc'),
);

export async function insertMessage(db: Db, message: Insertable<MessagesTable>): Promise<void> {
  await insertMessageQuery(
    db,
    message.id,
    message.chat_id,
    message.role,
    message.content,
    message.parts,
    message.name ?? null,
    message.function_call ?? null,
    message.music ?? null,
    message.status,
    message.created_at,
  );
}

const insertMessageQuery = reusableQuery(
  (
    db: Db,
    id: string,
    chatId: string,
    role: string,
    content: string,
    parts: string,
    name: string | null,
    functionCall: string | null,
    music: string | null,
    status: string,
    createdAt: string,
  ) =>
    db.insertInto('messages').values({
      id,
      chat_id: chatId,
      role: role as MessageRow['role'],
      content,
      parts,
      name,
      function_call: functionCall,
      music,
      status: status as MessageRow['status'],
      created_at: createdAt,
    }),
);

/** Deletes one message of the chat (its files are not linked by a foreign key: see `deleteMessageFiles`). */
export async function deleteMessage(db: Db, chatId: string, id: string): Promise<void> {
  await db.deleteFrom('messages').where('chat_id', '=', chatId).where('id', '=', id).execute();
}
