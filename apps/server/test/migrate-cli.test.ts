import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers/config.ts';
import { spawnTs } from './helpers/process.ts';

const migrate = (env: Record<string, string>) => spawnTs('src/migrate.ts', env);

function tables(dataDir: string): string[] {
  const db = new Database(join(dataDir, 'riffmate.db'), { readonly: true });
  try {
    const rows = db.prepare("select name from sqlite_master where type = 'table' order by name").all();
    return rows.map((row) => (row as { name: string }).name);
  } finally {
    db.close();
  }
}

describe('npm run db:migrate (src/migrate.ts)', () => {
  it('applies the migrations, exits 0, and is a no-op the second time', async () => {
    const dataDir = tempDir();
    const first = migrate({ DATA_DIR: dataDir });
    expect(await first.exited()).toBe(0);
    expect(first.stdout()).toContain('Applied 6 migration(s)');
    expect(tables(dataDir)).toEqual(expect.arrayContaining(['users', 'sessions']));

    const second = migrate({ DATA_DIR: dataDir });
    expect(await second.exited()).toBe(0);
    expect(second.stdout()).toContain('already up to date');
  });

  // Each round starts three processes that migrate at the same instant; with a deferred BEGIN instead
  // of BEGIN IMMEDIATE, about every other round fails with "database is locked".
  it.each([1, 2])('processes racing to migrate one SQLite file all succeed (round %i)', async () => {
    const dataDir = tempDir();
    const startAt = String(Date.now() + 2500);
    const runs = [1, 2, 3].map(() =>
      spawnTs('test/fixtures/migrate-at.ts', { DATA_DIR: dataDir, START_AT: startAt }),
    );
    const codes = await Promise.all(runs.map((run) => run.exited()));
    expect(codes, runs.map((run) => run.stderr()).join('\n')).toEqual([0, 0, 0]);
    const applied = runs.flatMap((run) => JSON.parse(run.stdout()).applied);
    expect(applied).toEqual([
      '0001-accounts',
      '0002-verification-and-files',
      '0003-chats',
      '0004-billing',
      '0005-chat-list-index',
      '0006-usage-count-index',
    ]);
    expect(tables(dataDir)).toEqual(expect.arrayContaining(['users', 'sessions']));
  });

  it('exits non-zero with a clear message when the database is unreachable', async () => {
    const run = migrate({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:1/riffmate' });
    expect(await run.exited()).toBe(1);
    expect(run.stderr()).toContain('Could not migrate PostgreSQL at 127.0.0.1:1/riffmate');
    expect(run.stderr()).toContain('ECONNREFUSED');
    expect(run.stderr()).not.toContain(':pw@');
  });

  it('exits non-zero on an invalid configuration', async () => {
    const run = migrate({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://db/x' });
    expect(await run.exited()).toBe(1);
    expect(run.stderr()).toContain('DATABASE_URL:');
  });
});
