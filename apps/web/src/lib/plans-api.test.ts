import { plansItemSchema, redirectItemSchema } from '@riffmate/contract';
import { describe, expect, it } from 'vitest';
import { readPlansItem, readRedirectItem } from './plans-api';

const price = { id: 'price_plus', amount: 900, currency: 'usd', interval: 'month', intervalCount: 1 };
const plan = (tier: string, extra: Record<string, unknown> = {}) => ({
  tier,
  name: 'Plus',
  productName: 'Riffmate Plus',
  quota: { messages: 200, windowHours: 24 },
  features: ['200 assistant messages every 24 hours', 'Everything in Free'],
  price,
  ...extra,
});
const item = (extra: Record<string, unknown> = {}) => ({
  billingEnabled: true,
  plans: [plan('plus')],
  ...extra,
});

// The hand-written reader must accept and refuse exactly what the contract's schema does.
const samples: [string, unknown][] = [
  ['a catalogue', item()],
  ['no plans', item({ plans: [] })],
  [
    'billing off, no prices',
    item({ billingEnabled: false, plans: [plan('free', { price: null, productName: null })] }),
  ],
  [
    'unknown keys',
    { ...item(), extra: 1, plans: [plan('pro', { extra: true, price: { ...price, extra: 'x' } })] },
  ],
  [
    'a price without amount or interval',
    item({
      plans: [plan('plus', { price: { ...price, amount: null, interval: null, intervalCount: null } })],
    }),
  ],
  ['not an object', 'plans'],
  ['null', null],
  ['billingEnabled missing', { plans: [] }],
  ['plans not a list', item({ plans: {} })],
  ['an unknown tier', item({ plans: [plan('gold')] })],
  ['a fractional quota', item({ plans: [plan('plus', { quota: { messages: 1.5, windowHours: 24 } })] })],
  ['a feature that is not text', item({ plans: [plan('plus', { features: ['a', 2] })] })],
  ['a price with a fractional amount', item({ plans: [plan('plus', { price: { ...price, amount: 9.5 } })] })],
  ['a price without currency', item({ plans: [plan('plus', { price: { ...price, currency: undefined } })] })],
  ['a missing productName', item({ plans: [plan('plus', { productName: undefined })] })],
  ['a plan that is a list', item({ plans: [[]] })],
];

describe('readPlansItem', () => {
  it.each(samples)('agrees with plansItemSchema: %s', (_, sample) => {
    const parsed = plansItemSchema.safeParse(sample);
    expect(readPlansItem(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});

describe('readRedirectItem', () => {
  it.each([
    ['a url', { url: 'https://checkout.example/pay' }],
    ['unknown keys', { url: 'https://x', extra: 1 }],
    ['no url', {}],
    ['a url that is not text', { url: 1 }],
    ['null', null],
  ] as [string, unknown][])('agrees with redirectItemSchema: %s', (_, sample) => {
    const parsed = redirectItemSchema.safeParse(sample);
    expect(readRedirectItem(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});
