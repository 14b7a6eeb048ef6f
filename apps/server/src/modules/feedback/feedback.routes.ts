import { randomUUID } from 'node:crypto';
import { ErrorCode, feedbackBody, messageEnvelope } from '@riffmate/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { requireUser, userOf } from '../auth/session.ts';
import { insertFeedback } from './feedback.repo.ts';

export const FEEDBACK_THANKS = 'Thanks for sharing your feedback';
const FEEDBACK_BODY_LIMIT = 16 * 1024;

/**
 * `POST /api/feedbacks` (docs/product.md §3, §5, §7): any signed-in user (the dialog sits in the user menu,
 * which unverified users see too). The body is checked here, not by the route schema, so the
 * answer's message is exactly the spec's ("Feedback should be at least 2 characters long").
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedbacks',
    {
      onRequest: requireUser,
      bodyLimit: FEEDBACK_BODY_LIMIT,
      schema: { body: z.unknown(), response: { 201: messageEnvelope } },
    },
    async (request, reply) => {
      const parsed = feedbackBody.safeParse(request.body ?? {});
      if (!parsed.success) {
        throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid feedback.', ErrorCode.ValidationFailed);
      }
      await app.rateLimiter.consume(reply, [['feedbackPerUser', userOf(request).id]]);
      await insertFeedback(app.db, {
        id: randomUUID(),
        user_id: userOf(request).id,
        rating: parsed.data.rating ?? null,
        comment: parsed.data.comment,
        created_at: new Date().toISOString(),
      });
      return reply.code(201).send({ data: { message: FEEDBACK_THANKS } });
    },
  );
};
