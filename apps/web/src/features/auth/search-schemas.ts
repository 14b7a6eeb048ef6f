import { INVALID_PHONE_MESSAGE, phoneSchema } from '@riffmate/contract';
import { redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { safeRedirect } from '@/lib/redirect';
import { toast } from '@/lib/toast';

/**
 * The optional `redirect` search param (login, phone verification): a same-site path to return
 * to. Anything unsafe or malformed is dropped rather than failing the page.
 */
const redirectParam = z
  .string()
  .refine((value) => safeRedirect(value) !== null)
  .optional()
  .catch(undefined);

export const loginSearchSchema = z.object({ redirect: redirectParam });

export const requestPhoneVerificationSearchSchema = z.object({ redirect: redirectParam });

/** `/auth/request-password-reset`: optional e-mail, well-formed or else empty (spec §2). */
export const requestPasswordResetSearchSchema = z.object({
  email: z.email().default('').catch(''),
});

/** `/auth/reset-password`: the token is required; without it the route goes to / (spec §2). */
export const resetPasswordSearchSchema = z.object({
  token: z.string().trim().min(1).max(200),
});

/** `/auth/verify-email`: optional e-mail; a malformed one goes to /auth/login (spec §2). */
export const verifyEmailSearchSchema = z.object({
  email: z.email().optional(),
});

/**
 * `/auth/verify-phone`: a valid international number (spec §2, §5), normalised to E.164.
 * A raw "+" in a pasted URL decodes to a space; that leading space is read back as "+".
 */
export const verifyPhoneSearchSchema = z.object({
  phone: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/^ (?=\d)/, '+') : value),
    phoneSchema,
  ),
  redirect: redirectParam,
});

/** `onError` of /auth/reset-password: a missing token goes home (spec §2). */
export function onResetPasswordSearchError(): never {
  throw redirect({ to: '/' });
}

/** `onError` of /auth/verify-email: a malformed e-mail goes to login (spec §2). */
export function onVerifyEmailSearchError(): never {
  throw redirect({ to: '/auth/login' });
}

/** `onError` of /auth/verify-phone: say why, then go back to entering the number (spec §8). */
export function onVerifyPhoneSearchError(): never {
  toast({ description: INVALID_PHONE_MESSAGE, variant: 'destructive' });
  throw redirect({ to: '/auth/request-phone-verification' });
}
