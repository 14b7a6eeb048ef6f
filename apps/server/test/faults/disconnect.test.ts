// Fault: the client hangs up mid-stream, 200 times over real sockets (docs/decisions/0081-fault-injection.md).
import { createHook } from 'node:async_hooks';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { DEFAULT_RATE_RULES } from '../../src/rate-limit/rules.ts';
import { type Harness, onboarded, startApp } from '../helpers/auth.ts';
import { chatThenHangUp, send, sleep, waitFor } from '../helpers/http-client.ts';
import { scriptedModel } from '../helpers/models.ts';
import { stores } from '../stores.ts';

const REPETITIONS = 200;
const CONCURRENCY = 8;
const DELTAS = ['One ', 'reply ', 'that ', 'takes ', 'a ', 'little ', 'while.'];
// The handles a leak would show up as: sockets, listening servers, timers.
const WATCHED = new Set(['TCPWRAP', 'TCPSERVERWRAP', 'Timeout']);

/**
 * Records every watched handle created from now on and forgets it when it is destroyed; `alive()`
 * lists those still alive that keep the process running (unref'd timers, e.g. rate-limit expiries,
 * do not). Precise where `process.getActiveResourcesInfo()` only counts types.
 */
function trackHandles() {
  type Handle = { hasRef?: () => boolean; _destroyed?: boolean };
  const live = new Map<number, { type: string; resource: Handle }>();
  const hook = createHook({
    init(id, type, _trigger, resource) {
      if (WATCHED.has(type)) live.set(id, { type, resource: resource as Handle });
    },
    destroy(id) {
      live.delete(id);
    },
  }).enable();
  return {
    alive: () =>
      [...live.values()]
        // A timer that fired is `_destroyed` at once; its destroy hook only runs a little later.
        .filter(({ resource }) => resource._destroyed !== true)
        .filter(({ resource }) => typeof resource.hasRef !== 'function' || resource.hasRef())
        .map(({ type }) => type),
    stop: () => hook.disable(),
  };
}

const openConnections = (app: App) =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

describe.each(stores())('client disconnect mid-stream on $kind', (store) => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it(`stores every reply, counts quota once each and leaks nothing after ${REPETITIONS} hang-ups`, {
    timeout: 90_000,
  }, async () => {
    const handles = trackHandles();
    const fake = scriptedModel({ deltas: DELTAS, delayMs: 4 });
    h = await startApp(
      store,
      {
        // Exactly the repetitions: one more message must be refused, one fewer counted would let it pass.
        quota: { free: REPETITIONS, plus: REPETITIONS, pro: REPETITIONS, windowHours: 24 },
        rateLimits: {
          ...structuredClone(DEFAULT_RATE_RULES),
          chatMessagesPerUser: { points: 10_000, durationSeconds: 60 },
        },
      },
      { assistantModel: fake.model },
    );
    const { app } = h;
    const me = await onboarded(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const jar = { ...me.client.cookies };

    const chatIds = Array.from(
      { length: REPETITIONS },
      (_, i) => `chat_hangup_${Date.now().toString(36)}_${i}`,
    );
    let next = 0;
    const firsts: { status: number; first: string }[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < chatIds.length) {
          const id = chatIds[next++]!;
          firsts.push(
            await chatThenHangUp(origin, jar, {
              id,
              messages: [{ id: `u_${id}`, role: 'user', parts: [{ type: 'text', text: 'hello' }] }],
            }),
          );
        }
      }),
    );
    expect(firsts).toHaveLength(REPETITIONS);
    for (const first of firsts) {
      expect(first.status).toBe(200);
      // The client really left mid-stream: it had the start of the reply, not its end.
      expect(first.first).toContain('data: ');
      expect(first.first).not.toContain('[DONE]');
    }

    // Every reply is finished and stored although nobody was listening.
    const rows = await waitFor(
      async () => {
        const replies = await app.db
          .selectFrom('messages')
          .select(['chat_id', 'content', 'status'])
          .where('role', '=', 'assistant')
          .where('chat_id', 'in', chatIds)
          .execute();
        return replies.length === REPETITIONS ? replies : undefined;
      },
      20_000,
      'every reply stored',
    );
    expect(new Set(rows.map((row) => row.chat_id)).size).toBe(REPETITIONS);
    for (const row of rows) expect(row).toMatchObject({ status: 'complete', content: DELTAS.join('') });
    const users = await app.db.selectFrom('messages').select('id').where('role', '=', 'user').execute();
    expect(users).toHaveLength(REPETITIONS);

    // Quota: one unit per delivered reply, none refunded, none twice — the next message is refused.
    const usage = await app.db.selectFrom('usage').select('id').execute();
    expect(usage).toHaveLength(REPETITIONS);
    const refused = await send(origin, 'POST', '/api/chat', {
      jar,
      body: {
        id: 'chat_one_too_many',
        messages: [{ id: 'u_x', role: 'user', parts: [{ type: 'text', text: 'hi' }] }],
      },
    });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).code).toBe('QUOTA_EXCEEDED');

    // No server-side socket outlives its client.
    await waitFor(async () => (await openConnections(app)) === 0, 5000, 'server connections closed');

    const closing = performance.now();
    await h.close();
    h = undefined;
    const closeMs = performance.now() - closing;
    expect(closeMs).toBeLessThan(2000);
    console.info('client disconnects', {
      store: store.kind,
      repetitions: REPETITIONS,
      closeMs: Math.round(closeMs),
    });

    // Nothing left behind by 200 abandoned streams: every socket, server and timer made since the
    // start is gone (or unref'd) shortly after closing.
    let alive: string[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      alive = handles.alive();
      if (alive.length === 0) break;
      await sleep(20);
    }
    handles.stop();
    expect(alive).toEqual([]);
  });
});
