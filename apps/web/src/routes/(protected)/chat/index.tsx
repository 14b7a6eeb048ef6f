import { createFileRoute } from '@tanstack/react-router';
import { NewChatPage } from '@/features/chat/chat-pages';
import { Greeting } from '@/features/greeting/greeting';
import { renderMusicCards } from '@/features/music-player/music-cards';

export const Route = createFileRoute('/(protected)/chat/')({
  preloadStaleTime: 0,
  component: NewChatRoute,
});

// The route composes the features: the chat thread draws music with the player's cards.
function NewChatRoute() {
  return <NewChatPage emptyState={<Greeting as="h1" />} renderMusic={renderMusicCards} />;
}
