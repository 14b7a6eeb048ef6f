import type { ChatSummary } from '@riffmate/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { announceNewChat, refreshChatList } from './chat-api';
import { textOf } from './chat-message';
import type { PageProps } from './chat-pages';
import { createNewChatSession } from './chat-sessions';
import { ChatView } from './chat-view';

// Its own module (not chat-pages.tsx): the /chat route loads it after its first paint, while
// /chat/{id} loads chat-pages.tsx with its page (docs/decisions/0041).

const onNewChatPage = (pathname: string) => pathname.replace(/\/+$/, '') === '/chat';

/**
 * /chat: a chat that does not exist yet. As soon as the server accepts the first message (the reply
 * is starting) the chat is listed and the address becomes /chat/{id}; the session lives outside
 * React, so the reply keeps streaming across that change.
 */
export function NewChatPage({ emptyState, renderMusic }: PageProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [chat] = useState(() => {
    let announced = false;
    const session = createNewChatSession({
      onResponse: () => {
        if (announced) return;
        announced = true;
        const first = session.messages.find((message) => message.role === 'user');
        const summary: ChatSummary = {
          id: session.id,
          title: first ? textOf(first).slice(0, 60) : 'New chat',
          createdAt: new Date().toISOString(),
        };
        announceNewChat(queryClient, summary);
        // Only if the user is still here: they may have opened another page meanwhile.
        if (onNewChatPage(router.state.location.pathname)) {
          void router.navigate({ to: '/chat/$id', params: { id: session.id }, replace: true });
        }
      },
      onFinish: () => void refreshChatList(queryClient),
    });
    return session;
  });
  // The chat's own page takes over as soon as the first reply starts. Its code (half a KiB) is
  // fetched now: on a slow network, waiting for it then would swap the page under a reply already
  // on screen — a card played in that moment would be remounted and stop.
  useEffect(() => {
    void router.loadRouteChunk(router.routesById['/(protected)/chat/$id'])?.catch(() => {});
  }, [router]);
  return <ChatView chat={chat} emptyState={emptyState} renderMusic={renderMusic} autoFocus />;
}
