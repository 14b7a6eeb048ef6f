import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import { loginSearchSchema } from '@/features/auth/search-schemas';

export const Route = createFileRoute('/(auth)/auth/login')({
  preloadStaleTime: 0,
  validateSearch: loginSearchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
