import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { GREETING_BANDS } from '../apps/web/src/features/greeting/greetings.ts';
import { apiPost, createUser, type TestUser } from './support/accounts.ts';

// The product shell of the spec (issue "The product shell of the spec"): one test per clause,
// against the real server, at desktop and phone widths (the config's two projects).

// Injected through the DevTools protocol: the app's CSP (script-src 'self') rightly blocks the
// inline <script> that page.addScriptTag would add.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/** Runs axe-core on the page as it is now; fails on any serious or critical violation. */
async function expectAccessible(page: Page, label: string, { modal = false } = {}) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (modalOnly) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // A modal dialog hides the page behind it (aria-hidden, focus trapped): check the dialog itself.
    const context = modalOnly ? { include: [['[role="dialog"]'], ['[role="alertdialog"]']] } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
  }, modal);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

async function signIn(page: Page, context: BrowserContext): Promise<TestUser> {
  return createUser(context, page.request, 'verified');
}

/**
 * A real chat, made the way the product makes one: `POST /api/chat` with the first user message.
 * Null when the endpoint does not exist yet (the chat server is being built in parallel).
 */
async function createChat(
  page: Page,
  context: BrowserContext,
  text = 'Write a 4-bar chord progression in D minor',
) {
  const id = randomUUID();
  const response = await apiPost(context, page.request, '/api/chat', {
    id,
    messages: [{ id: randomUUID(), role: 'user', parts: [{ type: 'text', text }] }],
  });
  if (response.status() === 404) return null;
  expect(response.status(), await response.text()).toBeLessThan(300);
  await response.body(); // the whole stream: the reply is stored when generation ends
  return id;
}

/** Marks the test as waiting on the chat endpoints when they answer 404 (they are being built). */
async function requireChats(page: Page, context: BrowserContext, count = 1): Promise<string[]> {
  const list = await page.request.get('/api/chats');
  test.fixme(list.status() === 404, 'GET /api/chats is not built yet (chat server in progress)');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await createChat(
      page,
      context,
      i === 0 ? undefined : `Give me a funky bass line in A, take ${i}`,
    );
    test.fixme(id === null, 'POST /api/chat is not built yet (chat server in progress)');
    ids.push(id!);
  }
  return ids;
}

// By the Toaster's class, not by role: while a modal sheet is open, Radix hides the rest of the
// page from the accessibility tree (the toast is still announced through Radix's live region).
const toast = (page: Page, text: string) => page.locator('li.toast-motion').getByText(text, { exact: true });

