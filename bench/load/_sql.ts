import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrator.ts';
import { findSessionWithUser } from '../../apps/server/src/modules/auth/sessions.repo.ts';
import { listChatsOfUser } from '../../apps/server/src/modules/chats/chats.repo.ts';

const dir = mkdtempSync(join(tmpdir(), 'sqlp-'));
const store = createDb({ kind: 'sqlite', file: join(dir, 'db.sqlite') });
await migrateToLatest(store);
const db = store.db;
const now = new Date().toISOString();
await db
  .insertInto('users')
  .values({
    id: 'u1',
    email: 'a@b.c',
    name: 'A',
    password_hash: 'x',
    created_at: now,
    updated_at: now,
  } as never)
  .execute()
  .catch((e) => console.log('user insert', e.message));
for (let i = 0; i < 50; i++)
  await db
    .insertInto('chats')
    .values({
      id: `c${i}`,
      user_id: 'u1',
      title: 'Write a 4-bar chord progression in D minor at 90 bpm',
      created_at: new Date(Date.now() + i).toISOString(),
      updated_at: now,
    })
    .execute();
const q = db
  .selectFrom('chats')
  .leftJoin('shares', (j) => j.onRef('shares.chat_id', '=', 'chats.id').on('shares.revoked_at', 'is', null))
  .selectAll('chats')
  .select('shares.token as share_token')
  .where('chats.user_id', '=', 'u1')
  .orderBy('chats.created_at', 'desc')
  .orderBy('chats.id', 'desc')
  .compile();
console.log(q.sql);
const raw = new Database(join(dir, 'db.sqlite'));
console.log(raw.prepare(`explain query plan ${q.sql}`).all('u1'));
const st = raw.prepare(q.sql);
let t = performance.now();
for (let i = 0; i < 5000; i++) st.all('u1');
console.log('raw stmt.all', (((performance.now() - t) / 5000) * 1000).toFixed(1), 'µs');
t = performance.now();
for (let i = 0; i < 5000; i++) await listChatsOfUser(db, 'u1');
console.log('kysely listChatsOfUser', (((performance.now() - t) / 5000) * 1000).toFixed(1), 'µs');
t = performance.now();
for (let i = 0; i < 5000; i++) await findSessionWithUser(db, 'nope');
console.log('kysely findSessionWithUser (miss)', (((performance.now() - t) / 5000) * 1000).toFixed(1), 'µs');
t = performance.now();
for (let i = 0; i < 5000; i++)
  db.selectFrom('chats')
    .leftJoin('shares', (j) => j.onRef('shares.chat_id', '=', 'chats.id').on('shares.revoked_at', 'is', null))
    .selectAll('chats')
    .select('shares.token as share_token')
    .where('chats.user_id', '=', 'u1')
    .orderBy('chats.created_at', 'desc')
    .orderBy('chats.id', 'desc')
    .compile();
console.log('kysely build+compile only', (((performance.now() - t) / 5000) * 1000).toFixed(1), 'µs');

const raw2 = new Database(join(dir, 'db.sqlite'));
for (const sqlText of [
  'select * from chats where user_id = ?',
  'select id from chats where user_id = ?',
  q.sql,
  'select "chats".*, null as share_token from chats where user_id = ? order by created_at desc, id desc',
]) {
  const s2 = raw2.prepare(sqlText);
  s2.all('u1');
  const t2 = performance.now();
  for (let i = 0; i < 3000; i++) s2.all('u1');
  console.log(sqlText.slice(0, 60), (((performance.now() - t2) / 3000) * 1000).toFixed(1), 'µs');
}
let x = 0;
const t3 = performance.now();
for (let i = 0; i < 1e7; i++) x += i % 7;
console.log('1e7 loop', (performance.now() - t3).toFixed(0), 'ms', x);
