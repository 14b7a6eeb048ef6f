import { createFileRoute } from '@tanstack/react-router';
import { onVerifyEmailSearchError, verifyEmailSearchSchema } from '@/features/auth/search-schemas';
import { VerifyEmailPage } from '@/features/auth/verify-email-page';

export const Route = createFileRoute('/(auth)/auth/verify-email')({
  preloadStaleTime: 0,
  validateSearch: verifyEmailSearchSchema,
  // The only error this route can raise is an invalid search (no loader).
  onError: onVerifyEmailSearchError,
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { email } = Route.useSearch();
  return <VerifyEmailPage email={email} />;
}
