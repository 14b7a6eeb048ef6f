import {
  type ItemsEnvelope,
  type RedirectItem,
  redirectItemSchema,
  type SubscriptionDetails,
  subscriptionDetailsSchema,
  type TrainingItem,
  trainingItemSchema,
} from '@riffmate/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, getFirstItem } from '@/lib/api';

export const SUBSCRIPTION_QUERY_KEY = ['billing', 'subscription'] as const;
export const TRAINING_QUERY_KEY = ['account', 'training'] as const;

export async function fetchSubscription(): Promise<SubscriptionDetails> {
  return subscriptionDetailsSchema.parse(
    getFirstItem(await api.get<ItemsEnvelope<SubscriptionDetails>>('/api/billing/subscription')),
  );
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

export const subscriptionQueryOptions = queryOptions({
  queryKey: SUBSCRIPTION_QUERY_KEY,
  queryFn: fetchSubscription,
  staleTime: 0,
});
export const trainingQueryOptions = queryOptions({ queryKey: TRAINING_QUERY_KEY, queryFn: fetchTraining });
