import { randomUUID } from 'node:crypto';
import { AccountErrorCode, SIGNED_IN_COOKIE } from '@riffmate/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpOnlyCookie, SESSION_COOKIE, signedInHintCookie } from '../../http/cookies.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { ensureVisitorId, issueXsrfToken } from '../../http/xsrf.ts';
import { hashToken, newToken } from '../../providers/codes.ts';
import {
  deleteSessionById,
  deleteSessionByTokenHash,
  findSessionWithUser,
  insertSession,
  type SessionRow,
  touchSession,
} from './sessions.repo.ts';
import type { UserRow } from './users.repo.ts';

/** last_seen_at / idle expiry are written at most this often per session (no write per request). */
export const TOUCH_INTERVAL_MS = 60_000;
const MINUTE_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `requireUser` / `requireVerifiedUser` (null before, or when signed out). */
    user: UserRow | null;
    /** The current session row; set together with `user`. */
    session: SessionRow | null;
  }
}

/** Adds `request.user` / `request.session`. Call once on the root instance. */
export function registerSessionDecorations(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
}

/**
 * Starts a session for `userId`: a fresh 256-bit token in the HttpOnly cookie, only its SHA-256 in
 * the store, and a new XSRF token bound to it. A session cookie the request already had is ended
 * first (rotation at sign-in: a planted or old token never becomes a signed-in one).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const { db, config } = request.server;
  await endPresentedSession(request);
  const token = newToken();
  const now = Date.now();
  const idleMs = config.session.idleTimeoutMinutes * MINUTE_MS;
  const absoluteMs = config.session.absoluteTimeoutMinutes * MINUTE_MS;
  await insertSession(db, {
    id: randomUUID(),
    user_id: userId,
    token_hash: hashToken(token),
    created_at: new Date(now).toISOString(),
    last_seen_at: new Date(now).toISOString(),
    idle_expires_at: new Date(now + Math.min(idleMs, absoluteMs)).toISOString(),
    expires_at: new Date(now + absoluteMs).toISOString(),
    user_agent: request.headers['user-agent']?.slice(0, 512) ?? null,
    ip: request.ip,
  });
  setSessionCookie(reply, token);
}

/**
 * Sets a session cookie without a stored session: it authenticates nothing. Used where the answer
 * must look exactly like a sign-in but must not sign anybody in (registration with a taken e-mail).
 */
export async function startDecoySession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await endPresentedSession(request);
  setSessionCookie(reply, newToken());
}

function setSessionCookie(reply: FastifyReply, token: string): void {
  const { config } = reply.server;
  const maxAge = config.session.absoluteTimeoutMinutes * 60;
  reply.setCookie(SESSION_COOKIE, token, { ...httpOnlyCookie(config), maxAge });
  // The page's hint that there is a session to ask /auth/me about; it lives as long as the session.
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...signedInHintCookie(config), maxAge });
  issueXsrfToken(reply, token);
}

async function endPresentedSession(request: FastifyRequest): Promise<void> {
  const presented = request.cookies[SESSION_COOKIE];
  if (presented) await deleteSessionByTokenHash(request.server.db, hashToken(presented));
}

/** Ends the request's session (if any), clears the cookie and re-binds XSRF to the visitor. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await deleteSessionById(request.server.db, request.session.id);
  else await endPresentedSession(request);
  clearSessionCookie(request, reply);
}

/** Drops the session cookie and issues an XSRF token for the visitor id again. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, httpOnlyCookie(reply.server.config));
  reply.clearCookie(SIGNED_IN_COOKIE, signedInHintCookie(reply.server.config));
  // The session no longer binds XSRF: without this, the next POST would fail until a GET repaired it.
  const { [SESSION_COOKIE]: _dropped, ...rest } = request.cookies;
  request.cookies = rest;
  issueXsrfToken(reply, ensureVisitorId(request, reply));
}

/**
 * Resolves the session cookie to a user: unknown, idle-expired or absolutely expired tokens give
 * null (an expired row is deleted; a stale cookie and the signed-in hint are cleared). Extends the
 * idle expiry at most once a minute.
 */
export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> {
  if (request.user) return request.user;
  const token = request.cookies[SESSION_COOKIE];
  if (!token) {
    // A hint that outlived its session (cookies cleared in part) would make every page ask again.
    if (request.cookies[SIGNED_IN_COOKIE])
      reply.clearCookie(SIGNED_IN_COOKIE, signedInHintCookie(reply.server.config));
    return null;
  }
  const { db, config } = request.server;
  const found = await findSessionWithUser(db, hashToken(token));
  const now = Date.now();
  if (!found) {
    clearSessionCookie(request, reply);
    return null;
  }
  const { session, user } = found;
  const expiresAt = Date.parse(session.expires_at);
  if (expiresAt <= now || Date.parse(session.idle_expires_at) <= now) {
    await deleteSessionById(db, session.id);
    clearSessionCookie(request, reply);
    return null;
  }
  if (now - Date.parse(session.last_seen_at) >= TOUCH_INTERVAL_MS) {
    const idleExpires = Math.min(now + config.session.idleTimeoutMinutes * MINUTE_MS, expiresAt);
    session.last_seen_at = new Date(now).toISOString();
    session.idle_expires_at = new Date(idleExpires).toISOString();
    await touchSession(db, session.id, session.last_seen_at, session.idle_expires_at);
  }
  request.user = user;
  request.session = session;
  return user;
}

/**
 * The signed-in user of a route behind `requireUser` / `requireVerifiedUser`. Without the hook it
 * answers 401 rather than letting a handler run for nobody.
 */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The current session of a route behind `requireUser` / `requireVerifiedUser` (see userOf). */
export function sessionOf(request: FastifyRequest): SessionRow {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** onRequest/preHandler hook: 401 UNAUTHORIZED unless signed in; then `request.user` and `request.session` are set. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!(await authenticate(request, reply))) throw unauthorized();
}

/**
 * onRequest/preHandler hook for features behind onboarding (chats …): signed in (else 401) with a verified e-mail
 * (else 403 EMAIL_NOT_VERIFIED) and a verified phone (else 403 PHONE_NOT_VERIFIED).
 */
export async function requireVerifiedUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = await authenticate(request, reply);
  if (!user) throw unauthorized();
  if (!user.email_verified_at) {
    throw forbidden('Verify your e-mail address to continue.', AccountErrorCode.EmailNotVerified);
  }
  if (!user.phone_verified_at) {
    throw forbidden('Verify your phone number to continue.', AccountErrorCode.PhoneNotVerified);
  }
}
