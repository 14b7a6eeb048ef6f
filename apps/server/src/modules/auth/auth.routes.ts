import {
  emailOnlyBody,
  itemsEnvelope,
  loginBody,
  messageEnvelope,
  phoneOnlyBody,
  registerBody,
  resetPasswordBody,
  userItemSchema,
  verifyEmailBody,
  verifyPhoneBody,
} from '@riffmate/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../http/cookies.ts';
import { CLEAR_CACHE } from '../../http/private-file.ts';
import { LOGIN_BACKOFF_MAX_SECONDS, type RateRuleName } from '../../rate-limit/rules.ts';
import {
  type AuthDeps,
  checkCredentials,
  invalidCredentials,
  MESSAGES,
  PhoneSendLimitError,
  register,
  requestEmailVerification,
  requestPasswordReset,
  requestPhoneVerification,
  resetPassword,
  verifyEmail,
  verifyPhone,
} from './auth.service.ts';
import { knownDeviceFor, rememberDevice } from './device.ts';
import {
  authenticate,
  clearSessionCookie,
  endSession,
  requireUser,
  startDecoySession,
  startSession,
  userOf,
} from './session.ts';
import { loadUser, userEnvelope } from './user-view.ts';

/** Auth bodies are tiny: anything bigger is refused before parsing, let alone hashing. */
export const AUTH_BODY_LIMIT = 16 * 1024;

/** The SMS provider's own send limit answers with its Retry-After. */
async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PhoneSendLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

const userAnswer = { 200: itemsEnvelope(userItemSchema) };
const messageAnswer = { 200: messageEnvelope };
const message = (text: string) => ({ data: { message: text } });

