import type { EntryTranslation } from '../types.ts';

/** Entry answers in this language, by entry id. */
export const de: Readonly<Record<string, EntryTranslation>> = {};
