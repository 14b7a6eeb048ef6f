import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(auth)/auth/verify-phone')({
  preloadStaleTime: 0,
  component: VerifyPhonePage,
});

function VerifyPhonePage() {
  return (
    <PagePlaceholder title="Enter your code">
      Type the code we sent to your phone to finish setting up your account.
    </PagePlaceholder>
  );
}
