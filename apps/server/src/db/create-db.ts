import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type SqliteStatement,
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
      : new Kysely<Database>({
          dialect: new CurrentSchemaPostgresDialect({ pool: postgresPool(database, options) }),
        });
  return {
    db,
    kind: database.kind,
    async ping() {
      await withTimeout(sql`select 1`.execute(db), PING_TIMEOUT_MS, 'The database');
    },
    destroy: () => db.destroy(),
  };
}

/**
 * PostgreSQL whose introspection (all Kysely's migrator uses it for) sees our schema only. Kysely's
 * own reads the tables of every schema, and fails when another application or test run on the same
 * database drops its schema meanwhile ("schema … does not exist").
 */
class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    const tables = async () => {
      const { rows } = await sql<{ name: string; schema: string; type: string }>`
        select table_name as name, table_schema as schema, table_type as type
        from information_schema.tables where table_schema = current_schema()`.execute(db);
      return rows.map((row) => ({
        name: row.name,
        schema: row.schema,
        isView: row.type === 'VIEW',
        columns: [],
      }));
    };
    return {
      getSchemas: async () => {
        const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
        return rows;
      },
      getTables: tables,
      getMetadata: async () => ({ tables: await tables() }),
    };
  }
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
 * for the same SQL text (LRU), except while it is still iterating a stream. Reads with an explicit
 * column list come back through `objectRows`.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  // The prepared statement (for `busy`) and what Kysely gets: the same one, or its object-row wrapper.
  const cache = new Map<string, { prepared: SqliteDatabase.Statement; statement: SqliteStatement }>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const cached = cache.get(text);
      if (cached && !cached.prepared.busy) {
        cache.delete(text);
        cache.set(text, cached);
        return cached.statement;
      }
      const prepared = sqlite.prepare(text);
      const statement = objectRows(prepared, text);
      if (!cached) {
        cache.set(text, { prepared, statement });
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}

/**
 * better-sqlite3 builds each result row through V8's object API, one property at a time, which costs
 * about as much as reading the rows (50 chat-list rows: ~35 of ~85 µs, plus garbage). A read whose
 * SQL names every column (no `*`, so the names cannot change with the schema) runs in raw mode
 * (arrays) instead, and a row maker made once per statement turns each array into a plain object
 * with the same keys in the same order (a later duplicate name wins, as in better-sqlite3).
 */
function objectRows(statement: SqliteDatabase.Statement, text: string): SqliteStatement {
  if (!statement.reader || text.includes('*')) return statement;
  const columns = statement.columns().map((column) => column.name);
  if (columns.includes('__proto__')) return statement;
  statement.raw(true);
  return new ObjectRowStatement(statement, rowMaker(columns));
}

type RowMaker = (row: unknown[]) => Record<string, unknown>;

/**
 * `(row) => ({ "id": row[0], "title": row[1], … })`. One object literal per column list gives every
 * row the same hidden class at allocation; a loop of keyed stores is several times slower per row.
 * The keys are the statement's own column names, quoted with JSON.stringify.
 */
function rowMaker(columns: string[]): RowMaker {
  const fields = columns.map((name, index) => `${JSON.stringify(name)}: row[${index}]`);
  return new Function('row', `return { ${fields.join(', ')} };`) as RowMaker;
}

class ObjectRowStatement implements SqliteStatement {
  readonly reader = true;
  constructor(
    readonly statement: SqliteDatabase.Statement,
    readonly makeRow: RowMaker,
  ) {}
  all(parameters: ReadonlyArray<unknown>): unknown[] {
    const rows = this.statement.all(parameters) as unknown[][];
    const objects = new Array<Record<string, unknown>>(rows.length);
    for (let index = 0; index < rows.length; index += 1) objects[index] = this.makeRow(rows[index]!);
    return objects;
  }
  run(parameters: ReadonlyArray<unknown>): SqliteDatabase.RunResult {
    return this.statement.run(parameters);
  }
  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    for (const row of this.statement.iterate(parameters)) yield this.makeRow(row as unknown[]);
  }
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
