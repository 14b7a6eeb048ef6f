import { createHash, randomUUID } from 'node:crypto';
import {
  BILLING_DISABLED_MESSAGE,
  BILLING_UNAVAILABLE_MESSAGE,
  BillingErrorCode,
  ErrorCode,
  PAID_TIERS,
  type PaidTier,
  type Plan,
  type PlanPrice,
  type PlansItem,
  PRODUCT_NAMES,
  type SubscriptionDetails,
  type Tier,
} from '@riffmate/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import {
  type BillingProvider,
  BillingProviderError,
  type SubscriptionSnapshot,
} from '../../providers/billing/billing-provider.ts';
import type { UserRow } from '../auth/users.repo.ts';
import {
  findCustomerId,
  findSubscription,
  findUserIdByCustomer,
  isEventRecorded,
  recordEvent,
  saveCustomerId,
  upsertSubscription,
  userExists,
} from './billing.repo.ts';
import { grantsAccess, hasPaymentProblem, tierOf } from './tier.ts';

/** What billing needs: the store, the payment provider, the public origin (return URLs), the quotas (plan catalogue) and a log. */
export interface BillingDeps {
  db: Kysely<Database>;
  billing: BillingProvider;
  config: Pick<Config, 'appOrigin' | 'quota'>;
  log: FastifyBaseLogger;
}

/** Where Stripe sends the browser back to (docs/product.md §2: /account/subscription). */
export const SUBSCRIPTION_PAGE = '/account/subscription';
/** Prices change rarely; each process asks Stripe at most this often. */
export const PRICE_CACHE_MS = 5 * 60_000;
/** Clicks on Subscribe within this window (same user, same price) share one Checkout Session. */
export const CHECKOUT_IDEMPOTENCY_WINDOW_MS = 60_000;

export const billingDisabled = () =>
  new AppError(409, BillingErrorCode.BillingDisabled, BILLING_DISABLED_MESSAGE);
const billingUnavailable = (cause: unknown) =>
  new AppError(503, ErrorCode.Unavailable, BILLING_UNAVAILABLE_MESSAGE, { cause });

/** Maps a provider failure to the API's answer; anything else passes through unchanged. */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof BillingProviderError)) return error;
  switch (error.reason) {
    case 'disabled':
      return billingDisabled();
    case 'bad_signature':
      return new AppError(
        400,
        BillingErrorCode.WebhookSignatureInvalid,
        'The Stripe-Signature header is missing, invalid or too old.',
      );
    case 'unavailable':
      return billingUnavailable(error);
  }
}

async function provider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error);
  }
}

// ---- plans --------------------------------------------------------------------------------------

const DISPLAY_NAMES: Record<Tier, string> = { free: 'Free', plus: 'Plus', pro: 'Pro' };

function features(tier: Tier, quota: number, windowHours: number): string[] {
  const messages = `${quota.toLocaleString('en-US')} assistant messages every ${windowHours} hours`;
  switch (tier) {
    case 'free':
      return [
        messages,
        'Chord progressions, bass lines, melodies and drum grooves as MIDI',
        'Play in the browser and download .mid files for your DAW',
        'Chat history and public share links',
      ];
    case 'plus':
      return [messages, 'Everything in Free'];
    case 'pro':
      return [messages, 'Everything in Plus', 'Opt out of having your chats used to improve Riffmate'];
  }
}

/** The catalogue of `/plans`; prices come from Stripe (cached), or null while it cannot be reached. */
export class PlanCatalogue {
  #cache: { at: number; prices: Partial<Record<PaidTier, PlanPrice>> } | undefined;
  constructor(private readonly app: BillingDeps) {}

  async get(): Promise<PlansItem> {
    const { billing, config } = this.app;
    const prices = billing.kind === 'stripe' ? await this.#prices(this.app.log) : {};
    const { quota } = config;
    const plans: Plan[] = (['free', 'plus', 'pro'] as const).map((tier) => ({
      tier,
      name: DISPLAY_NAMES[tier],
      productName: tier === 'free' ? null : PRODUCT_NAMES[tier],
      quota: { messages: quota[tier], windowHours: quota.windowHours },
      features: features(tier, quota[tier], quota.windowHours),
      price: tier === 'free' ? null : (prices[tier] ?? null),
    }));
    return { billingEnabled: billing.kind === 'stripe', plans };
  }

