import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { DEFAULT_RATE_RULES, type RateRuleName, type RateRules } from '../src/rate-limit/rules.ts';
import { Client, email, type Harness, PASSWORD, registered, startApp } from './helpers/auth.ts';
import { stores } from './stores.ts';

const redisUrl = process.env.TEST_REDIS_URL;

function rules(overrides: Partial<Record<RateRuleName, number>>): RateRules {
  const all = structuredClone(DEFAULT_RATE_RULES) as RateRules;
  for (const [name, points] of Object.entries(overrides) as [RateRuleName, number][])
    all[name].points = points;
  return all;
}

/** A user inserted directly (real hash), so an app whose hashing is broken can still hold one. */
async function insertUser(h: Harness, address: string) {
  const now = new Date().toISOString();
  await h.app.db
    .insertInto('users')
    .values({
      id: randomBytes(8).toString('hex'),
      name: 'Ada',
      email: address,
      password_hash: await hashPassword(PASSWORD, 19_456),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const backends: { name: string; config: () => Partial<Config> }[] = [{ name: 'memory', config: () => ({}) }];
if (redisUrl) {
  backends.push({
    name: 'redis',
    config: () => ({ redisUrl, rateLimitKeyPrefix: `rm-test-${randomBytes(6).toString('hex')}` }),
  });
}

describe.each(stores())('rate limits on $kind', (store) => {
  let harnesses: Harness[] = [];
  const start = async (overrides: Partial<Config>) => {
    const h = await startApp(store, overrides);
    harnesses.push(h);
    return h;
  };
  afterEach(async () => {
    for (const h of harnesses) await h.close();
    harnesses = [];
  });

  describe.each(backends)('$name backend', (backend) => {
    it('login per account and IP: 429 RATE_LIMITED with Retry-After, even with the right password', async () => {
      const h = await start({ ...backend.config(), rateLimits: rules({ loginPerAccountSource: 3 }) });
      expect(h.app.rateLimiter.backend).toBe(backend.name);
      const { email: address } = await registered(h.app);
      const client = await Client.start(h.app);
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await client.post('/auth/login', { email: address, password: 'wrong password' })).statusCode,
        ).toBe(401);
      }
      const limited = await client.post('/auth/login', { email: address, password: PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        error: 'Too Many Requests',
        message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
      });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Unknown accounts are limited the same way (no enumeration through 429s).
      const nobody = email('nobody');
      for (let i = 0; i < 3; i += 1) await client.post('/auth/login', { email: nobody, password: 'x' });
      expect((await client.post('/auth/login', { email: nobody, password: 'x' })).statusCode).toBe(429);
    });

    it('login back-off: failures make unknown devices wait, longer each time; a known device never waits', async () => {
      const h = await start({ ...backend.config(), rateLimits: rules({ loginFailuresPerAccount: 2 }) });
      const { email: address, client: owner } = await registered(h.app);
      expect((await owner.post('/auth/logout')).statusCode).toBe(200);
      const stranger = await Client.start(h.app);
      for (let i = 0; i < 2; i += 1) {
        expect((await stranger.post('/auth/login', { email: address, password: 'wrong' })).statusCode).toBe(
          401,
        );
      }
      const waiting = await stranger.post('/auth/login', { email: address, password: PASSWORD });
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBe('1');
      expect((await owner.post('/auth/login', { email: address, password: PASSWORD })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await stranger.post('/auth/login', { email: address, password: 'wrong' })).statusCode).toBe(
        401,
      );
      const longer = await stranger.post('/auth/login', { email: address, password: 'wrong' });
      expect(longer.headers['retry-after']).toBe('2');
    });

    it('login per IP, across accounts', async () => {
      const h = await start({ ...backend.config(), rateLimits: rules({ loginPerIp: 3 }) });
      const client = await Client.start(h.app);
      for (let i = 0; i < 3; i += 1) await client.post('/auth/login', { email: email(), password: 'x' });
      expect((await client.post('/auth/login', { email: email(), password: 'x' })).statusCode).toBe(429);
    });

    it('is checked before hashing: with hashing broken, the limited request answers 429, not 500', async () => {
      // argon2 refuses 1 KiB of memory: any hash or verification would end in a 500.
      const h = await start({
        ...backend.config(),
        argon2MemoryKiB: 1,
        rateLimits: rules({ registerPerIp: 1, loginPerAccountSource: 1 }),
      });
      const client = await Client.start(h.app);
      const body = { name: 'Ada', email: email(), password: PASSWORD };
      expect((await client.post('/auth/register', body)).statusCode).toBe(500);
      expect((await client.post('/auth/register', { ...body, email: email() })).statusCode).toBe(429);
      const nobody = email('nobody');
      expect((await client.post('/auth/login', { email: nobody, password: PASSWORD })).statusCode).toBe(500);
      expect((await client.post('/auth/login', { email: nobody, password: PASSWORD })).statusCode).toBe(429);
    });

    it('register per IP; reset per address, for known and unknown addresses alike', async () => {
      const h = await start({
        ...backend.config(),
        rateLimits: rules({ registerPerIp: 2, resetSendsPerAddress: 2 }),
      });
      const client = await Client.start(h.app);
      for (let i = 0; i < 2; i += 1) {
        expect(
          (await client.post('/auth/register', { name: 'A', email: email(), password: PASSWORD })).statusCode,
        ).toBe(201);
      }
      expect(
        (await client.post('/auth/register', { name: 'A', email: email(), password: PASSWORD })).statusCode,
      ).toBe(429);
      const known = email();
      await insertUser(h, known);
      const unknown = email('nobody');
      for (const address of [known, unknown]) {
        for (let i = 0; i < 2; i += 1) {
          expect((await client.post('/auth/request-password-reset', { email: address })).statusCode).toBe(
            200,
          );
        }
        expect((await client.post('/auth/request-password-reset', { email: address })).statusCode).toBe(429);
      }
    });

    it('verify-email per address', async () => {
      const h = await start({ ...backend.config(), rateLimits: rules({ verifyEmailPerAddress: 2 }) });
      const client = await Client.start(h.app);
      const address = email();
      for (let i = 0; i < 2; i += 1)
        await client.post('/auth/verify-email', { email: address, code: '000000' });
      expect((await client.post('/auth/verify-email', { email: address, code: '000000' })).statusCode).toBe(
        429,
      );
    });
  });

  it.runIf(redisUrl)('with Redis, every instance shares the limits', async () => {
    const shared = {
      redisUrl,
      rateLimitKeyPrefix: `rm-test-${randomBytes(6).toString('hex')}`,
      rateLimits: rules({ loginPerAccountSource: 2 }),
    };
    const a = await start(shared);
    const b = await start({ ...shared, database: a.fresh.database });
    const address = email();
    await (await Client.start(a.app)).post('/auth/login', { email: address, password: 'x' });
    await (await Client.start(b.app)).post('/auth/login', { email: address, password: 'x' });
    expect(
      (await (await Client.start(a.app)).post('/auth/login', { email: address, password: 'x' })).statusCode,
    ).toBe(429);
  });

  it('Redis down: falls back to in-process limits with a warning, never a 500', async () => {
    const h = await start({
      redisUrl: 'redis://127.0.0.1:1',
      rateLimits: rules({ loginPerAccountSource: 2 }),
    });
    const client = await Client.start(h.app);
    const address = email();
    expect((await client.post('/auth/login', { email: address, password: 'x' })).statusCode).toBe(401);
    expect((await client.post('/auth/login', { email: address, password: 'x' })).statusCode).toBe(401);
    expect((await client.post('/auth/login', { email: address, password: 'x' })).statusCode).toBe(429);
    expect(
      h.logs.some(
        (line) => line.level === 40 && String(line.msg).startsWith('rate limiter: Redis is unreachable'),
      ),
    ).toBe(true);
  });
});
