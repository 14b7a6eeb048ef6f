import { FAKE_TWILIO, FakeTwilio, TWILIO_CODES, TWILIO_PHONES } from '@riffmate/test-support/fake-twilio';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { type Client, type Harness, registered, startApp } from './helpers/auth.ts';
import { stores } from './stores.ts';

const { accountSid: SID, authToken: TOKEN } = FAKE_TWILIO;
const { ok: OK, fraud: FRAUD, sendLimit: SEND_LIMIT, down: DOWN } = TWILIO_PHONES;
const { approved: APPROVED, pending: PENDING, maxAttempts: MAX_ATTEMPTS, gone: GONE } = TWILIO_CODES;

describe.each(stores())('Twilio Verify through the real client on $kind', (store) => {
  let fake: FakeTwilio;
  let h: Harness;
  let app: App;

  beforeAll(async () => {
    fake = await new FakeTwilio().start();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    fake.requests.length = 0;
    h = await startApp(store, {
      twilio: fake.config(),
    });
    app = h.app;
  });
  afterEach(async () => {
    await h.close();
  });

  async function requested(phone = OK): Promise<Client> {
    const { client } = await registered(app);
    const response = await client.post('/auth/request-phone-verification-twilio', { phone });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  it('sends through verifications.create with the account credentials, and writes no outbox SMS', async () => {
    await requested();
    const create = fake.requests.find((r) => r.path.endsWith('/Verifications'))!;
    expect(create.method).toBe('POST');
    expect(create.auth).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(create.form)).toEqual({ To: OK, Channel: 'sms' });
    expect(app.phoneVerifier.kind).toBe('twilio');
  });

  it('approved → phoneVerified', async () => {
    const client = await requested();
    const response = await client.post('/auth/verify-phone-twilio', { phone: OK, code: APPROVED });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items[0].user.phoneVerified).toBe(true);
    const check = fake.requests.find((r) => r.path.endsWith('/VerificationCheck'))!;
    expect(Object.fromEntries(check.form)).toEqual({ To: OK, Code: APPROVED });
  });

  it('pending (wrong code) → 400 INVALID_CODE', async () => {
    const client = await requested();
    const response = await client.post('/auth/verify-phone-twilio', { phone: OK, code: PENDING });
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_CODE',
      message: expect.stringContaining('not correct'),
    });
    expect((await client.get('/auth/me')).json().data.items[0].user.phoneVerified).toBe(false);
  });

  it('too many attempts (60202 / 429) → 400 CODE_ATTEMPTS_EXCEEDED, the verification is burned', async () => {
    const client = await requested();
    const response = await client.post('/auth/verify-phone-twilio', { phone: OK, code: MAX_ATTEMPTS });
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'CODE_ATTEMPTS_EXCEEDED',
      error: 'Bad Request',
      message: 'Too many wrong codes. Request a new code.',
    });
    const after = await client.post('/auth/verify-phone-twilio', { phone: OK, code: APPROVED });
    expect(after.json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
  });

  it('expired or gone (404) → 400 CODE_EXPIRED', async () => {
    const client = await requested();
    const response = await client.post('/auth/verify-phone-twilio', { phone: OK, code: GONE });
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'CODE_EXPIRED' });
  });

  it('fraud-blocked (60410) → 403 PHONE_BLOCKED with our message, never the provider text', async () => {
    const { client } = await registered(app);
    const response = await client.post('/auth/request-phone-verification-twilio', { phone: FRAUD });
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'PHONE_BLOCKED',
      error: 'Forbidden',
      message: 'We cannot send codes to this number. Use another number or contact support.',
    });
    expect(response.body).not.toContain('provider secret text');
  });

  it("Twilio's send limit (60203) → 429 RATE_LIMITED with Retry-After", async () => {
    const { client } = await registered(app);
    const response = await client.post('/auth/request-phone-verification-twilio', { phone: SEND_LIMIT });
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('RATE_LIMITED');
    expect(response.headers['retry-after']).toBe('600');
  });

  it('provider failure → 502 PROVIDER_UNAVAILABLE, generic message', async () => {
    const { client } = await registered(app);
    const response = await client.post('/auth/request-phone-verification-twilio', { phone: DOWN });
    expect(response.json()).toMatchObject({ statusCode: 502, code: 'PROVIDER_UNAVAILABLE' });
    expect(response.body).not.toContain('Internal Server Error');
  });
});
