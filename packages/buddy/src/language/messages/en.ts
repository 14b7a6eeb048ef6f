/**
 * The brain's reply texts in English: the catalogue's keys. Each entry is a function of its
 * variables so that translations can reorder them. Other languages live beside this file.
 */
export const en = {
  notUnderstood: (): string =>
    'I didn\'t catch that. Ask me for a piece ("a chill lo-fi beat in F minor"), an edit ("make it faster") or a theory question ("what notes are in Cmaj7?").',
};

/** The catalogue's shape: every language provides (some of) these keys. */
export type Messages = typeof en;
/** A message key. */
export type MessageKey = keyof Messages;
