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
  const {
    s_id,
    s_user_id,
    s_token_hash,
    s_created_at,
    s_last_seen_at,
    s_idle_expires_at,
    s_expires_at,
    s_user_agent,
    s_ip,
    ...user
  } = row;
  return {
    session: {
      id: s_id,
      user_id: s_user_id,
      token_hash: s_token_hash,
      created_at: s_created_at,
      last_seen_at: s_last_seen_at,
      idle_expires_at: s_idle_expires_at,
      expires_at: s_expires_at,
      user_agent: s_user_agent,
      ip: s_ip,
    },
    user,
  };
}

// Compiled once per store (see db/reusable-query.ts).
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
    ])
    .selectAll('users')
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
