import type { PlanPrice, Tier } from '@riffmate/contract';

/**
 * A Stripe price in the user's terms: `{amount: 900, currency: 'usd'}` → "$9.00". Stripe counts in
 * the currency's minor unit, so the fraction digits of the currency decide the divisor. Null when
 * there is no amount (metered or custom prices).
 */
export function formatPrice(price: Pick<PlanPrice, 'amount' | 'currency'> | null | undefined): string | null {
  if (!price || price.amount === null) return null;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: price.currency.toUpperCase() });
  } catch {
    return null;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(price.amount / 10 ** digits);
}

/** "per month", "every 3 months"; null without an interval. */
export function intervalLabel(price: Pick<PlanPrice, 'interval' | 'intervalCount'> | null | undefined) {
  if (!price?.interval) return null;
  const count = price.intervalCount ?? 1;
  return count === 1 ? `per ${price.interval}` : `every ${count} ${price.interval}s`;
}

/** What a plan's column offers (docs/product.md §6). */
export type PlanAction =
  | { kind: 'none' }
  | { kind: 'current' }
  | { kind: 'start-free' }
  | { kind: 'register' }
  | { kind: 'sign-in' }
  | { kind: 'checkout'; label: 'Subscribe' | 'Switch to Plus' | 'Switch to Pro' };

/**
 * The button of one plan: Free starts a chat (or registers); paid plans subscribe only when billing
 * is enabled, through sign-in for visitors; Plus and Pro members switch between the two.
 */
export function planAction(input: {
  plan: Tier;
  current: Tier | null;
  billingEnabled: boolean | null;
}): PlanAction {
  const { plan, current, billingEnabled } = input;
  if (current === plan) return { kind: 'current' };
  if (plan === 'free') return current === null ? { kind: 'register' } : { kind: 'none' };
  if (billingEnabled !== true) return { kind: 'none' };
  if (current === null) return { kind: 'sign-in' };
  if (current === 'plus' && plan === 'pro') return { kind: 'checkout', label: 'Switch to Pro' };
  if (current === 'pro' && plan === 'plus') return { kind: 'checkout', label: 'Switch to Plus' };
  return { kind: 'checkout', label: 'Subscribe' };
}

export const CHECKOUT_SUCCESS_MESSAGE =
  'Thanks! Your subscription is being activated — it can take a moment.';
export const CHECKOUT_CANCELLED_MESSAGE = 'Checkout was cancelled. You have not been charged.';

/** The note shown on return from Stripe Checkout (`?checkout=`). */
export function checkoutMessage(result: string | undefined): string | null {
  if (result === 'success') return CHECKOUT_SUCCESS_MESSAGE;
  if (result === 'cancelled') return CHECKOUT_CANCELLED_MESSAGE;
  return null;
}

export const TRAINING_PRO_ONLY_NOTE = 'Only Pro members can opt out of model training.';

/** The training switch may be used by Pro members, and by anyone to switch training back on. */
export function trainingSwitchEnabled(state: { optOut: boolean; allowed: boolean } | null | undefined) {
  return Boolean(state && (state.allowed || state.optOut));
}
