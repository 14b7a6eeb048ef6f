import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { createDb } from './src/db/create-db.ts';
import { migrateToLatest } from './src/db/migrator.ts';
const file = `/tmp/mb/${Date.now()}.db`;
const store = createDb({ kind: 'sqlite', file } as any);
await migrateToLatest(store);
await store.destroy();
const db = new Database(file);
const now = new Date().toISOString();
const uid = randomUUID();
db.prepare(`insert into users (id,name,email,password_hash,created_at,updated_at,email_verified_at) values (?,?,?,?,?,?,?)`).run(uid, 'Ann', 'a@b.c', 'x'.repeat(90), now, now, now);
const th = 'h'.repeat(64);
db.prepare(`insert into sessions (id,user_id,token_hash,created_at,last_seen_at,idle_expires_at,expires_at,user_agent,ip) values (?,?,?,?,?,?,?,?,?)`).run(randomUUID(), uid, th, now, now, now, now, 'ua', '127.0.0.1');
for (let i = 0; i < 50; i++) db.prepare(`insert into chats (id,user_id,title,created_at,updated_at) values (?,?,?,?,?)`).run(randomUUID(), uid, `Write me a chord progression in D minor number ${i}`, new Date(Date.now() + i).toISOString(), now);
// other users' chats
for (let u = 0; u < 20; u++) { const o = randomUUID(); db.prepare(`insert into users (id,name,email,password_hash,created_at,updated_at) values (?,?,?,?,?,?)`).run(o, 'B', `b${u}@b.c`, 'x', now, now);
  for (let i = 0; i < 50; i++) db.prepare(`insert into chats (id,user_id,title,created_at,updated_at) values (?,?,?,?,?)`).run(randomUUID(), o, `t${i}`, now, now); }
db.pragma('journal_mode = WAL');
const q = {
  join: `select "chats"."id", "chats"."title", "chats"."created_at", "shares"."token" as "share_token" from "chats" left join "shares" on "shares"."chat_id" = "chats"."id" and "shares"."revoked_at" is null where "chats"."user_id" = ? order by "chats"."created_at" desc, "chats"."id" desc`,
  nojoin: `select "chats"."id", "chats"."title", "chats"."created_at" from "chats" where "chats"."user_id" = ? order by "chats"."created_at" desc, "chats"."id" desc`,
  session: `select s.id, s.user_id, s.token_hash, s.created_at, s.last_seen_at, s.idle_expires_at, s.expires_at, s.user_agent, s.ip, u.id, u.name, u.email, u.password_hash, u.picture, u.phone, u.email_verified_at, u.phone_verified_at, u.created_at, u.updated_at from sessions s join users u on u.id = s.user_id where s.token_hash = ?`,
};
for (const [name, text] of Object.entries(q)) {
  const st = db.prepare(text); st.raw(true);
  const arg = name === 'session' ? th : uid;
  for (let i = 0; i < 20000; i++) st.all(arg);
  const t = process.hrtime.bigint(); const N = 50000;
  for (let i = 0; i < N; i++) st.all(arg);
  console.log(name, Number(process.hrtime.bigint() - t) / N / 1000, 'µs', st.all(arg).length);
  console.log(db.prepare('explain query plan ' + text).all(arg).map((r: any) => r.detail).join(' | '));
}
