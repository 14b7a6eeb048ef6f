import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { decodeMidi } from '@riffmate/music';
import { unzipSync } from 'fflate';
import { apiPost, createUser } from './support/accounts.ts';
import { AUDIO_TAP_SCRIPT, type AudioTap } from './support/audio-tap.ts';
import { watchPageProblems } from './support/page-guards.ts';

// Sampled playback, card controls and exports (docs/decisions/0100-soundfont-playback.md), on the
// landing page's example card, signed out: 8 bars of D minor at 80 BPM, Rhodes, bass and drums.

const SOUNDFONT = /\/assets\/soundfont-[\w-]+\.sf3$/;
/** The synthesizer's files: its chunk, its AudioWorklet processor and the SoundFont. */
const SYNTH_FILES =
  /\/assets\/(?:sampled-player-[\w-]+\.js|spessasynth_processor[\w.-]*\.js|soundfont-[\w-]+\.sf3)$/;

/** The page's requests for the synthesizer's files from now on, by kind. */
function watchSynthFiles(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (SYNTH_FILES.test(path)) seen.push(path.replace(/^\/assets\/([a-z_]+)[-.].*$/, '$1'));
  });
  return seen;
}

// Injected as a string: the app's CSP rightly blocks the inline <script> of page.addScriptTag.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** axe-core on the card's group only: no serious or critical violation. */
async function expectCardAccessible(page: Page) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { include: [['fieldset[aria-label*="D minor"]']] },
      { resultTypes: ['violations'] },
    );
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.map((n) => n.target),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

