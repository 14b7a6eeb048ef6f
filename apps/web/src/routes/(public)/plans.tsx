import { createFileRoute } from '@tanstack/react-router';
import { PlansPage } from '@/features/plans/plans-page';

export const Route = createFileRoute('/(public)/plans')({
  preloadStaleTime: 0,
  component: PlansPage,
});
