import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { RequestPasswordResetPage } from '@/features/auth/request-password-reset-page';
import { requestPasswordResetSearchSchema } from '@/features/auth/search-schemas';

export const Route = createFileRoute('/(auth)/auth/request-password-reset')({
  preloadStaleTime: 0,
  validateSearch: requestPasswordResetSearchSchema,
  // The empty fallback is the default: keep it out of the address bar.
  search: { middlewares: [stripSearchParams({ email: '' })] },
  component: RequestPasswordResetRoute,
});

function RequestPasswordResetRoute() {
  const { email } = Route.useSearch();
  return <RequestPasswordResetPage email={email} />;
}
