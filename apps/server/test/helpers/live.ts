import { createHash } from 'node:crypto';
import { type ClientResponse, HttpClient, isUnsafeMethod } from '@riffmate/test-support/http-client';
import type { RouteOptions } from 'fastify';
import type { App, BuildAppOptions } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/schema.ts';
import type { FreshStore, TestStore } from '../stores.ts';
import { buildTestApp, type LogLine } from './app.ts';
import { email, latestCode, latestResetLink, PASSWORD, resetTokenOf } from './auth.ts';
import { fakeWebDist } from './config.ts';

/**
 * Black-box harness (docs/decisions/0080): the real app listening on 127.0.0.1, driven over real HTTP
 * with fetch. In-process access (app, store) is only for fixtures, the outbox and store fingerprints.
 */

/** One route as Fastify registered it (HEAD twins included). */
export interface InventoryRoute {
  method: string;
  url: string;
  /** `config.xsrf === false`: exempt from the XSRF check. */
  xsrfExempt: boolean;
  bodyLimit: number | undefined;
  /** The route's body schema (zod), when it declares one. */
  bodySchema: unknown;
  /** Path parameter names, in order. */
  params: string[];
}

export interface Live {
  app: App;
  logs: LogLine[];
  fresh: FreshStore;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Every route the app registered, collected with an onRoute hook before it started. */
  routes: InventoryRoute[];
  close(): Promise<void>;
}

/** The app on a fresh store of the given kind, listening on an ephemeral loopback port. */
export async function startLive(
  store: TestStore,
  overrides: Partial<Config> = {},
  appOptions: Omit<BuildAppOptions, 'logStream'> = {},
): Promise<Live> {
  const fresh = await store.create();
  const { app, logs } = await buildTestApp(
    { database: fresh.database, webDistDir: fakeWebDist(), ...overrides },
    { app: appOptions },
  );
  const routes: InventoryRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        xsrfExempt: (route.config as { xsrf?: boolean } | undefined)?.xsrf === false,
        bodyLimit: route.bodyLimit,
        bodySchema: (route.schema as { body?: unknown } | undefined)?.body,
        params: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!),
      });
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on TCP');
  return {
    app,
    logs,
    fresh,
    base: `http://127.0.0.1:${address.port}`,
    routes,
    close: async () => {
      await app.close();
      await fresh.drop();
    },
  };
}

/** The API routes (static files and wildcard SPA routes left out): what the suites iterate over. */
export function apiRoutes(live: Live): InventoryRoute[] {
  return live.routes.filter(
    (route) =>
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS' &&
      !route.url.includes('*') &&
      (route.url.startsWith('/api/') || route.url.startsWith('/auth/')),
  );
}

export const isUnsafe = (route: InventoryRoute) => isUnsafeMethod(route.method);

/** The route's URL with every `:param` replaced by `value(name)` (URL-encoded). */
export function fillPath(route: InventoryRoute, value: (name: string) => string): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => encodeSegment(value(name)));
}

/** encodeURIComponent that also hides dot segments, so `..` cannot walk to another route. */
export function encodeSegment(text: string): string {
  return encodeURIComponent(text).replace(/\./g, '%2E');
}

/** A browser-like HTTP client for the live app: its cookie jar, and the app's origin on unsafe requests. */
export class LiveClient extends HttpClient {
  constructor(readonly live: Live) {
    super(live.base, live.app.config.appOrigin);
  }

  /** A client that has loaded a page (so it holds the visitor and XSRF cookies). */
  static async visitor(live: Live): Promise<LiveClient> {
    const client = new LiveClient(live);
    const response = await client.send('GET', '/api/not-a-route');
    if (!client.xsrf) throw new Error(`no XSRF cookie issued (${response.status})`);
    return client;
  }
}

export interface LiveAccount {
  client: LiveClient;
  email: string;
  password: string;
  userId: string;
  phone?: string;
}

