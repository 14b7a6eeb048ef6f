import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { analyseMidiBytes, DRUM_CHANNEL, decodeMidi } from '@riffmate/music';
import { uploadedSongMidi } from '@riffmate/test-support/midi-fixtures';
import { createUser } from './support/accounts.ts';

test.describe('MIDI upload in chat', () => {
  test('attach a .mid, read its analysis, transpose it and add drums, download the result', async ({
    page,
    context,
  }) => {
    test.slow();
    await createUser(context, page.request, 'verified');
    await page.goto('/chat');
    await page.getByTestId('midi-file-input').setInputFiles({
      name: 'song.mid',
      mimeType: 'audio/midi',
      buffer: Buffer.from(uploadedSongMidi()),
    });
    // The chosen file shows as a removable chip; the message may be the file alone.
    const chip = page.getByTestId('midi-attachment');
    await expect(chip).toContainText('song.mid');
    await expect(chip.getByRole('button', { name: 'Remove song.mid' })).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9_-]+$/);
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect(thread.getByTestId('midi-attachment')).toContainText('song.mid');
    await expect(thread).toContainText('Key: D minor', { timeout: 15_000 });
    await expect(thread).toContainText('Tempo: 96 BPM');
    await expect(thread).toContainText('| Dm7 | Dm | Bb | C | Dm | Dm | A | Dm |');
    await expect(page.getByRole('group', { name: /Your file/ })).toBeVisible();

    const input = page.getByRole('textbox', { name: 'Message', exact: true });
    await input.fill('transpose it up 2 semitones and add drums');
    await input.press('Enter');
    const card = page.getByRole('group', { name: /transposed up a whole step, with drums/ });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(thread).toContainText('D minor → E minor');

    const downloadPromise = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download MIDI' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^file-[a-z]{3}\.mid$/);
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    const decoded = decodeMidi(bytes);
    if (!decoded.ok) throw new Error(decoded.error);
    const drums = decoded.midi.tracks.flatMap((t) => t.notes).filter((n) => n.channel === DRUM_CHANNEL);
    expect(drums.length).toBeGreaterThan(8);
    const analysis = analyseMidiBytes(bytes);
    expect(analysis.ok && analysis.analysis.key?.key).toEqual({ tonic: 'E', mode: 'minor' });
    expect(analysis.ok && analysis.analysis.bars).toBe(8);

    // After a reload the user's message still shows its file.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Messages' }).getByTestId('midi-attachment')).toContainText(
      'song.mid',
    );
  });

  test('a malformed file is refused with a clear toast and the message is not sent', async ({
    page,
    context,
  }) => {
    await createUser(context, page.request, 'verified');
    await page.goto('/chat');
    // A MIDI header, then a track chunk that claims more bytes than the file has.
    const broken = Buffer.from([
      0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 1, 0, 1, 1, 0xe0, 0x4d, 0x54, 0x72, 0x6b, 0, 0, 0x10, 0, 0, 0x90,
    ]);
    await page.getByTestId('midi-file-input').setInputFiles({
      name: 'broken.mid',
      mimeType: 'audio/midi',
      buffer: broken,
    });
    await expect(page.getByTestId('midi-attachment')).toContainText('broken.mid');
    const chatRequest = page.waitForResponse((r) => r.url().endsWith('/api/chat'));
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await chatRequest).status()).toBe(400);
    await expect(
      page.getByText("That file isn't a MIDI file I can read: Truncated track chunk").first(),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Messages' })).toHaveCount(0);
    // Nothing was stored: no chat in the history.
    const chats = await page.request.get('/api/chats');
    expect((await chats.json()).data.items).toEqual([]);

    // Refused before sending: not a .mid file.
    await page.getByTestId('midi-file-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByText('Only .mid files can be attached.').first()).toBeVisible();
    await expect(page.getByTestId('midi-attachment')).toHaveCount(0);
  });
});
