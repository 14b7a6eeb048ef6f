import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(protected)/account/subscription')({
  preloadStaleTime: 0,
  component: SubscriptionPage,
});

function SubscriptionPage() {
  return (
    <PagePlaceholder title="Subscription">
      Your current plan, its renewal date and how to change it.
    </PagePlaceholder>
  );
}
