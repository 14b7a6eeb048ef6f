import { XSRF_COOKIE } from '@riffmate/contract';
import type { Cookie } from '@riffmate/test-support/http-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, VISITOR_COOKIE } from '../../src/http/cookies.ts';
import { PASSWORD } from '../helpers/auth.ts';
import {
  type Live,
  LiveClient,
  latestResetLink,
  liveRegistered,
  liveSignIn,
  resetTokenOf,
  startLive,
} from '../helpers/live.ts';
import { stores } from '../stores.ts';

// Sessions over real HTTP (docs/decisions/0080-security-and-bad-input-suites.md): fixation, logout and password-reset invalidation, cookie flags.

const tokenBits = (token: string) => Buffer.from(token, 'base64url').length * 8;
const find = (cookies: Cookie[], name: string) => cookies.find((cookie) => cookie.name === name);

describe.each(stores())('security: sessions ($kind)', (store) => {
  let live: Live;

  beforeAll(async () => {
    live = await startLive(store);
  });
  afterAll(async () => {
    await live?.close();
  });

  it('session fixation: a session token planted before sign-in is ended, never upgraded', async () => {
    const account = await liveRegistered(live);
    // The attacker's own valid session, planted in the victim's browser…
    const attacker = await liveSignIn(live, account.email);
    const planted = attacker.cookies[SESSION_COOKIE]!;
    const victim = await LiveClient.visitor(live);
    victim.cookies[SESSION_COOKIE] = planted;
    // …and a made-up one in another browser.
    const other = await LiveClient.visitor(live);
    other.cookies[SESSION_COOKIE] = 'planted-by-the-attacker-0123456789abcdef';

    const before = await victim.get('/auth/me'); // repairs the XSRF cookie for the planted binding
    expect(before.status).toBe(200);
    const login = await victim.post('/auth/login', { email: account.email, password: PASSWORD });
    expect(login.status).toBe(200);
    const issued = find(login.setCookies, SESSION_COOKIE)?.value;
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    // The planted token is gone: it signs in nobody, attacker included.
    expect((await attacker.get('/auth/me')).status).toBe(401);
    expect((await victim.get('/auth/me')).status).toBe(200);

    await other.get('/auth/me');
    const otherLogin = await other.post('/auth/login', { email: account.email, password: PASSWORD });
    expect(otherLogin.status).toBe(200);
    expect(other.cookies[SESSION_COOKIE]).not.toBe('planted-by-the-attacker-0123456789abcdef');
  });

  it('logout: the session cookie is cleared and the old token no longer authenticates', async () => {
    const account = await liveRegistered(live);
    const { client } = account;
    const token = client.cookies[SESSION_COOKIE]!;
    const logout = await client.post('/auth/logout');
    expect(logout.status).toBe(200);
    const cleared = find(logout.setCookies, SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    // A new XSRF token, bound to the visitor again.
    expect(find(logout.setCookies, XSRF_COOKIE)?.value).toBeTruthy();

    const replay = await LiveClient.visitor(live);
    replay.cookies[SESSION_COOKIE] = token;
    const me = await replay.get('/auth/me');
    expect(me.status).toBe(401);
    expect(me.json.code).toBe('UNAUTHORIZED');
  });

  it('password reset ends every session of the user and the link works once', async () => {
    const account = await liveRegistered(live);
    const laptop = account.client;
    const phone = await liveSignIn(live, account.email);
    expect((await laptop.get('/auth/me')).status).toBe(200);

    const stranger = await LiveClient.visitor(live);
    expect((await stranger.post('/auth/request-password-reset', { email: account.email })).status).toBe(200);
    const token = resetTokenOf(await latestResetLink(live.app, account.email));
    const newPassword = 'a brand new passphrase 42';
    const reset = await stranger.post('/auth/reset-password', { token, password: newPassword });
    expect(reset.status).toBe(200);

    expect((await laptop.get('/auth/me')).status).toBe(401);
    expect((await phone.get('/auth/me')).status).toBe(401);
    const again = await stranger.post('/auth/reset-password', {
      token,
      password: 'yet another passphrase 43',
    });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('INVALID_RESET_TOKEN');
    const oldLogin = await (await LiveClient.visitor(live)).post('/auth/login', {
      email: account.email,
      password: PASSWORD,
    });
    expect(oldLogin.status).toBe(401);
    await liveSignIn(live, account.email, newPassword);
  });

  it('password change ends the other sessions but keeps the current one', async () => {
    const account = await liveRegistered(live);
    const other = await liveSignIn(live, account.email);
    const change = await account.client.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'another fine passphrase 7',
    });
    expect(change.status).toBe(200);
    expect((await other.get('/auth/me')).status).toBe(401);
    expect((await account.client.get('/auth/me')).status).toBe(200);
  });

  it('cookie flags: session HttpOnly + SameSite=Lax + Path=/, XSRF readable, tokens ≥ 128 bits', async () => {
    const visitor = new LiveClient(live);
    const first = await visitor.get('/');
    const xsrf = find(first.setCookies, XSRF_COOKIE);
    const visitorCookie = find(first.setCookies, VISITOR_COOKIE);
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(xsrf?.httpOnly).toBeUndefined();
    expect(visitorCookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true });

    const register = await visitor.post('/auth/register', {
      name: 'Flag Checker',
      email: `flags-${Date.now()}@example.com`,
      password: PASSWORD,
    });
    expect(register.status).toBe(201);
    const session = find(register.setCookies, SESSION_COOKIE);
    expect(session).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true });
    expect(session?.secure).toBeUndefined(); // plain http in this test
    expect(session?.maxAge).toBeGreaterThan(0);
    expect(tokenBits(session!.value)).toBeGreaterThanOrEqual(128);
    expect(tokenBits(visitorCookie!.value)).toBeGreaterThanOrEqual(128);
    // The session's XSRF token is new and different from the visitor's.
    expect(find(register.setCookies, XSRF_COOKIE)?.value).not.toBe(xsrf?.value);
  });

  it('cookie flags: Secure on every cookie when the app is served over https', async () => {
    const secure = await startLive(store, { appOrigin: 'https://riffmate.example', secureCookies: true });
    try {
      const visitor = new LiveClient(secure);
      const first = await visitor.get('/');
      for (const name of [XSRF_COOKIE, VISITOR_COOKIE]) {
        expect(find(first.setCookies, name)?.secure, name).toBe(true);
      }
      // Cookies marked Secure are not sent back over http by browsers; the test client sends them anyway.
      const register = await visitor.post('/auth/register', {
        name: 'Secure Flags',
        email: `secure-${Date.now()}@example.com`,
        password: PASSWORD,
      });
      expect(register.status).toBe(201);
      expect(find(register.setCookies, SESSION_COOKIE)?.secure).toBe(true);
      expect(find(register.setCookies, XSRF_COOKIE)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
