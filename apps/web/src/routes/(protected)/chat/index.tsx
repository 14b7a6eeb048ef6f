import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(protected)/chat/')({
  preloadStaleTime: 0,
  component: NewChatPage,
});

function NewChatPage() {
  return (
    <PagePlaceholder title="New chat">
      Ask a theory question or describe a groove, and Riffmate will answer with MIDI you can play and
      download.
    </PagePlaceholder>
  );
}
