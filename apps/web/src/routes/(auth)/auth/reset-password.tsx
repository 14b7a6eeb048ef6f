import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import { onResetPasswordSearchError, resetPasswordSearchSchema } from '@/features/auth/search-schemas';

export const Route = createFileRoute('/(auth)/auth/reset-password')({
  preloadStaleTime: 0,
  validateSearch: resetPasswordSearchSchema,
  // The only error this route can raise is an invalid search (no loader).
  onError: onResetPasswordSearchError,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
