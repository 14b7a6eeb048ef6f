import type { Subscription, User } from '@riffmate/contract';

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);

function readSubscription(value: unknown): Subscription | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isString(value.status) || !isStringOrNull(value.currentPeriodEnd))
    return undefined;
  const price = value.price;
  if (!isObject(price) || !isString(price.id) || !isObject(price.product)) return undefined;
  if (!isString(price.product.name)) return undefined;
  return {
    status: value.status,
    currentPeriodEnd: value.currentPeriodEnd,
    price: { id: price.id, product: { name: price.product.name } },
  };
}

/**
 * The user of a `{user}` item from the wire, or null when it does not have the contract's shape
 * (`userItemSchema`); unknown keys are dropped, as zod does. By hand, so the session check at
 * start-up needs no zod (docs/decisions/0041); user.test.ts checks it against the schema.
 */
export function readUserItem(item: unknown): User | null {
  if (!isObject(item) || !isObject(item.user)) return null;
  const user = item.user;
  if (!isString(user.id) || !isString(user.name) || !isString(user.email)) return null;
  if (!isStringOrNull(user.picture) || typeof user.emailVerified !== 'boolean') return null;
  if (typeof user.phoneVerified !== 'boolean') return null;
  const subscription = readSubscription(user.subscription);
  if (subscription === undefined) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    picture: user.picture,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    subscription,
  };
}

/** The brand in front of every product name ("Riffmate Plus"); tiers are shown without it. */
const BRAND_PREFIX = /^\s*Riffmate\s+/i;

/** The tier shown for a user without a subscription. */
export const FREE_TIER = 'Free';

/**
 * The user's tier, from the subscription's product name without the brand prefix (docs/product.md §2, §6),
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
