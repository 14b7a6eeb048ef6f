import { describe, expect, it } from 'vitest';
import { INVALID_PHONE_MESSAGE, normalisePhone, phoneSchema } from './phone.ts';

describe('normalisePhone', () => {
  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+49 30 901820', '+4930901820'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['12345', 'no country'],
    ['+1 555', 'too short for the country'],
    ['+44 20 7946 0958 1234 5678 9', 'too long'],
    ['+1 (415) 555-2671'.padEnd(251, ' '), 'over 250 characters'],
    ['+999 123 456', 'unknown country code'],
    ['hello', 'not a number'],
  ])('rejects %j (%s)', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it('schema reports the spec message', () => {
    const result = phoneSchema.safeParse('+1 555');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_PHONE_MESSAGE);
  });
});
