import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SharesTable } from '../../db/schema.ts';
import type { ChatRow } from '../chats/chats.repo.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ShareRow = Selectable<SharesTable>;

/**
 * The user's chat, locked for the rest of the transaction on PostgreSQL (`lock`), so two clicks on
 * Share cannot create two active shares; SQLite transactions take the write lock up front.
 */
export async function findOwnedChatForShare(
  trx: Transaction<Database>,
  chatId: string,
  userId: string,
  lock: boolean,
): Promise<ChatRow | undefined> {
  let query = trx.selectFrom('chats').selectAll().where('id', '=', chatId).where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The chat's share that is not revoked, if any (there is at most one). */
export async function findActiveShare(db: Db, chatId: string): Promise<ShareRow | undefined> {
  return db
    .selectFrom('shares')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function insertShare(db: Db, share: Insertable<SharesTable>): Promise<void> {
  await db.insertInto('shares').values(share).execute();
}

/** Replaces the snapshot of an active share (sharing again publishes the chat as it is now). */
export async function updateShareSnapshot(db: Db, id: string, snapshot: string, at: string): Promise<void> {
  await db.updateTable('shares').set({ snapshot, shared_at: at }).where('id', '=', id).execute();
}

/** Revokes the chat's active share; returns whether there was one. */
export async function revokeShares(db: Db, chatId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('shares')
    .set({ revoked_at: at })
    .where('chat_id', '=', chatId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An active share by its token, with what the public page shows: the chat's date and the owner's name. */
export async function findSharedByToken(db: Db, token: string) {
  return db
    .selectFrom('shares')
    .innerJoin('chats', 'chats.id', 'shares.chat_id')
    .innerJoin('users', 'users.id', 'chats.user_id')
    .select([
      'shares.chat_id',
      'shares.snapshot',
      'shares.shared_at',
      'chats.created_at as chat_created_at',
      'users.name as author_name',
    ])
    .where('shares.token', '=', token)
    .where('shares.revoked_at', 'is', null)
    .executeTakeFirst();
}
