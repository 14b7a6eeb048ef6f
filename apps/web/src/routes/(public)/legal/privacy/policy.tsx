import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(public)/legal/privacy/policy')({
  preloadStaleTime: 0,
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return (
    <PagePlaceholder title="Privacy Policy">
      The full policy: what Riffmate collects, why, how long it is kept and how to reach us about it.
    </PagePlaceholder>
  );
}
