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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLEAR_CACHE } from '../../http/private-file.ts';
import {
  login,
  MESSAGES,
  register,
  requestEmailVerification,
  requestPasswordReset,
  requestPhoneVerification,
  resetPassword,
  verifyEmail,
  verifyPhone,
} from './auth.service.ts';
import { endSession, requireUser, userOf } from './session.ts';
import { loadUser, userEnvelope } from './user-view.ts';

/** Auth bodies are tiny: anything bigger is refused before parsing, let alone hashing. */
export const AUTH_BODY_LIMIT = 16 * 1024;

const userAnswer = { 200: itemsEnvelope(userItemSchema) };
const messageAnswer = { 200: messageEnvelope };
const message = (text: string) => ({ data: { message: text } });

/** `/auth/*` (spec §7). Every POST passes the global XSRF check; none is exempt. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const opts = { bodyLimit: AUTH_BODY_LIMIT };

  app.post(
    '/auth/register',
    { ...opts, schema: { body: registerBody, response: { 201: itemsEnvelope(userItemSchema) } } },
    async (request, reply) => {
      const user = await register(request, reply, request.body);
      return reply.code(201).send(userEnvelope(user));
    },
  );

  app.post(
    '/auth/login',
    { ...opts, schema: { body: loginBody, response: userAnswer } },
    async (request, reply) => userEnvelope(await login(request, reply, request.body)),
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

  app.post(
    '/auth/verify-email',
    { ...opts, schema: { body: verifyEmailBody, response: messageAnswer } },
    async (request, reply) => message(await verifyEmail(request, reply, request.body)),
  );

  app.post(
    '/auth/request-email-verification',
    { ...opts, schema: { body: emailOnlyBody, response: messageAnswer } },
    async (request, reply) => message(await requestEmailVerification(request, reply, request.body.email)),
  );

  app.post(
    '/auth/request-password-reset',
    { ...opts, schema: { body: emailOnlyBody, response: messageAnswer } },
    async (request, reply) => message(await requestPasswordReset(request, reply, request.body.email)),
  );

  app.post(
    '/auth/reset-password',
    { ...opts, schema: { body: resetPasswordBody, response: messageAnswer } },
    async (request, reply) => message(await resetPassword(request, reply, request.body)),
  );

  app.post(
    '/auth/request-phone-verification-twilio',
    { ...opts, onRequest: requireUser, schema: { body: phoneOnlyBody, response: messageAnswer } },
    async (request, reply) => message(await requestPhoneVerification(request, reply, request.body.phone)),
  );

  app.post(
    '/auth/verify-phone-twilio',
    { ...opts, onRequest: requireUser, schema: { body: verifyPhoneBody, response: userAnswer } },
    async (request, reply) => userEnvelope(await verifyPhone(request, reply, request.body)),
  );
};
