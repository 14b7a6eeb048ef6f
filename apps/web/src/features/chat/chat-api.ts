import type { Chat, ChatSummary } from '@riffmate/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { isAxiosError } from 'axios';
import { useAppStore } from '@/lib/app-store';
import { CHATS_QUERY_KEY, chatQueryOptions, fetchChat } from '@/lib/chat-list';
import { toast } from '@/lib/toast';
import { isBusy, peekChatSession } from './session-registry';

export class ChatNotFoundError extends Error {
  constructor(id: string) {
    super(`Chat ${id} not found`);
    this.name = 'ChatNotFoundError';
  }
}

/** A 4xx will not get better by asking again (and the user waits for the toast); the rest retries. */
export function shouldRetryChat(failureCount: number, error: unknown): boolean {
  if (error instanceof ChatNotFoundError) return false;
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 3;
}

/**
 * The chat page's query, used by its route loader and its component (docs/architecture.md). It is the shared
 * `['chats', id]` entry of lib/chat-list (so the share dialog's updates land in it), with "no such
 * chat" as an error and no retries on a 404.
 */
export function chatPageQueryOptions(id: string) {
  const shared = chatQueryOptions(id);
  return queryOptions({
    queryKey: shared.queryKey,
    queryFn: async (): Promise<Chat | null> => {
      const chat = await fetchChat(id);
      if (!chat) throw new ChatNotFoundError(id);
      return chat;
    },
    // Just loaded by the loader: the page must not ask again as it mounts.
    staleTime: 10_000,
    retry: shouldRetryChat,
  });
}

/**
 * The loader of /chat/{id} (docs/product.md §4): load the chat, or say "Could not load chat {id}" and go to
 * /chat. A chat whose reply is streaming right now (a new chat just handed over from /chat) is
 * already here and is not fetched: the server may not have stored the reply yet.
 */
export async function loadChatOrRedirect(
  queryClient: QueryClient,
  id: string,
  { preload = false }: { preload?: boolean } = {},
): Promise<void> {
  const session = peekChatSession(id);
  if (session && isBusy(session)) return;
  try {
    await queryClient.fetchQuery(chatPageQueryOptions(id));
  } catch {
    // A hover preload that fails says nothing; the real navigation will try again and tell.
    if (preload) return;
    toast({ description: `Could not load chat ${id}`, variant: 'destructive' });
    throw redirect({ to: '/chat' });
  }
}

/**
 * A chat the server has just created (its first reply started): listed at once — in the store and
 * the list query the sidebar reads — then the list is refetched for the server's title.
 */
export function announceNewChat(queryClient: QueryClient, chat: ChatSummary): void {
  const store = useAppStore.getState();
  store.addChatToFront(chat);
  store.setNoChats(false);
  queryClient.setQueryData<ChatSummary[]>(CHATS_QUERY_KEY, (chats) =>
    chats ? [chat, ...chats.filter((c) => c.id !== chat.id)] : chats,
  );
  void refreshChatList(queryClient);
}

/** After a reply: titles and order may have changed. Only the list, never the open chat's entry. */
export function refreshChatList(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY, exact: true });
}
