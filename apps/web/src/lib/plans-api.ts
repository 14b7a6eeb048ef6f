import type {
  ItemsEnvelope,
  PaidTier,
  Plan,
  PlanPrice,
  PlansItem,
  RedirectItem,
  Tier,
} from '@riffmate/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, getFirstItem } from '@/lib/api';

// What /plans asks the server, read by hand rather than with the contract's zod schemas: /plans is
// a page most visitors open signed out, and zod would be most of its code (docs/decisions/0041).
// plans-api.test.ts checks the readers against plansItemSchema and redirectItemSchema.

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isIntegerOrNull = (value: unknown): value is number | null => value === null || isInteger(value);
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);
const TIERS = ['free', 'plus', 'pro'] as const satisfies readonly Tier[];
const isTier = (value: unknown): value is Tier => TIERS.includes(value as Tier);

function readPrice(value: unknown): PlanPrice | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isString(value.id) || !isIntegerOrNull(value.amount)) return undefined;
  if (!isString(value.currency) || !isStringOrNull(value.interval) || !isIntegerOrNull(value.intervalCount))
    return undefined;
  return {
    id: value.id,
    amount: value.amount,
    currency: value.currency,
    interval: value.interval,
    intervalCount: value.intervalCount,
  };
}

function readPlan(value: unknown): Plan | undefined {
  if (!isObject(value) || !isTier(value.tier) || !isString(value.name) || !isStringOrNull(value.productName))
    return undefined;
  const { quota, features } = value;
  if (!isObject(quota) || !isInteger(quota.messages) || !isInteger(quota.windowHours)) return undefined;
  if (!Array.isArray(features) || !features.every(isString)) return undefined;
  const price = readPrice(value.price);
  if (price === undefined) return undefined;
  return {
    tier: value.tier,
    name: value.name,
    productName: value.productName,
    quota: { messages: quota.messages, windowHours: quota.windowHours },
    features: [...features],
    price,
  };
}

/**
 * The catalogue of a `GET /api/billing/plans` item, or null when it does not have the contract's
 * shape (`plansItemSchema`); unknown keys are dropped, as zod does.
 */
export function readPlansItem(item: unknown): PlansItem | null {
  if (!isObject(item) || typeof item.billingEnabled !== 'boolean' || !Array.isArray(item.plans)) return null;
  const plans: Plan[] = [];
  for (const value of item.plans) {
    const plan = readPlan(value);
    if (!plan) return null;
    plans.push(plan);
  }
  return { billingEnabled: item.billingEnabled, plans };
}

export const PLANS_QUERY_KEY = ['billing', 'plans'] as const;

export async function fetchPlans(): Promise<PlansItem> {
  const item = readPlansItem(getFirstItem(await api.get<ItemsEnvelope<PlansItem>>('/api/billing/plans')));
  if (!item) throw new Error('The plans answer does not have the expected shape.');
  return item;
}

export const plansQueryOptions = queryOptions({ queryKey: PLANS_QUERY_KEY, queryFn: fetchPlans });

/** The `url` of a `{url}` item (`redirectItemSchema`), or null. */
export function readRedirectItem(item: unknown): RedirectItem | null {
  return isObject(item) && isString(item.url) ? { url: item.url } : null;
}

/** Where to send the browser to buy (or switch to) `tier`: Stripe Checkout, or the portal for subscribers. */
export async function startCheckout(tier: PaidTier): Promise<string> {
  const res = await api.post<ItemsEnvelope<RedirectItem>>('/api/billing/checkout', { tier });
  const item = readRedirectItem(getFirstItem(res));
  if (!item) throw new Error('The checkout answer does not have the expected shape.');
  return item.url;
}

/** Leaves the SPA for a Stripe page (a seam for tests). */
export function goTo(url: string): void {
  window.location.assign(url);
}
