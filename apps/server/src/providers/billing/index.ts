import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { BillingProvider } from './billing-provider.ts';
import { OffBilling } from './off-billing.ts';
import { StripeBilling } from './stripe-billing.ts';

/** The configured payment provider: Stripe when configured, else off. */
export function createBillingProvider(config: Config, log: FastifyBaseLogger): BillingProvider {
  return config.billing ? new StripeBilling(config.billing, log) : new OffBilling();
}