/**
 * `/auth/*`. Every POST passes the global XSRF check; none is exempt. The handlers own the rate
 * limits (taken before any hashing or provider call, docs/decisions/0013), sessions and cookies;
 * auth.service.ts does the rest.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const opts = { bodyLimit: AUTH_BODY_LIMIT };
  const deps: AuthDeps = app;
  const limits = (reply: FastifyReply, checks: [RateRuleName, string][]) =>
    app.rateLimiter.consume(reply, checks);

  app.post(
    '/auth/register',
    { ...opts, schema: { body: registerBody, response: { 201: itemsEnvelope(userItemSchema) } } },
    async (request, reply) => {
      const { email } = request.body;
      await limits(reply, [
        ['registerPerIp', request.ip],
        ['registerPerIpPerDay', request.ip],
        ['emailSendsPerIp', request.ip],
        ['emailCodeSendsPerAddress', `${email}\nip:${request.ip}`],
      ]);
      const registration = await register(deps, request.body);
      // The same cookies either way; a taken address gets a session that authenticates nothing and a
      // device entry that proves nothing (docs/decisions/0014).
      if (registration.created) await startSession(request, reply, registration.userId);
      else await startDecoySession(request, reply);
      rememberDevice(request, reply, registration.created ? email : null);
      return reply.code(201).send(userEnvelope(registration.user));
    },
  );

  app.post(
    '/auth/login',
    { ...opts, schema: { body: loginBody, response: userAnswer } },
    async (request, reply) => {
      const { email } = request.body;
      // Known devices (the owner's browsers) are limited per (account, device) and never wait out the
      // account's back-off or the per-IP limit; others per (account, IP), per IP, and back off.
      const device = knownDeviceFor(request, email);
      const source = `${email}\n${device ? `device:${device}` : `ip:${request.ip}`}`;
      const checks: [RateRuleName, string][] = [['loginPerAccountSource', source]];
      if (!device) checks.push(['loginPerIp', request.ip]);
      await limits(reply, checks);
      if (!device) await app.rateLimiter.ensureNotBackingOff(reply, 'loginFailuresPerAccount', email);
      const user = await checkCredentials(deps, request.body);
      if (!user) {
        await app.rateLimiter.backOff('loginFailuresPerAccount', email, LOGIN_BACKOFF_MAX_SECONDS);
        throw invalidCredentials();
      }
      await startSession(request, reply, user.id);
      rememberDevice(request, reply, user.email);
      await app.rateLimiter.reset('loginPerAccountSource', source);
      return userEnvelope(await loadUser(app.db, user));
    },
  );

  app.post('/auth/logout', { ...opts, schema: { response: messageAnswer } }, async (request, reply) => {
    await endSession(request, reply);
    reply.header('clear-site-data', CLEAR_CACHE);
    return message(MESSAGES.loggedOut);
  });

  app.get(
    '/auth/me',
    { onRequest: requireUser, schema: { response: userAnswer } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return userEnvelope(await loadUser(app.db, userOf(request)));
    },
  );

  /**
   * Who asks about an address's verification: its signed-in owner, or anyone else. The limits are
   * keyed on (address, owner) or (address, IP), so a stranger cannot use up the owner's allowance.
   */
  async function verificationCaller(request: FastifyRequest, reply: FastifyReply, email: string) {
    const signedIn = await authenticate(request, reply);
    const owner = signedIn && signedIn.email === email ? signedIn : null;
    return { owner, limitKey: owner ? `${email}\nuser:${owner.id}` : `${email}\nip:${request.ip}` };
  }

  app.post(
    '/auth/verify-email',
    { ...opts, schema: { body: verifyEmailBody, response: messageAnswer } },
    async (request, reply) => {
      const { owner, limitKey } = await verificationCaller(request, reply, request.body.email);
      await limits(reply, [
        ['verifyPerIp', request.ip],
        ['verifyEmailPerAddress', limitKey],
      ]);
      return message(await verifyEmail(deps, owner, request.body.code));
    },
  );

  app.post(
    '/auth/request-email-verification',
    { ...opts, schema: { body: emailOnlyBody, response: messageAnswer } },
    async (request, reply) => {
      const { owner, limitKey } = await verificationCaller(request, reply, request.body.email);
      await limits(reply, [
        ['emailSendsPerIp', request.ip],
        ['emailCodeSendsPerAddress', limitKey],
      ]);
      return message(await requestEmailVerification(deps, owner));
    },
  );

  app.post(
    '/auth/request-password-reset',
    { ...opts, schema: { body: emailOnlyBody, response: messageAnswer } },
    async (request, reply) => {
      await limits(reply, [
        ['emailSendsPerIp', request.ip],
        ['resetSendsPerAddress', request.body.email],
      ]);
      return message(await requestPasswordReset(deps, request.body.email));
    },
  );

  app.post(
    '/auth/reset-password',
    { ...opts, schema: { body: resetPasswordBody, response: messageAnswer } },
    async (request, reply) => {
      await limits(reply, [['verifyPerIp', request.ip]]);
      const answer = await resetPassword(deps, request.body);
      // Every session of the user has ended, this browser's too.
      if (request.cookies[SESSION_COOKIE]) clearSessionCookie(request, reply);
      return message(answer);
    },
  );

  app.post(
    '/auth/request-phone-verification-twilio',
    { ...opts, onRequest: requireUser, schema: { body: phoneOnlyBody, response: messageAnswer } },
    async (request, reply) => {
      const user = userOf(request);
      const { phone } = request.body;
      await limits(reply, [
        ['phoneSendsPerIp', request.ip],
        ['phoneSendsPerUser', user.id],
        ['phoneSendsPerNumber', phone],
      ]);
      return message(await withRetryAfter(reply, requestPhoneVerification(deps, user, phone)));
    },
  );

  app.post(
    '/auth/verify-phone-twilio',
    { ...opts, onRequest: requireUser, schema: { body: verifyPhoneBody, response: userAnswer } },
    async (request, reply) => {
      const user = userOf(request);
      await limits(reply, [
        ['verifyPerIp', request.ip],
        ['verifyPhonePerUser', user.id],
      ]);
      return userEnvelope(await withRetryAfter(reply, verifyPhone(deps, user, request.body)));
    },
  );
};
