import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { HttpClient } from '@riffmate/test-support/http-client';
import autocannon from 'autocannon';
import { type Child, cpuMs, createStore, rssMiB, startBare, startRiffmate } from './processes.ts';
import { concurrentStreams, type StreamResult, streamLoop } from './streams.ts';
import { benchUser, seedChats } from './users.ts';

export interface LoadOptions {
  /** Short durations for development (numbers are indicative only). */
  quick: boolean;
  /** Minutes of mixed load per store while the server's RSS is sampled; 0 skips the soak. */
  soakMinutes: number;
  /** Stores to measure; PostgreSQL only when a URL is given. */
  stores: ('sqlite' | 'postgres')[];
  postgresUrl?: string;
  /** Write a V8 CPU profile of the server under test (one per store) into this directory. */
  profileDir?: string;
  /** Scenarios to run (default all): bare, chats, me, streams, soak. */
  only?: Set<string>;
}

/** The load targets (2-core machine; docs/decisions/0082). */
export const TARGETS = {
  chatsRps: 5000,
  chatsP99Ms: 50,
  streamTtfbP99Ms: 250,
  /** Memory flat: least-squares slope of the live heap after full GCs (after the warm-up), MiB/min … */
  soakHeapSlopeMiBPerMin: 1,
  /** … and the last such heap at most this many MiB above the first one after the warm-up. */
  soakHeapGrowthMiB: 10,
} as const;

export interface Row {
  store: string;
  scenario: string;
  rate: string;
  p50: string;
  p99: string;
  full: string;
  errors: string;
  vsBare: string;
  target: string;
  met: boolean | null;
}

export interface LoadReport {
  rows: Row[];
  misses: string[];
  notes: string[];
}

const CHATS_PER_USER = 50;
/** Users the concurrent streams take turns over (200 streams: 10 per user). */
const STREAM_USERS = 20;
const AUTOCANNON_CONNECTIONS = 10;

const fmt = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('en-US', { maximumFractionDigits: digits }) : '—';

interface CannonFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** Server CPU (user + system) per request, µs: steadier than req/s on a busy machine. */
  cpuUsPerRequest: number;
}

