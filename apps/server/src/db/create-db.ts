import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './schema.ts';
import { withTimeout } from './store-errors.ts';

export interface Store {
  db: Kysely<Database>;
  kind: DatabaseConfig['kind'];
  /** `select 1` with a 2 s limit; rejects when the store cannot answer. */
  ping(): Promise<void>;
  destroy(): Promise<void>;
}

export interface CreateDbOptions {
  /** Errors of idle pooled connections (PostgreSQL restarts); without a listener they would crash the process. */
  onIdleError?: (error: Error) => void;
}

const PING_TIMEOUT_MS = 2000;
const SQLITE_BUSY_TIMEOUT_MS = 5000;
const INT8_OID = 20;

/** Opens the store described by the config: SQLite file (default) or a PostgreSQL pool. */
export function createDb(database: DatabaseConfig, options: CreateDbOptions = {}): Store {
  const db =
    database.kind === 'sqlite'
      ? new Kysely<Database>({ dialect: sqliteDialect(database.file) })
      : new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(database, options) }) });
  return {
    db,
    kind: database.kind,
    async ping() {
      await withTimeout(sql`select 1`.execute(db), PING_TIMEOUT_MS, 'The database');
    },
    destroy: () => db.destroy(),
  };
}

function sqliteDialect(file: string): SqliteDialect {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new SqliteDatabase(file);
  // busy_timeout first so the WAL switch waits for another process instead of failing.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  enableWal(sqlite);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  return new PortableSqliteDialect({ database: withStatementCache(sqlite) });
}

/** Prepared statements kept per SQL text; Kysely's queries are few distinct texts with varying parameters. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL each time (on a warm
 * `GET /api/chats` that was the largest single cost). This hands out the statement prepared before
 * for the same SQL text (LRU), except while it is still iterating a stream.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const cached = cache.get(text);
      if (cached && !cached.busy) {
        cache.delete(text);
        cache.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      if (!cached) {
        cache.set(text, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}

/**
 * Switching a new file to WAL needs an exclusive lock, and SQLite answers SQLITE_BUSY at once (no busy
 * handler) while another process migrates it; retry for as long as busy_timeout would wait.
 */
function enableWal(sqlite: SqliteDatabase.Database): void {
  const deadline = Date.now() + SQLITE_BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

/**
 * `BEGIN IMMEDIATE` takes the write lock up front, so busy_timeout applies; a deferred transaction
 * that reads and then writes can fail at once with SQLITE_BUSY when another connection wrote meanwhile.
 * It also makes the migrator's transaction a cross-process lock on SQLite.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SQLite DDL is transactional; saying so makes Kysely's migrator run each batch in one transaction. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class PortableSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

function postgresPool(database: Extract<DatabaseConfig, { kind: 'postgres' }>, options: CreateDbOptions) {
  if (database.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(database.schema)) {
    throw new Error(`Invalid PostgreSQL schema name: ${database.schema}`);
  }
  const timeout = database.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: database.url,
    max: database.poolMax,
    connectionTimeoutMillis: database.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: timeout,
    // Client-side backstop for a server that stops answering mid-query (no statement_timeout then).
    query_timeout: timeout > 0 ? timeout + 2000 : undefined,
    application_name: 'riffmate',
    options: database.schema ? `-c search_path=${database.schema}` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  // A checked-out client whose connection dies between two queries (inside a transaction, say)
  // emits 'error' with no pool listener attached, which would crash the process. Its own query, or
  // the next one ("not queryable"), fails and the pool drops it on release: nothing else to do.
  // Found by test/faults/postgres-outage.test.ts.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
