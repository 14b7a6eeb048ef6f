import { Agent, request } from 'node:http';
import type { HttpClient } from '@riffmate/test-support/http-client';
import { cpuMs } from './processes.ts';
import { chatBody, newChatId } from './users.ts';

export interface StreamSample {
  /** Request written → first byte of the body (the first SSE event), ms. */
  ttfbMs: number;
  /** Request written → end of the body, ms. */
  totalMs: number;
  ok: boolean;
  error?: string;
}

/**
 * One `POST /api/chat` on its own connection, timed with a monotonic clock: first body byte (the
 * reply's first SSE event, not merely the headers) and the end of the stream. A stream counts as an
 * error unless it answers 200 and ends with `data: [DONE]` without an `error` chunk.
 */
export function oneStream(session: HttpClient, agent: Agent): Promise<StreamSample> {
  const url = new URL('/api/chat', session.baseUrl);
  const body = chatBody(newChatId());
  return new Promise((resolve) => {
    const started = performance.now();
    let ttfbMs = Number.NaN;
    const fail = (error: string) =>
      resolve({ ttfbMs, totalMs: performance.now() - started, ok: false, error });
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: {
          ...session.headers('POST'),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) ttfbMs = performance.now() - started;
          chunks.push(chunk);
        });
        res.on('error', (error) => fail(error.message));
        res.on('end', () => {
          const totalMs = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) return fail(`${res.statusCode} ${text.slice(0, 200)}`);
          if (!text.trimEnd().endsWith('data: [DONE]')) return fail('stream did not end with [DONE]');
          if (text.includes('"type":"error"')) return fail('error chunk in the stream');
          resolve({ ttfbMs, totalMs, ok: true });
        });
      },
    );
    req.on('error', (error) => fail(error.message));
    req.end(body);
  });
}

export interface StreamResult {
  concurrency: number;
  streams: number;
  errors: number;
  firstError?: string;
  ttfbP50: number;
  ttfbP99: number;
  totalP50: number;
  totalP99: number;
  /** Completed streams per second over the whole scenario. */
  streamsPerSecond: number;
  /** Server CPU (user + system) per stream, ms: the first-byte time at N streams is about N × this. */
  cpuMsPerStream: number;
}

/**
 * `concurrency` streams opened at the same instant (each on its own socket), all awaited; repeated
 * `rounds` times with a short pause. Percentiles are over every stream of every round. The streams
 * take turns over `sessions` (several users, as on a real server: one user's turns are serialised
 * by their quota, docs/decisions/0082).
 */
export async function concurrentStreams(
  sessions: readonly HttpClient[],
  concurrency: number,
  rounds: number,
  serverPid?: number,
): Promise<StreamResult> {
  const cpuBefore = serverPid ? cpuMs(serverPid) : Number.NaN;
  const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const samples: StreamSample[] = [];
  let busyMs = 0;
  try {
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      samples.push(
        ...(await Promise.all(
          Array.from({ length: concurrency }, (_, index) =>
            oneStream(sessions[index % sessions.length]!, agent),
          ),
        )),
      );
      busyMs += performance.now() - started;
      await new Promise((done) => setTimeout(done, 500));
    }
  } finally {
    agent.destroy();
  }
  const good = samples.filter((sample) => sample.ok);
  const ttfb = good.map((sample) => sample.ttfbMs);
  const total = good.map((sample) => sample.totalMs);
  return {
    concurrency,
    streams: samples.length,
    errors: samples.length - good.length,
    firstError: samples.find((sample) => !sample.ok)?.error,
    ttfbP50: percentile(ttfb, 50),
    ttfbP99: percentile(ttfb, 99),
    totalP50: percentile(total, 50),
    totalP99: percentile(total, 99),
    streamsPerSecond: (good.length * 1000) / busyMs,
    cpuMsPerStream: serverPid ? (cpuMs(serverPid) - cpuBefore) / samples.length : Number.NaN,
  };
}

/** Nearest-rank percentile; NaN for no values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Keeps `concurrency` streams going back to back until `signal` aborts (the soak's stream share). */
export async function streamLoop(
  session: HttpClient,
  concurrency: number,
  signal: AbortSignal,
): Promise<{ streams: number; errors: number; firstError?: string }> {
  const agent = new Agent({ keepAlive: true });
  let streams = 0;
  let errors = 0;
  let firstError: string | undefined;
  const worker = async () => {
    while (!signal.aborted) {
      const sample = await oneStream(session, agent);
      streams += 1;
      if (!sample.ok) {
        errors += 1;
        firstError ??= sample.error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { streams, errors, firstError };
}
