import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';

export const INVALID_PHONE_MESSAGE = 'Invalid phone number';
export const PHONE_INPUT_MAX_LENGTH = 250;
export const PHONE_NATIONAL_DIGITS_MIN = 2;
export const PHONE_NATIONAL_DIGITS_MAX = 17;

/**
 * Normalises an international phone number to E.164, or null when it is not valid (docs/product.md §5):
 * at most 250 characters of input, 2–17 national digits, and the per-country length and pattern
 * rules of libphonenumber's full metadata.
 *
 * @example normalisePhone('+44 20 7946 0958') // '+442079460958'
 */
export function normalisePhone(input: string): string | null {
  if (input.length > PHONE_INPUT_MAX_LENGTH) return null;
  const phone = parsePhoneNumberFromString(input.trim());
  if (!phone) return null;
  const national = String(phone.nationalNumber);
  if (national.length < PHONE_NATIONAL_DIGITS_MIN || national.length > PHONE_NATIONAL_DIGITS_MAX) return null;
  return phone.isValid() ? phone.number : null;
}

/** A phone field: validated and normalised to E.164, with the spec's message. */
export const phoneSchema = z
  .string({ error: INVALID_PHONE_MESSAGE })
  .max(PHONE_INPUT_MAX_LENGTH, INVALID_PHONE_MESSAGE)
  .transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });
