import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/register-page';

export const Route = createFileRoute('/(auth)/auth/register')({
  preloadStaleTime: 0,
  component: RegisterPage,
});
