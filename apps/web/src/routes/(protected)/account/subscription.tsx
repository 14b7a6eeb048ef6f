import type { CHECKOUT_RESULT } from '@riffmate/contract';
import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '@/features/account/subscription-page';
import { searchSchema } from '@/lib/search-schema';

// The contract's list, restated so that its module (and zod with it) stays out of the start-up
// bundle; `satisfies` fails the build if the two ever differ.
const CHECKOUT_RESULTS = ['success', 'cancelled'] as const satisfies typeof CHECKOUT_RESULT;
type CheckoutResult = (typeof CHECKOUT_RESULTS)[number];

/** `?checkout=success|cancelled`: where Stripe Checkout returns to; anything else is ignored. */
const subscriptionSearchSchema = searchSchema<
  { checkout?: CheckoutResult | undefined },
  { checkout?: CheckoutResult | undefined }
>((search) => ({
  checkout: CHECKOUT_RESULTS.find((result) => result === search.checkout),
}));

export const Route = createFileRoute('/(protected)/account/subscription')({
  preloadStaleTime: 0,
  validateSearch: subscriptionSearchSchema,
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const { checkout } = Route.useSearch();
  return <SubscriptionPage checkout={checkout} />;
}
