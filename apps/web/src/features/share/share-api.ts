import type { ChatSummary, ItemsEnvelope } from '@riffmate/contract';
import { api, getFirstItem } from '@/lib/api';

/** `POST /api/chats/share/{id}`: answers the chat with its `sharePath` (docs/product.md §7). */
export async function shareChat(id: string): Promise<ChatSummary | null> {
  return getFirstItem(
    await api.post<ItemsEnvelope<ChatSummary>>(`/api/chats/share/${encodeURIComponent(id)}`),
  );
}

/** `DELETE /api/chats/share/{id}`: the link stops working. */
export async function stopSharingChat(id: string): Promise<void> {
  await api.delete(`/api/chats/share/${encodeURIComponent(id)}`);
}
