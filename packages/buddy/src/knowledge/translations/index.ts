import type { ReplyLanguage } from '../../language/messages/index.ts';
import type { EntryTranslation } from '../types.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';

/** Entry translations by language and entry id; an entry without one answers in English. */
export const TRANSLATIONS: Readonly<
  Record<Exclude<ReplyLanguage, 'en'>, Readonly<Record<string, EntryTranslation>>>
> = {
  es,
  fr,
  de,
  pt,
  it,
};