function expectStatus(response: ClientResponse, status: number, what: string): void {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${response.text}`);
}

/** Registers over HTTP (a new visitor) and returns the signed-in client. */
export async function liveRegistered(
  live: Live,
  address = email(),
  password = PASSWORD,
): Promise<LiveAccount> {
  const client = await LiveClient.visitor(live);
  const response = await client.post('/auth/register', { name: 'Ada Lovelace', email: address, password });
  expectStatus(response, 201, 'register');
  return { client, email: address, password, userId: response.json.data.items[0].user.id };
}

let phoneCounter = 0;
/** Registers, then verifies the e-mail and a phone number over HTTP (codes read from the outbox). */
export async function liveOnboarded(live: Live): Promise<LiveAccount> {
  const account = await liveRegistered(live);
  const { client } = account;
  phoneCounter += 1;
  const phone = `+4479111${String(23_000 + (phoneCounter % 77_000)).padStart(5, '0')}`;
  expectStatus(
    await client.post('/auth/verify-email', {
      email: account.email,
      code: latestCode(live.app, account.email),
    }),
    200,
    'verify-email',
  );
  expectStatus(await client.post('/auth/request-phone-verification-twilio', { phone }), 200, 'request phone');
  expectStatus(
    await client.post('/auth/verify-phone-twilio', { phone, code: latestCode(live.app, phone, 'sms') }),
    200,
    'verify phone',
  );
  return { ...account, phone };
}

/** Signs in over HTTP on a new visitor client. */
export async function liveSignIn(live: Live, address: string, password = PASSWORD): Promise<LiveClient> {
  const client = await LiveClient.visitor(live);
  expectStatus(await client.post('/auth/login', { email: address, password }), 200, 'login');
  return client;
}

export { latestCode, latestResetLink, resetTokenOf };

const TABLES: (keyof Database)[] = [
  'users',
  'sessions',
  'email_codes',
  'phone_verifications',
  'password_resets',
  'files',
  'chats',
  'messages',
  'shares',
  'feedbacks',
  'usage',
  'subscriptions',
  'billing_customers',
  'webhook_events',
  'training_opt_outs',
];

/** Columns that change by merely being used (the session touch), left out of the fingerprint. */
const VOLATILE: Record<string, string[]> = { sessions: ['last_seen_at', 'idle_expires_at'] };

/** Row counts and a SHA-256 per table of every row (sorted): equal fingerprints ⇒ nothing changed. */
export async function storeFingerprint(app: App): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = (await app.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    const lines = rows
      .map((row) => {
        const copy = { ...row };
        for (const column of VOLATILE[table] ?? []) delete copy[column];
        return JSON.stringify(copy, (_key, value) =>
          Buffer.isBuffer(value) || value instanceof Uint8Array
            ? createHash('sha256').update(value).digest('hex')
            : value,
        );
      })
      .sort();
    result[table] =
      `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return result;
}

/** The API's one error shape (docs/architecture.md), with a message a person can act on. */
export function errorShapeProblem(response: ClientResponse): string | null {
  const body = response.json as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return `not a JSON error body: ${response.text.slice(0, 200)}`;
  if (body.statusCode !== response.status)
    return `statusCode ${String(body.statusCode)} ≠ ${response.status}`;
  if (typeof body.code !== 'string' || !/^[A-Z][A-Z0-9_]+$/.test(body.code))
    return `bad code ${String(body.code)}`;
  if (typeof body.error !== 'string' || !body.error) return 'no error text';
  if (typeof body.message !== 'string' || body.message.trim().length < 5)
    return `no useful message: ${response.text}`;
  const extra = Object.keys(body).filter((key) => !['statusCode', 'code', 'error', 'message'].includes(key));
  if (extra.length) return `extra keys ${extra.join(', ')}`;
  const leak = leakIn(response.text);
  if (leak) return `leaks ${leak}: ${response.text.slice(0, 300)}`;
  return null;
}

/** Stack frames, file paths, SQL or driver wording: none may reach a client. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat \S+ \(|\bat (file:|node:|\/)|\.(ts|js|mjs|cjs):\d+:\d+/],
  ['a file path', /\/work\/|node_modules|\/src\/|\/dist\//],
  [
    'SQL',
    /\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set)\b\s+["`]?\w+|\bSQLITE_|\bsqlite\b|syntax error at|relation "|violates|duplicate key|no such (table|column)|pg_/i,
  ],
  [
    'driver or library text',
    /\b(kysely|better-sqlite3|ECONNREFUSED|TypeError|ReferenceError|RangeError|ZodError|undefined is not|Cannot read propert|is not a function|\bstack\b)/i,
  ],
];

export function leakIn(text: string): string | null {
  for (const [what, pattern] of LEAKS) if (pattern.test(text)) return what;
  return null;
}
