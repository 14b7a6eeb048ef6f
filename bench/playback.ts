import { execFileSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { compose, pieceToMidi } from '@riffmate/music';
import { AUDIO_TAP_SCRIPT, type AudioTap } from '../e2e/support/audio-tap.ts';
import { createStore, startRiffmate } from './load/processes.ts';

// Playback figures (docs/decisions/0100-soundfont-playback.md): the landing page's example card,
// signed out, in Chromium against the built server on loopback.
//   - Play → first audible note: the SoundFont not cached (first visit), cached (a later visit:
//     Cache Storage) with Play pressed once the card has prepared the synthesizer and pressed the
//     moment the card shows, and a replay in the same page (the synthesizer kept);
//   - how long a later visit's card takes to prepare the synthesizer once it is on screen;
//   - WAV export of a 16-bar, 4-part piece (the example's MIDI file answered with a composed one);
//   - memory of the browser while playing.

const RUNS = 3;
const PLAY = 'button[aria-label="Play"]';

export interface PlaybackRow {
  figure: string;
  value: string;
  target: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (values: number[]) =>
  `${Math.round(median(values))} ms (runs: ${values.map(Math.round).join(', ')})`;

/** A 16-bar, 4-part piece (chords, bass, melody, drums) as the engine writes it. */
function sixteenBarsFourParts(): Buffer {
  const result = compose({
    key: { tonic: 'F', mode: 'minor' },
    bars: 16,
    tempo: 90,
    style: 'lo-fi',
    parts: ['chords', 'bass', 'melody', 'drums'],
    seed: 7,
  });
  if (!result.ok) throw new Error('compose failed');
  return Buffer.from(pieceToMidi(result.piece));
}

/** Resident memory (MiB) of the browser and all its child processes (renderer, audio, GPU…). */
function treeRssMiB(pid: number): number {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const inTree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of table) {
      if (inTree.has(parent) && !inTree.has(child)) {
        inTree.add(child);
        grew = true;
      }
    }
  }
  return table.filter(([p]) => inTree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

async function openExample(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  for (let i = 0; i < 60 && !(await page.locator(PLAY).isVisible()); i++) {
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await page.waitForTimeout(250);
  }
  await page.locator(PLAY).scrollIntoViewIfNeeded();
}

/**
 * A page script recording in `window.__cardTimes` when the card first appears (it mounts as it
 * scrolls into view) and when it says it is prepared for Play (a later visit).
 */
const CARD_TIMES_SCRIPT = `(() => {
  const times = { shownAt: null, preparedAt: null };
  window.__cardTimes = times;
  new MutationObserver(() => {
    const card = document.querySelector('fieldset[data-state]');
    if (!card) return;
    if (times.shownAt === null) times.shownAt = performance.now();
    if (times.preparedAt === null && card.hasAttribute('data-prepared')) times.preparedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-prepared'] });
})();`;

interface CardTimes {
  shownAt: number | null;
  preparedAt: number | null;
}

/** Milliseconds from the card's appearance to its being prepared (a later visit). */
async function preparedAfter(page: Page): Promise<number> {
  await page.locator('fieldset[data-prepared]').first().waitFor({ timeout: 30_000 });
  const times = (await page.evaluate('window.__cardTimes')) as CardTimes;
  return times.preparedAt! - times.shownAt!;
}

/** Opens the landing page, scrolls to its example card and presses Play as soon as it is there. */
async function playAtOnce(page: Page, origin: string): Promise<{ sound: number; afterShown: number }> {
  await page.goto(`${origin}/`);
  for (let i = 0; i < 600 && (await page.locator(PLAY).count()) === 0; i++) {
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await page.waitForTimeout(20);
  }
  const sound = await playToSound(page);
  const times = (await page.evaluate('window.__cardTimes')) as CardTimes;
  return { sound, afterShown: (await tapOf(page)).pressedAt! - times.shownAt! };
}

const tapOf = (page: Page) => page.evaluate('window.__audioTap') as Promise<AudioTap>;

/** Presses Play and waits for the first non-silent output; milliseconds from the press. */
async function playToSound(page: Page): Promise<number> {
  await page.locator(PLAY).click();
  for (let i = 0; i < 600; i++) {
    const tap = await tapOf(page);
    if (tap.firstSoundAt !== null && tap.pressedAt !== null) return tap.firstSoundAt - tap.pressedAt;
    await page.waitForTimeout(50);
  }
  throw new Error('no sound within 30 s of Play');
}

async function pause(page: Page) {
  await page.getByRole('button', { name: 'Pause' }).first().click();
}

/** Clicks Export WAV and waits for the file: milliseconds from the click. */
async function exportWav(page: Page): Promise<number> {
  const started = performance.now();
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Export WAV' }).first().click();
  await (await download).path();
  return performance.now() - started;
}

export async function runPlayback(): Promise<{ rows: PlaybackRow[]; notes: string[] }> {
  const store = await createStore('sqlite');
  const server = await startRiffmate(store);
  // A tag on the browser's command line finds its process (and so its children) for the memory figure.
  const tag = `--riffmate-bench=${process.pid}-${Date.now()}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', tag],
  });
  const version = browser.version();
  const browserPid = Number(
    execFileSync('ps', ['-e', '-o', 'pid=,args='], { encoding: 'utf8' })
      .split('\n')
      .find((line) => line.includes(tag) && !line.includes('--type='))
      ?.trim()
      .split(/\s+/)[0],
  );
  const piece = sixteenBarsFourParts();
  const cold: number[] = [];
  const cached: number[] = [];
  const cachedAtOnce: number[] = [];
  const pressedAfter: number[] = [];
  const preparing: number[] = [];
  const replay: number[] = [];
  const wavWarm: number[] = [];
  const wavCold: number[] = [];
  const memory: { idle: number; playing: number; heap: number }[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ acceptDownloads: true });
      await context.addInitScript({ content: AUDIO_TAP_SCRIPT });
      await context.addInitScript({ content: CARD_TIMES_SCRIPT });
      await context.route('**/api/examples/home.mid', (route) =>
        route.fulfill({ status: 200, contentType: 'audio/midi', body: piece }),
      );
      // A first visit: nothing cached. The WAV export downloads and parses the SoundFont itself.
      let page = await context.newPage();
      await openExample(page, server.url);
      wavCold.push(await exportWav(page));
      await page.close();

      // Cache Storage now holds the SoundFont: these are later visits. Play the moment the card shows…
      page = await context.newPage();
      const atOnce = await playAtOnce(page, server.url);
      cachedAtOnce.push(atOnce.sound);
      pressedAfter.push(atOnce.afterShown);
      await page.close();

      // … and once it has prepared the synthesizer (a listener reads the card first).
      page = await context.newPage();
      await openExample(page, server.url);
      preparing.push(await preparedAfter(page));
      const pid = Number.isInteger(browserPid) ? browserPid : null;
      const idle = pid ? treeRssMiB(pid) : Number.NaN;
      cached.push(await playToSound(page));
      await page.waitForTimeout(2_000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const metrics = (await cdp.send('Performance.getMetrics').catch(() => ({ metrics: [] }))) as {
        metrics: { name: string; value: number }[];
      };
      memory.push({
        idle,
        playing: pid ? treeRssMiB(pid) : Number.NaN,
        heap: (metrics.metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN) / 2 ** 20,
      });
      await pause(page);
      await page.waitForTimeout(300);
      replay.push(await playToSound(page));
      await pause(page);
      wavWarm.push(await exportWav(page));
      await context.close();

      // A first visit of a fresh profile, played rather than exported.
      const fresh = await browser.newContext();
      await fresh.addInitScript({ content: AUDIO_TAP_SCRIPT });
      const freshPage = await fresh.newPage();
      await openExample(freshPage, server.url);
      cold.push(await playToSound(freshPage));
      await fresh.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await store.drop();
  }
  const mib = (value: number) => `${value.toFixed(0)} MiB`;
  const m = {
    idle: median(memory.map((x) => x.idle)),
    playing: median(memory.map((x) => x.playing)),
    heap: median(memory.map((x) => x.heap)),
  };
  return {
    rows: [
      { figure: 'Play → first audible note, SoundFont not cached (loopback)', value: ms(cold), target: '—' },
      {
        figure: 'Play → first audible note, SoundFont cached (later visit, synthesizer prepared)',
        value: ms(cached),
        target: '≤ 150 ms',
      },
      {
        figure: `Play → first audible note, SoundFont cached, Play pressed as the card shows (${Math.round(median(pressedAfter))} ms after it)`,
        value: ms(cachedAtOnce),
        target: '—',
      },
      {
        figure: 'Later visit: card shown → prepared for Play (before any press)',
        value: ms(preparing),
        target: '—',
      },
      { figure: 'Play again in the same page (synthesizer kept)', value: ms(replay), target: '≤ 150 ms' },
      { figure: 'WAV render, 16 bars × 4 parts (SoundFont loaded)', value: ms(wavWarm), target: '≤ 2 s' },
      {
        figure: 'WAV render, 16 bars × 4 parts, first visit (with the download)',
        value: ms(wavCold),
        target: '—',
      },
      {
        figure: 'Browser memory (all processes, RSS): card on screen (prepared) → while playing',
        value: `${mib(m.idle)} → ${mib(m.playing)} (+${mib(m.playing - m.idle)}); page JS heap ${mib(m.heap)}`,
        target: '—',
      },
    ],
    notes: [
      `Chromium ${version}, ${RUNS} runs each, median first. "First audible note" is the first`,
      'non-silent sample at the speakers (an AnalyserNode on every connection to the destination),',
      'counted from the click; the output device latency comes on top.',
    ],
  };
}

export function playbackTable(rows: PlaybackRow[]): string {
  return [
    '| playback | value | target |',
    '|---|---|---|',
    ...rows.map((row) => `| ${row.figure} | ${row.value} | ${row.target} |`),
  ].join('\n');
}
