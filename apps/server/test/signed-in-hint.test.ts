import { SIGNED_IN_COOKIE } from '@riffmate/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { SESSION_COOKIE } from '../src/http/cookies.ts';
import { Client, type Harness, PASSWORD, registered, startApp } from './helpers/auth.ts';
import { fakeWebDist } from './helpers/config.ts';
import { stores } from './stores.ts';

// The readable hint that a browser holds a session (docs/decisions/0096): the page asks /auth/me
// only when it is there, so signed-out pages make no request that answers 401.

type SetCookie = { name: string; value: string; httpOnly?: boolean; maxAge?: number; path?: string };
const setCookie = (response: LightMyRequestResponse, name: string) =>
  (response.cookies as SetCookie[]).find((cookie) => cookie.name === name);

describe.each(stores())('signed-in hint on $kind', (store) => {
  let h: Harness;
  let app: App;
  beforeEach(async () => {
    h = await startApp(store, { webDistDir: fakeWebDist() });
    app = h.app;
  });
  afterEach(async () => {
    await h.close();
  });

  it('comes with the session at sign-in, readable by the page and as long-lived, and goes at logout', async () => {
    const { email } = await registered(app);
    const client = await Client.start(app);
    expect(client.cookies[SIGNED_IN_COOKIE]).toBeUndefined();
    const login = await client.post('/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const hint = setCookie(login, SIGNED_IN_COOKIE);
    const session = setCookie(login, SESSION_COOKIE);
    expect(hint).toMatchObject({ value: '1', path: '/', maxAge: session?.maxAge });
    expect(hint?.httpOnly).toBeFalsy();
    expect(session?.httpOnly).toBe(true);
    expect((await client.get('/auth/me')).statusCode).toBe(200);

    expect((await client.post('/auth/logout')).statusCode).toBe(200);
    expect(client.cookies[SIGNED_IN_COOKIE]).toBeUndefined();
    expect(client.cookies[SESSION_COOKIE]).toBeUndefined();
  });

  it('is set by registration too (the new account is signed in)', async () => {
    const client = await Client.start(app);
    const response = await client.post('/auth/register', {
      name: 'Ada Lovelace',
      email: `hint-${Date.now()}@example.com`,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    expect(client.cookies[SIGNED_IN_COOKIE]).toBe('1');
  });

  it('proves nothing: /auth/me still answers 401 without a live session, and clears a stale hint', async () => {
    const client = await Client.start(app);
    // Signed out, no hint: the 401 contract of /auth/me is unchanged.
    const signedOut = await client.get('/auth/me');
    expect(signedOut.statusCode).toBe(401);
    expect(setCookie(signedOut, SIGNED_IN_COOKIE)).toBeUndefined();
    // A hint without a session (cookies cleared in part), or with a dead session token.
    client.cookies[SIGNED_IN_COOKIE] = '1';
    expect((await client.get('/auth/me')).statusCode).toBe(401);
    expect(client.cookies[SIGNED_IN_COOKIE]).toBeUndefined();
    client.cookies[SIGNED_IN_COOKIE] = '1';
    client.cookies[SESSION_COOKIE] = 'not-a-session';
    expect((await client.get('/auth/me')).statusCode).toBe(401);
    expect(client.cookies[SIGNED_IN_COOKIE]).toBeUndefined();
    expect(client.cookies[SESSION_COOKIE]).toBeUndefined();
  });

  it('a page load gives it to a session that predates it, so the page asks /auth/me', async () => {
    const { client } = await registered(app);
    delete client.cookies[SIGNED_IN_COOKIE];
    const page = await client.get('/chat');
    expect(page.statusCode).toBe(200);
    expect(setCookie(page, SIGNED_IN_COOKIE)?.value).toBe('1');
    // Without a session cookie, a page sets none.
    const visitor = await Client.start(app);
    expect(setCookie(await visitor.get('/chat'), SIGNED_IN_COOKIE)).toBeUndefined();
  });
});
