import { expect, type Page, test } from '@playwright/test';
import { readOutbox, waitForCode, waitForOutbox } from '@riffmate/test-support/outbox';
import { createUser, e2eDataDir, newUser, type Stage } from './support/accounts.ts';

async function expectAt(page: Page, pathname: string, search: Record<string, string> = {}) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return { pathname: url.pathname, ...Object.fromEntries(url.searchParams) };
    })
    .toEqual({ pathname, ...search });
}

test.describe('accounts', () => {
  test('a new user registers, verifies e-mail and phone, lands in /chat, logs out and back in to the redirect', async ({
    page,
  }) => {
    const user = newUser('onboard');
    const before = readOutbox(e2eDataDir()).length;

    await page.goto('/auth/register');
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectAt(page, '/auth/verify-email', { email: user.email });

    await page
      .getByLabel('Verification code')
      .fill(await waitForCode(e2eDataDir(), 'email', user.email, { after: before }));
    await page.getByRole('button', { name: 'Verify e-mail' }).click();
    await expectAt(page, '/auth/request-phone-verification');

    const beforeSms = readOutbox(e2eDataDir()).length;
    await page.getByLabel('Phone number').fill(user.national);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await expectAt(page, '/auth/verify-phone', { phone: user.phone });
    await page
      .getByLabel('Verification code')
      .fill(await waitForCode(e2eDataDir(), 'sms', user.phone, { after: beforeSms }));
    await page.getByRole('button', { name: 'Verify phone' }).click();
    await expectAt(page, '/chat');

    // Log out lives in the header's user menu (docs/product.md §2). Right after landing, the header
    // may still re-render with the refetched user and close a menu opened that instant: open it again.
    await page.waitForLoadState('networkidle');
    await expect(async () => {
      await page.getByRole('button', { name: /^User menu/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expectAt(page, '/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/account/profile');
    await expectAt(page, '/auth/login', { redirect: '/account/profile' });
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectAt(page, '/account/profile');
  });

  test('a user resets a forgotten password from the e-mailed link', async ({ page, context }) => {
    const user = await createUser(context, page.request, 'verified');
    await page.goto('/');
    // Log out lives in the header's user menu (docs/product.md §2). Right after landing, the header
    // may still re-render with the refetched user and close a menu opened that instant: open it again.
    await page.waitForLoadState('networkidle');
    await expect(async () => {
      await page.getByRole('button', { name: /^User menu/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expectAt(page, '/');

    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectAt(page, '/auth/request-password-reset', { email: user.email });
    await expect(page.getByLabel('E-mail')).toHaveValue(user.email);

    const before = readOutbox(e2eDataDir()).length;
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    const [link] = await waitForOutbox(
      e2eDataDir(),
      'email',
      user.email,
      /http\S+\/auth\/reset-password#token=[\w-]+/,
      { after: before },
    );

    const newPassword = `${user.password}-new`;
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectAt(page, '/auth/login');

    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The toast, not Radix's screen-reader announcement of it.
    await expect(
      page.getByRole('region', { name: /notifications/i }).getByText('Invalid e-mail or password'),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectAt(page, '/chat');
  });
});

type State = 'anonymous' | Stage;
type Expected = 'stay' | '/' | { pathname: string; search?: (email: string) => Record<string, string> };

// Spec §4 "Access guards", one row per route, one column per onboarding state.
const guardMatrix: [path: string, expected: Record<State, Expected>][] = [
  ['/auth/login', { anonymous: 'stay', registered: '/', 'email-verified': '/', verified: '/' }],
  ['/auth/register', { anonymous: 'stay', registered: '/', 'email-verified': '/', verified: '/' }],
  [
    '/auth/request-password-reset',
    { anonymous: 'stay', registered: '/', 'email-verified': '/', verified: '/' },
  ],
  [
    '/auth/reset-password?token=abcdef',
    { anonymous: 'stay', registered: '/', 'email-verified': '/', verified: '/' },
  ],
  ['/auth/verify-email', { anonymous: '/', registered: 'stay', 'email-verified': '/', verified: '/' }],
  [
    '/auth/request-phone-verification',
    { anonymous: '/', registered: 'stay', 'email-verified': 'stay', verified: '/' },
  ],
  [
    '/auth/verify-phone?phone=%2B14155552671',
    { anonymous: '/', registered: 'stay', 'email-verified': 'stay', verified: '/' },
  ],
  ...['/chat', '/account', '/account/profile', '/account/subscription'].map(
    (path) =>
      [
        path,
        {
          anonymous: { pathname: '/auth/login', search: () => ({ redirect: path }) },
          registered: { pathname: '/auth/verify-email', search: (email: string) => ({ email }) },
          'email-verified': {
            pathname: '/auth/request-phone-verification',
            search: () => ({ redirect: path }),
          },
          verified: 'stay',
        },
      ] as [string, Record<State, Expected>],
  ),
];

test.describe('access guards (docs/product.md §4)', () => {
  for (const state of ['anonymous', 'registered', 'email-verified', 'verified'] as const) {
    test(`as ${state}`, async ({ page, context }) => {
      const email = state === 'anonymous' ? '' : (await createUser(context, page.request, state)).email;
      for (const [path, row] of guardMatrix) {
        await page.goto(path);
        const expected = row[state];
        const wanted = new URL(path, 'http://x');
        if (expected === 'stay') {
          await expectAt(page, wanted.pathname, Object.fromEntries(wanted.searchParams));
        } else if (expected === '/') {
          await expectAt(page, '/');
        } else {
          await expectAt(page, expected.pathname, expected.search?.(email) ?? {});
        }
      }
    });
  }
});
