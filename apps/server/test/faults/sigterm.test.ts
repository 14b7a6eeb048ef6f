// Fault: SIGTERM while replies are streaming (docs/decisions/0081-fault-injection.md), on the real start-up path
// (fixtures/stream-server.ts: config, migrations, runServer) in a child process.
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { XSRF_COOKIE, XSRF_HEADER } from '@riffmate/contract';
import type { CookieJar } from '@riffmate/test-support/http-client';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';
import { onboarded } from '../helpers/auth.ts';
import { tempDir, testConfig } from '../helpers/config.ts';
import { type OpenStream, openChatStream, sleep, sseText, waitFor } from '../helpers/http-client.ts';
import { type Spawned, spawnTs } from '../helpers/process.ts';

const DELTAS = 20;
const DELAY_MS = 100; // each reply streams for about 2 s
const FULL_TEXT = Array.from({ length: DELTAS }, (_, i) => `part${i} `).join('');
const STREAMS = 4;

let server: Spawned | undefined;
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  server = undefined;
});

/** A DATA_DIR with a migrated SQLite store and a verified user; returns the user's cookies. */
async function prepare(): Promise<{ dataDir: string; jar: CookieJar; secret: string }> {
  const dataDir = tempDir('sigterm-');
  const config = testConfig({ dataDir });
  const { app } = await buildTestApp(config);
  const me = await onboarded(app);
  await app.close();
  return { dataDir, jar: { ...me.client.cookies }, secret: config.sessionSecret };
}

async function start(dataDir: string, secret: string, shutdownTimeoutMs: number, delayMs = DELAY_MS) {
  server = spawnTs('test/faults/fixtures/stream-server.ts', {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    RATE_LIMIT_SCALE: '100',
    STREAM_DELTAS: String(DELTAS),
    STREAM_DELAY_MS: String(delayMs),
  });
  const { address } = await server.logLine('Riffmate listening on', 30_000);
  return { spawned: server, origin: String(address), port: Number(new URL(String(address)).port) };
}

const chatBody = (id: string) => ({
  id,
  messages: [{ id: `u_${id}`, role: 'user', parts: [{ type: 'text', text: 'play me something long' }] }],
});

function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

/** A chat stream on a raw socket, so a second request can follow on the same connection later. */
function rawChat(port: number, jar: CookieJar, id: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const payload = JSON.stringify(chatBody(id));
  const cookie = Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  socket.write(
    `POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(payload)}\r\nCookie: ${cookie}\r\n${XSRF_HEADER}: ${jar[XSRF_COOKIE]}\r\n\r\n${payload}`,
  );
  return {
    received: () => received,
    closed,
    /** Asks /readyz on this (busy) connection; answered once the stream ahead of it has ended. */
    askReadiness: () => socket.write(`GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`),
  };
}

function storedReplies(dataDir: string, chatIds: string[]) {
  const db = new SqliteDatabase(join(dataDir, 'riffmate.db'), { readonly: true });
  try {
    const rows = db
      .prepare(
        `select chat_id, content, status from messages where role = 'assistant' and chat_id in (${chatIds.map(() => '?').join(',')})`,
      )
      .all(...chatIds) as { chat_id: string; content: string; status: string }[];
    const usage = (db.prepare('select count(*) as n from usage').get() as { n: number }).n;
    return { rows, usage };
  } finally {
    db.close();
  }
}

