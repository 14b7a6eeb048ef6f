import { describe, expect, it } from 'vitest';
import { authGuard, type GuardUser, protectedGuard } from './guards';

const user = (emailVerified: boolean, phoneVerified: boolean): GuardUser => ({
  email: 'ada@example.com',
  emailVerified,
  phoneVerified,
});
const unverified = user(false, false);
const emailOnly = user(true, false);
const verified = user(true, true);
const HOME = { to: '/' };

describe('authGuard (docs/product.md §4, auth group)', () => {
  it.each([
    // Not signed in: only these four are allowed …
    ['/auth/login', null, null],
    ['/auth/register', null, null],
    ['/auth/request-password-reset', null, null],
    ['/auth/reset-password', null, null],
    // … the verification pages go to /.
    ['/auth/verify-email', null, HOME],
    ['/auth/request-phone-verification', null, HOME],
    ['/auth/verify-phone', null, HOME],

    // Signed in: verify-email only while the e-mail is unverified.
    ['/auth/verify-email', unverified, null],
    ['/auth/verify-email', emailOnly, HOME],
    ['/auth/verify-email', verified, HOME],
    // The phone pages only while the phone is unverified.
    ['/auth/request-phone-verification', unverified, null],
    ['/auth/request-phone-verification', emailOnly, null],
    ['/auth/request-phone-verification', verified, HOME],
    ['/auth/verify-phone', unverified, null],
    ['/auth/verify-phone', emailOnly, null],
    ['/auth/verify-phone', verified, HOME],
    // Any other auth page goes to /, verified or not.
    ['/auth/login', unverified, HOME],
    ['/auth/login', verified, HOME],
    ['/auth/register', emailOnly, HOME],
    ['/auth/register', verified, HOME],
    ['/auth/request-password-reset', unverified, HOME],
    ['/auth/request-password-reset', verified, HOME],
    ['/auth/reset-password', emailOnly, HOME],
    ['/auth/reset-password', verified, HOME],
  ] as const)('%s with %o → %o', (path, who, expected) => {
    expect(authGuard(path, who)).toEqual(expected);
  });

  it('ignores a trailing slash', () => {
    expect(authGuard('/auth/login/', null)).toBeNull();
    expect(authGuard('/auth/verify-email/', verified)).toEqual(HOME);
  });
});

describe('protectedGuard (docs/product.md §4, protected group)', () => {
  it('not signed in → login, remembering the wanted address', () => {
    expect(protectedGuard('/chat/abc?x=1#end', null)).toEqual({
      to: '/auth/login',
      search: { redirect: '/chat/abc?x=1#end' },
    });
  });

  it('e-mail unverified → verify-email with the e-mail (before the phone check)', () => {
    expect(protectedGuard('/account', unverified)).toEqual({
      to: '/auth/verify-email',
      search: { email: 'ada@example.com' },
    });
    expect(protectedGuard('/account', user(false, true))).toEqual({
      to: '/auth/verify-email',
      search: { email: 'ada@example.com' },
    });
  });

  it('phone unverified → request-phone-verification with the redirect', () => {
    expect(protectedGuard('/account/profile', emailOnly)).toEqual({
      to: '/auth/request-phone-verification',
      search: { redirect: '/account/profile' },
    });
  });

  it('verified → the page opens', () => {
    expect(protectedGuard('/chat', verified)).toBeNull();
  });
});
