import type { Chat } from '@ai-sdk/react';
import type { RiffUIMessage } from './chat-message';

// Type-only imports: the /chat/{id} loader reads this registry, and loaders ship in the entry
// chunk, so nothing here may pull the AI SDK in (chat-sessions.ts creates the sessions).

export type ChatSession = Chat<RiffUIMessage>;

/**
 * Live chats of this page load, by id. They live outside React so a reply keeps streaming while
 * the page changes from /chat to /chat/{id} (or the user looks at another chat and comes back).
 */
const sessions = new Map<string, ChatSession>();
/** Idle sessions beyond this many are dropped, oldest first; streaming ones are never dropped. */
const MAX_SESSIONS = 12;

export function isBusy(chat: Pick<ChatSession, 'status'>): boolean {
  return chat.status === 'submitted' || chat.status === 'streaming';
}

export function peekChatSession(id: string): ChatSession | undefined {
  return sessions.get(id);
}

/** Stores (or refreshes) a session as the most recently used one. */
export function rememberChatSession(chat: ChatSession): void {
  sessions.delete(chat.id);
  sessions.set(chat.id, chat);
  for (const [id, old] of sessions) {
    if (sessions.size <= MAX_SESSIONS) break;
    if (!isBusy(old)) sessions.delete(id);
  }
}

/** Test helper: forget every session. */
export function clearChatSessions(): void {
  sessions.clear();
}
