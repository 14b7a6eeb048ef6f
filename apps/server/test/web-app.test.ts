import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { XSRF_COOKIE, XSRF_HEADER } from '@riffmate/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { buildTestApp } from './helpers/app.ts';
import { fakeWebDist } from './helpers/config.ts';
import { visit } from './helpers/xsrf.ts';

let app: App;

afterEach(async () => {
  await app?.close();
});

async function setup(overrides = {}) {
  ({ app } = await buildTestApp({ webDistDir: fakeWebDist(), ...overrides }));
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('serving the SPA', () => {
  it.each(['/', '/chat/abc', '/legal/privacy/policy', '/share/Zm9v-YmFy'])(
    'GET %s → index.html, revalidated on every visit',
    async (url) => {
      await setup();
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Riffmate</title>');
    },
  );

  it.each(['/auth/login', '/auth/register', '/auth/reset-password?token=abc', '/auth/verify-phone?phone=1'])(
    'GET %s (an auth page) → index.html',
    async (url) => {
      await setup();
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Riffmate</title>');
    },
  );

  it('answers HEAD on pages and a 304 when the page is unchanged', async () => {
    await setup();
    const head = await app.inject({ method: 'HEAD', url: '/chat' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const first = await get('/');
    const again = await get('/about', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves hashed assets with immutable caching and no cookies', async () => {
    await setup();
    const response = await get('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sends the precompressed brotli or gzip file the build wrote, with Vary (decision 0041)', async () => {
    const dir = fakeWebDist();
    const js = 'console.log("app");';
    writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
    writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(js));
    await setup({ webDistDir: dir });
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('compresses index.html for browsers that accept it, one ETag per coding', async () => {
    await setup();
    const br = await get('/chat', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>Riffmate</title>');
    const gz = await get('/chat', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>Riffmate</title>');
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const again = await get('/', { 'accept-encoding': 'gzip, br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    const plain = await get('/', { 'if-none-match': String(br.headers.etag) });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves unhashed root files cached but revalidated', async () => {
    await setup();
    const response = await get('/theme-init.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const again = await get('/theme-init.js', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it.each(['/auth/nope', '/auth/login/extra', '/api/nope', '/api/', '/assets/missing-123.js'])(
    'GET %s → 404 JSON',
    async (url) => {
      await setup();
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found' });
    },
  );

  it.each(['/nope', '/auth/no-such-route', '/chat/abc'])(
    'POST %s (no such route) → 404 JSON',
    async (url) => {
      await setup();
      const visitor = await visit(app);
      const response = await app.inject({
        method: 'POST',
        url,
        cookies: visitor.cookies,
        headers: { [XSRF_HEADER]: visitor.token },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    },
  );

  it('pages set the XSRF cookie', async () => {
    await setup();
    const response = await get('/chat');
    expect(response.cookies.some((cookie) => cookie.name === XSRF_COOKIE)).toBe(true);
  });

  it('says clearly when the web app is not built', async () => {
    ({ app } = await buildTestApp());
    const response = await get('/chat/abc');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      error: 'Service Unavailable',
      message: 'The web app is not built. Run npm run build.',
    });
    expect((await get('/api/nope')).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('sets CSP, nosniff, Referrer-Policy, frame denial and COOP on pages and API errors', async () => {
    await setup();
    for (const url of ['/', '/api/nope']) {
      const { headers } = await get(url);
      const csp = String(headers['content-security-policy']);
      expect(csp).toBe(
        "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
          "font-src 'self' data:;connect-src 'self';media-src 'self' blob:;worker-src 'self' blob:;" +
          "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it('adds HSTS and upgrade-insecure-requests only for an https origin', async () => {
    await setup({ appOrigin: 'https://riffmate.example', secureCookies: true });
    const { headers } = await get('/');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
