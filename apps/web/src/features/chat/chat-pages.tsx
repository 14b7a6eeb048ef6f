import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { chatPageQueryOptions, refreshChatList } from './chat-api';
import { toUIMessage } from './chat-message';
import { sessionForLoadedChat } from './chat-sessions';
import { ChatView } from './chat-view';
import type { RenderMusic } from './message-thread';
import { isBusy, peekChatSession } from './session-registry';

export interface PageProps {
  emptyState?: ReactNode;
  renderMusic: RenderMusic;
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
