import {
  type ItemsEnvelope,
  type PaidTier,
  type PlansItem,
  plansItemSchema,
  type RedirectItem,
  redirectItemSchema,
  type SubscriptionDetails,
  subscriptionDetailsSchema,
  type TrainingItem,
  trainingItemSchema,
} from '@riffmate/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, getFirstItem } from '@/lib/api';

export const PLANS_QUERY_KEY = ['billing', 'plans'] as const;
export const SUBSCRIPTION_QUERY_KEY = ['billing', 'subscription'] as const;
export const TRAINING_QUERY_KEY = ['account', 'training'] as const;

export async function fetchPlans(): Promise<PlansItem> {
  return plansItemSchema.parse(getFirstItem(await api.get<ItemsEnvelope<PlansItem>>('/api/billing/plans')));
}

export async function fetchSubscription(): Promise<SubscriptionDetails> {
  return subscriptionDetailsSchema.parse(
    getFirstItem(await api.get<ItemsEnvelope<SubscriptionDetails>>('/api/billing/subscription')),
  );
}

/** Where to send the browser to buy (or switch to) `tier`: Stripe Checkout, or the portal for subscribers. */
export async function startCheckout(tier: PaidTier): Promise<string> {
  const res = await api.post<ItemsEnvelope<RedirectItem>>('/api/billing/checkout', { tier });
  return redirectItemSchema.parse(getFirstItem(res)).url;
}

/** The Stripe Customer Portal for the signed-in user. */
export async function openPortal(): Promise<string> {
  const res = await api.post<ItemsEnvelope<RedirectItem>>('/api/billing/portal', {});
  return redirectItemSchema.parse(getFirstItem(res)).url;
}

export async function fetchTraining(): Promise<TrainingItem> {
  return trainingItemSchema.parse(
    getFirstItem(await api.get<ItemsEnvelope<TrainingItem>>('/api/account/training')),
  );
}

export async function updateTraining(optOut: boolean): Promise<TrainingItem> {
  return trainingItemSchema.parse(
    getFirstItem(await api.put<ItemsEnvelope<TrainingItem>>('/api/account/training', { optOut })),
  );
}

export const plansQueryOptions = queryOptions({ queryKey: PLANS_QUERY_KEY, queryFn: fetchPlans });
export const subscriptionQueryOptions = queryOptions({
  queryKey: SUBSCRIPTION_QUERY_KEY,
  queryFn: fetchSubscription,
  staleTime: 0,
});
export const trainingQueryOptions = queryOptions({ queryKey: TRAINING_QUERY_KEY, queryFn: fetchTraining });

/** Leaves the SPA for a Stripe page (a seam for tests). */
export function goTo(url: string): void {
  window.location.assign(url);
}
