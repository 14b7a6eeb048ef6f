import type { ChatSummary } from '@riffmate/contract';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { announceNewChat, chatPageQueryOptions, refreshChatList } from './chat-api';
import { textOf, toUIMessage } from './chat-message';
import { createNewChatSession, sessionForLoadedChat } from './chat-sessions';
import { ChatView } from './chat-view';
import type { RenderMusic } from './message-thread';
import { isBusy, peekChatSession } from './session-registry';

interface PageProps {
  emptyState?: ReactNode;
  renderMusic: RenderMusic;
}

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
  return <ChatView chat={chat} emptyState={emptyState} renderMusic={renderMusic} autoFocus />;
}

/** /chat/{id}: the chat streaming right now (handed over from /chat), or the one the loader fetched. */
export function ChatPage({ id, emptyState, renderMusic }: PageProps & { id: string }) {
  // Decided once: a live reply stays with its session even after it finishes.
  const [live] = useState(() => {
    const session = peekChatSession(id);
    return session && isBusy(session) ? session : null;
  });
  if (live) return <ChatView chat={live} emptyState={emptyState} renderMusic={renderMusic} />;
  return <StoredChatPage id={id} emptyState={emptyState} renderMusic={renderMusic} />;
}

function StoredChatPage({ id, emptyState, renderMusic }: PageProps & { id: string }) {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(chatPageQueryOptions(id));
  const [chat] = useState(() =>
    sessionForLoadedChat(id, (data?.messages ?? []).map(toUIMessage), {
      onFinish: () => void refreshChatList(queryClient),
    }),
  );
  return <ChatView chat={chat} emptyState={emptyState} renderMusic={renderMusic} autoFocus />;
}
