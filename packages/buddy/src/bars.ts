import { MAX_BARS } from '@riffmate/music';
import { NUMBER_SOURCE, parseNumber } from './numbers.ts';

const BARS_RE = new RegExp(`(?<![a-z0-9])${NUMBER_SOURCE}[\\s-]*(?:bars?|measures?)\\b`, 'g');
const COUNT_RE = /\b(?:bars|measures|length)\s*(?:[:=]|of)?\s*(\d{1,3})\b/;

/**
 * A bar count stated in the text ("8 bars", "a 16-bar loop", "eight measures", "bars: 12");
 * `null` when none or out of range.
 * @example parseBars('give me a 16-bar progression') // 16
 * @example parseBars('eight bars of funk') // 8
 */
export function parseBars(lower: string): number | null {
  let found: number | null = null;
  for (const m of lower.matchAll(BARS_RE)) {
    const n = parseNumber(m[1] ?? '');
    // "a bar" on its own is rarely a length request ("a bar of rest"); only count real numbers.
    if (n !== null && !/^(a|an)$/.test(m[1] ?? '')) found = n;
  }
  if (found === null) {
    const c = COUNT_RE.exec(lower);
    if (c) found = Number(c[1]);
  }
  if (found === null || found < 1 || found > MAX_BARS) return null;
  return found;
}

const MORE_BARS_RE = new RegExp(
  `(?<![a-z0-9])(?:${NUMBER_SOURCE}[\\s-]*(?:more |extra )?(?:bars?|measures?)[\\s-]*(longer|shorter|more|extra)\\b|(add|extend (?:it |this |the \\w+ )?by|tack on|lengthen (?:it |this )?by|another)\\s+(?:on\\s+)?(?:an? (?:extra |further )?)?${NUMBER_SOURCE}?[\\s-]*(?:more |extra )?(?:bars?|measures?)\\b(?!\\s+of\\b)|${NUMBER_SOURCE}\\s+(more|extra)\\s+(?:bars?|measures?)\\b(?!\\s+of\\b)|(cut|drop|lose|trim|chop|lop|shave|knock|shorten (?:it |this )?by|remove|take off)\\s+(?:(?:the )?(?:last|final|first) )?${NUMBER_SOURCE}[\\s-]*(?:bars?|measures?))`,
);

/**
 * A change of length by a number of bars ("4 bars longer", "add 8 bars", "two more bars",
 * "cut 4 bars"): bars to add (negative: to take off); `null` when the text names none. A stated
 * count alone ("make it 16 bars") is a new length, read by `parseBars`.
 * @example parseBarsDelta('can u make it 4 bars longer') // 4
 * @example parseBarsDelta('cut the last 2 bars') // -2
 */
export function parseBarsDelta(lower: string): number | null {
  // "drop the last bar" counts one.
  const m = MORE_BARS_RE.exec(lower.replace(/\bthe (last|final) (bar|measure)\b/g, 'the $1 1 $2'));
  if (!m) return null;
  const [, n1, dir1, verb2, n2, n3, , verb4, n4] = m;
  const count = (s: string | undefined) => (s === undefined ? 1 : parseNumber(s));
  let n: number | null;
  let sign = 1;
  if (dir1) {
    n = count(n1);
    if (dir1 === 'shorter') sign = -1;
  } else if (verb2) {
    // "add a bar", "another 4 bars"
    n = n2 === undefined || /^(a|an)$/.test(n2) ? 1 : parseNumber(n2);
  } else if (n3 !== undefined) n = count(n3);
  else {
    n = count(n4);
    if (verb4) sign = -1;
  }
  if (n === null || n < 1) return null;
  return sign * n;
}
