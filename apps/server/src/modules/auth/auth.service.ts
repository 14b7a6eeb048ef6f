import { randomUUID } from 'node:crypto';
import { AccountErrorCode, ErrorCode, type User } from '@riffmate/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors.ts';
import { hashCode, hashToken, newCode, newToken, sameHash } from '../../providers/codes.ts';
import type { Mail } from '../../providers/mail/mailer.ts';
import { PhoneVerificationError } from '../../providers/sms/phone-verifier.ts';
import { LOGIN_BACKOFF_MAX_SECONDS, type RateRuleName } from '../../rate-limit/rules.ts';
import { knownDeviceFor, rememberDevice } from './device.ts';
import { passwordResetMail, registrationAttemptMail, verificationCodeMail } from './emails.ts';
import { assertStrongPassword, burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { authenticate, clearSessionCookie, startDecoySession, startSession, userOf } from './session.ts';
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
async function sendQuietly(request: FastifyRequest, mail: Mail): Promise<void> {
  try {
    await request.server.mailer.send(mail);
  } catch (error) {
    request.log.error({ err: error }, 'could not send an e-mail');
  }
}

async function sendEmailCode(request: FastifyRequest, user: UserRow): Promise<void> {
  const { db, config } = request.server;
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
  await sendQuietly(request, verificationCodeMail(user.email, user.name, code));
}

// ---- register, login ----------------------------------------------------------------------------

/**
 * Registers and signs in, then e-mails a code. A taken address gets the same answer (201, a
 * user-shaped object, a session cookie, a new XSRF token) but nothing is stored, the cookie
 * authenticates nothing, and the address's owner is told by e-mail instead (docs/decisions/0014).
 */
export async function register(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { name: string; email: string; password: string },
): Promise<User> {
  const { db, config, rateLimiter } = request.server;
  await rateLimiter.consume(reply, [
    ['registerPerIp', request.ip],
    ['registerPerIpPerDay', request.ip],
    ['emailSendsPerIp', request.ip],
    ['emailCodeSendsPerAddress', `${body.email}\nip:${request.ip}`],
  ]);
  assertStrongPassword(body.password, body);
  // Hash on both paths: the taken-address answer costs the same time.
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
  if (created) {
    await startSession(request, reply, user.id);
    rememberDevice(request, reply, user.email);
    await sendEmailCode(request, user);
  } else {
    await startDecoySession(request, reply);
    rememberDevice(request, reply, null);
    await sendQuietly(request, registrationAttemptMail(body.email, config.appOrigin));
  }
  return toUser(user);
}

/**
 * Signs in (docs/decisions/0013). The hard limit counts attempts per (account, IP), or per (account,
 * device) from a browser that has signed in to the account before; failures to one account from
 * anywhere add a growing wait that only unknown devices must sit out. So guessing from many
 * addresses slows down, and the owner's own browser is never locked out by it.
 */
export async function login(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { email: string; password: string },
): Promise<User> {
  const { db, config, rateLimiter } = request.server;
  const device = knownDeviceFor(request, body.email);
  const source = `${body.email}\n${device ? `device:${device}` : `ip:${request.ip}`}`;
  // A known device is the owner's browser: the per-IP limit (shared with strangers behind one NAT,
  // or with the attacker) does not apply to it either.
  const checks: [RateRuleName, string][] = [['loginPerAccountSource', source]];
  if (!device) checks.push(['loginPerIp', request.ip]);
  await rateLimiter.consume(reply, checks);
  if (!device) await rateLimiter.ensureNotBackingOff(reply, 'loginFailuresPerAccount', body.email);
  const user = await findUserByEmail(db, body.email);
  const valid = user
    ? await verifyPassword(user.password_hash, body.password)
    : await burnPasswordCheck(body.password, config.argon2MemoryKiB).then(() => false);
  if (!user || !valid) {
    await rateLimiter.backOff('loginFailuresPerAccount', body.email, LOGIN_BACKOFF_MAX_SECONDS);
    throw new AppError(401, AccountErrorCode.InvalidCredentials, INVALID_CREDENTIALS_MESSAGE);
  }
  await startSession(request, reply, user.id);
  rememberDevice(request, reply, user.email);
  await rateLimiter.reset('loginPerAccountSource', source);
  return loadUser(db, user);
}

// ---- e-mail verification ------------------------------------------------------------------------

/**
 * Who asks about an address's verification: its signed-in owner, or anyone else. Limits are keyed on
 * (address, owner) or (address, IP), so a stranger cannot use up the owner's allowance
 * (docs/decisions/0013).
 */
async function verificationCaller(request: FastifyRequest, reply: FastifyReply, email: string) {
  const signedIn = await authenticate(request, reply);
  const owner = signedIn && signedIn.email === email ? signedIn : null;
  return { owner, limitKey: owner ? `${email}\nuser:${owner.id}` : `${email}\nip:${request.ip}` };
}

/**
 * Sends a new code to the signed-in owner of an unverified address. Anyone else gets the same
 * answer, and nothing happens: no e-mail, and the owner's pending code stays valid.
 */
export async function requestEmailVerification(
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<string> {
  const { rateLimiter } = request.server;
  const { owner, limitKey } = await verificationCaller(request, reply, email);
  await rateLimiter.consume(reply, [
    ['emailSendsPerIp', request.ip],
    ['emailCodeSendsPerAddress', limitKey],
  ]);
  if (owner && !owner.email_verified_at) await sendEmailCode(request, owner);
  return MESSAGES.emailCodeSent;
}

/**
 * Checks an e-mail code for the signed-in owner of the address (the verify page is reachable signed
 * in only). Anyone else always gets the one generic failure, which says nothing about the address and
 * costs the owner's code no attempt; the owner learns whether the code expired or is burned.
 */
export async function verifyEmail(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { email: string; code: string },
): Promise<string> {
  const { db, config, rateLimiter } = request.server;
  const { owner: user, limitKey } = await verificationCaller(request, reply, body.email);
  await rateLimiter.consume(reply, [
    ['verifyPerIp', request.ip],
    ['verifyEmailPerAddress', limitKey],
  ]);
  const fail = (code: AccountErrorCode, message: string) => new AppError(400, code, message);
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
  const expected = hashCode(config.sessionSecret, `email:${user.email}`, body.code);
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

export async function requestPasswordReset(
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<string> {
  const { db, config, rateLimiter } = request.server;
  await rateLimiter.consume(reply, [
    ['emailSendsPerIp', request.ip],
    ['resetSendsPerAddress', email],
  ]);
  const user = await findUserByEmail(db, email);
  if (user) {
    // After the answer: storing the link and sending the mail would make a known address
    // measurably slower to answer than an unknown one (account enumeration by timing).
    request.server.runInBackground('password reset e-mail', async () => {
      const token = newToken();
      const now = Date.now();
      await replacePasswordReset(db, {
        id: randomUUID(),
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: iso(now + RESET_TTL_MS),
        created_at: iso(now),
      });
      await sendQuietly(request, passwordResetMail(user.email, config.appOrigin, token));
    });
  }
  return MESSAGES.resetSent;
}

/**
 * Sets a new password from a reset link: single use, 1 hour; ends every session of the user.
 * The link proves the mailbox, so an unverified address counts as verified afterwards.
 */
export async function resetPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { token: string; password: string },
): Promise<string> {
  const { db, config, rateLimiter } = request.server;
  await rateLimiter.consume(reply, [['verifyPerIp', request.ip]]);
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
  if (request.cookies.rm_session) clearSessionCookie(request, reply);
  return MESSAGES.passwordReset;
}

// ---- phone verification -------------------------------------------------------------------------

function phoneInUse(): AppError {
  return new AppError(
    409,
    AccountErrorCode.PhoneInUse,
    'This phone number is already used by another account.',
  );
}

function providerFailure(error: unknown, reply: FastifyReply): unknown {
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
      reply.header('retry-after', String(TWILIO_SEND_WINDOW_SECONDS));
      return new AppError(
        429,
        ErrorCode.RateLimited,
        'Too many codes were sent to this number. Please wait 10 minutes and try again.',
      );
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
  request: FastifyRequest,
  reply: FastifyReply,
  phone: string,
): Promise<string> {
  const user = userOf(request);
  const { db, rateLimiter, phoneVerifier } = request.server;
  await rateLimiter.consume(reply, [
    ['phoneSendsPerIp', request.ip],
    ['phoneSendsPerUser', user.id],
    ['phoneSendsPerNumber', phone],
  ]);
  if (user.phone === phone && user.phone_verified_at) {
    throw badRequest('This phone number is already verified.');
  }
  const holder = await findUserByPhone(db, phone);
  if (holder && holder.id !== user.id) throw phoneInUse();
  let codeHash: string | null;
  try {
    ({ codeHash } = await phoneVerifier.send(phone));
  } catch (error) {
    throw providerFailure(error, reply);
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
  request: FastifyRequest,
  reply: FastifyReply,
  body: { phone: string; code: string },
): Promise<User> {
  const user = userOf(request);
  const { db, rateLimiter, phoneVerifier } = request.server;
  await rateLimiter.consume(reply, [
    ['verifyPerIp', request.ip],
    ['verifyPhonePerUser', user.id],
  ]);
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
    throw providerFailure(error, reply);
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
