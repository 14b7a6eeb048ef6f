import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A fake Stripe for the browser suite, in the Playwright runner process: the few API endpoints the
// Riffmate server calls (STRIPE_API_BASE_URL points here) plus a hosted "checkout page" whose Pay
// button creates the subscription, sends Stripe's signed webhooks to the server, and returns to the
// session's success_url, as Stripe Checkout does. Modelled on apps/server/test/helpers/fake-stripe.ts.

export const E2E_STRIPE = {
  secretKey: 'sk_test_e2e',
  webhookSecret: 'whsec_e2e',
  pricePlus: 'price_plus',
  pricePro: 'price_pro',
} as const;

const PRODUCTS: Record<string, { id: string; name: string; amount: number }> = {
  [E2E_STRIPE.pricePlus]: { id: 'prod_plus', name: 'Riffmate Plus', amount: 900 },
  [E2E_STRIPE.pricePro]: { id: 'prod_pro', name: 'Riffmate Pro', amount: 1900 },
};

interface Session {
  id: string;
  customer: string;
  price: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
  subscription?: string;
}

interface Subscription {
  id: string;
  customer: string;
  price: string;
  userId: string;
  periodEnd: number;
}

function subscriptionJson(sub: Subscription) {
  const product = PRODUCTS[sub.price] ?? { id: 'prod_other', name: 'Something Else', amount: 100 };
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: { userId: sub.userId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_end: sub.periodEnd,
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class FakeStripe {
  readonly #sessions = new Map<string, Session>();
  readonly #subscriptions = new Map<string, Subscription>();
  readonly #replays = new Map<string, string>();
  #counter = 0;
  readonly #server: Server;

  /** @param appOrigin the Riffmate server that receives the webhooks. */
  constructor(readonly appOrigin: string) {
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

  get origin(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(port, '127.0.0.1', resolve));
    // The runner must not wait for this server to exit.
    this.#server.unref();
    return this;
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = new URLSearchParams(raw || url.search);
    const path = url.pathname;
    const key = req.headers['idempotency-key'];
    const idempotencyKey = req.method === 'POST' && typeof key === 'string' ? key : undefined;
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      if (idempotencyKey && status < 400) this.#replays.set(idempotencyKey, text);
      res
        .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.#id()}` })
        .end(text);
    };
    const missing = (what: string) =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      });
    if (idempotencyKey) {
      const replay = this.#replays.get(idempotencyKey);
      if (replay) {
        res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' }).end(replay);
        return;
      }
    }

    if (req.method === 'POST' && path === '/v1/customers') {
      const id = `cus_${this.#id()}`;
      return send(200, {
        id,
        object: 'customer',
        email: form.get('email') ?? '',
        name: form.get('name') ?? '',
        metadata: {},
      });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${this.#id()}`;
      const session: Session = {
        id,
        customer: form.get('customer') ?? '',
        price: form.get('line_items[0][price]') ?? '',
        userId: form.get('client_reference_id') ?? form.get('metadata[userId]') ?? '',
        successUrl: form.get('success_url') ?? '',
        cancelUrl: form.get('cancel_url') ?? '',
      };
      this.#sessions.set(id, session);
      return send(200, {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        customer: session.customer,
        client_reference_id: session.userId,
        url: `${this.origin}/pay/${id}`,
        status: 'open',
      });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = `bps_${this.#id()}`;
      return send(200, {
        id,
        object: 'billing_portal.session',
        customer: form.get('customer'),
        url: `${this.origin}/portal/${id}`,
      });
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (subscription && (req.method === 'GET' || req.method === 'DELETE')) {
      const found = this.#subscriptions.get(subscription[1] ?? '');
      return found ? send(200, subscriptionJson(found)) : missing('subscription');
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
    if (pay) {
      const session = this.#sessions.get(pay[1] ?? '');
      if (!session) return missing('checkout session');
      if (req.method === 'GET') {
        const product = PRODUCTS[session.price]?.name ?? 'Unknown product';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body>
<main><h1>Pay for ${escapeHtml(product)}</h1>
<form method="post" action="/pay/${escapeHtml(session.id)}"><button type="submit">Pay</button></form>
<a href="${escapeHtml(session.cancelUrl)}">Cancel</a></main></body></html>`,
        );
        return;
      }
      if (req.method === 'POST') {
        await this.#complete(session);
        res.writeHead(303, { location: session.successUrl }).end();
        return;
      }
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  }

  /** Creates the subscription and tells Riffmate, the way Stripe does after a successful payment. */
  async #complete(session: Session): Promise<void> {
    if (!session.subscription) {
      const sub: Subscription = {
        id: `sub_${this.#id()}`,
        customer: session.customer,
        price: session.price,
        userId: session.userId,
        periodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
      };
      this.#subscriptions.set(sub.id, sub);
      session.subscription = sub.id;
    }
    const sub = this.#subscriptions.get(session.subscription)!;
    await this.#webhook('customer.subscription.created', subscriptionJson(sub));
    await this.#webhook('checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      customer: session.customer,
      subscription: sub.id,
      client_reference_id: session.userId,
      metadata: { userId: session.userId },
    });
  }

  async #webhook(type: string, object: Record<string, unknown>): Promise<void> {
    const payload = JSON.stringify({
      id: `evt_${this.#id()}`,
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
      secret: E2E_STRIPE.webhookSecret,
    });
    const response = await fetch(`${this.appOrigin}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!response.ok)
      throw new Error(`Webhook ${type} answered ${response.status}: ${await response.text()}`);
  }
}
