import { CHECKOUT_RESULT } from '@riffmate/contract';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SubscriptionPage } from '@/features/account/subscription-page';

/** `?checkout=success|cancelled`: where Stripe Checkout returns to; anything else is ignored. */
const subscriptionSearchSchema = z.object({
  checkout: z.enum(CHECKOUT_RESULT).optional().catch(undefined),
});

export const Route = createFileRoute('/(protected)/account/subscription')({
  preloadStaleTime: 0,
  validateSearch: subscriptionSearchSchema,
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const { checkout } = Route.useSearch();
  return <SubscriptionPage checkout={checkout} />;
}
