import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;
type Db = Kysely<Database>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user holding this verified number, if any. */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export async function insertUser(db: Db, user: UserRow): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Omit<Updateable<UsersTable>, 'id' | 'updated_at'>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the user; sessions, codes, resets and files go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Unique-constraint violation on either store (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
