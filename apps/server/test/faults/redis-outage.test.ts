// Fault: Redis goes away and comes back (docs/decisions/0081-fault-injection.md). The real Redis is never stopped: the app
// reaches it through a TCP proxy that we stop and start (docs/decisions/0081). Documented
// degradation (docs/operations.md): rate limits fall back to per-process memory, replies are still
// streamed but cannot be resumed, nothing answers 500.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { DEFAULT_RATE_RULES } from '../../src/rate-limit/rules.ts';
import { buildTestApp } from '../helpers/app.ts';
import { Client, email, onboarded, PASSWORD } from '../helpers/auth.ts';
import { sleep, sseChunks, waitFor } from '../helpers/http-client.ts';
import { scriptedModel } from '../helpers/models.ts';
import { type OutageMode, TcpProxy } from '../helpers/tcp-proxy.ts';

const url = process.env.TEST_REDIS_URL;

let current: App | undefined;
let proxy: TcpProxy | undefined;
let direct: Redis | undefined;
let prefix = '';

afterEach(async () => {
  if (current) await closeWithin(current, 5000);
  await proxy?.close();
  if (direct) {
    const keys = await direct.keys(`${prefix}*`);
    if (keys.length > 0) await direct.del(...keys);
    direct.disconnect();
  }
  current = undefined;
  proxy = undefined;
  direct = undefined;
});

/** Closes the app; when closing hangs, releases its connections by hand and says so. */
async function closeWithin(target: App, ms: number): Promise<'closed' | 'hung'> {
  const outcome = await Promise.race([
    target.close().then(() => 'closed' as const),
    sleep(ms).then(() => 'hung' as const),
  ]);
  if (outcome === 'hung') {
    await target.rateLimiter.close();
    await target.streams?.close();
    await target.store.destroy();
  }
  return outcome;
}

async function startBehindProxy(redisUrl: string) {
  prefix = `rm-fault-${randomBytes(4).toString('hex')}`;
  direct = new Redis(redisUrl);
  proxy = await TcpProxy.for(redisUrl);
  const built = await buildTestApp(
    {
      redisUrl: proxy.rewrite(redisUrl),
      rateLimitKeyPrefix: `${prefix}-rl`,
      redisKeyPrefix: `${prefix}-rs`,
      rateLimits: {
        ...structuredClone(DEFAULT_RATE_RULES),
        chatMessagesPerUser: { points: 1000, durationSeconds: 60 },
      },
    },
    { app: { assistantModel: scriptedModel({ deltas: ['Still ', 'here.'], delayMs: 5 }).model } },
  );
  current = built.app;
  await current.ready();
  return { app: current, logs: built.logs, proxy };
}

const rateKeys = async () => (direct ? (await direct.keys(`${prefix}-rl:*`)).length : 0);

