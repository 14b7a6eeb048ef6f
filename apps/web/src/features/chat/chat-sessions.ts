import { Chat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import { AxiosError } from 'axios';
import { toast } from '@/lib/toast';
import { API_BASE, chatFetch, toastForChatError } from './chat-fetch';
import type { RiffUIMessage } from './chat-message';
import { chatRequestBody } from './chat-request';
import { type ChatSession, isBusy, peekChatSession, rememberChatSession } from './session-registry';

export type { ChatSession };

export interface SessionHooks {
  /** The server accepted a request and the reply is starting (once per request). */
  onResponse?: () => void;
  /** A reply ended, however it ended. */
  onFinish?: () => void;
}

/** Marks a reply that ended early, so the thread shows the note and Retry as for a stored one. */
function markInterrupted(chat: ChatSession, messageId: string): void {
  chat.messages = chat.messages.map((message) =>
    message.id === messageId && message.role === 'assistant'
      ? { ...message, metadata: { ...message.metadata, status: 'interrupted' } }
      : message,
  );
}

/** The server refused the attached MIDI file (too large, not MIDI, unreadable): nothing was stored. */
function isRefusedUpload(error: unknown): boolean {
  if (!(error instanceof AxiosError)) return false;
  const code = (error.response?.data as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && code.startsWith('MIDI_');
}

/** Takes back a message the server refused, so the thread shows only what was sent. */
function dropLastUserMessage(chat: ChatSession): void {
  const last = chat.messages.at(-1);
  if (last?.role === 'user') chat.messages = chat.messages.slice(0, -1);
}

function createSession(id: string, messages: RiffUIMessage[], hooks: SessionHooks): ChatSession {
  const transport = new DefaultChatTransport<RiffUIMessage>({
    api: `${API_BASE}/api/chat`,
    fetch: async (input, init) => {
      const response = await chatFetch(input, init);
      hooks.onResponse?.();
      return response;
    },
    prepareSendMessagesRequest: ({ id: chatId, messages: all, trigger, messageId }) => ({
      body: chatRequestBody({ id: chatId, messages: all, trigger, messageId }),
    }),
  });
  const chat: ChatSession = new Chat<RiffUIMessage>({
    id,
    messages,
    transport,
    onError: (error) => {
      const input = toastForChatError(error);
      if (input) toast(input);
      if (isRefusedUpload(error)) dropLastUserMessage(chat);
    },
    onFinish: ({ message, isAbort, isDisconnect, isError }) => {
      if (isAbort || isDisconnect || isError) markInterrupted(chat, message.id);
      hooks.onFinish?.();
    },
  });
  rememberChatSession(chat);
  return chat;
}

/**
 * Whether opening this chat should ask the server for a reply still being generated
 * (`GET /api/chat/{id}/stream`, docs/decisions/0033): only when its last message is the user's —
 * the reply is not stored yet, e.g. the page was reloaded mid-reply. Other chats make no request.
 */
export function shouldResumeOnOpen(chat: ChatSession): boolean {
  return !isBusy(chat) && chat.messages.at(-1)?.role === 'user';
}

/** A fresh chat for /chat, under a new random id (the server creates it on the first message). */
export function createNewChatSession(hooks: SessionHooks): ChatSession {
  return createSession(crypto.randomUUID(), [], hooks);
}

/**
 * The session for a loaded chat. The one in memory wins while it is streaming or knows at least as
 * many messages as the server (its reply may not be stored yet); otherwise the server's copy is fresher.
 */
export function sessionForLoadedChat(
  id: string,
  messages: RiffUIMessage[],
  hooks: SessionHooks,
): ChatSession {
  const existing = peekChatSession(id);
  if (existing && (isBusy(existing) || existing.messages.length >= messages.length)) {
    rememberChatSession(existing);
    return existing;
  }
  return createSession(id, messages, hooks);
}
