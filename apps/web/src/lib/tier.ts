import type { User } from '@riffmate/contract';

/** The plan tiers of docs/product.md §1; "free" is everyone without a Plus or Pro product. */
export type Tier = 'free' | 'plus' | 'pro';

/** The brand in front of product names ("Riffmate Plus"); the header shows the rest. */
const BRAND_PREFIX = /^\s*Riffmate\s+/i;

/**
 * The tier of a subscription's product name (docs/product.md §3, §6): a name ending in "Pro" is Pro, one
 * ending in "Plus" is Plus, anything else (or no subscription) is free.
 *
 * @example tierOfProduct('Riffmate Pro') // 'pro'
 */
export function tierOfProduct(productName: string | null | undefined): Tier {
  const name = productName?.trim() ?? '';
  if (/pro$/i.test(name)) return 'pro';
  if (/plus$/i.test(name)) return 'plus';
  return 'free';
}

/** The signed-in user's tier; signed out counts as free. */
export function userTier(user: Pick<User, 'subscription'> | null | undefined): Tier {
  return tierOfProduct(user?.subscription?.price.product.name);
}

/**
 * The product name without the brand prefix, for the header's centre (docs/product.md §2); undefined when
 * there is no subscription, so nothing is shown.
 *
 * @example productLabel('Riffmate Plus') // 'Plus'
 */
export function productLabel(productName: string | null | undefined): string | undefined {
  const label = productName?.replace(BRAND_PREFIX, '').trim();
  return label ? label : undefined;
}

/**
 * The header's upgrade link text (docs/product.md §2, §6), or null when it is hidden: for Pro users and on
 * /plans itself. Plus users are offered Pro, everyone else Plus.
 */
export function upgradeLinkLabel(tier: Tier, pathname: string): 'Upgrade to Pro' | 'Upgrade to Plus' | null {
  if (tier === 'pro') return null;
  if (pathname.replace(/\/+$/, '') === '/plans') return null;
  return tier === 'plus' ? 'Upgrade to Pro' : 'Upgrade to Plus';
}
