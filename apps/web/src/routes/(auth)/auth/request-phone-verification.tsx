import { createFileRoute } from '@tanstack/react-router';
import { RequestPhoneVerificationPage } from '@/features/auth/request-phone-verification-page';
import { requestPhoneVerificationSearchSchema } from '@/features/auth/search-schemas';

export const Route = createFileRoute('/(auth)/auth/request-phone-verification')({
  preloadStaleTime: 0,
  validateSearch: requestPhoneVerificationSearchSchema,
  component: RequestPhoneVerificationRoute,
});

function RequestPhoneVerificationRoute() {
  const { redirect } = Route.useSearch();
  return <RequestPhoneVerificationPage redirect={redirect} />;
}
