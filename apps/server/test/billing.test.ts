import { BILLING_UNAVAILABLE_MESSAGE, XSRF_HEADER } from '@riffmate/contract';
import {
  FakeStripe,
  type FakeStripe as FakeStripeType,
  type FakeSubscription,
  PRICE_PLUS,
  PRICE_PRO,
  signedEvent,
  subscriptionJson,
  WEBHOOK_SECRET,
} from '@riffmate/test-support/fake-stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { scaledRateRules } from '../src/rate-limit/rules.ts';
import { type Client, type Harness, onboarded, PASSWORD, registered, startApp } from './helpers/auth.ts';
import { stores } from './stores.ts';

let phoneCounter = 0;
/** An onboarded user with a phone number of their own (a verified number belongs to one account). */
function member(app: App) {
  phoneCounter += 1;
  return onboarded(app, `+4479111${String(200 + phoneCounter).padStart(5, '0')}`);
}

function sendWebhook(
  app: App,
  event: { payload: string; signature: string },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature, ...headers },
    payload: event.payload,
  });
}

async function me(client: Client) {
  const response = await client.get('/auth/me');
  expect(response.statusCode).toBe(200);
  return response.json().data.items[0].user;
}

async function details(client: Client) {
  const response = await client.get('/api/billing/subscription');
  expect(response.statusCode).toBe(200);
  return response.json().data.items[0];
}

