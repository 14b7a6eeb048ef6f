import { ErrorCode } from '@riffmate/contract';
import type { ClientResponse } from '@riffmate/test-support/http-client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_RULES, LOGIN_BACKOFF_MAX_SECONDS } from '../../src/rate-limit/rules.ts';
import { outboxFor, PASSWORD } from '../helpers/auth.ts';
import {
  errorShapeProblem,
  type Live,
  LiveClient,
  latestCode,
  liveRegistered,
  startLive,
} from '../helpers/live.ts';
import { stores } from '../stores.ts';

// Brute force, with the default limits (no RATE_LIMIT_SCALE; docs/decisions/0013): logins are limited
// per (account, IP or known device) and per IP, and failures to one account back off for unknown
// browsers only; codes are throttled per IP and per account, with Retry-After. Each test gets its own app.

const rules = DEFAULT_RATE_RULES;

function expectThrottled(response: ClientResponse, maxWindowSeconds: number) {
  expect(response.status, response.text).toBe(429);
  expect(errorShapeProblem(response)).toBeNull();
  expect(response.json.code).toBe(ErrorCode.RateLimited);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWindowSeconds);
}

const randomAddress = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe.each(stores())('security: brute force ($kind)', (store) => {
  let live: Live;
  afterEach(async () => {
    await live?.close();
  });

  /** Requests from another address (the app trusts X-Forwarded-For in these tests). */
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
  const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 100));

  it('login: strangers guessing from anywhere slow down, but never lock the owner out of a known browser', async () => {
    live = await startLive(store, { trustProxy: true });
    const account = await liveRegistered(live);
    const owner = account.client; // registered here: a known device for the account
    expect((await owner.post('/auth/logout')).status).toBe(200);

    // Guessing from one address: the first failures cost nothing, then the account backs off.
    const attacker = await LiveClient.visitor(live);
    const statuses: number[] = [];
    for (let i = 0; i < rules.loginPerAccountSource.points + 2; i += 1) {
      statuses.push(
        (
          await attacker.post(
            '/auth/login',
            { email: account.email, password: `guess ${i}` },
            from('203.0.113.7'),
          )
        ).status,
      );
    }
    const free = rules.loginFailuresPerAccount.points;
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    expect(statuses.slice(free).every((status) => status === 429)).toBe(true);
    // The wait grows: sit out the first one, fail once more, and the next wait is longer.
    const elsewhere = await LiveClient.visitor(live);
    const first = await elsewhere.post(
      '/auth/login',
      { email: account.email, password: 'guess' },
      from('198.51.100.1'),
    );
    expectThrottled(first, 1);
    await wait(Number(first.headers.get('retry-after')));
    expect(
      (await elsewhere.post('/auth/login', { email: account.email, password: 'guess' }, from('198.51.100.2')))
        .status,
    ).toBe(401);
    const second = await elsewhere.post(
      '/auth/login',
      { email: account.email, password: 'guess' },
      from('198.51.100.3'),
    );
    expectThrottled(second, LOGIN_BACKOFF_MAX_SECONDS);
    expect(Number(second.headers.get('retry-after'))).toBe(2);
    // Meanwhile an unknown browser must wait too, even with the right password …
    const newBrowser = await LiveClient.visitor(live);
    expectThrottled(
      await newBrowser.post('/auth/login', { email: account.email, password: PASSWORD }, from('192.0.2.50')),
      2,
    );

    // … but the owner's own browser signs in at once, even from the attacker's exhausted address.
    const signedIn = await owner.post(
      '/auth/login',
      { email: account.email, password: PASSWORD },
      from('203.0.113.7'),
    );
    expect(signedIn.status, signedIn.text).toBe(200);
    // A known browser is still held to the hard limit per (account, device).
    expect((await owner.post('/auth/logout')).status).toBe(200);
    const tries: number[] = [];
    for (let i = 0; i <= rules.loginPerAccountSource.points; i += 1) {
      tries.push(
        (await owner.post('/auth/login', { email: account.email, password: `mistyped ${i}` })).status,
      );
    }
    expect(tries.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(tries.at(-1)).toBe(429);
  });

  it(`login per account and IP: after ${rules.loginPerAccountSource.points} attempts → 429 from that address only`, async () => {
    // No back-off here, to see the hard limit alone.
    live = await startLive(store, {
      trustProxy: true,
      rateLimits: { ...rules, loginFailuresPerAccount: { points: 1000, durationSeconds: 3600 } },
    });
    const account = await liveRegistered(live);
    const attacker = await LiveClient.visitor(live);
    for (let i = 0; i < rules.loginPerAccountSource.points; i += 1) {
      const response = await attacker.post(
        '/auth/login',
        { email: account.email, password: `guess ${i}` },
        from('203.0.113.9'),
      );
      expect(response.status).toBe(401);
    }
    expectThrottled(
      await attacker.post('/auth/login', { email: account.email, password: PASSWORD }, from('203.0.113.9')),
      rules.loginPerAccountSource.durationSeconds,
    );
    // The same account from another address, and another account from the same one: unaffected.
    const owner = await LiveClient.visitor(live);
    expect(
      (await owner.post('/auth/login', { email: account.email, password: PASSWORD }, from('198.51.100.9')))
        .status,
    ).toBe(200);
    const other = await liveRegistered(live);
    expect(
      (
        await (
          await LiveClient.visitor(live)
        ).post('/auth/login', { email: other.email, password: PASSWORD }, from('203.0.113.9'))
      ).status,
    ).toBe(200);
  });

  it(`login per IP: ${rules.loginPerIp.points} attempts over many accounts, then 429 for any account`, async () => {
    live = await startLive(store);
    const attacker = await LiveClient.visitor(live);
    const perAccount = rules.loginFailuresPerAccount.points;
    const accounts = Math.ceil(rules.loginPerIp.points / perAccount);
    let sent = 0;
    for (let a = 0; a < accounts && sent < rules.loginPerIp.points; a += 1) {
      const address = randomAddress('spray');
      for (let i = 0; i < perAccount && sent < rules.loginPerIp.points; i += 1) {
        const response = await attacker.post('/auth/login', { email: address, password: `spray ${i}` });
        expect(response.status, response.text).toBe(401);
        sent += 1;
      }
    }
    expectThrottled(
      await attacker.post('/auth/login', { email: randomAddress('fresh'), password: 'spray' }),
      rules.loginPerIp.durationSeconds,
    );
  });

  it('e-mail verification: a stranger cannot burn the code or the resends of the session that registered', async () => {
    live = await startLive(store, { trustProxy: true });
    const stranger = from('203.0.113.7');
    const account = await liveRegistered(live);
    const code = latestCode(live.app, account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const attacker = await LiveClient.visitor(live);
    // Wrong codes for the victim's address until the attacker is throttled …
    const answers: string[] = [];
    for (let i = 0; i < rules.verifyEmailPerAddress.points; i += 1) {
      const response = await attacker.post(
        '/auth/verify-email',
        { email: account.email, code: wrong },
        stranger,
      );
      expect(response.status).toBe(400);
      answers.push(response.json.code);
    }
    expectThrottled(
      await attacker.post('/auth/verify-email', { email: account.email, code }, stranger),
      rules.verifyEmailPerAddress.durationSeconds,
    );
    expect(new Set(answers)).toEqual(new Set(['INVALID_CODE']));
    // … and resends until throttled: nothing is sent, the owner's code stays valid.
    const sentBefore = outboxFor(live.app, account.email).length;
    for (let i = 0; i < rules.emailCodeSendsPerAddress.points; i += 1) {
      expect(
        (await attacker.post('/auth/request-email-verification', { email: account.email }, stranger)).status,
      ).toBe(200);
    }
    expectThrottled(
      await attacker.post('/auth/request-email-verification', { email: account.email }, stranger),
      rules.emailCodeSendsPerAddress.durationSeconds,
    );
    expect(outboxFor(live.app, account.email)).toHaveLength(sentBefore);

    // The owner's session still may resend, and the right code verifies.
    expect(
      (await account.client.post('/auth/request-email-verification', { email: account.email })).status,
    ).toBe(200);
    expect(outboxFor(live.app, account.email)).toHaveLength(sentBefore + 1);
    const fresh = latestCode(live.app, account.email);
    const verified = await account.client.post('/auth/verify-email', { email: account.email, code: fresh });
    expect(verified.status, verified.text).toBe(200);
    const me = await account.client.get('/auth/me');
    expect(me.json.data.items[0].user.emailVerified).toBe(true);
  });

  it('SMS codes per account: wrong codes burn the code, then 429 + Retry-After', async () => {
    live = await startLive(store);
    const account = await liveRegistered(live);
    const { client } = account;
    expect(
      (
        await client.post('/auth/verify-email', {
          email: account.email,
          code: latestCode(live.app, account.email),
        })
      ).status,
    ).toBe(200);
    const phone = '+447911123456';
    expect((await client.post('/auth/request-phone-verification-twilio', { phone })).status).toBe(200);
    const code = latestCode(live.app, phone, 'sms');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < rules.verifyPhonePerUser.points; i += 1) {
      const response = await client.post('/auth/verify-phone-twilio', {
        phone,
        code: i === 6 ? code : wrong,
      });
      expect(response.status, response.text).toBe(400);
    }
    expectThrottled(
      await client.post('/auth/verify-phone-twilio', { phone, code }),
      rules.verifyPhonePerUser.durationSeconds,
    );
  });

  it(`codes and reset tokens per IP: ${rules.verifyPerIp.points} guesses over many addresses, then 429`, async () => {
    live = await startLive(store);
    const attacker = await LiveClient.visitor(live);
    for (let i = 0; i < rules.verifyPerIp.points; i += 1) {
      const response =
        i % 2 === 0
          ? await attacker.post('/auth/verify-email', { email: randomAddress('code'), code: '123456' })
          : await attacker.post('/auth/reset-password', {
              token: `guessed-token-${i}-${'x'.repeat(32)}`,
              password: 'a long enough new password',
            });
      expect(response.status, response.text).toBe(400);
    }
    expectThrottled(
      await attacker.post('/auth/verify-email', { email: randomAddress('code'), code: '123456' }),
      rules.verifyPerIp.durationSeconds,
    );
    expectThrottled(
      await attacker.post('/auth/reset-password', {
        token: 'x'.repeat(43),
        password: 'a long enough new password',
      }),
      rules.verifyPerIp.durationSeconds,
    );
  });
});
