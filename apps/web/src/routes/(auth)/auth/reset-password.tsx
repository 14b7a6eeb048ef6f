import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(auth)/auth/reset-password')({
  preloadStaleTime: 0,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  return (
    <PagePlaceholder title="Choose a new password">
      Set a new password for your account using the link from your e-mail.
    </PagePlaceholder>
  );
}
