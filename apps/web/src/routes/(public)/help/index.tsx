import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(public)/help/')({
  preloadStaleTime: 0,
  component: HelpPage,
});

function HelpPage() {
  return (
    <PagePlaceholder title="Help">
      Answers to common questions about chatting, MIDI downloads, plans and your account.
    </PagePlaceholder>
  );
}
