import { readState, respond } from '../respond.ts';
import type { ChatTurn, ComposerReply } from '../types.ts';

/**
 * Plays a chat through `respond()` the way the server does (each assistant turn stores its state,
 * read back as the next turn reads it) and returns every reply; `midi` is a file attached to the
 * first message. For the tests.
 */
export function playChat(messages: readonly string[], seed?: number, midi?: Uint8Array): ComposerReply[] {
  const turns: ChatTurn[] = [];
  return messages.map((text, i) => {
    turns.push(
      i === 0 && midi
        ? { role: 'user', text, midi, fileId: 'f1', filename: 'upload.mid' }
        : { role: 'user', text },
    );
    const reply = respond(turns, seed === undefined ? {} : { seed });
    turns.push({
      role: 'assistant',
      text: reply.text,
      state: reply.state ? readState(JSON.parse(JSON.stringify(reply.state))) : null,
    } as ChatTurn);
    return reply;
  });
}
