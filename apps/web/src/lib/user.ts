import type { User } from '@riffmate/contract';

/** The brand in front of every product name ("Riffmate Plus"); tiers are shown without it. */
const BRAND_PREFIX = /^\s*Riffmate\s+/i;

/** The tier shown for a user without a subscription. */
export const FREE_TIER = 'Free';

/**
 * The user's tier, from the subscription's product name without the brand prefix (spec §2, §6),
 * or "Free" when there is no subscription.
 *
 * @example tierName({ subscription: { price: { product: { name: 'Riffmate Pro' } } } }) // 'Pro'
 */
export function tierName(user: Pick<User, 'subscription'> | null | undefined): string {
  const product = user?.subscription?.price.product.name.replace(BRAND_PREFIX, '').trim();
  return product ? product : FREE_TIER;
}

/**
 * Up to two initials for an avatar without a picture: the first letters of the first and last
 * words of the name, else the first letter of the e-mail.
 *
 * @example initials('Ada Byron Lovelace') // 'AL'
 */
export function initials(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first) {
    const last = words.length > 1 ? words[words.length - 1] : undefined;
    return ((firstLetter(first) ?? '') + (last ? (firstLetter(last) ?? '') : '')).toUpperCase();
  }
  return (firstLetter(email ?? '') ?? '?').toUpperCase();
}

// Whole characters, so a name starting with an emoji or an accented letter stays intact.
function firstLetter(word: string): string | undefined {
  return [...word][0];
}
