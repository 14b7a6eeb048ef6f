import { randomBytes } from 'node:crypto';
import { browserHeaders, type CookieJar, storeCookies } from '@riffmate/test-support/http-client';
import { waitForCode } from '@riffmate/test-support/outbox';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers/config.ts';
import { type Spawned, spawnTs } from './helpers/process.ts';

/**
 * Several instances (docs/operations.md): two real server processes on one PostgreSQL schema and one Redis
 * prefix, started at the same moment on an empty schema. Needs both services; CI sets both.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [!databaseUrl && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL'].filter(Boolean);
const title =
  missing.length === 0
    ? 'two instances on one PostgreSQL and one Redis'
    : `two instances on one PostgreSQL and one Redis — skipped: set ${missing.join(' and ')}`;

const QUOTA_FREE = 3;
/** RATE_LIMIT_SCALE 0.5: 5 chat messages per user and minute. */
const CHAT_BURST = 5;

interface Instance {
  name: string;
  process: Spawned;
  origin: string;
}

/** One request with a cookie jar, echoing the XSRF cookie on unsafe requests like the SPA. */
/** Each test user calls from an address of its own (TRUST_PROXY), as real users do: sign-ups per IP are capped. */
const addressOf = new WeakMap<CookieJar, string>();
let nextAddress = 1;

async function call(
  origin: string,
  method: string,
  path: string,
  jar: CookieJar,
  body?: unknown,
  signal?: AbortSignal,
) {
  const headers = browserHeaders(jar, method);
  const address = addressOf.get(jar);
  if (address) headers['x-forwarded-for'] = address;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  storeCookies(jar, response.headers.getSetCookie());
  return response;
}

const textOf = (body: string) =>
  body
    .split('\n\n')
    .map((event) => event.replace(/^data: /, '').trim())
    .filter((data) => data && data !== '[DONE]')
    .map((data) => JSON.parse(data) as { type: string; delta?: string })
    .filter((chunk) => chunk.type === 'text-delta')
    .map((chunk) => chunk.delta)
    .join('');

const userMessage = (text: string) => ({
  id: `u_${randomBytes(4).toString('hex')}`,
  role: 'user',
  parts: [{ type: 'text', text }],
});
const chatBody = (id: string, text: string) => ({
  id,
  trigger: 'submit-message',
  messages: [userMessage(text)],
});
const newChatId = () => `chat_${randomBytes(8).toString('hex')}`;

if (missing.length > 0) console.info(`instances.test.ts: ${title}`);

