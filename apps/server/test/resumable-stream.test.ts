import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { cookieHeader } from '@riffmate/test-support/http-client';
import { afterEach, describe, expect, it } from 'vitest';
import { type Config, ConfigError, loadConfig } from '../src/config.ts';
import { createMemoryPubSub } from '../src/modules/assistant/resumable-memory-pubsub.ts';
import { withChunkDelay } from '../src/providers/models/chunk-delay.ts';
import { DEFAULT_RATE_RULES } from '../src/rate-limit/rules.ts';
import { type Client, type Harness, onboarded, registered, startApp } from './helpers/auth.ts';
import { messagesOf, seedChat } from './helpers/chats.ts';
import { tempDir } from './helpers/config.ts';
import { chatThenHangUp, waitFor } from './helpers/http-client.ts';
import { scriptedModel } from './helpers/models.ts';
import { stores } from './stores.ts';

const WORDS = Array.from({ length: 40 }, (_, i) => `word${i} `);
let counter = 0;
const newChatId = () => `chat_${Date.now().toString(36)}_${++counter}`;

/** The JSON chunks of an SSE body (without the final [DONE]). */
function chunks(body: string): { type: string; [key: string]: unknown }[] {
  return body
    .split('\n\n')
    .map((event) => event.replace(/^data: /, '').trim())
    .filter((data) => data && data !== '[DONE]')
    .map((data) => JSON.parse(data));
}
const textOf = (body: string) =>
  chunks(body)
    .filter((chunk) => chunk.type === 'text-delta')
    .map((chunk) => chunk.delta)
    .join('');

/** Posts a message over a real socket and hangs up once some of the reply's text has arrived. */
async function startAndLeave(port: number, client: Client, chatId: string, text: string): Promise<string> {
  const body = {
    id: chatId,
    trigger: 'submit-message',
    messages: [{ id: `u${++counter}`, role: 'user', parts: [{ type: 'text', text }] }],
  };
  // Gone as soon as some text has arrived, long before the reply is complete.
  const { status, first } = await chatThenHangUp(`http://127.0.0.1:${port}`, client.cookies, body, (seen) =>
    seen.includes('"text-delta"'),
  );
  if (!first.includes('"text-delta"')) throw new Error(`reply ended before leaving (${status}): ${first}`);
  return first;
}

const backends: { name: string; config: () => Partial<Config> }[] = [
  { name: 'in-process', config: () => ({}) },
];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  backends.push({
    name: 'redis',
    config: () => {
      const prefix = `rm-test-${randomBytes(6).toString('hex')}`;
      return { redisUrl, redisKeyPrefix: prefix, rateLimitKeyPrefix: `${prefix}:rl` };
    },
  });
}

