import { connect } from 'node:net';
import { cookieHeader } from '@riffmate/test-support/http-client';
import { afterEach, describe, expect, it } from 'vitest';
import { type Live, LiveClient, startLive } from '../helpers/live.ts';
import { stores } from '../stores.ts';

// A body that trickles in is cut off (REQUEST_TIMEOUT_MS): one byte every 100 ms would otherwise hold
// a socket and a parser for as long as the client likes. The test gives up after GIVE_UP_MS.

const REQUEST_TIMEOUT_MS = 1000;
const GIVE_UP_MS = 6000;

interface Outcome {
  status: number | null;
  closedAfterMs: number;
  bytesSent: number;
}

/** Sends the headers of a 1000-byte body, then one byte every 100 ms until the server answers or closes. */
function trickle(live: Live, client: LiveClient): Promise<Outcome> {
  const url = new URL(live.base);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(Number(url.port), url.hostname);
    let answer = '';
    let bytesSent = 0;
    const finish = () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      const status = answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1];
      resolve({
        status: status ? Number(status) : null,
        closedAfterMs: performance.now() - started,
        bytesSent,
      });
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(
      `POST /auth/login HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n` +
        `Origin: ${live.app.config.appOrigin}\r\nCookie: ${cookieHeader(client.cookies)}\r\nX-XSRF-TOKEN: ${client.xsrf}\r\n\r\n{`,
    );
    const drip = setInterval(() => {
      if (!socket.writable) return;
      socket.write(' ');
      bytesSent += 1;
    }, 100);
    const giveUp = setTimeout(finish, GIVE_UP_MS);
  });
}

describe.each(stores())('security: slow request bodies ($kind)', (store) => {
  let live: Live;
  afterEach(async () => {
    await live?.close();
  });

  it(`a body still arriving after REQUEST_TIMEOUT_MS gets 408 and the connection closes`, async () => {
    live = await startLive(store, { requestTimeoutMs: REQUEST_TIMEOUT_MS });
    const outcome = await trickle(live, await LiveClient.visitor(live));
    expect(outcome.status, JSON.stringify(outcome)).toBe(408);
    // The timeout plus Node's check interval (a quarter of it), with room for a loaded machine.
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(outcome.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
    // The server still answers others.
    expect((await (await LiveClient.visitor(live)).get('/healthz')).status).toBe(200);
  });
});
