import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '@/features/account/subscription-page';

export const Route = createFileRoute('/(protected)/account/subscription')({
  preloadStaleTime: 0,
  component: SubscriptionPage,
});
