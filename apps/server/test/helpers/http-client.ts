import {
  type ClientRequest,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { browserHeaders, type CookieJar, storeCookies } from '@riffmate/test-support/http-client';

/**
 * Requests over raw sockets (no keep-alive agent, so nothing stays open) for the fault tests that hang
 * up mid-stream or watch socket errors: disconnects, outages, signals, kill -9. The cookies go through
 * the shared jar (@riffmate/test-support/http-client); plain requests use its HttpClient.
 */
export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface SendOptions {
  jar?: CookieJar;
  body?: unknown;
  /** Give up after this long (rejects with an ETIMEDOUT-coded error). */
  timeoutMs?: number;
}

/** One request; resolves with the whole answer, rejects on socket errors. XSRF echoed like the SPA. */
export function send(
  origin: string,
  method: string,
  path: string,
  options: SendOptions = {},
): Promise<HttpAnswer> {
  const { jar, body, timeoutMs = 15_000 } = options;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string | number> = jar ? browserHeaders(jar, method) : {};
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => {
        if (jar) storeCookies(jar, res.headers['set-cookie']);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
      });
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () =>
      req.destroy(Object.assign(new Error(`${method} ${path} timed out`), { code: 'ETIMEDOUT' })),
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * `POST /api/chat` over its own socket, as the SPA sends it (session cookies, XSRF header echoed);
 * `onResponse` reads the reply stream and may hang up with `req.destroy()`.
 */
export function chatRequest(
  origin: string,
  jar: CookieJar,
  body: unknown,
  onResponse: (res: IncomingMessage, req: ClientRequest) => void,
): ClientRequest {
  const payload = JSON.stringify(body);
  const req = httpRequest(
    `${origin}/api/chat`,
    {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        ...browserHeaders(jar, 'POST'),
      },
    },
    (res) => onResponse(res, req),
  );
  req.end(payload);
  return req;
}

/** Our own hang-up surfaces as ECONNRESET / aborted on some Node versions; anything else is real. */
export function isOwnHangUp(error: NodeJS.ErrnoException): boolean {
  return error.code === 'ECONNRESET' || error.message === 'aborted';
}

/**
 * Starts `POST /api/chat` and hangs up once the first bytes of the stream arrive — or, with
 * `until`, once the bytes so far match it. Resolves with the status and the bytes seen.
 */
export function chatThenHangUp(
  origin: string,
  jar: CookieJar,
  body: unknown,
  until: (seen: string) => boolean = () => true,
): Promise<{ status: number; first: string }> {
  return new Promise((resolve, reject) => {
    const req = chatRequest(origin, jar, body, (res, req) => {
      let seen = '';
      res.on('data', (chunk) => {
        seen += chunk;
        if (!until(seen)) return;
        req.destroy();
        resolve({ status: res.statusCode ?? 0, first: seen });
      });
      res.once('end', () => resolve({ status: res.statusCode ?? 0, first: seen }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!isOwnHangUp(error)) reject(error);
    });
  });
}

/** The JSON chunks of an SSE body (without the final [DONE]). */
export function sseChunks(body: string): { type: string; [key: string]: unknown }[] {
  return body
    .split('\n\n')
    .map((event) => event.replace(/^data: /, '').trim())
    .filter((data) => data && data !== '[DONE]')
    .map((data) => JSON.parse(data));
}

/** Polls `probe` until it returns something truthy (rejects after `ms`). */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  ms = 5000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface OpenStream {
  /** Resolves with the status once the first bytes of the body arrived. */
  started: Promise<number>;
  /** Resolves with everything received once the connection ends (cut or complete). */
  finished: Promise<{ status: number; body: string; cut: boolean }>;
}

/** Starts `POST /api/chat` and reads the stream to its end (or until the connection is cut). */
export function openChatStream(origin: string, jar: CookieJar, body: unknown): OpenStream {
  let markStarted!: (status: number) => void;
  let failStart!: (error: Error) => void;
  const started = new Promise<number>((resolve, reject) => {
    markStarted = resolve;
    failStart = reject;
  });
  const finished = new Promise<{ status: number; body: string; cut: boolean }>((resolve) => {
    let status = 0;
    let text = '';
    const req = chatRequest(origin, jar, body, (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        if (text === '') markStarted(status);
        text += chunk;
      });
      res.on('end', () => {
        markStarted(status);
        resolve({ status, body: text, cut: false });
      });
      res.on('error', () => resolve({ status, body: text, cut: true }));
    });
    req.on('error', (error) => {
      failStart(error);
      resolve({ status, body: text, cut: true });
    });
  });
  return { started, finished };
}

/** The whole text of an SSE reply's text deltas. */
export function sseText(body: string): string {
  return sseChunks(body)
    .filter((part) => part.type === 'text-delta')
    .map((part) => String(part.delta))
    .join('');
}
