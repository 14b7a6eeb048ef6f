import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, FilesTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type MidiFile = Pick<Selectable<FilesTable>, 'id' | 'content_type' | 'data' | 'byte_size'>;

/** MIDI files made in chats have this purpose (pictures have `picture`). */
export const MIDI_PURPOSE = 'midi';
export const MIDI_CONTENT_TYPE = 'audio/midi';

export async function insertMidiFile(
  db: Db,
  file: Omit<Insertable<FilesTable>, 'purpose' | 'content_type' | 'byte_size'>,
): Promise<void> {
  await db
    .insertInto('files')
    .values({ ...file, purpose: MIDI_PURPOSE, content_type: MIDI_CONTENT_TYPE, byte_size: file.data.length })
    .execute();
}

/** The MIDI file, only if `userId` owns it. */
export async function findOwnedMidiFile(db: Db, id: string, userId: string): Promise<MidiFile | undefined> {
  return db
    .selectFrom('files')
    .select(['id', 'content_type', 'data', 'byte_size'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('purpose', '=', MIDI_PURPOSE)
    .executeTakeFirst();
}

/** The MIDI file, only if it was made in `chatId` (shared chats). */
export async function findChatMidiFile(db: Db, id: string, chatId: string): Promise<MidiFile | undefined> {
  return db
    .selectFrom('files')
    .select(['id', 'content_type', 'data', 'byte_size'])
    .where('id', '=', id)
    .where('chat_id', '=', chatId)
    .where('purpose', '=', MIDI_PURPOSE)
    .executeTakeFirst();
}

/** Deletes the MIDI files one message of the chat made (`files.message_id` has no foreign key). */
export async function deleteMessageFiles(db: Db, chatId: string, messageId: string): Promise<number> {
  const result = await db
    .deleteFrom('files')
    .where('chat_id', '=', chatId)
    .where('message_id', '=', messageId)
    .where('purpose', '=', MIDI_PURPOSE)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
