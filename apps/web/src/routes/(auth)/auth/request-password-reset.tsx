import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(auth)/auth/request-password-reset')({
  preloadStaleTime: 0,
  component: RequestPasswordResetPage,
});

function RequestPasswordResetPage() {
  return (
    <PagePlaceholder title="Reset your password">
      Enter your e-mail and we will send you a link to choose a new password.
    </PagePlaceholder>
  );
}
