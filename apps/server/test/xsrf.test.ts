import { XSRF_COOKIE, XSRF_HEADER } from '@riffmate/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { SESSION_COOKIE, VISITOR_COOKIE } from '../src/http/cookies.ts';
import { createXsrfToken, issueXsrfToken } from '../src/http/xsrf.ts';
import { buildTestApp } from './helpers/app.ts';
import { testConfig } from './helpers/config.ts';
import { visit } from './helpers/xsrf.ts';

const ORIGIN = 'http://127.0.0.1:3000';
let app: App;

afterEach(async () => {
  await app?.close();
});

async function setup(appOrigin = ORIGIN) {
  ({ app } = await buildTestApp({ appOrigin, secureCookies: appOrigin.startsWith('https:') }));
  app.post('/api/echo', async () => ({ ok: true }));
  app.delete('/api/echo', async () => ({ ok: true }));
  app.post('/api/webhook', { config: { xsrf: false } }, async () => ({ ok: true }));
  app.post('/api/login', async (_request, reply) => {
    issueXsrfToken(reply, 'new-session-token');
    return { ok: true };
  });
}

function post(cookies: Record<string, string>, headers: Record<string, string> = {}, url = '/api/echo') {
  return app.inject({ method: 'POST', url, cookies, headers });
}

describe('XSRF: issuing the token', () => {
  it('any GET sets a readable, SameSite=Lax XSRF cookie and an HttpOnly visitor cookie', async () => {
    await setup();
    const response = await app.inject({ method: 'GET', url: '/chat/abc' });
    const xsrf = response.cookies.find((cookie) => cookie.name === XSRF_COOKIE);
    const visitor = response.cookies.find((cookie) => cookie.name === VISITOR_COOKIE);
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(xsrf?.httpOnly).toBeUndefined();
    expect(xsrf?.secure).toBeUndefined();
    expect(xsrf?.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(visitor).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true, maxAge: 400 * 24 * 60 * 60 });
    expect(visitor?.value).toMatch(/^[\w-]{22}$/);
  });

  it('marks both cookies Secure when the app origin is https', async () => {
    await setup('https://riffmate.example');
    const response = await app.inject({ method: 'GET', url: '/' });
    for (const name of [XSRF_COOKIE, VISITOR_COOKIE]) {
      expect(response.cookies.find((cookie) => cookie.name === name)?.secure).toBe(true);
    }
  });

  it('keeps a valid token and replaces one that does not fit the binding', async () => {
    await setup();
    const visitor = await visit(app);
    const again = await app.inject({ method: 'GET', url: '/api/x', cookies: visitor.cookies });
    expect(again.cookies).toEqual([]);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/x',
      cookies: { ...visitor.cookies, [XSRF_COOKIE]: 'planted.token' },
    });
    expect(forged.cookies.map((cookie) => cookie.name)).toEqual([XSRF_COOKIE]);
  });

  it('a token a GET already found valid is still replaced under another binding', async () => {
    // GETs remember the tokens that verified (no HMAC on the next GET): the binding must still match.
    await setup();
    const visitor = await visit(app);
    for (let round = 0; round < 2; round += 1) {
      const again = await app.inject({ method: 'GET', url: '/api/x', cookies: visitor.cookies });
      expect(again.cookies).toEqual([]);
    }
    const other = await visit(app);
    const moved = await app.inject({
      method: 'GET',
      url: '/api/x',
      cookies: { ...other.cookies, [XSRF_COOKIE]: visitor.token },
    });
    expect(moved.cookies.map((cookie) => cookie.name)).toEqual([XSRF_COOKIE]);
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/x',
      cookies: { ...visitor.cookies, [SESSION_COOKIE]: 'session-1' },
    });
    expect(signedIn.cookies.map((cookie) => cookie.name)).toEqual([XSRF_COOKIE]);
    // And a POST still verifies in full: the remembered token does not fit another binding there either.
    const cookies = { ...other.cookies, [XSRF_COOKIE]: visitor.token };
    expect((await post(cookies, { [XSRF_HEADER]: visitor.token })).statusCode).toBe(403);
  });

  it('binds to the session cookie when there is one', async () => {
    await setup();
    const visitor = await visit(app);
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/x',
      cookies: { ...visitor.cookies, [SESSION_COOKIE]: 'session-1' },
    });
    const token = signedIn.cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
    expect(token).toBeDefined();
    const cookies = { [SESSION_COOKIE]: 'session-1', [XSRF_COOKIE]: token! };
    expect((await post(cookies, { [XSRF_HEADER]: token! })).statusCode).toBe(200);
  });

  it('issueXsrfToken re-issues a token for a new binding (login/logout)', async () => {
    await setup();
    const visitor = await visit(app);
    const login = await post(visitor.cookies, { [XSRF_HEADER]: visitor.token }, '/api/login');
    const token = login.cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
    const cookies = { [SESSION_COOKIE]: 'new-session-token', [XSRF_COOKIE]: token! };
    expect((await post(cookies, { [XSRF_HEADER]: token! })).statusCode).toBe(200);
  });

  it('probes get no cookies', async () => {
    await setup();
    for (const url of ['/healthz', '/readyz']) {
      expect((await app.inject({ method: 'GET', url })).cookies).toEqual([]);
    }
  });
});

