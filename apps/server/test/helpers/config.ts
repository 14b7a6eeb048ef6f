import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { ARGON2_MEMORY_KIB, type Config } from '../../src/config.ts';
import { DEFAULT_RATE_RULES } from '../../src/rate-limit/rules.ts';

/** A fresh directory under the run's temp root (removed when the run ends). */
export function tempDir(prefix = 'case-'): string {
  return mkdtempSync(join(inject('tempRoot'), prefix));
}

/** A fake built SPA: index.html, a hashed asset and an unhashed root file. */
export function fakeWebDist(): string {
  const dir = tempDir('web-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Riffmate</title><div id="app"></div>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(join(dir, 'theme-init.js'), 'document.documentElement.classList.add("dark");');
  return dir;
}

/** A valid Config for tests: own temp DATA_DIR and SQLite file, silent log, loopback origin. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? tempDir();
  return {
    nodeEnv: 'test',
    host: '127.0.0.1',
    port: 0,
    appOrigin: 'http://127.0.0.1:3000',
    secureCookies: false,
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    requestTimeoutMs: 60_000,
    dataDir,
    database: { kind: 'sqlite', file: join(dataDir, 'riffmate.db') },
    redisUrl: undefined,
    sessionSecret: 'test-secret-test-secret-test-secret-0123',
    sessionSecretSource: 'env',
    logLevel: 'silent',
    webDistDir: join(dataDir, 'no-web-build'),
    shutdownTimeoutMs: 2000,
    session: { idleTimeoutMinutes: 14 * 24 * 60, absoluteTimeoutMinutes: 30 * 24 * 60 },
    mail: { smtpUrl: undefined, from: 'Riffmate <no-reply@localhost>' },
    twilio: undefined,
    rateLimits: structuredClone(DEFAULT_RATE_RULES),
    argon2MemoryKiB: ARGON2_MEMORY_KIB,
    assistantModel: 'builtin',
    quota: { free: 20, plus: 200, pro: 1000, windowHours: 24 },
    ...overrides,
  };
}
