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
