import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode, XSRF_COOKIE, XSRF_HEADER } from '@riffmate/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpOnlyCookie, LONG_LIVED_COOKIE_SECONDS, SESSION_COOKIE, VISITOR_COOKIE } from './cookies.ts';
import { forbidden } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` skips the XSRF token and Origin checks, and the cookie issuing (webhooks, probes, static files). */
    xsrf?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const XSRF_HEADER_NAME = XSRF_HEADER.toLowerCase();

/**
 * Signed double-submit (docs/product.md §7, docs/product.md §12): the token is `random.HMAC(secret, binding, random)`, where
 * the binding is the session cookie, or the visitor cookie before sign-in. A token copied from another
 * visitor, or planted without knowing the secret, does not verify.
 */
export function createXsrfToken(secret: string, binding: string): string {
  const random = randomBytes(16).toString('base64url');
  return `${random}.${sign(secret, binding, random)}`;
}

export function isValidXsrfToken(secret: string, binding: string, token: string): boolean {
  const [random, mac, extra] = token.split('.');
  if (!random || !mac || extra !== undefined) return false;
  return safeEqual(mac, sign(secret, binding, random));
}

/** What the current request's token must be bound to: the session if any, else the visitor. */
export function xsrfBinding(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || request.cookies[VISITOR_COOKIE] || undefined;
}

/**
 * Sets a fresh XSRF-TOKEN cookie bound to `binding` and returns it. The accounts module calls this
 * whenever the binding changes (login: the new session token; logout: the visitor id).
 */
export function issueXsrfToken(reply: FastifyReply, binding: string): string {
  const { config } = reply.server;
  const token = createXsrfToken(config.sessionSecret, binding);
  // Readable by the page's script, which echoes it in X-XSRF-TOKEN.
  reply.setCookie(XSRF_COOKIE, token, { ...httpOnlyCookie(config), httpOnly: false });
  return token;
}

/** Returns the visitor id, issuing the visitor cookie first when the request has none. */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, id, {
    ...httpOnlyCookie(reply.server.config),
    maxAge: LONG_LIVED_COOKIE_SECONDS,
  });
  return id;
}

/** GET issues (or repairs) the token cookie; POST/PUT/PATCH/DELETE must prove same origin and echo it. */
export function registerXsrf(app: FastifyInstance): void {
  const verifiedOnGet = new VerifiedTokens();
  // Synchronous hook (no promise per request); errors go to `done`.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.xsrf === false) return done();
    try {
      if (request.method === 'GET') {
        issueIfNeeded(request, reply, verifiedOnGet);
      } else if (UNSAFE_METHODS.has(request.method)) {
        verify(request);
      }
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

/**
 * Tokens that a GET found valid, with their binding. A GET checks the token only to decide whether to
 * issue a fresh one (it refuses nothing), and it does so on every page and API read: a token seen
 * before skips the HMAC. Only pairs that verified get in, the secret is fixed for the app's life, and
 * unsafe methods always verify in full. Bounded: emptied when full.
 */
class VerifiedTokens {
  static readonly CAPACITY = 10_000;
  readonly #bindings = new Map<string, string>();
  isValid(secret: string, binding: string, token: string): boolean {
    if (this.#bindings.get(token) === binding) return true;
    if (!isValidXsrfToken(secret, binding, token)) return false;
    if (this.#bindings.size >= VerifiedTokens.CAPACITY) this.#bindings.clear();
    this.#bindings.set(token, binding);
    return true;
  }
}

function issueIfNeeded(request: FastifyRequest, reply: FastifyReply, verified: VerifiedTokens): void {
  const { sessionSecret } = reply.server.config;
  const binding = request.cookies[SESSION_COOKIE] || ensureVisitorId(request, reply);
  const current = request.cookies[XSRF_COOKIE];
  if (!current || !verified.isValid(sessionSecret, binding, current)) issueXsrfToken(reply, binding);
}

function verify(request: FastifyRequest): void {
  const { appOrigin, sessionSecret } = request.server.config;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== appOrigin) {
    throw forbidden('Cross-site requests are not allowed.', ErrorCode.CrossSiteRequest);
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw forbidden('Cross-site requests are not allowed.', ErrorCode.CrossSiteRequest);
  }
  const header = request.headers[XSRF_HEADER_NAME];
  if (typeof header !== 'string' || header === '') {
    throw forbidden('Missing XSRF token. Reload the page and try again.', ErrorCode.XsrfTokenMissing);
  }
  const cookie = request.cookies[XSRF_COOKIE];
  const binding = xsrfBinding(request);
  if (
    !cookie ||
    !binding ||
    !safeEqual(header, cookie) ||
    !isValidXsrfToken(sessionSecret, binding, header)
  ) {
    throw forbidden('Invalid XSRF token. Reload the page and try again.', ErrorCode.XsrfTokenInvalid);
  }
}

function sign(secret: string, binding: string, random: string): string {
  return createHmac('sha256', secret).update(`xsrf:${binding}:${random}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
