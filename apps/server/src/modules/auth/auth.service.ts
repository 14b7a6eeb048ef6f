import { randomUUID } from 'node:crypto';
import { AccountErrorCode, ErrorCode, type User } from '@riffmate/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { hashCode, hashToken, newCode, newToken, sameHash } from '../../providers/codes.ts';
import type { Mail, Mailer } from '../../providers/mail/mailer.ts';
import { PhoneVerificationError, type PhoneVerifier } from '../../providers/sms/phone-verifier.ts';
import { passwordResetMail, registrationAttemptMail, verificationCodeMail } from './emails.ts';
import { assertStrongPassword, burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { deleteSessionsOfUser } from './sessions.repo.ts';
import { loadUser, toUser } from './user-view.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  isUniqueViolation,
  type UserRow,
  updateUser,
} from './users.repo.ts';
import {
  burnPhoneVerification,
  countCodeAttempt,
  findPasswordReset,
  findPendingEmailCode,
  findPendingPhoneVerification,
  replaceEmailCode,
  replacePasswordReset,
  replacePhoneVerification,
  useCode,
  usePasswordReset,
} from './verification.repo.ts';

/**
 * Accounts: registration, credentials, e-mail and phone verification, password reset. Plain input
 * and these dependencies in, results or AppErrors out; the routes own sessions, cookies, headers and
 * rate limits (auth.routes.ts).
 */
export interface AuthDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'sessionSecret' | 'appOrigin' | 'argon2MemoryKiB'>;
  mailer: Mailer;
  phoneVerifier: PhoneVerifier;
  /** Work after the answer, so its duration does not show in the answer's timing. */
  runInBackground(name: string, task: () => Promise<void>): void;
  log: FastifyBaseLogger;
}

/** E-mail and SMS codes live 10 minutes and allow 5 attempts; reset links live 1 hour. */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESET_TTL_MS = 60 * 60_000;
/** Twilio Verify's send limit window (60203): 5 sends per number per 10 minutes. */
const TWILIO_SEND_WINDOW_SECONDS = 600;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid e-mail or password';
const INVALID_EMAIL_CODE = 'Invalid or expired code. Check the code or request a new one.';
export const MESSAGES = {
  loggedOut: 'You have been signed out.',
  emailVerified: 'Your e-mail address is verified.',
  emailCodeSent: 'If an account with that address is waiting for verification, a new code is on its way.',
  resetSent: 'If an account exists for that address, we have sent it a link to reset the password.',
  passwordReset: 'Your password has been reset. Sign in with your new password.',
  phoneCodeSent: 'We sent a verification code by SMS. It expires in 10 minutes.',
} as const;

const iso = (ms: number = Date.now()) => new Date(ms).toISOString();

/** Sends an e-mail where the answer must not depend on it (no enumeration): failures are only logged. */
async function sendQuietly(deps: AuthDeps, mail: Mail): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error }, 'could not send an e-mail');
  }
}

async function sendEmailCode(deps: AuthDeps, user: UserRow): Promise<void> {
  const { db, config } = deps;
  const code = newCode();
  const now = Date.now();
  await replaceEmailCode(db, {
    id: randomUUID(),
    user_id: user.id,
    email: user.email,
    code_hash: hashCode(config.sessionSecret, `email:${user.email}`, code),
    expires_at: iso(now + CODE_TTL_MS),
    created_at: iso(now),
  });
  await sendQuietly(deps, verificationCodeMail(user.email, user.name, code));
}

// ---- register, login ----------------------------------------------------------------------------

export type Registration = { user: User } & ({ created: true; userId: string } | { created: false });

/**
 * Creates the account and e-mails a code; the route then signs the new user in. A taken address gets
 * the same answer shape (a user-shaped object built from the request) but nothing is stored and the
 * address's owner is told by e-mail instead; the route sets a session cookie that authenticates
 * nothing (docs/decisions/0014). Both paths check and hash the password (same cost).
 */