describe('XSRF: unsafe requests', () => {
  it('passes with a matching, valid header/cookie pair', async () => {
    await setup();
    const visitor = await visit(app);
    const response = await post(visitor.cookies, { [XSRF_HEADER]: visitor.token, origin: ORIGIN });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('refuses a request without the header: 403 XSRF_TOKEN_MISSING', async () => {
    await setup();
    const visitor = await visit(app);
    const response = await post(visitor.cookies);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'XSRF_TOKEN_MISSING',
      error: 'Forbidden',
      message: 'Missing XSRF token. Reload the page and try again.',
    });
  });

  it('checks every unsafe method, unknown routes included', async () => {
    await setup();
    const visitor = await visit(app);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/echo', cookies: visitor.cookies });
      expect(response.json().code).toBe('XSRF_TOKEN_MISSING');
    }
    expect((await post(visitor.cookies, {}, '/api/nope')).json().code).toBe('XSRF_TOKEN_MISSING');
  });

  it('refuses a wrong token: 403 XSRF_TOKEN_INVALID', async () => {
    await setup();
    const visitor = await visit(app);
    const wrong = `${visitor.token.slice(0, -2)}AA`;
    const response = await post({ ...visitor.cookies, [XSRF_COOKIE]: wrong }, { [XSRF_HEADER]: wrong });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('XSRF_TOKEN_INVALID');
  });

  it("refuses another visitor's token even when header and cookie agree", async () => {
    await setup();
    const victim = await visit(app);
    const attacker = await visit(app);
    const response = await post(
      { ...victim.cookies, [XSRF_COOKIE]: attacker.token },
      { [XSRF_HEADER]: attacker.token },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('XSRF_TOKEN_INVALID');
  });

  it('refuses a token minted for another session', async () => {
    await setup();
    const { sessionSecret } = testConfig();
    const foreign = createXsrfToken(sessionSecret, 'someone-elses-session');
    const response = await post(
      { [SESSION_COOKIE]: 'my-session', [XSRF_COOKIE]: foreign },
      { [XSRF_HEADER]: foreign },
    );
    expect(response.json().code).toBe('XSRF_TOKEN_INVALID');
  });

  it('refuses a header that differs from the cookie, even if both are valid', async () => {
    await setup();
    const visitor = await visit(app);
    const binding = visitor.cookies[VISITOR_COOKIE]!;
    const other = createXsrfToken(testConfig().sessionSecret, binding);
    const response = await post(visitor.cookies, { [XSRF_HEADER]: other });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('XSRF_TOKEN_INVALID');
  });

  it('refuses a header without any cookie', async () => {
    await setup();
    const visitor = await visit(app);
    expect((await post({}, { [XSRF_HEADER]: visitor.token })).json().code).toBe('XSRF_TOKEN_INVALID');
  });

  it('refuses a foreign Origin with 403 CROSS_SITE_REQUEST even with a valid token', async () => {
    await setup();
    const visitor = await visit(app);
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3001', 'null']) {
      const response = await post(visitor.cookies, { [XSRF_HEADER]: visitor.token, origin });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CROSS_SITE_REQUEST');
    }
  });

  it('refuses Sec-Fetch-Site: cross-site', async () => {
    await setup();
    const visitor = await visit(app);
    const response = await post(visitor.cookies, {
      [XSRF_HEADER]: visitor.token,
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_SITE_REQUEST');
    const sameOrigin = await post(visitor.cookies, {
      [XSRF_HEADER]: visitor.token,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('lets a route opt out with config xsrf: false', async () => {
    await setup();
    const response = await post({}, { origin: 'https://hooks.stripe.example' }, '/api/webhook');
    expect(response.statusCode).toBe(200);
  });
});
