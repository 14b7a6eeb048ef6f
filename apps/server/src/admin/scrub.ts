import { type CountryCode, findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Whose text it is: their own name, e-mail and phone are removed as well as any e-mail or phone number. */
export interface Identity {
  name: string;
  email: string;
  /** E.164, or null. */
  phone: string | null;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/**
 * Phone-shaped digit groups libphonenumber may not place without a country: "555 123 4567",
 * "(020) 7946-0958", "+1.415.555.2671". Groups of 3–4 digits, so note lists ("60 64 67") survive.
 */
const PHONE_SHAPE =
  /(?<![\p{L}\p{N}])\+?(?:\(?\d{1,4}\)?[\s.-]?)?\d{3,4}[\s.-]?\d{3,4}(?:[\s.-]?\d{2,4})?(?![\p{L}\p{N}])/gu;
const LETTER_OR_DIGIT = '\\p{L}\\p{N}';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Name parts worth removing: the full name and each word of at least 2 letters. */
function nameParts(name: string): string[] {
  const words = name.split(/\s+/).filter((word) => [...word].length >= 2);
  return [name.trim(), ...words].filter(Boolean);
}

/**
 * Removes personal data from one message for the training export (docs/decisions/0062): e-mail
 * addresses → [email], phone numbers → [phone], the author's own name (full or any part) → [name].
 * Errs on the side of removing too much.
 * @example scrub('I am Ada, call +44 7911 123456', { name: 'Ada Lovelace', email: 'a@x.io', phone: null })
 *   // 'I am [name], call [phone]'
 */
export function scrub(text: string, identity: Identity): string {
  let out = text.replace(EMAIL, '[email]');

  const countries = new Set<CountryCode>(['US', 'GB']);
  const own = identity.phone ? parsePhoneNumberFromString(identity.phone) : undefined;
  if (own?.country) countries.add(own.country);
  for (const country of countries) {
    // Right to left, so earlier offsets stay valid.
    const found = findPhoneNumbersInText(out, { defaultCountry: country }).sort(
      (a, b) => b.startsAt - a.startsAt,
    );
    for (const match of found) out = `${out.slice(0, match.startsAt)}[phone]${out.slice(match.endsAt)}`;
  }
  out = out.replace(PHONE_SHAPE, (match) => ((match.match(/\d/g)?.length ?? 0) >= 7 ? '[phone]' : match));
  if (own) {
    const national = own.nationalNumber;
    out = out.replace(new RegExp(national.split('').join('[\\s().-]*'), 'g'), '[phone]');
  }

  const localPart = identity.email.split('@')[0] ?? '';
  // Longest first, so "zoe.cruz" goes whole before "cruz" alone.
  const words = [...nameParts(identity.name), ...([...localPart].length >= 4 ? [localPart] : [])].sort(
    (a, b) => b.length - a.length,
  );
  for (const word of words) {
    const pattern = new RegExp(
      `(?<![${LETTER_OR_DIGIT}])${escapeRegExp(word)}(?![${LETTER_OR_DIGIT}])`,
      'giu',
    );
    out = out.replace(pattern, '[name]');
  }
  return out;
}
