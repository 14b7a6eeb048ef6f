import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Store } from '../src/db/create-db.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { reusableQuery } from '../src/db/reusable-query.ts';
import { insertUsage, usageSince } from '../src/modules/quota/quota.repo.ts';
import { type FreshStore, stores } from './stores.ts';

// The quota's queries run before every reply's first byte (docs/decisions/0082): one aggregate per
// reservation, answered from migration 0006's index, compiled once — inside transactions too.

const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, second)).toISOString();

describe.each(stores())('quota queries on $kind', (testStore) => {
  let fresh: FreshStore;
  let store: Store;

  beforeEach(async () => {
    fresh = await testStore.create();
    store = createDb(fresh.database);
    await migrateToLatest(store);
    await store.db
      .insertInto('users')
      .values(
        ['ada', 'bob'].map((id) => ({
          id,
          name: id,
          email: `${id}@example.com`,
          password_hash: 'hash',
          created_at: at(0),
          updated_at: at(0),
        })),
      )
      .execute();
  });

  afterEach(async () => {
    await store.destroy();
    await fresh.drop();
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
