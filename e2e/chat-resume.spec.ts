import { expect, test } from '@playwright/test';
import { createUser } from './support/accounts.ts';

/**
 * Resumable streams (docs/decisions/0033), against the second e2e server whose replies stream
 * slowly (see playwright.config.ts): in-process pub/sub, or Redis when TEST_REDIS_URL is set.
 */
const slowPort = process.env.E2E_SLOW_PORT;
test.use({ baseURL: `http://127.0.0.1:${slowPort}` });

const PROMPT = 'Write a 4-bar chord progression in D minor at 90 bpm';
const OPENING = /Here's a 4-bar/;
const CLOSING = 'Shall I put a melody on top?';

// createUser reads the codes from the outbox of E2E_DATA_DIR: point it at the slow server's for
// this test (a worker runs one test at a time).
let dataDir: string | undefined;
test.beforeEach(() => {
  dataDir = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = process.env.E2E_SLOW_DATA_DIR;
});
test.afterEach(() => {
  process.env.E2E_DATA_DIR = dataDir;
});

test('reloading the page mid-reply resumes the stream, and the reply completes as stored', async ({
  page,
  context,
}) => {
  expect(slowPort, 'run through e2e/playwright.config.ts').toBeTruthy();
  // Replies on this server take about 5 s, on purpose.
  test.slow();
  await createUser(context, page.request, 'verified');
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Message', exact: true });
  await input.fill(PROMPT);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9_-]+$/);
  const chatId = new URL(page.url()).pathname.split('/').pop()!;

  // Part of the reply is on screen, not all of it.
  const reply = page.locator('li[data-role="assistant"]');
  await expect(reply).toContainText(OPENING, { timeout: 10_000 });
  await expect(reply).not.toContainText(CLOSING);

  // Reload: the chat loads without the reply (not stored yet), and asks for the stream.
  const resumed = page.waitForResponse((response) => response.url().endsWith(`/api/chat/${chatId}/stream`));
  await page.reload();
  expect((await resumed).status()).toBe(200);

  // The reply goes on streaming and completes, music included.
  await expect(reply).toContainText(CLOSING, { timeout: 15_000 });
  await expect(reply).toHaveCount(1);
  await expect(page.getByRole('group', { name: /D minor/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Regenerate reply' })).toBeVisible();
  const shown = (await reply.locator('> div').first().innerText()).replace(/\s+/g, ' ');

  // The stored copy is the same reply.
  let stored = '';
  await expect
    .poll(
      async () => {
        const chat = await (await page.request.get(`/api/chats/${chatId}`)).json();
        const messages = chat.data.items[0].messages as { role: string; content: string }[];
        stored = messages.find((message) => message.role === 'assistant')?.content ?? '';
        return messages.map((message) => message.role).join(',');
      },
      { timeout: 10_000 },
    )
    .toBe('user,assistant');
  expect(stored).toContain(CLOSING);
  expect(shown).toContain(stored.replace(/\s+/g, ' ').trim());

  // Opened again once stored: the thread shows it, and nothing is asked to resume.
  const streamRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/stream')) streamRequests.push(request.url());
  });
  await page.reload();
  await expect(reply).toContainText(CLOSING);
  await expect(page.getByRole('group', { name: /D minor/ })).toBeVisible();
  expect(streamRequests).toEqual([]);
});
