import { Writable } from 'node:stream';
import { type App, type BuildAppOptions, buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { migrateToLatest } from '../../src/db/migrator.ts';
import { testConfig } from './config.ts';

export interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  [key: string]: unknown;
}

/** Builds the app with a migrated store and captures its JSON log lines. Close it in afterEach/afterAll. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: { migrate?: boolean; app?: Omit<BuildAppOptions, 'logStream'> } = {},
): Promise<{ app: App; logs: LogLine[] }> {
  const logs: LogLine[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const app = buildApp(testConfig({ logLevel: 'info', ...overrides }), { ...options.app, logStream });
  if (options.migrate !== false) await migrateToLatest(app.store);
  return { app, logs };
}
