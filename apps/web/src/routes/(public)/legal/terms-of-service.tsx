import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(public)/legal/terms-of-service')({
  preloadStaleTime: 0,
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return (
    <PagePlaceholder title="Terms of Service">The terms that apply when you use Riffmate.</PagePlaceholder>
  );
}
