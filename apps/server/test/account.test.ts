import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { SESSION_COOKIE } from '../src/http/cookies.ts';
import { requireVerifiedUser } from '../src/modules/auth/session.ts';
import {
  Client,
  email,
  type Harness,
  latestResetLink,
  onboarded,
  PASSWORD,
  registered,
  startApp,
} from './helpers/auth.ts';
import { stores } from './stores.ts';

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----riffmate${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const image = (format: 'png' | 'jpeg' | 'webp', width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

async function upload(client: Client, bytes: Buffer, type = 'image/png', field = 'picture') {
  const { payload, headers } = multipart(field, 'me.bin', type, bytes);
  return client.request('POST', '/api/account/picture', undefined, { payload, headers });
}

describe.each(stores())('account on $kind', (store) => {
  let h: Harness;
  let app: App;
  beforeEach(async () => {
    h = await startApp(store);
    app = h.app;
  });
  afterEach(async () => {
    await h.close();
  });

  it('every account route needs a session: 401', async () => {
    const client = await Client.start(app);
    for (const [method, url] of [
      ['PATCH', '/api/account'],
      ['POST', '/api/account/picture'],
      ['GET', '/api/account/picture/x'],
      ['POST', '/api/account/password'],
      ['POST', '/api/account/sessions/revoke-others'],
      ['DELETE', '/api/account'],
    ] as const) {
      const response = await client.request(method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('PATCH /api/account changes the name (trimmed, validated)', async () => {
    const { client } = await registered(app);
    const response = await client.patch('/api/account', { name: '  Grace Hopper ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items[0].user.name).toBe('Grace Hopper');
    const empty = await client.patch('/api/account', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Name is required');
  });

  describe('picture', () => {
    it.each(['png', 'jpeg', 'webp'] as const)(
      'accepts %s, stores a ≤256×256 WebP and serves it privately, revalidated',
      async (format) => {
        const { client } = await registered(app);
        const response = await upload(client, await image(format, 800, 500), `image/${format}`);
        expect(response.statusCode, response.body).toBe(200);
        const picture: string = response.json().data.items[0].user.picture;
        expect(picture).toMatch(/^\/api\/account\/picture\/[\w-]+$/);
        const served = await client.get(picture);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('private, no-cache');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(256);
        expect(meta.height).toBe(160);
        expect((await client.get('/auth/me')).json().data.items[0].user.picture).toBe(picture);
      },
    );

    it('a new upload replaces the old file; other users get 404', async () => {
      const { client } = await registered(app);
      const first = (await upload(client, await image('png'))).json().data.items[0].user.picture;
      const second = (await upload(client, await image('jpeg'), 'image/jpeg')).json().data.items[0].user
        .picture;
      expect(second).not.toBe(first);
      expect((await client.get(first)).statusCode).toBe(404);
      expect(await app.db.selectFrom('files').select('id').execute()).toHaveLength(1);
      const other = await registered(app);
      expect((await other.client.get(second)).statusCode).toBe(404);
    });

    it('refuses what is not a PNG/JPEG/WebP by its bytes, whatever the declared type', async () => {
      const { client } = await registered(app);
      const text = await upload(client, Buffer.from('hello, I am not an image'), 'image/png');
      expect(text.json()).toMatchObject({
        statusCode: 400,
        code: 'INVALID_IMAGE',
        message: 'Upload a PNG, JPEG or WebP image.',
      });
      const gif = await upload(client, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'image/png');
      expect(gif.json().code).toBe('INVALID_IMAGE');
      const svg = await upload(
        client,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
      );
      expect(svg.json().code).toBe('INVALID_IMAGE');
      const broken = Buffer.concat([(await image('png')).subarray(0, 40), Buffer.alloc(200, 7)]);
      expect((await upload(client, broken)).json().code).toBe('INVALID_IMAGE');
      expect((await client.get('/auth/me')).json().data.items[0].user.picture).toBeNull();
    });

    it('refuses more than 2 MB with 413, and a missing field with 400', async () => {
      const { client } = await registered(app);
      const png = await image('png');
      const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024, 1)]);
      const response = await upload(client, big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The picture is larger than 2 MB. Choose a smaller one.',
      });
      const wrongField = await upload(client, png, 'image/png', 'avatar');
      expect(wrongField.statusCode).toBe(400);
      const json = await client.post('/api/account/picture', { picture: 'data:image/png;base64,AAAA' });
      expect(json.statusCode).toBe(415);
    });
  });

  describe('password change', () => {
    it('needs the current password, applies the policy, and ends every OTHER session', async () => {
      const { client, email: address } = await registered(app);
      const other = await Client.start(app);
      await other.post('/auth/login', { email: address, password: PASSWORD });
      const wrong = await client.post('/api/account/password', {
        currentPassword: 'not it at all',
        newPassword: 'a brand new passphrase',
      });
      expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'WRONG_PASSWORD' });
      const common = await client.post('/api/account/password', {
        currentPassword: PASSWORD,
        newPassword: 'qwertyuiop',
      });
      expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
      const short = await client.post('/api/account/password', {
        currentPassword: PASSWORD,
        newPassword: 'short',
      });
      expect(short.json().message).toContain('Password must be at least 8 characters long');

      const ok = await client.post('/api/account/password', {
        currentPassword: PASSWORD,
        newPassword: 'a brand new passphrase',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.message).toMatch(/changed/);
      expect((await client.get('/auth/me')).statusCode).toBe(200);
      expect((await other.get('/auth/me')).statusCode).toBe(401);
      const login = await (await Client.start(app)).post('/auth/login', {
        email: address,
        password: 'a brand new passphrase',
      });
      expect(login.statusCode).toBe(200);
    });
  });

  it('revoke-others ends the other sessions only', async () => {
    const { client, email: address } = await registered(app);
    const others = [await Client.start(app), await Client.start(app)];
    for (const other of others) await other.post('/auth/login', { email: address, password: PASSWORD });
    const response = await client.post('/api/account/sessions/revoke-others');
    expect(response.json()).toEqual({ data: { message: 'Signed out of 2 other sessions.' } });
    expect((await client.get('/auth/me')).statusCode).toBe(200);
    for (const other of others) expect((await other.get('/auth/me')).statusCode).toBe(401);
  });

  it('DELETE /api/account removes the user, sessions, codes, resets and files, and clears the cookie', async () => {
    const account = await onboarded(app);
    await upload(account.client, await image('png'));
    await account.client.post('/auth/request-password-reset', { email: account.email });
    await latestResetLink(app, account.email); // sent after the answer
    await account.client.post('/auth/request-phone-verification-twilio', { phone: '+447911123457' });
    const survivor = await registered(app);
    const wrong = await account.client.delete('/api/account', { password: 'not my password' });
    expect(wrong.json().code).toBe('WRONG_PASSWORD');

    const response = await account.client.delete('/api/account', { password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { message: 'Your account and all its data have been deleted.' },
    });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const id = account.user.id;
    for (const table of [
      'sessions',
      'email_codes',
      'phone_verifications',
      'password_resets',
      'files',
    ] as const) {
      const rows = await app.db.selectFrom(table).select('user_id').where('user_id', '=', id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await app.db.selectFrom('users').select('id').where('id', '=', id).execute()).toEqual([]);
    expect((await survivor.client.get('/auth/me')).statusCode).toBe(200);
    const login = await (await Client.start(app)).post('/auth/login', {
      email: account.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(401);
  });

  it('password checks on account routes are rate limited per user', async () => {
    await h.close();
    h = await startApp(store, {
      rateLimits: {
        ...structuredClone(app.config.rateLimits),
        passwordChecksPerUser: { points: 2, durationSeconds: 900 },
      },
    });
    app = h.app;
    const { client } = await registered(app);
    for (let i = 0; i < 2; i += 1) await client.delete('/api/account', { password: 'guess' });
    const limited = await client.delete('/api/account', { password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect((await client.get('/auth/me')).statusCode).toBe(200);
  });

  describe('requireVerifiedUser', () => {
    beforeEach(async () => {
      await h.close();
      h = await startApp(store);
      app = h.app;
      app.get('/api/verified-only', { preHandler: requireVerifiedUser }, async (request) => ({
        id: request.user?.id,
      }));
    });

    it('401 signed out, 403 EMAIL_NOT_VERIFIED, 403 PHONE_NOT_VERIFIED, then 200 with request.user', async () => {
      const anonymous = await Client.start(app);
      expect((await anonymous.get('/api/verified-only')).statusCode).toBe(401);
      const fresh = await registered(app);
      expect((await fresh.client.get('/api/verified-only')).json()).toEqual({
        statusCode: 403,
        code: 'EMAIL_NOT_VERIFIED',
        error: 'Forbidden',
        message: 'Verify your e-mail address to continue.',
      });
      await app.db
        .updateTable('users')
        .set({ email_verified_at: new Date().toISOString() })
        .where('id', '=', fresh.user.id)
        .execute();
      expect((await fresh.client.get('/api/verified-only')).json()).toMatchObject({
        statusCode: 403,
        code: 'PHONE_NOT_VERIFIED',
      });
      const done = await onboarded(app, '+447911123458');
      const response = await done.client.get('/api/verified-only');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: done.user.id });
      void email;
    });
  });
});