describe.each(stores())('resumable streams on $kind', (store) => {
  describe.each(backends)('with $name pub/sub', (backend) => {
    let h: Harness | undefined;
    afterEach(async () => {
      await h?.close();
      h = undefined;
    });

    const start = async (delayMs = 25) => {
      const fake = scriptedModel({ deltas: WORDS, delayMs });
      h = await startApp(
        store,
        {
          rateLimits: {
            ...structuredClone(DEFAULT_RATE_RULES),
            chatMessagesPerUser: { points: 1000, durationSeconds: 60 },
          },
          ...backend.config(),
        },
        { assistantModel: fake.model },
      );
      await h.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = h.app.server.address() as AddressInfo;
      return { app: h.app, port };
    };

    it('a reply left mid-stream is resumed from its start, and what arrives equals the stored reply', async () => {
      const { app, port } = await start();
      const me = await onboarded(app);
      const chatId = newChatId();
      const first = await startAndLeave(port, me.client, chatId, 'write a long answer');
      expect(textOf(first.slice(0, first.lastIndexOf('\n\n') + 2)).length).toBeLessThan(
        WORDS.join('').length,
      );

      const resumed = await fetch(`http://127.0.0.1:${port}/api/chat/${chatId}/stream`, {
        headers: { cookie: cookieHeader(me.client.cookies) },
      });
      expect(resumed.status).toBe(200);
      expect(resumed.headers.get('content-type')).toBe('text/event-stream');
      expect(resumed.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
      expect(resumed.headers.get('x-remaining-quota')).toBe('19');
      expect(resumed.headers.get('x-quota-reset-at')).toBeTruthy();
      const body = await resumed.text();
      expect(chunks(body)[0]?.type).toBe('start');
      expect(body.trimEnd().endsWith('data: [DONE]')).toBe(true);
      expect(textOf(body)).toBe(WORDS.join(''));

      const stored = await waitFor(async () =>
        (await messagesOf(app, chatId)).find((message) => message.role === 'assistant'),
      );
      expect(stored.content).toBe(textOf(body));
      expect(chunks(body).find((chunk) => chunk.type === 'start')?.messageId).toBe(stored.id);

      // Stored: nothing is streaming any more.
      const after = await waitFor(async () => {
        const response = await me.client.get(`/api/chat/${chatId}/stream`);
        return response.statusCode === 204 && response;
      });
      expect(after.body).toBe('');
      expect(after.headers['x-remaining-quota']).toBe('19');
    });

    it('204 for a chat with nothing streaming; 404 for another user’s chat, even mid-reply', async () => {
      const { app, port } = await start(40);
      const me = await onboarded(app);
      const seeded = await seedChat(app, me.user.id, { withMusic: false });
      const idle = await me.client.get(`/api/chat/${seeded.id}/stream`);
      expect(idle.statusCode).toBe(204);

      const other = await onboarded(app, '+447911123457');
      const chatId = newChatId();
      await startAndLeave(port, me.client, chatId, 'write a long answer');
      const foreign = await other.client.get(`/api/chat/${chatId}/stream`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('NOT_FOUND');
      const missing = await me.client.get(`/api/chat/${newChatId()}/stream`);
      expect(missing.statusCode).toBe(404);
      // Still resumable by its owner.
      const mine = await me.client.get(`/api/chat/${chatId}/stream`);
      expect(mine.statusCode).toBe(200);
      expect(textOf(mine.body)).toBe(WORDS.join(''));
    });

    it('401 without a session, 403 before verification', async () => {
      const { app } = await start();
      const anonymous = await app.inject({ method: 'GET', url: `/api/chat/${newChatId()}/stream` });
      expect(anonymous.statusCode).toBe(401);
      const unverified = await registered(app);
      const refused = await unverified.client.get(`/api/chat/${newChatId()}/stream`);
      expect(refused.statusCode).toBe(403);
    });
  });
});

describe('in-process pub/sub', () => {
  it('delivers messages asynchronously, in order, only to current subscribers', async () => {
    const { publisher, subscriber } = createMemoryPubSub();
    const got: string[] = [];
    await subscriber.subscribe('a', (message) => got.push(message));
    const sent = [publisher.publish('a', '1'), publisher.publish('a', '2'), publisher.publish('b', 'x')];
    expect(got).toEqual([]);
    expect(await Promise.all(sent)).toEqual([1, 1, 0]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(got).toEqual(['1', '2']);
    // Unsubscribed before delivery: dropped, as a message to a channel nobody listens on.
    const late = publisher.publish('a', '3');
    await subscriber.unsubscribe('a');
    await late;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(got).toEqual(['1', '2']);
  });

  it('keeps keys until they expire, and counts with incr', async () => {
    let now = 1_000;
    const { publisher, clear } = createMemoryPubSub(() => now);
    await publisher.set('k', 'v', { EX: 2 });
    await publisher.set('forever', 'v');
    expect(await publisher.get('k')).toBe('v');
    now += 2_000;
    expect(await publisher.get('k')).toBeNull();
    expect(await publisher.get('forever')).toBe('v');
    expect(await publisher.incr('n')).toBe(1);
    expect(await publisher.incr('n')).toBe(2);
    await publisher.set('done', 'DONE');
    await expect(publisher.incr('done')).rejects.toThrow('not an integer');
    // Expired keys nobody reads again are swept by a later write, at most every 10 s.
    const { publisher: sweeper, size } = createMemoryPubSub(() => now);
    for (let i = 0; i < 100; i++) await sweeper.set(`sentinel:${i}`, '1', { EX: 1 });
    expect(size()).toBe(100);
    now += 11_000;
    await sweeper.set('fresh', '1', { EX: 1 });
    expect(size()).toBe(1);
    clear();
    expect(await publisher.get('forever')).toBeNull();
  });

  it("keeps a finished stream's mark for a minute, not the library's 24 hours", async () => {
    let now = 1_000;
    const { publisher, size } = createMemoryPubSub(() => now);
    // What the library does for every reply: "1" while streaming, then "DONE", both for 24 h.
    for (let i = 0; i < 50; i++) await publisher.set(`rs:sentinel:${i}`, '1', { EX: 24 * 60 * 60 });
    now += 30 * 60_000; // a reply may stream for long: "1" stays
    expect(await publisher.get('rs:sentinel:0')).toBe('1');
    for (let i = 0; i < 50; i++) await publisher.set(`rs:sentinel:${i}`, 'DONE', { EX: 24 * 60 * 60 });
    now += 59_000;
    expect(await publisher.get('rs:sentinel:0')).toBe('DONE');
    now += 1_000;
    expect(await publisher.get('rs:sentinel:0')).toBeNull();
    await publisher.set('next', '1', { EX: 24 * 60 * 60 });
    expect(size()).toBe(1);
  });
});

describe('Redis unreachable', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('replies still stream and are stored; nothing is resumable (204), nothing crashes', async () => {
    const fake = scriptedModel({ deltas: WORDS.slice(0, 5), delayMs: 5 });
    // Port 1 on loopback: connections are refused at once.
    h = await startApp(
      stores()[0]!,
      { redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: `rm-test-${randomBytes(6).toString('hex')}` },
      { assistantModel: fake.model },
    );
    const app = h.app;
    expect(app.streams.backend).toBe('redis');
    const me = await onboarded(app);
    const chatId = newChatId();
    const started = Date.now();
    const response = await me.client.post('/api/chat', {
      id: chatId,
      trigger: 'submit-message',
      messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'hello' }] }],
    });
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(textOf(response.body)).toBe(WORDS.slice(0, 5).join(''));
    const stored = await waitFor(async () =>
      (await messagesOf(app, chatId)).find((message) => message.role === 'assistant'),
    );
    expect(stored.content).toBe(WORDS.slice(0, 5).join(''));
    expect((await me.client.get(`/api/chat/${chatId}/stream`)).statusCode).toBe(204);
  });
});

