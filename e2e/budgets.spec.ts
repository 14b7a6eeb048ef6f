import { gzipSync } from 'node:zlib';
import { expect, type Page, type Response, type TestInfo, test } from '@playwright/test';
import { createUser } from './support/accounts.ts';

// Front-end budgets (docs/decisions/0041): the JavaScript a first visit to a page
// downloads, measured in a real browser against the built app and the real server.
//
// Counted: every script response from navigation start until the network is idle (entry, the
// chunks index.html preloads, the route's lazy chunks and whatever the first render asks for).
// Budget: what the browser transfers — the server sends the build's precompressed brotli files —
// in KiB (1 KiB = 1024 bytes), and the gzip -9 size of the same bodies (the figure
// bench/bundle-size.ts and docs/benchmarks.md report), both checked and recorded as annotations.

const KIB = 1024;
const BUDGETS = { home: 150 * KIB, chat: 250 * KIB } as const;
/**
 * The same budgets read as gzip -9 of the decoded bodies (docs/decisions/0041): `/` met 150 KiB that
 * way once tailwind-merge left start-up (docs/decisions/0083); what is left is mostly the libraries
 * chunk (React DOM, TanStack Router and Query, axios).
 */
const GZIP_BUDGETS = { home: 150 * KIB, chat: 250 * KIB } as const;
/**
 * What plays a card (docs/decisions/0100-soundfont-playback.md), loaded only by Play or an export:
 * the SoundFont synthesizer's chunk, its AudioWorklet processor, the SoundFont, and the Tone.js
 * fallback.
 */
const PLAYER_CHUNK = /\/assets\/sampled-player-[\w-]+\.js$/;
const PLAYER_FILES =
  /\/assets\/(?:sampled-player-[\w-]+\.js|spessasynth_processor[\w.-]*\.js|soundfont-[\w-]+\.sf3|tone-player-[\w-]+\.js)$/;

/** Every request of the page to a player file, from now on. */
function watchPlayerFiles(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (PLAYER_FILES.test(path)) seen.push(path);
  });
  return seen;
}

interface Script {
  url: string;
  /** Bytes on the wire (content-encoded body). */
  transferred: number;
  /** The decoded body, gzip -9. */
  gzip: number;
  encoding: string | undefined;
}

/** Opens `path` as a first visit and returns the scripts it loaded until the network was idle. */
async function firstVisit(page: Page, path: string): Promise<Script[]> {
  const pending: Promise<Script>[] = [];
  const record = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          transferred: sizes.responseBodySize,
          gzip: gzipSync(body, { level: 9 }).length,
          encoding: response.headers()['content-encoding'],
        };
      })(),
    );
  };
  page.on('response', record);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', record);
  return Promise.all(pending);
}

function report(testInfo: TestInfo, label: string, scripts: Script[], gzipTarget: number) {
  const transferred = scripts.reduce((sum, s) => sum + s.transferred, 0);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
  testInfo.annotations.push({
    type: 'initial JS',
    description: `${label}: ${scripts.length} scripts, ${kib(transferred)} transferred (${transferred} B), ${kib(gzip)} gzip -9 (${gzip} B) — gzip target ${kib(gzipTarget)} ${gzip <= gzipTarget ? 'met' : 'MISSED'}`,
  });
  return { transferred, gzip };
}

test('/ (signed out): initial JavaScript within 150 KiB, and no player until a card plays', async ({
  page,
}, testInfo) => {
  const player = watchPlayerFiles(page);
  const scripts = await firstVisit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Compressed on the wire: every script came as brotli (or was too small to be worth it).
  for (const script of scripts) {
    if (script.gzip > 1024) expect(script.encoding, script.url).toBe('br');
  }
  const { transferred, gzip } = report(testInfo, '/', scripts, GZIP_BUDGETS.home);
  expect(transferred).toBeLessThanOrEqual(BUDGETS.home);
  expect(gzip).toBeLessThanOrEqual(GZIP_BUDGETS.home);
  expect(player).toEqual([]);

  // The home page's example card: its code loads when it scrolls into view (below the first
  // screen), and the player when it is played, not before.
  await page
    .getByRole('group', { name: /D minor/ })
    .or(page.getByRole('status', { name: 'Loading the piece' }))
    .scrollIntoViewIfNeeded();
  const play = page.getByRole('button', { name: 'Play' }).first();
  await expect(play).toBeVisible({ timeout: 15_000 });
  await play.hover();
  expect(player).toEqual([]); // the card's code is there; the synthesizer is not, until Play
  const chunk = page.waitForResponse((response) => PLAYER_CHUNK.test(new URL(response.url()).pathname));
  await play.click();
  expect((await chunk).ok()).toBe(true);
});

test('/chat (verified user): initial JavaScript within 250 KiB, no player', async ({
  page,
  context,
}, testInfo) => {
  await createUser(context, page.request, 'verified');
  const player = watchPlayerFiles(page);
  const scripts = await firstVisit(page, '/chat');
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('textbox').first()).toBeVisible();
  const { transferred, gzip } = report(testInfo, '/chat', scripts, GZIP_BUDGETS.chat);
  expect(transferred).toBeLessThanOrEqual(BUDGETS.chat);
  expect(gzip).toBeLessThanOrEqual(GZIP_BUDGETS.chat);
  expect(player).toEqual([]);
});
