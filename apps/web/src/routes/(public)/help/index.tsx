import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '@/features/support/help-page';

export const Route = createFileRoute('/(public)/help/')({
  preloadStaleTime: 0,
  component: HelpPage,
});
