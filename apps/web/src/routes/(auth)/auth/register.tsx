import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(auth)/auth/register')({
  preloadStaleTime: 0,
  component: RegisterPage,
});

function RegisterPage() {
  return (
    <PagePlaceholder title="Create your account">
      Register with your e-mail and a password, then verify your e-mail and phone to start composing.
    </PagePlaceholder>
  );
}
