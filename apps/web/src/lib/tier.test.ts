import { describe, expect, it } from 'vitest';
import { productLabel, tierOfProduct, upgradeLinkLabel, userTier } from './tier';

const withProduct = (name: string) => ({
  subscription: { status: 'active', currentPeriodEnd: null, price: { id: 'p', product: { name } } },
});

describe('tierOfProduct', () => {
  it.each([
    ['Riffmate Pro', 'pro'],
    ['Riffmate Plus', 'plus'],
    ['Pro', 'pro'],
    ['riffmate plus ', 'plus'],
    ['Riffmate Starter', 'free'],
    ['Professional Pack', 'free'],
    ['', 'free'],
    [null, 'free'],
    [undefined, 'free'],
  ] as const)('%s → %s', (name, tier) => {
    expect(tierOfProduct(name)).toBe(tier);
  });

  it('reads the user subscription, signed out is free', () => {
    expect(userTier(withProduct('Riffmate Pro'))).toBe('pro');
    expect(userTier({ subscription: null })).toBe('free');
    expect(userTier(null)).toBe('free');
  });
});

describe('productLabel', () => {
  it.each([
    ['Riffmate Plus', 'Plus'],
    ['Riffmate Pro', 'Pro'],
    ['  riffmate   Pro', 'Pro'],
    ['Pro', 'Pro'],
    ['', undefined],
    [null, undefined],
  ] as const)('%s → %s', (name, label) => {
    expect(productLabel(name)).toBe(label);
  });
});

describe('upgradeLinkLabel', () => {
  it.each([
    ['free', '/', 'Upgrade to Plus'],
    ['plus', '/chat', 'Upgrade to Pro'],
    ['pro', '/chat', null],
    ['free', '/plans', null],
    ['plus', '/plans/', null],
    ['free', '/plans-old', 'Upgrade to Plus'],
  ] as const)('%s on %s → %s', (tier, path, label) => {
    expect(upgradeLinkLabel(tier, path)).toBe(label);
  });
});
