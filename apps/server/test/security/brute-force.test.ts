import { ErrorCode } from '@riffmate/contract';
import type { ClientResponse } from '@riffmate/test-support/http-client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_RULES } from '../../src/rate-limit/rules.ts';
import { PASSWORD } from '../helpers/auth.ts';
import {
  errorShapeProblem,
  type Live,
  LiveClient,
  latestCode,
  liveRegistered,
  startLive,
} from '../helpers/live.ts';
import { stores } from '../stores.ts';

// Brute force (issue 8), with the default limits (no RATE_LIMIT_SCALE): logins and codes are
// throttled per account and per IP, with Retry-After, and a throttled account stays throttled even
// for the right secret. Every request comes from 127.0.0.1, so each test gets its own app.

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

  it(`login per account: after ${rules.loginPerAccount.points} failures → 429 + Retry-After, even with the right password`, async () => {
    live = await startLive(store);
    const account = await liveRegistered(live);
    const attacker = await LiveClient.visitor(live);
    for (let i = 0; i < rules.loginPerAccount.points; i += 1) {
      const response = await attacker.post('/auth/login', { email: account.email, password: `guess ${i}` });
      expect(response.status).toBe(401);
    }
    expectThrottled(
      await attacker.post('/auth/login', { email: account.email, password: 'guess again' }),
      rules.loginPerAccount.durationSeconds,
    );
    // From another browser, with the right password: still throttled (per account, not per client).
    const owner = await LiveClient.visitor(live);
    expectThrottled(
      await owner.post('/auth/login', { email: account.email, password: PASSWORD }),
      rules.loginPerAccount.durationSeconds,
    );
    // Other accounts are unaffected.
    const other = await liveRegistered(live);
    expect(
      (await (await LiveClient.visitor(live)).post('/auth/login', { email: other.email, password: PASSWORD }))
        .status,
    ).toBe(200);
  });

  it(`login per IP: ${rules.loginPerIp.points} attempts over many accounts, then 429 for any account`, async () => {
    live = await startLive(store);
    const attacker = await LiveClient.visitor(live);
    const perAccount = rules.loginPerAccount.points / 2;
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

  it('e-mail codes per account: the code burns after 5 wrong tries and the address is throttled', async () => {
    live = await startLive(store);
    const account = await liveRegistered(live);
    const code = latestCode(live.app, account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const attacker = await LiveClient.visitor(live);
    const answers: string[] = [];
    for (let i = 0; i < rules.verifyEmailPerAddress.points - 1; i += 1) {
      const response = await attacker.post('/auth/verify-email', { email: account.email, code: wrong });
      expect(response.status).toBe(400);
      answers.push(response.json.code);
    }
    // Burned: even the right code no longer verifies (the last point of the window).
    const right = await account.client.post('/auth/verify-email', { email: account.email, code });
    expect(right.status).toBe(400);
    expect(right.json.code).toBe('CODE_ATTEMPTS_EXCEEDED');
    expectThrottled(
      await attacker.post('/auth/verify-email', { email: account.email, code }),
      rules.verifyEmailPerAddress.durationSeconds,
    );
    // The attacker (not the owner) only ever saw the generic answer.
    expect(new Set(answers)).toEqual(new Set(['INVALID_CODE']));
    const me = await account.client.get('/auth/me');
    expect(me.json.data.items[0].user.emailVerified).toBe(false);
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
