import { describe, expect, it } from 'vitest';
import { FREE_TIER, initials, tierName } from './user';

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
