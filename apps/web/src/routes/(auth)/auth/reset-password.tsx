import { createFileRoute, useLocation } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import {
  onResetPasswordSearchError,
  resetPasswordSearchSchema,
  resetTokenFromHash,
} from '@/features/auth/search-schemas';

export const Route = createFileRoute('/(auth)/auth/reset-password')({
  preloadStaleTime: 0,
  validateSearch: resetPasswordSearchSchema,
  beforeLoad: ({ search, location }) => {
    if (!search.token && !resetTokenFromHash(location.hash)) onResetPasswordSearchError();
  },
  // The only errors this route raises are a bad or missing token (no loader).
  onError: onResetPasswordSearchError,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  const hash = useLocation({ select: (location) => location.hash });
  // beforeLoad made sure one of the two holds a token.
  return <ResetPasswordPage token={token ?? resetTokenFromHash(hash) ?? ''} />;
}
