import { createHash } from 'node:crypto';
import { SIGNED_IN_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@riffmate/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { DEVICE_COOKIE, SESSION_COOKIE } from '../src/http/cookies.ts';
import {
  Client,
  email,
  type Harness,
  latestCode,
  onboarded,
  outboxFor,
  PASSWORD,
  registered,
  startApp,
} from './helpers/auth.ts';
import { stores } from './stores.ts';

// Counts argon2 verifications (the real ones still run): an unknown e-mail must cost one too.
const argon2 = vi.hoisted(() => ({ verifications: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...actual,
    verify: (
      hashed: string,
      ...rest: Parameters<typeof actual.verify> extends [unknown, ...infer R] ? R : never
    ) => {
      argon2.verifications.push(hashed);
      return actual.verify(hashed, ...rest);
    },
  };
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

describe.each(stores())('auth on $kind', (store) => {
  let h: Harness;
  let app: App;
  beforeEach(async () => {
    h = await startApp(store);
    app = h.app;
  });
  afterEach(async () => {
    await h.close();
  });

  describe('register', () => {
    it('creates the user, signs in with a session cookie, e-mails a code: 201 {data:{items:[{user}]}}', async () => {
      const client = await Client.start(app);
      const address = email();
      const response = await client.post('/auth/register', {
        name: ' Ada Lovelace ',
        email: address.toUpperCase(),
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        data: {
          items: [
            {
              user: {
                id: expect.any(String),
                name: 'Ada Lovelace',
                email: address,
                picture: null,
                emailVerified: false,
                phoneVerified: false,
                subscription: null,
              },
            },
          ],
        },
      });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeUndefined();
      expect(cookie?.value).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
      // Re-issued XSRF token bound to the new session
      expect(response.cookies.some((c) => c.name === XSRF_COOKIE)).toBe(true);
      const me = await client.get('/auth/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().data.items[0].user).toEqual(body.data.items[0].user);
      expect(latestCode(app, address)).toMatch(/^\d{6}$/);
      // The next POST works with the re-issued token (logout).
      expect((await client.post('/auth/logout')).statusCode).toBe(200);
    });

    it('stores only the SHA-256 of the session token, and an argon2id hash with OWASP parameters', async () => {
      const client = await Client.start(app);
      const address = email();
      await client.post('/auth/register', { name: 'Ada', email: address, password: PASSWORD });
      const token = client.cookies[SESSION_COOKIE]!;
      const sessions = await app.db.selectFrom('sessions').selectAll().execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.token_hash).toBe(sha256(token));
      expect(JSON.stringify(sessions)).not.toContain(token);
      const user = await app.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', address)
        .executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(user.password_hash).not.toContain(PASSWORD);
    });

    it('validates with the contract messages', async () => {
      const client = await Client.start(app);
      const short = await client.post('/auth/register', { name: 'Ada', email: email(), password: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(short.json().message).toContain('Password must be at least 8 characters long');
      const bad = await client.post('/auth/register', {
        name: 'Ada',
        email: 'not-an-email',
        password: PASSWORD,
      });
      expect(bad.json().message).toContain('Enter a valid e-mail address');
      const long = await client.post('/auth/register', {
        name: 'Ada',
        email: email(),
        password: 'x'.repeat(129),
      });
      expect(long.json().message).toContain('Password must be at most 128 characters long');
    });

    it('counts password length in characters: 8 emoji are fine, 128 emoji too', async () => {
      const client = await Client.start(app);
      const emoji = '🎸🎹🥁🎺🎻🎷🪕🎤';
      expect(
        (await client.post('/auth/register', { name: 'A', email: email(), password: emoji })).statusCode,
      ).toBe(201);
      const other = await Client.start(app);
      const r = await other.post('/auth/register', { name: 'A', email: email(), password: emoji.repeat(16) });
      expect(r.statusCode).toBe(201);
    });

    it('rejects a common password with the policy message (no composition rules)', async () => {
      const client = await Client.start(app);
      const response = await client.post('/auth/register', {
        name: 'Ada',
        email: email(),
        password: 'Password123',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'PASSWORD_TOO_COMMON',
        error: 'Bad Request',
        message: 'This password is too common. Choose another one.',
      });
      // All lowercase letters, no digits: allowed.
      const ok = await client.post('/auth/register', {
        name: 'Ada',
        email: email(),
        password: 'quietly humming basslines',
      });
      expect(ok.statusCode).toBe(201);
    });

    it('refuses a body over 16 KiB with 413 before hashing', async () => {
      const client = await Client.start(app);
      const response = await client.post('/auth/register', {
        name: 'Ada',
        email: email(),
        password: 'x'.repeat(20_000),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    });
  });

  describe('no account enumeration', () => {
    it('register with a taken e-mail answers like a fresh one, signs into nothing, and warns the owner', async () => {
      const owner = await onboarded(app);
      const fresh = await Client.start(app);
      const attacker = await Client.start(app);
      const a = await fresh.post('/auth/register', { name: 'Mallory', email: email(), password: PASSWORD });
      const b = await attacker.post('/auth/register', {
        name: 'Mallory',
        email: owner.email,
        password: PASSWORD,
      });
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.statusCode).toBe(201);
      const shape = (value: unknown): unknown =>
        value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
          : typeof value;
      expect(shape(b.json())).toEqual(shape(a.json()));
      const cookieNames = (r: typeof a) =>
        r.cookies.map((c) => `${c.name}:${c.httpOnly}:${c.sameSite}:${c.path}:${c.maxAge}`).sort();
      expect(cookieNames(b)).toEqual(cookieNames(a));
      expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
      // Nothing of the real account leaks.
      const leaked = b.json().data.items[0].user;
      expect(leaked).toMatchObject({
        name: 'Mallory',
        email: owner.email,
        emailVerified: false,
        phoneVerified: false,
        picture: null,
      });
      expect(leaked.id).not.toBe(owner.user.id);
      // The cookie authenticates nothing; the owner's account is untouched.
      expect((await attacker.get('/auth/me')).statusCode).toBe(401);
      const ownerMe = await owner.client.get('/auth/me');
      expect(ownerMe.json().data.items[0].user).toMatchObject({
        name: 'Ada Lovelace',
        emailVerified: true,
        phoneVerified: true,
      });
      expect(
        await app.db.selectFrom('users').select('id').where('email', '=', owner.email).execute(),
      ).toHaveLength(1);
      // The owner gets a notice, not a code.
      const notice = outboxFor(app, owner.email).at(-1)!;
      expect(notice.subject).toBe('Someone tried to create a Riffmate account with your address');
      expect(notice.text).not.toMatch(/\b\d{6}\b/);
      // The owner's password did not change.
      const login = await (await Client.start(app)).post('/auth/login', {
        email: owner.email,
        password: PASSWORD,
      });
      expect(login.statusCode).toBe(200);
    });

    it('login: one 401 for an unknown e-mail and a wrong password', async () => {
      const { email: address } = await registered(app);
      const client = await Client.start(app);
      const unknown = await client.post('/auth/login', { email: email('nobody'), password: PASSWORD });
      const wrong = await client.post('/auth/login', { email: address, password: 'wrong password here' });
      const expected = {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        error: 'Unauthorized',
        message: 'Invalid e-mail or password',
      };
      expect(unknown.json()).toEqual(expected);
      expect(wrong.json()).toEqual(expected);
      expect(unknown.cookies.map((c) => c.name)).toEqual(wrong.cookies.map((c) => c.name));
    });

    it('login for an unknown e-mail still spends an argon2 verification, with the real parameters', async () => {
      const { email: address } = await registered(app);
      const login = async (body: object) => {
        const client = await Client.start(app);
        argon2.verifications.length = 0;
        const answer = await client.post('/auth/login', body);
        expect(answer.statusCode).toBe(401);
        return [...argon2.verifications];
      };
      const known = await login({ email: address, password: 'wrong password' });
      const unknown = await login({ email: email('nobody'), password: 'wrong password' });
      // One verification each (without the dummy check an unknown e-mail would answer at once) …
      expect(known).toHaveLength(1);
      expect(unknown).toHaveLength(1);
      // … against a hash of the same cost: argon2id, same memory, time and parallelism.
      const parameters = (hashed: string) => hashed.split('$').slice(1, 4).join('$');
      expect(parameters(unknown[0]!)).toBe(parameters(known[0]!));
      expect(parameters(known[0]!)).toMatch(/^argon2id\$v=19\$m=\d+,t=2,p=1$/);
    });

    it('request-password-reset answers identically for known and unknown addresses', async () => {
      const { email: address } = await registered(app);
      const client = await Client.start(app);
      const known = await client.post('/auth/request-password-reset', { email: address });
      const unknown = await client.post('/auth/request-password-reset', { email: email('nobody') });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(unknown.cookies).toEqual(known.cookies);
    });
  });

  describe('login, logout, me', () => {
    it('logs in, /auth/me shows the user, logout ends the session and re-binds XSRF to the visitor', async () => {
      const { email: address } = await registered(app);
      const client = await Client.start(app);
      expect((await client.get('/auth/me')).statusCode).toBe(401);
      const login = await client.post('/auth/login', { email: address.toUpperCase(), password: PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json().data.items[0].user.email).toBe(address);
      expect(login.cookies.map((c) => c.name).sort()).toEqual(
        [XSRF_COOKIE, SESSION_COOKIE, SIGNED_IN_COOKIE, DEVICE_COOKIE].sort(),
      );
      const token = client.cookies[SESSION_COOKIE]!;
      expect((await client.get('/auth/me')).statusCode).toBe(200);

      const logout = await client.post('/auth/logout');
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ data: { message: 'You have been signed out.' } });
      expect(client.cookies[SESSION_COOKIE]).toBeUndefined();
      expect(
        await app.db.selectFrom('sessions').select('id').where('token_hash', '=', sha256(token)).execute(),
      ).toEqual([]);
      // The old token is dead even if replayed.
      const replay = await app.inject({
        method: 'GET',
        url: '/auth/me',
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      // The re-issued visitor token works for the next POST without a GET first.
      expect((await client.post('/auth/login', { email: address, password: PASSWORD })).statusCode).toBe(200);
    });

    it('rotates the session at login: a token presented at login stops working', async () => {
      const { email: address, client } = await registered(app);
      const before = client.cookies[SESSION_COOKIE]!;
      const login = await client.post('/auth/login', { email: address, password: PASSWORD });
      expect(login.statusCode).toBe(200);
      const after = client.cookies[SESSION_COOKIE]!;
      expect(after).not.toBe(before);
      const old = await app.inject({ method: 'GET', url: '/auth/me', cookies: { [SESSION_COOKIE]: before } });
      expect(old.statusCode).toBe(401);
      expect((await client.get('/auth/me')).statusCode).toBe(200);
    });

    it('sets Secure on the session cookie when APP_ORIGIN is https', async () => {
      await h.close();
      h = await startApp(store, { appOrigin: 'https://riffmate.example', secureCookies: true });
      app = h.app;
      const client = await Client.start(app);
      const response = await client.request(
        'POST',
        '/auth/register',
        { name: 'A', email: email(), password: PASSWORD },
        {
          headers: { origin: 'https://riffmate.example' },
        },
      );
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    });

    it('expires sessions after the idle timeout and after the absolute timeout', async () => {
      const a = await registered(app);
      const b = await registered(app);
      const past = new Date(Date.now() - 1000).toISOString();
      await app.db
        .updateTable('sessions')
        .set({ idle_expires_at: past })
        .where('token_hash', '=', sha256(a.client.cookies[SESSION_COOKIE]!))
        .execute();
      await app.db
        .updateTable('sessions')
        .set({ expires_at: past })
        .where('token_hash', '=', sha256(b.client.cookies[SESSION_COOKIE]!))
        .execute();
      const idle = await a.client.get('/auth/me');
      expect(idle.statusCode).toBe(401);
      expect(idle.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
      expect((await b.client.get('/auth/me')).statusCode).toBe(401);
      expect(await app.db.selectFrom('sessions').select('id').execute()).toEqual([]);
    });

    it('extends the idle expiry on use, writing at most once a minute', async () => {
      const { client } = await registered(app);
      const hash = sha256(client.cookies[SESSION_COOKIE]!);
      const row = () =>
        app.db.selectFrom('sessions').selectAll().where('token_hash', '=', hash).executeTakeFirstOrThrow();
      const initial = await row();
      await client.get('/auth/me');
      expect(await row()).toEqual(initial); // within a minute: no write
      const earlier = new Date(Date.now() - 2 * 60_000).toISOString();
      const soon = new Date(Date.now() + 60_000).toISOString();
      await app.db
        .updateTable('sessions')
        .set({ last_seen_at: earlier, idle_expires_at: soon })
        .where('token_hash', '=', hash)
        .execute();
      await client.get('/auth/me');
      const touched = await row();
      expect(Date.parse(touched.last_seen_at)).toBeGreaterThan(Date.parse(earlier));
      expect(Date.parse(touched.idle_expires_at)).toBeGreaterThan(Date.now() + 13 * 24 * 3600_000);
      expect(touched.expires_at).toBe(initial.expires_at); // never beyond the absolute expiry
    });

    it('honours the configured idle timeout', async () => {
      await h.close();
      h = await startApp(store, { session: { idleTimeoutMinutes: 30, absoluteTimeoutMinutes: 60 } });
      app = h.app;
      const { client } = await registered(app);
      const session = await app.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
      const idle = Date.parse(session.idle_expires_at) - Date.parse(session.created_at);
      const absolute = Date.parse(session.expires_at) - Date.parse(session.created_at);
      expect(idle).toBe(30 * 60_000);
      expect(absolute).toBe(60 * 60_000);
      const me = await client.get('/auth/me');
      expect(me.statusCode).toBe(200);
    });
  });

  describe('XSRF on every /auth POST', () => {
    it.each([
      '/auth/register',
      '/auth/login',
      '/auth/logout',
      '/auth/verify-email',
      '/auth/request-email-verification',
      '/auth/request-password-reset',
      '/auth/reset-password',
      '/auth/request-phone-verification-twilio',
      '/auth/verify-phone-twilio',
    ])('%s without the header → 403 XSRF_TOKEN_MISSING', async (url) => {
      const client = await Client.start(app);
      const response = await client.request('POST', url, {}, { headers: { [XSRF_HEADER]: '' } });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('XSRF_TOKEN_MISSING');
    });
  });
});
