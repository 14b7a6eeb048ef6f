/** Number words a musician might type, up to the bar counts people ask for. */
const WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  couple: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'twenty-four': 24,
  'twenty four': 24,
  thirty: 30,
  'thirty-two': 32,
  'thirty two': 32,
  forty: 40,
  'forty-eight': 48,
  'forty eight': 48,
  sixty: 60,
  'sixty-four': 64,
  'sixty four': 64,
};

/**
 * The regex source that matches a number as digits or a word.
 * @example new RegExp(NUMBER_SOURCE).test('sixteen') // true
 */
export const NUMBER_SOURCE = `(\\d{1,3}|${Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

/**
 * Read a number written as digits or as a word; `null` otherwise.
 * @example parseNumber('eight') // 8
 * @example parseNumber('16') // 16
 */
export function parseNumber(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (/^\d{1,4}$/.test(t)) return Number(t);
  return WORDS[t] ?? null;
}

/**
 * A number typed as a digit or a word ("5", "five"), as scale degrees and counts are asked;
 * `undefined` for anything else.
 * @example numberOf('six') // 6
 */
export function numberOf(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  return WORDS[w] !== undefined && !['a', 'an', 'single', 'couple', 'dozen'].includes(w)
    ? WORDS[w]
    : undefined;
}
