import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/legal/terms-page';

export const Route = createFileRoute('/(public)/legal/terms-of-service')({
  preloadStaleTime: 0,
  component: TermsPage,
});
