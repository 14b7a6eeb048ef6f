import { randomUUID } from 'node:crypto';
import { AccountErrorCode, ErrorCode } from '@riffmate/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { deleteSessionsOfUser } from '../auth/sessions.repo.ts';
import { deleteUser, findUserById, type UserRow, updateUser } from '../auth/users.repo.ts';
import { findOwnedFile, replaceUserFile } from './files.repo.ts';
import { sniffImageType, toProfilePicture } from './picture.ts';

/**
 * The account's own changes (docs/decisions/0011 for passwords). Plain input and results or AppErrors;
 * the routes own the session, cookies and rate limits.
 */

const PICTURE_PURPOSE = 'picture';
export const PICTURE_PATH = '/api/account/picture';

type Db = Kysely<Database>;

/** The user's current row; 401 when the account is gone (deleted in another session). */
export async function currentUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(401, ErrorCode.Unauthorized, 'Please sign in to continue.');
  return user;
}

export async function renameUser(db: Db, userId: string, name: string): Promise<UserRow> {
  await updateUser(db, userId, { name });
  return currentUser(db, userId);
}

function invalidImage(): AppError {
  return badRequest('Upload a PNG, JPEG or WebP image.', AccountErrorCode.InvalidImage);
}

/**
 * Makes `bytes` (PNG, JPEG or WebP, checked by content) the user's picture: a ≤256×256 WebP under a
 * new id, so each picture URL's bytes never change. `onDecodeError` hears why an image did not decode.
 */
export async function setProfilePicture(
  db: Db,
  userId: string,
  bytes: Buffer,
  onDecodeError: (error: unknown) => void,
): Promise<UserRow> {
  if (!sniffImageType(bytes)) throw invalidImage();
  let webp: Buffer;
  try {
    webp = await toProfilePicture(bytes);
  } catch (error) {
    onDecodeError(error);
    throw invalidImage();
  }
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await replaceUserFile(trx, {
      id,
      user_id: userId,
      purpose: PICTURE_PURPOSE,
      content_type: 'image/webp',
      byte_size: webp.length,
      data: webp,
      created_at: new Date().toISOString(),
    });
    await updateUser(trx, userId, { picture: `${PICTURE_PATH}/${id}` });
  });
  return currentUser(db, userId);
}

/** The user's picture `id`, else 404 (another user's picture is not found either). */
export async function findProfilePicture(db: Db, userId: string, id: string) {
  const file = await findOwnedFile(db, id, userId, PICTURE_PURPOSE);
  if (!file) throw notFound('Picture not found.');
  return file;
}

/** 400 WRONG_PASSWORD unless `password` is the user's. Rate-limit it first (the route does). */
export async function confirmPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.password_hash, password))) {
    throw badRequest('Your password is not correct.', AccountErrorCode.WrongPassword);
  }
}

/** Sets a new (strong) password and ends every other session of the user. */
export async function changePassword(
  db: Db,
  argon2MemoryKiB: number,
  change: { user: UserRow; sessionId: string; currentPassword: string; newPassword: string },
): Promise<string> {
  const { user, sessionId } = change;
  await confirmPassword(user, change.currentPassword);
  assertStrongPassword(change.newPassword, user);
  const passwordHash = await hashPassword(change.newPassword, argon2MemoryKiB);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash });
    await deleteSessionsOfUser(trx, user.id, sessionId);
  });
  return 'Your password has been changed. Your other sessions have been signed out.';
}

export async function endOtherSessions(db: Db, userId: string, sessionId: string): Promise<string> {
  const ended = await deleteSessionsOfUser(db, userId, sessionId);
  return ended === 1 ? 'Signed out of 1 other session.' : `Signed out of ${ended} other sessions.`;
}

/** Deletes the account and all its data (the store cascades). Cancel a paid subscription first. */
export async function deleteAccount(db: Db, userId: string): Promise<string> {
  await deleteUser(db, userId);
  return 'Your account and all its data have been deleted.';
}
