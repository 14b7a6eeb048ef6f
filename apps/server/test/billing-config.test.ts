import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { tempDir } from './helpers/config.ts';

const base = () => ({ DATA_DIR: tempDir(), SESSION_SECRET: 'x'.repeat(40) });
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_PLUS: 'price_plus',
  STRIPE_PRICE_PRO: 'price_pro',
};

describe('billing configuration', () => {
  it('is off without Stripe variables', () => {
    expect(loadConfig(base()).billing).toBeUndefined();
  });

  it('is Stripe when the key, webhook secret and both prices are set', () => {
    const config = loadConfig({ ...base(), ...stripe, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' });
    expect(config.billing).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
      prices: { plus: 'price_plus', pro: 'price_pro' },
      apiBaseUrl: 'http://127.0.0.1:12111',
    });
  });

  it('names every missing or malformed variable of a half-configured Stripe', () => {
    let error: unknown;
    try {
      loadConfig({ ...base(), STRIPE_SECRET_KEY: 'pk_live_oops', STRIPE_PRICE_PLUS: 'price_plus' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as ConfigError).problems.join('\n');
    expect(text).toContain('STRIPE_SECRET_KEY: must be a Stripe secret key');
    expect(text).toMatch(/STRIPE_WEBHOOK_SECRET: must be set together with/);
    expect(text).toMatch(/STRIPE_PRICE_PRO: must be set together with/);
  });

  it('refuses the same price for both tiers', () => {
    expect(() => loadConfig({ ...base(), ...stripe, STRIPE_PRICE_PRO: 'price_plus' })).toThrow(
      /STRIPE_PRICE_PRO: must differ from STRIPE_PRICE_PLUS/,
    );
  });
});