describe('configuration', () => {
  const base = { SESSION_SECRET: 'x'.repeat(40), DATA_DIR: tempDir() };

  it('REDIS_KEY_PREFIX names the Redis namespace (rate limits under it); BUILTIN_COMPOSER_CHUNK_DELAY_MS is read', () => {
    const defaults = loadConfig(base);
    expect(defaults.redisKeyPrefix).toBe('riffmate');
    expect(defaults.rateLimitKeyPrefix).toBeUndefined();
    expect(defaults.assistantChunkDelayMs).toBe(0);
    const set = loadConfig({ ...base, REDIS_KEY_PREFIX: 'prod-eu', BUILTIN_COMPOSER_CHUNK_DELAY_MS: '40' });
    expect(set.redisKeyPrefix).toBe('prod-eu');
    expect(set.rateLimitKeyPrefix).toBe('prod-eu:rl');
    expect(set.assistantChunkDelayMs).toBe(40);
  });

  it('refuses a bad prefix or delay, naming the variable', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (error) {
        if (error instanceof ConfigError) return error.problems.join('\n');
        throw error;
      }
      return '';
    };
    expect(problems({ REDIS_KEY_PREFIX: 'has space' })).toMatch(/^REDIS_KEY_PREFIX: /);
    expect(problems({ BUILTIN_COMPOSER_CHUNK_DELAY_MS: 'slow' })).toMatch(
      /^BUILTIN_COMPOSER_CHUNK_DELAY_MS: /,
    );
    expect(problems({ BUILTIN_COMPOSER_CHUNK_DELAY_MS: '5001' })).toMatch(
      /^BUILTIN_COMPOSER_CHUNK_DELAY_MS: /,
    );
  });
});

describe('withChunkDelay', () => {
  it('pauses before each text delta and changes nothing else; 0 leaves the model as it is', async () => {
    const fake = scriptedModel({ deltas: ['a', 'b', 'c', 'd'] });
    expect(withChunkDelay(fake.model, 0)).toBe(fake.model);
    const slowed = withChunkDelay(fake.model, 60);
    const started = Date.now();
    const { stream } = await slowed.doStream({ prompt: [] });
    const parts: { type: string; delta?: string }[] = [];
    for await (const part of stream as unknown as AsyncIterable<{ type: string; delta?: string }>)
      parts.push(part);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 60 - 10);
    expect(parts.filter((part) => part.type === 'text-delta').map((part) => part.delta)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(parts.at(-1)?.type).toBe('finish');
  });
});
