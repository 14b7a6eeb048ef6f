import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import app code here, never edit after release; add a new migration instead.
// Chats, messages, shares, MIDI files, feedback and usage (docs/product.md §10): text ids, ISO text timestamps,
// JSON as text, every child row removed with its parent (ON DELETE CASCADE).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chats')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chats_user_created_idx')
    .on('chats')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('chat_id', 'text', (col) => col.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    // JSON text: the AI SDK UI message parts, the legacy function_call, the music attachments.
    .addColumn('parts', 'text', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('function_call', 'text')
    .addColumn('music', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('messages_chat_created_idx')
    .on('messages')
    .columns(['chat_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('shares')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('chat_id', 'text', (col) => col.notNull().references('chats.id').onDelete('cascade'))
    // The 256-bit link token itself (see docs/decisions/0031): it is shown again in every chat list.
    .addColumn('token', 'text', (col) => col.notNull())
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('shared_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addUniqueConstraint('shares_token_unique', ['token'])
    .execute();
  await db.schema.createIndex('shares_chat_id_idx').on('shares').column('chat_id').execute();

  // MIDI files belong to a chat (and the assistant message that made them) and go with it.
  await db.schema
    .alterTable('files')
    .addColumn('chat_id', 'text', (col) => col.references('chats.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('files').addColumn('message_id', 'text').execute();
  await db.schema.createIndex('files_chat_id_idx').on('files').column('chat_id').execute();

  await db.schema
    .createTable('feedbacks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'text')
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feedbacks_user_id_idx').on('feedbacks').column('user_id').execute();

  // One row per reserved assistant message; counted over a rolling window (docs/decisions/0032).
  await db.schema
    .createTable('usage')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('usage_user_created_idx')
    .on('usage')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage').execute();
  await db.schema.dropTable('feedbacks').execute();
  await db.schema.dropIndex('files_chat_id_idx').execute();
  await sql`delete from files where chat_id is not null`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable('files').dropColumn('message_id').execute();
    await db.schema.alterTable('files').dropColumn('chat_id').execute();
  }
  // SQLite cannot drop a column that carries a foreign key: the two nullable columns stay, unused.
  await db.schema.dropTable('shares').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('chats').execute();
}
