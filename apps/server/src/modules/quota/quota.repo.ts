import type { Kysely, Transaction } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Serialises quota reservations of one user on PostgreSQL (row lock on the user, held until commit).
 * NO KEY UPDATE, not UPDATE: it must not wait for the key-share locks that the same turn's inserts
 * (chats, messages, usage — all referencing the user) take; two parallel turns would deadlock.
 */
export async function lockUserRow(trx: Transaction<Database>, userId: string): Promise<void> {
  await lockUserRowQuery(trx, userId);
}

const lockUserRowQuery = reusableQuery((db: Db, userId: string) =>
  db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate(),
);

/** How many usage rows of `kind` the user has since `since`, and the oldest one's created_at. */
export async function usageSince(
  db: Db,
  userId: string,
  since: string,
  kind: string,
): Promise<{ count: number; oldest: string | null }> {
  const [row] = await usageSinceQuery(db, userId, kind, since);
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
}

// The reservation's queries run before every reply's first byte: compiled once (db/reusable-query.ts).
const usageSinceQuery = reusableQuery((db: Db, userId: string, kind: string, since: string) =>
  db
    .selectFrom('usage')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>', since),
);

export async function insertUsage(
  db: Db,
  usage: { id: string; user_id: string; kind: string; created_at: string },
): Promise<void> {
  await insertUsageQuery(db, usage.id, usage.user_id, usage.kind, usage.created_at);
}

const insertUsageQuery = reusableQuery(
  (db: Db, id: string, userId: string, kind: string, createdAt: string) =>
    db.insertInto('usage').values({ id, user_id: userId, kind, created_at: createdAt }),
);

/** Forgets rows that left the window (keeps the table small; runs inside the reservation). */
export async function deleteUsageBefore(db: Db, userId: string, before: string): Promise<void> {
  await deleteUsageBeforeQuery(db, userId, before);
}

const deleteUsageBeforeQuery = reusableQuery((db: Db, userId: string, before: string) =>
  db.deleteFrom('usage').where('user_id', '=', userId).where('created_at', '<=', before),
);

export async function deleteUsage(db: Db, id: string): Promise<void> {
  await db.deleteFrom('usage').where('id', '=', id).execute();
}
