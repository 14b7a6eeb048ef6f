import { randomUUID } from 'node:crypto';
import { checkMidiUpload } from '@riffmate/buddy';
import {
  ChatErrorCode,
  type ChatFilePart,
  filePath,
  type IncomingChatMessage,
  MIDI_MEDIA_TYPES,
  MIDI_ONLY_MESSAGE,
  MIDI_TOO_LARGE_MESSAGE,
  MIDI_UPLOAD_MAX_BYTES,
  MIDI_UPLOAD_MAX_DATA_URL_LENGTH,
  midiUnreadableMessage,
} from '@riffmate/contract';
import type { UIMessage } from 'ai';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { findOwnedMidiFile, insertMidiFile } from '../chats/files.repo.ts';

/** A MIDI file the user attached to the new message, checked and decoded once. */
export interface MidiUpload {
  readonly bytes: Buffer;
  readonly filename: string | null;
}

const DATA_URL = /^data:([^,;]*)((?:;[^,;]*)*?);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MIDI_NAME = /\.(?:mid|midi|smf|kar)$/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what names drop
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\]+/g;

const tooLarge = () => new AppError(413, ChatErrorCode.MidiTooLarge, MIDI_TOO_LARGE_MESSAGE);
const unsupported = () => new AppError(400, ChatErrorCode.MidiUnsupported, MIDI_ONLY_MESSAGE);

/** A file part of a UI message (the contract has checked its shape). */
export function filePartOf(parts: readonly { type: string }[]): ChatFilePart | null {
  return (parts.find((part) => part.type === 'file') as ChatFilePart | undefined) ?? null;
}

/** A display name for an uploaded file: no path, no control characters, at most 120 characters. */
export function cleanFilename(name: string | undefined): string | null {
  if (!name) return null;
  const clean = name.replace(UNSAFE_NAME, ' ').replace(/\s+/g, ' ').trim().slice(-120);
  return clean || null;
}

/**
 * The MIDI file on the new user message (the last one), or `null` when it has none. Refused before
 * anything is stored or reserved: not a `.mid` (400), over 1 MiB (413, judged from the base64
 * length before decoding anything), or unreadable under the strict upload limits — malformed,
 * truncated, too many tracks or events, hours long (400, "That file isn't a MIDI file I can read: …").
 */
export function readMidiUpload(messages: readonly IncomingChatMessage[]): MidiUpload | null {
  const part = filePartOf(messages.at(-1)?.parts ?? []);
  if (!part) return null;
  const filename = cleanFilename(part.filename);
  const type = part.mediaType.toLowerCase().split(';')[0]!.trim();
  const typeOk = (MIDI_MEDIA_TYPES as readonly string[]).includes(type);
  if (!typeOk && !(filename && MIDI_NAME.test(filename))) throw unsupported();
  if (part.url.length > MIDI_UPLOAD_MAX_DATA_URL_LENGTH) throw tooLarge();
  const header = DATA_URL.exec(part.url);
  if (!header) {
    throw new AppError(400, ChatErrorCode.MidiUnreadable, 'Attach the file itself (a base64 data: URL).');
  }
  const payload = part.url.slice(header[0].length);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > MIDI_UPLOAD_MAX_BYTES) throw tooLarge();
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw new AppError(400, ChatErrorCode.MidiUnreadable, midiUnreadableMessage('it is not valid base64'));
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MIDI_UPLOAD_MAX_BYTES) throw tooLarge();
  const check = checkMidiUpload(bytes);
  if (!check.ok) throw new AppError(400, ChatErrorCode.MidiUnreadable, midiUnreadableMessage(check.error));
  return { bytes, filename };
}

/**
 * Stores an upload in `files` (owner, chat, the user message it came with) inside the turn's
 * transaction, and returns the file part the message keeps: the served path, never the data URL.
 */
export async function storeMidiUpload(
  trx: Transaction<Database>,
  upload: MidiUpload,
  owner: { userId: string; chatId: string; messageId: string; createdAt: string },
): Promise<ChatFilePart & { fileId: string }> {
  const fileId = randomUUID();
  await insertMidiFile(trx, {
    id: fileId,
    user_id: owner.userId,
    chat_id: owner.chatId,
    message_id: owner.messageId,
    data: upload.bytes,
    created_at: owner.createdAt,
  });
  return {
    type: 'file',
    mediaType: 'audio/midi',
    ...(upload.filename ? { filename: upload.filename } : {}),
    url: filePath(fileId),
    fileId,
  };
}

const SERVED = /^\/api\/files\/([A-Za-z0-9-]{1,64})$/;

/**
 * Stored history ready for a model: each uploaded file's part (a served path, which a model cannot
 * fetch) becomes, for the built-in composer, a `data:` URL of the stored bytes tagged with the file
 * id (`providerMetadata.riffmate.fileId`); for an external model, a text note naming the file id
 * for the MIDI tools. Only the user's own files are read; a missing one becomes a note.
 */
export async function withUploadedFiles<M extends UIMessage>(
  db: Kysely<Database>,
  userId: string,
  messages: M[],
  inline: boolean,
): Promise<M[]> {
  const out: M[] = [];
  for (const message of messages) {
    if (message.role !== 'user' || !message.parts.some((part) => part.type === 'file')) {
      out.push(message);
      continue;
    }
    const parts: M['parts'] = [];
    for (const part of message.parts) {
      if (part.type !== 'file') {
        parts.push(part);
        continue;
      }
      const id = SERVED.exec(part.url)?.[1];
      const file = id ? await findOwnedMidiFile(db, id, userId) : undefined;
      const name = part.filename ? `"${part.filename}"` : 'a MIDI file';
      if (!file || !id) {
        parts.push({ type: 'text', text: `[The user attached ${name}; it is no longer available.]` });
      } else if (inline) {
        parts.push({
          type: 'file',
          mediaType: 'audio/midi',
          ...(part.filename ? { filename: part.filename } : {}),
          url: `data:audio/midi;base64,${Buffer.from(file.data).toString('base64')}`,
          providerMetadata: { riffmate: { fileId: id } },
        });
      } else {
        parts.push({
          type: 'text',
          text: `[The user attached ${name} (fileId ${id}). Use the analyse_midi or transform_midi tool with this fileId.]`,
        });
      }
    }
    out.push({ ...message, parts });
  }
  return out;
}
