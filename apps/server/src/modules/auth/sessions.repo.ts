import type { Kysely, Selectable } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Database, SessionsTable } from '../../db/schema.ts';
import type { UserRow } from './users.repo.ts';

export type SessionRow = Selectable<SessionsTable>;
type Db = Kysely<Database>;

export async function insertSession(db: Db, session: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The session with this token hash and its user, or undefined. Runs on every signed-in request. */
export async function findSessionWithUser(
  db: Db,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await sessionWithUserQuery(db, tokenHash);
  if (!row) return undefined;
  // Built field by field (no object rest): this runs on every signed-in request.
  return {
    session: {
      id: row.s_id,
      user_id: row.s_user_id,
      token_hash: row.s_token_hash,
      created_at: row.s_created_at,
      last_seen_at: row.s_last_seen_at,
      idle_expires_at: row.s_idle_expires_at,
      expires_at: row.s_expires_at,
      user_agent: row.s_user_agent,
      ip: row.s_ip,
    },
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      password_hash: row.password_hash,
      picture: row.picture,
      phone: row.phone,
      email_verified_at: row.email_verified_at,
      phone_verified_at: row.phone_verified_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
  };
}

// Compiled once per store (see db/reusable-query.ts). Every column is named (no `users.*`), so on
// SQLite the row is read in raw mode (db/create-db.ts).
const sessionWithUserQuery = reusableQuery((db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as s_id',
      'sessions.user_id as s_user_id',
      'sessions.token_hash as s_token_hash',
      'sessions.created_at as s_created_at',
      'sessions.last_seen_at as s_last_seen_at',
      'sessions.idle_expires_at as s_idle_expires_at',
      'sessions.expires_at as s_expires_at',
      'sessions.user_agent as s_user_agent',
      'sessions.ip as s_ip',
      'users.id',
      'users.name',
      'users.email',
      'users.password_hash',
      'users.picture',
      'users.phone',
      'users.email_verified_at',
      'users.phone_verified_at',
      'users.created_at',
      'users.updated_at',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

export async function touchSession(
  db: Db,
  id: string,
  lastSeenAt: string,
  idleExpiresAt: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, idle_expires_at: idleExpiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionById(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of the user, or every one but `exceptId`. Returns how many ended. */
export async function deleteSessionsOfUser(db: Db, userId: string, exceptId?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Housekeeping: drops sessions past their absolute or idle expiry. */
export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('idle_expires_at', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
