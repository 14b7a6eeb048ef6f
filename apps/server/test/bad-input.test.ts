import type { ClientResponse } from '@riffmate/test-support/http-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { scaledRateRules } from '../src/rate-limit/rules.ts';
import { seedChat } from './helpers/chats.ts';
import {
  apiRoutes,
  errorShapeProblem,
  type InventoryRoute,
  isUnsafe,
  type Live,
  type LiveAccount,
  LiveClient,
  liveOnboarded,
  liveSignIn,
  startLive,
  storeFingerprint,
} from './helpers/live.ts';
import { stores } from './stores.ts';

// Bad input, property-based (docs/decisions/0080): for every route of the app's own route
// inventory, random and malformed JSON, wrong types, huge strings, Unicode edge cases, bad ids and
// search params → never a 5xx; every refusal is the error shape with a useful message; a refused
// request changes nothing in the store. Repeatable: fixed seed (override with FC_SEED / FC_RUNS).

const SEED = Number(process.env.FC_SEED ?? 20_260_808);
const RUNS = Number(process.env.FC_RUNS ?? 25);

// ---- arbitraries ----------------------------------------------------------------------------------

const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '𝄞',
  '👩‍👩‍👧‍👦',
  'e\u0301',
  '\u200B',
  '\u2028\u2029',
  '\r\n',
  'İı',
  'ﷺ',
  '\u{10FFFF}',
  '%00',
  '%',
  '..',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '9'.repeat(40),
];

const unicodeEdge = fc.constantFrom(...UNICODE_EDGES);
const weirdString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: unicodeEdge },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 40_000 }).map((n) => 'x'.repeat(n)) },
  {
    weight: 1,
    arbitrary: fc.tuple(unicodeEdge, fc.integer({ min: 1, max: 2000 })).map(([s, n]) => s.repeat(n)),
  },
);

/** Percent-encodes every UTF-8 byte that is not unreserved (lone surrogates become U+FFFD, like a browser). */
function encodeBytes(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9_~-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A path segment: encoded weird text, or raw broken percent-encoding. */
const badSegment = fc.oneof(
  { weight: 4, arbitrary: weirdString.filter((s) => s.length > 0).map(encodeBytes) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%E0%A4%A',
      '%C0%AF',
      '%FF%FE',
      '%00',
      '%2e%2e',
      'a%2Fb',
      'x'.repeat(5000),
    ),
  },
);

