import { analyseMidiBytes, decodeMidi } from '@riffmate/music';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, type ModelProvidersConfig } from '../src/config.ts';
import { SYSTEM_PROMPT } from '../src/modules/assistant/assistant.service.ts';
import {
  ModelProviderError,
  retryAfterSeconds,
  toProviderError,
} from '../src/providers/models/external-model.ts';
import { createModel } from '../src/providers/models/index.ts';
import { DEFAULT_RATE_RULES } from '../src/rate-limit/rules.ts';
import { type Client, type Harness, onboarded, startApp } from './helpers/auth.ts';
import { messagesOf, usageRows } from './helpers/chats.ts';
import { FakeModelServer, fakeStatus, fakeText, fakeToolCall } from './helpers/fake-openai.ts';
import { waitFor } from './helpers/http-client.ts';
import { stores } from './stores.ts';

const STALL_MS = 400;
const SPEC = {
  key: { tonic: 'D', mode: 'minor' },
  bars: 4,
  style: 'pop',
  parts: ['chords', 'bass'],
  seed: 7,
  tempo: 90,
};

let counter = 0;
const newChatId = () => `ext_${Date.now().toString(36)}_${++counter}`;
const send = (client: Client, id: string, text: string) =>
  client.post('/api/chat', {
    id,
    messages: [{ id: `u${++counter}`, role: 'user', parts: [{ type: 'text', text }] }],
    trigger: 'submit-message',
  });

/** The JSON chunks of an SSE body (without the final [DONE]). */
function chunks(body: string): { type: string; [key: string]: unknown }[] {
  return body
    .split('\n\n')
    .map((event) => event.replace(/^data: /, '').trim())
    .filter((data) => data && data !== '[DONE]')
    .map((data) => JSON.parse(data));
}
const textOf = (parts: { type: string; [key: string]: unknown }[]) =>
  parts
    .filter((p) => p.type === 'text-delta')
    .map((p) => p.delta)
    .join('');

function modelsFor(fake: FakeModelServer): ModelProvidersConfig {
  return {
    openai: { apiKey: 'sk-test-openai', baseUrl: fake.baseUrl },
    anthropic: { apiKey: 'sk-ant-test', baseUrl: fake.baseUrl },
    stallTimeoutMs: STALL_MS,
    requestTimeoutMs: 10_000,
  };
}

