import type { Generated } from 'kysely';

/**
 * The typed shape of the store, shared by SQLite and PostgreSQL (design §5).
 * Portable column types only: ids are app-generated text, timestamps are ISO-8601 UTC text with
 * milliseconds (`new Date().toISOString()`), flags are nullable `*_at` timestamps, JSON is text.
 * Keep in step with src/db/migrations.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  phone_verifications: PhoneVerificationsTable;
  password_resets: PasswordResetsTable;
  files: FilesTable;
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

/** One-time e-mail verification codes: HMAC of the code, single use, expiring, attempt-capped. */
export interface EmailCodesTable {
  id: string;
  user_id: string;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A pending phone verification; code_hash is null when the SMS provider keeps the code (Twilio Verify). */
export interface PhoneVerificationsTable {
  id: string;
  user_id: string;
  /** E.164. */
  phone: string;
  code_hash: string | null;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Password reset tokens: SHA-256 of the token, single use, expiring. */
export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Binary files owned by a user (profile pictures now; MIDI later). */
export interface FilesTable {
  id: string;
  user_id: string;
  /** What the file is for, e.g. `picture`. */
  purpose: string;
  content_type: string;
  byte_size: number;
  data: Buffer;
  created_at: string;
}
