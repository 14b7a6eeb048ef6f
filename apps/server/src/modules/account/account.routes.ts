import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  AccountErrorCode,
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
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { CLEAR_CACHE, revalidatePrivateFile } from '../../http/private-file.ts';
import { AUTH_BODY_LIMIT } from '../auth/auth.routes.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { clearSessionCookie, requireUser, sessionOf, userOf } from '../auth/session.ts';
import { deleteSessionsOfUser } from '../auth/sessions.repo.ts';
import { loadUser, userEnvelope } from '../auth/user-view.ts';
import { deleteUser, findUserById, updateUser } from '../auth/users.repo.ts';
import { cancelSubscriptionBeforeDeletion } from '../billing/billing.service.ts';
import { findOwnedFile, replaceUserFile } from './files.repo.ts';
import { sniffImageType, toProfilePicture } from './picture.ts';

const PICTURE_PURPOSE = 'picture';
export const PICTURE_PATH = '/api/account/picture';

const userAnswer = { 200: itemsEnvelope(userItemSchema) };
const messageAnswer = { 200: messageEnvelope };
const message = (text: string) => ({ data: { message: text } });

/** The signed-in user's current row (after a change). */
async function currentUser(request: FastifyRequest) {
  const user = await findUserById(request.server.db, userOf(request).id);
  if (!user) throw new AppError(401, ErrorCode.Unauthorized, 'Please sign in to continue.');
  return user;
}

/** Current-password check of the account routes: rate-limited per user before hashing. */
async function confirmPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
): Promise<void> {
  const user = userOf(request);
  await request.server.rateLimiter.consume(reply, [['passwordChecksPerUser', user.id]]);
  if (!(await verifyPassword(user.password_hash, password))) {
    throw badRequest('Your password is not correct.', AccountErrorCode.WrongPassword);
  }
}

/** `/api/account*`: profile, picture, password, sessions, deletion — all for the signed-in user. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  // onRequest: signed-out requests get 401 before any body is parsed or validated.
  app.addHook('onRequest', requireUser);
  const opts = { bodyLimit: AUTH_BODY_LIMIT };

  app.patch(
    '/api/account',
    { ...opts, schema: { body: updateAccountBody, response: userAnswer } },
    async (request) => {
      await updateUser(app.db, userOf(request).id, { name: request.body.name });
      return userEnvelope(await loadUser(app.db, await currentUser(request)));
    },
  );

  app.post(
    PICTURE_PATH,
    { bodyLimit: PICTURE_MAX_BYTES + 64 * 1024, schema: { response: userAnswer } },
    async (request) => {
      const bytes = await readPicture(request);
      if (!sniffImageType(bytes)) throw invalidImage();
      let webp: Buffer;
      try {
        webp = await toProfilePicture(bytes);
      } catch (error) {
        request.log.info({ err: error }, 'picture did not decode');
        throw invalidImage();
      }
      const id = randomUUID();
      const userId = userOf(request).id;
      await app.db.transaction().execute(async (trx) => {
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
      return userEnvelope(await loadUser(app.db, await currentUser(request)));
    },
  );

  app.get(
    `${PICTURE_PATH}/:id`,
    { schema: { params: z.object({ id: z.string().max(64) }) } },
    async (request, reply) => {
      const file = await findOwnedFile(app.db, request.params.id, userOf(request).id, PICTURE_PURPOSE);
      if (!file) throw notFound('Picture not found.');
      // A new upload gets a new id (and URL), so one id's bytes never change: the id is the ETag.
      if (revalidatePrivateFile(request, reply, request.params.id)) return reply.code(304).send();
      return reply.type(file.content_type).send(Buffer.from(file.data));
    },
  );

  app.post(
    '/api/account/password',
    { ...opts, schema: { body: changePasswordBody, response: messageAnswer } },
    async (request, reply) => {
      await confirmPassword(request, reply, request.body.currentPassword);
      assertStrongPassword(request.body.newPassword, userOf(request));
      const passwordHash = await hashPassword(request.body.newPassword, app.config.argon2MemoryKiB);
      const user = userOf(request);
      const session = sessionOf(request);
      await app.db.transaction().execute(async (trx) => {
        await updateUser(trx, user.id, { password_hash: passwordHash });
        await deleteSessionsOfUser(trx, user.id, session.id);
      });
      return message('Your password has been changed. Your other sessions have been signed out.');
    },
  );

  app.post(
    '/api/account/sessions/revoke-others',
    { ...opts, schema: { response: messageAnswer } },
    async (request) => {
      const ended = await deleteSessionsOfUser(app.db, userOf(request).id, sessionOf(request).id);
      return message(
        ended === 1 ? 'Signed out of 1 other session.' : `Signed out of ${ended} other sessions.`,
      );
    },
  );

  app.delete(
    '/api/account',
    { ...opts, schema: { body: deleteAccountBody, response: messageAnswer } },
    async (request, reply) => {
      await confirmPassword(request, reply, request.body.password);
      await cancelSubscriptionBeforeDeletion(app, userOf(request).id, request.log);
      await deleteUser(app.db, userOf(request).id);
      clearSessionCookie(request, reply);
      reply.header('clear-site-data', CLEAR_CACHE);
      return message('Your account and all its data have been deleted.');
    },
  );
};

function invalidImage(): AppError {
  return badRequest('Upload a PNG, JPEG or WebP image.', AccountErrorCode.InvalidImage);
}

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
