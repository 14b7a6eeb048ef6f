import { expect, type Locator, test } from '@playwright/test';
import { createUser } from './support/accounts.ts';

// Replies with music cards grow after they arrive (the card lays out, off-screen rows get their real
// size): the thread must still end on the newest reply while the reader stays at the bottom.
test('the thread keeps the newest reply in view while the reader is at the bottom', async ({
  page,
  context,
}) => {
  test.slow();
  await createUser(context, page.request, 'verified');
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Message', exact: true });
  // Questions and replies (rows far off screen have no rendered text: content-visibility).
  const rows = page.locator('ol[aria-label="Messages"] > li');
  const aboveTheMessageBox = async (locator: Locator) => {
    const [box, inputBox] = [await locator.boundingBox(), await input.boundingBox()];
    return box !== null && inputBox !== null && box.y + box.height <= inputBox.y;
  };
  const prompts = [
    'a chill lofi beat in F major with rhodes',
    'add strings',
    'octave lower on the bass',
    'more swing',
    'make it minor',
  ];
  for (const [index, prompt] of prompts.entries()) {
    await input.fill(prompt);
    await input.press('Enter');
    const regenerate = page.getByRole('button', { name: 'Regenerate reply' });
    await expect(regenerate).toHaveCount(1, { timeout: 15_000 });
    await expect(rows).toHaveCount(2 * (index + 1));
    // The newest reply's last row (its Regenerate button) is on screen, above the message box.
    await expect(regenerate, `after message ${index + 1}`).toBeInViewport();
    await expect
      .poll(() => aboveTheMessageBox(regenerate), { message: `above the box after message ${index + 1}` })
      .toBe(true);
  }
  // Opening the chat again lands on its newest reply too.
  await page.reload();
  const regenerate = page.getByRole('button', { name: 'Regenerate reply' });
  await expect(regenerate).toBeInViewport();
  await expect.poll(() => aboveTheMessageBox(regenerate)).toBe(true);
});

test('a toast never covers the message box or the support button', async ({ page, context }) => {
  await createUser(context, page.request, 'verified');
  await page.goto('/chat');
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thanks for helping us improve Riffmate' });
  await dialog.getByPlaceholder('Share your thoughts here...').fill('The bass line slaps');
  await dialog.getByPlaceholder('Share your thoughts here...').press('Enter');
  const toast = page.locator('li.toast-motion').filter({ hasText: 'Thanks for sharing your feedback' });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeHidden();
  const toastBox = (await toast.boundingBox())!;
  const covered = async (name: string) => {
    const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    return !(
      box.x >= toastBox.x + toastBox.width ||
      box.x + box.width <= toastBox.x ||
      box.y >= toastBox.y + toastBox.height ||
      box.y + box.height <= toastBox.y
    );
  };
  expect(await covered('Send message')).toBe(false);
  expect(await covered('Attach MIDI file')).toBe(false);
  // The floating support button is desktop-only.
  if ((page.viewportSize()?.width ?? 0) >= 768) expect(await covered('Support')).toBe(false);
});

test('the chord lane shows whole chord symbols on a phone', async ({ page, context }) => {
  await createUser(context, page.request, 'verified');
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Message', exact: true });
  await input.fill('a lo-fi beat in Bb major with rhodes, 8 bars');
  await input.press('Enter');
  const chords = page.getByTestId('chord');
  await expect(chords.first()).toBeVisible({ timeout: 15_000 });
  await expect(chords.first()).toHaveText(/^[A-G][b#]?(?:maj|m)?(?:7|9|11|13)/);
  const clipped = await chords.evaluateAll((cells) =>
    cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
  );
  expect(clipped).toEqual([]);
});

// A long piece on a phone: chord names whole, never over the bar numbers; the title's facts whole.
test('a 24-bar card keeps chord names, bar numbers and its facts readable', async ({ page, context }) => {
  test.slow();
  await createUser(context, page.request, 'verified');
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Message', exact: true });
  await input.fill('punk riff in E, 180 bpm, distorted guitar bass drums 24 bars');
  await input.press('Enter');
  const card = page.getByRole('group', { name: /24 bars/ });
  await expect(card).toBeVisible({ timeout: 15_000 });
  const chords = card.getByTestId('chord');
  await expect(chords.first()).toBeVisible();
  // The key is said once, and the bar count is on screen, not cut off.
  await expect(card.getByRole('heading')).not.toHaveText(/E major.*E major/);
  await expect(card.getByRole('heading').getByText('24 bars')).toBeInViewport();
  const overlaps = await card.getByTestId('bar-labels').evaluate((strip) => {
    const boxes = (selector: string) =>
      Array.from(strip.querySelectorAll(selector))
        .map((el) => el.getBoundingClientRect())
        .filter((b) => b.width > 0);
    const chordBoxes = Array.from(strip.querySelectorAll('[data-testid=chord]')).map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return { box: range.getBoundingClientRect(), cut: el.scrollWidth > el.clientWidth };
    });
    const numbers = boxes('.font-mono');
    const hit = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return {
      cut: chordBoxes.filter((c) => c.cut).length,
      overNumbers: chordBoxes.filter((c) => numbers.some((n) => hit(c.box, n))).length,
      overEachOther: chordBoxes.filter((c, i) => chordBoxes.some((d, j) => j !== i && hit(c.box, d.box)))
        .length,
    };
  });
  expect(overlaps).toEqual({ cut: 0, overNumbers: 0, overEachOther: 0 });
});

test('after sending, the empty message box shows its whole placeholder again', async ({ page, context }) => {
  await createUser(context, page.request, 'verified');
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Message', exact: true });
  const rows = page.locator('ol[aria-label="Messages"] > li');
  await expect(input).toBeEditable();
  const emptyHeight = (await input.boundingBox())!.height;
  // The second message is sent from the same box (the first one moves the chat to its own address).
  for (const [count, prompt] of ['a lofi beat in F major', 'whats a tritone sub'].entries()) {
    await input.fill(prompt);
    await input.press('Enter');
    await expect(page.getByRole('button', { name: 'Regenerate reply' })).toHaveCount(1, { timeout: 15_000 });
    await expect(rows).toHaveCount(2 * (count + 1));
    await expect(input, `after message ${count + 1}`).toHaveValue('');
  }
  await expect.poll(async () => (await input.boundingBox())?.height).toBe(emptyHeight);
});
