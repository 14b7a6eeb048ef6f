import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_CANCELLED_MESSAGE,
  CHECKOUT_SUCCESS_MESSAGE,
  checkoutMessage,
  formatPrice,
  intervalLabel,
  planAction,
  trainingSwitchEnabled,
} from './billing';

describe('formatPrice', () => {
  it('formats minor units with the currency', () => {
    expect(formatPrice({ amount: 900, currency: 'usd' })).toBe('$9.00');
    expect(formatPrice({ amount: 1900, currency: 'eur' })).toBe('€19.00');
    expect(formatPrice({ amount: 1000, currency: 'jpy' })).toBe('¥1,000');
  });
  it('is null without an amount, a price or a real currency', () => {
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice({ amount: null, currency: 'usd' })).toBeNull();
    expect(formatPrice({ amount: 100, currency: 'not-a-currency' })).toBeNull();
  });
  it('names the interval', () => {
    expect(intervalLabel({ interval: 'month', intervalCount: 1 })).toBe('per month');
    expect(intervalLabel({ interval: 'month', intervalCount: 3 })).toBe('every 3 months');
    expect(intervalLabel({ interval: null, intervalCount: null })).toBeNull();
  });
});

describe('planAction', () => {
  it('offers nothing paid when billing is off or unknown', () => {
    for (const billingEnabled of [false, null]) {
      expect(planAction({ plan: 'plus', current: 'free', billingEnabled })).toEqual({ kind: 'none' });
      expect(planAction({ plan: 'pro', current: null, billingEnabled })).toEqual({ kind: 'none' });
    }
  });
  it('sends visitors to sign in and signed-in users to checkout', () => {
    expect(planAction({ plan: 'plus', current: null, billingEnabled: true })).toEqual({ kind: 'sign-in' });
    expect(planAction({ plan: 'free', current: null, billingEnabled: true })).toEqual({ kind: 'register' });
    expect(planAction({ plan: 'plus', current: 'free', billingEnabled: true })).toEqual({
      kind: 'checkout',
      label: 'Subscribe',
    });
    expect(planAction({ plan: 'free', current: 'free', billingEnabled: true })).toEqual({ kind: 'current' });
  });
  it('switches between Plus and Pro', () => {
    expect(planAction({ plan: 'pro', current: 'plus', billingEnabled: true })).toEqual({
      kind: 'checkout',
      label: 'Switch to Pro',
    });
    expect(planAction({ plan: 'plus', current: 'pro', billingEnabled: true })).toEqual({
      kind: 'checkout',
      label: 'Switch to Plus',
    });
    expect(planAction({ plan: 'pro', current: 'pro', billingEnabled: true })).toEqual({ kind: 'current' });
    expect(planAction({ plan: 'free', current: 'pro', billingEnabled: true })).toEqual({ kind: 'none' });
  });
});

describe('checkoutMessage', () => {
  it('thanks on success, reassures on cancel, says nothing otherwise', () => {
    expect(checkoutMessage('success')).toBe(CHECKOUT_SUCCESS_MESSAGE);
    expect(checkoutMessage('cancelled')).toBe(CHECKOUT_CANCELLED_MESSAGE);
    expect(checkoutMessage(undefined)).toBeNull();
  });
});

describe('trainingSwitchEnabled', () => {
  it('is enabled for Pro and for anyone opted out', () => {
    expect(trainingSwitchEnabled({ optOut: false, allowed: true })).toBe(true);
    expect(trainingSwitchEnabled({ optOut: true, allowed: false })).toBe(true);
    expect(trainingSwitchEnabled({ optOut: false, allowed: false })).toBe(false);
    expect(trainingSwitchEnabled(undefined)).toBe(false);
  });
});
