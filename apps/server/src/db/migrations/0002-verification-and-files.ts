import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen: never import app code here, never edit after release; add a new migration instead.
// Codes, reset tokens and pictures (docs/product.md §10): hashed secrets, attempt counters, ISO text timestamps.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The one non-portable type name: binary is bytea on PostgreSQL, blob on SQLite (both a Buffer in Node).
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await db.schema
    .createTable('email_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('email_codes_user_id_idx').on('email_codes').column('user_id').execute();

  await db.schema
    .createTable('phone_verifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text', (col) => col.notNull())
    // Null when the SMS provider (Twilio Verify) keeps the code itself.
    .addColumn('code_hash', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('phone_verifications_user_phone_idx')
    .on('phone_verifications')
    .columns(['user_id', 'phone'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('password_resets_token_hash_unique', ['token_hash'])
    .execute();
  await db.schema
    .createIndex('password_resets_user_id_idx')
    .on('password_resets')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('data', binary, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('files_user_id_idx').on('files').column('user_id').execute();

  // users.phone holds only a verified number, so one verified number belongs to one account.
  // NULLs never collide (SQLite and PostgreSQL alike).
  await db.schema.createIndex('users_phone_unique').on('users').column('phone').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_phone_unique').execute();
  await db.schema.dropTable('files').execute();
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('phone_verifications').execute();
  await db.schema.dropTable('email_codes').execute();
}
