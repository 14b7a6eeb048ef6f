import {
  checkoutBody,
  itemsEnvelope,
  messageEnvelope,
  plansItemSchema,
  redirectItemSchema,
  subscriptionDetailsSchema,
} from '@riffmate/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireVerifiedUser, userOf } from '../auth/session.ts';
import {
  checkoutUrl,
  handleWebhook,
  PlanCatalogue,
  portalUrl,
  subscriptionDetails,
} from './billing.service.ts';

const SMALL_BODY = 16 * 1024;
/** Stripe events are small JSON documents; a generous cap still stops abuse before verification. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;
const redirect = (url: string) => ({ data: { items: [{ url }] } });

/** `/api/billing/*` for the SPA: plans, checkout, portal, the subscription page (docs/decisions/0060). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = new PlanCatalogue(app);

  app.get(
    '/api/billing/plans',
    { schema: { response: { 200: itemsEnvelope(plansItemSchema) } } },
    async () => ({ data: { items: [await catalogue.get()] } }),
  );

  app.get(
    '/api/billing/subscription',
    { onRequest: requireUser, schema: { response: { 200: itemsEnvelope(subscriptionDetailsSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { items: [await subscriptionDetails(app, userOf(request).id)] } };
    },
  );

  app.post(
    '/api/billing/checkout',
    {
      bodyLimit: SMALL_BODY,
      onRequest: requireVerifiedUser,
      schema: { body: checkoutBody, response: { 200: itemsEnvelope(redirectItemSchema) } },
    },
    async (request) => redirect(await checkoutUrl(app, userOf(request), request.body.tier)),
  );

  app.post(
    '/api/billing/portal',
    {
      bodyLimit: SMALL_BODY,
      onRequest: requireVerifiedUser,
      schema: { response: { 200: itemsEnvelope(redirectItemSchema) } },
    },
    async (request) => redirect(await portalUrl(app, userOf(request))),
  );
};

/**
 * `POST /api/billing/webhook`: Stripe's calls. Its own encapsulated plugin so the raw-body parser
 * applies to this route only; the one route exempt from the XSRF check (it proves itself with the
 * Stripe signature instead).
 */
export const billingWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/billing/webhook',
    {
      config: { xsrf: false },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: { response: { 200: messageEnvelope } },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      const outcome = await handleWebhook(
        app,
        request.log,
        raw,
        typeof header === 'string' ? header : undefined,
      );
      return { data: { message: outcome === 'duplicate' ? 'Already processed.' : 'Received.' } };
    },
  );
};
