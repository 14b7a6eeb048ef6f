import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { buildTestApp } from './helpers/app.ts';

let app: App | undefined;
let blackHole: { server: Server; sockets: Set<Socket> } | undefined;

afterEach(async () => {
  await app?.close();
  if (blackHole) {
    for (const socket of blackHole.sockets) socket.destroy();
    await new Promise((resolve) => blackHole?.server.close(resolve));
  }
  app = undefined;
  blackHole = undefined;
});

/** A TCP server that accepts connections and never says a word, like a hung database. */
async function startBlackHole(): Promise<number> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  blackHole = { server, sockets };
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function appWithPostgresAt(port: number, connectTimeoutMs: number) {
  ({ app } = await buildTestApp(
    {
      database: {
        kind: 'postgres',
        url: `postgres://postgres@127.0.0.1:${port}/riffmate`,
        poolMax: 2,
        connectTimeoutMs,
        statementTimeoutMs: 10_000,
      },
    },
    { migrate: false },
  ));
  app.get('/api/users/count', async () => {
    const rows = await app!.db.selectFrom('users').select('id').execute();
    return { count: rows.length };
  });
  return app;
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe.each([
  // Nothing listens on port 1: the connection is refused at once.
  { name: 'refuses connections', port: async () => 1, connectTimeoutMs: 3000 },
  // Accepts but never answers: only the connect timeout saves us.
  { name: 'hangs', port: startBlackHole, connectTimeoutMs: 500 },
])('a PostgreSQL that $name', ({ port, connectTimeoutMs }) => {
  it('makes /readyz answer 503 unavailable within 2.5 s', async () => {
    const server = await appWithPostgresAt(await port(), connectTimeoutMs);
    const { result, ms } = await timed(() => server.inject({ method: 'GET', url: '/readyz' }));
    expect(result.statusCode).toBe(503);
    expect(result.json()).toEqual({ status: 'unavailable' });
    expect(ms).toBeLessThan(2500);
  });

  it('makes an API route that touches the store answer 503 with Retry-After, quickly', async () => {
    const server = await appWithPostgresAt(await port(), connectTimeoutMs);
    const { result, ms } = await timed(() => server.inject({ method: 'GET', url: '/api/users/count' }));
    expect(result.statusCode).toBe(503);
    expect(result.headers['retry-after']).toBe('5');
    expect(result.json()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      error: 'Service Unavailable',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect(result.body).not.toMatch(/ECONNREFUSED|timeout|127\.0\.0\.1|postgres/i);
    expect(ms).toBeLessThan(connectTimeoutMs + 1000);
  });
});
