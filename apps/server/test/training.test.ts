import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs, runCommand } from '../src/admin/cli.ts';
import type { App } from '../src/app.ts';
import { scaledRateRules } from '../src/rate-limit/rules.ts';
import { type Client, type Harness, onboarded, startApp } from './helpers/auth.ts';
import { stores } from './stores.ts';

let phoneCounter = 0;
const member = (app: App) => {
  phoneCounter += 1;
  return onboarded(app, `+4479112${String(300 + phoneCounter).padStart(5, '0')}`);
};

async function setTier(app: App, email: string, tier: string) {
  const lines: string[] = [];
  await runCommand(app.db, parseArgs(['set-tier', email, tier]), { out: (line) => lines.push(line) });
  return lines.join('\n');
}

const training = async (client: Client) => (await client.get('/api/account/training')).json().data.items[0];

describe.each(stores())('training opt-out and operator-set tiers on $kind', (store) => {
  let harness: Harness;
  let app: App;
  beforeAll(async () => {
    harness = await startApp(store, { rateLimits: scaledRateRules(1000) });
    app = harness.app;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('lets only Pro users opt out; anyone may opt back in', async () => {
    const account = await member(app);
    expect(await training(account.client)).toEqual({ optOut: false, allowed: false });
    const refused = await account.client.request('PUT', '/api/account/training', { optOut: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'TRAINING_OPT_OUT_PRO_ONLY',
      message: 'Only Pro members can opt out of model training. Upgrade to Pro to switch it off.',
    });

    await setTier(app, account.email, 'plus');
    expect((await account.client.request('PUT', '/api/account/training', { optOut: true })).statusCode).toBe(
      403,
    );

    await setTier(app, account.email, 'pro');
    expect(await training(account.client)).toEqual({ optOut: false, allowed: true });
    const done = await account.client.request('PUT', '/api/account/training', { optOut: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.items[0]).toEqual({ optOut: true, allowed: true });

    // After a downgrade the opt-out stays in force (locked), and can still be switched back on.
    await setTier(app, account.email, 'free');
    expect(await training(account.client)).toEqual({ optOut: true, allowed: false });
    const back = await account.client.request('PUT', '/api/account/training', { optOut: false });
    expect(back.json().data.items[0]).toEqual({ optOut: false, allowed: false });

    expect((await account.client.request('PUT', '/api/account/training', { optOut: 'yes' })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ method: 'GET', url: '/api/account/training' })).statusCode).toBe(401);
  });

  it('set-tier shows in /auth/me and the quota at once; free removes it', async () => {
    const account = await member(app);
    expect(await setTier(app, account.email.toUpperCase(), 'PRO')).toBe(
      `${account.email} is now on Riffmate Pro (set by an operator).`,
    );
    const user = (await account.client.get('/auth/me')).json().data.items[0].user;
    expect(user.subscription).toEqual({
      status: 'active',
      currentPeriodEnd: null,
      price: { id: 'admin_pro', product: { name: 'Riffmate Pro' } },
    });
    expect((await app.quota.status({ id: account.user.id })).limit).toBe(1000);
    // Login answers carry the subscription too.
    const login = await account.client.post('/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.json().data.items[0].user.subscription.price.product.name).toBe('Riffmate Pro');

    expect(await setTier(app, account.email, 'free')).toBe(`${account.email} is now on Free.`);
    expect((await account.client.get('/auth/me')).json().data.items[0].user.subscription).toBeNull();
    expect((await app.quota.status({ id: account.user.id })).limit).toBe(20);
    expect(await setTier(app, account.email, 'free')).toBe(`${account.email} was already on Free.`);
  });

  it('refuses an unknown e-mail and leaves a live Stripe subscription alone', async () => {
    await expect(setTier(app, 'nobody@example.com', 'plus')).rejects.toThrow(
      'No user with the e-mail address nobody@example.com.',
    );
    const account = await member(app);
    const now = new Date().toISOString();
    await app.db
      .insertInto('subscriptions')
      .values({
        id: 'sub-row-1',
        user_id: account.user.id,
        stripe_customer_id: 'cus_1',
        stripe_subscription_id: 'sub_live_1',
        status: 'active',
        price_id: 'price_plus',
        product_name: 'Riffmate Plus',
        current_period_end: now,
        cancel_at_period_end: 0,
        source: 'stripe',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await expect(setTier(app, account.email, 'pro')).rejects.toThrow(/has a Stripe subscription/);
  });
});