export async function register(
  deps: AuthDeps,
  body: { name: string; email: string; password: string },
): Promise<Registration> {
  const { db, config } = deps;
  assertStrongPassword(body.password, body);
  const passwordHash = await hashPassword(body.password, config.argon2MemoryKiB);
  const now = iso();
  const user: UserRow = {
    id: randomUUID(),
    name: body.name,
    email: body.email,
    password_hash: passwordHash,
    picture: null,
    phone: null,
    email_verified_at: null,
    phone_verified_at: null,
    created_at: now,
    updated_at: now,
  };
  let created = false;
  if (!(await findUserByEmail(db, body.email))) {
    try {
      await insertUser(db, user);
      created = true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  if (!created) {
    await sendQuietly(deps, registrationAttemptMail(body.email, config.appOrigin));
    return { user: toUser(user), created: false };
  }
  await sendEmailCode(deps, user);
  return { user: toUser(user), created: true, userId: user.id };
}

export function invalidCredentials(): AppError {
  return new AppError(401, AccountErrorCode.InvalidCredentials, INVALID_CREDENTIALS_MESSAGE);
}

/**
 * The account whose password this is, or null (unknown e-mail or wrong password, which cost the same
 * time: an unknown e-mail is checked against a dummy hash).
 */
export async function checkCredentials(
  deps: AuthDeps,
  body: { email: string; password: string },
): Promise<UserRow | null> {
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) {
    await burnPasswordCheck(body.password, deps.config.argon2MemoryKiB);
    return null;
  }
  return (await verifyPassword(user.password_hash, body.password)) ? user : null;
}

// ---- e-mail verification ------------------------------------------------------------------------

/**
 * Sends a new code to `owner`, the signed-in owner of the address asked about (null for anyone
 * else, who gets the same answer while nothing happens: no e-mail, the owner's pending code stays
 * valid). Limits per (address, owner) or (address, IP) are the route's (docs/decisions/0013).
 */
export async function requestEmailVerification(deps: AuthDeps, owner: UserRow | null): Promise<string> {
  if (owner && !owner.email_verified_at) await sendEmailCode(deps, owner);
  return MESSAGES.emailCodeSent;
}

/**
 * Checks an e-mail code for `user`, the signed-in owner of the address (the verify page is reachable
 * signed in only). Anyone else (null) always gets the one generic failure, which says nothing about
 * the address and costs the owner's code no attempt; the owner learns whether the code expired or is
 * burned.
 */
export async function verifyEmail(deps: AuthDeps, user: UserRow | null, code: string): Promise<string> {
  const { db, config } = deps;
  const fail = (errorCode: AccountErrorCode, message: string) => new AppError(400, errorCode, message);
  if (!user) throw fail(AccountErrorCode.InvalidCode, INVALID_EMAIL_CODE);
  if (user.email_verified_at) return MESSAGES.emailVerified;
  const pending = await findPendingEmailCode(db, user.id, user.email);
  if (!pending) throw fail(AccountErrorCode.InvalidCode, 'There is no pending code. Request a new one.');
  if (Date.parse(pending.expires_at) <= Date.now()) {
    throw fail(AccountErrorCode.CodeExpired, 'This code has expired. Request a new one.');
  }
  if (!(await countCodeAttempt(db, 'email_codes', pending.id, MAX_CODE_ATTEMPTS))) {
    throw fail(AccountErrorCode.CodeAttemptsExceeded, 'Too many wrong codes. Request a new code.');
  }
  const expected = hashCode(config.sessionSecret, `email:${user.email}`, code);
  if (!sameHash(expected, pending.code_hash)) {
    const left = MAX_CODE_ATTEMPTS - pending.attempts - 1;
    throw left > 0
      ? fail(AccountErrorCode.InvalidCode, `That code is not correct. ${attemptsLeft(left)}`)
      : fail(AccountErrorCode.CodeAttemptsExceeded, 'Too many wrong codes. Request a new code.');
  }
  const now = iso();
  await db.transaction().execute(async (trx) => {
    if (!(await useCode(trx, 'email_codes', pending.id, now)))
      throw fail(AccountErrorCode.InvalidCode, INVALID_EMAIL_CODE);
    await updateUser(trx, user.id, { email_verified_at: now });
  });
  return MESSAGES.emailVerified;
}

function attemptsLeft(left: number): string {
  return `${left} attempt${left === 1 ? '' : 's'} left.`;
}

// ---- password reset -----------------------------------------------------------------------------

export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<string> {
  const { db, config } = deps;
  const user = await findUserByEmail(db, email);
  if (user) {
    // After the answer: storing the link and sending the mail would make a known address
    // measurably slower to answer than an unknown one (account enumeration by timing).
    deps.runInBackground('password reset e-mail', async () => {
      const token = newToken();
      const now = Date.now();
      await replacePasswordReset(db, {
        id: randomUUID(),
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: iso(now + RESET_TTL_MS),
        created_at: iso(now),
      });
      await sendQuietly(deps, passwordResetMail(user.email, config.appOrigin, token));
    });
  }
  return MESSAGES.resetSent;
}

/**
 * Sets a new password from a reset link: single use, 1 hour; ends every session of the user.
 * The link proves the mailbox, so an unverified address counts as verified afterwards.
 */
export async function resetPassword(
  deps: AuthDeps,
  body: { token: string; password: string },
): Promise<string> {
  const { db, config } = deps;
  const invalid = () =>
    new AppError(
      400,
      AccountErrorCode.InvalidResetToken,
      'This reset link is invalid or has expired. Request a new one.',
    );
  const reset = await findPasswordReset(db, hashToken(body.token));
  if (!reset || reset.used_at || Date.parse(reset.expires_at) <= Date.now()) throw invalid();
  const owner = await findUserById(db, reset.user_id);
  if (!owner) throw invalid();
  assertStrongPassword(body.password, owner);
  const passwordHash = await hashPassword(body.password, config.argon2MemoryKiB);
  const now = iso();
  await db.transaction().execute(async (trx) => {
    if (!(await usePasswordReset(trx, reset.id, now))) throw invalid();
    const user = await findUserById(trx, reset.user_id);
    if (!user) throw invalid();
    await updateUser(trx, user.id, {
      password_hash: passwordHash,
      email_verified_at: user.email_verified_at ?? now,
    });
    await deleteSessionsOfUser(trx, user.id);
  });
  return MESSAGES.passwordReset;
}

// ---- phone verification -------------------------------------------------------------------------

/** 429 from the SMS provider's own send limit; the route answers with Retry-After. */
export class PhoneSendLimitError extends AppError {
  readonly retryAfterSeconds = TWILIO_SEND_WINDOW_SECONDS;
  constructor() {
    super(
      429,
      ErrorCode.RateLimited,
      'Too many codes were sent to this number. Please wait 10 minutes and try again.',
    );
  }
}

function phoneInUse(): AppError {
  return new AppError(
    409,
    AccountErrorCode.PhoneInUse,
    'This phone number is already used by another account.',
  );
}

function providerFailure(error: unknown): unknown {
  if (!(error instanceof PhoneVerificationError)) return error;
  switch (error.reason) {
    case 'invalid_phone':
      return new AppError(
        400,
        AccountErrorCode.InvalidPhone,
        'This number cannot receive SMS codes. Use a mobile phone number.',
      );
    case 'blocked':
      return new AppError(
        403,
        AccountErrorCode.PhoneBlocked,
        'We cannot send codes to this number. Use another number or contact support.',
      );
    case 'too_many_sends':
      return new PhoneSendLimitError();
    default:
      return new AppError(
        502,
        AccountErrorCode.ProviderUnavailable,
        'We could not reach our SMS provider. Please try again in a few minutes.',
      );
  }
}

/** Texts a code to `phone` for the signed-in user (Twilio Verify or the outbox). */
export async function requestPhoneVerification(
  deps: AuthDeps,
  user: UserRow,
  phone: string,
): Promise<string> {
  const { db, phoneVerifier } = deps;
  if (user.phone === phone && user.phone_verified_at) {
    throw badRequest('This phone number is already verified.');
  }
  const holder = await findUserByPhone(db, phone);
  if (holder && holder.id !== user.id) throw phoneInUse();
  let codeHash: string | null;
  try {
    ({ codeHash } = await phoneVerifier.send(phone));
  } catch (error) {
    throw providerFailure(error);
  }
  const now = Date.now();
  await replacePhoneVerification(db, {
    id: randomUUID(),
    user_id: user.id,
    phone,
    code_hash: codeHash,
    expires_at: iso(now + CODE_TTL_MS),
    created_at: iso(now),
  });
  return MESSAGES.phoneCodeSent;
}

/** Checks the SMS code; on success the number is the user's verified phone (decided here only). */
export async function verifyPhone(
  deps: AuthDeps,
  user: UserRow,
  body: { phone: string; code: string },
): Promise<User> {
  const { db, phoneVerifier } = deps;
  const pending = await findPendingPhoneVerification(db, user.id, body.phone);
  if (!pending) {
    throw badRequest(
      'There is no pending code for this number. Request a new one.',
      AccountErrorCode.InvalidCode,
    );
  }
  if (Date.parse(pending.expires_at) <= Date.now()) {
    throw badRequest('This code has expired. Request a new one.', AccountErrorCode.CodeExpired);
  }
  const burned = () =>
    badRequest('Too many wrong codes. Request a new code.', AccountErrorCode.CodeAttemptsExceeded);
  if (!(await countCodeAttempt(db, 'phone_verifications', pending.id, MAX_CODE_ATTEMPTS))) throw burned();
  let result: Awaited<ReturnType<typeof phoneVerifier.check>>;
  try {
    result = await phoneVerifier.check(body.phone, body.code, { codeHash: pending.code_hash });
  } catch (error) {
    throw providerFailure(error);
  }
  switch (result) {
    case 'wrong': {
      const left = MAX_CODE_ATTEMPTS - pending.attempts - 1;
      if (left <= 0) throw burned();
      throw badRequest(`That code is not correct. ${attemptsLeft(left)}`, AccountErrorCode.InvalidCode);
    }
    case 'expired':
      throw badRequest('This code has expired. Request a new one.', AccountErrorCode.CodeExpired);
    case 'too_many_attempts':
      await burnPhoneVerification(db, pending.id, MAX_CODE_ATTEMPTS);
      throw burned();
  }
  const now = iso();
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await useCode(trx, 'phone_verifications', pending.id, now))) {
        throw badRequest('This code was used already. Request a new one.', AccountErrorCode.InvalidCode);
      }
      await updateUser(trx, user.id, { phone: body.phone, phone_verified_at: now });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? phoneInUse() : error;
  }
  const updated = await findUserById(db, user.id);
  if (!updated) throw new AppError(401, ErrorCode.Unauthorized, 'Please sign in to continue.');
  return loadUser(db, updated);
}
