import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { SESSION_COOKIE } from '../src/http/cookies.ts';
import {
  Client,
  email,
  type Harness,
  latestCode,
  latestResetLink,
  outboxFor,
  PASSWORD,
  readOutbox,
  registered,
  resetTokenOf,
  startApp,
} from './helpers/auth.ts';
import { stores } from './stores.ts';

const PHONE = '+447911123456';
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(stores())('verification on $kind', (store) => {
  let h: Harness;
  let app: App;
  beforeEach(async () => {
    h = await startApp(store);
    app = h.app;
  });
  afterEach(async () => {
    await h.close();
  });

  it('full onboarding: register → e-mail code → verify-email → SMS code → verify-phone → me shows both', async () => {
    const { client, email: address } = await registered(app);
    const mail = outboxFor(app, address, 'email').at(-1)!;
    expect(mail).toMatchObject({
      channel: 'email',
      to: address,
      subject: expect.stringContaining('verification code'),
    });
    expect(Date.parse(mail.createdAt)).not.toBeNaN();
    const verified = await client.post('/auth/verify-email', {
      email: address,
      code: latestCode(app, address),
    });
    expect(verified.json()).toEqual({ data: { message: 'Your e-mail address is verified.' } });
    expect((await client.get('/auth/me')).json().data.items[0].user).toMatchObject({
      emailVerified: true,
      phoneVerified: false,
    });

    const sent = await client.post('/auth/request-phone-verification-twilio', { phone: '+44 7911 123456' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.message).toMatch(/SMS/);
    const sms = outboxFor(app, PHONE, 'sms').at(-1)!;
    expect(sms).toEqual({
      channel: 'sms',
      to: PHONE,
      text: expect.stringMatching(/\b\d{6}\b/),
      createdAt: expect.any(String),
    });
    const phone = await client.post('/auth/verify-phone-twilio', {
      phone: PHONE,
      code: latestCode(app, PHONE, 'sms'),
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().data.items[0].user).toMatchObject({ emailVerified: true, phoneVerified: true });
    expect((await client.get('/auth/me')).json().data.items[0].user).toMatchObject({
      emailVerified: true,
      phoneVerified: true,
    });
  });

  it('outbox lines are one JSON object each, even when sent concurrently', async () => {
    const accounts = await Promise.all([1, 2, 3, 4, 5].map(() => registered(app)));
    const lines = readOutbox(app);
    expect(lines.length).toBeGreaterThanOrEqual(accounts.length);
    for (const account of accounts) expect(outboxFor(app, account.email)).toHaveLength(1);
  });

  describe('e-mail codes', () => {
    it('are stored as an HMAC, never in plain text', async () => {
      const { email: address } = await registered(app);
      const code = latestCode(app, address);
      const rows = await app.db.selectFrom('email_codes').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.code_hash).not.toContain(code);
      expect(rows[0]?.code_hash).toMatch(/^[\w-]{43}$/);
    });

    it('are single use', async () => {
      const { client, email: address } = await registered(app);
      const code = latestCode(app, address);
      expect((await client.post('/auth/verify-email', { email: address, code })).statusCode).toBe(200);
      const other = await Client.start(app);
      const again = await other.post('/auth/verify-email', { email: address, code });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('INVALID_CODE');
    });

    it('burn after 5 wrong attempts: then even the right code fails', async () => {
      const { client, email: address } = await registered(app);
      const code = latestCode(app, address);
      for (let i = 1; i <= 5; i += 1) {
        const response = await client.post('/auth/verify-email', { email: address, code: wrongCode(code) });
        expect(response.statusCode).toBe(400);
        if (i < 5) expect(response.json().message).toContain(`${5 - i} attempt`);
      }
      const right = await client.post('/auth/verify-email', { email: address, code });
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({
        code: 'CODE_ATTEMPTS_EXCEEDED',
        message: 'Too many wrong codes. Request a new code.',
      });
      // A new code works.
      await client.post('/auth/request-email-verification', { email: address });
      const fresh = await client.post('/auth/verify-email', {
        email: address,
        code: latestCode(app, address),
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('expire after 10 minutes', async () => {
      const { client, email: address } = await registered(app);
      const row = await app.db.selectFrom('email_codes').selectAll().executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60_000);
      await app.db
        .updateTable('email_codes')
        .set({ expires_at: new Date(Date.now() - 1).toISOString() })
        .execute();
      const response = await client.post('/auth/verify-email', {
        email: address,
        code: latestCode(app, address),
      });
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'CODE_EXPIRED' });
    });

    it('tell strangers nothing: wrong address, wrong code and burned code read the same', async () => {
      const { email: address } = await registered(app);
      const stranger = await Client.start(app);
      const unknown = await stranger.post('/auth/verify-email', { email: email('nobody'), code: '123456' });
      const wrong = await stranger.post('/auth/verify-email', {
        email: address,
        code: wrongCode(latestCode(app, address)),
      });
      expect(unknown.json()).toEqual(wrong.json());
      expect(unknown.json().code).toBe('INVALID_CODE');
    });

    it('resend: a new code replaces the old one; at most 5 resends per address and session per hour, then 429 with Retry-After', async () => {
      const { client, email: address } = await registered(app); // 1st e-mail
      const first = latestCode(app, address);
      for (let i = 1; i <= 5; i += 1) {
        const response = await client.post('/auth/request-email-verification', { email: address });
        expect(response.statusCode).toBe(200);
      }
      expect(outboxFor(app, address)).toHaveLength(6);
      const limited = await client.post('/auth/request-email-verification', { email: address });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', error: 'Too Many Requests' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
      expect(outboxFor(app, address)).toHaveLength(6);
      const latest = latestCode(app, address);
      if (latest !== first) {
        const old = await client.post('/auth/verify-email', { email: address, code: first });
        expect(old.statusCode).toBe(400);
      }
      expect((await client.post('/auth/verify-email', { email: address, code: latest })).statusCode).toBe(
        200,
      );
    });

    it('resend answers the same for unknown addresses and sends nothing', async () => {
      const client = await Client.start(app);
      const nobody = email('nobody');
      const response = await client.post('/auth/request-email-verification', { email: nobody });
      expect(response.statusCode).toBe(200);
      expect(outboxFor(app, nobody)).toEqual([]);
    });
  });

  describe('password reset', () => {
    it('from the e-mail link: sets the new password, kills every session, link is single use', async () => {
      const { client, email: address } = await registered(app);
      const second = await Client.start(app);
      await second.post('/auth/login', { email: address, password: PASSWORD });
      const stranger = await Client.start(app);
      const requested = await stranger.request(
        'POST',
        '/auth/request-password-reset',
        { email: address },
        {
          headers: { host: 'evil.example' },
        },
      );
      expect(requested.json()).toEqual({
        data: {
          message: 'If an account exists for that address, we have sent it a link to reset the password.',
        },
      });
      const link = await latestResetLink(app, address);
      expect(link.origin).toBe(app.config.appOrigin); // from APP_ORIGIN, never the Host header
      const token = resetTokenOf(link);
      expect(token).toMatch(/^[\w-]{43}$/);
      const row = await app.db.selectFrom('password_resets').selectAll().executeTakeFirstOrThrow();
      expect(row.token_hash).not.toBe(token);
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60 * 60_000);

      const reset = await stranger.post('/auth/reset-password', {
        token,
        password: 'a brand new passphrase',
      });
      expect(reset.json()).toEqual({
        data: { message: 'Your password has been reset. Sign in with your new password.' },
      });
      expect((await client.get('/auth/me')).statusCode).toBe(401);
      expect((await second.get('/auth/me')).statusCode).toBe(401);
      expect(await app.db.selectFrom('sessions').select('id').execute()).toEqual([]);
      expect(
        (await app.db.selectFrom('password_resets').select('used_at').executeTakeFirstOrThrow()).used_at,
      ).not.toBeNull();

      const reuse = await stranger.post('/auth/reset-password', {
        token,
        password: 'another new passphrase',
      });
      expect(reuse.json()).toMatchObject({ statusCode: 400, code: 'INVALID_RESET_TOKEN' });
      const oldLogin = await stranger.post('/auth/login', { email: address, password: PASSWORD });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await stranger.post('/auth/login', {
        email: address,
        password: 'a brand new passphrase',
      });
      expect(newLogin.statusCode).toBe(200);
      expect(newLogin.json().data.items[0].user.emailVerified).toBe(true); // the link proved the mailbox
    });

    it('refuses unknown, expired and common-password resets', async () => {
      const { email: address } = await registered(app);
      const client = await Client.start(app);
      const unknown = await client.post('/auth/reset-password', {
        token: 'x'.repeat(43),
        password: 'a brand new passphrase',
      });
      expect(unknown.json()).toMatchObject({
        code: 'INVALID_RESET_TOKEN',
        message: 'This reset link is invalid or has expired. Request a new one.',
      });
      await client.post('/auth/request-password-reset', { email: address });
      const token = resetTokenOf(await latestResetLink(app, address));
      const common = await client.post('/auth/reset-password', { token, password: 'iloveyou1' });
      expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
      await app.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1).toISOString() })
        .execute();
      const expired = await client.post('/auth/reset-password', {
        token,
        password: 'a brand new passphrase',
      });
      expect(expired.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
    });
  });

  describe('phone (embedded outbox)', () => {
    it('needs a session', async () => {
      const client = await Client.start(app);
      const response = await client.post('/auth/request-phone-verification-twilio', { phone: PHONE });
      expect(response.statusCode).toBe(401);
      const verify = await client.post('/auth/verify-phone-twilio', { phone: PHONE, code: '123456' });
      expect(verify.statusCode).toBe(401);
    });

    it('rejects an invalid number with the spec message', async () => {
      const { client } = await registered(app);
      const response = await client.post('/auth/request-phone-verification-twilio', { phone: '+44 12' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Invalid phone number');
    });

    it('the client cannot set phoneVerified: a code for another number, or no request, does not verify', async () => {
      const { client } = await registered(app);
      const none = await client.post('/auth/verify-phone-twilio', { phone: PHONE, code: '123456' });
      expect(none.json()).toMatchObject({ statusCode: 400, code: 'INVALID_CODE' });
      await client.post('/auth/request-phone-verification-twilio', { phone: PHONE });
      const other = await client.post('/auth/verify-phone-twilio', {
        phone: '+447911123457',
        code: latestCode(app, PHONE, 'sms'),
      });
      expect(other.statusCode).toBe(400);
      const patch = await client.patch('/api/account', { name: 'Ada', phoneVerified: true });
      expect(patch.json().data.items[0].user.phoneVerified).toBe(false);
    });

    it('codes are hashed, expire, and burn after 5 wrong attempts', async () => {
      const { client } = await registered(app);
      await client.post('/auth/request-phone-verification-twilio', { phone: PHONE });
      const code = latestCode(app, PHONE, 'sms');
      const row = await app.db.selectFrom('phone_verifications').selectAll().executeTakeFirstOrThrow();
      expect(row.code_hash).not.toContain(code);
      for (let i = 0; i < 5; i += 1)
        await client.post('/auth/verify-phone-twilio', { phone: PHONE, code: wrongCode(code) });
      const burned = await client.post('/auth/verify-phone-twilio', { phone: PHONE, code });
      expect(burned.json()).toMatchObject({ statusCode: 400, code: 'CODE_ATTEMPTS_EXCEEDED' });
      await client.post('/auth/request-phone-verification-twilio', { phone: PHONE });
      await app.db
        .updateTable('phone_verifications')
        .set({ expires_at: new Date(Date.now() - 1).toISOString() })
        .execute();
      const expired = await client.post('/auth/verify-phone-twilio', {
        phone: PHONE,
        code: latestCode(app, PHONE, 'sms'),
      });
      expect(expired.json()).toMatchObject({ statusCode: 400, code: 'CODE_EXPIRED' });
    });

    it('at most 5 SMS per number per hour, then 429 with Retry-After', async () => {
      const { client } = await registered(app);
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await client.post('/auth/request-phone-verification-twilio', { phone: PHONE })).statusCode,
        ).toBe(200);
      }
      const limited = await client.post('/auth/request-phone-verification-twilio', { phone: PHONE });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(outboxFor(app, PHONE, 'sms')).toHaveLength(5);
    });

    it('a verified number belongs to one account: 409 PHONE_IN_USE without data of the other user', async () => {
      const first = await registered(app);
      await first.client.post('/auth/request-phone-verification-twilio', { phone: PHONE });
      await first.client.post('/auth/verify-phone-twilio', {
        phone: PHONE,
        code: latestCode(app, PHONE, 'sms'),
      });
      const second = await registered(app, email(), 'Bob');
      const response = await second.client.post('/auth/request-phone-verification-twilio', { phone: PHONE });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'PHONE_IN_USE',
        error: 'Conflict',
        message: 'This phone number is already used by another account.',
      });
      expect(response.body).not.toContain(first.email);
    });
  });

  it('a stale session cookie is cleared and XSRF re-bound, so the next POST still works', async () => {
    const { client, email: address } = await registered(app);
    await app.db.deleteFrom('sessions').execute();
    const me = await client.get('/auth/me');
    expect(me.statusCode).toBe(401);
    expect(client.cookies[SESSION_COOKIE]).toBeUndefined();
    expect((await client.post('/auth/login', { email: address, password: PASSWORD })).statusCode).toBe(200);
  });
});