const queryString = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(weirdString, weirdString), { maxLength: 5 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${encodeBytes(k)}=${encodeBytes(v)}`).join('&')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?__proto__[x]=1&constructor[prototype][y]=2',
      '?a=1&a=2&a[]=3',
      '?limit=-1&offset=1e309',
      '?%',
      `?q=${'x'.repeat(10_000)}`,
      '?&&&==',
    ),
  },
);

/** Syntactically broken JSON (or not JSON at all). */
const malformedJson = fc
  .oneof(
    fc.json().map((text) => (text.length > 1 ? text.slice(0, -1) : `${text}{`)),
    fc.constantFrom(
      '{',
      '{"a":1,}',
      "{'a':1}",
      '[1,2',
      'NaN',
      'undefined',
      '{"a":undefined}',
      '\u0000',
      '\uFEFF{}x',
      '{"a":"\\uZZZZ"}',
      '{"a":1}{"b":2}',
      '//comment\n{}',
      `{"a":${'['.repeat(2000)}`,
    ),
    fc.string({ minLength: 1, maxLength: 50 }),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

/** Valid JSON of any shape, built from hostile strings. */
const anyJson = fc.jsonValue({ maxDepth: 3 }).chain((value) =>
  fc.oneof(
    fc.constant(value),
    weirdString.map((s) => s as unknown),
    fc.constantFrom<unknown>(
      null,
      true,
      0,
      -1,
      1e308,
      [],
      {},
      [{}],
      JSON.parse('{"__proto__":{"admin":true}}'),
    ),
  ),
);

/** An object with the schema's own keys, each holding a random (usually wrong) value. */
const shapedLike = (keys: string[]) =>
  fc.record(Object.fromEntries(keys.map((key) => [key, fc.oneof(anyJson, weirdString)])), {
    requiredKeys: [],
  });

type Body =
  | { kind: 'none' }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'json'; value: unknown };

function bodyFor(route: InventoryRoute): fc.Arbitrary<Body> {
  if (!isUnsafe(route)) return fc.constant({ kind: 'none' } as Body);
  const keys = Object.keys(
    (route.bodySchema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {},
  );
  const broken: fc.Arbitrary<Body>[] = [
    malformedJson.map((text) => ({ kind: 'raw', text, contentType: 'application/json' }) as Body),
    fc
      .tuple(
        fc.constantFrom(
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'image/png',
          'application/json; charset=utf-16',
        ),
        fc.string({ maxLength: 30 }),
      )
      .map(([contentType, text]) => ({ kind: 'raw', text: text || 'x', contentType }) as Body),
  ];
  // Routes that read no body ignore a well-formed one: only broken bodies are bad input for them.
  if (!route.bodySchema) return fc.oneof(...broken);
  return fc.oneof(
    ...broken,
    anyJson.map((value) => ({ kind: 'json', value }) as Body),
    ...(keys.length ? [shapedLike(keys).map((value) => ({ kind: 'json', value }) as Body)] : []),
  );
}

function requestFor(route: InventoryRoute) {
  const segments = fc.tuple(...route.params.map(() => badSegment));
  return fc.record({
    segments: route.params.length ? segments : fc.constant([] as string[]),
    query: queryString,
    body: bodyFor(route),
    signedIn: fc.boolean(),
  });
}

/** Must the server refuse this request? Bad ids always; bodies the route's own schema rejects; broken JSON. */
function mustRefuse(route: InventoryRoute, body: Body): boolean {
  if (route.params.length > 0) return true;
  // Broken JSON always; another content type only where the route expects a body of its own.
  if (body.kind === 'raw')
    return body.contentType.startsWith('application/json') || Boolean(route.bodySchema);
  if (body.kind === 'json') {
    const schema = route.bodySchema as ZodType | undefined;
    return schema?.safeParse ? !schema.safeParse(body.value).success : false;
  }
  return false;
}

// ---- the suite ----------------------------------------------------------------------------------

describe.each(stores())('bad input on every endpoint ($kind)', (store) => {
  let live: Live;
  let user: LiveAccount;
  let visitor: LiveClient;

  beforeAll(async () => {
    // Limits ×1000: the properties probe validation, not the throttles (brute-force.test.ts does).
    live = await startLive(store, { rateLimits: scaledRateRules(1000) });
    user = await liveOnboarded(live);
    visitor = await LiveClient.visitor(live);
    const chat = await seedChat(live.app, user.userId);
    await user.client.post(`/api/chats/share/${chat.id}`);
  });
  afterAll(async () => {
    await live?.close();
  });

  it('the route inventory comes from the app and holds every known endpoint', () => {
    const labels = apiRoutes(live).map((route) => `${route.method} ${route.url}`);
    for (const known of [
      'POST /auth/register',
      'POST /auth/login',
      'GET /auth/me',
      'PATCH /api/account',
      'POST /api/account/picture',
      'GET /api/chats',
      'GET /api/chats/:id',
      'GET /api/files/:id',
      'POST /api/chats/share/:id',
      'GET /api/shared/:token',
      'POST /api/feedbacks',
      'GET /api/billing/plans',
      'POST /api/billing/webhook',
      'GET /api/examples/home',
      'POST /api/chat',
    ]) {
      expect(labels).toContain(known);
    }
  });

  it(
    `every endpoint: never a 5xx, always the error shape, store unchanged (${RUNS} runs per route, seed ${SEED})`,
    async () => {
      const routes = apiRoutes(live);
      expect(routes.length).toBeGreaterThanOrEqual(30);
      let baseline = await storeFingerprint(live.app);
      const failures: string[] = [];
      let requests = 0;

      for (const route of routes) {
        const property = fc.asyncProperty(requestFor(route), async ({ segments, query, body, signedIn }) => {
          let i = 0;
          const path = route.url.replace(/:(\w+)/g, () => segments[i++] ?? 'x') + query;
          const client = signedIn ? user.client : visitor;
          const options =
            body.kind === 'raw'
              ? { raw: body.text, contentType: body.contentType }
              : body.kind === 'json'
                ? { raw: JSON.stringify(body.value), contentType: 'application/json' }
                : {};
          const response: ClientResponse = await client.send(route.method, path, options);
          requests += 1;
          const where = `${route.method} ${path.slice(0, 120)} ${body.kind === 'none' ? '' : JSON.stringify(options).slice(0, 200)}`;
          if (response.status >= 500)
            throw new Error(`${where} → ${response.status} ${response.text.slice(0, 300)}`);
          if (response.status >= 400) {
            const problem = errorShapeProblem(response);
            if (problem) throw new Error(`${where} → ${response.status}: ${problem}`);
            const now = await storeFingerprint(live.app);
            if (JSON.stringify(now) !== JSON.stringify(baseline)) {
              throw new Error(`${where} → ${response.status} but the store changed: ${JSON.stringify(now)}`);
            }
            return;
          }
          if (signedIn && mustRefuse(route, body)) {
            throw new Error(
              `${where} → ${response.status}: bad input was accepted: ${response.text.slice(0, 200)}`,
            );
          }
          // An accepted request may change the store (and even end the session): start over from there.
          if ((await user.client.get('/auth/me')).status === 401)
            user.client = await liveSignIn(live, user.email);
          baseline = await storeFingerprint(live.app);
        });
        try {
          await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
        } catch (error) {
          const cause = (error as Error & { cause?: Error }).cause?.message ?? '';
          const text = `${cause}\n${(error as Error).message}`.replace(/x{50,}/g, (m) => `x×${m.length}`);
          failures.push(`${route.method} ${route.url}: ${text.slice(0, 2000)}`);
          baseline = await storeFingerprint(live.app);
        }
      }
      console.info(`bad input: ${requests} requests over ${routes.length} routes`);
      expect(failures).toEqual([]);
    },
    30_000 + RUNS * 4_000,
  );
});
