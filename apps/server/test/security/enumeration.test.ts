import type { ClientResponse } from '@riffmate/test-support/http-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_RULES, scaledRateRules } from '../../src/rate-limit/rules.ts';
import { outboxFor, PASSWORD } from '../helpers/auth.ts';
import { type Live, type LiveAccount, LiveClient, liveRegistered, startLive } from '../helpers/live.ts';
import { stores } from '../stores.ts';

// No account enumeration (docs/decisions/0080-security-and-bad-input-suites.md): register, login, reset and code requests answer the same for a
// known and an unknown e-mail — status, headers that matter, body — and take about the same time.

const TRIES = 10;
/**
 * Tries run in interleaved pairs (known, unknown), so load swings hit both sides alike. The median of
 * the per-pair ratios must lie within 1/FACTOR … FACTOR: generous for a loaded 2-core box, far below
 * the ~10× gap a skipped argon2 check would show. Reset answers take a few ms, where scheduler noise
 * alone makes ratios swing, so they may instead differ by RESET_SLACK_MS. The known address's store
 * write and e-mail happen after the answer (runInBackground); before that change they cost +5…40 ms.
 */
const TOLERANCE_FACTOR = 3;
const RESET_SLACK_MS = 10;

/** What a client can see of an answer, with per-request randomness (ids, cookie values) masked. */
function visible(response: ClientResponse, address: string) {
  const mask = (text: string) =>
    text
      .replaceAll(address, '<email>')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>');
  return {
    status: response.status,
    body: mask(response.text),
    contentType: response.headers.get('content-type'),
    retryAfter: response.headers.get('retry-after'),
    cookies: response.setCookies
      .map(
        ({ name, value: _value, expires: _expires, ...attributes }) =>
          `${name} ${JSON.stringify(attributes)}`,
      )
      .sort(),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function expectSimilarTiming(known: number[], unknown: number[], what: string, slackMs = 0) {
  const ratio = median(known.map((ms, i) => ms / unknown[i]!));
  const [a, b] = [median(known), median(unknown)];
  const detail = `${what}: median known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms, pair ratio ${ratio.toFixed(2)}`;
  console.info(detail);
  const close = (ratio <= TOLERANCE_FACTOR && ratio >= 1 / TOLERANCE_FACTOR) || Math.abs(a - b) <= slackMs;
  expect(close, detail).toBe(true);
}

describe.each(stores())('security: no account enumeration ($kind)', (store) => {
  let live: Live;
  let known: LiveAccount;
  const unknown = () => `nobody-${Math.random().toString(36).slice(2, 10)}@example.com`;

  beforeAll(async () => {
    // Limits ×10 so the timing loops are not cut short by a 429 (brute-force.test.ts uses the defaults).
    live = await startLive(store, { rateLimits: scaledRateRules(10) });
    known = await liveRegistered(live, `known-${Math.random().toString(36).slice(2, 10)}@example.com`);
  });
  afterAll(async () => {
    await live?.close();
  });

  /** The same request for the known and an unknown address, from fresh visitors. */
  async function pair(send: (client: LiveClient, address: string) => Promise<ClientResponse>) {
    const other = unknown().replace('nobody-', 'known-'); // same length as the known address
    const a = await send(await LiveClient.visitor(live), known.email);
    const b = await send(await LiveClient.visitor(live), other);
    return [visible(a, known.email), visible(b, other)] as const;
  }

  it('register: a taken e-mail gets the same answer as a new one (201, session and XSRF cookies)', async () => {
    const [taken, fresh] = await pair((client, address) =>
      client.post('/auth/register', { name: 'Same Name', email: address, password: PASSWORD }),
    );
    expect(taken.status).toBe(201);
    expect(taken).toEqual(fresh);
  });

  it('login: unknown e-mail and wrong password read the same', async () => {
    const [wrong, nobody] = await pair((client, address) =>
      client.post('/auth/login', { email: address, password: 'not the password at all' }),
    );
    expect(wrong.status).toBe(401);
    expect(wrong).toEqual(nobody);
  });

  it('password reset and code requests read the same for known and unknown addresses', async () => {
    const [resetKnown, resetUnknown] = await pair((client, address) =>
      client.post('/auth/request-password-reset', { email: address }),
    );
    expect(resetKnown.status).toBe(200);
    expect(resetKnown).toEqual(resetUnknown);

    const [codeKnown, codeUnknown] = await pair((client, address) =>
      client.post('/auth/request-email-verification', { email: address }),
    );
    expect(codeKnown.status).toBe(200);
    expect(codeKnown).toEqual(codeUnknown);

    const [verifyKnown, verifyUnknown] = await pair((client, address) =>
      client.post('/auth/verify-email', { email: address, code: '000000' }),
    );
    expect(verifyKnown.status).toBe(400);
    expect(verifyKnown).toEqual(verifyUnknown);
  });

  it(`timing: median of ${TRIES} logins, resets and registrations, known vs unknown, within tolerance`, async () => {
    const client = await LiveClient.visitor(live);
    const nobody = unknown();
    const timings = { login: [[], []], reset: [[], []], register: [[], []] } as Record<string, number[][]>;
    const time = async (what: string, index: number, send: () => Promise<ClientResponse>) => {
      const response = await send();
      expect(response.status, `${what}: ${response.text}`).toBeLessThan(500);
      timings[what]![index]!.push(response.ms);
    };
    // Warm-up (the dummy hash is computed once), then interleaved so load drifts hit both sides.
    await client.post('/auth/login', { email: nobody, password: 'warm up' });
    for (let i = 0; i < TRIES; i += 1) {
      await time('login', 0, () =>
        client.post('/auth/login', { email: known.email, password: `wrong ${i}` }),
      );
      await time('login', 1, () => client.post('/auth/login', { email: nobody, password: `wrong ${i}` }));
      await time('reset', 0, () => client.post('/auth/request-password-reset', { email: known.email }));
      await time('reset', 1, () => client.post('/auth/request-password-reset', { email: nobody }));
      const visitorA = await LiveClient.visitor(live);
      const visitorB = await LiveClient.visitor(live);
      await time('register', 0, () =>
        visitorA.post('/auth/register', { name: 'Timing', email: known.email, password: PASSWORD }),
      );
      await time('register', 1, () =>
        visitorB.post('/auth/register', { name: 'Timing', email: unknown(), password: PASSWORD }),
      );
    }
    expectSimilarTiming(timings.login![0]!, timings.login![1]!, 'login');
    expectSimilarTiming(timings.reset![0]!, timings.reset![1]!, 'reset', RESET_SLACK_MS);
    expectSimilarTiming(timings.register![0]!, timings.register![1]!, 'register');
    // The unknown-address login really pays for a password check (argon2), like the known one.
    expect(median(timings.login![1]!)).toBeGreaterThan(median(timings.reset![1]!));
  });
});

// Registration cannot be made fully indistinguishable (docs/decisions/0014): the leak is bounded.
describe.each(stores())('security: registration probes are bounded ($kind)', (store) => {
  let live: Live;
  afterAll(async () => {
    await live?.close();
  });

  it(`at most ${DEFAULT_RATE_RULES.registerPerIp.points} registrations per IP and hour, taken or not; each probe e-mails the owner`, async () => {
    live = await startLive(store);
    const owners = [];
    for (let i = 0; i < 3; i += 1) owners.push(await liveRegistered(live));
    const prober = await LiveClient.visitor(live);
    const answers: number[] = [];
    // The first registrations (the owners' own, then the probes) use up the allowance.
    for (let i = 3; i < DEFAULT_RATE_RULES.registerPerIp.points; i += 1) {
      const owner = owners[i % owners.length]!;
      answers.push(
        (await prober.post('/auth/register', { name: 'Probe', email: owner.email, password: PASSWORD }))
          .status,
      );
    }
    expect(answers.every((status) => status === 201)).toBe(true);
    const probed = owners[3 % owners.length]!;
    const warnings = outboxFor(live.app, probed.email).filter((mail) =>
      /tried to create a new Riffmate account/.test(mail.text),
    );
    expect(warnings.length).toBeGreaterThan(0);
    // Over the limit: the same 429 for a taken and a new address.
    const taken = await prober.post('/auth/register', {
      name: 'Probe',
      email: owners[0]!.email,
      password: PASSWORD,
    });
    const fresh = await prober.post('/auth/register', {
      name: 'Probe',
      email: 'new-one@example.com',
      password: PASSWORD,
    });
    expect(taken.status).toBe(429);
    expect(visible(taken, owners[0]!.email)).toEqual(visible(fresh, 'new-one@example.com'));
  });
});
