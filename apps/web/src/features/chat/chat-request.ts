import type { RiffUIMessage } from './chat-message';
import { textOf } from './chat-message';

/** A message as `POST /api/chat` receives it (spec §3: `name` and `function_call` only when set). */
export interface WireMessage {
  id: string;
  role: RiffUIMessage['role'];
  content: string;
  parts: { type: 'text'; text: string }[];
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
 * and is left out when null (spec §3). Only text parts are sent: that is all a user types.
 */
export function toWireMessage(message: RiffUIMessage): WireMessage {
  const wire: WireMessage = {
    id: message.id,
    role: message.role,
    content: textOf(message),
    parts: message.parts.flatMap((part) =>
      part.type === 'text' ? [{ type: 'text' as const, text: part.text }] : [],
    ),
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
  const body: ChatRequestBody = { id, messages: lastUser ? [toWireMessage(lastUser)] : [] };
  if (trigger === 'regenerate-message') {
    body.trigger = trigger;
    if (messageId) body.messageId = messageId;
  }
  return body;
}
