import { afterEach, describe, expect, it } from 'vitest';
import { scaledRateRules } from '../../src/rate-limit/rules.ts';
import {
  type Live,
  LiveClient,
  latestResetLink,
  liveRegistered,
  resetTokenOf,
  startLive,
  storeFingerprint,
} from '../helpers/live.ts';
import { stores } from '../stores.ts';

// Weak passwords are refused wherever a password is chosen (docs/decisions/0011): register, reset and
// change. The 8-character minimum alone let `aaaaaaaa`, eight spaces and `Riffmate1` through; the
// strength estimator (zxcvbn, with the account's e-mail and name as known words) refuses them with its
// feedback as the message. Nothing is stored.

const WEAK = ['aaaaaaaa', '        ', 'Riffmate1', 'riffmate2026', '12345678abc'];
const STRONG = 'quietly humming basslines';

function expectWeak(response: { status: number; json: { code?: string; message?: string } }) {
  expect(response.status).toBe(400);
  expect(['PASSWORD_TOO_WEAK', 'PASSWORD_TOO_COMMON']).toContain(response.json.code);
  expect(response.json.message?.length).toBeGreaterThan(10);
}

describe.each(stores())('security: weak passwords ($kind)', (store) => {
  let live: Live;
  afterEach(async () => {
    await live?.close();
  });

  it('register refuses weak passwords with the estimator feedback, and stores nothing', async () => {
    live = await startLive(store, { rateLimits: scaledRateRules(10) });
    const before = await storeFingerprint(live.app);
    for (const password of WEAK) {
      const client = await LiveClient.visitor(live);
      const response = await client.post('/auth/register', {
        name: 'Ada Lovelace',
        email: `ada-${Math.random().toString(36).slice(2, 8)}@example.com`,
        password,
      });
      expectWeak(response);
    }
    const repeated = await (await LiveClient.visitor(live)).post('/auth/register', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'aaaaaaaa',
    });
    expect(repeated.json).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      message: expect.stringContaining('Repeated characters like "aaa" are easy to guess.'),
    });
    // The account's own name and address are words an attacker tries first.
    const personal = await (await LiveClient.visitor(live)).post('/auth/register', {
      name: 'Grace Hopper',
      email: 'grace.hopper@example.com',
      password: 'gracehopper',
    });
    expectWeak(personal);
    // The common list keeps its own message.
    const common = await (await LiveClient.visitor(live)).post('/auth/register', {
      name: 'Ada',
      email: 'ada2@example.com',
      password: 'Password123',
    });
    expect(common.json).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is too common. Choose another one.',
    });
    expect(await storeFingerprint(live.app)).toEqual(before);
    const ok = await (await LiveClient.visitor(live)).post('/auth/register', {
      name: 'Ada',
      email: 'ada3@example.com',
      password: STRONG,
    });
    expect(ok.status, ok.text).toBe(201);
  });

  it('reset and change refuse weak passwords too', async () => {
    live = await startLive(store, { rateLimits: scaledRateRules(10) });
    const account = await liveRegistered(live);
    for (const newPassword of WEAK) {
      expectWeak(
        await account.client.post('/api/account/password', {
          currentPassword: account.password,
          newPassword,
        }),
      );
    }
    const visitor = await LiveClient.visitor(live);
    expect((await visitor.post('/auth/request-password-reset', { email: account.email })).status).toBe(200);
    const token = resetTokenOf(await latestResetLink(live.app, account.email));
    for (const password of WEAK) expectWeak(await visitor.post('/auth/reset-password', { token, password }));
    // The link still works for a strong password (the refusals did not use it up).
    expect((await visitor.post('/auth/reset-password', { token, password: STRONG })).status).toBe(200);
  });
});
