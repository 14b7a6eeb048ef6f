import { ErrorCode, XSRF_COOKIE, XSRF_HEADER } from '@riffmate/contract';
import type { ClientResponse } from '@riffmate/test-support/http-client';
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

// XSRF matrix (docs/decisions/0080-security-and-bad-input-suites.md): every mutating route of the route inventory, signed in, refuses a request
// without the header, with a wrong token, with another session's token and from a foreign origin.

const XSRF_CODES: string[] = [
  ErrorCode.XsrfTokenMissing,
  ErrorCode.XsrfTokenInvalid,
  ErrorCode.CrossSiteRequest,
];
/** The only mutating routes allowed to skip the check (they authenticate otherwise). */
const EXEMPT = ['POST /api/billing/webhook'];

describe.each(stores())('security: XSRF matrix ($kind)', (store) => {
  let live: Live;
  let victim: LiveAccount;
  let other: LiveAccount;
  let mutating: InventoryRoute[];

  beforeAll(async () => {
    live = await startLive(store);
    victim = await liveOnboarded(live);
    other = await liveOnboarded(live);
    mutating = apiRoutes(live).filter(isUnsafe);
  });
  afterAll(async () => {
    await live?.close();
  });

  const path = (route: InventoryRoute) => fillPath(route, () => 'some-id');
  const label = (route: InventoryRoute) => `${route.method} ${route.url}`;

  /** Sends the request to every checked route; returns the routes that did not answer 403 with `code`. */
  async function matrix(
    send: (route: InventoryRoute) => Promise<ClientResponse>,
    codes: string[],
  ): Promise<string[]> {
    const before = await storeFingerprint(live.app);
    const failures: string[] = [];
    for (const route of mutating.filter((r) => !r.xsrfExempt)) {
      const response = await send(route);
      const problem = errorShapeProblem(response);
      if (response.status !== 403 || problem || !codes.includes(response.json.code)) {
        failures.push(`${label(route)} → ${response.status} ${response.text.slice(0, 160)}`);
      }
    }
    expect(await storeFingerprint(live.app)).toEqual(before);
    // The victim is still signed in: no request reached logout, password or deletion handlers.
    expect((await victim.client.get('/auth/me')).status).toBe(200);
    return failures;
  }

  it('the inventory holds every known mutating route, and only the webhook is exempt', () => {
    const labels = mutating.map(label);
    expect(labels.length).toBeGreaterThanOrEqual(20);
    for (const known of [
      'POST /auth/register',
      'POST /auth/login',
      'POST /auth/logout',
      'PATCH /api/account',
      'POST /api/account/picture',
      'DELETE /api/account',
      'PUT /api/account/training',
      'DELETE /api/chats/:id',
      'POST /api/chats/share/:id',
      'DELETE /api/chats/share/:id',
      'POST /api/feedbacks',
      'POST /api/billing/checkout',
      'POST /api/chat',
    ]) {
      expect(labels).toContain(known);
    }
    expect(mutating.filter((route) => route.xsrfExempt).map(label)).toEqual(EXEMPT);
  });

  it('no X-XSRF-TOKEN header → 403 XSRF_TOKEN_MISSING on every mutating route', async () => {
    const failures = await matrix(
      (route) => victim.client.send(route.method, path(route), { body: {}, noXsrf: true }),
      [ErrorCode.XsrfTokenMissing],
    );
    expect(failures).toEqual([]);
  });

  it('a wrong token (header ≠ cookie, or a forged pair) → 403 XSRF_TOKEN_INVALID', async () => {
    const forged = `${'A'.repeat(22)}.${'B'.repeat(43)}`;
    const failures = await matrix(
      async (route) => {
        const mismatch = await victim.client.send(route.method, path(route), {
          body: {},
          headers: { [XSRF_HEADER]: forged },
        });
        if (mismatch.status !== 403) return mismatch;
        // Cookie and header agree, but the token was never signed by the server.
        const saved = victim.client.cookies[XSRF_COOKIE]!;
        victim.client.cookies[XSRF_COOKIE] = forged;
        try {
          return await victim.client.send(route.method, path(route), { body: {} });
        } finally {
          victim.client.cookies[XSRF_COOKIE] = saved;
        }
      },
      [ErrorCode.XsrfTokenInvalid],
    );
    expect(failures).toEqual([]);
  });

  it("another session's valid token (planted as cookie and header) → 403 XSRF_TOKEN_INVALID", async () => {
    const stolen = other.client.xsrf!;
    expect(stolen).not.toBe(victim.client.xsrf);
    const failures = await matrix(
      async (route) => {
        const saved = victim.client.cookies[XSRF_COOKIE]!;
        victim.client.cookies[XSRF_COOKIE] = stolen;
        try {
          return await victim.client.send(route.method, path(route), { body: {} });
        } finally {
          victim.client.cookies[XSRF_COOKIE] = saved;
        }
      },
      [ErrorCode.XsrfTokenInvalid],
    );
    expect(failures).toEqual([]);
  });

  it('a foreign Origin or Sec-Fetch-Site: cross-site, even with a valid token → 403 CROSS_SITE_REQUEST', async () => {
    const failures = await matrix(
      async (route) => {
        const foreign = await victim.client.send(route.method, path(route), {
          body: {},
          headers: { origin: 'https://evil.example' },
        });
        if (foreign.status !== 403) return foreign;
        const nullOrigin = await victim.client.send(route.method, path(route), {
          body: {},
          headers: { origin: 'null' },
        });
        if (nullOrigin.status !== 403) return nullOrigin;
        return victim.client.send(route.method, path(route), {
          body: {},
          headers: { 'sec-fetch-site': 'cross-site' },
        });
      },
      [ErrorCode.CrossSiteRequest],
    );
    expect(failures).toEqual([]);
  });

  it('control: with a valid token and the app origin no route answers with an XSRF error', async () => {
    // A signed-out visitor, so nothing destructive can succeed; answers are 2xx, 400, 401 or 404.
    const visitor = await LiveClient.visitor(live);
    const refused: string[] = [];
    for (const route of mutating.filter((r) => !r.xsrfExempt)) {
      const response = await visitor.send(route.method, path(route), { body: {} });
      expect(response.status, label(route)).toBeLessThan(500);
      if (XSRF_CODES.includes(response.json?.code)) refused.push(label(route));
    }
    expect(refused).toEqual([]);
  });
});
