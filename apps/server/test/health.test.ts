import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { buildTestApp } from './helpers/app.ts';
import { type FreshStore, stores } from './stores.ts';

let app: App | undefined;
let fresh: FreshStore | undefined;

afterEach(async () => {
  await app?.close();
  await fresh?.drop();
  app = undefined;
  fresh = undefined;
});

describe('/healthz', () => {
  it('answers 200 ok without touching the store', async () => {
    ({ app } = await buildTestApp({}, { migrate: false }));
    await app.store.destroy();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe.each(stores())('/readyz on $kind', (store) => {
  it('answers 200 ready when the store answers', async () => {
    fresh = await store.create();
    ({ app } = await buildTestApp({ database: fresh.database }));
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 shutting_down once shutdown has begun', async () => {
    fresh = await store.create();
    ({ app } = await buildTestApp({ database: fresh.database }));
    app.lifecycle.beginShutdown();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'shutting_down' });
  });

  it('answers 503 unavailable when the store is gone', async () => {
    fresh = await store.create();
    ({ app } = await buildTestApp({ database: fresh.database }));
    await app.store.destroy();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
  });
});
