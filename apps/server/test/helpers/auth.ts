import { XSRF_COOKIE, XSRF_HEADER } from '@riffmate/contract';
import { type CookieJar, storeCookies } from '@riffmate/test-support/http-client';
import type { OutboxEntry } from '@riffmate/test-support/outbox';
import * as outbox from '@riffmate/test-support/outbox';
import type { LightMyRequestResponse } from 'fastify';
import type { App, BuildAppOptions } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { FreshStore, TestStore } from '../stores.ts';
import { buildTestApp, type LogLine } from './app.ts';
import { visit } from './xsrf.ts';

export const PASSWORD = 'correct horse battery staple';

const RESET_LINK = /https?:\/\/\S+\/auth\/reset-password#token=\S+/;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

/**
 * A browser-like client: keeps a cookie jar (set and cleared cookies), and echoes the XSRF cookie in
 * X-XSRF-TOKEN on every unsafe request, as the SPA's axios does.
 */
export class Client {
  cookies: CookieJar = {};
  constructor(readonly app: App) {}

  static async start(app: App): Promise<Client> {
    const client = new Client(app);
    client.cookies = (await visit(app)).cookies;
    return client;
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    options: { headers?: Record<string, string>; payload?: string | Buffer } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const token = this.cookies[XSRF_COOKIE];
    if (method !== 'GET' && token && !(XSRF_HEADER in headers)) headers[XSRF_HEADER] = token;
    const response = await this.app.inject({
      method,
      url,
      cookies: this.cookies,
      headers,
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : body !== undefined
          ? { payload: body as object }
          : {}),
    });
    storeCookies(this.cookies, response.headers['set-cookie']);
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);
  delete = (url: string, body?: unknown) => this.request('DELETE', url, body);
}

/** Every line of the app's outbox so far. */
export const readOutbox = (app: App): OutboxEntry[] => outbox.readOutbox(app.config.dataDir);

export const outboxFor = (app: App, to: string, channel?: OutboxEntry['channel']): OutboxEntry[] =>
  outbox.outboxFor(app.config.dataDir, to, channel);

/** The 6-digit code in the latest message to `to`. */
export const latestCode = (app: App, to: string, channel: OutboxEntry['channel'] = 'email'): string =>
  outbox.latestCode(app.config.dataDir, to, channel);

/**
 * The reset link in the latest e-mail to `to`. The server sends it after answering (so a known
 * address answers as fast as an unknown one): wait up to `timeoutMs` for it to arrive.
 */
export async function latestResetLink(app: App, to: string, timeoutMs = 5_000): Promise<URL> {
  const [link] = await outbox.waitForOutbox(app.config.dataDir, 'email', to, RESET_LINK, { timeoutMs });
  return new URL(link);
}

/** The token of a reset link (it travels in the fragment, never sent to a server). */
export function resetTokenOf(link: URL): string {
  const token = new URLSearchParams(link.hash.slice(1)).get('token');
  if (!token) throw new Error(`no token in ${link.href}`);
  return token;
}

export interface Harness {
  app: App;
  logs: LogLine[];
  fresh: FreshStore;
  close(): Promise<void>;
}

/** The app on a fresh store of the given kind. */
export async function startApp(
  store: TestStore,
  overrides: Partial<Config> = {},
  appOptions: Omit<BuildAppOptions, 'logStream'> = {},
): Promise<Harness> {
  const fresh = await store.create();
  const { app, logs } = await buildTestApp({ database: fresh.database, ...overrides }, { app: appOptions });
  return {
    app,
    logs,
    fresh,
    close: async () => {
      await app.close();
      await fresh.drop();
    },
  };
}

let counter = 0;
/** A unique address per call. */
export function email(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${Date.now().toString(36)}@example.com`;
}

/** Registers a new account and returns its signed-in client. */
export async function registered(app: App, address = email(), name = 'Ada Lovelace', password = PASSWORD) {
  const client = await Client.start(app);
  const response = await client.post('/auth/register', { name, email: address, password });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { client, email: address, password, user: response.json().data.items[0].user };
}

/** Registers and verifies e-mail and phone (embedded outbox providers). */
export async function onboarded(app: App, phone = '+447911123456') {
  const account = await registered(app);
  const code = latestCode(app, account.email);
  let response = await account.client.post('/auth/verify-email', { email: account.email, code });
  if (response.statusCode !== 200) throw new Error(`verify-email failed: ${response.body}`);
  response = await account.client.post('/auth/request-phone-verification-twilio', { phone });
  if (response.statusCode !== 200) throw new Error(`request phone failed: ${response.body}`);
  response = await account.client.post('/auth/verify-phone-twilio', {
    phone,
    code: latestCode(app, phone, 'sms'),
  });
  if (response.statusCode !== 200) throw new Error(`verify phone failed: ${response.body}`);
  return { ...account, phone };
}
