import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(public)/legal/cookie-policy')({
  preloadStaleTime: 0,
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return (
    <PagePlaceholder title="Cookie Policy">
      Which cookies Riffmate sets and why: only what signing in and security need.
    </PagePlaceholder>
  );
}