(url ? describe : describe.skip)('Redis stopped and restarted (skipped without TEST_REDIS_URL)', () => {
  it.each<OutageMode>(['refuse', 'reset'])(
    '%s: keeps sign-up, sign-in and chat working on per-process limits, then goes back to Redis',
    { timeout: 60_000 },
    async (mode) => {
      if (!url) throw new Error('TEST_REDIS_URL is not set');
      const { app, logs, proxy } = await startBehindProxy(url);
      expect(app.rateLimiter.backend).toBe('redis');
      const statuses: number[] = [];
      const track = <T extends { statusCode: number }>(response: T) => {
        statuses.push(response.statusCode);
        return response;
      };
      const chat = async (client: Client, text: string) => {
        const started = performance.now();
        const response = track(
          await client.post('/api/chat', {
            id: `chat_${randomBytes(6).toString('hex')}`,
            messages: [{ id: `u_${text}`, role: 'user', parts: [{ type: 'text', text }] }],
          }),
        );
        return { response, ms: performance.now() - started };
      };

      // Up: the limits count in Redis.
      const me = await onboarded(app);
      expect(await rateKeys()).toBeGreaterThan(0);
      const keysBefore = await rateKeys();

      // Down.
      await proxy.stop(mode);
      const outageStarted = performance.now();
      const newcomer = await Client.start(app);
      const address = email('redis-down');
      const registered = track(
        await newcomer.post('/auth/register', { name: 'Grace Hopper', email: address, password: PASSWORD }),
      );
      expect(registered.statusCode).toBe(201);
      const signIn = await Client.start(app);
      expect(track(await signIn.post('/auth/login', { email: address, password: PASSWORD })).statusCode).toBe(
        200,
      );

      const down = await chat(me.client, 'hello while redis is down');
      expect(down.response.statusCode).toBe(200);
      expect(down.response.body.trimEnd().endsWith('data: [DONE]')).toBe(true);
      expect(
        sseChunks(down.response.body)
          .filter((part) => part.type === 'text-delta')
          .map((part) => part.delta)
          .join(''),
      ).toBe('Still here.');
      expect(
        track(await me.client.post('/api/feedbacks', { comment: 'works without redis' })).statusCode,
      ).toBe(201);

      // Resumable replies (when that route exists): nothing to resume while Redis is down, not an error.
      const chatId = `chat_${randomBytes(6).toString('hex')}`;
      if (app.hasRoute({ method: 'GET', url: '/api/chat/:id/stream' })) {
        track(
          await me.client.post('/api/chat', {
            id: chatId,
            messages: [{ id: 'u_resume', role: 'user', parts: [{ type: 'text', text: 'resume me' }] }],
          }),
        );
        const resume = track(await me.client.get(`/api/chat/${chatId}/stream`));
        expect(resume.statusCode).toBe(204);
      }

      // Degraded, not off: the per-process limiter still stops a password guesser (back-off after 5).
      const guesser = await Client.start(app);
      const guesses: number[] = [];
      for (let i = 0; i < DEFAULT_RATE_RULES.loginFailuresPerAccount.points + 1; i += 1) {
        guesses.push(
          (await guesser.post('/auth/login', { email: address, password: 'wrong password!' })).statusCode,
        );
      }
      expect(guesses.slice(0, -1).every((status) => status === 401)).toBe(true);
      expect(guesses.at(-1)).toBe(429);
      const outageMs = performance.now() - outageStarted;

      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(
        logs.some(
          (line) => line.level === 40 && String(line.msg).startsWith('rate limiter: Redis is unreachable'),
        ),
      ).toBe(true);
      // Nothing reached Redis meanwhile.
      expect(await rateKeys()).toBe(keysBefore);

      // Back: without a restart, the limits count in Redis again (ioredis reconnects within ~5 s).
      await proxy.start();
      const restarted = performance.now();
      const back = await Client.start(app);
      await waitFor(
        async () => {
          await back.post('/auth/login', { email: email('back'), password: PASSWORD });
          return (await rateKeys()) > keysBefore;
        },
        10_000,
        'rate-limit keys in Redis after the restart',
      );
      const recoveryMs = performance.now() - restarted;
      const after = await chat(me.client, 'hello again');
      expect(after.response.statusCode).toBe(200);
      console.info(`redis outage (${mode})`, {
        outageMs: Math.round(outageMs),
        chatWhileDownMs: Math.round(down.ms),
        recoveryMs: Math.round(recoveryMs),
        chatAfterMs: Math.round(after.ms),
      });
    },
  );

  it('still closes promptly after replies streamed while Redis was down', { timeout: 60_000 }, async () => {
    if (!url) throw new Error('TEST_REDIS_URL is not set');
    const { app, proxy } = await startBehindProxy(url);
    const me = await onboarded(app);
    await proxy.stop('refuse');
    const response = await me.client.post('/api/chat', {
      id: `chat_${randomBytes(6).toString('hex')}`,
      messages: [{ id: 'u_close', role: 'user', parts: [{ type: 'text', text: 'hello' }] }],
    });
    expect(response.statusCode).toBe(200);
    await proxy.start();
    // Shutdown waits for replies being stored; nothing may wait for Redis forever.
    current = undefined;
    expect(await closeWithin(app, 3000)).toBe('closed');
  });
});