/** Fixed connections and duration (no pipelining); a short unmeasured warm-up first for the JIT. */
async function cannon(
  pid: number,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  warmupSeconds: number,
  requests?: { method: 'GET'; path: string }[],
): Promise<CannonFigures> {
  const run = (duration: number) =>
    autocannon({
      url,
      headers,
      connections: AUTOCANNON_CONNECTIONS,
      duration,
      ...(requests ? { requests } : {}),
    });
  if (warmupSeconds > 0) await run(warmupSeconds);
  const cpuBefore = cpuMs(pid);
  const result = await run(seconds);
  const cpu = cpuMs(pid) - cpuBefore;
  return {
    cpuUsPerRequest: (cpu * 1000) / Math.max(1, result.requests.total),
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

function cannonRow(
  store: string,
  scenario: string,
  figures: CannonFigures,
  bare: CannonFigures | null,
  target: string,
  met: boolean | null,
): Row {
  return {
    store,
    scenario,
    rate: `${fmt(figures.rps)} req/s (${fmt(figures.cpuUsPerRequest)} µs CPU/req)`,
    p50: fmt(figures.p50, 1),
    p99: fmt(figures.p99, 1),
    full: '',
    errors: `${figures.errors} / ${figures.non2xx}`,
    vsBare: bare
      ? `${fmt((figures.rps / bare.rps) * 100, 1)} % / ×${fmt(figures.p99 / Math.max(bare.p99, 1), 1)}`
      : '',
    target,
    met,
  };
}

function streamRow(store: string, result: StreamResult, ttfbTarget: boolean): Row {
  const met = result.errors === 0 && (!ttfbTarget || result.ttfbP99 < TARGETS.streamTtfbP99Ms);
  return {
    store,
    scenario: `POST /api/chat, ${result.concurrency} concurrent streams (${result.streams} in all)`,
    rate: `${fmt(result.streamsPerSecond, 1)} streams/s (${fmt(result.cpuMsPerStream, 1)} ms CPU/stream)`,
    p50: `${fmt(result.ttfbP50, 1)} (first byte)`,
    p99: `${fmt(result.ttfbP99, 1)} (first byte)`,
    full: fmt(result.totalP99, 1),
    errors: String(result.errors),
    vsBare: '',
    target: ttfbTarget ? `0 errors, first-byte p99 < ${TARGETS.streamTtfbP99Ms} ms` : '0 errors',
    met,
  };
}

interface Soak {
  samples: { atMs: number; rss: number }[];
  /** Live heap after each full GC during the soak, time from the soak's start. */
  heaps: { atMs: number; rss: number }[];
  warmupEnd: number;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  streams: number;
  streamErrors: number;
  firstStreamError?: string;
}

/** Least-squares slope of RSS over time, MiB per minute. */
export function slopePerMinute(samples: { atMs: number; rss: number }[]): number {
  if (samples.length < 2) return Number.NaN;
  const n = samples.length;
  const mx = samples.reduce((sum, s) => sum + s.atMs, 0) / n;
  const my = samples.reduce((sum, s) => sum + s.rss, 0) / n;
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.atMs - mx) * (s.rss - my);
    den += (s.atMs - mx) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60_000;
}

/**
 * Mixed load for `minutes`: autocannon alternating `GET /api/chats` and `GET /auth/me` on 8 connections,
 * plus 4 composer streams back to back, while the server's VmRSS is sampled every few seconds.
 */
async function soak(server: Child, lister: HttpClient, streamer: HttpClient, minutes: number): Promise<Soak> {
  const durationMs = minutes * 60_000;
  const intervalMs = minutes >= 2 ? 5000 : 1000;
  const samples: { atMs: number; rss: number }[] = [];
  const started = performance.now();
  samples.push({ atMs: 0, rss: rssMiB(server.pid) });
  const timer = setInterval(() => {
    samples.push({ atMs: performance.now() - started, rss: rssMiB(server.pid) });
  }, intervalMs);
  const abort = new AbortController();
  const streaming = streamLoop(streamer, 4, abort.signal);
  const result = await autocannon({
    url: server.url,
    headers: lister.headers(),
    connections: 8,
    duration: durationMs / 1000,
    requests: [
      { method: 'GET', path: '/api/chats' },
      { method: 'GET', path: '/auth/me' },
    ],
  });
  abort.abort();
  const streamed = await streaming;
  clearInterval(timer);
  samples.push({ atMs: performance.now() - started, rss: rssMiB(server.pid) });
  const heaps = server
    .fullGcs()
    .filter((gc) => gc.atMs >= started)
    .map((gc) => ({ atMs: gc.atMs - started, rss: gc.heapMiB }));
  return {
    samples,
    heaps,
    // The first fifth (at least one minute on a 5-minute soak) is warm-up: JIT, caches, pools.
    warmupEnd: durationMs / 5,
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    streams: streamed.streams,
    streamErrors: streamed.errors,
    firstStreamError: streamed.firstError,
  };
}

function soakRow(store: string, figures: Soak, minutes: number): Row {
  const rssAfter = figures.samples.filter((s) => s.atMs >= figures.warmupEnd);
  const rssSlope = slopePerMinute(rssAfter);
  const rss = figures.samples.map((s) => s.rss);
  const heaps = figures.heaps.filter((s) => s.atMs >= figures.warmupEnd);
  const heapSlope = slopePerMinute(heaps);
  const heapFirst = heaps[0]?.rss ?? Number.NaN;
  const heapLast = heaps.at(-1)?.rss ?? Number.NaN;
  // At least two full GCs after the warm-up, else there is nothing to judge (counts as missed).
  const flat =
    heaps.length >= 2 &&
    heapSlope <= TARGETS.soakHeapSlopeMiBPerMin &&
    heapLast - heapFirst <= TARGETS.soakHeapGrowthMiB;
  const clean = figures.errors === 0 && figures.non2xx === 0 && figures.streamErrors === 0;
  return {
    store,
    scenario:
      `soak ${minutes} min: chats + me (8 conn) + 4 streams. Live heap after full GC (${heaps.length} after warm-up): ` +
      `${fmt(heapFirst, 1)} → ${fmt(heapLast, 1)} MiB, slope ${fmt(heapSlope, 2)} MiB/min. ` +
      `RSS: start ${fmt(rss[0] ?? Number.NaN)}, end ${fmt(rss.at(-1) ?? Number.NaN)}, max ${fmt(Math.max(...rss))} MiB, slope ${fmt(rssSlope, 1)} MiB/min`,
    rate: `${fmt(figures.rps)} req/s + ${fmt(figures.streams)} streams`,
    p50: '',
    p99: fmt(figures.p99, 1),
    full: '',
    errors: `${figures.errors} / ${figures.non2xx} / ${figures.streamErrors}`,
    vsBare: '',
    target: `live heap slope ≤ ${TARGETS.soakHeapSlopeMiBPerMin} MiB/min and growth ≤ ${TARGETS.soakHeapGrowthMiB} MiB, 0 errors`,
    met: flat && clean,
  };
}

/** Runs every scenario on every store and returns the rows of the table and the missed targets. */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const seconds = options.quick ? 4 : 15;
  const warmup = options.quick ? 1 : 3;
  const rounds = options.quick ? 1 : 5;
  const rows: Row[] = [];
  const misses: string[] = [];
  const notes: string[] = [];
  const check = (row: Row) => {
    rows.push(row);
    if (row.met === false) misses.push(`${row.store}: ${row.scenario} — target ${row.target}`);
  };

  const wanted = (scenario: string) => !options.only || options.only.has(scenario);

  for (const kind of options.stores) {
    let bare: CannonFigures | null = null;
    if (wanted('bare')) {
      const bareServer = await startBare();
      try {
        bare = await cannon(bareServer.pid, `${bareServer.url}/bare`, {}, seconds, warmup);
      } finally {
        await bareServer.stop();
      }
      check(cannonRow(kind, 'bare Fastify `GET /bare` (reference)', bare, null, '', null));
    }

    const store = await createStore(kind, options.postgresUrl);
    const profileDir = options.profileDir ? resolve(options.profileDir, kind) : undefined;
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    let server: Child | undefined;
    try {
      server = await startRiffmate(store, { cpuProfDir: profileDir });
      const stamp = Date.now().toString(36);
      const lister = await benchUser(server, store, `lister-${stamp}@bench.example`);
      await seedChats(lister, CHATS_PER_USER);
      const listed = (await lister.expectOk('GET', '/api/chats')) as { data: { items: unknown[] } };
      if (listed.data.items.length !== CHATS_PER_USER) {
        throw new Error(`the lister has ${listed.data.items.length} chats, not ${CHATS_PER_USER}`);
      }
      // The streams of the stream scenarios come from several users, as they would on a server; one
      // user's replies are serialised by their quota (on PostgreSQL, a lock on the user's row).
      const streamers: HttpClient[] = [];
      for (let index = 0; index < STREAM_USERS; index += 1)
        streamers.push(await benchUser(server, store, `streamer-${index}-${stamp}@bench.example`));
      const streamer = streamers[0]!;

      const sqliteTarget = kind === 'sqlite';
      const chats = wanted('chats')
        ? await cannon(server.pid, `${server.url}/api/chats`, lister.headers(), seconds, warmup)
        : null;
      if (chats)
        check(
          cannonRow(
            kind,
            `GET /api/chats (${CHATS_PER_USER} chats)`,
            chats,
            bare,
            sqliteTarget
              ? `≥ ${fmt(TARGETS.chatsRps)} req/s, p99 < ${TARGETS.chatsP99Ms} ms, 0 errors`
              : '0 errors',
            chats.errors === 0 &&
              chats.non2xx === 0 &&
              (!sqliteTarget || (chats.rps >= TARGETS.chatsRps && chats.p99 < TARGETS.chatsP99Ms)),
          ),
        );
      const me = wanted('me')
        ? await cannon(server.pid, `${server.url}/auth/me`, lister.headers(), seconds, warmup)
        : null;
      if (me)
        check(cannonRow(kind, 'GET /auth/me', me, bare, '0 errors', me.errors === 0 && me.non2xx === 0));

      for (const concurrency of wanted('streams') ? [50, 200] : []) {
        const result = await concurrentStreams(streamers, concurrency, rounds, server.pid);
        if (result.firstError)
          notes.push(`${kind} ×${concurrency}: first stream error: ${result.firstError}`);
        check(streamRow(kind, result, concurrency === 200));
      }

      const minutes = options.soakMinutes;
      if (minutes > 0 && wanted('soak')) {
        const figures = await soak(server, lister, streamer, minutes);
        if (figures.firstStreamError)
          notes.push(`${kind} soak: first stream error: ${figures.firstStreamError}`);
        check(soakRow(kind, figures, minutes));
      }
    } finally {
      await server?.stop();
      const log = server?.stderr().trim();
      if (log) {
        const lines = log.split('\n');
        const head = lines.slice(0, 5).map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line));
        notes.push(
          `${kind} server log (warn and above, ${lines.length} lines; the first 5):\n${head.join('\n')}`,
        );
      }
      await store.drop();
    }
    if (profileDir) notes.push(`${kind}: CPU profile in ${join(profileDir)}`);
  }
  return { rows, misses, notes };
}

export function table(rows: Row[]): string {
  const head =
    '| store | scenario | rate | p50 ms | p99 ms | full reply p99 ms | errors (conn / non-2xx) | vs bare (rate / p99) | target | met |\n|---|---|---|---|---|---|---|---|---|---|';
  const body = rows.map(
    (r) =>
      `| ${r.store} | ${r.scenario} | ${r.rate} | ${r.p50} | ${r.p99} | ${r.full} | ${r.errors} | ${r.vsBare} | ${r.target} | ${r.met === null ? '' : r.met ? 'yes' : '**no**'} |`,
  );
  return [head, ...body].join('\n');
}
