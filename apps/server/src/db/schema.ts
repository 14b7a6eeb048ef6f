/**
 * The typed shape of the store, shared by SQLite and PostgreSQL (design §5).
 * Portable column types only: ids are app-generated text, timestamps are ISO-8601 UTC text with
 * milliseconds (`new Date().toISOString()`), flags are nullable `*_at` timestamps, JSON is text.
 * Keep in step with src/db/migrations.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}

export interface UsersTable {
  id: string;
  name: string;
  /** Stored lowercased; unique. */
  email: string;
  password_hash: string;
  picture: string | null;
  phone: string | null;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** Hash of the opaque cookie token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  idle_expires_at: string;
  expires_at: string;
  user_agent: string | null;
  ip: string | null;
}
