import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Child, runAdmin, type StoreUnderTest, serverEnv } from './processes.ts';

// The names the server and the SPA agree on (packages/contract http.ts, apps/server http/cookies.ts).
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const PASSWORD = 'correct horse battery staple, bench edition';

/** A browser-like client over fetch: a cookie jar, and the XSRF cookie echoed on unsafe requests. */
export class Session {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  /** `Cookie:` as a browser would send it. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get xsrfToken(): string {
    const token = this.cookies.get(XSRF_COOKIE);
    if (!token) throw new Error('no XSRF-TOKEN cookie yet');
    return token;
  }

  /** Headers for a signed-in request (cookies, and the XSRF header for unsafe methods). */
  headers(method = 'GET'): Record<string, string> {
    const headers: Record<string, string> = { cookie: this.cookieHeader };
    if (method !== 'GET') headers[XSRF_HEADER] = this.xsrfToken;
    return headers;
  }

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const headers = this.headers(method);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async expectOk(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await this.request(method, path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text.startsWith('{') ? JSON.parse(text) : text;
  }
}

interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  text: string;
}

function latestCode(dataDir: string, to: string): string {
  const entries = readFileSync(join(dataDir, 'outbox.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => entry.to === to);
  const code = entries.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

let phoneCounter = 0;

/**
 * Registers through the HTTP API and verifies e-mail and phone with the codes the embedded providers
 * wrote to `$DATA_DIR/outbox.jsonl`, as a real user would. Returns the signed-in session.
 */
export async function onboardUser(baseUrl: string, dataDir: string, email: string): Promise<Session> {
  const session = new Session(baseUrl);
  // Any GET issues the visitor and XSRF cookies.
  await (await session.request('GET', '/api/not-a-route')).arrayBuffer();
  await session.expectOk('POST', '/auth/register', { name: 'Bench User', email, password: PASSWORD });
  await session.expectOk('POST', '/auth/verify-email', { email, code: latestCode(dataDir, email) });
  phoneCounter += 1;
  const phone = `+4479111${String(23_400 + phoneCounter).padStart(5, '0')}`;
  await session.expectOk('POST', '/auth/request-phone-verification-twilio', { phone });
  await session.expectOk('POST', '/auth/verify-phone-twilio', { phone, code: latestCode(dataDir, phone) });
  return session;
}

/** Registers and verifies a user over HTTP, then gives them the pro tier with the admin CLI. */
export async function benchUser(server: Child, store: StoreUnderTest, email: string): Promise<Session> {
  const session = await onboardUser(server.url, store.dataDir, email);
  await runAdmin(serverEnv(store, 0), ['set-tier', email, 'pro']);
  return session;
}

let chatCounter = 0;
/** A fresh client-made chat id, as `useChat` makes them. */
export function newChatId(): string {
  chatCounter += 1;
  return `bench_${Date.now().toString(36)}_${process.pid}_${chatCounter}`;
}

export const COMPOSER_PROMPT = 'Write a 4-bar chord progression in D minor at 90 bpm';

/** `POST /api/chat` body as AI SDK 6's DefaultChatTransport sends it (just the new message). */
export function chatBody(chatId: string, text = COMPOSER_PROMPT): string {
  return JSON.stringify({
    id: chatId,
    trigger: 'submit-message',
    messages: [{ id: `m_${chatId}`, role: 'user', parts: [{ type: 'text', text }] }],
  });
}

/** Seeds `count` chats through `POST /api/chat` (the built-in composer answers each). */
export async function seedChats(session: Session, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${session.baseUrl}/api/chat`, {
      method: 'POST',
      headers: { ...session.headers('POST'), 'content-type': 'application/json' },
      body: chatBody(newChatId()),
    });
    const text = await response.text();
    if (response.status !== 200 || !text.trimEnd().endsWith('data: [DONE]')) {
      throw new Error(`seeding chat ${index + 1}: ${response.status} ${text.slice(0, 300)}`);
    }
  }
}
