import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  EmailCodesTable,
  PasswordResetsTable,
  PhoneVerificationsTable,
} from '../../db/schema.ts';

type Db = Kysely<Database>;
export type EmailCodeRow = Selectable<EmailCodesTable>;
export type PhoneVerificationRow = Selectable<PhoneVerificationsTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;

// ---- e-mail codes -------------------------------------------------------------------------------

/** Replaces the user's pending codes with a new one (only the latest code works). */
export async function replaceEmailCode(
  db: Db,
  row: Omit<EmailCodeRow, 'attempts' | 'used_at'>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('email_codes').where('user_id', '=', row.user_id).execute();
    await trx.insertInto('email_codes').values(row).execute();
  });
}

/** The latest unused code of the user for this address. */
export async function findPendingEmailCode(
  db: Db,
  userId: string,
  email: string,
): Promise<EmailCodeRow | undefined> {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// ---- phone verifications ------------------------------------------------------------------------

/** Replaces the user's pending phone verifications with a new one. */
export async function replacePhoneVerification(
  db: Db,
  row: Omit<PhoneVerificationRow, 'attempts' | 'used_at'>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('phone_verifications').where('user_id', '=', row.user_id).execute();
    await trx.insertInto('phone_verifications').values(row).execute();
  });
}

export async function findPendingPhoneVerification(
  db: Db,
  userId: string,
  phone: string,
): Promise<PhoneVerificationRow | undefined> {
  return db
    .selectFrom('phone_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Burns the verification (provider said too many attempts). */
export async function burnPhoneVerification(db: Db, id: string, maxAttempts: number): Promise<void> {
  await db.updateTable('phone_verifications').set({ attempts: maxAttempts }).where('id', '=', id).execute();
}

// ---- codes of either kind ----------------------------------------------------------------------

/** The tables whose rows are single-use codes with an attempt counter. */
export type CodeTable = 'email_codes' | 'phone_verifications';

/**
 * Counts one attempt, atomically, unless `maxAttempts` were made already. False means the code is
 * burned (or used meanwhile) and must not be checked.
 */
export async function countCodeAttempt(
  db: Db,
  table: CodeTable,
  id: string,
  maxAttempts: number,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the code used; false when a concurrent request used it first (single use). */
export async function useCode(db: Db, table: CodeTable, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- password resets ----------------------------------------------------------------------------

/** Stores a new reset token; earlier unused tokens of the user stop working. */
export async function replacePasswordReset(db: Db, row: Omit<PasswordResetRow, 'used_at'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('password_resets')
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx.insertInto('password_resets').values(row).execute();
  });
}

export async function findPasswordReset(db: Db, tokenHash: string): Promise<PasswordResetRow | undefined> {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function usePasswordReset(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
