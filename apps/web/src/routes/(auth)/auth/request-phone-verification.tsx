import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(auth)/auth/request-phone-verification')({
  preloadStaleTime: 0,
  component: RequestPhoneVerificationPage,
});

function RequestPhoneVerificationPage() {
  return (
    <PagePlaceholder title="Verify your phone">
      Enter your phone number in international format and we will text you a code.
    </PagePlaceholder>
  );
}
