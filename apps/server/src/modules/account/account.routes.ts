import multipart from '@fastify/multipart';
import {
  changePasswordBody,
  deleteAccountBody,
  ErrorCode,
  itemsEnvelope,
  messageEnvelope,
  PICTURE_FIELD,
  PICTURE_MAX_BYTES,
  updateAccountBody,
  userItemSchema,
} from '@riffmate/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../http/errors.ts';
import { CLEAR_CACHE, revalidatePrivateFile } from '../../http/private-file.ts';
import { AUTH_BODY_LIMIT } from '../auth/auth.routes.ts';
import { clearSessionCookie, requireUser, sessionOf, userOf } from '../auth/session.ts';
import { loadUser, userEnvelope } from '../auth/user-view.ts';
import { cancelSubscriptionBeforeDeletion } from '../billing/billing.service.ts';
import {
  changePassword,
  confirmPassword,
  deleteAccount,
  endOtherSessions,
  findProfilePicture,
  PICTURE_PATH,
  renameUser,
  setProfilePicture,
} from './account.service.ts';

const userAnswer = { 200: itemsEnvelope(userItemSchema) };
const messageAnswer = { 200: messageEnvelope };
const message = (text: string) => ({ data: { message: text } });

/** `/api/account*`: profile, picture, password, sessions, deletion — all for the signed-in user. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  // onRequest: signed-out requests get 401 before any body is parsed or validated.
  app.addHook('onRequest', requireUser);
  const opts = { bodyLimit: AUTH_BODY_LIMIT };
  /** Current-password checks are rate-limited per user before any hashing. */
  const limitPasswordChecks = (request: FastifyRequest, reply: FastifyReply) =>
    app.rateLimiter.consume(reply, [['passwordChecksPerUser', userOf(request).id]]);

  app.patch(
    '/api/account',
    { ...opts, schema: { body: updateAccountBody, response: userAnswer } },
    async (request) =>
      userEnvelope(await loadUser(app.db, await renameUser(app.db, userOf(request).id, request.body.name))),
  );

  app.post(
    PICTURE_PATH,
    { bodyLimit: PICTURE_MAX_BYTES + 64 * 1024, schema: { response: userAnswer } },
    async (request) => {
      const bytes = await readPicture(request);
      const user = await setProfilePicture(app.db, userOf(request).id, bytes, (error) =>
        request.log.info({ err: error }, 'picture did not decode'),
      );
      return userEnvelope(await loadUser(app.db, user));
    },
  );

  app.get(
    `${PICTURE_PATH}/:id`,
    { schema: { params: z.object({ id: z.string().max(64) }) } },
    async (request, reply) => {
      const file = await findProfilePicture(app.db, userOf(request).id, request.params.id);
      // A new upload gets a new id (and URL), so one id's bytes never change: the id is the ETag.
      if (revalidatePrivateFile(request, reply, request.params.id)) return reply.code(304).send();
      return reply.type(file.content_type).send(Buffer.from(file.data));
    },
  );

  app.post(
    '/api/account/password',
    { ...opts, schema: { body: changePasswordBody, response: messageAnswer } },
    async (request, reply) => {
      await limitPasswordChecks(request, reply);
      return message(
        await changePassword(app.db, app.config.argon2MemoryKiB, {
          user: userOf(request),
          sessionId: sessionOf(request).id,
          ...request.body,
        }),
      );
    },
  );

  app.post(
    '/api/account/sessions/revoke-others',
    { ...opts, schema: { response: messageAnswer } },
    async (request) => message(await endOtherSessions(app.db, userOf(request).id, sessionOf(request).id)),
  );

  app.delete(
    '/api/account',
    { ...opts, schema: { body: deleteAccountBody, response: messageAnswer } },
    async (request, reply) => {
      const user = userOf(request);
      await limitPasswordChecks(request, reply);
      await confirmPassword(user, request.body.password);
      await cancelSubscriptionBeforeDeletion(app, user.id, request.log);
      const answer = await deleteAccount(app.db, user.id);
      clearSessionCookie(request, reply);
      reply.header('clear-site-data', CLEAR_CACHE);
      return message(answer);
    },
  );
};

/** The `picture` part's bytes; 413 over 2 MB, 400 without a picture, 415 when not multipart. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, ErrorCode.UnsupportedMediaType, 'Send the picture as multipart/form-data.');
  }
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    throw multipartError(error);
  }
  if (!part || part.fieldname !== PICTURE_FIELD) {
    throw badRequest(`Choose a picture to upload (form field "${PICTURE_FIELD}").`);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    throw multipartError(error);
  }
}

function multipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      413,
      ErrorCode.PayloadTooLarge,
      'The picture is larger than 2 MB. Choose a smaller one.',
    );
  }
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest('The upload is malformed.');
  // busboy's own parse errors ("Multipart: Boundary not found", "Unexpected end of form" …) carry no
  // code: still the client's malformed body, not a server fault (found by test/bad-input.test.ts).
  if (error instanceof Error && !(error instanceof AppError)) return badRequest('The upload is malformed.');
  return error;
}
