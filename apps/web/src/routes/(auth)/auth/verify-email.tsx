import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(auth)/auth/verify-email')({
  preloadStaleTime: 0,
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  return (
    <PagePlaceholder title="Verify your e-mail">
      Enter the code we e-mailed you to confirm your address.
    </PagePlaceholder>
  );
}
