import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Serialises quota reservations of one user on PostgreSQL (row lock on the user, held until commit). */
export async function lockUserRow(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The created_at of the user's usage rows since `since`, oldest first. */
export async function usageSince(db: Db, userId: string, since: string, kind: string): Promise<string[]> {
  const rows = await db
    .selectFrom('usage')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => row.created_at);
}

export async function insertUsage(
  db: Db,
  usage: { id: string; user_id: string; kind: string; created_at: string },
): Promise<void> {
  await db.insertInto('usage').values(usage).execute();
}

/** Forgets rows that left the window (keeps the table small; runs inside the reservation). */
export async function deleteUsageBefore(db: Db, userId: string, before: string): Promise<void> {
  await db.deleteFrom('usage').where('user_id', '=', userId).where('created_at', '<=', before).execute();
}

export async function deleteUsage(db: Db, id: string): Promise<void> {
  await db.deleteFrom('usage').where('id', '=', id).execute();
}
