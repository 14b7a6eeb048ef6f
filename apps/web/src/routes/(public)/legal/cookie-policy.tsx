import { createFileRoute } from '@tanstack/react-router';
import { CookiePolicyPage } from '@/features/legal/cookie-policy-page';

export const Route = createFileRoute('/(public)/legal/cookie-policy')({
  preloadStaleTime: 0,
  component: CookiePolicyPage,
});
