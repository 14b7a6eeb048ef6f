import { createFileRoute } from '@tanstack/react-router';
import { type ComponentType, useEffect, useState } from 'react';
import { ChatPlaceholder } from '@/features/chat/chat-frame';
import type { NewChatPage as NewChatPageType } from '@/features/chat/new-chat-page';
import { Greeting, pickGreeting } from '@/features/greeting/greeting';
import { renderMusicCards } from '@/features/music-player/music-cards';

export const Route = createFileRoute('/(protected)/chat/')({
  preloadStaleTime: 0,
  component: NewChatRoute,
});

type NewChatPageComponent = ComponentType<Parameters<typeof NewChatPageType>[0]>;

/**
 * The chat itself (the AI SDK and its zod) is not needed to show an empty chat: the page first
 * shows its stand-in, greeting included, and asks for the chat's code once that is on screen, so
 * the greeting does not wait for it (docs/decisions/0041). An effect, because it loads code.
 */
function useNewChatPage(): NewChatPageComponent | null {
  const [page, setPage] = useState<{ component: NewChatPageComponent } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what should load again
  useEffect(() => {
    let live = true;
    import('@/features/chat/new-chat-page').then(
      (module) => live && setPage({ component: module.NewChatPage }),
      // Offline: the stand-in stays; try again when the connection is back.
      () => live && window.addEventListener('online', () => setAttempt((n) => n + 1), { once: true }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return page?.component ?? null;
}

// The route composes the features: the chat thread draws music with the player's cards.
function NewChatRoute() {
  // One pick for the stand-in and the page, so the greeting does not change when the chat loads.
  const [picked] = useState(pickGreeting);
  const NewChatPage = useNewChatPage();
  const greeting = <Greeting as="h1" picked={picked} />;
  return NewChatPage ? (
    <NewChatPage emptyState={greeting} renderMusic={renderMusicCards} />
  ) : (
    <ChatPlaceholder emptyState={greeting} />
  );
}
