import type { Kysely, Selectable, Transaction } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Database, UsageTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
/** One reserved unit of quota (a reply), as stored. */
export type UsageRow = Selectable<UsageTable>;

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

/** What a reservation found in the window, and whether it added its usage row. */
export interface UsageReservation {
  count: number;
  oldest: string | null;
  reserved: boolean;
}

/**
 * PostgreSQL, with the user's row locked (lockUserRow, a statement before: this one's snapshot then
 * sees every reservation committed meanwhile): forgets the user's usage rows that left the window,
 * counts those of `kind` inside it, and adds `usage` if fewer than `limit` — one round trip instead of
 * three (each one before a reply's first byte counts under load, docs/decisions/0082). SQLite has no
 * writes inside WITH; its reservation runs the three statements (in-process, no round trips).
 */
export async function reserveUsageOnPostgres(
  trx: Transaction<Database>,
  usage: UsageRow,
  since: string,
  limit: number,
): Promise<UsageReservation> {
  const [row] = await reserveUsageQuery(
    trx,
    usage.user_id,
    since,
    usage.kind,
    usage.id,
    usage.created_at,
    limit,
  );
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null, reserved: row?.reserved === true };
}

const reserveUsageQuery = reusableQuery(
  (db: Db, userId: string, since: string, kind: string, id: string, createdAt: string, limit: number) =>
    db
      .with('expired', (db) =>
        db.deleteFrom('usage').where('user_id', '=', userId).where('created_at', '<=', since),
      )
      .with('used', (db) =>
        db
          .selectFrom('usage')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('count'),
            eb.fn.min('created_at').as('oldest'),
          ])
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .where('created_at', '>', since),
      )
      .with('added', (db) =>
        db
          .insertInto('usage')
          .columns(['id', 'user_id', 'kind', 'created_at'])
          .expression((eb) =>
            eb
              .selectFrom('used')
              .select([
                eb.val(id).as('id'),
                eb.val(userId).as('user_id'),
                eb.val(kind).as('kind'),
                eb.val(createdAt).as('created_at'),
              ])
              .where('used.count', '<', limit),
          )
          .returning('id'),
      )
      .selectFrom('used')
      .select((eb) => [
        'used.count',
        'used.oldest',
        eb.exists(eb.selectFrom('added').select('added.id')).as('reserved'),
      ]),
);

export async function insertUsage(db: Db, usage: UsageRow): Promise<void> {
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
