import { type Subscription, type Tier, tierFromProductName } from '@riffmate/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findSubscription, type SubscriptionRow } from './billing.repo.ts';

/**
 * Stripe statuses that keep the paid tier: active, trialing, and past_due while Stripe retries a
 * failed payment (the user sees the problem and can fix the card). Everything else is Free.
 */
const ACCESS_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** Statuses that mean a payment failed and the card needs attention. */
const PAYMENT_PROBLEM_STATUSES = new Set(['past_due', 'unpaid', 'incomplete']);

type SubscriptionLike = Pick<SubscriptionRow, 'status' | 'product_name'>;

export function grantsAccess(status: string): boolean {
  return ACCESS_STATUSES.has(status);
}

export function hasPaymentProblem(status: string): boolean {
  return PAYMENT_PROBLEM_STATUSES.has(status);
}

/**
 * The tier a stored subscription gives (docs/product.md §3, §6): from the product name ("… Plus" / "… Pro")
 * while the status grants access, else Free. `tierOf(null) === 'free'`
 */
export function tierOf(subscription: SubscriptionLike | null | undefined): Tier {
  if (!subscription || !grantsAccess(subscription.status)) return 'free';
  return tierFromProductName(subscription.product_name);
}

/** The user's tier now, read from the store (the quota and the training opt-out use it). */
export async function tierForUser(db: Kysely<Database>, userId: string): Promise<Tier> {
  return tierOf(await findSubscription(db, userId));
}

/**
 * `user.subscription` of `/auth/me` (docs/product.md §3): the subscription that grants the tier, else null —
 * so a cancelled or expired "Riffmate Plus" never shows as Plus. Details (including lapsed ones)
 * are at `GET /api/billing/subscription`.
 */
export function toWireSubscription(row: SubscriptionRow | null | undefined): Subscription | null {
  if (!row || !grantsAccess(row.status)) return null;
  return {
    status: row.status,
    currentPeriodEnd: row.current_period_end,
    price: { id: row.price_id, product: { name: row.product_name } },
  };
}
