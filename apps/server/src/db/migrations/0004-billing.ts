import type { Kysely } from 'kysely';

// Frozen: never import app code here, never edit after release; add a new migration instead.
// Billing (docs/product.md §10): the current subscription per user (Stripe or set by an operator), the Stripe
// customer of each user, processed webhook event ids, and the model-training opt-out.
// Portable DDL: text ids, ISO text timestamps, integer flags.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // One current subscription per user: a new one replaces the row (see docs/decisions/0060).
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('price_id', 'text', (col) => col.notNull())
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('current_period_end', 'text')
    .addColumn('cancel_at_period_end', 'integer', (col) => col.notNull().defaultTo(0))
    // 'stripe' (kept in step by webhooks) or 'admin' (set with `npm run admin -- set-tier`).
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('subscriptions_user_id_unique', ['user_id'])
    .addUniqueConstraint('subscriptions_stripe_subscription_id_unique', ['stripe_subscription_id'])
    .execute();

  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stripe_customer_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('billing_customers_stripe_customer_id_unique', ['stripe_customer_id'])
    .execute();

  // Each Stripe event is applied once: its id is inserted in the same transaction as the change.
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();

  // A row means: never use this user's chats to improve Riffmate (docs/decisions/0062).
  await db.schema
    .createTable('training_opt_outs')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('opted_out_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('training_opt_outs').execute();
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('billing_customers').execute();
  await db.schema.dropTable('subscriptions').execute();
}
