import type { PartRole, StyleId } from '@riffmate/music';
import { PART_WORDS } from './parts.ts';
import { STYLE_WORDS } from './styles.ts';
import { findPhrases } from './text.ts';

/** A style said of one part: "throw some trap drums on it", "make the bass more reggae". */
export interface PartStyleAsk {
  readonly role: PartRole;
  readonly style: StyleId;
}

/** Part words of an edit, and "beat" (producer slang for the drum part when said with a style). */
const STYLED_PART_WORDS: readonly { readonly names: readonly string[]; readonly value: PartRole }[] = [
  ...PART_WORDS.filter((p) => p.value !== 'melody'),
  { names: ['beat', 'beats', 'kit'], value: 'drums' },
];

/**
 * Words that may stand between a style and the part it describes: "trap style drums", "a reggae
 * groove on the drums", "drums more like disco", "the beat for a bossa groove".
 */
const LINK_WORDS = new Set([
  'style',
  'styled',
  'type',
  'ish',
  'sort',
  'kind',
  'of',
  'like',
  'a',
  'an',
  'the',
  'more',
  'bit',
  'little',
  'lil',
  'kinda',
  'sounding',
  'feel',
  'flavoured',
  'flavored',
  'inspired',
  'influenced',
  'into',
  'to',
  'for',
  'with',
  'on',
  'in',
  'some',
  'groove',
  'rhythm',
  'pattern',
  'vibe',
  'sound',
  'be',
  'play',
  'playing',
  'real',
  'proper',
]);

/** Words that make a style the whole piece's ("make the whole song trap"), not one part's. */
const WHOLE_RE = /\b(?:whole|everything|entire|all of it|song|piece|tune|track|genre)\b/;

/**
 * The one part a style is said of in an edit, when the style sits right beside a part word (only
 * link words between). `null` when the style is the piece's ("make it trap") or no style is said.
 * @example partStyleAsk('throw some trap drums on it') // { role: 'drums', style: 'trap' }
 * @example partStyleAsk('make it more funky') // null
 */
export function partStyleAsk(lower: string): PartStyleAsk | null {
  const styles = findPhrases(lower, STYLE_WORDS);
  if (styles.length !== 1) return null;
  const style = styles[0]!;
  const parts = findPhrases(lower, STYLED_PART_WORDS);
  let outside = lower;
  for (const p of parts)
    outside = `${outside.slice(0, p.start)}${' '.repeat(p.end - p.start)}${outside.slice(p.end)}`;
  if (WHOLE_RE.test(outside)) return null;
  const linked = parts.filter((p) => {
    const between = p.start >= style.end ? lower.slice(style.end, p.start) : lower.slice(p.end, style.start);
    const words = between.split(/[\s-]+/).filter(Boolean);
    return words.length <= 4 && words.every((w) => LINK_WORDS.has(w));
  });
  const roles = new Set(linked.map((p) => p.value));
  return roles.size === 1 ? { role: linked[0]!.value, style: style.value } : null;
}
