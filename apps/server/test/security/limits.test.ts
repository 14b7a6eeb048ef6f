import { request } from 'node:http';
import { ErrorCode, PICTURE_FIELD, PICTURE_MAX_BYTES, XSRF_HEADER } from '@riffmate/contract';
import { cookieHeader } from '@riffmate/test-support/http-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  errorShapeProblem,
  fillPath,
  type InventoryRoute,
  isUnsafe,
  type Live,
  type LiveAccount,
  LiveClient,
  liveOnboarded,
  startLive,
  storeFingerprint,
} from '../helpers/live.ts';
import { stores } from '../stores.ts';

// Oversized bodies and uploads are refused early (docs/decisions/0080-security-and-bad-input-suites.md): a Content-Length above the route's limit
// is answered 413 before the body is sent at all; a chunked body is cut off at the limit; uploads
// above 2 MB are refused with a message the user can act on. Nothing is stored.

interface EarlyAnswer {
  status: number;
  body: string;
  /** Bytes of the body the client had written when the answer arrived. */
  sent: number;
}

/**
 * Announces `length` bytes but sends only the headers (and at most `trickle` bytes): an answer that
 * arrives proves the server decided without reading the body.
 */
function announce(
  live: Live,
  client: LiveClient,
  method: string,
  path: string,
  length: number,
  contentType = 'application/json',
  trickle = 0,
): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, live.base);
    let sent = 0;
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: {
          'content-type': contentType,
          'content-length': String(length),
          cookie: cookieHeader(client.cookies),
          origin: live.app.config.appOrigin,
          [XSRF_HEADER]: client.xsrf ?? '',
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body, sent });
          req.destroy();
        });
      },
    );
    req.on('error', (error) => {
      // The server may close the socket right after answering; only fail when no answer came.
      if (
        (error as NodeJS.ErrnoException).code !== 'ECONNRESET' &&
        (error as NodeJS.ErrnoException).code !== 'EPIPE'
      )
        reject(error);
    });
    req.setTimeout(5000, () => {
      req.destroy();
      reject(new Error(`${method} ${path}: no early answer within 5 s`));
    });
    req.flushHeaders();
    if (trickle > 0) {
      req.write(Buffer.alloc(trickle, 0x20));
      sent = trickle;
    }
  });
}

describe.each(stores())('security: body and upload limits ($kind)', (store) => {
  let live: Live;
  let user: LiveAccount;

  beforeAll(async () => {
    live = await startLive(store);
    user = await liveOnboarded(live);
  });
  afterAll(async () => {
    await live?.close();
  });

  const limitOf = (route: InventoryRoute) => route.bodyLimit ?? live.app.config.bodyLimit;

  it('every mutating route answers 413 to a Content-Length over its limit, before the body is sent', async () => {
    const routes = apiRoutes(live).filter((route) => isUnsafe(route) && !route.xsrfExempt);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const before = await storeFingerprint(live.app);
    const failures: string[] = [];
    for (const route of routes) {
      const path = fillPath(route, () => 'some-id');
      const answer = await announce(
        live,
        user.client,
        route.method,
        path,
        limitOf(route) + 1,
        'application/json',
        100,
      );
      const json = (() => {
        try {
          return JSON.parse(answer.body);
        } catch {
          return undefined;
        }
      })();
      const problem = errorShapeProblem({ status: answer.status, json, text: answer.body } as never);
      if (answer.status !== 413 || json?.code !== ErrorCode.PayloadTooLarge || problem) {
        failures.push(
          `${route.method} ${route.url} (limit ${limitOf(route)}) → ${answer.status} ${answer.body.slice(0, 120)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(await storeFingerprint(live.app)).toEqual(before);
    expect((await user.client.get('/auth/me')).status).toBe(200);
  });

  it('the Stripe webhook (XSRF-exempt, raw body) has its own cap, enforced before verification', async () => {
    const [webhook] = apiRoutes(live).filter((route) => route.xsrfExempt && isUnsafe(route));
    expect(webhook?.url).toBe('/api/billing/webhook');
    const answer = await announce(
      live,
      user.client,
      'POST',
      webhook!.url,
      limitOf(webhook!) + 1,
      'application/json',
      100,
    );
    expect(answer.status).toBe(413);
  });

  it('a signed-out request to a protected route is refused before its body is read', async () => {
    const visitor = await LiveClient.visitor(live);
    const answer = await announce(live, visitor, 'POST', '/api/chat', 1024 * 1024);
    expect(answer.status).toBe(401);
    expect(answer.sent).toBe(0);
  });

  it('a chunked body (no Content-Length) is cut off at the limit', async () => {
    const before = await storeFingerprint(live.app);
    for (const [path, size] of [
      ['/auth/login', 64 * 1024],
      ['/api/feedbacks', 64 * 1024],
      ['/api/account', 64 * 1024],
    ] as const) {
      const chunk = new TextEncoder().encode(`{"comment":"${'x'.repeat(8 * 1024)}`);
      let pushed = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pushed >= size) return controller.close();
          controller.enqueue(chunk);
          pushed += chunk.length;
        },
      });
      const response = await fetch(`${live.base}${path}`, {
        method: path === '/api/account' ? 'PATCH' : 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookieHeader(user.client.cookies),
          origin: live.app.config.appOrigin,
          [XSRF_HEADER]: user.client.xsrf!,
        },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status, path).toBe(413);
      expect(((await response.json()) as { code: string }).code).toBe(ErrorCode.PayloadTooLarge);
    }
    expect(await storeFingerprint(live.app)).toEqual(before);
  });

  it('a picture over 2 MB is refused with a helpful 413, and nothing is stored', async () => {
    const before = await storeFingerprint(live.app);
    // Valid PNG signature, then padding: the size alone must decide.
    const bytes = new Uint8Array(PICTURE_MAX_BYTES + 1024);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append(PICTURE_FIELD, new Blob([bytes], { type: 'image/png' }), 'huge.png');
    const response = await user.client.send('POST', '/api/account/picture', { form });
    expect(response.status).toBe(413);
    expect(errorShapeProblem(response)).toBeNull();
    expect(response.json.message).toMatch(/2 MB/);
    // Announcing far more than the route accepts is refused without reading it.
    const early = await announce(
      live,
      user.client,
      'POST',
      '/api/account/picture',
      50 * 1024 * 1024,
      'multipart/form-data; boundary=x',
    );
    expect(early.status).toBe(413);
    expect(await storeFingerprint(live.app)).toEqual(before);
  });
});
