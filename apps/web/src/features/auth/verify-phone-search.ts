import { INVALID_PHONE_MESSAGE, phoneSchema } from '@riffmate/contract';
import { redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { safeRedirect } from '@/lib/redirect';
import { toast } from '@/lib/toast';

// Loaded by /auth/verify-phone's beforeLoad only: the phone check needs libphonenumber's full
// metadata (and zod), which must not be part of the start-up bundle (docs/decisions/0041).

const redirectParam = z
  .string()
  .refine((value) => safeRedirect(value) !== null)
  .optional()
  .catch(undefined);

/**
 * `/auth/verify-phone`: a valid international number (docs/product.md §2, §5), normalised to E.164.
 * A raw "+" in a pasted URL decodes to a space; that leading space is read back as "+".
 */
export const verifyPhoneSearchSchema = z.object({
  phone: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/^ (?=\d)/, '+') : value),
    phoneSchema,
  ),
  redirect: redirectParam,
});

/** `onError` of /auth/verify-phone: say why, then go back to entering the number (docs/product.md §8). */
export function onVerifyPhoneSearchError(): never {
  toast({ description: INVALID_PHONE_MESSAGE, variant: 'destructive' });
  throw redirect({ to: '/auth/request-phone-verification' });
}

/** The E.164 number of the page's `phone` search param; an invalid one leaves the page (docs/product.md §8). */
export function verifiedSearchPhone(phone: string | undefined): string {
  const result = verifyPhoneSearchSchema.safeParse({ phone });
  if (!result.success) onVerifyPhoneSearchError();
  return result.data.phone;
}
