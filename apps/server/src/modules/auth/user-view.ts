import type { User } from '@riffmate/contract';
import type { UserRow } from './users.repo.ts';

/** The user as the client sees it (spec §3). No billing yet: subscription is always null. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    picture: row.picture,
    emailVerified: row.email_verified_at !== null,
    phoneVerified: row.phone_verified_at !== null,
    subscription: null,
  };
}

/** `{ data: { items: [{ user }] } }` */
export function userEnvelope(row: UserRow | User) {
  return { data: { items: [{ user: 'password_hash' in row ? toUser(row) : row }] } };
}
