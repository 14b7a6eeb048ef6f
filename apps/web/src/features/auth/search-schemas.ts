import { redirect } from '@tanstack/react-router';
import { safeRedirect } from '@/lib/redirect';
import { isEmail, SearchValidationError, searchSchema } from '@/lib/search-schema';

// Hand-written (lib/search-schema) rather than zod: these run in the route tree, which is part of
// the start-up bundle (docs/decisions/0041). The phone number's full check needs libphonenumber,
// so it runs in verify-phone's beforeLoad from a lazily loaded module (verify-phone-search.ts).

/**
 * The optional `redirect` search param (login, phone verification): a same-site path to return
 * to. Anything unsafe or malformed is dropped rather than failing the page.
 */
function redirectParam(value: unknown): string | undefined {
  return typeof value === 'string' && safeRedirect(value) !== null ? value : undefined;
}

function fail(message: string): never {
  throw new SearchValidationError([{ message }]);
}

export const loginSearchSchema = searchSchema<
  { redirect?: string | undefined },
  { redirect?: string | undefined }
>((search) => ({ redirect: redirectParam(search.redirect) }));

export const requestPhoneVerificationSearchSchema = searchSchema<
  { redirect?: string | undefined },
  { redirect?: string | undefined }
>((search) => ({ redirect: redirectParam(search.redirect) }));

/** `/auth/request-password-reset`: optional e-mail, well-formed or else empty (docs/product.md §2). */
export const requestPasswordResetSearchSchema = searchSchema<
  { email?: string | undefined },
  { email: string }
>((search) => ({ email: isEmail(search.email) ? search.email : '' }));

export const RESET_TOKEN_MAX_LENGTH = 200;

/**
 * `/auth/reset-password`: the token. The e-mailed link carries it in the fragment (`#token=…`), which
 * browsers never send to a server, so it cannot land in a request log; the spec's `?token=` search
 * param is read too. A malformed one fails the route; a missing one is settled by the route, which
 * also reads the fragment (resetTokenFromHash), and goes to / when neither has a token.
 */
export const resetPasswordSearchSchema = searchSchema<
  { token?: string | undefined },
  { token?: string | undefined }
>((search) => (search.token === undefined ? {} : { token: checkedResetToken(search.token) }));

function checkedResetToken(value: unknown): string {
  if (typeof value !== 'string') fail('Reset token is required');
  const token = value.trim();
  if (token.length < 1 || token.length > RESET_TOKEN_MAX_LENGTH) fail('Invalid reset token');
  return token;
}

/** The token of a `#token=…` fragment (with or without the `#`), or undefined when it has none or a bad one. */
export function resetTokenFromHash(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  if (value === null) return undefined;
  const token = value.trim();
  return token.length >= 1 && token.length <= RESET_TOKEN_MAX_LENGTH ? token : undefined;
}

/** `/auth/verify-email`: optional e-mail; a malformed one goes to /auth/login (docs/product.md §2). */
export const verifyEmailSearchSchema = searchSchema<
  { email?: string | undefined },
  { email?: string | undefined }
>((search) => {
  if (search.email === undefined) return {};
  if (!isEmail(search.email)) fail('Invalid e-mail address');
  return { email: search.email };
});

/**
 * `/auth/verify-phone` as the route tree reads it: the phone as typed (checked and normalised to
 * E.164 by the route's beforeLoad, see verify-phone-search.ts) and the optional redirect.
 * A raw "+" in a pasted URL decodes to a space; that leading space is read back as "+".
 */
export const verifyPhoneRouteSearchSchema = searchSchema<
  { phone?: string | undefined; redirect?: string | undefined },
  { phone?: string | undefined; redirect?: string | undefined }
>((search) => ({
  phone: typeof search.phone === 'string' ? search.phone.replace(/^ (?=\d)/, '+') : undefined,
  redirect: redirectParam(search.redirect),
}));

/** `onError` of /auth/reset-password: a missing or malformed token goes home. */
export function onResetPasswordSearchError(): never {
  throw redirect({ to: '/' });
}

/** `onError` of /auth/verify-email: a malformed e-mail goes to login (docs/product.md §2). */
export function onVerifyEmailSearchError(): never {
  throw redirect({ to: '/auth/login' });
}
