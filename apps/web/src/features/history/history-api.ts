import type { ItemsEnvelope, MessageEnvelope } from '@riffmate/contract';
import { api, getFirstItem, getMessage } from '@/lib/api';

/** `DELETE /api/chats/{id}`: answers the deleted chat's id (docs/product.md §7). */
export async function deleteChat(id: string): Promise<{ id: string } | null> {
  return getFirstItem(
    await api.delete<ItemsEnvelope<{ id: string }>>(`/api/chats/${encodeURIComponent(id)}`),
  );
}

/** `DELETE /api/chats/`: every chat of the user. */
export async function deleteAllChats(): Promise<string> {
  return getMessage(await api.delete<MessageEnvelope>('/api/chats/'));
}
