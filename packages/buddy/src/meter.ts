import { type Meter, meterGrid } from '@riffmate/music';

/** Meters named in words. */
const METER_WORDS: readonly { readonly re: RegExp; readonly meter: Meter }[] = [
  { re: /\b(?:common time|four[- ]four(?: time)?)\b/, meter: { numerator: 4, denominator: 4 } },
  { re: /\b(?:cut time|alla breve|two[- ]two)\b/, meter: { numerator: 2, denominator: 2 } },
  {
    re: /\b(?:waltz time|three[- ]four(?: time)?|triple (?:time|meter))\b/,
    meter: { numerator: 3, denominator: 4 },
  },
  { re: /\btwo[- ]four(?: time)?\b|\bmarch time\b/, meter: { numerator: 2, denominator: 4 } },
  { re: /\bfive[- ]four(?: time)?\b/, meter: { numerator: 5, denominator: 4 } },
  { re: /\bsix[- ]eight(?: time)?\b/, meter: { numerator: 6, denominator: 8 } },
  { re: /\bseven[- ]eight(?: time)?\b/, meter: { numerator: 7, denominator: 8 } },
  { re: /\bnine[- ]eight(?: time)?\b/, meter: { numerator: 9, denominator: 8 } },
  { re: /\btwelve[- ]eight(?: time)?\b/, meter: { numerator: 12, denominator: 8 } },
  { re: /\bseven[- ]four(?: time)?\b/, meter: { numerator: 7, denominator: 4 } },
  // Dance forms that name their meter: a jig is in 6/8, a slip jig in 9/8.
  { re: /\bslip[- ]jigs?\b/, meter: { numerator: 9, denominator: 8 } },
  { re: /\bjigs?\b/, meter: { numerator: 6, denominator: 8 } },
  // "can we do it in 4 instead of 3", "play it in 3": counting in three or four, as players say it.
  {
    re: /\b(?:in|to) (?:3|three)(?= instead\b|(?: time| feel)?\s*(?:$|[,.!?]|pls\b|please\b))/,
    meter: { numerator: 3, denominator: 4 },
  },
  {
    re: /\b(?:in|to) (?:4|four)(?= instead\b|(?: time| feel)?\s*(?:$|[,.!?]|pls\b|please\b))/,
    meter: { numerator: 4, denominator: 4 },
  },
];

/**
 * A time signature stated in the text ("3/4", "in 6/8", "five-four", "waltz time"); `null` when
 * none or when the engine cannot write it. A slash right after a letter is a chord ("C6/9").
 * @example parseMeter('something in 7/8') // { numerator: 7, denominator: 8 }
 * @example parseMeter('waltz time please') // { numerator: 3, denominator: 4 }
 */
export function parseMeter(lower: string): Meter | null {
  const m = /(?<![a-z#\d/])(\d{1,2})\s*\/\s*(\d{1,2})(?![\d/])/.exec(lower);
  if (m) {
    const meter = { numerator: Number(m[1]), denominator: Number(m[2]) };
    if (meterGrid(meter)) return meter;
  }
  for (const w of METER_WORDS) if (w.re.test(lower)) return w.meter;
  return null;
}
