import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { tempDir } from './helpers/config.ts';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      appOrigin: 'http://localhost:3000',
      secureCookies: false,
      trustProxy: false,
      bodyLimit: 1024 * 1024,
      requestTimeoutMs: 60_000,
      dataDir,
      database: { kind: 'sqlite', file: join(dataDir, 'riffmate.db') },
      redisUrl: undefined,
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      sessionSecretSource: 'file',
    });
    expect(config.webDistDir.endsWith(['apps', 'web', 'dist'].join(sep))).toBe(true);
  });

  it('resolves a relative DATA_DIR to an absolute path', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 'x'.repeat(32) });
    expect(config.dataDir.startsWith(sep)).toBe(true);
    expect(loadConfig({ DATA_DIR: './data', SESSION_SECRET: 'x'.repeat(32) }).dataDir).toBe(
      join(process.cwd(), 'data'),
    );
  });

  it('selects PostgreSQL for a postgres URL, with pool settings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgresql://app@db.internal:5432/riffmate',
      DATABASE_POOL_MAX: '4',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgresql://app@db.internal:5432/riffmate',
      poolMax: 4,
      connectTimeoutMs: 3000,
      statementTimeoutMs: 10_000,
    });
    expect(config.redisUrl).toBe('redis://cache:6379');
  });

  it('lists every bad variable at once, without echoing secrets', () => {
    const dataDir = tempDir();
    const error = configError({
      DATA_DIR: dataDir,
      PORT: 'abc',
      APP_ORIGIN: 'nope',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://root:hunter2@db/x',
      SESSION_SECRET: 'too-short',
      SHUTDOWN_TIMEOUT_MS: '-5',
    });
    for (const name of [
      'PORT',
      'APP_ORIGIN',
      'LOG_LEVEL',
      'DATABASE_URL',
      'SESSION_SECRET',
      'SHUTDOWN_TIMEOUT_MS',
    ]) {
      expect(error.message).toContain(`${name}:`);
    }
    expect(error.problems).toHaveLength(6);
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('too-short');
    // A failing configuration has no side effects.
    expect(existsSync(join(dataDir, 'session-secret'))).toBe(false);
  });

  it.each([
    ['APP_ORIGIN', 'https://riffmate.example/app'],
    ['APP_ORIGIN', 'ftp://riffmate.example'],
    ['PORT', '70000'],
    ['REDIS_URL', 'http://cache'],
    ['TRUST_PROXY', 'yes please'],
    ['NODE_ENV', 'staging'],
  ])('rejects %s=%s', (name, value) => {
    expect(configError({ DATA_DIR: tempDir(), [name]: value }).message).toContain(`${name}:`);
  });

  it('normalises APP_ORIGIN and derives secure cookies from https', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), APP_ORIGIN: 'https://riffmate.example/' });
    expect(config.appOrigin).toBe('https://riffmate.example');
    expect(config.secureCookies).toBe(true);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
    ['loopback', 'loopback'],
  ])('parses TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: '', LOG_LEVEL: '' });
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('sqlite');
    expect(config.logLevel).toBe('info');
  });

  it('generates SESSION_SECRET once into DATA_DIR (mode 0600) and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'session-secret');
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(file, 'utf8')).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toHaveLength(64);
  });

  it('uses a given SESSION_SECRET and writes no file', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40) });
    expect(config.sessionSecret).toBe('s'.repeat(40));
    expect(config.sessionSecretSource).toBe('env');
    expect(existsSync(join(dataDir, 'session-secret'))).toBe(false);
  });
});

describe('loadConfig: accounts', () => {
  const base = () => ({ DATA_DIR: tempDir(), SESSION_SECRET: 'x'.repeat(32) });

  it('has account defaults: 14-day idle and 30-day absolute sessions, outbox mail and SMS, scale 1', () => {
    const config = loadConfig(base());
    expect(config.session).toEqual({ idleTimeoutMinutes: 20_160, absoluteTimeoutMinutes: 43_200 });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Riffmate <no-reply@localhost>' });
    expect(config.twilio).toBeUndefined();
    expect(config.rateLimits.loginPerAccountSource).toEqual({ points: 10, durationSeconds: 900 });
    expect(config.argon2MemoryKiB).toBe(19_456);
  });

  it('reads SMTP, Twilio, session lifetimes and RATE_LIMIT_SCALE', () => {
    const config = loadConfig({
      ...base(),
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Riffmate <hi@riffmate.example>',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_VERIFY_SERVICE_SID: 'VA1',
      SESSION_IDLE_TIMEOUT_MINUTES: '60',
      SESSION_ABSOLUTE_TIMEOUT_MINUTES: '120',
      RATE_LIMIT_SCALE: '10',
    });
    expect(config.mail.smtpUrl).toBe('smtps://user:pass@mail.example:465');
    expect(config.twilio).toEqual({
      accountSid: 'AC1',
      authToken: 'token',
      verifyServiceSid: 'VA1',
      apiBaseUrl: undefined,
    });
    expect(config.session).toEqual({ idleTimeoutMinutes: 60, absoluteTimeoutMinutes: 120 });
    expect(config.rateLimits.loginPerAccountSource.points).toBe(100);
  });

  it('lists incomplete Twilio settings, a bad SMTP URL and an idle timeout beyond the absolute one', () => {
    const error = configError({
      ...base(),
      TWILIO_ACCOUNT_SID: 'AC1',
      SMTP_URL: 'http://mail.example',
      SESSION_IDLE_TIMEOUT_MINUTES: '600',
      SESSION_ABSOLUTE_TIMEOUT_MINUTES: '60',
    });
    const text = error.problems.join('\n');
    expect(text).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(text).toContain('TWILIO_AUTH_TOKEN: must be set together with TWILIO_ACCOUNT_SID');
    expect(text).toContain('TWILIO_VERIFY_SERVICE_SID: must be set together with TWILIO_ACCOUNT_SID');
    expect(text).toContain(
      'SESSION_IDLE_TIMEOUT_MINUTES: must not be longer than SESSION_ABSOLUTE_TIMEOUT_MINUTES',
    );
  });
});
