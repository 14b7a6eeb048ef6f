import { createFileRoute } from '@tanstack/react-router';
import { loadChatOrRedirect } from '@/features/chat/chat-api';
import { ChatPage } from '@/features/chat/chat-pages';
import { Greeting } from '@/features/greeting/greeting';
import { renderMusicCards } from '@/features/music-player/music-cards';

export const Route = createFileRoute('/(protected)/chat/$id')({
  preloadStaleTime: 0,
  // Spec §4: the chat is loaded first; if it cannot be, a toast and /chat.
  loader: ({ context, params, preload }) => loadChatOrRedirect(context.queryClient, params.id, { preload }),
  component: ChatRoute,
});

function ChatRoute() {
  const { id } = Route.useParams();
  // Keyed by id: another chat is another page, with its own session and scroll.
  return <ChatPage key={id} id={id} emptyState={<Greeting as="h1" />} renderMusic={renderMusicCards} />;
}
