import type { User } from '@riffmate/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findSubscription, type SubscriptionRow } from '../billing/billing.repo.ts';
import { toWireSubscription } from '../billing/tier.ts';
import type { UserRow } from './users.repo.ts';

/** The user as the client sees it (docs/product.md §3); `subscription` is the one that grants the tier, or null. */
export function toUser(row: UserRow, subscription: SubscriptionRow | null = null): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    picture: row.picture,
    emailVerified: row.email_verified_at !== null,
    phoneVerified: row.phone_verified_at !== null,
    subscription: toWireSubscription(subscription),
  };
}

/** The user with their subscription read from the store (login, `/auth/me`, account answers). */
export async function loadUser(db: Kysely<Database>, row: UserRow): Promise<User> {
  return toUser(row, (await findSubscription(db, row.id)) ?? null);
}

/** `{ data: { items: [{ user }] } }` */
export function userEnvelope(row: UserRow | User) {
  return { data: { items: [{ user: 'password_hash' in row ? toUser(row) : row }] } };
}
