// Fault: kill -9 while the SQLite store is being written (docs/decisions/0081-fault-injection.md). The real server
// (src/server.ts) is killed mid-load and restarted on the same DATA_DIR, several times: the file must
// stay intact and every write the server acknowledged must be there.
import { join } from 'node:path';
import type { CookieJar } from '@riffmate/test-support/http-client';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';
import { onboarded } from '../helpers/auth.ts';
import { tempDir, testConfig } from '../helpers/config.ts';
import { send, sleep, waitFor } from '../helpers/http-client.ts';
import { type Spawned, spawnTs } from '../helpers/process.ts';

const ROUNDS = 3;
const WORKERS = 8;
// Acknowledged writes per round before the kill is armed.
const ACKS_BEFORE_KILL = 25;

let server: Spawned | undefined;
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  server = undefined;
});

async function start(dataDir: string, secret: string) {
  server = spawnTs('src/server.ts', {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    LOG_LEVEL: 'info',
    RATE_LIMIT_SCALE: '1000',
    QUOTA_FREE: '1000000',
  });
  const { address } = await server.logLine('Riffmate listening on', 30_000);
  return { spawned: server, origin: String(address) };
}

function inspect(dataDir: string) {
  const db = new SqliteDatabase(join(dataDir, 'riffmate.db'), { readonly: true });
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      foreignKeyProblems: (db.pragma('foreign_key_check') as unknown[]).length,
      feedback: new Set(
        (db.prepare('select comment from feedbacks').all() as { comment: string }[]).map((r) => r.comment),
      ),
      chats: new Set(
        (db.prepare(`select chat_id from messages where role = 'user'`).all() as { chat_id: string }[]).map(
          (r) => r.chat_id,
        ),
      ),
    };
  } finally {
    db.close();
  }
}

describe('kill -9 during writes on SQLite', () => {
  it(`keeps the file intact and every acknowledged write, over ${ROUNDS} kills`, {
    timeout: 120_000,
  }, async () => {
    const dataDir = tempDir('kill9-');
    const config = testConfig({ dataDir });
    // The account is made in-process; the spawned servers accept its session (same secret, same file).
    const { app } = await buildTestApp(config);
    const { client } = await onboarded(app);
    await app.close();
    const jar: CookieJar = { ...client.cookies };

    const ackedFeedback: string[] = [];
    const ackedChats: string[] = [];
    const stats: { round: number; acked: number; cut: number; refused: number[]; killedAfterMs: number }[] =
      [];
    let { spawned, origin } = await start(dataDir, config.sessionSecret);

    for (let round = 1; round <= ROUNDS; round += 1) {
      let running = true;
      let cut = 0;
      const refused: number[] = [];
      let counter = 0;
      const before = ackedFeedback.length + ackedChats.length;
      const worker = async (w: number) => {
        while (running) {
          counter += 1;
          const key = `r${round}-w${w}-${counter}`;
          try {
            if (counter % 3 === 0) {
              const id = `chat_k9_${key}`;
              const answer = await send(origin, 'POST', '/api/chat', {
                jar,
                body: {
                  id,
                  messages: [
                    {
                      id: `u_${key}`,
                      role: 'user',
                      parts: [{ type: 'text', text: 'A chord progression in C major' }],
                    },
                  ],
                },
              });
              if (answer.status === 200) ackedChats.push(id);
              else refused.push(answer.status);
            } else {
              const answer = await send(origin, 'POST', '/api/feedbacks', {
                jar,
                body: { comment: `feedback ${key}` },
              });
              if (answer.status === 201) ackedFeedback.push(`feedback ${key}`);
              else refused.push(answer.status);
            }
          } catch {
            // Cut by the kill: not acknowledged, may or may not be stored. The server is gone: stop.
            cut += 1;
            return;
          }
        }
      };
      const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
      // Kill in the middle of the load, at a different moment each round.
      const loadStarted = performance.now();
      await waitFor(
        () => ackedFeedback.length + ackedChats.length - before >= ACKS_BEFORE_KILL,
        30_000,
        'acknowledged writes',
      );
      await sleep(Math.floor(Math.random() * 150));
      spawned.child.kill('SIGKILL');
      const killedAfterMs = Math.round(performance.now() - loadStarted);
      expect(await spawned.exited(10_000)).toBe(null);
      running = false;
      await Promise.all(workers);
      stats.push({
        round,
        acked: ackedFeedback.length + ackedChats.length - before,
        cut,
        refused,
        killedAfterMs,
      });
      // Everything that was answered was a success: the load itself caused no error.
      expect(refused).toEqual([]);

      // Restart on the same DATA_DIR: it must start (migrations, WAL recovery) and find everything.
      ({ spawned, origin } = await start(dataDir, config.sessionSecret));
      expect((await send(origin, 'GET', '/readyz')).status).toBe(200);
      const state = inspect(dataDir);
      expect(state.integrity).toBe('ok');
      expect(state.foreignKeyProblems).toBe(0);
      expect(ackedFeedback.filter((comment) => !state.feedback.has(comment))).toEqual([]);
      expect(ackedChats.filter((id) => !state.chats.has(id))).toEqual([]);
    }

    console.info('kill -9 rounds', stats);
    spawned.child.kill('SIGTERM');
    expect(await spawned.exited(15_000)).toBe(0);
  });
});
