import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../src/config.ts';
import { tempDir } from './helpers/config.ts';

export interface FreshStore {
  database: DatabaseConfig;
  /** Removes what create() made (the PostgreSQL schema; SQLite files go with the run's temp root). */
  drop(): Promise<void>;
}

export interface TestStore {
  kind: DatabaseConfig['kind'];
  create(): Promise<FreshStore>;
}

/**
 * The stores every store-touching suite runs against: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each create() is isolated: a new file, or a new random schema.
 * Use with `describe.each(stores())('$kind', (store) => …)`.
 */
export function stores(): TestStore[] {
  const list: TestStore[] = [{ kind: 'sqlite', create: async () => createSqlite() }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ kind: 'postgres', create: () => createPostgres(url) });
  return list;
}

function createSqlite(): FreshStore {
  return {
    database: { kind: 'sqlite', file: join(tempDir('sqlite-'), 'riffmate.db') },
    drop: async () => {},
  };
}

async function createPostgres(url: string): Promise<FreshStore> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await admin(url, `create schema ${schema}`);
  return {
    database: {
      kind: 'postgres',
      url,
      poolMax: 5,
      connectTimeoutMs: 3000,
      statementTimeoutMs: 10_000,
      schema,
    },
    drop: () => admin(url, `drop schema if exists ${schema} cascade`),
  };
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
