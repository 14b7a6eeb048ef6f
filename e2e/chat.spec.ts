import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { analyseMidiBytes, decodeMidi } from '@riffmate/music';
import { apiPost, createUser } from './support/accounts.ts';

const PROMPT = 'Write a 4-bar chord progression in D minor at 90 bpm';

function chatBody(text: string, id = `e2e-${randomUUID()}`) {
  return { id, messages: [{ id: randomUUID(), role: 'user', parts: [{ type: 'text', text }] }] };
}

test.describe('chat', () => {
  test('ask, stream, play, download, find it in the history, share it signed out, delete it', async ({
    page,
    context,
    browser,
    isMobile,
  }) => {
    test.slow();
    await createUser(context, page.request, 'verified');
    // The chat's own page (/chat/{id}) takes over when the reply starts: its code is fetched with
    // the empty chat, not then (a card played while it loaded would be swapped out and stop).
    const chatPageCode = page.waitForResponse((response) => /\/assets\/id-[\w-]+\.js$/.test(response.url()));
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect(input).toBeFocused();
    expect((await chatPageCode).ok()).toBe(true);
    await input.fill(PROMPT);
    await input.press('Enter');

    // The reply streams into the thread and the chat gets its own address.
    await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9_-]+$/);
    const chatId = new URL(page.url()).pathname.split('/').pop()!;
    const card = page.getByRole('group', { name: /D minor/ });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText('90');

    // Play: the audio context runs and the position advances.
    await card.getByRole('button', { name: 'Play' }).click();
    await expect(card).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
    await expect(card).toHaveAttribute('data-audio-state', 'running');
    const position = card.getByRole('slider', { name: 'Playback position' });
    await expect.poll(async () => Number(await position.inputValue())).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Pause' }).click();

    // Download: file-xyz.mid that decodes as D minor at 90 BPM.
    const downloadPromise = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download MIDI' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^file-[a-z]{3}\.mid$/);
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    const decoded = decodeMidi(bytes);
    expect(decoded.ok).toBe(true);
    const analysis = analyseMidiBytes(bytes);
    expect(analysis.ok && analysis.analysis.tempo).toBe(90);
    expect(
      analysis.ok && `${analysis.analysis.declaredKey?.tonic} ${analysis.analysis.declaredKey?.mode}`,
    ).toBe('D minor');

    // Reload: the chat is still there and listed in the history.
    await page.reload();
    await expect(page.getByRole('group', { name: /D minor/ })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    const history = page.getByRole('navigation', { name: 'Chats' });
    await expect(history.getByRole('link', { name: /chord progression/i })).toBeVisible();

    // Share, then open the link signed out.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await history.getByRole('button', { name: 'Share chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share link to chat' });
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    // The open dialog hides the rest of the page from the accessibility tree, so find the toast by text.
    await expect(page.getByText('Share link copied to clipboard').first()).toBeVisible();
    const shareUrl = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    const shareHref = shareUrl.pathname;
    expect(shareUrl.origin).toBe(new URL(page.url()).origin);
    expect(shareHref).toMatch(/^\/share\/[A-Za-z0-9_-]{22,}$/);
    // The dialog stays open, showing the link.
    await expect(dialog.getByRole('textbox', { name: 'Share link' })).toHaveValue(shareUrl.toString());
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const stranger = await browser.newContext({ isMobile, viewport: page.viewportSize() });
    const strangerPage = await stranger.newPage();
    const shared = await strangerPage.goto(shareHref!);
    expect(shared?.headers()['x-robots-tag']).toContain('noindex');
    await expect(strangerPage.getByRole('group', { name: /D minor/ })).toBeVisible();
    await expect(strangerPage.getByRole('textbox', { name: 'Message', exact: true })).toHaveCount(0);
    await stranger.close();

    // Delete: gone from the history and the API, back at /chat.
    // The history sheet is still open from sharing.
    await history.getByRole('button', { name: 'Delete chat' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /delete/i })
      .click();
    await expect(page).toHaveURL(/\/chat$/);
    expect((await page.request.get(`/api/chats/${chatId}`)).status()).toBe(404);
  });

  test('a reply is stored even when the browser goes away mid-stream', async ({ page, context, browser }) => {
    await createUser(context, page.request, 'verified');
    await page.goto('/chat');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('A lo-fi beat with Rhodes chords in F major, 16 bars');
    // Leave as soon as the reply starts streaming (the response headers are in).
    const streaming = page.waitForResponse((response) => response.url().endsWith('/api/chat'));
    await page.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
    expect((await streaming).status()).toBe(200);
    const state = await context.storageState();
    await page.close();

    const again = await browser.newContext({ storageState: state });
    const request = again.request;
    await expect
      .poll(
        async () => {
          const list = await (await request.get('/api/chats')).json();
          const chat = list.data.items[0];
          if (!chat) return 'no chat';
          const full = await (await request.get(`/api/chats/${chat.id}`)).json();
          return full.data.items[0].messages.map((message: { role: string }) => message.role).join(',');
        },
        { timeout: 15_000 },
      )
      .toBe('user,assistant');
    await again.close();
  });

  test('quota headers count down and the 21st free message is refused', async ({ page, context }) => {
    test.slow();
    await createUser(context, page.request, 'verified');
    const remaining: number[] = [];
    for (let i = 0; i < 20; i++) {
      // Spread over distinct chats, paced under the burst limit of the rate limiter.
      const response = await apiPost(
        context,
        page.request,
        '/api/chat',
        chatBody(`What are the chords in E minor? #${i}`),
      );
      expect(response.status(), await response.text()).toBe(200);
      remaining.push(Number(response.headers()['x-remaining-quota']));
      expect(Date.parse(response.headers()['x-quota-reset-at'] ?? '')).not.toBeNaN();
    }
    expect(remaining).toEqual(Array.from({ length: 20 }, (_, i) => 19 - i));
    const refused = await apiPost(context, page.request, '/api/chat', chatBody('One more, please'));
    expect(refused.status()).toBe(429);
    expect(refused.headers()['x-remaining-quota']).toBe('0');
    expect((await refused.json()).code).toBe('QUOTA_EXCEEDED');
  });

  test("another user's chat is a 404, in the API and in the app", async ({ page, context, browser }) => {
    await createUser(context, page.request, 'verified');
    const id = `e2e-${randomUUID()}`;
    const created = await apiPost(
      context,
      page.request,
      '/api/chat',
      chatBody('What are the notes of Cmaj7?', id),
    );
    expect(created.status()).toBe(200);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await createUser(other, otherPage.request, 'verified');
    expect((await otherPage.request.get(`/api/chats/${id}`)).status()).toBe(404);
    expect((await apiPost(other, otherPage.request, `/api/chats/share/${id}`)).status()).toBe(404);
    await otherPage.goto(`/chat/${id}`);
    await expect(otherPage.getByRole('region', { name: /notifications/i })).toContainText(
      `Could not load chat ${id}`,
    );
    await expect(otherPage).toHaveURL(/\/chat$/);
    await other.close();
    // Still the owner's.
    expect((await page.request.get(`/api/chats/${id}`)).status()).toBe(200);
  });
});