describe('SIGTERM during streams', () => {
  it('goes not-ready, refuses new connections, lets every stream finish, stores the replies and exits 0', {
    timeout: 60_000,
  }, async () => {
    const { dataDir, jar, secret } = await prepare();
    const { spawned, origin, port } = await start(dataDir, secret, 10_000);
    const ids = Array.from({ length: STREAMS }, (_, i) => `chat_sigterm_${i}_${Date.now().toString(36)}`);
    const streams: OpenStream[] = ids.map((id) => openChatStream(origin, jar, chatBody(id)));
    const rawId = `chat_sigterm_raw_${Date.now().toString(36)}`;
    const raw = rawChat(port, jar, rawId);
    expect(await Promise.all(streams.map((stream) => stream.started))).toEqual(ids.map(() => 200));
    await waitFor(() => raw.received().includes('data: '), 5000, 'the raw stream to start');

    const signalled = performance.now();
    spawned.child.kill('SIGTERM');
    await spawned.logLine('shutting down');
    raw.askReadiness();
    // The listener is closed: the load balancer cannot open new connections.
    await waitFor(async () => (await tryConnect(port)) === 'ECONNREFUSED', 2000, 'new connections refused');

    const results = await Promise.all(streams.map((stream) => stream.finished));
    for (const result of results) {
      expect(result).toMatchObject({ status: 200, cut: false });
      expect(result.body.trimEnd().endsWith('data: [DONE]')).toBe(true);
      expect(sseText(result.body)).toBe(FULL_TEXT);
    }
    await raw.closed;
    expect(raw.received()).toContain('data: [DONE]');
    // The request that arrived while draining saw the instance as not ready.
    expect(raw.received()).toMatch(/HTTP\/1\.1 503[\s\S]*\{"status":"shutting_down"\}/);

    expect(await spawned.exited(15_000)).toBe(0);
    const shutdownMs = performance.now() - signalled;
    await spawned.logLine('shutdown complete', 100);
    const { rows, usage } = storedReplies(dataDir, [...ids, rawId]);
    expect(rows).toHaveLength(STREAMS + 1);
    for (const row of rows) expect(row).toMatchObject({ status: 'complete', content: FULL_TEXT });
    expect(usage).toBe(STREAMS + 1);
    console.info('sigterm drain', { streams: STREAMS + 1, shutdownMs: Math.round(shutdownMs) });
  });

  it('cuts streams that outlive SHUTDOWN_TIMEOUT_MS but still stores their replies and exits 0', {
    timeout: 60_000,
  }, async () => {
    const { dataDir, jar, secret } = await prepare();
    // The replies need ~2 s; the drain deadline is 0.8 s, the store closes after the replies (grace 2 s).
    const { spawned, origin } = await start(dataDir, secret, 800);
    const ids = Array.from({ length: STREAMS }, (_, i) => `chat_cut_${i}_${Date.now().toString(36)}`);
    const streams = ids.map((id) => openChatStream(origin, jar, chatBody(id)));
    await Promise.all(streams.map((stream) => stream.started));
    await sleep(100);

    spawned.child.kill('SIGTERM');
    const results = await Promise.all(streams.map((stream) => stream.finished));
    for (const result of results) {
      // The client lost the end of the reply …
      expect(result.body).not.toContain('[DONE]');
    }
    expect(await spawned.exited(10_000)).toBe(0);
    // … but the reply was generated to its end and stored, so a reload shows it.
    const { rows, usage } = storedReplies(dataDir, ids);
    expect(rows).toHaveLength(STREAMS);
    for (const row of rows) expect(row).toMatchObject({ status: 'complete', content: FULL_TEXT });
    expect(usage).toBe(STREAMS);
  });
  it('stops replies that outlive the drain and its grace, stores them as interrupted, refunds them and exits 0', {
    timeout: 60_000,
  }, async () => {
    const { dataDir, jar, secret } = await prepare();
    // Replies would need 20 × 1 s; the drain deadline is 0.8 s and generation may go on 3 s more.
    const { spawned, origin } = await start(dataDir, secret, 800, 1000);
    const ids = Array.from({ length: 2 }, (_, i) => `chat_long_${i}_${Date.now().toString(36)}`);
    const streams = ids.map((id) => openChatStream(origin, jar, chatBody(id)));
    await Promise.all(streams.map((stream) => stream.started));
    await sleep(1200);

    const signalled = performance.now();
    spawned.child.kill('SIGTERM');
    await Promise.all(streams.map((stream) => stream.finished));
    expect(await spawned.exited(15_000)).toBe(0);
    const shutdownMs = performance.now() - signalled;
    expect(shutdownMs).toBeLessThan(800 + 3000 + 2000);
    await spawned.logLine('replies still generating', 100);
    const { rows, usage } = storedReplies(dataDir, ids);
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(row.status).toBe('interrupted');
      // What was written before the stop is kept: a non-empty beginning of the full reply.
      expect(row.content.length).toBeGreaterThan(0);
      expect(FULL_TEXT.startsWith(row.content)).toBe(true);
      expect(row.content).not.toBe(FULL_TEXT);
    }
    expect(usage).toBe(0); // an interrupted reply does not count
  });
});
