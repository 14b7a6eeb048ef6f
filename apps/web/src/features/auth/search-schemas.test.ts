import { INVALID_PHONE_MESSAGE } from '@riffmate/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/search-schema';
import {
  loginSearchSchema,
  requestPasswordResetSearchSchema,
  resetPasswordSearchSchema,
  resetTokenFromHash,
  verifyEmailSearchSchema,
  verifyPhoneRouteSearchSchema,
} from './search-schemas';
import { verifyPhoneSearchSchema } from './verify-phone-search';

describe('search params (docs/product.md §2)', () => {
  describe('/auth/request-password-reset email', () => {
    it('keeps a well-formed e-mail', () => {
      expect(requestPasswordResetSearchSchema.parse({ email: 'ada@example.com' })).toEqual({
        email: 'ada@example.com',
      });
    });

    it.each([['not-an-email'], ['ada@'], [42], [['a@b.co']], [undefined]])(
      'falls back to empty for %o',
      (email) => {
        expect(requestPasswordResetSearchSchema.parse({ email })).toEqual({ email: '' });
      },
    );

    it('is optional', () => {
      expect(requestPasswordResetSearchSchema.parse({})).toEqual({ email: '' });
    });
  });

  describe('/auth/reset-password token', () => {
    it('is optional in the search (the e-mailed link carries it in the fragment) but never empty', () => {
      expect(resetPasswordSearchSchema.parse({})).toEqual({});
      expect(resetPasswordSearchSchema.safeParse({ token: '' }).success).toBe(false);
      expect(resetPasswordSearchSchema.safeParse({ token: '   ' }).success).toBe(false);
    });

    it('fails on a token that is not a string or too long', () => {
      expect(resetPasswordSearchSchema.safeParse({ token: 42 }).success).toBe(false);
      expect(resetPasswordSearchSchema.safeParse({ token: 'x'.repeat(201) }).success).toBe(false);
      expect(resetPasswordSearchSchema.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
    });

    it('passes a token through', () => {
      expect(resetPasswordSearchSchema.parse({ token: 'abc_DEF-123' })).toEqual({ token: 'abc_DEF-123' });
    });

    it('is read from a #token=… fragment', () => {
      expect(resetTokenFromHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
      expect(resetTokenFromHash('token=abc')).toBe('abc');
      expect(resetTokenFromHash('')).toBeUndefined();
      expect(resetTokenFromHash('#token=')).toBeUndefined();
      expect(resetTokenFromHash(`#token=${'x'.repeat(201)}`)).toBeUndefined();
    });
  });

  describe('/auth/verify-email email', () => {
    it('is optional', () => {
      expect(verifyEmailSearchSchema.parse({})).toEqual({});
    });

    it('fails on a malformed e-mail (the route then goes to login)', () => {
      expect(verifyEmailSearchSchema.safeParse({ email: 'nope' }).success).toBe(false);
      expect(verifyEmailSearchSchema.parse({ email: 'ada@example.com' })).toEqual({
        email: 'ada@example.com',
      });
    });
  });

  describe('e-mail pattern', () => {
    it.each([
      'ada@example.com',
      'a.b+c@sub.example.co.uk',
      "o'neil@example.org",
      'ada@',
      '@example.com',
      'ada@example',
      'a..b@example.com',
      '.ada@example.com',
      'ada.@example.com',
      'ada@-example.com',
      'ada@example.c',
      'ada lovelace@example.com',
      'ADA@EXAMPLE.COM',
    ])('agrees with zod for %s', (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(z.email().safeParse(email).success);
    });
  });

  describe('/auth/verify-phone in the route tree', () => {
    it('keeps the phone as typed (checked later) and reads a leading space as "+"', () => {
      expect(verifyPhoneRouteSearchSchema.parse({ phone: ' 14155552671' })).toEqual({
        phone: '+14155552671',
      });
      expect(verifyPhoneRouteSearchSchema.parse({ phone: 42, redirect: '//evil.com' })).toEqual({});
    });
  });

  describe('/auth/verify-phone phone', () => {
    it('normalises a valid number to E.164', () => {
      expect(verifyPhoneSearchSchema.parse({ phone: '+44 20 7946 0958' })).toEqual({
        phone: '+442079460958',
      });
    });

    it('reads a "+" that a pasted URL decoded to a space', () => {
      expect(verifyPhoneSearchSchema.parse({ phone: ' 14155552671' })).toEqual({ phone: '+14155552671' });
    });

    it.each([
      [undefined],
      [''],
      ['+1 555'],
      ['14155552671'],
      [14155552671],
      ['+999 123456789'],
      ['x'.repeat(300)],
    ])('rejects %o with "Invalid phone number"', (phone) => {
      const result = verifyPhoneSearchSchema.safeParse({ phone });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INVALID_PHONE_MESSAGE);
    });
  });

  describe('redirect param', () => {
    it('keeps a safe path and drops anything else', () => {
      expect(loginSearchSchema.parse({ redirect: '/chat/abc' })).toEqual({ redirect: '/chat/abc' });
      for (const redirect of ['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)', 7]) {
        expect(loginSearchSchema.parse({ redirect })).toEqual({ redirect: undefined });
      }
      expect(verifyPhoneSearchSchema.parse({ phone: '+14155552671', redirect: '//evil.com' })).toEqual({
        phone: '+14155552671',
        redirect: undefined,
      });
    });
  });
});
