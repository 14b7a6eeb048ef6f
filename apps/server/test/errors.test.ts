import { XSRF_HEADER } from '@riffmate/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app.ts';
import { notFound } from '../src/http/errors.ts';
import { buildTestApp, type LogLine } from './helpers/app.ts';
import { visit } from './helpers/xsrf.ts';

let app: App;
let logs: LogLine[];

afterEach(async () => {
  await app?.close();
});

async function setup(overrides = {}, extraRoutes?: (app: App) => void) {
  ({ app, logs } = await buildTestApp(overrides));
  extraRoutes?.(app);
  app.post(
    '/api/things',
    { schema: { body: z.object({ email: z.email(), age: z.number().int().min(0) }) } },
    async () => ({ ok: true }),
  );
  app.get('/api/explode', async () => {
    const error = new Error("SELECT * FROM users WHERE password_hash = 'argon2id$secret'");
    error.stack = `${error.message}\n    at Object.handler (/app/src/modules/users/users.repo.ts:12:3)`;
    throw error;
  });
  app.get('/api/missing-thing', async () => {
    throw notFound('No such chat.');
  });
  const visitor = await visit(app);
  const post = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/things',
      cookies: visitor.cookies,
      headers: { [XSRF_HEADER]: visitor.token, 'content-type': contentType },
      payload,
    });
  return { post };
}

function expectErrorShape(body: unknown, statusCode: number, code: string) {
  expect(body).toEqual({ statusCode, code, error: expect.any(String), message: expect.any(String) });
  expect(Object.keys(body as object).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
}

describe('error responses', () => {
  it.each(['/api/x', '/auth/x', '/api/chats/123/nope'])('GET %s → 404 JSON', async (url) => {
    await setup();
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expectErrorShape(response.json(), 404, 'NOT_FOUND');
    expect(response.json().error).toBe('Not Found');
  });

  it('AppError helpers keep their status, code and message', async () => {
    await setup();
    const response = await app.inject({ method: 'GET', url: '/api/missing-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      error: 'Not Found',
      message: 'No such chat.',
    });
  });

  it('validation errors → 400 VALIDATION_FAILED naming each bad field', async () => {
    const { post } = await setup();
    const response = await post(JSON.stringify({ email: 'not-an-email' }));
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 400, 'VALIDATION_FAILED');
    const { message } = response.json();
    expect(message).toContain('request body');
    expect(message).toContain('email');
    expect(message).toContain('age is required');
  });

  it('malformed JSON → 400 BAD_REQUEST', async () => {
    const { post } = await setup();
    const response = await post('{"email": ');
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 400, 'BAD_REQUEST');
    expect(response.json().message).toBe('Malformed JSON body.');
  });

  it('a body over the limit → 413 PAYLOAD_TOO_LARGE', async () => {
    const { post } = await setup({ bodyLimit: 1024 });
    const response = await post(JSON.stringify({ email: 'a@b.co', age: 1, pad: 'x'.repeat(2048) }));
    expect(response.statusCode).toBe(413);
    expectErrorShape(response.json(), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('an unsupported content type → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const { post } = await setup();
    const response = await post('<email/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expectErrorShape(response.json(), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a malformed URL → 400 in the same shape', async () => {
    await setup();
    const response = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 400, 'BAD_REQUEST');
  });

  it('500s leak nothing: no SQL, stack or thrown message; the log has the real error', async () => {
    await setup();
    const response = await app.inject({ method: 'GET', url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
    for (const leak of ['SELECT', 'at ', 'stack', 'argon2id', 'password_hash', 'users.repo']) {
      expect(response.body).not.toContain(leak);
    }
    const logged = logs.find((line) => line.msg === 'request failed');
    expect(JSON.stringify(logged)).toContain('SELECT * FROM users');
    expect(logged?.reqId).toBe(response.headers['x-request-id']);
  });

  it('puts the request id on every log line of a request and echoes it', async () => {
    await setup();
    logs.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/explode' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logs.map((line) => line.msg)).toEqual(['incoming request', 'request failed', 'request completed']);
    expect(logs.every((line) => line.reqId === id)).toBe(true);
  });

  it('keeps a sane incoming x-request-id and replaces an unsafe one', async () => {
    await setup();
    const kept = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-42_abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42_abc');
    for (const unsafe of ['a'.repeat(65), 'evil id\n{"level":60}', 'semi;colon']) {
      const replaced = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': unsafe },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(logs.some((line) => line.reqId === 'lb-42_abc')).toBe(true);
  });

  it('redacts cookies and the XSRF header if a request is logged with its headers', async () => {
    await setup({}, (app) =>
      app.get('/api/log-headers', async (request) => {
        request.log.info({ headers: request.headers }, 'headers');
        return {};
      }),
    );
    await app.inject({
      method: 'GET',
      url: '/api/log-headers',
      headers: {
        cookie: 'rm_session=top-secret',
        authorization: 'Bearer top-secret',
        'x-xsrf-token': 'top-secret',
      },
    });
    const line = logs.find((entry) => entry.msg === 'headers');
    expect(line?.headers).toMatchObject({ cookie: '[redacted]', authorization: '[redacted]' });
    expect(JSON.stringify(line)).not.toContain('top-secret');
  });
});