describe.each(stores())('Stripe billing through the real SDK on $kind', (store) => {
  let fake: FakeStripeType;
  let harness: Harness;
  let app: App;

  beforeAll(async () => {
    fake = await new FakeStripe().start();
    harness = await startApp(store, { billing: fake.config(), rateLimits: scaledRateRules(1000) });
    app = harness.app;
  });
  afterAll(async () => {
    await harness?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.down = false;
  });

  /** An onboarded user who went through Checkout: their Stripe customer and a subscription in the fake. */
  async function subscriber(price = PRICE_PLUS, status = 'active') {
    const account = await member(app);
    const checkout = await account.client.post('/api/billing/checkout', {
      tier: price === PRICE_PLUS ? 'plus' : 'pro',
    });
    expect(checkout.statusCode).toBe(200);
    const customer = fake.checkoutSessions.at(-1)?.form.get('customer') ?? '';
    const sub: FakeSubscription = {
      id: `sub_${Math.random().toString(36).slice(2)}`,
      customer,
      status,
      price,
    };
    fake.subscriptions.set(sub.id, sub);
    return { ...account, customer, sub };
  }

  const checkoutCompleted = (sub: FakeSubscription, userId: string) =>
    signedEvent('checkout.session.completed', {
      id: `cs_${sub.id}`,
      object: 'checkout.session',
      mode: 'subscription',
      customer: sub.customer,
      subscription: sub.id,
      client_reference_id: userId,
      payment_status: 'paid',
    });

  it('lists the plans with the quotas and the Stripe prices', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(response.statusCode).toBe(200);
    const { billingEnabled, plans } = response.json().data.items[0];
    expect(billingEnabled).toBe(true);
    expect(plans.map((plan: { tier: string }) => plan.tier)).toEqual(['free', 'plus', 'pro']);
    expect(plans.map((plan: { quota: { messages: number } }) => plan.quota.messages)).toEqual([
      20, 200, 1000,
    ]);
    expect(plans[0].price).toBeNull();
    expect(plans[1]).toMatchObject({
      productName: 'Riffmate Plus',
      price: { id: PRICE_PLUS, amount: 900, currency: 'usd', interval: 'month', intervalCount: 1 },
    });
    expect(plans[2].price).toMatchObject({ id: PRICE_PRO, amount: 1900 });
    // Cached: a second request does not ask Stripe again.
    const before = fake.requests.length;
    await app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(fake.requests.length).toBe(before);
  });

  it('checkout → webhook → the tier shows in /auth/me and the quota is raised', async () => {
    const account = await member(app);
    const response = await account.client.post('/api/billing/checkout', { tier: 'plus' });
    expect(response.statusCode).toBe(200);
    const url = response.json().data.items[0].url;
    const session = fake.checkoutSessions.at(-1)!;
    expect(url).toBe(session.url);
    expect(session.form.get('mode')).toBe('subscription');
    expect(session.form.get('line_items[0][price]')).toBe(PRICE_PLUS);
    expect(session.form.get('client_reference_id')).toBe(account.user.id);
    expect(session.form.get('success_url')).toBe(
      'http://127.0.0.1:3000/account/subscription?checkout=success',
    );
    expect(session.form.get('cancel_url')).toBe(
      'http://127.0.0.1:3000/account/subscription?checkout=cancelled',
    );
    const customer = session.form.get('customer') ?? '';
    expect(fake.customers.get(customer)?.email).toBe(account.email);

    // Returning from Checkout grants nothing: only the webhook does.
    expect((await me(account.client)).subscription).toBeNull();
    expect((await app.quota.status({ id: account.user.id })).limit).toBe(20);

    const sub: FakeSubscription = { id: 'sub_checkout_1', customer, status: 'active', price: PRICE_PLUS };
    fake.subscriptions.set(sub.id, sub);
    const delivered = await sendWebhook(app, checkoutCompleted(sub, account.user.id));
    expect(delivered.statusCode).toBe(200);

    const user = await me(account.client);
    expect(user.subscription).toMatchObject({
      status: 'active',
      price: { id: PRICE_PLUS, product: { name: 'Riffmate Plus' } },
    });
    expect(Date.parse(user.subscription.currentPeriodEnd)).toBeGreaterThan(Date.now());
    expect((await app.quota.status({ id: account.user.id })).limit).toBe(200);
    expect(await details(account.client)).toMatchObject({
      tier: 'plus',
      billingEnabled: true,
      canManageBilling: true,
      subscription: {
        productName: 'Riffmate Plus',
        status: 'active',
        cancelAtPeriodEnd: false,
        source: 'stripe',
      },
    });

    // The customer is reused for the next Stripe call (portal), never created twice.
    const portal = await account.client.post('/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(fake.portalSessions.at(-1)?.form.get('customer')).toBe(customer);
    expect(fake.portalSessions.at(-1)?.form.get('return_url')).toBe(
      'http://127.0.0.1:3000/account/subscription',
    );
    expect(portal.json().data.items[0].url).toBe(fake.portalSessions.at(-1)?.url);
  });

  it('a double click makes one Checkout Session and one customer', async () => {
    const account = await member(app);
    const sessionsBefore = fake.checkoutSessions.length;
    const customersBefore = fake.customers.size;
    const [first, second] = await Promise.all([
      account.client.post('/api/billing/checkout', { tier: 'pro' }),
      account.client.post('/api/billing/checkout', { tier: 'pro' }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().data.items[0].url).toBe(second.json().data.items[0].url);
    expect(fake.checkoutSessions.length).toBe(sessionsBefore + 1);
    expect(fake.customers.size).toBe(customersBefore + 1);
    const keys = fake
      .calls('POST', '/v1/checkout/sessions')
      .slice(-2)
      .map((call) => call.idempotencyKey);
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).toBe(keys[1]);
    const row = await app.db
      .selectFrom('billing_customers')
      .selectAll()
      .where('user_id', '=', account.user.id)
      .execute();
    expect(row).toHaveLength(1);
  });

  it('applies a duplicate event once', async () => {
    const account = await subscriber();
    const event = checkoutCompleted(account.sub, account.user.id);
    expect((await sendWebhook(app, event)).statusCode).toBe(200);
    expect((await me(account.client)).subscription.status).toBe('active');

    // Stripe's state moves on, but the same event id delivered again changes nothing.
    account.sub.status = 'canceled';
    const again = await sendWebhook(app, event);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.message).toBe('Already processed.');
    expect((await me(account.client)).subscription.status).toBe('active');
    const rows = await app.db.selectFrom('webhook_events').selectAll().where('id', '=', event.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('ends in the state Stripe reports whatever the arrival order', async () => {
    const account = await subscriber(PRICE_PRO);
    const stale = subscriptionJson({ ...account.sub, status: 'incomplete' });
    // updated arrives before created; both carry a stale snapshot; Stripe now says active Pro.
    expect((await sendWebhook(app, signedEvent('customer.subscription.updated', stale))).statusCode).toBe(
      200,
    );
    expect((await sendWebhook(app, signedEvent('customer.subscription.created', stale))).statusCode).toBe(
      200,
    );
    expect(await details(account.client)).toMatchObject({ tier: 'pro', subscription: { status: 'active' } });
    expect((await app.quota.status({ id: account.user.id })).limit).toBe(1000);

    // deleted, then a late "updated" whose payload still says active: Stripe says canceled.
    account.sub.status = 'canceled';
    const deleted = signedEvent('customer.subscription.deleted', subscriptionJson(account.sub));
    expect((await sendWebhook(app, deleted)).statusCode).toBe(200);
    const late = signedEvent(
      'customer.subscription.updated',
      subscriptionJson({ ...account.sub, status: 'active' }),
    );
    expect((await sendWebhook(app, late)).statusCode).toBe(200);
    expect((await me(account.client)).subscription).toBeNull();
    expect(await details(account.client)).toMatchObject({
      tier: 'free',
      subscription: { status: 'canceled', grantsAccess: false },
    });
    expect((await app.quota.status({ id: account.user.id })).limit).toBe(20);
  });

  it('shows a failed payment and the cancel-at-period-end state', async () => {
    const account = await subscriber();
    await sendWebhook(app, checkoutCompleted(account.sub, account.user.id));
    account.sub.status = 'past_due';
    const failed = signedEvent('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      customer: account.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: account.sub.id } },
    });
    expect((await sendWebhook(app, failed)).statusCode).toBe(200);
    expect(await details(account.client)).toMatchObject({
      tier: 'plus',
      subscription: { status: 'past_due', paymentProblem: true, grantsAccess: true },
    });

    account.sub.status = 'active';
    account.sub.cancelAtPeriodEnd = true;
    await sendWebhook(app, signedEvent('customer.subscription.updated', subscriptionJson(account.sub)));
    expect(await details(account.client)).toMatchObject({
      subscription: { status: 'active', paymentProblem: false, cancelAtPeriodEnd: true },
    });
  });

  it('switches between Plus and Pro through the portal, and refuses buying the same tier twice', async () => {
    const account = await subscriber();
    await sendWebhook(app, checkoutCompleted(account.sub, account.user.id));
    const same = await account.client.post('/api/billing/checkout', { tier: 'plus' });
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('ALREADY_SUBSCRIBED');

    const sessionsBefore = fake.checkoutSessions.length;
    const upgrade = await account.client.post('/api/billing/checkout', { tier: 'pro' });
    expect(upgrade.statusCode).toBe(200);
    expect(fake.checkoutSessions.length).toBe(sessionsBefore);
    const portal = fake.portalSessions.at(-1)!;
    expect(upgrade.json().data.items[0].url).toBe(portal.url);
    expect(portal.form.get('flow_data[type]')).toBe('subscription_update_confirm');
    expect(portal.form.get('flow_data[subscription_update_confirm][subscription]')).toBe(account.sub.id);
    expect(portal.form.get('flow_data[subscription_update_confirm][items][0][price]')).toBe(PRICE_PRO);
  });

  it('refuses bad, missing and stale signatures with 400 and records nothing', async () => {
    const account = await subscriber();
    const count = async () => (await app.db.selectFrom('webhook_events').select('id').execute()).length;
    const before = await count();
    const object = subscriptionJson(account.sub);
    const wrongSecret = signedEvent('customer.subscription.updated', object, { secret: 'whsec_not_ours' });
    const stale = signedEvent('customer.subscription.updated', object, { ageSeconds: 600 });
    const good = signedEvent('customer.subscription.updated', object);
    for (const response of [
      await sendWebhook(app, wrongSecret),
      await sendWebhook(app, stale),
      await sendWebhook(app, { payload: good.payload, signature: '' }),
      await sendWebhook(app, {
        payload: good.payload.replace('"active"', '"trialing"'),
        signature: good.signature,
      }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', statusCode: 400 });
    }
    expect(await count()).toBe(before);
    expect((await me(account.client)).subscription).toBeNull();
  });

  it('answers 503 with nothing written while Stripe is down, and Stripe can retry the webhook', async () => {
    const account = await member(app);
    fake.down = true;
    const checkout = await account.client.post('/api/billing/checkout', { tier: 'plus' });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: BILLING_UNAVAILABLE_MESSAGE,
    });
    expect(checkout.body).not.toMatch(/stripe|ECONN|socket/i);
    const customers = await app.db
      .selectFrom('billing_customers')
      .selectAll()
      .where('user_id', '=', account.user.id)
      .execute();
    expect(customers).toHaveLength(0);

    fake.down = false;
    const ok = await account.client.post('/api/billing/checkout', { tier: 'plus' });
    expect(ok.statusCode).toBe(200);
    const customer = fake.checkoutSessions.at(-1)?.form.get('customer') ?? '';
    const sub: FakeSubscription = { id: 'sub_down_1', customer, status: 'active', price: PRICE_PLUS };
    fake.subscriptions.set(sub.id, sub);

    fake.down = true;
    const event = checkoutCompleted(sub, account.user.id);
    const failed = await sendWebhook(app, event);
    expect(failed.statusCode).toBe(503);
    const recorded = await app.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('id', '=', event.id)
      .execute();
    expect(recorded).toHaveLength(0);
    expect((await me(account.client)).subscription).toBeNull();

    fake.down = false;
    expect((await sendWebhook(app, event)).statusCode).toBe(200);
    expect((await me(account.client)).subscription.price.product.name).toBe('Riffmate Plus');
  });

  it('needs a billing account for the portal, a verified user for checkout, and the XSRF token', async () => {
    const account = await member(app);
    const portal = await account.client.post('/api/billing/portal');
    expect(portal.statusCode).toBe(409);
    expect(portal.json().code).toBe('NO_BILLING_ACCOUNT');

    const unverified = await registered(app);
    const refused = await unverified.client.post('/api/billing/checkout', { tier: 'plus' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');

    const anonymous = await app.inject({ method: 'GET', url: '/api/billing/subscription' });
    expect(anonymous.statusCode).toBe(401);

    const noToken = await account.client.request(
      'POST',
      '/api/billing/checkout',
      { tier: 'plus' },
      {
        headers: { [XSRF_HEADER]: '' },
      },
    );
    expect(noToken.statusCode).toBe(403);

    const badTier = await account.client.post('/api/billing/checkout', { tier: 'gold' });
    expect(badTier.statusCode).toBe(400);
  });

  it('acknowledges events it does not handle and subscriptions Stripe no longer knows', async () => {
    const ignored = await sendWebhook(app, signedEvent('charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(ignored.statusCode).toBe(200);
    const gone = await sendWebhook(
      app,
      signedEvent(
        'customer.subscription.updated',
        subscriptionJson({ id: 'sub_gone', customer: 'cus_x', status: 'active', price: PRICE_PLUS }),
      ),
    );
    expect(gone.statusCode).toBe(200);
  });

  it('keeps WEBHOOK_SECRET out of every answer', async () => {
    const response = await sendWebhook(app, { payload: '{}', signature: 't=1,v1=00' });
    expect(response.body).not.toContain(WEBHOOK_SECRET);
  });

  describe('account deletion', () => {
    /** A subscriber whose subscription the webhook has applied (our row: source stripe, active). */
    async function liveSubscriber(status = 'active') {
      const account = await subscriber(PRICE_PLUS, status);
      expect((await sendWebhook(app, checkoutCompleted(account.sub, account.user.id))).statusCode).toBe(200);
      expect((await details(account.client)).subscription).toMatchObject({ source: 'stripe', status });
      return account;
    }
    const userRows = (id: string) => app.db.selectFrom('users').select('id').where('id', '=', id).execute();
    const cancels = (subscriptionId: string) => fake.calls('DELETE', `/v1/subscriptions/${subscriptionId}`);

    it.each(['active', 'trialing', 'past_due'])(
      'cancels a %s Stripe subscription at Stripe, then deletes the user',
      async (status) => {
        const account = await liveSubscriber(status);
        const response = await account.client.delete('/api/account', { password: PASSWORD });
        expect(response.statusCode).toBe(200);
        expect(cancels(account.sub.id).map((call) => call.form.get('cancellation_details[comment]'))).toEqual(
          ['Riffmate account deleted'],
        );
        expect(fake.subscriptions.get(account.sub.id)?.status).toBe('canceled');
        expect(await userRows(account.user.id)).toEqual([]);
        const subscriptions = await app.db
          .selectFrom('subscriptions')
          .select('id')
          .where('user_id', '=', account.user.id)
          .execute();
        expect(subscriptions).toEqual([]);
      },
    );

    it('Stripe down: 503 and nothing deleted; the retry cancels and deletes', async () => {
      const account = await liveSubscriber();
      fake.down = true;
      const failed = await account.client.delete('/api/account', { password: PASSWORD });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Billing is temporarily unavailable. Please try again.',
      });
      expect(await userRows(account.user.id)).toHaveLength(1);
      expect((await me(account.client)).subscription).toMatchObject({ status: 'active' });
      expect(fake.subscriptions.get(account.sub.id)?.status).toBe('active');

      fake.down = false;
      expect((await account.client.delete('/api/account', { password: PASSWORD })).statusCode).toBe(200);
      expect(fake.subscriptions.get(account.sub.id)?.status).toBe('canceled');
      expect(await userRows(account.user.id)).toEqual([]);
    });

    it('a subscription Stripe already ended (the webhook not yet here) does not block the deletion', async () => {
      const ended = await liveSubscriber();
      fake.subscriptions.get(ended.sub.id)!.status = 'canceled';
      expect((await ended.client.delete('/api/account', { password: PASSWORD })).statusCode).toBe(200);
      expect(cancels(ended.sub.id)).toHaveLength(1);
      expect(await userRows(ended.user.id)).toEqual([]);

      const gone = await liveSubscriber();
      fake.subscriptions.delete(gone.sub.id);
      expect((await gone.client.delete('/api/account', { password: PASSWORD })).statusCode).toBe(200);
      expect(await userRows(gone.user.id)).toEqual([]);
    });

    it('admin-granted tiers and lapsed subscriptions go with the user, without asking Stripe', async () => {
      const lapsed = await liveSubscriber('unpaid');
      const admin = await member(app);
      const now = new Date().toISOString();
      await app.db
        .insertInto('subscriptions')
        .values({
          id: `sub-admin-${admin.user.id}`,
          user_id: admin.user.id,
          stripe_customer_id: null,
          stripe_subscription_id: null,
          status: 'active',
          price_id: 'price_plus',
          product_name: 'Riffmate Plus',
          current_period_end: null,
          cancel_at_period_end: 0,
          source: 'admin',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const before = fake.requests.length;
      for (const account of [lapsed, admin]) {
        expect((await account.client.delete('/api/account', { password: PASSWORD })).statusCode).toBe(200);
        expect(await userRows(account.user.id)).toEqual([]);
      }
      expect(fake.requests.length).toBe(before);
    });
  });
});

describe.each(stores())('billing off (embedded default) on $kind', (store) => {
  let harness: Harness;
  let app: App;
  beforeAll(async () => {
    harness = await startApp(store, { rateLimits: scaledRateRules(1000) });
    app = harness.app;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('shows the plans without prices and says billing is not enabled', async () => {
    const plans = (await app.inject({ method: 'GET', url: '/api/billing/plans' })).json().data.items[0];
    expect(plans.billingEnabled).toBe(false);
    expect(plans.plans.map((plan: { price: unknown }) => plan.price)).toEqual([null, null, null]);

    const account = await member(app);
    for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
      const response = await account.client.post(path, { tier: 'plus' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'BILLING_DISABLED',
        message: 'Billing is not enabled on this server.',
      });
    }
    const webhook = await app.inject({ method: 'POST', url: '/api/billing/webhook', payload: '{}' });
    expect(webhook.statusCode).toBe(409);
    expect(await details(account.client)).toEqual({
      tier: 'free',
      billingEnabled: false,
      subscription: null,
      canManageBilling: false,
    });
  });

  it('deletes an account whose Stripe subscription it can no longer reach (Stripe switched off)', async () => {
    const account = await member(app);
    const now = new Date().toISOString();
    await app.db
      .insertInto('subscriptions')
      .values({
        id: `sub-left-${account.user.id}`,
        user_id: account.user.id,
        stripe_customer_id: 'cus_left',
        stripe_subscription_id: 'sub_left',
        status: 'active',
        price_id: PRICE_PLUS,
        product_name: 'Riffmate Plus',
        current_period_end: null,
        cancel_at_period_end: 0,
        source: 'stripe',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await account.client.delete('/api/account', { password: PASSWORD })).statusCode).toBe(200);
    const users = await app.db.selectFrom('users').select('id').where('id', '=', account.user.id).execute();
    expect(users).toEqual([]);
  });
});
