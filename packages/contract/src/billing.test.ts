import { describe, expect, it } from 'vitest';
import { checkoutBody, PRODUCT_NAMES, tierFromProductName } from './billing.ts';

describe('tierFromProductName', () => {
  it.each([
    ['Riffmate Plus', 'plus'],
    ['Riffmate Pro', 'pro'],
    ['riffmate PRO', 'pro'],
    ['  Riffmate Plus  ', 'plus'],
    ['Pro Audio Bundle', 'free'],
    ['Riffmate', 'free'],
    ['', 'free'],
    [null, 'free'],
    [undefined, 'free'],
  ] as const)('%j → %s', (name, tier) => {
    expect(tierFromProductName(name)).toBe(tier);
  });

  it('reads the product names the admin CLI creates', () => {
    expect(tierFromProductName(PRODUCT_NAMES.plus)).toBe('plus');
    expect(tierFromProductName(PRODUCT_NAMES.pro)).toBe('pro');
  });
});

describe('checkoutBody', () => {
  it('accepts the paid tiers only', () => {
    expect(checkoutBody.safeParse({ tier: 'plus' }).success).toBe(true);
    expect(checkoutBody.safeParse({ tier: 'free' }).error?.issues[0]?.message).toBe(
      'Tier must be plus or pro',
    );
  });
});
