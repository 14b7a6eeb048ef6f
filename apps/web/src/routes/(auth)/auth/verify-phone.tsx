import { createFileRoute } from '@tanstack/react-router';
import { onVerifyPhoneSearchError, verifyPhoneSearchSchema } from '@/features/auth/search-schemas';
import { VerifyPhonePage } from '@/features/auth/verify-phone-page';

export const Route = createFileRoute('/(auth)/auth/verify-phone')({
  preloadStaleTime: 0,
  validateSearch: verifyPhoneSearchSchema,
  // The only error this route can raise is an invalid search (no loader).
  onError: onVerifyPhoneSearchError,
  component: VerifyPhoneRoute,
});

function VerifyPhoneRoute() {
  const { phone, redirect } = Route.useSearch();
  return <VerifyPhonePage phone={phone} redirect={redirect} />;
}
