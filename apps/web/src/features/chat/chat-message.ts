import type { ChatMessage, MusicAttachment } from '@riffmate/contract';
import type { UIMessage } from 'ai';

/** What the client keeps beside a UI message: the stored fields of docs/product.md §3 and the contract. */
export interface RiffMetadata {
  createdAt?: string;
  /** 'interrupted' when the reply stopped early (stored by the server, or seen by this client). */
  status?: 'complete' | 'interrupted';
  music?: MusicAttachment[];
  name?: string | null;
  functionCall?: unknown;
}

/** Data parts the server may stream: `{ type: 'data-music', data: MusicAttachment }`. */
export type RiffDataParts = { music: MusicAttachment };

export type RiffUIMessage = UIMessage<RiffMetadata, RiffDataParts>;

/** A message from the API as a UI message: its parts as stored, the rest in metadata. */
export function toUIMessage(
  message: Omit<ChatMessage, 'name' | 'function_call'> & Partial<ChatMessage>,
): RiffUIMessage {
  const parts = message.parts as unknown as RiffUIMessage['parts'];
  const hasText = parts.some((part) => part.type === 'text');
  return {
    id: message.id,
    role: message.role,
    // Older or tool-only rows may keep their words only in `content`.
    parts: hasText || message.content === '' ? parts : [{ type: 'text', text: message.content }, ...parts],
    metadata: {
      createdAt: message.createdAt,
      status: message.status,
      music: message.music,
      name: message.name,
      functionCall: message.function_call,
    },
  };
}

/** The words of a message: its text parts joined. */
export function textOf(message: Pick<RiffUIMessage, 'parts'>): string {
  let text = '';
  for (const part of message.parts) if (part.type === 'text') text += part.text;
  return text;
}

/**
 * A tool call of this reply failed (the piece could not be made): the server stores the reply as
 * interrupted, so the live thread shows it so too, with Retry, instead of words with no card.
 */
export function toolFailed(message: RiffUIMessage): boolean {
  return message.parts.some(
    (part) =>
      (part.type.startsWith('tool-') || part.type === 'dynamic-tool') &&
      'state' in part &&
      part.state === 'output-error',
  );
}