describe.each(stores())('external models on $kind', (store) => {
  const fake = new FakeModelServer();
  let h: Harness;
  let me: Awaited<ReturnType<typeof onboarded>>;
  let anthropic: Harness;
  let them: Awaited<ReturnType<typeof onboarded>>;

  beforeAll(async () => {
    await fake.start();
    const overrides = {
      models: modelsFor(fake),
      rateLimits: {
        ...structuredClone(DEFAULT_RATE_RULES),
        chatMessagesPerUser: { points: 1000, durationSeconds: 60 },
      },
      quota: { free: 1000, plus: 1000, pro: 1000, windowHours: 24 },
    };
    h = await startApp(store, { ...overrides, assistantModel: 'openai:fake-model' });
    me = await onboarded(h.app);
    anthropic = await startApp(store, { ...overrides, assistantModel: 'anthropic:fake-claude' });
    them = await onboarded(anthropic.app);
  });
  afterAll(async () => {
    await h?.close();
    await anthropic?.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('openai: streams a text reply and stores it; the model got the system prompt, the history and the tool', async () => {
    fake.next(fakeText('A ii–V–I ', 'in C is ', 'Dm7, G7, Cmaj7.'));
    const chatId = newChatId();
    const response = await send(me.client, chatId, 'What is a ii-V-I in C?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream');
    const parts = chunks(response.body);
    expect(textOf(parts)).toBe('A ii–V–I in C is Dm7, G7, Cmaj7.');
    expect(parts.some((p) => p.type === 'error')).toBe(false);

    const [request] = fake.requests;
    expect(request?.api).toBe('openai');
    expect(request?.headers.authorization).toBe('Bearer sk-test-openai');
    expect(request?.body).toMatchObject({ model: 'fake-model', stream: true });
    expect(request?.body.messages).toEqual([
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: 'What is a ii-V-I in C?' },
    ]);
    expect(request?.body.tools).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'function',
          function: expect.objectContaining({
            name: 'compose',
            parameters: expect.objectContaining({ required: ['spec'] }),
          }),
        }),
      ]),
    );

    const rows = await waitFor(async () => {
      const rows = await messagesOf(h.app, chatId);
      return rows.length === 2 && rows;
    });
    expect(rows.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'What is a ii-V-I in C?', 'complete'],
      ['assistant', 'A ii–V–I in C is Dm7, G7, Cmaj7.', 'complete'],
    ]);

    // The follow-up carries the stored history.
    fake.next(fakeText('Sure.'));
    await send(me.client, chatId, 'And in G?');
    expect(fake.requests[1]?.body.messages?.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
  });

  it('openai: a compose tool call streams a playable card, stores the MIDI and the second turn', async () => {
    fake.next(fakeToolCall('compose', { spec: SPEC }, 5), fakeText('Here is ', 'your D minor groove.'));
    const chatId = newChatId();
    const response = await send(me.client, chatId, 'Chords and bass in D minor at 90');
    expect(response.statusCode).toBe(200);
    const parts = chunks(response.body);
    const music = parts.find((p) => p.type === 'data-music') as unknown as {
      id: string;
      data: Record<string, unknown>;
    };
    expect(music.data).toMatchObject({ key: 'D minor', tempo: 90, bars: 4, url: `/api/files/${music.id}` });
    expect(textOf(parts)).toBe('Here is your D minor groove.');

    // The second request carried the tool result, not the notes.
    expect(fake.requests).toHaveLength(2);
    const toolMessage = fake.requests[1]?.body.messages?.find((m) => m.role === 'tool');
    expect(String(toolMessage?.content)).toMatch(/Wrote the MIDI file/);
    expect(JSON.stringify(fake.requests[1]?.body)).not.toContain('midiBase64');

    const reply = await waitFor(async () =>
      (await messagesOf(h.app, chatId)).find((m) => m.role === 'assistant'),
    );
    expect(reply).toMatchObject({ status: 'complete', content: 'Here is your D minor groove.' });
    expect(JSON.parse(reply.music ?? '[]')).toEqual([music.data]);
    const file = await me.client.get(`/api/files/${music.id}`);
    expect(file.statusCode).toBe(200);
    const decoded = decodeMidi(file.rawPayload);
    expect(decoded.ok && decoded.midi.tempos[0]?.bpm).toBeCloseTo(90, 1);
    const analysis = analyseMidiBytes(file.rawPayload);
    expect(analysis.ok && analysis.analysis.declaredKey).toEqual({ tonic: 'D', mode: 'minor' });
  });

  it('anthropic: a compose tool call streams a card and the reply is stored', async () => {
    fake.next(fakeToolCall('compose', { spec: { ...SPEC, tempo: 120 } }, 3), fakeText('Done: ', '120 BPM.'));
    const chatId = newChatId();
    const response = await send(them.client, chatId, 'Same at 120');
    expect(response.statusCode).toBe(200);
    const parts = chunks(response.body);
    const music = parts.find((p) => p.type === 'data-music') as unknown as { id: string; data: object };
    expect(music.data).toMatchObject({ key: 'D minor', tempo: 120 });
    expect(textOf(parts)).toBe('Done: 120 BPM.');

    const [first, second] = fake.requests;
    expect(first?.api).toBe('anthropic');
    expect(first?.headers['x-api-key']).toBe('sk-ant-test');
    expect(first?.body).toMatchObject({ model: 'fake-claude', stream: true });
    expect(JSON.stringify(first?.body.system)).toContain('You are Riffmate');
    expect(first?.body.tools).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'compose',
          input_schema: expect.objectContaining({ type: 'object' }),
        }),
      ]),
    );
    expect(JSON.stringify(second?.body.messages)).toContain('tool_result');

    const reply = await waitFor(async () =>
      (await messagesOf(anthropic.app, chatId)).find((m) => m.role === 'assistant'),
    );
    expect(reply).toMatchObject({ status: 'complete', content: 'Done: 120 BPM.' });
    const file = await them.client.get(`/api/files/${music.id}`);
    expect(decodeMidi(file.rawPayload).ok).toBe(true);
  });

  it('openai: a search_knowledge call gives the model the entry, and a follow-up turn reads the stored call', async () => {
    fake.next(
      fakeToolCall('search_knowledge', { query: 'how do I sidechain the bass to the kick?' }, 3),
      fakeText('Duck the bass ', 'under the kick.'),
    );
    const chatId = newChatId();
    const response = await send(me.client, chatId, 'How do I sidechain my bass?');
    expect(response.statusCode).toBe(200);
    expect(textOf(chunks(response.body))).toBe('Duck the bass under the kick.');

    const [first, second] = fake.requests;
    expect(first?.body.tools).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ function: expect.objectContaining({ name: 'search_knowledge' }) }),
      ]),
    );
    const toolMessage = second?.body.messages?.find((m) => m.role === 'tool');
    const result = JSON.parse(String(toolMessage?.content)) as { results: { id: string; answer: string }[] };
    expect(result.results[0]?.id).toBe('sidechain');
    expect(result.results[0]?.answer).toContain('Want a sidechain-style bass pattern to try?');

    await waitFor(async () => (await messagesOf(h.app, chatId)).length === 2);
    fake.next(fakeText('Sure.'));
    await send(me.client, chatId, 'And for pads?');
    expect(fake.requests[2]?.body.messages?.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'assistant',
      'user',
    ]);
  });

  it("provider 429: our 429 with the provider's Retry-After, message kept, no reply, no quota used", async () => {
    fake.next(fakeStatus(429, '7'));
    const usage = await usageRows(h.app);
    const chatId = newChatId();
    const started = Date.now();
    const response = await send(me.client, chatId, 'too fast?');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      statusCode: 429,
      code: 'MODEL_RATE_LIMITED',
      error: 'Too Many Requests',
      message: expect.stringMatching(/too many requests/),
    });
    expect(response.headers['x-remaining-quota']).toBe(String(1000 - usage));
    expect(fake.requests).toHaveLength(1); // no retry, no back-off
    expect((await messagesOf(h.app, chatId)).map((m) => [m.role, m.content])).toEqual([
      ['user', 'too fast?'],
    ]);
    expect(await usageRows(h.app)).toBe(usage);
  });

  it('provider 500 (twice: one quick retry) and an unreachable provider: 503 MODEL_UNAVAILABLE', async () => {
    fake.next(fakeStatus(500), fakeStatus(500));
    const usage = await usageRows(h.app);
    const chatId = newChatId();
    const response = await send(me.client, chatId, 'hello?');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.json()).toMatchObject({ code: 'MODEL_UNAVAILABLE', error: 'Service Unavailable' });
    expect(response.body).not.toContain('The server had an error');
    expect(fake.requests).toHaveLength(2);
    expect((await messagesOf(h.app, chatId)).map((m) => m.role)).toEqual(['user']);
    expect(await usageRows(h.app)).toBe(usage);

    // One 500 then success: the retry answers.
    fake.next(fakeStatus(502), fakeText('Back again.'));
    const retried = await send(me.client, newChatId(), 'hello again');
    expect(retried.statusCode).toBe(200);
    expect(textOf(chunks(retried.body))).toBe('Back again.');
  });

  it('a stall before the first chunk (after or before the headers): 503 within the stall timeout', async () => {
    for (const kind of ['stall-after-headers', 'stall-before-headers'] as const) {
      fake.reset();
      fake.next({ kind });
      const usage = await usageRows(h.app);
      const chatId = newChatId();
      const started = Date.now();
      const response = await send(me.client, chatId, `stall ${kind}`);
      const elapsed = Date.now() - started;
      expect(response.statusCode, kind).toBe(503);
      expect(response.json().code).toBe('MODEL_UNAVAILABLE');
      expect(elapsed).toBeGreaterThanOrEqual(STALL_MS - 20);
      expect(elapsed).toBeLessThan(STALL_MS + 1500);
      expect(fake.requests).toHaveLength(1); // a stall is not retried
      expect((await messagesOf(h.app, chatId)).map((m) => m.role)).toEqual(['user']);
      expect(await usageRows(h.app)).toBe(usage);
    }
    // The stalled requests were aborted: their connections go (undici releases an aborted
    // connection within its keep-alive timeout of 4 s).
    await waitFor(() => fake.openSockets === 0, 6000);
  });

  it('a dropped socket mid-stream: 200 stream ending in an error, partial reply stored as interrupted, quota refunded', async () => {
    fake.next({ kind: 'drop', deltas: ['Half ', 'an ', 'answer '] });
    const usage = await usageRows(h.app);
    const chatId = newChatId();
    const response = await send(me.client, chatId, 'cut me off');
    expect(response.statusCode).toBe(200);
    const parts = chunks(response.body);
    expect(textOf(parts)).toBe('Half an answer ');
    expect(parts.find((p) => p.type === 'error')).toMatchObject({
      errorText: expect.stringMatching(/stopped unexpectedly/),
    });
    const reply = await waitFor(async () =>
      (await messagesOf(h.app, chatId)).find((m) => m.role === 'assistant'),
    );
    expect(reply).toMatchObject({ status: 'interrupted', content: 'Half an answer ' });
    await waitFor(async () => (await usageRows(h.app)) === usage);
    expect(fake.requests).toHaveLength(1);
  });

  it('a stall mid-stream: the partial reply is kept as interrupted after the stall timeout', async () => {
    fake.next({ kind: 'stall-mid-stream', deltas: ['Thinking ', 'about '] });
    const chatId = newChatId();
    const response = await send(me.client, chatId, 'stall in the middle');
    expect(response.statusCode).toBe(200);
    const parts = chunks(response.body);
    expect(textOf(parts)).toBe('Thinking about ');
    expect(parts.at(-1)?.type === 'error' || parts.some((p) => p.type === 'error')).toBe(true);
    const reply = await waitFor(async () =>
      (await messagesOf(h.app, chatId)).find((m) => m.role === 'assistant'),
    );
    expect(reply).toMatchObject({ status: 'interrupted', content: 'Thinking about ' });
  });

  it('no leaked handles: 50 dropped sockets leave no open connection and no extra resource', async () => {
    const usage = await usageRows(h.app);
    fake.next({ kind: 'drop', deltas: ['warm '] });
    await send(me.client, newChatId(), 'warm up');
    fake.closeIdle();
    await waitFor(() => fake.openSockets === 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const baseline = process.getActiveResourcesInfo().length;

    for (let i = 0; i < 50; i += 1) {
      fake.next({ kind: 'drop', deltas: [`part ${i} `] });
      const response = await send(me.client, newChatId(), `drop ${i}`);
      expect(response.statusCode).toBe(200);
      expect(chunks(response.body).some((p) => p.type === 'error')).toBe(true);
    }
    expect(fake.requests).toHaveLength(51);
    // Every failed reply is refunded once stored.
    await waitFor(async () => (await usageRows(h.app)) === usage, 10_000);
    fake.closeIdle();
    await waitFor(() => fake.openSockets === 0);
    // Timers and sockets of the 50 requests are gone: back to the baseline within a moment.
    await waitFor(() => process.getActiveResourcesInfo().length <= baseline, 3000).catch(() => {});
    expect(
      process.getActiveResourcesInfo().length,
      JSON.stringify(process.getActiveResourcesInfo()),
    ).toBeLessThanOrEqual(baseline);
  });
});