describe.skipIf(missing.length > 0)(title, () => {
  const schema = `t_inst_${randomBytes(5).toString('hex')}`;
  const prefix = `rm-test-${randomBytes(6).toString('hex')}`;
  const dataDir = tempDir('instances-');
  let a: Instance;
  let b: Instance;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  /** A verified account made entirely on `on`; returns its cookie jar. */
  const onboard = async (on: Instance, phone: string): Promise<CookieJar> => {
    const jar: CookieJar = {};
    addressOf.set(jar, `203.0.113.${nextAddress++}`);
    await call(on.origin, 'GET', '/api/not-a-route', jar);
    const email = `inst-${randomBytes(4).toString('hex')}@example.com`;
    const steps: [string, unknown][] = [
      ['/auth/register', { name: 'Ada Lovelace', email, password: 'correct horse battery staple' }],
    ];
    let response = await call(on.origin, 'POST', steps[0]![0], jar, steps[0]![1]);
    expect(response.status).toBe(201);
    response = await call(on.origin, 'POST', '/auth/verify-email', jar, {
      email,
      code: await waitForCode(dataDir, 'email', email, { timeoutMs: 5_000 }),
    });
    expect(response.status).toBe(200);
    response = await call(on.origin, 'POST', '/auth/request-phone-verification-twilio', jar, { phone });
    expect(response.status).toBe(200);
    response = await call(on.origin, 'POST', '/auth/verify-phone-twilio', jar, {
      phone,
      code: await waitForCode(dataDir, 'sms', phone, { timeoutMs: 5_000 }),
    });
    expect(response.status).toBe(200);
    return jar;
  };

  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    const url = new URL(databaseUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // One DATA_DIR: the embedded outbox is read by the test, whichever instance wrote it.
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      QUOTA_FREE: String(QUOTA_FREE),
      RATE_LIMIT_SCALE: '0.5',
      TRUST_PROXY: 'true',
      // Replies last a second or two, long enough to switch instances mid-reply.
      BUILTIN_COMPOSER_CHUNK_DELAY_MS: '120',
    };
    // Both at once, on an empty schema: the migrations race.
    const processes = [spawnTs('src/server.ts', env), spawnTs('src/server.ts', env)];
    const [first, second] = await Promise.all(
      processes.map(async (process, index) => {
        const line = await process.logLine('Riffmate listening on', 30_000);
        return { name: index === 0 ? 'A' : 'B', process, origin: String(line.address) };
      }),
    );
    a = first!;
    b = second!;
  }, 60_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (instance?.process.child.exitCode === null) {
        instance.process.child.kill('SIGTERM');
        await instance.process.exited().catch(() => instance.process.child.kill('SIGKILL'));
      }
    }
    await admin(`drop schema if exists ${schema} cascade`);
  }, 30_000);

  it('both start at once on an empty schema: migrations run once, both are ready', async () => {
    const applied = await Promise.all(
      [a, b].map(async (instance) => {
        const line = await instance.process.logLine('database schema is up to date');
        return line.applied as string[];
      }),
    );
    // One instance applied every migration; the other waited for the lock and found nothing to do.
    expect(applied.map((list) => list.length).sort((x, y) => x - y)[0]).toBe(0);
    expect(Math.max(...applied.map((list) => list.length))).toBeGreaterThan(0);
    for (const instance of [a, b]) {
      const ready = await fetch(`${instance.origin}/readyz`);
      expect(ready.status, instance.name).toBe(200);
      expect(instance.process.stdout()).not.toContain('"level":50');
    }
  });

  it('a session made on one instance works on the other', async () => {
    const jar = await onboard(a, '+447911100001');
    const me = await call(b.origin, 'GET', '/auth/me', jar);
    expect(me.status).toBe(200);
    const user = (await me.json()) as { data: { items: { user: { phoneVerified?: boolean } }[] } };
    expect(user.data.items[0]?.user).toBeTruthy();
    const chats = await call(b.origin, 'GET', '/api/chats', jar);
    expect(chats.status).toBe(200);
    // Signing out on B ends the session on A too.
    expect((await call(b.origin, 'POST', '/auth/logout', { ...jar })).status).toBe(200);
    const after = await call(a.origin, 'GET', '/auth/me', jar);
    expect(after.status).toBe(401);
  });

  it('the quota is shared: spent on A and B, the next message is refused on either', async () => {
    const jar = await onboard(b, '+447911100002');
    const remaining: string[] = [];
    for (const instance of [a, b, a]) {
      const response = await call(instance.origin, 'POST', '/api/chat', jar, chatBody(newChatId(), 'hi'));
      expect(response.status, instance.name).toBe(200);
      remaining.push(response.headers.get('x-remaining-quota') ?? '');
      await response.text();
    }
    expect(remaining).toEqual(['2', '1', '0']);
    for (const instance of [b, a]) {
      const refused = await call(instance.origin, 'POST', '/api/chat', jar, chatBody(newChatId(), 'hi'));
      expect(refused.status, instance.name).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe('QUOTA_EXCEEDED');
      expect(refused.headers.get('x-remaining-quota')).toBe('0');
    }
  });

  it('the rate limit is shared: a burst split over A and B trips it', async () => {
    const jar = await onboard(a, '+447911100003');
    const codes: string[] = [];
    // Alternating: each instance alone sees at most 3 of the 5 allowed, so only a shared count trips.
    for (let i = 0; i < CHAT_BURST; i++) {
      const on = i % 2 === 0 ? a : b;
      const response = await call(on.origin, 'POST', '/api/chat', jar, chatBody(newChatId(), 'hi'));
      codes.push(response.status === 200 ? 'ok' : ((await response.json()) as { code: string }).code);
      if (response.status === 200) await response.text();
    }
    // Messages past the quota are refused by the quota, but still count against the burst.
    expect(codes).toEqual(['ok', 'ok', 'ok', 'QUOTA_EXCEEDED', 'QUOTA_EXCEEDED']);
    const limited = await call(b.origin, 'POST', '/api/chat', jar, chatBody(newChatId(), 'hi'));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a reply started on A is resumed on B, with the same text as the one stored', async () => {
    const jar = await onboard(b, '+447911100004');
    const chatId = newChatId();
    const leave = new AbortController();
    const started = await call(
      a.origin,
      'POST',
      '/api/chat',
      jar,
      chatBody(chatId, 'Write a 4-bar chord progression in D minor at 90 bpm and tell me about it'),
      leave.signal,
    );
    expect(started.status).toBe(200);
    const reader = started.body!.getReader();
    let seen = '';
    while (!seen.includes('"text-delta"')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the reply ended before the test left it: ${seen}`);
      seen += new TextDecoder().decode(value);
    }
    leave.abort();
    await reader.cancel().catch(() => {});

    const resumed = await call(b.origin, 'GET', `/api/chat/${chatId}/stream`, jar);
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('content-type')).toBe('text/event-stream');
    const body = await resumed.text();
    expect(body.trimEnd().endsWith('data: [DONE]')).toBe(true);
    const text = textOf(body);
    expect(text.length).toBeGreaterThan(textOf(seen.slice(0, seen.lastIndexOf('\n\n'))).length);

    // The stored copy (read on B) has the same text.
    let stored: string | undefined;
    for (let tries = 0; tries < 100 && stored === undefined; tries++) {
      const chat = await call(b.origin, 'GET', `/api/chats/${chatId}`, jar);
      const json = (await chat.json()) as {
        data: { items: { messages: { role: string; content: string }[] }[] };
      };
      stored = json.data.items[0]?.messages.find((message) => message.role === 'assistant')?.content;
      if (stored === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(stored).toBe(text);
    // Finished: nothing to resume on either instance.
    for (const instance of [a, b]) {
      const none = await call(instance.origin, 'GET', `/api/chat/${chatId}/stream`, jar);
      expect(none.status, instance.name).toBe(204);
    }
  }, 30_000);

  it('both shut down cleanly on SIGTERM (Redis connections closed, exit 0)', async () => {
    for (const instance of [a, b]) instance.process.child.kill('SIGTERM');
    expect(await Promise.all([a.process.exited(15_000), b.process.exited(15_000)])).toEqual([0, 0]);
  }, 20_000);
});
