import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrator.ts';

const dir = mkdtempSync(join(tmpdir(), 'sqlp-'));
const store = createDb({ kind: 'sqlite', file: join(dir, 'db.sqlite') });
await migrateToLatest(store);
const db = store.db;
const now = new Date().toISOString();
for (const u of ['u1', 'u2'])
  await db
    .insertInto('users')
    .values({
      id: u,
      email: `${u}@b.c`,
      name: 'A',
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
for (let i = 0; i < 50; i++)
  await db
    .insertInto('chats')
    .values({
      id: `bench_mwrc9wt9_17194_${i}`,
      user_id: 'u1',
      title: 'Write a 4-bar chord progression in D minor at 90 bpm',
      created_at: new Date(Date.now() + i * 1000).toISOString(),
      updated_at: now,
    })
    .execute();
for (let i = 0; i < 2000; i++)
  await db
    .insertInto('chats')
    .values({
      id: `other_${i}`,
      user_id: 'u2',
      title: 'Write a 4-bar chord progression in D minor at 90 bpm',
      created_at: new Date(Date.now() + i * 1000).toISOString(),
      updated_at: now,
    })
    .execute();
const raw = new Database(join(dir, 'db.sqlite'));
const time = (label: string, sqlText: string) => {
  const s = raw.prepare(sqlText);
  s.all('u1');
  let best = Infinity;
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    for (let i = 0; i < 1000; i++) s.all('u1');
    best = Math.min(best, performance.now() - t);
  }
  console.log(
    label.padEnd(40),
    best.toFixed(1),
    'µs',
    s.all('u1').length,
    raw
      .prepare(`explain query plan ${sqlText}`)
      .all('u1')
      .map((r: any) => r.detail)
      .join(' | '),
  );
};
const cur = `select "chats".*, "shares"."token" as "share_token" from "chats" left join "shares" on "shares"."chat_id" = "chats"."id" and "shares"."revoked_at" is null where "chats"."user_id" = ? order by "chats"."created_at" desc, "chats"."id" desc`;
const cols = `select "chats"."id", "chats"."title", "chats"."created_at", "shares"."token" as "share_token" from "chats" left join "shares" on "shares"."chat_id" = "chats"."id" and "shares"."revoked_at" is null where "chats"."user_id" = ? order by "chats"."created_at" desc, "chats"."id" desc`;
time('current', cur);
time('columns', cols);
raw.exec('create index chats_user_list_idx on chats(user_id, created_at desc, id desc, title)');
time('current + covering idx', cur);
time('columns + covering idx', cols);
raw.exec('create index shares_active_chat_idx on shares(chat_id, token) where revoked_at is null');
time('columns + both idx', cols);
time(
  'columns no join + covering',
  `select id, title, created_at from chats where user_id = ? order by created_at desc, id desc`,
);
