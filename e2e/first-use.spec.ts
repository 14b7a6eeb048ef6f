import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiPost, createUser } from './support/accounts.ts';

// The defects a new user hit on a first try of the product, one test each, at desktop and phone
// width (the config's two projects).

const LONG_PROMPT =
  'Write a 4-bar chord progression in D minor at 90 bpm for a long, winding cinematic cue with strings';

/** A chat made as the product makes one (`POST /api/chat`), read to the end so its reply is stored. */
async function createChat(page: Page, context: BrowserContext, text: string): Promise<string> {
  const id = randomUUID();
  const response = await apiPost(context, page.request, '/api/chat', {
    id,
    messages: [{ id: randomUUID(), role: 'user', parts: [{ type: 'text', text }] }],
  });
  expect(response.status(), await response.text()).toBe(200);
  await response.body();
  return id;
}

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5;

test.describe('first use', () => {
  test('history sidebar: long titles end in an ellipsis with the full title on hover, the open chat keeps its buttons in view', async ({
    page,
    context,
  }) => {
    await createUser(context, page.request, 'verified');
    await createChat(page, context, `First sketch: ${LONG_PROMPT}`);
    const id = await createChat(page, context, `Second sketch: ${LONG_PROMPT}`);
    const title = (await (await page.request.get(`/api/chats/${id}`)).json()).data.items[0].title as string;

    await page.goto(`/chat/${id}`);
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Chat History' });
    const list = sheet.getByRole('navigation', { name: 'Chats' });
    const open = list.getByRole('link', { name: title });
    await expect(open).toHaveAttribute('aria-current', 'page');

    // Nothing scrolls sideways, and the list is not shifted.
    const overflow = await list.evaluate((nav) => ({
      scroll: nav.scrollWidth - nav.clientWidth,
      left: nav.scrollLeft,
    }));
    expect(overflow).toEqual({ scroll: 0, left: 0 });

    // The title is cut with an ellipsis, and the whole of it is the tooltip.
    await expect(open).toHaveAttribute('title', title);
    const cut = await open.evaluate((link) => ({
      textOverflow: getComputedStyle(link).textOverflow,
      truncated: link.scrollWidth > link.clientWidth,
    }));
    expect(cut).toEqual({ textOverflow: 'ellipsis', truncated: true });

    // Its start is in view and the open chat's buttons are inside the sheet.
    const sheetBox = (await sheet.boundingBox())!;
    expect(inside((await open.boundingBox())!, sheetBox)).toBe(true);
    for (const name of ['Share chat', 'Delete chat']) {
      const button = list.getByRole('button', { name });
      await expect(button).toBeVisible();
      expect(inside((await button.boundingBox())!, sheetBox), name).toBe(true);
    }
  });

  test('a refused reply keeps the reason and the wait: too many messages in a minute', async ({
    page,
    context,
  }) => {
    await createUser(context, page.request, 'verified');
    // The burst limit is scaled up for the suite; its answer is the server's (apps/server/test/assistant.test.ts).
    await page.route('**/api/chat', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '40' },
        body: JSON.stringify({
          statusCode: 429,
          code: 'RATE_LIMITED',
          error: 'Too Many Requests',
          message: 'Too many attempts. Please wait 40 seconds and try again.',
        }),
      }),
    );
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await input.fill('What are the chords in E minor?');
    await input.press('Enter');
    await expect(page.getByText('Whoa there, speed racer!', { exact: true })).toBeVisible();
    const note = page.getByTestId('refusal-note');
    await expect(note).toHaveText(/^Too many messages in a minute — try again in (40|39|38) s\.$/);
    // It counts down, and outlives the toast.
    await expect(note).toHaveText(/try again in 3[0-7] s/, { timeout: 10_000 });
    await expect(page.getByText('Whoa there, speed racer!', { exact: true })).toBeHidden();
    await expect(page.getByText("Riffmate couldn't reply.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('a refused reply keeps the reason: the day’s messages are used up, when they reset, and the upgrade', async ({
    page,
    context,
  }) => {
    test.slow();
    await createUser(context, page.request, 'verified');
    // A free account's 20 messages, spent through the API.
    for (let i = 0; i < 20; i++) await createChat(page, context, `What are the chords in E minor? #${i}`);
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await input.fill('One more, please');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/chat'));
    await input.press('Enter');
    const answer = await refused;
    expect(answer.status()).toBe(429);
    const resetAt = new Date(answer.headers()['x-quota-reset-at']!);
    const time = new Intl.DateTimeFormat('en-US', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    }).format(resetAt);
    const day = resetAt.toDateString() === new Date().toDateString() ? 'today' : 'tomorrow';
    await expect(page.getByText('Whoa there, speed racer!', { exact: true })).toBeVisible();
    const note = page.getByTestId('refusal-note');
    await expect(note).toContainText(
      `You've used all your messages for today — they reset ${day} at ${time}.`,
    );
    await expect(note.getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute('href', '/plans');
  });

  test('regenerate gives a new take of the same request; the chat keeps what it stored', async ({
    page,
    context,
  }) => {
    test.slow();
    await createUser(context, page.request, 'verified');
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await input.fill('Write an 8-bar melody in A minor at 100 bpm');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9_-]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByRole('group', { name: /A minor/ })).toBeVisible({ timeout: 15_000 });

    /** The stored reply: its id and the notes of its piece. */
    const stored = async () => {
      const chat = (await (await page.request.get(`/api/chats/${id}`)).json()).data.items[0];
      const reply = chat.messages.at(-1);
      return { id: reply.id as string, role: reply.role as string, music: reply.music };
    };
    await expect.poll(async () => (await stored()).role).toBe('assistant');
    const first = await stored();
    expect(first.music).toHaveLength(1);

    const takes = [first];
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: 'Regenerate reply' }).click();
      await expect
        .poll(async () => {
          const now = await stored();
          return now.role === 'assistant' && !takes.some((take) => take.id === now.id) && now.music?.length;
        })
        .toBe(1);
      takes.push(await stored());
    }
    // Same request: A minor at 100 bpm each time; new notes each time.
    const notes = takes.map((take) =>
      JSON.stringify(take.music[0].parts.map((part: { notes: unknown }) => part.notes)),
    );
    expect(new Set(notes).size).toBe(3);
    for (const take of takes) expect(take.music[0]).toMatchObject({ key: 'A minor', tempo: 100 });
    await expect(page.getByRole('group', { name: /A minor/ })).toBeVisible();
    // What is shown after a reload is what was stored.
    await page.reload();
    await expect(page.getByRole('group', { name: /A minor/ })).toBeVisible();
    expect(await stored()).toEqual(takes.at(-1));
  });

  test('signed-out pages log no console errors and never ask /auth/me', async ({ page, browser }) => {
    // A shared chat, made by someone else.
    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    await createUser(owner, ownerPage.request, 'verified');
    const chatId = await createChat(ownerPage, owner, 'What are the notes of Cmaj7?');
    const shared = await apiPost(owner, ownerPage.request, `/api/chats/share/${chatId}`);
    const sharePath = (await shared.json()).data.items[0].sharePath as string;
    await owner.close();

    const errors: string[] = [];
    const asked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/auth/me') asked.push(page.url());
    });
    const pages = [
      '/',
      '/plans',
      '/auth/login',
      '/auth/register',
      '/auth/request-password-reset',
      '/auth/reset-password?token=not-a-real-token',
      // Pages a visitor may not use send them on, quietly.
      '/auth/verify-email',
      '/auth/request-phone-verification',
      '/about',
      sharePath,
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    // A protected page sends a signed-out visitor to log in, quietly.
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(asked).toEqual([]);

    // Signed in, the page knows it; after logging out, it is quiet again.
    const context = page.context();
    await createUser(context, page.request, 'verified');
    await page.goto('/chat');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
    // The message box can show before the user query's request is seen: wait for it.
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('rm_signed_in');
    asked.length = 0;
    await page.goto('/plans');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(asked).toEqual([]);
  });

  test('share from the open chat’s header; the dialog shows the link in a selectable field with Copy', async ({
    page,
    context,
  }) => {
    await createUser(context, page.request, 'verified');
    const id = await createChat(page, context, 'Write a 4-bar chord progression in D minor');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/chat/${id}`);
    const header = page.getByRole('banner');
    const share = header.getByRole('button', { name: 'Share chat' });
    // It fits beside the other header controls, down to a 375 px phone.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: size.height });
    const box = (await share.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize(size);
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share link to chat' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Share link copied to clipboard').first()).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${new URL(page.url()).origin}/share/[A-Za-z0-9_-]{22,}$`));

    // The dialog stays, showing the link: read-only, selected as a whole on focus.
    const field = dialog.getByRole('textbox', { name: 'Share link' });
    await expect(field).toHaveValue(copied);
    await expect(field).not.toBeEditable();
    await field.focus();
    expect(
      await field.evaluate((input: HTMLInputElement) =>
        input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
      ),
    ).toBe(copied);
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();

    // Not on other pages.
    await page.keyboard.press('Escape');
    await page.goto('/chat');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Share chat' })).toHaveCount(0);
  });

  test('smaller: the piano roll is named, Tab from the message box stays in the chat, code fields have no fake code', async ({
    page,
    context,
    isMobile,
  }) => {
    await createUser(context, page.request, 'verified');
    const id = await createChat(page, context, 'Write a 4-bar chord progression in D minor');
    await page.goto(`/chat/${id}`);
    await expect(page.getByRole('img', { name: /^Piano roll of .*D minor/ })).toBeVisible({
      timeout: 15_000,
    });

    // The message box has focus; the next Tab stop is its Send button, not the floating support button.
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect(input).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
    if (!isMobile) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Support' })).toBeFocused();
    }

    // The code fields show no digits that look typed in.
    const fresh = await page.context().browser()!.newContext({ isMobile, viewport: page.viewportSize() });
    const freshPage = await fresh.newPage();
    const user = await createUser(fresh, freshPage.request, 'registered');
    await freshPage.goto(`/auth/verify-email?email=${encodeURIComponent(user.email)}`);
    const code = freshPage.getByLabel('Verification code');
    await expect(code).toBeVisible();
    expect((await code.getAttribute('placeholder')) ?? '').not.toMatch(/\d/);
    await fresh.close();
  });

  test('error text on the dark theme meets WCAG AA (4.5:1)', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Log in' }).click();
    const errors = page.getByRole('main').getByRole('alert');
    await expect(errors.first()).toBeVisible();
    const ratios = await errors.evaluateAll((nodes) => {
      // Any CSS colour (oklch included) as sRGB, through a canvas.
      const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const rgb = (colour: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = colour;
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
        return { r: r!, g: g!, b: b!, a: a! };
      };
      const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
        const lin = (c: number) =>
          c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      const background = (node: Element) => {
        for (let at: Element | null = node; at; at = at.parentElement) {
          const colour = rgb(getComputedStyle(at).backgroundColor);
          if (colour.a === 255) return colour;
        }
        return rgb(getComputedStyle(document.body).backgroundColor);
      };
      return nodes.map((node) => {
        const fg = luminance(rgb(getComputedStyle(node).color));
        const bg = luminance(background(node));
        const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
        return { text: node.textContent, ratio: Math.round(ratio * 100) / 100 };
      });
    });
    expect(ratios.length).toBeGreaterThan(0);
    for (const { text, ratio } of ratios) expect(ratio, String(text)).toBeGreaterThanOrEqual(4.5);
  });
});
