import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { FAKE_STRIPE, FakeStripe } from '@riffmate/test-support/fake-stripe';
import { freePort } from '@riffmate/test-support/free-port';
import { createE2eSchema } from './support/database.ts';

// The config is evaluated in the runner and again in every worker; the runner picks the port and
// data directory once and hands them to the workers through the environment they inherit.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(await freePort());
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'riffmate-e2e-'));
  // With TEST_DATABASE_URL the browser suite runs on PostgreSQL too, in a schema of its own.
  if (process.env.TEST_DATABASE_URL)
    process.env.E2E_DATABASE_URL = await createE2eSchema(process.env.TEST_DATABASE_URL);
  // A fake Stripe in the runner only (workers inherit its origin): billing is on in the browser suite.
  const fakeStripe = await new FakeStripe(`http://127.0.0.1:${process.env.E2E_PORT}`).start();
  process.env.E2E_STRIPE_ORIGIN = fakeStripe.origin;
  // A second server whose replies stream slowly, for chat-resume.spec.ts (docs/decisions/0033).
  let slowPort = await freePort();
  while (String(slowPort) === process.env.E2E_PORT) slowPort = await freePort();
  process.env.E2E_SLOW_PORT = String(slowPort);
  process.env.E2E_SLOW_DATA_DIR = join(process.env.E2E_DATA_DIR, 'slow');
}
const port = Number(process.env.E2E_PORT);
const origin = `http://127.0.0.1:${port}`;
const slowOrigin = `http://127.0.0.1:${process.env.E2E_SLOW_PORT}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const config = defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: resolve(import.meta.dirname, '../test-results'),
  use: {
    baseURL: origin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: ['**/lighthouse.spec.ts'],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      // Page weight is measured once, on desktop.
      testIgnore: ['**/budgets.spec.ts', '**/lighthouse.spec.ts'],
    },
    {
      // Lighthouse scores depend on the CPU: it runs alone, after every other browser test has
      // finished (a parallel worker on this 2-core machine cost `/` its desktop 95 once). It
      // emulates both form factors itself.
      name: 'lighthouse',
      testMatch: '**/lighthouse.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['desktop', 'phone'],
    },
  ],
  globalTeardown: './support/global-teardown.ts',
  webServer: {
    command: 'node apps/server/dist/server.js',
    cwd: resolve(import.meta.dirname, '..'),
    url: `${origin}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: origin,
      DATA_DIR: process.env.E2E_DATA_DIR!,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every e2e test signs up from 127.0.0.1; scale the per-IP allowances so the suite is not throttled.
      RATE_LIMIT_SCALE: '100',
      STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
      STRIPE_PRICE_PLUS: FAKE_STRIPE.prices.plus,
      STRIPE_PRICE_PRO: FAKE_STRIPE.prices.pro,
      STRIPE_API_BASE_URL: process.env.E2E_STRIPE_ORIGIN!,
    },
  },
});

/**
 * The same build once more, its replies slowed to about 5 s (BUILTIN_COMPOSER_CHUNK_DELAY_MS) so a
 * page can be reloaded mid-reply, with Redis pub/sub when TEST_REDIS_URL is set: chat-resume.spec.ts.
 */
const slowServer = {
  command: 'node apps/server/dist/server.js',
  cwd: resolve(import.meta.dirname, '..'),
  url: `${slowOrigin}/readyz`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: process.env.E2E_SLOW_PORT!,
    HOST: '127.0.0.1',
    APP_ORIGIN: slowOrigin,
    DATA_DIR: process.env.E2E_SLOW_DATA_DIR!,
    ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    ...(process.env.TEST_REDIS_URL
      ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: `rm-e2e-${process.env.E2E_SLOW_PORT}` }
      : {}),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    RATE_LIMIT_SCALE: '100',
    BUILTIN_COMPOSER_CHUNK_DELAY_MS: '600',
  },
};

export default {
  ...config,
  webServer: [config.webServer, slowServer].flat().filter((server) => server !== undefined),
};
