import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Store } from '../src/db/create-db.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { type FreshStore, stores } from './stores.ts';

const now = () => new Date().toISOString();

function user(id: string, email: string) {
  return { id, name: 'Ada', email, password_hash: 'hash', created_at: now(), updated_at: now() };
}

function session(id: string, userId: string) {
  const at = now();
  return {
    id,
    user_id: userId,
    token_hash: `hash-${id}`,
    created_at: at,
    last_seen_at: at,
    idle_expires_at: at,
    expires_at: at,
  };
}

describe.each(stores())('$kind store', (testStore) => {
  let fresh: FreshStore;
  let opened: Store[];
  const open = () => {
    const store = createDb(fresh.database);
    opened.push(store);
    return store;
  };

  beforeEach(async () => {
    fresh = await testStore.create();
    opened = [];
  });

  afterEach(async () => {
    for (const store of opened) await store.destroy();
    await fresh.drop();
  });

  it.runIf(testStore.kind === 'sqlite')(
    'opens SQLite with WAL, foreign keys and a busy timeout',
    async () => {
      const { db } = open();
      const pragma = async (name: string) =>
        Object.values(
          (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0] ?? {},
        )[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('synchronous')).toBe(1); // NORMAL
    },
  );

  it('answers a ping', async () => {
    await expect(open().ping()).resolves.toBeUndefined();
  });

  it('migrates to the latest schema: users and sessions usable through Kysely', async () => {
    const { db, kind } = open();
    expect(await migrateToLatest({ db, kind })).toEqual([
      '0001-accounts',
      '0002-verification-and-files',
      '0003-chats',
      '0004-billing',
      '0005-chat-list-index',
      '0006-usage-count-index',
    ]);
    await db.insertInto('users').values(user('u1', 'ada@example.com')).execute();
    await db.insertInto('sessions').values(session('s1', 'u1')).execute();
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'ada@example.com')
      .executeTakeFirst();
    expect(row).toMatchObject({ id: 'u1', name: 'Ada', picture: null, email_verified_at: null });
    const { count } = await db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    // int8 comes back as a number on PostgreSQL too.
    expect(count).toBe(1);
  });

  it('enforces unique email and unique token hash', async () => {
    const { db, kind } = open();
    await migrateToLatest({ db, kind });
    await db.insertInto('users').values(user('u1', 'ada@example.com')).execute();
    await expect(db.insertInto('users').values(user('u2', 'ada@example.com')).execute()).rejects.toThrow();
    await db.insertInto('sessions').values(session('s1', 'u1')).execute();
    await expect(
      db
        .insertInto('sessions')
        .values({ ...session('s2', 'u1'), token_hash: 'hash-s1' })
        .execute(),
    ).rejects.toThrow();
  });

  it('enforces the session → user foreign key and cascades user deletion', async () => {
    const { db, kind } = open();
    await migrateToLatest({ db, kind });
    await expect(db.insertInto('sessions').values(session('s0', 'nobody')).execute()).rejects.toThrow();
    await db.insertInto('users').values(user('u1', 'ada@example.com')).execute();
    await db.insertInto('users').values(user('u2', 'bob@example.com')).execute();
    await db
      .insertInto('sessions')
      .values([session('s1', 'u1'), session('s2', 'u1'), session('s3', 'u2')])
      .execute();
    await db.deleteFrom('users').where('id', '=', 'u1').execute();
    const left = await db.selectFrom('sessions').select('id').execute();
    expect(left).toEqual([{ id: 's3' }]);
  });

  it('migrating twice is a no-op', async () => {
    const store = open();
    expect(await migrateToLatest(store)).toEqual([
      '0001-accounts',
      '0002-verification-and-files',
      '0003-chats',
      '0004-billing',
      '0005-chat-list-index',
      '0006-usage-count-index',
    ]);
    expect(await migrateToLatest(store)).toEqual([]);
    expect(await migrateToLatest(open())).toEqual([]);
  });

  it('two concurrent migrations on the same store both succeed, applying once', async () => {
    const store = open();
    const results = await Promise.all([migrateToLatest(store), migrateToLatest(store)]);
    expect(results.flat()).toEqual([
      '0001-accounts',
      '0002-verification-and-files',
      '0003-chats',
      '0004-billing',
      '0005-chat-list-index',
      '0006-usage-count-index',
    ]);
  });

  // Another application (or test run) on the same PostgreSQL database creating and dropping its own
  // schemas must not break our migrations: Kysely's stock introspection read every schema's tables
  // and failed with "schema … does not exist" for most of these runs.
  it.runIf(testStore.kind === 'postgres')(
    'migrates while other schemas of the database come and go',
    { timeout: 60_000 },
    async () => {
      const database = fresh.database;
      if (database.kind !== 'postgres') return;
      const admin = open();
      let churning = true;
      const churn = (async () => {
        for (let i = 0; churning; i += 1) {
          const other = `${database.schema}_other_${i}`;
          await sql.raw(`create schema ${other}`).execute(admin.db);
          await sql.raw(`create table ${other}.t (a int, b text)`).execute(admin.db);
          await sql.raw(`drop schema ${other} cascade`).execute(admin.db);
        }
      })();
      try {
        for (let round = 0; round < 6; round += 1) {
          const schema = `${database.schema}_m${round}`;
          await sql.raw(`create schema ${schema}`).execute(admin.db);
          const store = createDb({ ...database, schema });
          try {
            await expect(migrateToLatest(store)).resolves.toContain('0001-accounts');
          } finally {
            await store.destroy();
            await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
          }
        }
      } finally {
        churning = false;
        await churn;
      }
    },
  );

  // Separate pools stand in for separate processes. SQLite is proven with two real processes in
  // migrate-cli.test.ts: two synchronous better-sqlite3 handles in one thread would wait on each other.
  it.runIf(testStore.kind === 'postgres')(
    'two connections migrating at once both succeed, applying once',
    async () => {
      const first = open();
      const second = open();
      const results = await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
      expect(results.flat()).toEqual([
        '0001-accounts',
        '0002-verification-and-files',
        '0003-chats',
        '0004-billing',
        '0005-chat-list-index',
        '0006-usage-count-index',
      ]);
      await first.db.insertInto('users').values(user('u1', 'ada@example.com')).execute();
      expect(await second.db.selectFrom('users').select('id').execute()).toEqual([{ id: 'u1' }]);
    },
  );
});
