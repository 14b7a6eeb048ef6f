import { BillingErrorCode, itemsEnvelope, trainingBody, trainingItemSchema } from '@riffmate/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/errors.ts';
import { requireUser, userOf } from '../auth/session.ts';
import { isTrainingOptOut, setTrainingOptOut } from './billing.repo.ts';
import { tierForUser } from './tier.ts';

export const TRAINING_PRO_ONLY_MESSAGE =
  'Only Pro members can opt out of model training. Upgrade to Pro to switch it off.';

/**
 * `/api/account/training`: "Use my chats to improve Riffmate" (docs/product.md §1, §6; docs/decisions/0062).
 * Pro users may switch it off; anyone may switch it back on. The export leaves out opted-out users.
 */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { 200: itemsEnvelope(trainingItemSchema) };
  const item = async (userId: string) => {
    const [optOut, tier] = await Promise.all([isTrainingOptOut(app.db, userId), tierForUser(app.db, userId)]);
    return { data: { items: [{ optOut, allowed: tier === 'pro' }] } };
  };

  app.get(
    '/api/account/training',
    { onRequest: requireUser, schema: { response: answer } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return item(userOf(request).id);
    },
  );

  app.put(
    '/api/account/training',
    { onRequest: requireUser, bodyLimit: 1024, schema: { body: trainingBody, response: answer } },
    async (request) => {
      const userId = userOf(request).id;
      if (request.body.optOut && (await tierForUser(app.db, userId)) !== 'pro') {
        throw forbidden(TRAINING_PRO_ONLY_MESSAGE, BillingErrorCode.TrainingOptOutProOnly);
      }
      await setTrainingOptOut(app.db, userId, request.body.optOut);
      return item(userId);
    },
  );
};
