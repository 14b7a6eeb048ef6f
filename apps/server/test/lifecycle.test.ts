import { get } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from './helpers/config.ts';
import { type Spawned, spawnTs } from './helpers/process.ts';

let server: Spawned | undefined;

afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  server = undefined;
});

function start(env: Record<string, string>) {
  server = spawnTs('test/fixtures/slow-server.ts', {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: tempDir(),
    LOG_LEVEL: 'info',
    ...env,
  });
  return server;
}

function request(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Resolves with the connect error code, or 'connected'. */
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

async function refusedWithin(port: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await tryConnect(port)) === 'ECONNREFUSED') return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the in-flight request, refuses new connections, reports not ready, exits 0', async () => {
    const app = start({ SLOW_MS: '2500', SHUTDOWN_TIMEOUT_MS: '10000' });
    const { address } = await app.logLine('Riffmate listening on');
    const port = Number(new URL(String(address)).port);

    let finished = false;
    const slow = request(`${address}/slow`).finally(() => {
      finished = true;
    });
    await app.logLine('slow request started');
    app.child.kill('SIGTERM');
    await app.logLine('shutting down');

    expect(await refusedWithin(port, 2000)).toBe(true);
    expect(finished).toBe(false);

    const response = await slow;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ readiness: 'shutting_down' });
    expect(await app.exited()).toBe(0);
    await app.logLine('shutdown complete', 100);
  });

  it('cuts requests that outlive SHUTDOWN_TIMEOUT_MS and still exits', async () => {
    const app = start({ SLOW_MS: '60000', SHUTDOWN_TIMEOUT_MS: '300' });
    const { address } = await app.logLine('Riffmate listening on');
    const slow = request(`${address}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await app.logLine('slow request started');
    const signalled = Date.now();
    app.child.kill('SIGTERM');
    expect(await app.exited(5000)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(3000);
    expect(await slow).toBe('cut');
  });

  it('exits 1 with every problem listed when the configuration is invalid', async () => {
    const app = start({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(await app.exited()).toBe(1);
    expect(app.stderr()).toContain('PORT:');
    expect(app.stderr()).toContain('LOG_LEVEL:');
  });
});
