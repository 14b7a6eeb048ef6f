import { userItemSchema } from '@riffmate/contract';
import { describe, expect, it } from 'vitest';
import { FREE_TIER, initials, readUserItem, tierName } from './user';

const withProduct = (name: string) => ({
  subscription: { status: 'active', currentPeriodEnd: null, price: { id: 'p', product: { name } } },
});

describe('tierName', () => {
  it.each([
    ['Riffmate Plus', 'Plus'],
    ['Riffmate Pro', 'Pro'],
    ['riffmate  pro', 'pro'],
    ['Pro', 'Pro'],
  ])('%s → %s', (product, tier) => {
    expect(tierName(withProduct(product))).toBe(tier);
  });

  it('is Free without a subscription', () => {
    expect(FREE_TIER).toBe('Free');
    expect(tierName({ subscription: null })).toBe('Free');
    expect(tierName(null)).toBe('Free');
  });
});

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Ada Byron Lovelace', 'AL'],
    ['cher', 'C'],
    ['  élodie   durand ', 'ÉD'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('falls back to the e-mail, then to ?', () => {
    expect(initials('', 'zed@example.com')).toBe('Z');
    expect(initials(null)).toBe('?');
  });
});

describe('readUserItem (the contract userItemSchema, by hand)', () => {
  const user = {
    id: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    picture: null,
    emailVerified: true,
    phoneVerified: false,
    subscription: null,
  };
  const subscription = {
    status: 'active',
    currentPeriodEnd: null,
    price: { id: 'p', product: { name: 'Pro' } },
  };
  it.each([
    ['a plain user', { user }],
    [
      'a subscriber with extra keys',
      { user: { ...user, extra: 1, subscription: { ...subscription, x: 2 } } },
    ],
    ['a picture', { user: { ...user, picture: '/api/pictures/1' } }],
    [
      'a period end',
      { user: { ...user, subscription: { ...subscription, currentPeriodEnd: '2026-12-01' } } },
    ],
    ['no user', {}],
    ['null', null],
    ['an array', [user]],
    ['a numeric id', { user: { ...user, id: 1 } }],
    ['a missing name', { user: { ...user, name: undefined } }],
    ['a string flag', { user: { ...user, emailVerified: 'true' } }],
    ['no subscription key', { user: { ...user, subscription: undefined } }],
    ['a broken price', { user: { ...user, subscription: { ...subscription, price: { id: 'p' } } } }],
    [
      'a numeric product name',
      { user: { ...user, subscription: { ...subscription, price: { id: 'p', product: { name: 1 } } } } },
    ],
  ])('agrees with the schema for %s', (_label, item) => {
    const parsed = userItemSchema.safeParse(item);
    expect(readUserItem(item)).toEqual(parsed.success ? parsed.data.user : null);
  });
});
