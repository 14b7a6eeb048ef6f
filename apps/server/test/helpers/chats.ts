import { randomUUID } from 'node:crypto';
import { pieceNotes } from '@riffmate/buddy';
import { filePath, MUSIC_DATA_PART, type MusicAttachment } from '@riffmate/contract';
import { compose, pieceToMidi } from '@riffmate/music';
import type { App } from '../../src/app.ts';
import { createOrTouchOwnedChat, insertMessage } from '../../src/modules/chats/chats.repo.ts';
import { insertMidiFile } from '../../src/modules/chats/files.repo.ts';

let clock = Date.parse('2025-01-01T00:00:00.000Z');
const tick = () => {
  clock += 1000;
  return new Date(clock).toISOString();
};

export interface SeededChat {
  id: string;
  fileId: string | null;
  midi: Buffer | null;
}

/** Stores a chat with a user and an assistant message (and a MIDI file) straight through the repos. */
export async function seedChat(
  app: App,
  userId: string,
  options: { title?: string; withMusic?: boolean; name?: string | null; functionCall?: unknown } = {},
): Promise<SeededChat> {
  const id = `chat-${randomUUID()}`;
  const createdAt = tick();
  await createOrTouchOwnedChat(app.db, {
    id,
    user_id: userId,
    title: options.title ?? 'A seeded chat',
    created_at: createdAt,
  });
  await insertMessage(app.db, {
    id: randomUUID(),
    chat_id: id,
    role: 'user',
    content: 'Write something',
    parts: JSON.stringify([{ type: 'text', text: 'Write something' }]),
    name: options.name ?? null,
    function_call: options.functionCall === undefined ? null : JSON.stringify(options.functionCall),
    music: null,
    status: 'complete',
    created_at: tick(),
  });
  let fileId: string | null = null;
  let midi: Buffer | null = null;
  const assistantId = randomUUID();
  let music: MusicAttachment[] | null = null;
  if (options.withMusic !== false) {
    const result = compose({
      key: { tonic: 'D', mode: 'minor' },
      bars: 4,
      style: 'pop',
      parts: ['chords'],
      seed: 1,
      tempo: 90,
    });
    if (!result.ok) throw new Error(result.error);
    midi = Buffer.from(pieceToMidi(result.piece));
    fileId = randomUUID();
    await insertMidiFile(app.db, {
      id: fileId,
      user_id: userId,
      chat_id: id,
      message_id: assistantId,
      data: midi,
      created_at: tick(),
    });
    const meta = result.piece.meta;
    music = [
      {
        fileId,
        url: filePath(fileId),
        title: meta.title,
        key: `${meta.key.tonic} ${meta.key.mode}`,
        tempo: meta.tempo,
        meter: `${meta.meter.numerator}/${meta.meter.denominator}`,
        bars: meta.bars,
        ppq: meta.ppq,
        parts: pieceNotes(result.piece).map((part) => ({
          name: part.name,
          role: part.role,
          program: part.program,
          channel: part.channel,
          isDrums: part.channel === 9,
          notes: part.notes.map((note) => [...note] as [number, number, number, number]),
        })),
      },
    ];
  }
  await insertMessage(app.db, {
    id: assistantId,
    chat_id: id,
    role: 'assistant',
    content: 'Here you go.',
    parts: JSON.stringify([
      { type: 'text', text: 'Here you go.' },
      ...(music ? [{ type: MUSIC_DATA_PART, id: fileId, data: music[0] }] : []),
    ]),
    name: null,
    function_call: null,
    music: music ? JSON.stringify(music) : null,
    status: 'complete',
    created_at: tick(),
  });
  return { id, fileId, midi };
}

/** Row counts of a chat's dependants, straight from the store. */
export async function chatRows(app: App, chatId: string) {
  const count = async (table: 'chats' | 'messages' | 'shares' | 'files') => {
    const column = table === 'chats' ? 'id' : 'chat_id';
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', chatId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    chats: await count('chats'),
    messages: await count('messages'),
    shares: await count('shares'),
    files: await count('files'),
  };
}

/** A chat's stored messages, oldest first. */
export const messagesOf = (app: App, chatId: string) =>
  app.db.selectFrom('messages').selectAll().where('chat_id', '=', chatId).orderBy('created_at').execute();

/** How many messages count against quotas right now (rows in `usage`). */
export const usageRows = async (app: App) => (await app.db.selectFrom('usage').select('id').execute()).length;
