import type { ClientResponse } from '@riffmate/test-support/http-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedChat } from '../helpers/chats.ts';
import {
  apiRoutes,
  errorShapeProblem,
  fillPath,
  isUnsafe,
  type Live,
  type LiveAccount,
  LiveClient,
  leakIn,
  liveOnboarded,
  liveSignIn,
  startLive,
} from '../helpers/live.ts';
import { stores } from '../stores.ts';

// No stack traces or driver text in any error body (docs/decisions/0080-security-and-bad-input-suites.md, docs/product.md §12): every route of the inventory
// is driven into its client errors, and a broken store into a server error; each answer must be the
// one error shape with a useful message and nothing internal.

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

describe.each(stores())('security: error bodies ($kind)', (store) => {
  let live: Live;
  let user: LiveAccount;

  beforeAll(async () => {
    live = await startLive(store);
    user = await liveOnboarded(live);
  });
  afterAll(async () => {
    await live?.close();
  });

  it('every route, driven into its client errors, answers the error shape without internals', async () => {
    const visitor = await LiveClient.visitor(live);
    const stranger = new LiveClient(live); // no cookies at all
    const failures: string[] = [];
    const statuses = new Set<number>();
    const check = (what: string, response: ClientResponse) => {
      if (response.status < 400) return;
      statuses.add(response.status);
      const problem = errorShapeProblem(response);
      if (problem) failures.push(`${what} → ${response.status}: ${problem}`);
      if (!(response.headers.get('content-type') ?? '').startsWith('application/json'))
        failures.push(`${what} → ${response.status}: content-type ${response.headers.get('content-type')}`);
    };
    for (const route of apiRoutes(live)) {
      const what = `${route.method} ${route.url}`;
      const path = fillPath(route, () => 'no-such-id');
      check(
        `${what} signed out`,
        await visitor.send(route.method, path, isUnsafe(route) ? { body: {} } : {}),
      );
      check(
        `${what} as the user`,
        await user.client.send(route.method, path, isUnsafe(route) ? { body: {} } : {}),
      );
      if (!isUnsafe(route)) continue;
      check(`${what} no cookies`, await stranger.send(route.method, path, { body: {} }));
      check(`${what} malformed JSON`, await user.client.send(route.method, path, { raw: '{"name": "Ada",' }));
      check(
        `${what} text/plain`,
        await user.client.send(route.method, path, { raw: 'hello', contentType: 'text/plain' }),
      );
      check(
        `${what} XML`,
        await user.client.send(route.method, path, { raw: '<a/>', contentType: 'application/xml' }),
      );
      check(`${what} JSON null`, await user.client.send(route.method, path, { raw: 'null' }));
      // A body-less route (logout) may have ended the session: sign in again for the next routes.
      if ((await user.client.get('/auth/me')).status === 401)
        user.client = await liveSignIn(live, user.email);
    }
    for (const [method, path] of [
      ['GET', '/api/no-such-route'],
      ['GET', '/api/chats/%E0%A4%A'],
      ['GET', '/auth/%'],
      ['PROPFIND', '/api/chats'],
      ['GET', `/api/chats/${'x'.repeat(300)}`],
      ['GET', '/assets/missing-chunk.js'],
    ] as const) {
      check(`${method} ${path.slice(0, 40)}`, await user.client.send(method, path));
    }
    expect(failures).toEqual([]);
    // The drive really reached the error paths.
    for (const status of [400, 401, 403, 404, 415]) expect(statuses).toContain(status);
  });

  it('a store failure answers a generic 500: no SQL, driver text or stack, the details only in the log', async () => {
    const broken = await startLive(store);
    try {
      const owner = await liveOnboarded(broken);
      const chat = await seedChat(broken.app, owner.userId);
      // Break the schema under the running app: the next query fails inside the driver.
      await sql`alter table shares rename to shares_gone`.execute(broken.app.db);
      const responses = [
        await owner.client.get(`/api/chats/${chat.id}`),
        await owner.client.post(`/api/chats/share/${chat.id}`),
        await owner.client.get('/api/chats'),
      ];
      for (const response of responses) {
        expect(response.status).toBe(500);
        expect(errorShapeProblem(response)).toBeNull();
        expect(response.json).toEqual({
          statusCode: 500,
          code: 'INTERNAL_ERROR',
          error: 'Internal Server Error',
          message: GENERIC_500,
        });
        expect(leakIn(response.text)).toBeNull();
        expect(response.text).not.toMatch(/shares|relation|table/i);
        // The request id lets support find the real error in the log.
        expect(response.headers.get('x-request-id')).toBeTruthy();
      }
      const logged = broken.logs.filter((line) => line.msg === 'request failed');
      expect(logged.length).toBeGreaterThanOrEqual(responses.length);
      expect(JSON.stringify(logged)).toMatch(/shares/);
    } finally {
      await broken.close();
    }
  });
});
