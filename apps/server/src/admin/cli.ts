import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { emailSchema, PRODUCT_NAMES, TIERS, type Tier } from '@riffmate/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findUserByEmail } from '../modules/auth/users.repo.ts';
import { deleteSubscription, findSubscription, upsertSubscription } from '../modules/billing/billing.repo.ts';
import { grantsAccess, tierOf } from '../modules/billing/tier.ts';
import { listUsersWithSubscriptions } from './admin.repo.ts';
import { exportTrainingData } from './export-training.ts';

export const USAGE = `Usage: npm run admin -- <command> [arguments]

Commands:
  set-tier <email> <free|plus|pro>   give a user a tier without Stripe (free removes an operator-set tier)
  list-users                         list every user: e-mail, name, verification, tier, created
  export-training-data <file>        write anonymised prompt/reply pairs as JSON lines to <file>,
                                     leaving out every chat of users who opted out of training
  --help                             show this help

Reads the same environment as the server (DATA_DIR, DATABASE_URL …) and migrates the store first.`;

/** Exit codes: 0 done, 1 the command failed (unknown e-mail …), 2 bad usage (unknown command or tier). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export interface Output {
  out(line: string): void;
}

export type Command =
  | { name: 'help' }
  | { name: 'set-tier'; email: string; tier: Tier }
  | { name: 'list-users' }
  | { name: 'export-training-data'; file: string };

/** Parses argv (after the script name); throws CliError(…, 2) on bad usage. */
export function parseArgs(argv: string[]): Command {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') return { name: 'help' };
  const expect = (count: number, shape: string) => {
    if (rest.length !== count) throw new CliError(`Usage: npm run admin -- ${command} ${shape}`, 2);
  };
  switch (command) {
    case 'set-tier': {
      expect(2, '<email> <free|plus|pro>');
      const [rawEmail = '', rawTier = ''] = rest;
      const tier = rawTier.toLowerCase();
      if (!(TIERS as readonly string[]).includes(tier)) {
        throw new CliError(`Unknown tier "${rawTier}". Use one of: ${TIERS.join(', ')}.`, 2);
      }
      const email = emailSchema.safeParse(rawEmail);
      if (!email.success) throw new CliError(`"${rawEmail}" is not an e-mail address.`, 2);
      return { name: 'set-tier', email: email.data, tier: tier as Tier };
    }
    case 'list-users':
      expect(0, '');
      return { name: 'list-users' };
    case 'export-training-data':
      expect(1, '<file>');
      return { name: 'export-training-data', file: resolve(rest[0] ?? '') };
    default:
      throw new CliError(`Unknown command "${command}".\n\n${USAGE}`, 2);
  }
}

export async function runCommand(db: Kysely<Database>, command: Command, output: Output): Promise<void> {
  switch (command.name) {
    case 'help':
      output.out(USAGE);
      return;
    case 'set-tier':
      return setTier(db, command.email, command.tier, output);
    case 'list-users':
      return listUsers(db, output);
    case 'export-training-data': {
      const summary = await exportTrainingData(db, command.file);
      output.out(
        `Wrote ${summary.pairs} prompt/reply pair(s) from ${summary.chats} chat(s) to ${command.file}; ` +
          `left out the chats of ${summary.optedOutUsers} opted-out user(s).`,
      );
      return;
    }
  }
}

async function setTier(db: Kysely<Database>, email: string, tier: Tier, output: Output): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new CliError(`No user with the e-mail address ${email}.`);
  const current = await findSubscription(db, user.id);
  if (current?.source === 'stripe' && grantsAccess(current.status)) {
    throw new CliError(
      `${email} has a Stripe subscription (${current.product_name}, ${current.status}). ` +
        'Change or cancel it in Stripe (Customer Portal or Dashboard); webhooks keep the tier in step.',
    );
  }
  if (tier === 'free') {
    const removed = await deleteSubscription(db, user.id, 'admin');
    output.out(removed ? `${email} is now on Free.` : `${email} was already on Free.`);
    return;
  }
  const now = new Date().toISOString();
  await upsertSubscription(db, {
    id: randomUUID(),
    user_id: user.id,
    stripe_customer_id: null,
    stripe_subscription_id: null,
    status: 'active',
    price_id: `admin_${tier}`,
    product_name: PRODUCT_NAMES[tier],
    current_period_end: null,
    cancel_at_period_end: 0,
    source: 'admin',
    created_at: now,
    updated_at: now,
  });
  output.out(`${email} is now on ${PRODUCT_NAMES[tier]} (set by an operator).`);
}

async function listUsers(db: Kysely<Database>, output: Output): Promise<void> {
  const rows = await listUsersWithSubscriptions(db);
  if (rows.length === 0) {
    output.out('No users yet.');
    return;
  }
  const table = [
    ['EMAIL', 'NAME', 'EMAIL VERIFIED', 'PHONE VERIFIED', 'TIER', 'CREATED'],
    ...rows.map((row) => {
      const tier =
        row.status && row.product_name && row.source
          ? tierOf({ status: row.status, product_name: row.product_name })
          : 'free';
      const note = row.source === 'admin' && tier !== 'free' ? ' (admin)' : '';
      return [
        row.email,
        row.name,
        row.email_verified_at ? 'yes' : 'no',
        row.phone_verified_at ? 'yes' : 'no',
        `${tier}${note}`,
        row.created_at.slice(0, 10),
      ];
    }),
  ];
  const widths = table[0]!.map((_, column) =>
    Math.max(...table.map((line) => [...(line[column] ?? '')].length)),
  );
  for (const line of table) {
    output.out(
      line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  }
  output.out(`${rows.length} user(s).`);
}
