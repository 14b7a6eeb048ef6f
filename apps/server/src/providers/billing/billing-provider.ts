import type { PlanPrice } from '@riffmate/contract';

/** A subscription as the payment provider reports it now (re-read on every webhook). */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: string;
  /** The subscription item that carries the plan (used to switch plans in the portal). */
  itemId: string;
  priceId: string;
  productName: string;
  /** ISO; null when the provider reports none. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The Riffmate user id we put in the subscription's metadata at checkout, if present. */
  userId: string | null;
}

/** What a verified webhook event asks us to do; ids only — the state is re-read from the provider. */
export interface BillingEvent {
  id: string;
  type: string;
  /** The subscription the event is about, if any. */
  subscriptionId: string | null;
  customerId: string | null;
  /** Checkout's client_reference_id: the Riffmate user id. */
  userId: string | null;
}

export type BillingFailure =
  /** No payment provider configured (embedded default). */
  | 'disabled'
  /** Network, timeout, provider outage or refusal: the user can only try again later. */
  | 'unavailable'
  /** A webhook whose signature is missing, wrong or too old. */
  | 'bad_signature';

/** A provider failure; routes map `reason` to our status and message, never the provider's text. */
export class BillingProviderError extends Error {
  constructor(
    readonly reason: BillingFailure,
    options?: { cause?: unknown },
  ) {
    super(`Billing provider failed: ${reason}`, options);
    this.name = 'BillingProviderError';
  }
}

export interface CheckoutRequest {
  customerId: string;
  priceId: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface PortalRequest {
  customerId: string;
  returnUrl: string;
  /** Opens the portal on "confirm the switch to this price" for that subscription item. */
  switchTo?: { subscriptionId: string; itemId: string; priceId: string };
}

/**
 * Payments (docs/product.md §10): Stripe when configured, else off — the embedded default, where an operator
 * sets tiers with `npm run admin -- set-tier`. Every method of the off provider throws 'disabled'.
 */
export interface BillingProvider {
  readonly kind: 'stripe' | 'off';
  /** The configured price ids of the paid tiers (null when off). */
  readonly prices: { plus: string; pro: string } | null;
  retrievePrice(priceId: string): Promise<PlanPrice>;
  /** Creates the customer; the idempotency key makes a retried or concurrent call return the same one. */
  createCustomer(input: {
    userId: string;
    email: string;
    name: string;
    idempotencyKey: string;
  }): Promise<string>;
  /** A Checkout Session URL for a subscription to `priceId`. */
  createCheckoutSession(input: CheckoutRequest): Promise<string>;
  /** A Customer Portal session URL. */
  createPortalSession(input: PortalRequest): Promise<string>;
  /** The subscription as the provider reports it now; null when the provider does not know it. */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  /** Cancels the subscription now (no further charges); a subscription that has already ended is fine. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Verifies the signature on the raw body and reads the event; throws 'bad_signature'. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent;
}
