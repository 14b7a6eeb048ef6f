import { randomInt } from 'node:crypto';
import {
  type ChatMessage,
  type ChatSummary,
  MUSIC_DATA_PART,
  type MusicAttachment,
  sharePath,
} from '@riffmate/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { revalidatePrivateFile } from '../../http/private-file.ts';
import type { ChatRow, MessageRow } from './chats.repo.ts';
import type { MidiFile } from './files.repo.ts';

/** A chat list entry; `sharePath` only while a share is active (docs/product.md §3). */
export function toChatSummary(
  chat: Pick<ChatRow, 'id' | 'title' | 'created_at'>,
  shareToken: string | null | undefined,
): ChatSummary {
  // No spread: the list builds one of these per chat on every request.
  const summary: ChatSummary = { id: chat.id, title: chat.title, createdAt: chat.created_at };
  if (shareToken) summary.sharePath = sharePath(shareToken);
  return summary;
}

/** A stored message as the API sends it: `name` and `function_call` left out when null (docs/product.md §3). */
export function toChatMessage(row: MessageRow): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    role: row.role,
    content: row.content,
    parts: parseJson(row.parts, []),
    status: row.status,
    createdAt: row.created_at,
  };
  if (row.name !== null) message.name = row.name;
  if (row.function_call !== null) message.function_call = parseJson(row.function_call, null);
  if (row.music !== null) message.music = parseJson(row.music, []);
  return message;
}

/** The message with every music URL (attachments and `data-music` parts) pointing elsewhere. */
export function withMusicUrls<M extends Pick<ChatMessage, 'parts' | 'music'>>(
  message: M,
  urlFor: (fileId: string) => string,
): M {
  const rewrite = (music: MusicAttachment): MusicAttachment => ({ ...music, url: urlFor(music.fileId) });
  return {
    ...message,
    parts: message.parts.map((part) =>
      part.type === MUSIC_DATA_PART && isAttachment(part.data) ? { ...part, data: rewrite(part.data) } : part,
    ),
    ...(message.music ? { music: message.music.map(rewrite) } : {}),
  };
}

function isAttachment(value: unknown): value is MusicAttachment {
  return typeof value === 'object' && value !== null && typeof (value as MusicAttachment).fileId === 'string';
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** `file-xyz.mid`, xyz three random lowercase letters (docs/product.md §1). */
export function midiDownloadName(): string {
  let letters = '';
  for (let i = 0; i < 3; i += 1) letters += String.fromCharCode(97 + randomInt(26));
  return `file-${letters}.mid`;
}

/**
 * Sends a MIDI file as a download. Private files revalidate (see http/private-file.ts); shared ones
 * are `no-store`, since a share can be revoked.
 */
export function sendMidi(
  request: FastifyRequest,
  reply: FastifyReply,
  file: MidiFile,
  visibility: 'private' | 'shared',
) {
  if (visibility === 'shared') reply.header('cache-control', 'no-store');
  else if (revalidatePrivateFile(request, reply, file.id)) return reply.code(304).send();
  return reply
    .header('content-disposition', `attachment; filename="${midiDownloadName()}"`)
    .type(file.content_type)
    .send(Buffer.from(file.data));
}