async function openSidebar(page: Page) {
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const sheet = page.getByRole('dialog', { name: 'Chat History' });
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe('product shell', () => {
  test('header: tools for verified users, new chat, logo and upgrade, user and overflow menus, scroll style, 375 px, keyboard', async ({
    page,
    context,
    isMobile,
  }) => {
    // Signed out: Login, "Upgrade to Plus", no history tools, no new-chat link.
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/plans');
    for (const name of ['Toggle Sidebar', 'Toggle theme', 'Clear history']) {
      await expect(header.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(header.getByRole('link', { name: 'New chat' })).toHaveCount(0);
    // Centre logo on wide screens only (the phone header has a compact mark instead).
    await expect(header.getByRole('link', { name: 'Riffmate', exact: true })).toBeVisible({
      visible: !isMobile,
    });

    // Overflow menu: Plans, About, Privacy, Terms and the dark-mode switch.
    await header.getByRole('button', { name: 'More' }).click();
    const more = page.getByRole('dialog', { name: 'More' });
    await expect(more.getByRole('link')).toHaveText(['Plans', 'About', 'Privacy', 'Terms']);
    await expect(more.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    await more.getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL(/\/legal\/terms-of-service$/);
    await expect(more).toBeHidden();

    // Verified: sidebar toggle, theme toggle, clear history, new chat; the user menu.
    const user = await signIn(page, context);
    await page.goto('/about');
    await expect(header.getByRole('button', { name: 'Toggle Sidebar' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Clear history' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'New chat' })).toHaveAttribute('href', '/chat');
    await expect(header.getByRole('link', { name: 'Upgrade to Plus' })).toBeVisible();

    const menuButton = header.getByRole('button', { name: `User menu (${user.name})` });
    await expect(menuButton).toContainText('AL'); // initials, no picture yet
    // Keyboard: Enter opens the menu, arrows move, Escape closes and gives focus back.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByText(user.name)).toBeVisible();
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Account',
      'Profile',
      'Subscription',
      'Feedback',
      'Log out',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/account\/subscription$/);

    // Hidden on /plans.
    await page.goto('/plans');
    await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
    await expect(header.getByRole('link', { name: /Upgrade to/ })).toHaveCount(0);

    // Scroll style: within 10 px is the top.
    await page.goto('/');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');

    // 375 px: everything fits, nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/chat');
    await expect(header.getByRole('button', { name: 'Toggle Sidebar' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'More' })).toBeVisible();
    await expect(menuButton).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('history sidebar: a 300px left sheet with the chats, shared state, the open chat highlighted, or "No chat history"', async ({
    page,
    context,
  }) => {
    await signIn(page, context);
    const list = await page.request.get('/api/chats');
    test.fixme(list.status() === 404, 'GET /api/chats is not built yet (chat server in progress)');
    await page.goto('/chat');
    let sheet = await openSidebar(page);
    await expect(sheet.getByText('User chat history')).toBeVisible();
    expect((await sheet.boundingBox())?.width).toBe(300);
    expect((await sheet.boundingBox())?.x).toBe(0);
    await expect(sheet.getByText('No chat history')).toBeVisible();
    await page.keyboard.press('Escape');

    const [id] = await requireChats(page, context);
    await page.goto(`/chat/${id}`);
    sheet = await openSidebar(page);
    const entry = sheet.getByRole('listitem').first();
    await expect(entry.getByRole('link')).toHaveAttribute('aria-current', 'page');
    await expect(entry.getByRole('button', { name: 'Share chat' })).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Delete chat' })).toBeVisible();
    await entry.getByRole('img', { name: 'This chat is not shared.' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('This chat is not shared.');
  });

  test('share dialog: title, texts, date, count, "Copy link" shares, copies and later reuses the link', async ({
    page,
    context,
    browserName,
  }) => {
    await signIn(page, context);
    const [id] = await requireChats(page, context);
    if (browserName === 'chromium') await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/chat/${id}`);
    let sheet = await openSidebar(page);
    await sheet.getByRole('button', { name: 'Share chat' }).click();
    let dialog = page.getByRole('dialog', { name: 'Share link to chat' });
    await expect(dialog.getByText('Anyone with the URL will be able to view the shared chat.')).toBeVisible();
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
    await expect(dialog.getByText(new RegExp(`${today} · \\d+ messages?`))).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page, 'Share link copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${new URL(page.url()).origin}/share/`));
    // The dialog stays open, showing the link.
    await expect(dialog.getByRole('textbox', { name: 'Share link' })).toHaveValue(copied);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Now shared: the icon says so, the link shows, and copying reuses it (reading "Copying...").
    sheet = page.getByRole('dialog', { name: 'Chat History' });
    await expect(sheet.getByRole('img', { name: 'This is a shared chat.' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Share chat' }).click();
    dialog = page.getByRole('dialog', { name: 'Share link to chat' });
    await expect(dialog.getByRole('textbox', { name: 'Share link' })).toHaveValue(copied);
    await expect(dialog.getByRole('link', { name: 'Open the shared chat' })).toHaveAttribute(
      'href',
      new URL(copied).pathname,
    );
    // The clipboard write waits for the test, so the transient "Copying..." is seen on a busy machine too.
    await page.evaluate(() => {
      const clipboard = navigator.clipboard;
      const write = clipboard.writeText.bind(clipboard);
      const held = new Promise<void>((release) => {
        (window as unknown as { releaseClipboard: () => void }).releaseClipboard = release;
      });
      clipboard.writeText = async (text) => {
        await held;
        return write(text);
      };
    });
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('button', { name: 'Copying...' })).toBeVisible();
    await page.evaluate(() => (window as unknown as { releaseClipboard: () => void }).releaseClipboard());
    await expect(toast(page, 'Share link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied);

    // The link works for anyone.
    const shared = await page.request.get(`/api/shared/${copied.split('/share/')[1]}`);
    expect(shared.status()).toBe(200);
  });

  test('delete dialog: "Delete chat?" removes the open chat and goes to /chat', async ({ page, context }) => {
    await signIn(page, context);
    const [id] = await requireChats(page, context);
    await page.goto(`/chat/${id}`);
    const sheet = await openSidebar(page);
    await sheet.getByRole('button', { name: 'Delete chat' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete chat?' });
    await expect(
      dialog.getByText('This will permanently delete your chat and remove your data from our servers.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Chat deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(sheet.getByText('No chat history')).toBeVisible();
    expect((await page.request.get(`/api/chats/${id}`)).status()).toBe(404);
  });

  test('clear-history dialog: "Delete all chats?" empties the history and goes to /chat', async ({
    page,
    context,
  }) => {
    await signIn(page, context);
    const [first] = await requireChats(page, context, 2);
    await page.goto(`/chat/${first}`);
    const clear = page.getByRole('button', { name: 'Clear history' });
    await expect(clear).toBeEnabled();
    await clear.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete all chats?' });
    await expect(
      dialog.getByText(
        'This will permanently delete your chat history and remove your data from our servers.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete all' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(clear).toBeDisabled();
    const sheet = await openSidebar(page);
    await expect(sheet.getByText('No chat history')).toBeVisible();
  });

  test('feedback dialog: ratings, validation on submit, Enter sends, thanks toast, reset and close', async ({
    page,
    context,
  }) => {
    await signIn(page, context);
    // An invalid body: 400 once the endpoint exists, 404 while it does not (nothing is stored).
    const probe = await apiPost(context, page.request, '/api/feedbacks', { comment: 'x' });
    test.fixme(probe.status() === 404, 'POST /api/feedbacks is not built yet (server in progress)');
    await page.goto('/about');
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thanks for helping us improve Riffmate' });
    await expect(dialog.getByRole('radio')).toHaveText(['Bad', 'Decent', 'Love it']);
    const box = dialog.getByPlaceholder('Share your thoughts here...');
    await expect(box).toHaveAttribute('maxlength', '1024');
    await box.fill('x');
    await box.press('Enter');
    await expect(dialog.getByText('Feedback should be at least 2 characters long')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Love it' }).click();
    await box.fill('The D minor progression was lovely');
    await box.press('Shift+Enter');
    await box.pressSequentially('More drums please');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/feedbacks') && r.method() === 'POST');
    await box.press('Enter');
    expect((await sent).postDataJSON()).toEqual({
      rating: 'POSITIVE',
      comment: 'The D minor progression was lovely\nMore drums please',
    });
    await expect(toast(page, 'Thanks for sharing your feedback')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Feedback' }).click();
    await expect(box).toHaveValue('');
  });

  test('greeting: the empty chat greets by first name for the local hour', async ({ page, context }) => {
    await signIn(page, context);
    await page.clock.setFixedTime(new Date(2026, 10, 22, 9, 30));
    await page.goto('/chat');
    const morning = GREETING_BANDS[1]!.variants.map((variant) => variant('Ada'));
    await expect(
      page.getByText(new RegExp(morning.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'))),
    ).toBeVisible();
  });

  test('support menu: desktop floating "Contact Support" mail link, "Send feedback" for signed-in users; absent on phones', async ({
    page,
    context,
    isMobile,
  }) => {
    await page.goto('/about');
    const support = page.getByRole('button', { name: 'Support' });
    if (isMobile) {
      await expect(support).toBeHidden();
      return;
    }
    await support.click();
    let menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Contact Support']);
    const anonymous = new URL((await menu.getByRole('menuitem').getAttribute('href')) ?? '');
    expect(anonymous.protocol).toBe('mailto:');
    expect(anonymous.pathname).toBe('support@riffmate.app');
    expect(anonymous.searchParams.get('subject')).toBe('Riffmate support request');
    await page.keyboard.press('Escape');

    const user = await signIn(page, context);
    await page.reload();
    await support.click();
    menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Contact Support', 'Send feedback']);
    const mail = new URL(
      (await menu.getByRole('menuitem', { name: 'Contact Support' }).getAttribute('href')) ?? '',
    );
    expect(mail.searchParams.get('subject')).toBe(`Riffmate support request from ${user.name}`);
    expect(mail.searchParams.get('body')).toContain(`Account e-mail: ${user.email}`);
    await menu.getByRole('menuitem', { name: 'Send feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Thanks for helping us improve Riffmate' })).toBeVisible();
  });

  test('errors and loading: the error overlay when the server is away, "Try again", and "Page not found"', async ({
    page,
    context,
  }) => {
    // A browser that holds a session asks /auth/me first (signed-out pages do not: docs/decisions/0096).
    const holdSession = () =>
      context.addCookies([
        { name: 'rm_signed_in', value: '1', url: `http://127.0.0.1:${process.env.E2E_PORT}` },
      ]);
    await holdSession();
    await page.route('**/auth/me', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"statusCode":503,"code":"UNAVAILABLE","error":"Service Unavailable","message":"Down"}',
      }),
    );
    await page.goto('/about');
    const overlay = page.getByRole('alertdialog', { name: 'Riffmate is tuning up' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByTestId('error-code')).toHaveText('SERVICE_UNAVAILABLE');
    await expect(overlay.getByRole('button', { name: 'Try again' })).toBeFocused();
    await expectAccessible(page, 'error overlay');
    await page.unroute('**/auth/me');
    await overlay.getByRole('button', { name: 'Try again' }).click();
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('heading', { name: 'About Riffmate', level: 1 })).toBeVisible();

    // The real /auth/me found no session and cleared the hint: hold one again.
    await holdSession();
    await page.route('**/auth/me', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByTestId('error-code')).toHaveText('NETWORK_ERROR');
    await page.unroute('**/auth/me');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  test('public pages have real content: home, plans, about, help, terms, cookies, privacy summary and policy', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('riffs you can play');
    // The example exchange is a real composer answer with its playable piece.
    await expect(page.getByText(/8-bar lo-fi groove in D minor at 80 bpm/)).toBeVisible();
    const example = page.getByRole('group', { name: /D minor/ });
    // Below the first screen, the card's code loads when it scrolls into view.
    await example.or(page.getByRole('status', { name: 'Loading the piece' })).scrollIntoViewIfNeeded();
    await expect(example).toContainText('80');
    await expect(example.getByRole('button', { name: 'Play' })).toBeVisible();
    await page.getByRole('link', { name: 'Start composing free' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);

    await page.goto('/plans');
    for (const [name, messages] of [
      ['Free', '20'],
      ['Plus', '200'],
      ['Pro', '1,000'],
    ] as const) {
      const plan = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(plan).toContainText(`${messages} messages per 24 h`);
    }
    await expect(page.getByRole('button', { name: 'Subscribe' }).first()).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth/register');

    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About Riffmate', level: 1 })).toBeVisible();

    await page.goto('/help/');
    await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
    await expect(page.getByText('“Write a 4-bar chord progression in D minor”')).toBeVisible();
    const faq = page.getByRole('button', { name: 'How many messages can I send?' });
    await faq.click();
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByText(/Free accounts get 20 messages per 24 hours, Plus 200 and Pro 1000/),
    ).toBeVisible();

    for (const [path, title] of [
      ['/legal/terms-of-service', 'Terms of Service'],
      ['/legal/cookie-policy', 'Cookie Policy'],
      ['/legal/privacy/policy', 'Privacy Policy'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    }

    await page.goto('/legal/privacy/');
    const main = page.getByRole('main');
    await expect(main.getByText('We do not sell your data.')).toBeVisible();
    await expect(
      main.getByText(
        /queries and results may be logged anonymously and used to improve Riffmate and its models/i,
      ),
    ).toBeVisible();
    await expect(main.getByText('Paid Pro users may opt out of model training.')).toBeVisible();
    await expect(main.getByText('A private mode for proprietary music is coming soon.')).toBeVisible();
    await main.getByRole('link', { name: 'Read the full privacy policy' }).click();
    await expect(page).toHaveURL(/\/legal\/privacy\/policy$/);

    // Signed in: the home page leads to the chats, the plans page marks the current plan.
    await signIn(page, context);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Open your chats' })).toHaveAttribute('href', '/chat');
    await page.goto('/plans');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Current plan' }).getByRole('heading'),
    ).toHaveText('Free');
  });

  test('accessibility: no serious or critical axe violations on any page or open menu', async ({
    page,
    context,
  }) => {
    // Twenty-odd pages and menus, each loaded and checked by axe: 16 s alone, twice that beside another worker.
    test.setTimeout(90_000);
    const publicPages = [
      '/',
      '/plans',
      '/about',
      '/help/',
      '/legal/terms-of-service',
      '/legal/cookie-policy',
      '/legal/privacy/',
      '/legal/privacy/policy',
      '/auth/login',
      '/auth/register',
      '/auth/request-password-reset',
      '/no/such/page',
    ];
    for (const path of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, path);
    }
    // Both themes.
    await page.goto('/');
    await page.getByRole('button', { name: 'More' }).click();
    await expectAccessible(page, 'overflow menu open');
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expectAccessible(page, '/ (light)');
    await page.evaluate(() => localStorage.removeItem('riffmate-theme'));

    await signIn(page, context);
    for (const path of ['/', '/plans', '/chat', '/account', '/account/profile', '/account/subscription']) {
      await page.goto(path);
      // The chat page heads with the greeting (its own choice of level), so wait for any heading.
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `${path} (signed in)`);
    }
    await page.getByRole('button', { name: /^User menu/ }).click();
    await expectAccessible(page, 'user menu open');
    await page.getByRole('menuitem', { name: 'Feedback' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'feedback dialog', { modal: true });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat History' })).toBeVisible();
    await expectAccessible(page, 'history sidebar', { modal: true });
    await page.keyboard.press('Escape');
  });

  test('theme is dark on a first visit and survives reloads', async ({ page, context }) => {
    const html = page.locator('html');
    await page.goto('/');
    await expect(html).toHaveClass(/dark/);
    // Visitors: the overflow menu's dark-mode switch.
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await page.keyboard.press('Escape');
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
    // Verified users: the header's theme toggle, mirrored by the switch.
    await signIn(page, context);
    await page.reload();
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  });
});
