import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { FakeModelServer, fakeStatus, fakeText, fakeToolCall } from '@riffmate/test-support/fake-model-sse';
import { freePort } from '@riffmate/test-support/free-port';
import { createUser } from './support/accounts.ts';

// An external model end to end (docs/decisions/0022): a Riffmate server of this spec's own, started
// with ASSISTANT_MODEL=openai:fake-model against a fake OpenAI-compatible server on loopback, so
// the browser sees real provider replies and real provider failures.

const fake = new FakeModelServer();
let server: ChildProcess | undefined;
let origin = '';
let dataDir = '';
let serverLog = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await fake.start();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'riffmate-e2e-model-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ORIGIN: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    RATE_LIMIT_SCALE: '100',
    ASSISTANT_MODEL: 'openai:fake-model',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: 'test',
    MODEL_STALL_TIMEOUT_MS: '3000',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'STRIPE_SECRET_KEY', 'SESSION_SECRET']) delete env[name];
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: resolve(import.meta.dirname, '..'),
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk) => {
    serverLog += String(chunk);
  });
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`the server exited: ${serverLog}`);
        return fetch(`${origin}/readyz`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 60_000, message: 'the external-model server answers /readyz' },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolveExit) => server?.once('exit', resolveExit));
    server.kill('SIGTERM');
    await exited;
  }
  await fake.close();
});

test.beforeEach(() => fake.reset());

/**
 * A signed-in, verified user on this spec's server. `createUser` reads codes from the outbox in
 * E2E_DATA_DIR: point it at this server's data directory for the duration of the sign-up (tests of
 * one worker run one at a time, so nothing else reads it meanwhile).
 */
async function signedIn(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const saved = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = dataDir;
  try {
    await createUser(context, page.request, 'verified');
  } finally {
    process.env.E2E_DATA_DIR = saved;
  }
  return { context, page };
}

async function ask(page: Page, text: string) {
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Message', exact: true });
  await input.fill(text);
  await input.press('Enter');
}

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

test('an external model streams a text reply', async ({ browser }) => {
  const { context, page } = await signedIn(browser);
  fake.next({ kind: 'text', deltas: ['A ii–V–I ', 'in C: ', 'Dm7, G7, Cmaj7.'], delayMs: 50 });
  await ask(page, 'What is a ii-V-I in C?');
  await expect(thread(page)).toContainText('A ii–V–I in C: Dm7, G7, Cmaj7.');
  await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9_-]+$/);
  expect(fake.requests[0]?.body.model).toBe('fake-model');
  // Stored: still there after a reload.
  await page.reload();
  await expect(thread(page)).toContainText('A ii–V–I in C: Dm7, G7, Cmaj7.');
  await context.close();
});

test('an external model calls the compose tool: a playable card', async ({ browser }) => {
  const { context, page } = await signedIn(browser);
  fake.next(
    fakeToolCall('compose', {
      spec: {
        key: { tonic: 'D', mode: 'minor' },
        bars: 4,
        style: 'pop',
        parts: ['chords'],
        seed: 3,
        tempo: 90,
      },
    }),
    fakeText('Here is your progression.'),
  );
  await ask(page, 'Write a 4-bar chord progression in D minor at 90 bpm');
  const card = page.getByRole('group', { name: /D minor/ });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(thread(page)).toContainText('Here is your progression.');
  await card.getByRole('button', { name: 'Play' }).click();
  await expect(card).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
  await card.getByRole('button', { name: 'Pause' }).click();
  await context.close();
});

test('provider 429: "Whoa there, speed racer!" and the message stays; Retry answers', async ({ browser }) => {
  const { context, page } = await signedIn(browser);
  fake.next(fakeStatus(429, '7'));
  await ask(page, 'Too fast for the provider?');
  await expect(page.getByText('Whoa there, speed racer!', { exact: true })).toBeVisible();
  await expect(thread(page)).toContainText('Too fast for the provider?');
  await expect(thread(page)).toContainText("Riffmate couldn't reply.");
  // The message was stored: Retry answers it once the provider is back.
  fake.next(fakeText('Back in time.'));
  await thread(page).getByRole('button', { name: 'Retry' }).click();
  await expect(thread(page)).toContainText('Back in time.');
  await context.close();
});

test('provider 500: "Oops! Our server hiccuped." and the message stays', async ({ browser }) => {
  const { context, page } = await signedIn(browser);
  fake.next(fakeStatus(500), fakeStatus(500));
  await ask(page, 'Is anyone there?');
  await expect(page.getByText('Oops! Our server hiccuped.', { exact: true })).toBeVisible();
  await expect(thread(page)).toContainText('Is anyone there?');
  expect(fake.requests).toHaveLength(2);
  await context.close();
});

test('a dropped connection mid-reply: the partial reply is kept as interrupted, with the hiccup toast', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser);
  fake.next({ kind: 'drop', deltas: ['Half ', 'an ', 'answer '] });
  await ask(page, 'Cut me off');
  await expect(thread(page)).toContainText('Half an answer');
  await expect(page.getByText('Oops! Our server hiccuped.', { exact: true })).toBeVisible();
  await expect(thread(page)).toContainText('The reply was interrupted.');
  await expect(thread(page)).toContainText('Cut me off');
  await context.close();
});
