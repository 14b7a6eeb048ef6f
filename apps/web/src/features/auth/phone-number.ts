import { normalisePhone, PHONE_INPUT_MAX_LENGTH } from '@riffmate/contract';
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';

// The same metadata build ("max") as the contract's normalisePhone, so the bundle carries one copy
// and the client never accepts a number the server would refuse (or the other way round).

export interface CountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** Every country libphonenumber knows, named in the user's language and sorted by that name. */
export function countryOptions(locale?: string): CountryOption[] {
  const locales = locale ? [locale, 'en'] : ['en'];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(locales, { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locales);
  return getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The country preselected in the form: the region of the browser's language ("en-GB" → GB, and
 * "fr" → FR by the likely-subtags rules), or US when there is none we know.
 */
export function defaultCountry(language: string | undefined): CountryCode {
  if (language) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      if (region && isSupportedCountry(region)) return region;
    } catch {
      // not a valid language tag: fall through
    }
  }
  return 'US';
}

/**
 * The E.164 number for a country and what the user typed, or null when it is not valid by the
 * docs/product.md §5 rules (normalisePhone). A number typed in international form ("+44 …") wins over the
 * selected country; a national one may keep its trunk prefix ("07911 123456" in GB).
 *
 * @example combinePhone('GB', '07911 123456') // '+447911123456'
 */
export function combinePhone(country: CountryCode, national: string): string | null {
  const text = national.trim();
  if (text === '' || text.length > PHONE_INPUT_MAX_LENGTH) return null;
  const parsed = text.startsWith('+')
    ? parsePhoneNumberFromString(text)
    : parsePhoneNumberFromString(text, country);
  return parsed ? normalisePhone(parsed.number) : null;
}

/** A stored E.164 number as people read it ("+44 7700 900123"). */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

export { isSupportedCountry };
