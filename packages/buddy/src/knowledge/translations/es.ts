import type { EntryTranslation } from '../types.ts';

/** Entry answers in this language, by entry id. */
export const es: Readonly<Record<string, EntryTranslation>> = {};
