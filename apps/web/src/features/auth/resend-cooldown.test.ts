import { beforeEach, describe, expect, it } from 'vitest';
import { codeDigits } from './code-input';
import {
  cooldownRemaining,
  markCodeSent,
  RESEND_COOLDOWN_SECONDS,
  resetCodeCooldowns,
} from './resend-cooldown';

describe('resend cooldown', () => {
  beforeEach(resetCodeCooldowns);

  it('is 60 seconds per address, counted down in whole seconds', () => {
    expect(RESEND_COOLDOWN_SECONDS).toBe(60);
    expect(cooldownRemaining('email:a@b.co', 0)).toBe(0);
    markCodeSent('email:a@b.co', 1_000);
    expect(cooldownRemaining('email:a@b.co', 1_000)).toBe(60);
    expect(cooldownRemaining('email:a@b.co', 1_001)).toBe(60);
    expect(cooldownRemaining('email:a@b.co', 2_000)).toBe(59);
    expect(cooldownRemaining('email:a@b.co', 60_999)).toBe(1);
    expect(cooldownRemaining('email:a@b.co', 61_000)).toBe(0);
    expect(cooldownRemaining('phone:+14155552671', 2_000)).toBe(0);
  });
});

describe('codeDigits', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['Code: 123-456', '123456'],
    ['1234567', '123456'],
    ['abc', ''],
  ])('%s → %s', (input, digits) => {
    expect(codeDigits(input)).toBe(digits);
  });
});
