import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(auth)/auth/login')({
  preloadStaleTime: 0,
  component: LoginPage,
});

function LoginPage() {
  return (
    <PagePlaceholder title="Log in">
      Sign in with your e-mail and password to pick up your chats where you left off.
    </PagePlaceholder>
  );
}
