import type { Chat, ChatSummary, ItemsEnvelope } from '@riffmate/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, getFirstItem, getItems } from './api';
import { useAppStore } from './app-store';

/**
 * The chat list and one chat, shared by the history sidebar, the share dialog and the chat page
 * (one query-options object per read, docs/architecture.md). Lives in lib because several features read and
 * update the same cache entries.
 */
export const CHATS_QUERY_KEY = ['chats'] as const;
export const chatQueryKey = (id: string) => ['chats', id] as const;

/** The store mirrors the list (docs/product.md §3) so non-React code sees the same chats and `noChats`. */
function mirror(chats: ChatSummary[]): void {
  const store = useAppStore.getState();
  store.replaceChats(chats);
  store.setNoChats(chats.length === 0);
}

/** `GET /api/chats`: newest first. */
export async function fetchChats(): Promise<ChatSummary[]> {
  const chats = getItems(await api.get<ItemsEnvelope<ChatSummary>>('/api/chats'));
  mirror(chats);
  return chats;
}

/** The chat list, refetched on window focus, mount and reconnect (docs/product.md §7). */
export const chatListQueryOptions = queryOptions({
  queryKey: CHATS_QUERY_KEY,
  queryFn: fetchChats,
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
  refetchOnReconnect: true,
});

/** `GET /api/chats/{id}`: the chat with its messages, null when absent (docs/product.md §7). */
export async function fetchChat(id: string): Promise<Chat | null> {
  return getFirstItem(await api.get<ItemsEnvelope<Chat>>(`/api/chats/${encodeURIComponent(id)}`));
}

export const chatQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatQueryKey(id), queryFn: () => fetchChat(id) });

/** Updates one listed chat (and the cached chat itself) in place, e.g. once it is shared. */
export function patchListedChat(queryClient: QueryClient, id: string, patch: Partial<ChatSummary>): void {
  const apply = <T extends ChatSummary>(chat: T): T => {
    const next = { ...chat, ...patch };
    // `sharePath: undefined` means "no longer shared": drop the key, as the server does.
    if ('sharePath' in patch && patch.sharePath === undefined) delete next.sharePath;
    return next;
  };
  const list = queryClient.setQueryData<ChatSummary[]>(CHATS_QUERY_KEY, (chats) =>
    chats?.map((chat) => (chat.id === id ? apply(chat) : chat)),
  );
  if (list) mirror(list);
  queryClient.setQueryData<Chat | null>(chatQueryKey(id), (chat) => (chat ? apply(chat) : chat));
}

/** Takes a deleted chat out of the list, the store and the cache (docs/product.md §4). */
export function removeListedChat(queryClient: QueryClient, id: string): void {
  const list = queryClient.setQueryData<ChatSummary[]>(CHATS_QUERY_KEY, (chats) =>
    chats?.filter((chat) => chat.id !== id),
  );
  useAppStore.getState().removeChatById(id);
  useAppStore.getState().setNoChats((list ?? useAppStore.getState().chats).length === 0);
  queryClient.removeQueries({ queryKey: chatQueryKey(id), exact: true });
}

/** After "Delete all chats": nothing listed, nothing cached. */
export function clearListedChats(queryClient: QueryClient): void {
  queryClient.setQueryData<ChatSummary[]>(CHATS_QUERY_KEY, []);
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] === CHATS_QUERY_KEY[0] && query.queryKey.length > 1,
  });
  mirror([]);
}
