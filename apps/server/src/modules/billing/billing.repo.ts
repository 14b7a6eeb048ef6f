import type { Insertable, Kysely, Selectable } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Database, SubscriptionsTable } from '../../db/schema.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
type Db = Kysely<Database>;

export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await subscriptionQuery(db, userId);
  return row;
}

// Read for the tier of every reply before its first byte: compiled once (db/reusable-query.ts).
// Every column named (not `*`): such reads skip better-sqlite3's row objects (db/create-db.ts).
const subscriptionQuery = reusableQuery((db: Db, userId: string) =>
  db
    .selectFrom('subscriptions')
    .select([
      'id',
      'user_id',
      'stripe_customer_id',
      'stripe_subscription_id',
      'status',
      'price_id',
      'product_name',
      'current_period_end',
      'cancel_at_period_end',
      'source',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId),
);

/** Inserts or replaces the user's one current subscription. */
export async function upsertSubscription(db: Db, row: Insertable<SubscriptionsTable>): Promise<void> {
  const { id: _id, user_id: _user, created_at: _created, ...changes } = row;
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** Removes the user's subscription row if it came from `source`; true when one was removed. */
export async function deleteSubscription(
  db: Db,
  userId: string,
  source: 'stripe' | 'admin',
): Promise<boolean> {
  const result = await db
    .deleteFrom('subscriptions')
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findCustomerId(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('billing_customers')
    .select('stripe_customer_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.stripe_customer_id;
}

export async function findUserIdByCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('billing_customers')
    .select('user_id')
    .where('stripe_customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id;
}

/** Remembers the user's Stripe customer; a concurrent first checkout that stored it already wins. */
export async function saveCustomerId(db: Db, userId: string, customerId: string): Promise<void> {
  await db
    .insertInto('billing_customers')
    .values({ user_id: userId, stripe_customer_id: customerId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  return (
    (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined
  );
}

export async function isEventRecorded(db: Db, eventId: string): Promise<boolean> {
  const row = await db.selectFrom('webhook_events').select('id').where('id', '=', eventId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Records the event id; false when it was recorded already (a duplicate delivery, maybe concurrent).
 * Call inside the transaction that applies the event, so the id and the change commit together.
 */
export async function recordEvent(db: Db, eventId: string, type: string): Promise<boolean> {
  const result = await db
    .insertInto('webhook_events')
    .values({ id: eventId, type, received_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function isTrainingOptOut(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('training_opt_outs')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setTrainingOptOut(db: Db, userId: string, optOut: boolean): Promise<void> {
  if (optOut) {
    await db
      .insertInto('training_opt_outs')
      .values({ user_id: userId, opted_out_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  } else {
    await db.deleteFrom('training_opt_outs').where('user_id', '=', userId).execute();
  }
}
