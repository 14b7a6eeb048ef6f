import { describe, expect, it } from 'vitest';
import { combinePhone, countryOptions, defaultCountry, formatPhone } from './phone-number';

describe('phone form helpers', () => {
  it.each([
    ['US', '415 555 2671', '+14155552671'],
    ['US', '(415) 555-2671', '+14155552671'],
    ['GB', '07911 123456', '+447911123456'],
    ['DE', '030 123456', '+4930123456'],
    // A number typed in international form wins over the selected country.
    ['US', '+44 7911 123456', '+447911123456'],
  ] as const)('%s %s → %s', (country, national, e164) => {
    expect(combinePhone(country, national)).toBe(e164);
  });

  it.each([
    ['US', ''],
    ['US', '123'],
    ['US', '555 0100'],
    ['GB', '07700 900123'], // reserved for drama: valid format, not a real number
    ['US', '4'.repeat(251)],
    ['US', 'call me'],
  ] as const)('%s %s is invalid', (country, national) => {
    expect(combinePhone(country, national)).toBeNull();
  });

  it.each([
    ['en-GB', 'GB'],
    ['de-DE', 'DE'],
    ['fr', 'FR'],
    ['en', 'US'],
    [undefined, 'US'],
    ['not a tag!', 'US'],
  ])('the default country for %s is %s', (language, country) => {
    expect(defaultCountry(language)).toBe(country);
  });

  it('lists every country with its calling code and a display name, sorted by name', () => {
    const options = countryOptions('en-US');
    expect(options.length).toBeGreaterThan(200);
    expect(options.find((o) => o.code === 'GB')).toEqual({
      code: 'GB',
      name: 'United Kingdom',
      callingCode: '44',
    });
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => new Intl.Collator('en-US').compare(a, b)));
  });

  it('formats E.164 for reading', () => {
    expect(formatPhone('+14155552671')).toBe('+1 415 555 2671');
    expect(formatPhone('garbage')).toBe('garbage');
  });
});
