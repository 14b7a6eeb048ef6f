import { randomUUID } from 'node:crypto';
import { ChatErrorCode, type Tier } from '@riffmate/contract';
import type { Kysely, Transaction } from 'kysely';
import type { QuotaConfig } from '../../config.ts';
import type { Store } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../auth/users.repo.ts';
import { tierForUser } from '../billing/tier.ts';
import {
  deleteUsage,
  deleteUsageBefore,
  insertUsage,
  lockUserRow,
  reserveUsageOnPostgres,
  type UsageReservation,
  type UsageRow,
  usageSince,
} from './quota.repo.ts';

/** What one assistant reply costs. */
export const MESSAGE_USAGE = 'message';
const HOUR_MS = 3_600_000;

/**
 * The user's tier: the billing module's answer (the active subscription's product name, docs/product.md §1/§6;
 * none → free). Kept behind this one function so the quota never reads subscriptions itself.
 */
export async function tierOfUser(db: Kysely<Database>, user: Pick<UserRow, 'id'>): Promise<Tier> {
  return tierForUser(db, user.id);
}

export interface QuotaStatus {
  limit: number;
  remaining: number;
  /** When the next message becomes available again: the oldest counted one leaves the window. */
  resetAt: Date;
}

export interface Reservation extends QuotaStatus {
  usageId: string;
}

/** 429 QUOTA_EXCEEDED with the time the quota comes back; the reply carries Retry-After. */
export class QuotaExceededError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(
    readonly quota: QuotaStatus,
    now: number,
  ) {
    super(
      429,
      ChatErrorCode.QuotaExceeded,
      `You've used all ${quota.limit} messages for today. They reset at ${formatUtc(quota.resetAt)}.`,
    );
    this.retryAfterSeconds = Math.max(1, Math.ceil((quota.resetAt.getTime() - now) / 1000));
  }
}

function formatUtc(date: Date): string {
  return `${date.toISOString().slice(11, 16)} UTC`;
}

/**
 * Per-user message quota over a rolling window, kept in the store (docs/decisions/0032): one usage
 * row per reserved reply, counted inside a transaction that holds the user's lock (PostgreSQL:
 * `SELECT … FOR NO KEY UPDATE` on the user row; SQLite: `BEGIN IMMEDIATE`), so parallel requests on any
 * number of processes can never spend more than the limit.
 */
export class QuotaService {
  constructor(
    private readonly store: Pick<Store, 'db' | 'kind'>,
    private readonly config: QuotaConfig,
  ) {}

  limitFor(tier: Tier): number {
    return this.config[tier];
  }

  get windowMs(): number {
    return this.config.windowHours * HOUR_MS;
  }

  /** Remaining messages and reset time, without reserving. */
  async status(user: Pick<UserRow, 'id'>, now = Date.now()): Promise<QuotaStatus> {
    const limit = this.limitFor(await tierOfUser(this.store.db, user));
    const used = await usageSince(this.store.db, user.id, this.since(now), MESSAGE_USAGE);
    return this.describe(limit, used.count, used.oldest, now);
  }

  /**
   * Reserves one message inside `trx` (the caller's transaction, so the reservation commits with
   * whatever else it stores) or throws QuotaExceededError.
   */
  async reserve(
    trx: Transaction<Database>,
    user: Pick<UserRow, 'id'>,
    now = Date.now(),
  ): Promise<Reservation> {
    const limit = this.limitFor(await tierOfUser(trx, user));
    const since = this.since(now);
    const usage = {
      id: randomUUID(),
      user_id: user.id,
      kind: MESSAGE_USAGE,
      created_at: new Date(now).toISOString(),
    };
    const used =
      this.store.kind === 'postgres'
        ? await reserveOnPostgres(trx, usage, since, limit)
        : await reserveOnSqlite(trx, usage, since, limit);
    if (!used.reserved) {
      throw new QuotaExceededError(this.describe(limit, used.count, used.oldest, now), now);
    }
    return {
      usageId: usage.id,
      ...this.describe(limit, used.count + 1, used.oldest ?? usage.created_at, now),
    };
  }

  /** Gives a reserved message back (the generation failed). */
  async refund(usageId: string): Promise<void> {
    await deleteUsage(this.store.db, usageId);
  }

  private since(now: number): string {
    return new Date(now - this.windowMs).toISOString();
  }

  private describe(limit: number, used: number, oldest: string | null, now: number): QuotaStatus {
    return {
      limit,
      remaining: Math.max(0, limit - used),
      resetAt: new Date((oldest ? Date.parse(oldest) : now) + this.windowMs),
    };
  }
}

/**
 * The user's row locked (held until commit: one user's parallel replies queue on it), then one
 * statement that forgets expired usage, counts and inserts. The lock is a statement of its own: a
 * statement's snapshot is taken when it starts, so a count in the same statement as the lock wait
 * could miss the reservation it waited for. Lock last in the turn, so it is held only until commit.
 */
async function reserveOnPostgres(
  trx: Transaction<Database>,
  usage: UsageRow,
  since: string,
  limit: number,
): Promise<UsageReservation> {
  await lockUserRow(trx, usage.user_id);
  return reserveUsageOnPostgres(trx, usage, since, limit);
}

/** SQLite: the transaction (`BEGIN IMMEDIATE`) already holds the write lock. */
async function reserveOnSqlite(
  trx: Transaction<Database>,
  usage: UsageRow,
  since: string,
  limit: number,
): Promise<UsageReservation> {
  await deleteUsageBefore(trx, usage.user_id, since);
  const used = await usageSince(trx, usage.user_id, since, usage.kind);
  if (used.count >= limit) return { ...used, reserved: false };
  await insertUsage(trx, usage);
  return { ...used, reserved: true };
}