  async #prices(log: FastifyBaseLogger): Promise<Partial<Record<PaidTier, PlanPrice>>> {
    const now = Date.now();
    if (this.#cache && now - this.#cache.at < PRICE_CACHE_MS) return this.#cache.prices;
    const ids = this.app.billing.prices;
    if (!ids) return {};
    try {
      const [plus, pro] = await Promise.all(
        PAID_TIERS.map((tier) => this.app.billing.retrievePrice(ids[tier])),
      );
      const prices = { plus, pro } as Record<PaidTier, PlanPrice>;
      this.#cache = { at: now, prices };
      return prices;
    } catch (error) {
      // The page still renders (without amounts); the next request asks again.
      log.warn({ err: error }, 'could not read the plan prices from Stripe');
      return this.#cache?.prices ?? {};
    }
  }
}

// ---- checkout and portal ------------------------------------------------------------------------

const hash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 24);

/**
 * A Stripe page for buying `tier`: a Checkout Session, or — for a current subscriber switching between
 * Plus and Pro — the Customer Portal's "confirm this change" page (Stripe prorates; no second subscription).
 * Nothing is written unless Stripe answered; access itself is granted by webhooks only.
 */
export async function checkoutUrl(app: BillingDeps, user: UserRow, tier: PaidTier): Promise<string> {
  const { billing, db, config } = app;
  if (!billing.prices) throw billingDisabled();
  const priceId = billing.prices[tier];
  const returnUrl = `${config.appOrigin}${SUBSCRIPTION_PAGE}`;

  const current = await findSubscription(db, user.id);
  if (current && grantsAccess(current.status) && tierOf(current) === tier) {
    throw new AppError(
      409,
      BillingErrorCode.AlreadySubscribed,
      `You already have ${current.product_name}. Use "Manage billing" to change it.`,
    );
  }
  const customerId = await findCustomerId(db, user.id);
  if (
    current?.source === 'stripe' &&
    current.stripe_subscription_id &&
    grantsAccess(current.status) &&
    customerId
  ) {
    const subscriptionId = current.stripe_subscription_id;
    const live = await provider(() => billing.retrieveSubscription(subscriptionId));
    if (live && grantsAccess(live.status)) {
      return provider(() =>
        billing.createPortalSession({
          customerId,
          returnUrl,
          switchTo: { subscriptionId: live.id, itemId: live.itemId, priceId },
        }),
      );
    }
  }

  const customer =
    customerId ??
    (await provider(() =>
      billing.createCustomer({
        userId: user.id,
        email: user.email,
        name: user.name,
        // A retry (or a concurrent double click) gets the same customer back from Stripe.
        idempotencyKey: `riffmate-customer-${user.id}-${hash(`${user.email}\n${user.name}`)}`,
      }),
    ));
  const bucket = Math.floor(Date.now() / CHECKOUT_IDEMPOTENCY_WINDOW_MS);
  const url = await provider(() =>
    billing.createCheckoutSession({
      customerId: customer,
      priceId,
      userId: user.id,
      successUrl: `${returnUrl}?checkout=success`,
      cancelUrl: `${returnUrl}?checkout=cancelled`,
      idempotencyKey: `riffmate-checkout-${hash(`${user.id}\n${customer}\n${priceId}`)}-${bucket}`,
    }),
  );
  if (!customerId) await saveCustomerId(db, user.id, customer);
  return url;
}

/** A Customer Portal session (invoices, card, cancel, switch plan) for the user's Stripe customer. */
export async function portalUrl(app: BillingDeps, user: UserRow): Promise<string> {
  const { billing, db, config } = app;
  if (billing.kind === 'off') throw billingDisabled();
  const customerId = await findCustomerId(db, user.id);
  if (!customerId) {
    throw new AppError(
      409,
      BillingErrorCode.NoBillingAccount,
      'You have no billing account yet. Choose a plan on the Plans page first.',
    );
  }
  return provider(() =>
    billing.createPortalSession({ customerId, returnUrl: `${config.appOrigin}${SUBSCRIPTION_PAGE}` }),
  );
}

export async function subscriptionDetails(app: BillingDeps, userId: string): Promise<SubscriptionDetails> {
  const [row, customerId] = await Promise.all([
    findSubscription(app.db, userId),
    findCustomerId(app.db, userId),
  ]);
  const billingEnabled = app.billing.kind === 'stripe';
  return {
    tier: tierOf(row),
    billingEnabled,
    subscription: row
      ? {
          productName: row.product_name,
          priceId: row.price_id,
          status: row.status,
          grantsAccess: grantsAccess(row.status),
          paymentProblem: hasPaymentProblem(row.status),
          currentPeriodEnd: row.current_period_end,
          cancelAtPeriodEnd: row.cancel_at_period_end === 1,
          source: row.source,
        }
      : null,
    canManageBilling: billingEnabled && customerId !== undefined,
  };
}

