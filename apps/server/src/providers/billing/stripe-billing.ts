import type { PlanPrice } from '@riffmate/contract';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { BillingConfig } from '../../config.ts';
import {
  type BillingEvent,
  type BillingProvider,
  BillingProviderError,
  type CheckoutRequest,
  type PortalRequest,
  type SubscriptionSnapshot,
} from './billing-provider.ts';

/** One quick retry, then give up: a user waiting on a button gets a clear 503 within seconds. */
const MAX_NETWORK_RETRIES = 1;
const TIMEOUT_MS = 8000;
/** Stripe's default: signatures older than 5 minutes are refused (replay protection). */
const SIGNATURE_TOLERANCE_SECONDS = 300;
/** Subscription statuses that can never charge again. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/** Stripe through its official SDK (docs/decisions/0060). */
export class StripeBilling implements BillingProvider {
  readonly kind = 'stripe' as const;
  readonly prices: { plus: string; pro: string };
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;
  readonly #log: FastifyBaseLogger;

  constructor(config: BillingConfig, log: FastifyBaseLogger) {
    const base = config.apiBaseUrl ? new URL(config.apiBaseUrl) : undefined;
    this.#stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: MAX_NETWORK_RETRIES,
      timeout: TIMEOUT_MS,
      telemetry: false,
      appInfo: { name: 'Riffmate' },
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    this.prices = config.prices;
    this.#webhookSecret = config.webhookSecret;
    this.#log = log;
  }

  async retrievePrice(priceId: string): Promise<PlanPrice> {
    const price = await this.#call('prices.retrieve', () => this.#stripe.prices.retrieve(priceId));
    return {
      id: price.id,
      amount: price.unit_amount,
      currency: price.currency,
      interval: price.recurring?.interval ?? null,
      intervalCount: price.recurring?.interval_count ?? null,
    };
  }

  async createCustomer(input: { userId: string; email: string; name: string; idempotencyKey: string }) {
    const customer = await this.#call('customers.create', () =>
      this.#stripe.customers.create(
        { email: input.email, name: input.name, metadata: { userId: input.userId } },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return customer.id;
  }

  async createCheckoutSession(input: CheckoutRequest): Promise<string> {
    const session = await this.#call('checkout.sessions.create', () =>
      this.#stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          subscription_data: { metadata: { userId: input.userId } },
          metadata: { userId: input.userId },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!session.url) throw new BillingProviderError('unavailable');
    return session.url;
  }

  async createPortalSession(input: PortalRequest): Promise<string> {
    const session = await this.#call('billingPortal.sessions.create', () =>
      this.#stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
        ...(input.switchTo
          ? {
              flow_data: {
                type: 'subscription_update_confirm' as const,
                subscription_update_confirm: {
                  subscription: input.switchTo.subscriptionId,
                  items: [{ id: input.switchTo.itemId, price: input.switchTo.priceId, quantity: 1 }],
                },
                after_completion: { type: 'redirect' as const, redirect: { return_url: input.returnUrl } },
              },
            }
          : {}),
      }),
    );
    return session.url;
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    let subscription: Stripe.Subscription;
    try {
      subscription = await this.#call('subscriptions.retrieve', () =>
        this.#stripe.subscriptions.retrieve(subscriptionId, { expand: ['items.data.price.product'] }),
      );
    } catch (error) {
      const cause = error instanceof BillingProviderError ? error.cause : undefined;
      if (cause instanceof Stripe.errors.StripeInvalidRequestError && cause.code === 'resource_missing') {
        return null;
      }
      throw error;
    }
    return this.#snapshot(subscription);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    try {
      await this.#call('subscriptions.cancel', () =>
        this.#stripe.subscriptions.cancel(subscriptionId, {
          cancellation_details: { comment: 'Riffmate account deleted' },
        }),
      );
    } catch (error) {
      // Stripe refuses to cancel a subscription that is gone or has ended already (our row may lag
      // behind a webhook). That is the state we want, so only a subscription still alive is a failure.
      const cause = error instanceof BillingProviderError ? error.cause : undefined;
      if (!(cause instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const live = await this.retrieveSubscription(subscriptionId);
      if (live && !ENDED_STATUSES.has(live.status)) throw error;
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent {
    if (!signature) throw new BillingProviderError('bad_signature');
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.#webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new BillingProviderError('bad_signature', { cause: error });
    }
    return toBillingEvent(event);
  }

  #snapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
    const items = subscription.items.data;
    const ours = [this.prices.plus, this.prices.pro];
    const item = items.find((candidate) => ours.includes(candidate.price.id)) ?? items[0];
    if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
    const product = item.price.product;
    if (typeof product === 'string' || !('name' in product) || typeof product.name !== 'string') {
      throw new Error(`Stripe subscription ${subscription.id}: the price's product was not expanded`);
    }
    // API versions since 2025-03 keep the period on the item; older ones on the subscription.
    const legacy = subscription as unknown as { current_period_end?: number };
    const periodEnd = item.current_period_end ?? legacy.current_period_end ?? null;
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      status: subscription.status,
      itemId: item.id,
      priceId: item.price.id,
      productName: product.name,
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
      // The portal may cancel "at period end" through either field.
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      userId: subscription.metadata?.userId ?? null,
    };
  }

  /** Runs one SDK call; every Stripe failure becomes 'unavailable' (the details go to the log only). */
  async #call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const stripeError = error instanceof Stripe.errors.StripeError ? error : undefined;
      this.#log.warn(
        {
          err: stripeError
            ? {
                type: stripeError.type,
                code: stripeError.code,
                statusCode: stripeError.statusCode,
                requestId: stripeError.requestId,
              }
            : error,
          call: what,
        },
        'stripe call failed',
      );
      throw new BillingProviderError('unavailable', { cause: error });
    }
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Reads the ids we need from the event types we handle; any other type carries none (acknowledged, ignored). */
function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, type: event.type, subscriptionId: null, customerId: null, userId: null };
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return base;
      return {
        ...base,
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        userId: session.client_reference_id ?? null,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return { ...base, subscriptionId: String(object.id), customerId: idOf(event.data.object.customer) };
    case 'invoice.payment_failed':
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const invoice = event.data.object;
      // Since API 2025-03 the subscription is under parent.subscription_details; before, on the invoice.
      const legacy = object.subscription as string | { id: string } | null | undefined;
      const subscription = invoice.parent?.subscription_details?.subscription ?? legacy ?? null;
      return { ...base, subscriptionId: idOf(subscription), customerId: idOf(invoice.customer) };
    }
    default:
      return base;
  }
}
