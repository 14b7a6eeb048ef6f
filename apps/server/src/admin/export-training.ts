import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { chatMessages, chatsForTraining, countOptedOutUsersWithChats } from './admin.repo.ts';
import { scrub } from './scrub.ts';

export interface ExportSummary {
  pairs: number;
  chats: number;
  optedOutUsers: number;
}

/**
 * Writes `{prompt, reply}` JSON lines (a user message and the assistant reply that followed it) from
 * every chat whose owner has not opted out, scrubbed of personal data and without any id
 * (docs/decisions/0062). Written to a temporary file and renamed, so a failed run leaves no partial export.
 */
export async function exportTrainingData(db: Kysely<Database>, file: string): Promise<ExportSummary> {
  const temp = `${file}.${process.pid}.tmp`;
  const out = createWriteStream(temp, { encoding: 'utf8', mode: 0o600 });
  const summary: ExportSummary = { pairs: 0, chats: 0, optedOutUsers: await countOptedOutUsersWithChats(db) };
  try {
    for (const chat of await chatsForTraining(db)) {
      const identity = { name: chat.name, email: chat.email, phone: chat.phone };
      const messages = await chatMessages(db, chat.id);
      let used = false;
      for (let index = 0; index < messages.length - 1; index += 1) {
        const prompt = messages[index];
        const reply = messages[index + 1];
        if (prompt?.role !== 'user' || reply?.role !== 'assistant' || reply.status !== 'complete') continue;
        if (!prompt.content.trim() || !reply.content.trim()) continue;
        const line = `${JSON.stringify({ prompt: scrub(prompt.content, identity), reply: scrub(reply.content, identity) })}\n`;
        if (!out.write(line)) await once(out, 'drain');
        summary.pairs += 1;
        used = true;
      }
      if (used) summary.chats += 1;
    }
    out.end();
    await once(out, 'finish');
    await rename(temp, file);
    return summary;
  } catch (error) {
    out.destroy();
    await rm(temp, { force: true });
    throw error;
  }
}
