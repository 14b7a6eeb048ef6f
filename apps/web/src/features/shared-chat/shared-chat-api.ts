import { type ItemsEnvelope, type SharedChat, sharedChatSchema } from '@riffmate/contract';
import { queryOptions } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { api, getFirstItem } from '@/lib/api';

export class SharedChatGoneError extends Error {
  constructor() {
    super('This shared chat is no longer available.');
    this.name = 'SharedChatGoneError';
  }
}

/** Revoked, deleted or mistyped links all answer 404 (or nothing): the chat is simply gone. */
export function isGone(error: unknown): boolean {
  return error instanceof SharedChatGoneError || (isAxiosError(error) && error.response?.status === 404);
}

/** `GET /api/shared/{token}` → `items[0]` (public: no session needed). */
export async function fetchSharedChat(token: string): Promise<SharedChat> {
  const res = await api.get<ItemsEnvelope<SharedChat>>(`/api/shared/${encodeURIComponent(token)}`);
  const item = getFirstItem(res);
  if (!item) throw new SharedChatGoneError();
  return sharedChatSchema.parse(item);
}

/** The shared chat's one query, used by the route loader (prefetch) and the page. */
export function sharedChatQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['shared-chat', token] as const,
    queryFn: () => fetchSharedChat(token),
    // A snapshot changes only when its owner shares again; no need to refetch on every focus.
    staleTime: 60_000,
    retry: (failureCount, error) => !isGone(error) && failureCount < 3,
  });
}
