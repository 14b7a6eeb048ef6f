import type { ColumnType, Generated } from 'kysely';

/**
 * The typed shape of the store, shared by SQLite and PostgreSQL (docs/product.md §10).
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
  chats: ChatsTable;
  messages: MessagesTable;
  shares: SharesTable;
  feedbacks: FeedbacksTable;
  usage: UsageTable;
  subscriptions: SubscriptionsTable;
  billing_customers: BillingCustomersTable;
  webhook_events: WebhookEventsTable;
  training_opt_outs: TrainingOptOutsTable;
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

/** Binary files owned by a user (profile pictures; MIDI files of chats). */
export interface FilesTable {
  id: string;
  user_id: string;
  /** What the file is for, e.g. `picture` or `midi`. */
  purpose: string;
  content_type: string;
  byte_size: number;
  data: Buffer;
  created_at: string;
  /** The chat a MIDI file was made in (deleted with it); null for pictures. */
  chat_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The assistant message that made the file (no foreign key: the file is saved first). */
  message_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ChatsTable {
  id: string;
  user_id: string;
  title: string;
  created_at: string;
  updated_at: string;
}

/** One chat message; `parts`, `function_call` and `music` are JSON text. */
export interface MessagesTable {
  id: string;
  chat_id: string;
  role: 'user' | 'assistant' | 'system';
  /** The plain text of the message (its text parts joined). */
  content: string;
  parts: string;
  name: string | null;
  function_call: string | null;
  music: string | null;
  /** `complete`, or `interrupted` when generation stopped early. */
  status: 'complete' | 'interrupted';
  created_at: string;
}

/** A public link to a snapshot of a chat; revoked links stay (revoked_at set) and answer 404. */
export interface SharesTable {
  id: string;
  chat_id: string;
  /** The link token (256 bits, base64url); see docs/decisions/0031. */
  token: string;
  /** JSON: `{ title, messages }` as they were when shared. */
  snapshot: string;
  created_at: string;
  /** When the snapshot was (last) taken. */
  shared_at: string;
  revoked_at: string | null;
}

export interface FeedbacksTable {
  id: string;
  user_id: string;
  rating: 'NEGATIVE' | 'NEUTRAL' | 'POSITIVE' | null;
  comment: string;
  created_at: string;
}

/** One reserved unit of quota (an assistant reply); see docs/decisions/0032. */
export interface UsageTable {
  id: string;
  user_id: string;
  kind: string;
  created_at: string;
}

/**
 * The user's current subscription (one per user): kept in step with Stripe by webhooks (`source`
 * 'stripe'), or set by an operator with the admin CLI ('admin'). The tier is read from product_name.
 */
export interface SubscriptionsTable {
  id: string;
  user_id: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  /** Stripe's status (active, trialing, past_due, unpaid, canceled, incomplete …); 'active' for admin rows. */
  status: string;
  price_id: string;
  /** "Riffmate Plus" / "Riffmate Pro" (the Stripe product's name). */
  product_name: string;
  current_period_end: string | null;
  /** 0 or 1. */
  cancel_at_period_end: number;
  source: 'stripe' | 'admin';
  created_at: string;
  updated_at: string;
}

/** The Stripe customer made for a user (reused for every checkout and the portal). */
export interface BillingCustomersTable {
  user_id: string;
  stripe_customer_id: string;
  created_at: string;
}

/** Stripe event ids already applied (inserted in the transaction that applies the event). */
export interface WebhookEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** Users who switched off "Use my chats to improve Riffmate". */
export interface TrainingOptOutsTable {
  user_id: string;
  opted_out_at: string;
}