// ---- account deletion ---------------------------------------------------------------------------

/**
 * Before an account is deleted: its live Stripe subscription is cancelled at Stripe right away, or
 * the deletion does not happen (503, nothing deleted). Deleting first would leave Stripe charging a
 * card for an account that no longer exists, with no page left to cancel it from. Operator-set
 * tiers and lapsed subscriptions have nothing at Stripe to cancel; they go with the user.
 */
export async function cancelSubscriptionBeforeDeletion(
  app: BillingDeps,
  userId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const row = await findSubscription(app.db, userId);
  if (row?.source !== 'stripe' || !row.stripe_subscription_id || !grantsAccess(row.status)) return;
  const subscriptionId = row.stripe_subscription_id;
  if (app.billing.kind === 'off') {
    // Stripe was configured once and is not now: the server cannot reach it, ever. Refusing would
    // trap the user in their account, so the deletion goes on and the operator cancels by hand.
    log.error(
      { userId, subscription: subscriptionId },
      'live Stripe subscription left behind: billing is off',
    );
    return;
  }
  await provider(() => app.billing.cancelSubscription(subscriptionId));
  log.info({ userId, subscription: subscriptionId }, 'stripe subscription cancelled for account deletion');
}

// ---- webhooks -----------------------------------------------------------------------------------

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_customer';

/**
 * Applies one signed Stripe event (docs/decisions/0060): verified on the raw body, applied at most
 * once (its id is inserted in the same transaction as the change), and independent of arrival order
 * (the subscription is re-read from Stripe rather than taken from the event). Provider or store
 * failures propagate (5xx) so Stripe retries.
 */
export async function handleWebhook(
  app: BillingDeps,
  log: FastifyBaseLogger,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const { billing, db } = app;
  if (billing.kind === 'off') throw billingDisabled();
  let event: ReturnType<typeof billing.parseWebhook>;
  try {
    event = billing.parseWebhook(rawBody, signature);
  } catch (error) {
    throw toAppError(error);
  }
  if (await isEventRecorded(db, event.id)) return 'duplicate';
  const subscriptionId = event.subscriptionId;
  const snapshot = subscriptionId ? await provider(() => billing.retrieveSubscription(subscriptionId)) : null;

  let outcome: WebhookOutcome = snapshot ? 'applied' : 'ignored';
  await db.transaction().execute(async (trx) => {
    if (!(await recordEvent(trx, event.id, event.type))) {
      outcome = 'duplicate';
      return;
    }
    if (snapshot && !(await applySnapshot(trx, snapshot, event.userId, log))) outcome = 'unknown_customer';
  });
  log.info({ eventId: event.id, eventType: event.type, outcome }, 'stripe event');
  return outcome;
}

/**
 * Stores the subscription as Stripe reports it as the user's current one. A subscription that no
 * longer grants access never replaces a different one that does (a late event about an old, cancelled
 * subscription must not undo a newer one, nor an operator-set tier). False when no user matches.
 */
export async function applySnapshot(
  db: Kysely<Database>,
  snapshot: SubscriptionSnapshot,
  hintUserId: string | null,
  log: FastifyBaseLogger,
): Promise<boolean> {
  let userId = await findUserIdByCustomer(db, snapshot.customerId);
  if (!userId) {
    // A customer made outside our checkout: trust the ids we put into Stripe ourselves (signed event).
    for (const candidate of [hintUserId, snapshot.userId]) {
      if (candidate && (await userExists(db, candidate))) {
        userId = candidate;
        await saveCustomerId(db, candidate, snapshot.customerId);
        break;
      }
    }
  }
  if (!userId) {
    log.warn(
      { customer: snapshot.customerId, subscription: snapshot.id },
      'stripe subscription of an unknown customer',
    );
    return false;
  }
  const current = await findSubscription(db, userId);
  const other = current && current.stripe_subscription_id !== snapshot.id;
  if (other && grantsAccess(current.status) && !grantsAccess(snapshot.status)) {
    log.info({ subscription: snapshot.id, status: snapshot.status }, 'stale subscription ignored');
    return true;
  }
  const now = new Date().toISOString();
  await upsertSubscription(db, {
    id: randomUUID(),
    user_id: userId,
    stripe_customer_id: snapshot.customerId,
    stripe_subscription_id: snapshot.id,
    status: snapshot.status,
    price_id: snapshot.priceId,
    product_name: snapshot.productName,
    current_period_end: snapshot.currentPeriodEnd,
    cancel_at_period_end: snapshot.cancelAtPeriodEnd ? 1 : 0,
    source: 'stripe',
    created_at: now,
    updated_at: now,
  });
  return true;
}
