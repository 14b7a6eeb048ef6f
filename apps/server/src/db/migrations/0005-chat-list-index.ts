import type { Kysely } from 'kysely';

// Frozen: never import app code here, never edit after release; add a new migration instead.
// The chat list (`GET /api/chats`, on every page load) reads id, title and created_at of one user's
// chats, newest first with the id as tie-break: an index on exactly those columns answers it from the
// index alone, already in order (no table lookups, no sort). It has the old (user_id, created_at)
// index as its prefix, so that one goes. See docs/decisions/0082.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chats_user_list_idx')
    .on('chats')
    .columns(['user_id', 'created_at', 'id', 'title'])
    .execute();
  await db.schema.dropIndex('chats_user_created_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chats_user_created_idx')
    .on('chats')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('chats_user_list_idx').execute();
}
