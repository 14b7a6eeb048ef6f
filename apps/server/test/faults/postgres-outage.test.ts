// Fault: PostgreSQL goes away under load and comes back (docs/decisions/0081-fault-injection.md). The real server is never
// stopped: the app talks to it through a TCP proxy that we stop and start (docs/decisions/0081).
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { DEFAULT_RATE_RULES } from '../../src/rate-limit/rules.ts';
import { buildTestApp, type LogLine } from '../helpers/app.ts';
import { type Client, onboarded } from '../helpers/auth.ts';
import { sleep, waitFor } from '../helpers/http-client.ts';
import { scriptedModel } from '../helpers/models.ts';
import { type OutageMode, TcpProxy } from '../helpers/tcp-proxy.ts';
import { type FreshStore, stores } from '../stores.ts';

const url = process.env.TEST_DATABASE_URL;
const postgres = stores().find((store) => store.kind === 'postgres');
const CONNECT_TIMEOUT_MS = 3000; // DATABASE_CONNECT_TIMEOUT_MS's default

interface Outcome {
  kind: 'feedback' | 'chat' | 'read';
  status: number;
  ms: number;
  phase: 'before' | 'down' | 'after';
  key: string;
  retryAfter?: string;
  code?: string;
}

let proxy: TcpProxy | undefined;
let app: App | undefined;
let fresh: FreshStore | undefined;
let logs: LogLine[] = [];

afterEach(async () => {
  await app?.close();
  await proxy?.close();
  await fresh?.drop();
  app = undefined;
  proxy = undefined;
  fresh = undefined;
});

async function startBehindProxy(): Promise<{ app: App; proxy: TcpProxy }> {
  if (!url || !postgres) throw new Error('TEST_DATABASE_URL is not set');
  proxy = await TcpProxy.for(url);
  fresh = await postgres.create();
  if (fresh.database.kind !== 'postgres') throw new Error('expected a PostgreSQL store');
  const overrides: Partial<Config> = {
    database: { ...fresh.database, url: proxy.rewrite(url), connectTimeoutMs: CONNECT_TIMEOUT_MS },
    quota: { free: 100_000, plus: 100_000, pro: 100_000, windowHours: 24 },
    rateLimits: {
      ...structuredClone(DEFAULT_RATE_RULES),
      feedbackPerUser: { points: 100_000, durationSeconds: 3600 },
      chatMessagesPerUser: { points: 100_000, durationSeconds: 60 },
    },
  };
  ({ app, logs } = await buildTestApp(overrides, {
    app: { assistantModel: scriptedModel({ deltas: ['ok'] }).model },
  }));
  return { app, proxy };
}

