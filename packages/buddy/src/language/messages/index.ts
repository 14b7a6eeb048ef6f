import { de } from './de.ts';
import { en, type MessageKey, type Messages } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';

/** The languages the brain replies in (Japanese is understood; replies stay English). */
export const REPLY_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
/** A reply language. */
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

const CATALOGUES: Readonly<Record<ReplyLanguage, Partial<Messages>>> = {
  en,
  es,
  fr,
  de,
  pt,
  it,
};

/**
 * A reply text in the user's language; a key not yet translated falls back to English.
 * @example t('en', 'notUnderstood') // "I didn't catch that. …"
 */
export function t<K extends MessageKey>(
  lang: ReplyLanguage,
  key: K,
  ...args: Parameters<Messages[K]>
): string {
  const message = (CATALOGUES[lang][key] ?? en[key]) as (...a: Parameters<Messages[K]>) => string;
  return message(...args);
}
