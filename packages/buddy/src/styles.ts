import type { StyleId } from '@riffmate/music';
/**
 * Style words → engine styles. Narrower than the style records' own aliases: words that mean
 * something else in a chat ("groove" is a drum part, "epic" a mood, "acoustic" a guitar, "swing"
 * a feel) are handled by the parser, not here.
 * @example STYLE_WORDS.find((s) => s.value === 'bossa-nova')?.names.includes('bossa') // true
 */
export const STYLE_WORDS: readonly { readonly names: readonly string[]; readonly value: StyleId }[] = [
  {
    value: 'pop',
    names: [
      'pop',
      'pop rock',
      'synth pop',
      'synthpop',
      'indie pop',
      'dance pop',
      'k-pop',
      'kpop',
      'indie',
      'chiptune',
      'synthwave',
      '80s',
    ],
  },
  {
    value: 'rock',
    names: [
      'rock',
      'hard rock',
      'classic rock',
      'punk',
      'grunge',
      'alt rock',
      'alternative',
      'metal',
      'rock and roll',
      'rockier',
      "rock 'n' roll",
      'garage',
    ],
  },
  {
    value: 'lo-fi',
    names: [
      'lo-fi',
      'lofi',
      'lo fi',
      'chillhop',
      'study beats',
      'lofi hip hop',
      'lo-fi hip hop',
      'neo soul',
      'neo-soul',
    ],
  },
  {
    value: 'jazz',
    names: [
      'jazz',
      'jazzy',
      'bebop',
      'big band',
      'jazz swing',
      'walking bass',
      'blues',
      'bluesy',
      'smooth jazz',
      'swing jazz',
      'jazzier',
      'jazz it up',
    ],
  },
  { value: 'bossa-nova', names: ['bossa nova', 'bossa', 'bossanova', 'brazilian', 'samba', 'latin'] },
  { value: 'funk', names: ['funk', 'funky', 'disco funk', 'p-funk', 'soul', 'motown', 'funkier'] },
  {
    value: 'house',
    names: [
      'house',
      'deep house',
      'edm',
      'dance',
      'club',
      'techno',
      'disco',
      'trance',
      'electronic',
      'dance track',
    ],
  },
  {
    value: 'hip-hop',
    names: ['hip-hop', 'hip hop', 'hiphop', 'rap', 'boom bap', 'boom-bap', 'trap', 'r&b', 'rnb', 'drill'],
  },
  {
    value: 'ballad',
    names: ['ballad', 'power ballad', 'love song', 'slow song', 'piano ballad', 'soul ballad', 'gospel'],
  },
  { value: 'waltz', names: ['waltz', 'valse', 'viennese waltz', 'jazz waltz', 'musette'] },
  {
    value: 'folk',
    names: ['folk', 'country', 'americana', 'bluegrass', 'singer-songwriter', 'celtic', 'campfire'],
  },
  {
    value: 'cinematic',
    names: [
      'cinematic',
      'film',
      'film score',
      'orchestral',
      'soundtrack',
      'trailer',
      'movie',
      'game music',
      'video game',
      'score',
      'classical',
    ],
  },
];
