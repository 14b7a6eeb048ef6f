import type { RiffUIMessage } from './chat-message';
import { textOf } from './chat-message';

/** A message as `POST /api/chat` receives it (docs/product.md §3: `name` and `function_call` only when set). */
export interface WireMessage {
  id: string;
  role: RiffUIMessage['role'];
  content: string;
  parts: (
    | { type: 'text'; text: string }
    | { type: 'file'; mediaType: string; filename?: string; url: string }
  )[];
  name?: string;
  function_call?: unknown;
}

export interface ChatRequestBody {
  id: string;
  messages: WireMessage[];
  /** Only on a regenerate, so the server replaces the reply instead of storing the question twice. */
  trigger?: 'regenerate-message';
  messageId?: string;
}

/**
 * Shapes one message for the wire: a null name is left out, `functionCall` goes as `function_call`
 * and is left out when null (docs/product.md §3). Only what a user makes is sent: text parts, and with
 * `withFiles` an attached MIDI file as a `file` part (its `data:` URL; only the new message).
 */
export function toWireMessage(message: RiffUIMessage, withFiles = false): WireMessage {
  const wire: WireMessage = {
    id: message.id,
    role: message.role,
    content: textOf(message),
    parts: message.parts.flatMap((part): WireMessage['parts'] => {
      if (part.type === 'text') return [{ type: 'text', text: part.text }];
      if (withFiles && part.type === 'file' && part.url.startsWith('data:')) {
        const file = { type: 'file' as const, mediaType: part.mediaType, url: part.url };
        return [part.filename ? { ...file, filename: part.filename } : file];
      }
      return [];
    }),
  };
  const name = message.metadata?.name;
  if (name != null) wire.name = name;
  const functionCall = message.metadata?.functionCall;
  if (functionCall != null) wire.function_call = functionCall;
  return wire;
}

/**
 * The request body: the chat id and the last user message only, because the server keeps the
 * history itself (sending the whole thread would grow every request with the chat's length).
 * Its MIDI file travels once, with the new message; a regenerate sends none (the server has it).
 */
export function chatRequestBody({
  id,
  messages,
  trigger,
  messageId,
}: {
  id: string;
  messages: RiffUIMessage[];
  trigger: 'submit-message' | 'regenerate-message';
  messageId: string | undefined;
}): ChatRequestBody {
  const lastUser = messages.findLast((message) => message.role === 'user');
  const fresh = trigger === 'submit-message';
  const body: ChatRequestBody = { id, messages: lastUser ? [toWireMessage(lastUser, fresh)] : [] };
  if (trigger === 'regenerate-message') {
    body.trigger = trigger;
    if (messageId) body.messageId = messageId;
  }
  return body;
}
