import { ErrorCode } from '@riffmate/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Refuses a request whose Content-Length exceeds the route's body limit before anything reads it.
 * Fastify's JSON parser does this already; multipart routes (@fastify/multipart) do not — without this
 * hook an upload announcing 50 MB would hold the connection open until its bytes arrive
 * (docs/decisions/0080). Chunked bodies are still cut off by the parser or the part size limit.
 */
export function registerEarlyBodyLimit(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['content-length'];
    if (header === undefined) return done();
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    if (Number(header) > limit) {
      return done(
        new AppError(413, ErrorCode.PayloadTooLarge, `The request body is larger than ${limit} bytes.`),
      );
    }
    done();
  });
}
