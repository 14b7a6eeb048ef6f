import { createFileRoute } from '@tanstack/react-router';
import { PrivacySummaryPage } from '@/features/legal/privacy-summary-page';

export const Route = createFileRoute('/(public)/legal/privacy/')({
  preloadStaleTime: 0,
  component: PrivacySummaryPage,
});
