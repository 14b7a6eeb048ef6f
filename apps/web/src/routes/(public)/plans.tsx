import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(public)/plans')({
  preloadStaleTime: 0,
  component: PlansPage,
});

function PlansPage() {
  return (
    <PagePlaceholder title="Plans">
      Compare the Plus and Pro plans and pick the one that fits how much you compose.
    </PagePlaceholder>
  );
}
