import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { type Client, type Harness, registered, startApp } from './helpers/auth.ts';
import { stores } from './stores.ts';

const SID = 'ACtest0000000000000000000000000000';
const TOKEN = 'twilio-auth-token';
const SERVICE = 'VAtest0000000000000000000000000000';

// Numbers that make the fake answer in a given way.
const OK = '+447911123456';
const FRAUD = '+447911123457'; // send → 60410
const SEND_LIMIT = '+447911123458'; // send → 60203 / 429
const DOWN = '+447911123459'; // send → 500
// Codes for the check.
const APPROVED = '111111';
const PENDING = '222222';
const MAX_ATTEMPTS = '333333';
const GONE = '444444';

interface Recorded {
  method: string;
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}

/** A fake of Twilio Verify v2 on loopback, answering like the real API (JSON bodies, error codes). */
function fakeTwilio(): { server: Server; requests: Recorded[] } {
  const requests: Recorded[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const form = new URLSearchParams(raw);
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, auth: req.headers.authorization, form });
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      send(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    const to = form.get('To');
    if (path === `/verify/v2/Services/${SERVICE}/Verifications`) {
      if (to === FRAUD)
        return error(403, 60410, 'Verification delivery attempt blocked: provider secret text');
      if (to === SEND_LIMIT) return error(429, 60203, 'Max send attempts reached');
      if (to === DOWN) return error(500, 20500, 'Internal Server Error');
      return send(201, {
        sid: 'VE123',
        service_sid: SERVICE,
        account_sid: SID,
        to,
        channel: 'sms',
        status: 'pending',
        valid: false,
      });
    }
    if (path === `/verify/v2/Services/${SERVICE}/VerificationCheck`) {
      const code = form.get('Code');
      if (code === MAX_ATTEMPTS) return error(429, 60202, 'Max check attempts reached');
      if (code === GONE) return error(404, 20404, 'The requested resource was not found');
      const status = code === APPROVED ? 'approved' : 'pending';
      return send(200, {
        sid: 'VE123',
        service_sid: SERVICE,
        account_sid: SID,
        to,
        channel: 'sms',
        status,
        valid: status === 'approved',
      });
    }
    error(404, 20404, 'not found');
  });
  return { server, requests };
}

describe.each(stores())('Twilio Verify through the real client on $kind', (store) => {
  const fake = fakeTwilio();
  let baseUrl: string;
  let h: Harness;
  let app: App;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });
  beforeEach(async () => {
    fake.requests.length = 0;
    h = await startApp(store, {
      twilio: { accountSid: SID, authToken: TOKEN, verifyServiceSid: SERVICE, apiBaseUrl: baseUrl },
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
