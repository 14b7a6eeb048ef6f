import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import cookie from '@fastify/cookie';
import type { Readiness } from '@riffmate/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { createDb, type Store } from './db/create-db.ts';
import type { Database } from './db/schema.ts';
import { registerEarlyBodyLimit } from './http/body-limit.ts';
import {
  clientErrorResponder,
  frameworkErrorResponder,
  registerErrorHandling,
} from './http/error-handler.ts';
import { healthRoutes } from './http/health.routes.ts';
import { REDACTED_LOG_PATHS, requestForLog } from './http/log-safety.ts';
import { registerRequestIdHeader, requestIdFor } from './http/request-id.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerXsrf } from './http/xsrf.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { assistantRoutes } from './modules/assistant/assistant.routes.ts';
import { resumableStreamRoutes } from './modules/assistant/resumable-stream.routes.ts';
import { ResumableStreams } from './modules/assistant/resumable-streams.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { registerSessionDecorations } from './modules/auth/session.ts';
import { billingRoutes, billingWebhookRoutes } from './modules/billing/billing.routes.ts';
import { trainingRoutes } from './modules/billing/training.routes.ts';
import { chatsRoutes } from './modules/chats/chats.routes.ts';
import { exampleRoutes } from './modules/examples/examples.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { QuotaService } from './modules/quota/quota.service.ts';
import { registerNoIndex, sharedRoutes, shareRoutes } from './modules/share/share.routes.ts';
import type { BillingProvider } from './providers/billing/billing-provider.ts';
import { createBillingProvider } from './providers/billing/index.ts';
import { createMailer } from './providers/mail/index.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import { withChunkDelay } from './providers/models/chunk-delay.ts';
import { createModel } from './providers/models/index.ts';
import { Outbox } from './providers/outbox.ts';
import { createPhoneVerifier } from './providers/sms/index.ts';
import type { PhoneVerifier } from './providers/sms/phone-verifier.ts';
import { RateLimiter } from './rate-limit/limiter.ts';

