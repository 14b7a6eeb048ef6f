import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { readOutbox, waitForCode } from '@riffmate/test-support/outbox';

/** The data directory of the server the suite signs users up on (its outbox holds their codes). */
export function e2eDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return dataDir;
}

export type TestUser = { name: string; email: string; password: string; phone: string; national: string };

/** A fresh identity: unique e-mail and a valid, unique-enough US mobile number. */
export function newUser(prefix = 'user'): TestUser {
  const id = randomUUID().slice(0, 8);
  const exchange = randomInt(200, 999);
  const line = String(randomInt(0, 10_000)).padStart(4, '0');
  const areas = ['212', '415', '617', '206', '312', '646', '303', '512'];
  const area = areas[randomInt(0, areas.length)]!;
  return {
    name: `Ada ${prefix} Lovelace`,
    email: `${prefix}-${id}@example.com`,
    password: `tune-${id}-in-D-minor`,
    national: `${area} ${exchange} ${line}`,
    phone: `+1${area}${exchange}${line}`,
  };
}

/** Calls the API with the XSRF pair the server issued to this browser context (docs/product.md §7). */
export async function apiPost(
  context: BrowserContext,
  request: APIRequestContext,
  path: string,
  data?: object,
) {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('No XSRF-TOKEN cookie yet: visit a page first');
  return request.post(path, { data: data ?? {}, headers: { 'X-XSRF-TOKEN': xsrf } });
}

export type Stage = 'registered' | 'email-verified' | 'verified';

/**
 * Creates a user through the public API and the outbox, up to the given onboarding stage, signed in
 * within `context`. `request` must be the context's own (page.request) so cookies are shared.
 */
export async function createUser(
  context: BrowserContext,
  request: APIRequestContext,
  stage: Stage,
  user: TestUser = newUser(),
): Promise<TestUser> {
  await request.get('/auth/me');
  const before = readOutbox(e2eDataDir()).length;
  const registered = await apiPost(context, request, '/auth/register', {
    name: user.name,
    email: user.email,
    password: user.password,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  if (stage === 'registered') return user;

  const emailCode = await waitForCode(e2eDataDir(), 'email', user.email, { after: before });
  const verified = await apiPost(context, request, '/auth/verify-email', {
    email: user.email,
    code: emailCode,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  if (stage === 'email-verified') return user;

  const beforeSms = readOutbox(e2eDataDir()).length;
  const sent = await apiPost(context, request, '/auth/request-phone-verification-twilio', {
    phone: user.phone,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const smsCode = await waitForCode(e2eDataDir(), 'sms', user.phone, { after: beforeSms });
  const phoneVerified = await apiPost(context, request, '/auth/verify-phone-twilio', {
    phone: user.phone,
    code: smsCode,
  });
  expect(phoneVerified.status(), await phoneVerified.text()).toBe(200);
  return user;
}
