import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { BillingConfig } from '../../src/config.ts';

export const PRICE_PLUS = 'price_plus_monthly';
export const PRICE_PRO = 'price_pro_monthly';
export const WEBHOOK_SECRET = 'whsec_test_secret_for_riffmate';
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

/**
 * The few Stripe API endpoints Riffmate calls, on loopback, answering in Stripe's shapes: customers,
 * Checkout Sessions (one per Idempotency-Key, as Stripe replays), portal sessions, subscriptions
 * (always with items.data.price.product expanded; cancelled by DELETE) and prices. `down` drops
 * every connection.
 */
export class FakeStripe {
  readonly requests: Recorded[] = [];
  readonly customers = new Map<string, { id: string; email: string; name: string }>();
  readonly checkoutSessions: { id: string; url: string; form: URLSearchParams }[] = [];
  readonly portalSessions: { id: string; url: string; form: URLSearchParams }[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  down = false;
  #replays = new Map<string, string>();
  #counter = 0;
  #server: Server;

  constructor() {
    this.#server = createServer(async (req, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      if (this.down) {
        req.socket.destroy();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      // GET (and a DELETE without a body) carries its parameters in the query string.
      const form = new URLSearchParams(raw || url.search);
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      this.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, form });
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        if (idempotencyKey && req.method === 'POST' && status < 400) this.#replays.set(idempotencyKey, text);
        res
          .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.#id()}` })
          .end(text);
      };
      if (idempotencyKey && req.method === 'POST') {
        const replay = this.#replays.get(idempotencyKey);
        if (replay) {
          res
            .writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' })
            .end(replay);
          return;
        }
      }
      const missing = (what: string) =>
        send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
        });

      const path = url.pathname;
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
        const session = { id, url: `https://checkout.stripe.test/c/pay/${id}`, form };
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
        const session = { id, url: `https://billing.stripe.test/p/session/${id}`, form };
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
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${path})`,
        },
      });
    });
  }

  #id(): string {
    this.#counter += 1;
    return `${this.#counter}${Math.random().toString(36).slice(2, 8)}`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  config(): BillingConfig {
    return {
      secretKey: 'sk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      prices: { plus: PRICE_PLUS, pro: PRICE_PRO },
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
