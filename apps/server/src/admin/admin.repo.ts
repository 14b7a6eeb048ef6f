import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** Every user with their subscription row (if any), oldest first. */
export async function listUsersWithSubscriptions(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id')
    .select([
      'users.email',
      'users.name',
      'users.email_verified_at',
      'users.phone_verified_at',
      'users.created_at',
      'subscriptions.status',
      'subscriptions.product_name',
      'subscriptions.source',
    ])
    .orderBy('users.created_at', 'asc')
    .orderBy('users.email', 'asc')
    .execute();
}

/** Chats whose owners have not opted out of training, with what the scrubber needs to know about the owner. */
export async function chatsForTraining(db: Db) {
  return db
    .selectFrom('chats')
    .innerJoin('users', 'users.id', 'chats.user_id')
    .leftJoin('training_opt_outs', 'training_opt_outs.user_id', 'chats.user_id')
    .where('training_opt_outs.user_id', 'is', null)
    .select(['chats.id', 'users.name', 'users.email', 'users.phone'])
    .orderBy('chats.created_at', 'asc')
    .orderBy('chats.id', 'asc')
    .execute();
}

export async function countOptedOutUsersWithChats(db: Db): Promise<number> {
  const row = await db
    .selectFrom('training_opt_outs')
    .innerJoin('chats', 'chats.user_id', 'training_opt_outs.user_id')
    .select((eb) => eb.fn.count<number>('training_opt_outs.user_id').distinct().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One chat's messages in order. */
export async function chatMessages(db: Db, chatId: string) {
  return db
    .selectFrom('messages')
    .select(['role', 'content', 'status'])
    .where('chat_id', '=', chatId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
