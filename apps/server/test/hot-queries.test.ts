import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Store } from '../src/db/create-db.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { reusableQuery } from '../src/db/reusable-query.ts';
import { findSessionWithUser } from '../src/modules/auth/sessions.repo.ts';
import { createOrTouchOwnedChat, listChatsOfUser } from '../src/modules/chats/chats.repo.ts';
import { insertUsage, usageSince } from '../src/modules/quota/quota.repo.ts';
import { QuotaExceededError, QuotaService } from '../src/modules/quota/quota.service.ts';
import { type FreshStore, stores } from './stores.ts';

// The request-path speed-ups of docs/decisions/0082: queries compiled once per store (inside
// transactions too), prepared statements reused on SQLite, the chat list answered from migration
// 0005's index, and the quota counted with one aggregate from migration 0006's index.

const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, second)).toISOString();

function user(id: string) {
  return {
    id,
    name: id,
    email: `${id}@example.com`,
    password_hash: 'hash',
    created_at: at(0),
    updated_at: at(0),
  };
}

describe.each(stores())('$kind store', (testStore) => {
  let fresh: FreshStore;
  let store: Store;

  beforeEach(async () => {
    fresh = await testStore.create();
    store = createDb(fresh.database);
    await migrateToLatest(store);
    await store.db
      .insertInto('users')
      .values([user('ada'), user('bob')])
      .execute();
  });

  afterEach(async () => {
    await store.destroy();
    await fresh.drop();
  });

  it('a reusable query answers each call with its own arguments, also on a second store', async () => {
    const byEmailAndName = reusableQuery((db: typeof store.db, email: string, name: string) =>
      db.selectFrom('users').select('id').where('email', '=', email).where('name', '=', name),
    );
    expect(await byEmailAndName(store.db, 'ada@example.com', 'ada')).toEqual([{ id: 'ada' }]);
    expect(await byEmailAndName(store.db, 'bob@example.com', 'bob')).toEqual([{ id: 'bob' }]);
    expect(await byEmailAndName(store.db, 'bob@example.com', 'ada')).toEqual([]);
    const other = createDb(fresh.database);
    try {
      expect(await byEmailAndName(other.db, 'ada@example.com', 'ada')).toEqual([{ id: 'ada' }]);
    } finally {
      await other.destroy();
    }
  });

  it('a reusable query refuses a builder that does not pass every argument as a value', async () => {
    const ignoresItsArgument = reusableQuery((db: typeof store.db, _email: string) =>
      db.selectFrom('users').select('id').where('email', '=', 'ada@example.com'),
    );
    await expect(ignoresItsArgument(store.db, 'bob@example.com')).rejects.toThrow(/every argument/);
  });

  it('the chat list: newest first, id as tie-break, active share tokens only, nobody else’s chats', async () => {
    const chat = (id: string, userId: string, second: number) => ({
      id,
      user_id: userId,
      title: `title ${id}`,
      created_at: at(second),
      updated_at: at(second),
    });
    await store.db
      .insertInto('chats')
      .values([chat('c1', 'ada', 1), chat('c3', 'ada', 2), chat('c2', 'ada', 2), chat('b1', 'bob', 3)])
      .execute();
    const share = (id: string, chatId: string, revoked: boolean) => ({
      id,
      chat_id: chatId,
      token: `token-${id}`,
      snapshot: '{}',
      created_at: at(4),
      shared_at: at(4),
      revoked_at: revoked ? at(5) : null,
    });
    await store.db
      .insertInto('shares')
      .values([share('s1', 'c1', true), share('s2', 'c3', false)])
      .execute();
    // Twice: the second call runs the compiled query (and, on SQLite, the cached statement) again.
    for (let round = 0; round < 2; round += 1) {
      expect(await listChatsOfUser(store.db, 'ada')).toEqual([
        { id: 'c3', title: 'title c3', created_at: at(2), share_token: 'token-s2' },
        { id: 'c2', title: 'title c2', created_at: at(2), share_token: null },
        { id: 'c1', title: 'title c1', created_at: at(1), share_token: null },
      ]);
    }
    expect(await listChatsOfUser(store.db, 'bob')).toEqual([
      { id: 'b1', title: 'title b1', created_at: at(3), share_token: null },
    ]);
  });

  it('the session lookup finds the session by its token hash, and only that one', async () => {
    const session = (id: string, userId: string) => ({
      id,
      user_id: userId,
      token_hash: `hash-${id}`,
      created_at: at(0),
      last_seen_at: at(0),
      idle_expires_at: at(9),
      expires_at: at(9),
      user_agent: null,
      ip: null,
    });
    await store.db
      .insertInto('sessions')
      .values([session('s1', 'ada'), session('s2', 'bob')])
      .execute();
    // Every column of both rows, and nothing else (the lookup names each column and builds both).
    const ada = await store.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 'ada')
      .executeTakeFirstOrThrow();
    expect(await findSessionWithUser(store.db, 'hash-s1')).toStrictEqual({
      session: session('s1', 'ada'),
      user: ada,
    });
    expect(await findSessionWithUser(store.db, 'hash-s2')).toMatchObject({ session: { id: 's2' } });
    expect(await findSessionWithUser(store.db, 'hash-nope')).toBeUndefined();
  });

  it.runIf(testStore.kind === 'sqlite')(
    'SQLite answers the chat list from the covering index, without a sort',
    async () => {
      const compiled = store.db
        .selectFrom('chats')
        .leftJoin('shares', (join) =>
          join.onRef('shares.chat_id', '=', 'chats.id').on('shares.revoked_at', 'is', null),
        )
        .select(['chats.id', 'chats.title', 'chats.created_at', 'shares.token as share_token'])
        .where('chats.user_id', '=', 'ada')
        .orderBy('chats.created_at', 'desc')
        .orderBy('chats.id', 'desc')
        .compile();
      const plan = await sql
        .raw<{ detail: string }>(`explain query plan ${compiled.sql.replace('?', "'ada'")}`)
        .execute(store.db);
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details).toContain('USING COVERING INDEX chats_user_list_idx');
      expect(details).not.toContain('TEMP B-TREE');
    },
  );

  it.runIf(testStore.kind === 'sqlite')(
    'SQLite: reads that name their columns give the rows better-sqlite3 gives (raw mode inside)',
    async () => {
      if (fresh.database.kind !== 'sqlite') return;
      const direct = new SqliteDatabase(fresh.database.file, { readonly: true });
      try {
        const texts = [
          // Aliases, a duplicate name (the later column wins), null, integer, real and blob values.
          `select id, name as "label", email as "label", null as "none", 42 as "n", 1.5 as "r", x'00ff' as "b", '__proto__' as "p" from users order by id`,
          'select id as "__proto__", name from users order by id',
          'select count(*) as n from users',
          'select * from users order by id',
        ];
        for (const text of texts) {
          const expected = direct.prepare(text).all();
          // Twice: the second run uses the cached statement.
          for (let round = 0; round < 2; round += 1) {
            const { rows } = await sql.raw<Record<string, unknown>>(text).execute(store.db);
            expect(rows).toStrictEqual(expected);
            for (const row of rows) expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
          }
        }
        // Streams (iterate) give the same rows too.
        const seen: unknown[] = [];
        for await (const row of store.db.selectFrom('users').select(['id', 'email']).orderBy('id').stream()) {
          seen.push(row);
        }
        expect(seen).toStrictEqual(direct.prepare('select id, email from users order by id').all());
      } finally {
        direct.close();
      }
    },
  );

  it.runIf(testStore.kind === 'sqlite')('SQLite: a cached `select *` sees a column added later', async () => {
    const text = 'select * from users where id = ?';
    const read = async () =>
      (await sql.raw<Record<string, unknown>>(text.replace('?', "'ada'")).execute(store.db)).rows;
    expect(Object.keys((await read())[0]!)).not.toContain('nickname');
    await sql.raw('alter table users add column nickname text').execute(store.db);
    expect((await read())[0]).toMatchObject({ id: 'ada', nickname: null });
  });

  it.runIf(testStore.kind === 'sqlite')('SQLite: one SQL text runs, streams and runs again', async () => {
    // The cached statement is handed out again after a stream (iterate) and a plain run (all).
    const query = store.db.selectFrom('users').select('id').orderBy('id');
    for (let round = 0; round < 2; round += 1) {
      const seen: string[] = [];
      for await (const row of query.stream()) seen.push(row.id);
      expect(seen).toEqual(['ada', 'bob']);
      expect((await query.execute()).map((row) => row.id)).toEqual(['ada', 'bob']);
    }
  });

  it('counts the usage of one user and kind inside the window, with the oldest time', async () => {
    const rows = [
      { id: 'u1', user_id: 'ada', kind: 'message', created_at: at(10) }, // at the window's edge: out
      { id: 'u2', user_id: 'ada', kind: 'message', created_at: at(20) },
      { id: 'u3', user_id: 'ada', kind: 'message', created_at: at(30) },
      { id: 'u4', user_id: 'ada', kind: 'other', created_at: at(15) },
      { id: 'u5', user_id: 'bob', kind: 'message', created_at: at(12) },
    ];
    for (const row of rows) await insertUsage(store.db, row);
    expect(await usageSince(store.db, 'ada', at(10), 'message')).toEqual({ count: 2, oldest: at(20) });
    expect(await usageSince(store.db, 'bob', at(10), 'message')).toEqual({ count: 1, oldest: at(12) });
    expect(await usageSince(store.db, 'ada', at(30), 'message')).toEqual({ count: 0, oldest: null });
    // Compiled once, then run inside a transaction (another Kysely instance) with new arguments.
    const inside = await store.db.transaction().execute((trx) => usageSince(trx, 'ada', at(0), 'other'));
    expect(inside).toEqual({ count: 1, oldest: at(15) });
  });

  it('a turn’s chat: created by its first message, then touched by its owner only', async () => {
    const chats = () => store.db.selectFrom('chats').selectAll().orderBy('id').execute();
    const first = { id: 'c1', user_id: 'ada', title: 'First words', created_at: at(1) };
    expect(await createOrTouchOwnedChat(store.db, first)).toBe(true);
    const created = { ...first, updated_at: at(1) };
    expect(await chats()).toEqual([created]);
    // The owner's next message keeps the title and creation time; only updated_at moves.
    const next = { ...first, title: 'Other words', created_at: at(2) };
    expect(await store.db.transaction().execute((trx) => createOrTouchOwnedChat(trx, next))).toBe(true);
    expect(await chats()).toEqual([{ ...created, updated_at: at(2) }]);
    // Another user's message to the same id changes nothing.
    expect(await createOrTouchOwnedChat(store.db, { ...first, user_id: 'bob', created_at: at(3) })).toBe(
      false,
    );
    expect(await chats()).toEqual([{ ...created, updated_at: at(2) }]);
  });

  it('a reservation counts the window, forgets expired usage, and at the limit refuses and stores nothing', async () => {
    const windowHours = 1;
    const quota = new QuotaService(store, { free: 2, plus: 5, pro: 9, windowHours });
    const hour = 3_600_000;
    const start = Date.parse(at(0)) + hour;
    // Expired (at the window's edge), another kind, another user: none of them count.
    await insertUsage(store.db, { id: 'old', user_id: 'ada', kind: 'message', created_at: at(0) });
    await insertUsage(store.db, { id: 'other', user_id: 'ada', kind: 'other', created_at: at(10) });
    await insertUsage(store.db, { id: 'bob', user_id: 'bob', kind: 'message', created_at: at(10) });
    const reserve = (now: number) =>
      store.db.transaction().execute((trx) => quota.reserve(trx, { id: 'ada' }, now));
    const first = await reserve(start);
    expect(first).toMatchObject({ limit: 2, remaining: 1, resetAt: new Date(start + hour) });
    const second = await reserve(start + 1000);
    expect(second).toMatchObject({ remaining: 0, resetAt: new Date(start + hour) });
    const refused = await reserve(start + 2000).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QuotaExceededError);
    expect((refused as QuotaExceededError).quota).toMatchObject({
      remaining: 0,
      resetAt: new Date(start + hour),
    });
    const ids = async () =>
      (await store.db.selectFrom('usage').select('id').orderBy('id').execute()).map((row) => row.id).sort();
    expect(await ids()).toEqual(['bob', first.usageId, 'other', second.usageId].sort());
    // Once the first reservation leaves the window, one message is free again; the user's rows
    // (of any kind) older than the window are gone, other users' stay.
    const later = await reserve(start + hour + 500);
    expect(later).toMatchObject({ remaining: 0, resetAt: new Date(start + 1000 + hour) });
    expect(await ids()).toEqual(['bob', second.usageId, later.usageId].sort());
  });

  it('parallel reservations of one user never pass the limit', async () => {
    const quota = new QuotaService(store, { free: 3, plus: 5, pro: 9, windowHours: 1 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        store.db.transaction().execute((trx) => quota.reserve(trx, { id: 'ada' })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(QuotaExceededError);
    }
    expect(await usageSince(store.db, 'ada', at(0), 'message')).toMatchObject({ count: 3 });
  });

  it('a reusable query compiled outside a transaction runs inside one on the transaction connection', async () => {
    const userIds = reusableQuery((db: typeof store.db, name: string) =>
      db.selectFrom('users').select('id').where('name', '=', name),
    );
    expect(await userIds(store.db, 'ada')).toEqual([{ id: 'ada' }]);
    await store.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id: 'cy',
          name: 'cy',
          email: 'cy@example.com',
          password_hash: 'hash',
          created_at: at(0),
          updated_at: at(0),
        })
        .execute();
      // Sees the transaction's own uncommitted row: it ran on the transaction's connection.
      expect(await userIds(trx, 'cy')).toEqual([{ id: 'cy' }]);
    });
  });

  it.runIf(testStore.kind === 'sqlite')('SQLite counts from the covering index alone', async () => {
    const plan = await sql
      .raw<{ detail: string }>(
        `explain query plan select count(*), min(created_at) from usage where user_id = 'ada' and kind = 'message' and created_at > '${at(0)}'`,
      )
      .execute(store.db);
    expect(plan.rows.map((row) => row.detail).join('\n')).toContain(
      'USING COVERING INDEX usage_user_kind_created_idx',
    );
  });
});
