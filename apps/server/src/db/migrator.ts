import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import { createDb, type Store } from './create-db.ts';
import * as m0001 from './migrations/0001-accounts.ts';
import * as m0002 from './migrations/0002-verification-and-files.ts';
import * as m0003 from './migrations/0003-chats.ts';
import * as m0004 from './migrations/0004-billing.ts';
import * as m0005 from './migrations/0005-chat-list-index.ts';
import * as m0006 from './migrations/0006-usage-count-index.ts';

// A static list (no directory globbing) so the bundled server carries its migrations.
// Names sort in order of application; never rename or remove one that has shipped.
const migrations: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-verification-and-files': m0002,
  '0003-chats': m0003,
  '0004-billing': m0004,
  '0005-chat-list-index': m0005,
  '0006-usage-count-index': m0006,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/**
 * Applies pending migrations and returns their names. Safe to run from several processes at once:
 * PostgreSQL takes Kysely's advisory lock, SQLite the write lock (`BEGIN IMMEDIATE`); the loser
 * then finds nothing left to do.
 */
export async function migrateToLatest(store: Pick<Store, 'db' | 'kind'>): Promise<string[]> {
  let migrationTableSchema: string | undefined;
  if (store.kind === 'postgres') {
    // Kysely looks for its bookkeeping tables in every schema unless told which one: pin it to ours.
    const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
      store.db,
    );
    migrationTableSchema = rows[0]?.schema ?? undefined;
    if (!migrationTableSchema)
      throw new MigrationError('The PostgreSQL search_path names no existing schema.');
  }
  const migrator = new Migrator({ db: store.db, provider, migrationTableSchema });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      failed ? `Migration ${failed.migrationName} failed: ${reason}` : `Migrations could not run: ${reason}`,
      { cause: error },
    );
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * Migrates through a short-lived store of its own, without the statement timeout that protects
 * requests (an index build may legitimately take longer). Used at start-up and by the CLI.
 */
export async function migrateDatabase(database: DatabaseConfig): Promise<string[]> {
  const store = createDb(
    database.kind === 'postgres' ? { ...database, statementTimeoutMs: 0, poolMax: 1 } : database,
  );
  try {
    return await migrateToLatest(store);
  } finally {
    await store.destroy();
  }
}

/** Where the store lives, for operator messages; never includes credentials. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'sqlite') return `SQLite at ${database.file}`;
  const url = new URL(database.url);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}
