import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { apiPost, createUser } from './support/accounts.ts';

// Subscriptions end to end: Stripe Checkout against the fake Stripe the config starts
// (@riffmate/test-support/fake-stripe), and the operator's admin CLI on the embedded default.

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');

const chatBody = (text: string) => ({
  id: `e2e-${randomUUID()}`,
  messages: [{ id: randomUUID(), role: 'user', parts: [{ type: 'text', text }] }],
});

test.describe('subscriptions', () => {
  // The header's product label is on wide screens only (docs/product.md §2); one width is enough for billing.
  test.skip(({ isMobile }) => isMobile, 'billing flows are covered at desktop width');

  test('a free user upgrades to Plus through checkout and gets the Plus allowance', async ({
    page,
    context,
  }) => {
    test.slow();
    await createUser(context, page.request, 'verified');
    await page.goto('/chat');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Upgrade to Plus' }).click();
    await expect(page).toHaveURL(/\/plans$/);

    const plus = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Plus', exact: true }) });
    await expect(plus).toContainText('$9.00');
    await plus.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page.getByRole('heading', { name: 'Pay for Riffmate Plus' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/account\/subscription\?checkout=success$/);
    await expect(
      page.getByText('Thanks! Your subscription is being activated — it can take a moment.'),
    ).toBeVisible();
    await expect(header.getByText('Plus', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(header.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();

    const details = await (await page.request.get('/api/billing/subscription')).json();
    expect(details.data.items[0].tier).toBe('plus');
    const answer = await apiPost(
      context,
      page.request,
      '/api/chat',
      chatBody('What are the chords in C major?'),
    );
    expect(answer.status(), await answer.text()).toBe(200);
    expect(answer.headers()['x-remaining-quota']).toBe('199');
  });

  test('the admin CLI makes a user Pro on the embedded default', async ({ page, context }) => {
    const user = await createUser(context, page.request, 'verified');
    await page.goto('/chat');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Upgrade to Plus' })).toBeVisible();

    await run('node', ['apps/server/dist/admin.js', 'set-tier', user.email, 'pro'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR!,
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    });

    await page.reload();
    await expect(header.getByText('Pro', { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: /Upgrade to/ })).toHaveCount(0);
  });
});
