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

/** A style said right beside one part word, where it sits in the text. */
export interface StyledPart extends PartStyleAsk {
  readonly start: number;
}

/**
 * Every style said right beside a part word (only link words between): "trap drums", "a reggae
 * groove on the drums", "drums more like disco". A style beside two parts names neither. In a
 * request for a new piece (`newPiece`), "beat" is the drums only after "with", "over" or "on".
 * @example styledParts('a pop song with trap drums') // [{ role: 'drums', style: 'trap', start: 16 }]
 */
export function styledParts(lower: string, newPiece = false): StyledPart[] {
  const parts = findPhrases(lower, STYLED_PART_WORDS);
  return findPhrases(lower, STYLE_WORDS).flatMap((style) => {
    // In a new piece "a boom bap beat" is the whole track; "… over a house beat" is its drums.
    const trackBeat =
      newPiece &&
      !/\b(?:with|over|on|under|plus|and|to)\s+(?:an?\s+|some\s+|the\s+)?$/.test(lower.slice(0, style.start));
    const linked = parts.filter((p) => {
      if (trackBeat && (p.phrase === 'beat' || p.phrase === 'beats')) return false;
      const between =
        p.start >= style.end ? lower.slice(style.end, p.start) : lower.slice(p.end, style.start);
      const words = between.split(/[\s-]+/).filter(Boolean);
      return words.length <= 4 && words.every((w) => LINK_WORDS.has(w));
    });
    const roles = new Set(linked.map((p) => p.value));
    return roles.size === 1 ? [{ role: linked[0]!.value, style: style.value, start: style.start }] : [];
  });
}

/**
 * The one part a style is said of in an edit. `null` when the style is the piece's ("make it
 * trap", "the whole track trap") or no style or several are said.
 * @example partStyleAsk('throw some trap drums on it') // { role: 'drums', style: 'trap' }
 * @example partStyleAsk('make it more funky') // null
 */
export function partStyleAsk(lower: string): PartStyleAsk | null {
  if (findPhrases(lower, STYLE_WORDS).length !== 1) return null;
  let outside = lower;
  for (const p of findPhrases(lower, STYLED_PART_WORDS))
    outside = `${outside.slice(0, p.start)}${' '.repeat(p.end - p.start)}${outside.slice(p.end)}`;
  if (WHOLE_RE.test(outside)) return null;
  const [styled] = styledParts(lower);
  return styled ? { role: styled.role, style: styled.style } : null;
}
