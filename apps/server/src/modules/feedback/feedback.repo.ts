import type { Insertable, Kysely } from 'kysely';
import type { Database, FeedbacksTable } from '../../db/schema.ts';

export async function insertFeedback(
  db: Kysely<Database>,
  feedback: Insertable<FeedbacksTable>,
): Promise<void> {
  await db.insertInto('feedbacks').values(feedback).execute();
}
