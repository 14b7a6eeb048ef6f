import type { ClientResponse } from '@riffmate/test-support/http-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedChat } from '../helpers/chats.ts';
import {
  apiRoutes,
  fillPath,
  isUnsafe,
  type Live,
  type LiveAccount,
  LiveClient,
  liveOnboarded,
  startLive,
} from '../helpers/live.ts';
import { stores } from '../stores.ts';

// Security headers per route class (docs/decisions/0080-security-and-bad-input-suites.md, docs/product.md §12): every route of the inventory carries the
// baseline; personal answers are not cached; shared chats are not indexed nor leak their URL.

function baselineProblems(response: ClientResponse): string[] {
  const h = response.headers;
  const problems: string[] = [];
  const csp = h.get('content-security-policy') ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ]) {
    if (!csp.includes(directive)) problems.push(`CSP lacks ${directive}`);
  }
  // 'wasm-unsafe-eval' allows compiling WebAssembly only (the SoundFont's decoder), not eval.
  if (/(?<!wasm-)unsafe-eval/.test(csp) || /script-src[^;]*unsafe-inline/.test(csp))
    problems.push('CSP allows unsafe script');
  if (h.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (h.get('x-frame-options') !== 'DENY') problems.push('no X-Frame-Options DENY');
  if (!['strict-origin-when-cross-origin', 'no-referrer'].includes(h.get('referrer-policy') ?? ''))
    problems.push(`referrer-policy ${h.get('referrer-policy')}`);
  if (h.get('cross-origin-opener-policy') !== 'same-origin') problems.push('no COOP same-origin');
  if (h.get('x-powered-by')) problems.push('x-powered-by present');
  if (h.get('strict-transport-security')) problems.push('HSTS over plain http');
  if (h.get('access-control-allow-origin')) problems.push('CORS opened');
  return problems;
}

describe.each(stores())('security: headers per route class ($kind)', (store) => {
  let live: Live;
  let user: LiveAccount;
  let chat: { id: string; fileId: string };
  let shareToken: string;

  beforeAll(async () => {
    live = await startLive(store);
    user = await liveOnboarded(live);
    const seeded = await seedChat(live.app, user.userId);
    chat = { id: seeded.id, fileId: seeded.fileId! };
    const share = await user.client.post(`/api/chats/share/${chat.id}`);
    shareToken = share.json.data.items[0].sharePath.split('/').at(-1);
  });
  afterAll(async () => {
    await live?.close();
  });

  it('every route of the inventory, and the SPA, static files and 404s, carry the baseline headers', async () => {
    const visitor = await LiveClient.visitor(live);
    const failures: string[] = [];
    const ids: Record<string, string> = { token: shareToken, fileId: chat.fileId };
    const check = (what: string, response: ClientResponse) => {
      const problems = baselineProblems(response);
      if (problems.length) failures.push(`${what} (${response.status}): ${problems.join(', ')}`);
    };
    const routes = apiRoutes(live);
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const route of routes) {
      const path = fillPath(
        route,
        (name) => ids[name] ?? (route.url.includes('files') ? chat.fileId : chat.id),
      );
      // Safe routes as the signed-in user (real answers), unsafe ones as a visitor (nothing changes).
      const response = isUnsafe(route)
        ? await visitor.send(route.method, path, { body: {} })
        : await user.client.send(route.method, path);
      check(`${route.method} ${route.url}`, response);
    }
    for (const path of [
      '/',
      '/chat/x',
      `/share/${shareToken}`,
      '/assets/app-abc123.js',
      '/theme-init.js',
      '/api/nope',
      '/assets/missing.js',
      '/healthz',
      '/readyz',
    ]) {
      check(`GET ${path}`, await visitor.get(path));
    }
    expect(failures).toEqual([]);
  });

  it('personal API answers are never stored by shared caches', async () => {
    const noStore = [
      '/auth/me',
      '/api/chats',
      `/api/chats/${chat.id}`,
      '/api/billing/subscription',
      '/api/account/training',
    ];
    for (const path of noStore) {
      const response = await user.client.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toContain('no-store');
    }
    const file = await user.client.get(`/api/files/${chat.fileId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toMatch(/^private\b/);
    expect(file.headers.get('content-type')).toMatch(/^audio\/midi/);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+\.mid"$/);
  });

  it('shared chats: API, file and page are noindex; the API is no-store and sends no referrer', async () => {
    const anonymous = new LiveClient(live);
    const api = await anonymous.get(`/api/shared/${shareToken}`);
    expect(api.status).toBe(200);
    const fileUrl = api.json.data.items[0].messages.flatMap(
      (m: { music?: { url: string }[] }) => m.music ?? [],
    )[0].url;
    for (const response of [
      api,
      await anonymous.get(fileUrl),
      await anonymous.get(`/api/shared/${'x'.repeat(43)}`),
    ]) {
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      // Public answers set no cookies (the link may be opened anywhere).
      expect(response.setCookies).toEqual([]);
    }
    const page = await anonymous.get(`/share/${shareToken}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('SPA pages revalidate, hashed assets are immutable and cookie-free, errors are JSON', async () => {
    const anonymous = new LiveClient(live);
    const page = await anonymous.get('/chat/123');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await new LiveClient(live).get('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.setCookies).toEqual([]);
    const missing = await anonymous.get('/api/definitely-not-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('over https: HSTS for a year with subdomains and upgrade-insecure-requests', async () => {
    const secure = await startLive(store, { appOrigin: 'https://riffmate.example', secureCookies: true });
    try {
      const client = new LiveClient(secure);
      for (const path of ['/', '/api/billing/plans', '/api/nope']) {
        const response = await client.get(path);
        const hsts = response.headers.get('strict-transport-security') ?? '';
        expect(Number(hsts.match(/max-age=(\d+)/)?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
        expect(hsts, path).toContain('includeSubDomains');
        expect(response.headers.get('content-security-policy'), path).toContain('upgrade-insecure-requests');
      }
    } finally {
      await secure.close();
    }
  });
});
