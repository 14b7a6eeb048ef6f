import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export const Route = createFileRoute('/(protected)/chat/$id')({
  preloadStaleTime: 0,
  component: ChatPage,
});

function ChatPage() {
  const { id } = Route.useParams();
  return (
    <PagePlaceholder title="Chat">
      Chat {id} will show here: your messages, Riffmate's replies and the MIDI it wrote, ready to play.
    </PagePlaceholder>
  );
}