async function exampleCard(page: Page): Promise<Locator> {
  await page.goto('/');
  // The card's code loads when its placeholder scrolls into view (docs/decisions/0041).
  const card = page.getByRole('group', { name: /D minor/ });
  await expect(async () => {
    await card
      .or(page.getByRole('status', { name: 'Loading the piece' }))
      .first()
      .scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await card.scrollIntoViewIfNeeded();
  return card;
}

const tapOf = (page: Page) => page.evaluate(() => (window as unknown as { __audioTap: AudioTap }).__audioTap);

/** A little-endian PCM WAV's format and samples (the chunks the exporter writes). */
function readWav(bytes: Buffer) {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number } | null = null;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      expect(bytes.readUInt16LE(body)).toBe(1); // PCM
      format = {
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bits: bytes.readUInt16LE(body + 14),
      };
    }
    if (id === 'data') {
      expect(format).not.toBeNull();
      const samples = new Int16Array(
        bytes.buffer.slice(bytes.byteOffset + body, bytes.byteOffset + body + size),
      );
      return { ...format!, frames: size / 2 / format!.channels, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk');
}

test.describe('playback with the SoundFont', () => {
  test('plays sampled instruments signed out, seeks, loops, changes tempo, mutes and solos', async ({
    page,
  }) => {
    test.slow();
    const problems = watchPageProblems(page);
    await page.addInitScript({ content: AUDIO_TAP_SCRIPT });
    const soundFont = page.waitForResponse((response) => SOUNDFONT.test(new URL(response.url()).pathname));
    const card = await exampleCard(page);
    // The home example asks for Rhodes, bass and drums: exactly that line-up.
    await expect(card.getByRole('list', { name: 'Parts' }).getByRole('listitem')).toHaveCount(3);
    await expect(card.getByTestId('pitch-axis')).toContainText(/C\d/);
    await expect(card.getByTestId('bar-labels')).toContainText('8');
    // Chord symbols over the bars, from the piece's notes: the progression is in D minor.
    await expect(card.getByTestId('chord').first()).toHaveText(/^[A-G][#b]?/);
    await expectCardAccessible(page);

    await card.getByRole('button', { name: 'Play' }).click();
    const response = await soundFont;
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect(card).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
    await expect(card).toHaveAttribute('data-engine', 'soundfont');
    await expect(card).toHaveAttribute('data-audio-state', 'running');
    // The graph really sounds.
    await expect.poll(async () => (await tapOf(page)).peak, { timeout: 10_000 }).toBeGreaterThan(0.01);

    // Seek with the position slider (keyboard works on it as on any range input).
    const slider = card.getByRole('slider', { name: 'Playback position' });
    await slider.fill('15');
    await expect(card.getByTestId('position')).toHaveText(/Position [56]:\d/);
    // Click on the roll: the middle of 8 bars is bar 5.
    const roll = card.getByTestId('piano-roll');
    const box = (await roll.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.51, box.y + box.height / 2);
    await expect(card.getByTestId('position')).toHaveText(/Position 5:\d/);

    // Loop bar 2 only: the playhead comes back to bar 2 and never passes it (a bar is 3 s at 80 BPM).
    await card.getByRole('spinbutton', { name: 'Loop to bar' }).fill('2');
    await card.getByRole('spinbutton', { name: 'Loop from bar' }).fill('2');
    await card.getByRole('button', { name: 'Loop' }).click();
    await expect(card.getByRole('button', { name: 'Loop' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByTestId('position')).toHaveText(/Position 2:\d/, { timeout: 5_000 });
    const seen = new Set<string>();
    for (let i = 0; i < 16; i++) {
      seen.add((await card.getByTestId('position').textContent()) ?? '');
      await page.waitForTimeout(250);
    }
    expect([...seen].every((text) => /Position 2:\d/.test(text))).toBe(true);
    expect(seen.size).toBeGreaterThan(1); // it moves, within the bar
    await expect(card).toHaveAttribute('data-state', 'playing');

    // Tempo, mute and solo are controls of the card, not of the file.
    await card.getByRole('combobox', { name: 'Playback tempo' }).selectOption({ label: '120 BPM (150%)' });
    const mute = card.getByRole('button', { name: /^Mute / }).first();
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    const solo = card.getByRole('button', { name: /^Solo / }).last();
    await solo.click();
    await expect(solo).toHaveAttribute('aria-pressed', 'true');

    // Space on the focused card pauses.
    await card.focus();
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('data-state', 'paused');
    expect(problems).toEqual([]);
  });

  test('Play → sound on the first press; a later visit reads the SoundFont from the browser', async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.addInitScript({ content: AUDIO_TAP_SCRIPT });
    let card = await exampleCard(page);
    await card.getByRole('button', { name: 'Play' }).click();
    await expect(card).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
    await expect.poll(async () => (await tapOf(page)).firstSoundAt, { timeout: 10_000 }).not.toBeNull();
    const cold = await tapOf(page);
    // Reload: the SoundFont comes from the browser (Cache Storage), not the network.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('riffmate-soundfont')).keys()).length))
      .toBe(1);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (SOUNDFONT.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    card = await exampleCard(page);
    await card.getByRole('button', { name: 'Play' }).click();
    await expect(card).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
    await expect.poll(async () => (await tapOf(page)).firstSoundAt, { timeout: 10_000 }).not.toBeNull();
    const warm = await tapOf(page);
    const ms = (tap: typeof warm) => Math.round(tap.firstSoundAt! - tap.pressedAt!);
    testInfo.annotations.push({
      type: 'Play → first sound',
      description: `uncached ${ms(cold)} ms, cached ${ms(warm)} ms`,
    });
    expect(fetched).toEqual([]);
  });

  test('a later visit prepares the synthesizer before Play; a new visitor loads nothing before it', async ({
    page,
  }, testInfo) => {
    test.slow();
    const problems = watchPageProblems(page);
    await page.addInitScript({ content: AUDIO_TAP_SCRIPT });
    // A new visitor: the card on screen (and hovered) loads none of the synthesizer, and does not
    // even create the Cache Storage bucket.
    let requested = watchSynthFiles(page);
    let card = await exampleCard(page);
    await card.getByRole('button', { name: 'Play' }).hover();
    await page.waitForTimeout(1_500);
    expect(requested).toEqual([]);
    await expect(card).not.toHaveAttribute('data-prepared');
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    await card.getByRole('button', { name: 'Play' }).click();
    await expect(card).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
    await card.getByRole('button', { name: 'Pause' }).click();
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('riffmate-soundfont')).keys()).length))
      .toBe(1);

    // A later visit: with the card on screen, before any press, the synthesizer is built from the
    // cached SoundFont on a suspended audio context; Play then starts it.
    page.removeAllListeners('request');
    requested = watchSynthFiles(page);
    card = await exampleCard(page);
    await expect(card).toHaveAttribute('data-prepared', 'true', { timeout: 20_000 });
    // (The worklet's own fetch of its processor does not show among the page's requests.)
    expect(requested).toEqual(['sampled']);
    expect((await tapOf(page)).pressedAt).toBeNull();
    await card.getByRole('button', { name: 'Play' }).click();
    await expect(card).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
    await expect(card).toHaveAttribute('data-engine', 'soundfont');
    await expect(card).toHaveAttribute('data-audio-state', 'running');
    await expect.poll(async () => (await tapOf(page)).firstSoundAt, { timeout: 10_000 }).not.toBeNull();
    const tap = await tapOf(page);
    testInfo.annotations.push({
      type: 'Play → first sound, synthesizer prepared',
      description: `${Math.round(tap.firstSoundAt! - tap.pressedAt!)} ms`,
    });
    expect(requested).toEqual(['sampled']);
    await card.getByRole('button', { name: 'Pause' }).click();
    expect(problems).toEqual([]);
  });

  test('exports a WAV rendered offline with the SoundFont, and per-part MIDI stems', async ({ page }) => {
    test.slow();
    const problems = watchPageProblems(page);
    const card = await exampleCard(page);

    const wavDownload = page.waitForEvent('download', { timeout: 60_000 });
    await card.getByRole('button', { name: 'Export WAV' }).click();
    await expect(card.getByTestId('player-note')).toContainText('Rendering WAV');
    const wav = await wavDownload;
    expect(wav.suggestedFilename()).toMatch(/^file-[a-z]{3}\.wav$/);
    const audio = readWav(readFileSync((await wav.path())!));
    expect(audio).toMatchObject({ channels: 2, sampleRate: 44_100, bits: 16 });
    // 8 bars of 4/4 at 80 BPM = 24 s, plus up to a few seconds of release and reverb tail.
    const seconds = audio.frames / audio.sampleRate;
    expect(seconds).toBeGreaterThan(24);
    expect(seconds).toBeLessThan(24 + 3.5);
    let sum = 0;
    for (const sample of audio.samples) sum += (sample / 32768) ** 2;
    expect(Math.sqrt(sum / audio.samples.length)).toBeGreaterThan(0.01);

    // Drag-out: Chromium's DownloadURL drag data names the file and where to fetch it.
    const dragData = await card.getByRole('button', { name: 'Download MIDI' }).evaluate((button) => {
      const transfer = new DataTransfer();
      button.dispatchEvent(new DragEvent('dragstart', { dataTransfer: transfer, bubbles: true }));
      return transfer.getData('DownloadURL');
    });
    expect(dragData).toMatch(
      /^audio\/midi:file-[a-z]{3}\.mid:http:\/\/127\.0\.0\.1:\d+\/api\/examples\/home\.mid$/,
    );

    const stemsDownload = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Stems' }).click();
    const stems = await stemsDownload;
    const base = stems.suggestedFilename().match(/^(file-[a-z]{3})-stems\.zip$/)?.[1];
    expect(base).toBeTruthy();
    const files = unzipSync(new Uint8Array(readFileSync((await stems.path())!)));
    expect(Object.keys(files).sort()).toEqual([
      `${base}-bass.mid`,
      `${base}-chords.mid`,
      `${base}-drums.mid`,
    ]);
    for (const [name, bytes] of Object.entries(files)) {
      const decoded = decodeMidi(bytes);
      if (!decoded.ok) throw new Error(`${name} does not decode`);
      const withNotes = decoded.midi.tracks.filter((track) => track.notes.length > 0);
      expect(withNotes, name).toHaveLength(1);
      expect(withNotes[0]!.channels.includes(9), name).toBe(name.endsWith('-drums.mid'));
      expect(decoded.midi.tempos[0]?.bpm, name).toBe(80);
    }
    expect(problems).toEqual([]);
  });

  test('falls back to the synths, with a note, when the SoundFont cannot load', async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.route(SOUNDFONT, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    const card = await exampleCard(page);
    await card.getByRole('button', { name: 'Play' }).click();
    await expect(card).toHaveAttribute('data-state', 'playing', { timeout: 20_000 });
    await expect(card).toHaveAttribute('data-engine', 'synth');
    await expect(card.getByTestId('player-note')).toHaveText(
      'Sampled instruments could not load; playing with simple synths.',
    );
    await card.getByRole('button', { name: 'Pause' }).click();
    // The 503 itself is the point of the test; nothing else may go wrong.
    expect(problems.filter((problem) => !/^503 \/assets\/soundfont-/.test(problem))).toEqual([]);
  });

  test('a shared chat plays with the SoundFont signed out, and renders its WAV', async ({
    page,
    context,
    browser,
  }, testInfo) => {
    test.slow();
    await createUser(context, page.request, 'verified');
    await page.goto('/chat');
    const prompt =
      'Write a 16-bar lo-fi groove in F minor at 90 bpm with Rhodes, bass, a flute melody and drums';
    const reply = await apiPost(context, page.request, '/api/chat', {
      id: `e2e-${randomUUID()}`,
      messages: [{ id: randomUUID(), role: 'user', parts: [{ type: 'text', text: prompt }] }],
    });
    expect(reply.status()).toBe(200);
    await reply.text(); // the whole stream: the reply and its piece are stored
    const chats = await (await page.request.get('/api/chats')).json();
    const shared = await apiPost(context, page.request, `/api/chats/share/${chats.data.items[0].id}`);
    const sharePath: string = (await shared.json()).data.items[0].sharePath;
    expect(sharePath).toMatch(/^\/share\//);

    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    const problems = watchPageProblems(strangerPage);
    await strangerPage.addInitScript({ content: AUDIO_TAP_SCRIPT });
    await strangerPage.goto(sharePath);
    const card = strangerPage.getByRole('group', { name: /F minor/ });
    await expect(card.getByRole('list', { name: 'Parts' }).getByRole('listitem')).toHaveCount(4);
    await card.getByRole('button', { name: 'Play' }).click();
    await expect(card).toHaveAttribute('data-engine', 'soundfont', { timeout: 20_000 });
    await expect
      .poll(async () => (await tapOf(strangerPage)).peak, { timeout: 10_000 })
      .toBeGreaterThan(0.01);
    await card.getByRole('button', { name: 'Pause' }).click();

    // 16 bars × 4 parts rendered offline: 16 × 4 beats at 90 BPM = 42.7 s, plus the tail.
    const download = strangerPage.waitForEvent('download', { timeout: 60_000 });
    const started = Date.now();
    await card.getByRole('button', { name: 'Export WAV' }).click();
    const wav = await download;
    testInfo.annotations.push({
      type: 'WAV render, 16 bars × 4 parts',
      description: `${Date.now() - started} ms`,
    });
    const audio = readWav(readFileSync((await wav.path())!));
    expect(audio.frames / audio.sampleRate).toBeGreaterThan(42.6);
    expect(audio.frames / audio.sampleRate).toBeLessThan(42.7 + 3.5);
    expect(problems).toEqual([]);
    await stranger.close();
  });
});
