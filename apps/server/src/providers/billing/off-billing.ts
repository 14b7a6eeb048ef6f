import type { PlanPrice } from '@riffmate/contract';
import {
  type BillingEvent,
  type BillingProvider,
  BillingProviderError,
  type SubscriptionSnapshot,
} from './billing-provider.ts';

/** The embedded default: billing is off and every call throws 'disabled'. */
export class OffBilling implements BillingProvider {
  readonly kind = 'off' as const;
  readonly prices = null;
  private off(): never {
    throw new BillingProviderError('disabled');
  }
  retrievePrice = async (): Promise<PlanPrice> => this.off();
  createCustomer = async (): Promise<string> => this.off();
  createCheckoutSession = async (): Promise<string> => this.off();
  createPortalSession = async (): Promise<string> => this.off();
  retrieveSubscription = async (): Promise<SubscriptionSnapshot | null> => this.off();
  cancelSubscription = async (): Promise<void> => this.off();
  parseWebhook = (): BillingEvent => this.off();
}
