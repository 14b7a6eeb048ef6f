import { healthSchema, readinessSchema } from '@riffmate/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Probes for the load balancer: no cookies, no XSRF, never cached. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { config: { xsrf: false }, schema: { response: { 200: healthSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    { config: { xsrf: false }, schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const status = await app.lifecycle.readiness();
      reply.header('cache-control', 'no-store').code(status === 'ready' ? 200 : 503);
      return { status };
    },
  );
};
