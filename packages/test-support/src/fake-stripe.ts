import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** The Stripe settings a server under test gets to talk to the fake (its `billing` config / STRIPE_* env). */
export const FAKE_STRIPE = {
  secretKey: 'sk_test_fake',
  webhookSecret: 'whsec_test_secret_for_riffmate',
  prices: { plus: 'price_plus_monthly', pro: 'price_pro_monthly' },
} as const;

export const PRICE_PLUS: string = FAKE_STRIPE.prices.plus;
export const PRICE_PRO: string = FAKE_STRIPE.prices.pro;
export const WEBHOOK_SECRET: string = FAKE_STRIPE.webhookSecret;

const PRODUCTS: Record<string, { id: string; name: string; amount: number }> = {
  [PRICE_PLUS]: { id: 'prod_plus', name: 'Riffmate Plus', amount: 900 },
  [PRICE_PRO]: { id: 'prod_pro', name: 'Riffmate Pro', amount: 1900 },
};

export interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  price: string;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  userId?: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
  form: URLSearchParams;
  /** Set once the hosted page was paid. */
  subscription?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The few Stripe API endpoints Riffmate calls, on loopback, answering in Stripe's shapes: customers,
 * Checkout Sessions (one per Idempotency-Key, as Stripe replays), portal sessions, subscriptions
 * (always with items.data.price.product expanded; cancelled by DELETE) and prices. `down` drops
 * every connection.
 *
 * With `appOrigin` (the browser suite), each Checkout Session's URL is a hosted page on the fake whose
 * Pay button creates the subscription, sends Stripe's signed webhooks to the app and returns to the
 * session's success_url, as Stripe Checkout does.
 */
