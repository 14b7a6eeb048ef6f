import type { Kysely } from 'kysely';

// Frozen: never import app code here, never edit after release; add a new migration instead.
// Every reply counts the user's usage rows of one kind inside the quota window before its first byte:
// an index on (user_id, kind, created_at) answers that count from the index alone. It replaces the
// (user_id, created_at) index, which also needed a table lookup per row for the kind. See
// docs/decisions/0082.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('usage_user_kind_created_idx')
    .on('usage')
    .columns(['user_id', 'kind', 'created_at'])
    .execute();
  await db.schema.dropIndex('usage_user_created_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('usage_user_created_idx')
    .on('usage')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('usage_user_kind_created_idx').execute();
}
