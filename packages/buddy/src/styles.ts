import { getStyle, STYLE_NAMES, type StyleId } from '@riffmate/music';
import { STYLE_APPROXIMATIONS } from './style-approx.ts';

/**
 * Engine aliases that mean something else in a chat: "swing" and "shuffle" are feels, "groove" a
 * drum part, "acoustic" a guitar, "epic" a mood, "choir" an instrument, "son" a word in several
 * languages. The parser reads those itself.
 */
const NOT_STYLE_WORDS = new Set([
  'swing',
  'shuffle',
  'groove',
  'acoustic',
  'epic',
  'choir',
  'son',
  'score',
  // A jazz waltz is jazz in 3/4 (the parser reads "waltz" after a style as the meter).
  'jazz waltz',
  // "we like to dance to it", "I played in dance bands": dancing, not house ("a dance track" is).
  'dance',
]);

/** Genres played through a nearer style ("punk" through rock): the reply says so, see style-approx.ts. */
const APPROXIMATED = new Set(STYLE_APPROXIMATIONS.flatMap((s) => s.names));

/** Chat words for a style beyond the engine's own aliases. */
const CHAT_WORDS: Partial<Record<StyleId, readonly string[]>> = {
  pop: ['indie', 'indie pop'],
  rock: ['rock and roll', "rock 'n' roll", 'rockier', 'garage rock'],
  'lo-fi': ['lo-fi hip hop', 'lofi beat', 'lo-fi beat'],
  jazz: ['jazzy', 'jazzier', 'jazz it up', 'smooth jazz', 'swing jazz'],
  funk: ['funkier', 'funky'],
  house: [
    'electronic',
    'dance track',
    'dance music',
    'dance beat',
    'dance tune',
    'dance song',
    'dance floor',
    'dancefloor',
    'dance pop',
  ],
  'r-and-b': ['motown'],
  folk: ['campfire'],
  blues: ['bluesy', 'blues shuffle', 'bluesier'],
  gospel: ['churchy', 'churchier', 'gospel-y', 'gospely'],
  salsa: ['latin-y', 'more latin', 'latin feel'],
  cinematic: ['movie', 'game music', 'video game', 'film music', 'more cinematic', 'epic orchestral feel'],
  metal: ['metal riff', 'thrash metal', 'doom metal', 'doom', 'heavier riffs'],
  ambient: ['ambient music'],
};

/**
 * Style words → engine styles: every style's own aliases (packages/music/src/styles) less the
 * words that mean something else in a chat, plus chat words. A genre the engine has no style for
 * is in `STYLE_APPROXIMATIONS` instead, so the reply can say it was approximated.
 * @example STYLE_WORDS.find((s) => s.value === 'blues')?.names.includes('12 bar blues') // true
 */
export const STYLE_WORDS: readonly { readonly names: readonly string[]; readonly value: StyleId }[] =
  STYLE_NAMES.map(({ id, aliases }) => ({
    value: id,
    names: [...new Set([...aliases, ...(CHAT_WORDS[id] ?? [])])].filter(
      (w) => !NOT_STYLE_WORDS.has(w) && !APPROXIMATED.has(w),
    ),
  }));

/**
 * Whether a style lives on seventh chords (jazz, lo-fi, R&B): most chords its own progressions
 * write carry a 7th or 9th, so its players hear a key's triads (and bare numerals) as sevenths.
 * @example livesOnSevenths('jazz') // true
 */
export function livesOnSevenths(style: StyleId): boolean {
  const def = getStyle(style);
  const written = [...def.progressions.major, ...def.progressions.minor].flatMap((p) =>
    p.bars.flatMap((b) => b.split(/\s+/)),
  );
  return written.filter((r) => /[79]/.test(r)).length * 2 > written.length;
}