export class FakeStripe {
  readonly requests: Recorded[] = [];
  readonly customers = new Map<string, { id: string; email: string; name: string }>();
  readonly checkoutSessions: CheckoutSession[] = [];
  readonly portalSessions: { id: string; url: string; form: URLSearchParams }[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  down = false;
  #replays = new Map<string, string>();
  #counter = 0;
  readonly #server: Server;

  /** @param appOrigin the Riffmate server that receives the webhooks of a paid hosted checkout. */
  constructor(readonly appOrigin?: string) {
    this.#server = createServer((req, res) => {
      this.#handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
    });
  }

  #id(): string {
    this.#counter += 1;
    return `${this.#counter}${Math.random().toString(36).slice(2, 8)}`;
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(port, '127.0.0.1', resolve));
    // A test runner must not wait for this server to exit.
    this.#server.unref();
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** The server's `billing` config pointing at this fake. */
  config() {
    return {
      secretKey: FAKE_STRIPE.secretKey,
      webhookSecret: FAKE_STRIPE.webhookSecret,
      prices: { ...FAKE_STRIPE.prices },
      apiBaseUrl: this.origin,
    };
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Requests of one kind, e.g. `calls('POST', '/v1/checkout/sessions')`. */
  calls(method: string, path: string): Recorded[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (this.down) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    // GET (and a DELETE without a body) carries its parameters in the query string.
    const form = new URLSearchParams(raw || url.search);
    const path = url.pathname;
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    if (path.startsWith('/v1/')) this.requests.push({ method: req.method ?? '', path, idempotencyKey, form });
    const replayable = idempotencyKey && req.method === 'POST' ? idempotencyKey : undefined;
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      if (replayable && status < 400) this.#replays.set(replayable, text);
      res
        .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.#id()}` })
        .end(text);
    };
    if (replayable) {
      const replay = this.#replays.get(replayable);
      if (replay) {
        res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' }).end(replay);
        return;
      }
    }
    const missing = (what: string) =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      });

    if (req.method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: `cus_${this.#id()}`,
        email: form.get('email') ?? '',
        name: form.get('name') ?? '',
      };
      this.customers.set(customer.id, customer);
      return send(200, { object: 'customer', metadata: {}, ...customer });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${this.#id()}`;
      const session = { id, url: `${this.origin}/pay/${id}`, form };
      this.checkoutSessions.push(session);
      return send(200, {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        customer: form.get('customer'),
        client_reference_id: form.get('client_reference_id'),
        url: session.url,
        status: 'open',
      });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = `bps_${this.#id()}`;
      const session = { id, url: `${this.origin}/portal/${id}`, form };
      this.portalSessions.push(session);
      return send(200, {
        id,
        object: 'billing_portal.session',
        customer: form.get('customer'),
        url: session.url,
      });
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (req.method === 'GET' && subscription) {
      const found = this.subscriptions.get(subscription[1] ?? '');
      return found ? send(200, subscriptionJson(found)) : missing('subscription');
    }
    if (req.method === 'DELETE' && subscription) {
      const found = this.subscriptions.get(subscription[1] ?? '');
      if (!found) return missing('subscription');
      if (found.status === 'canceled' || found.status === 'incomplete_expired') {
        // A subscription that has ended cannot be changed again, only its metadata.
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: 'A canceled subscription can only update its cancellation_details and metadata.',
          },
        });
      }
      found.status = 'canceled';
      return send(200, subscriptionJson(found));
    }
    const price = path.match(/^\/v1\/prices\/([\w-]+)$/);
    if (req.method === 'GET' && price) {
      const id = price[1] ?? '';
      const product = PRODUCTS[id];
      if (!product) return missing('price');
      return send(200, {
        id,
        object: 'price',
        active: true,
        currency: 'usd',
        unit_amount: product.amount,
        recurring: { interval: 'month', interval_count: 1 },
        product: product.id,
        type: 'recurring',
      });
    }
    const pay = path.match(/^\/pay\/([\w-]+)$/);
    if (pay && this.appOrigin) {
      const session = this.checkoutSessions.find((candidate) => candidate.id === pay[1]);
      if (!session) return missing('checkout session');
      if (req.method === 'GET') {
        const product = PRODUCTS[session.form.get('line_items[0][price]') ?? '']?.name ?? 'Unknown product';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body>
<main><h1>Pay for ${escapeHtml(product)}</h1>
<form method="post" action="/pay/${escapeHtml(session.id)}"><button type="submit">Pay</button></form>
<a href="${escapeHtml(session.form.get('cancel_url') ?? '')}">Cancel</a></main></body></html>`,
        );
        return;
      }
      if (req.method === 'POST') {
        await this.#complete(session, this.appOrigin);
        res.writeHead(303, { location: session.form.get('success_url') ?? '' }).end();
        return;
      }
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  }

  /** Creates the subscription and tells the app, the way Stripe does after a successful payment. */
  async #complete(session: CheckoutSession, appOrigin: string): Promise<void> {
    const userId = session.form.get('client_reference_id') ?? session.form.get('metadata[userId]') ?? '';
    const customer = session.form.get('customer') ?? '';
    if (!session.subscription) {
      const sub: FakeSubscription = {
        id: `sub_${this.#id()}`,
        customer,
        status: 'active',
        price: session.form.get('line_items[0][price]') ?? '',
        userId,
      };
      this.subscriptions.set(sub.id, sub);
      session.subscription = sub.id;
    }
    const sub = this.subscriptions.get(session.subscription)!;
    const events = [
      signedEvent('customer.subscription.created', subscriptionJson(sub)),
      signedEvent('checkout.session.completed', {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        customer,
        subscription: sub.id,
        client_reference_id: userId,
        metadata: { userId },
      }),
    ];
    for (const event of events) {
      const response = await fetch(`${appOrigin}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      if (!response.ok)
        throw new Error(`Webhook ${event.id} answered ${response.status}: ${await response.text()}`);
    }
  }
}

/** A subscription as `GET /v1/subscriptions/:id?expand[]=items.data.price.product` returns it. */
export function subscriptionJson(sub: FakeSubscription) {
  const product = PRODUCTS[sub.price] ?? { id: 'prod_other', name: 'Something Else', amount: 100 };
  const periodEnd = sub.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400;
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    metadata: sub.userId ? { userId: sub.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_end: periodEnd,
          price: {
            id: sub.price,
            object: 'price',
            currency: 'usd',
            unit_amount: product.amount,
            recurring: { interval: 'month', interval_count: 1 },
            product: { id: product.id, object: 'product', name: product.name },
          },
        },
      ],
    },
  };
}

let eventCounter = 0;
/** A Stripe event body and its Stripe-Signature header (signed like Stripe does; `ageSeconds` backdates it). */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string; ageSeconds?: number } = {},
) {
  eventCounter += 1;
  const id = options.id ?? `evt_test_${eventCounter}_${Date.now().toString(36)}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0),
  });
  return { id, payload, signature };
}