/** Writes (feedback, chat turns) and reads in a loop until `stop` is set; every outcome recorded. */
function loadLoop(client: Client, phase: () => Outcome['phase'], workers = 4) {
  let running = true;
  let counter = 0;
  const outcomes: Outcome[] = [];
  const one = async () => {
    counter += 1;
    const n = counter;
    const kind: Outcome['kind'] = n % 3 === 0 ? 'read' : n % 3 === 1 ? 'feedback' : 'chat';
    const key = `load-${n}-${Date.now().toString(36)}`;
    const at = phase();
    const started = performance.now();
    const response =
      kind === 'feedback'
        ? await client.post('/api/feedbacks', { comment: key })
        : kind === 'chat'
          ? await client.post('/api/chat', {
              id: `chat_${key}`,
              messages: [{ id: `u_${key}`, role: 'user', parts: [{ type: 'text', text: key }] }],
            })
          : await client.get('/api/chats');
    const outcome: Outcome = {
      kind,
      status: response.statusCode,
      ms: performance.now() - started,
      phase: at === phase() ? at : 'down',
      key,
    };
    if (response.statusCode >= 500) {
      outcome.retryAfter = String(response.headers['retry-after']);
      outcome.code = response.json().code;
    }
    outcomes.push(outcome);
  };
  const done = Promise.all(
    Array.from({ length: workers }, async () => {
      while (running) {
        await one();
        await sleep(5);
      }
    }),
  );
  return {
    outcomes,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

(url ? describe : describe.skip)(
  'PostgreSQL stopped and restarted under load (skipped without TEST_DATABASE_URL)',
  () => {
    it('answers 503 + Retry-After while down, recovers without a restart and loses no acknowledged write', {
      timeout: 60_000,
    }, async () => {
      const { app, proxy } = await startBehindProxy();
      const me = await onboarded(app);
      let phase: Outcome['phase'] = 'before';
      const load = loadLoop(me.client, () => phase);
      await sleep(800);

      phase = 'down';
      await proxy.stop('refuse');
      await sleep(1500);
      const readyDown = await app.inject({ method: 'GET', url: '/readyz' });
      await sleep(500);

      await proxy.start();
      const restarted = performance.now();
      // The pool reconnects on its own: the app keeps running, nothing is rebuilt.
      await waitFor(
        async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200,
        10_000,
        'readiness after the restart',
      );
      const recoveryMs = performance.now() - restarted;
      phase = 'after';
      await sleep(1000);
      await load.stop();

      const { outcomes } = load;
      const byPhase = (p: Outcome['phase']) => outcomes.filter((o) => o.phase === p);
      const summary = {
        before: byPhase('before').length,
        down: byPhase('down').length,
        after: byPhase('after').length,
        down503: byPhase('down').filter((o) => o.status === 503).length,
        maxDownMs: Math.round(Math.max(...byPhase('down').map((o) => o.ms))),
        recoveryMs: Math.round(recoveryMs),
      };
      console.info('postgres outage', summary);

      expect(readyDown.statusCode).toBe(503);
      expect(readyDown.json()).toEqual({ status: 'unavailable' });
      // Never a 500: a store outage is the service being unavailable, not a bug.
      const errors = logs.filter((line) => line.level >= 50).slice(0, 3);
      expect(
        outcomes.filter((o) => o.status >= 500 && o.status !== 503),
        JSON.stringify(errors),
      ).toEqual([]);
      expect(outcomes.filter((o) => o.status >= 400 && o.status < 500)).toEqual([]);
      for (const failed of outcomes.filter((o) => o.status === 503)) {
        expect(failed).toMatchObject({ retryAfter: '5', code: 'SERVICE_UNAVAILABLE' });
      }
      expect(summary.down503).toBeGreaterThan(0);
      // Fails fast (the connection is refused), no request hangs for the connect timeout.
      expect(summary.maxDownMs).toBeLessThan(CONNECT_TIMEOUT_MS);
      expect(byPhase('before').every((o) => o.status < 300)).toBe(true);
      expect(byPhase('after').length).toBeGreaterThan(0);
      expect(byPhase('after').every((o) => o.status < 300)).toBe(true);

      // Every acknowledged write is in the store.
      const ackedFeedback = outcomes
        .filter((o) => o.kind === 'feedback' && o.status === 201)
        .map((o) => o.key);
      const ackedChats = outcomes
        .filter((o) => o.kind === 'chat' && o.status === 200)
        .map((o) => `chat_${o.key}`);
      expect(ackedFeedback.length).toBeGreaterThan(5);
      expect(ackedChats.length).toBeGreaterThan(5);
      const storedFeedback = new Set(
        (await app.db.selectFrom('feedbacks').select('comment').execute()).map((row) => row.comment),
      );
      expect(ackedFeedback.filter((key) => !storedFeedback.has(key))).toEqual([]);
      const storedQuestions = new Set(
        (await app.db.selectFrom('messages').select('chat_id').where('role', '=', 'user').execute()).map(
          (row) => row.chat_id,
        ),
      );
      expect(ackedChats.filter((id) => !storedQuestions.has(id))).toEqual([]);
    });

    it.each<[OutageMode, number]>([
      // Stopped: the connection is refused, requests fail at once.
      ['refuse', 1000],
      // Accepted and reset (a proxy or load balancer without a backend): fails at once too.
      ['reset', 1000],
      // Accepted but silent (a hung host): the connect timeout bounds the wait.
      ['blackhole', CONNECT_TIMEOUT_MS + 1500],
    ])('a %s outage answers within %i ms and recovers', { timeout: 60_000 }, async (mode, bound) => {
      const { app, proxy } = await startBehindProxy();
      const me = await onboarded(app);
      expect((await me.client.get('/api/chats')).statusCode).toBe(200);

      await proxy.stop(mode);
      let started = performance.now();
      const down = await me.client.get('/api/chats');
      const downMs = performance.now() - started;
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('5');
      expect(downMs).toBeLessThan(bound);
      started = performance.now();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      // The readiness probe has its own 2 s limit, shorter than the connect timeout.
      expect(performance.now() - started).toBeLessThan(2500);

      await proxy.start();
      const back = await waitFor(
        async () => {
          const response = await me.client.post('/api/feedbacks', { comment: `back after ${mode}` });
          return response.statusCode === 201 ? response : undefined;
        },
        10_000,
        'a write after the restart',
      );
      expect(back.json()).toEqual({ data: { message: 'Thanks for sharing your feedback' } });
    });
  },
);