export interface Lifecycle {
  readonly shuttingDown: boolean;
  /** From now on /readyz answers 503 so the load balancer stops sending traffic. */
  beginShutdown(): void;
  readiness(): Promise<Readiness['status']>;
  /**
   * A signal for one reply's generation, aborted when shutdown can wait no longer (the reply then
   * stops and is stored as interrupted); call `release` once the generation has ended.
   */
  generationSignal(): { signal: AbortSignal; release: () => void };
  stopGenerating(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: Store;
    db: Kysely<Database>;
    lifecycle: Lifecycle;
    /** E-mail: SMTP or the outbox file. */
    mailer: Mailer;
    /** SMS codes: Twilio Verify or the outbox file. */
    phoneVerifier: PhoneVerifier;
    /** Per-IP and per-account limits of the auth and account routes. */
    rateLimiter: RateLimiter;
    /** Assistant messages per tier and rolling window, kept in the store. */
    quota: QuotaService;
    /** Payments: Stripe or off (embedded default; tiers set with the admin CLI). */
    billing: BillingProvider;
    /**
     * Runs work after the answer is sent (closing the app waits for it); errors are logged.
     * For work whose duration must not show in the answer's timing (e.g. the reset e-mail).
     */
    runInBackground(name: string, task: () => Promise<void>): void;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  /** Where log lines go (tests capture them); stdout otherwise. */
  logStream?: NodeJS.WritableStream;
  /** The assistant model instead of the one ASSISTANT_MODEL names (tests use fakes). */
  assistantModel?: LanguageModelV3;
}

/**
 * Builds the whole application without listening: plugins and routes are registered here, explicitly,
 * in order. It opens the store but does not migrate it (server.ts does, before listening).
 * Closing the app closes the store.
 */
export function buildApp(config: Config, options: BuildAppOptions = {}): App {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Secrets never reach the log: no query strings, no share tokens, no codes, passwords or links.
      serializers: { req: requestForLog },
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: requestIdFor,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.bodyLimit,
    // `/api/chats/` and `/api/chats` are one route (and so for every path).
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify's default is no limit: a client trickling a body in would hold its socket and parser
    // for ever. Node reads the timeout only when the server is created (setting it afterwards, as
    // Fastify does, has no effect: found by test/security/slow-body.test.ts) and checks running
    // requests every connectionsCheckingInterval (30 s by default).
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    // During shutdown, idle keep-alive sockets close at once; in-flight requests may finish.
    forceCloseConnections: 'idle',
    // Requests that still arrive on a busy connection while closing are served (with Connection: close)
    // rather than answered with Fastify's own 503 body, which lacks our error shape.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorResponder,
    clientErrorHandler: clientErrorResponder,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const store = createDb(config.database, {
    onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
  });
  app.decorate('config', config);
  app.decorate('store', store);
  app.decorate('db', store.db);
  app.decorate('lifecycle', createLifecycle(app, store));
  app.addHook('onClose', async () => {
    await store.destroy();
  });

  registerRequestIdHeader(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app, config);
  app.register(cookie, { secret: config.sessionSecret });
  registerXsrf(app);
  registerEarlyBodyLimit(app);

  // Accounts (docs/product.md §10, §6): providers with embedded defaults, limits, sessions, then the routes.
  const outbox = new Outbox(config.dataDir, app.log);
  const mailer = createMailer(config, outbox, app.log);
  const rateLimiter = new RateLimiter({
    rules: config.rateLimits,
    redisUrl: config.redisUrl,
    keyPrefix: config.rateLimitKeyPrefix,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.decorate('phoneVerifier', createPhoneVerifier(config, outbox, app.log));
  app.decorate('rateLimiter', rateLimiter);
  app.addHook('onReady', () => rateLimiter.connected());
  app.addHook('onClose', async () => {
    await Promise.all([mailer.close(), rateLimiter.close()]);
  });
  registerSessionDecorations(app);

  // Chats (docs/product.md §11, §5): quota, the user's chats and files, shares, feedback.
  app.decorate('quota', new QuotaService(store, config.quota));
  registerNoIndex(app);

  app.register(healthRoutes);
  app.register(authRoutes);
  app.register(accountRoutes);
  // Billing (docs/product.md §10): Stripe or off.
  app.decorate('billing', createBillingProvider(config, app.log));
  app.register(billingRoutes);
  app.register(billingWebhookRoutes);
  app.register(trainingRoutes);
  app.register(chatsRoutes);
  app.register(shareRoutes);
  app.register(sharedRoutes);
  app.register(feedbackRoutes);
  app.register(exampleRoutes);
  // Replies keep generating after their client left; closing waits for them to be stored.
  const pendingReplies = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    // Fastify closes the listener only after the preClose hooks, and this wait lasts as long as the
    // longest reply: stop accepting connections first (found by test/faults/sigterm.test.ts).
    if (app.server.listening) app.server.close();
    // Requests still arriving on busy keep-alive connections may add replies meanwhile.
    const awaited = new Set<Promise<void>>();
    for (;;) {
      const fresh = [...pendingReplies].filter((task) => !awaited.has(task));
      if (fresh.length === 0) break;
      for (const task of fresh) awaited.add(task);
      await Promise.allSettled(fresh);
    }
  });
  // Resumable replies (docs/decisions/0033): Redis pub/sub with REDIS_URL, in-process otherwise.
  const streams = new ResumableStreams({
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix ?? 'riffmate',
    log: app.log,
    waitUntil: (promise) => {
      const settled = promise.then(
        () => {},
        () => {},
      );
      pendingReplies.add(settled);
      void settled.finally(() => pendingReplies.delete(settled));
    },
  });
  app.decorate('streams', streams);
  app.decorate('runInBackground', (name: string, task: () => Promise<void>) => {
    const settled = Promise.resolve()
      .then(task)
      .catch((error) => app.log.error({ err: error }, `${name} failed`));
    pendingReplies.add(settled);
    void settled.finally(() => pendingReplies.delete(settled));
  });
  app.addHook('onReady', () => streams.connected());
  app.addHook('onClose', () => streams.close());
  app.register(assistantRoutes, {
    model: options.assistantModel ?? withChunkDelay(createModel(config), config.assistantChunkDelayMs ?? 0),
    pending: pendingReplies,
  });
  app.register(resumableStreamRoutes);
  registerWebApp(app, config.webDistDir);
  return app;
}

// Fastify's types omit the hop-count form; as proxy-addr does, trust the nearest `hops` addresses.
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

function createLifecycle(app: App, store: Store): Lifecycle {
  let shuttingDown = false;
  // One controller per reply (not one shared signal: hundreds of concurrent replies would each add
  // a listener to it); all of them are aborted at once when generation must stop.
  const generations = new Set<AbortController>();
  let stopped = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
    generationSignal() {
      const controller = new AbortController();
      if (stopped) controller.abort(new Error('the server is shutting down'));
      else generations.add(controller);
      return { signal: controller.signal, release: () => generations.delete(controller) };
    },
    stopGenerating() {
      stopped = true;
      for (const controller of generations) controller.abort(new Error('the server is shutting down'));
      generations.clear();
    },
    async readiness() {
      if (shuttingDown) return 'shutting_down';
      try {
        await store.ping();
        return 'ready';
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
        return 'unavailable';
      }
    },
  };
}