describe('external model configuration', () => {
  const timeouts = { stallTimeoutMs: 1000, requestTimeoutMs: 5000 };

  it('openai without a key is a ConfigError, unless the base URL is a local server', () => {
    expect(() => createModel({ assistantModel: 'openai:gpt-4o' })).toThrow(ConfigError);
    expect(() =>
      createModel({ assistantModel: 'openai:gpt-4o', models: { openai: {}, anthropic: {}, ...timeouts } }),
    ).toThrow(/OPENAI_API_KEY: must be set/);
    expect(() =>
      createModel({
        assistantModel: 'openai:llama',
        models: { openai: { baseUrl: 'https://llm.example.com/v1' }, anthropic: {}, ...timeouts },
      }),
    ).toThrow(/OPENAI_API_KEY/);
    const local = createModel({
      assistantModel: 'openai:llama3.1',
      models: { openai: { baseUrl: 'http://127.0.0.1:11434/v1' }, anthropic: {}, ...timeouts },
    });
    expect(local.modelId).toBe('llama3.1');
    expect(local.provider).toBe('openai.chat');
  });

  it('anthropic needs ANTHROPIC_API_KEY; unknown providers and empty model names are refused', () => {
    expect(() => createModel({ assistantModel: 'anthropic:claude' })).toThrow(/ANTHROPIC_API_KEY/);
    const model = createModel({
      assistantModel: 'anthropic:claude-sonnet-4-5',
      models: { openai: {}, anthropic: { apiKey: 'sk-ant' }, ...timeouts },
    });
    expect(model.provider).toBe('anthropic.messages');
    expect(() => createModel({ assistantModel: 'mistral:large' })).toThrow(/unknown model/);
    expect(() => createModel({ assistantModel: 'openai:' })).toThrow(/unknown model/);
  });

  it('a keyless local server gets no authorization header', async () => {
    const fake = await new FakeModelServer().start();
    try {
      const model = createModel({
        assistantModel: 'openai:local',
        models: { openai: { baseUrl: fake.baseUrl }, anthropic: {}, ...timeouts },
      });
      const { stream } = await model.doStream({
        prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }],
      });
      for await (const _part of stream as unknown as AsyncIterable<unknown>) {
        // drain
      }
      expect(fake.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await fake.close();
    }
  });

  it('an unreachable provider fails fast as unavailable, after one retry', async () => {
    const fake = await new FakeModelServer().start();
    const baseUrl = fake.baseUrl;
    await fake.close(); // nothing listens there any more
    const model = createModel({
      assistantModel: 'openai:gone',
      models: { openai: { apiKey: 'k', baseUrl }, anthropic: {}, ...timeouts },
    });
    const started = Date.now();
    const error = await model
      .doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }] })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(ModelProviderError);
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(Date.now() - started).toBeLessThan(timeouts.stallTimeoutMs);
  });

  it('classifies provider failures and reads Retry-After in its forms', () => {
    expect(retryAfterSeconds({ 'retry-after': '12' })).toBe(12);
    expect(retryAfterSeconds({ 'Retry-After-Ms': '1500' })).toBe(2);
    expect(retryAfterSeconds({ 'retry-after': new Date(Date.now() + 30_000).toUTCString() })).toBeGreaterThan(
      25,
    );
    expect(retryAfterSeconds({ 'retry-after': '99999' })).toBe(3600);
    expect(retryAfterSeconds({ 'retry-after': 'soon' })).toBeUndefined();
    expect(retryAfterSeconds(undefined)).toBeUndefined();
    const network = toProviderError(new TypeError('fetch failed'));
    expect(network).toMatchObject({ kind: 'unavailable', retryable: true, retryAfterSeconds: 10 });
    expect(toProviderError(new Error('odd'))).toMatchObject({ kind: 'unavailable', retryable: false });
    const own = new ModelProviderError('rate-limited', 'x', { retryAfterSeconds: 3 });
    expect(toProviderError(own)).toBe(own);
  });
});
