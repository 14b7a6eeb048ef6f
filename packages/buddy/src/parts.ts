import type { PartRole } from '@riffmate/music';
/**
 * Words for the four parts. "beat" alone is producer slang for a whole track, so it is not here
 * (the parser treats it separately); "drum beat" is.
 * @example PART_WORDS.find((p) => p.value === 'bass')?.names.includes('bassline') // true
 */
export const PART_WORDS: readonly { readonly names: readonly string[]; readonly value: PartRole }[] = [
  {
    value: 'chords',
    names: [
      'chords',
      'chord',
      'chord progression',
      'chord progressions',
      'progression',
      'progressions',
      'comping',
      'harmony',
      'changes',
      'chord part',
      'chord track',
    ],
  },
  {
    value: 'bass',
    names: ['bass', 'bass line', 'bassline', 'bass lines', 'basslines', 'bass part', 'bass track'],
  },
  {
    value: 'melody',
    names: [
      'melody',
      'melodies',
      'lead',
      'lead line',
      'topline',
      'top line',
      'hook',
      'riff',
      'tune line',
      'solo',
      'melodic line',
      'melody line',
    ],
  },
  {
    value: 'drums',
    names: [
      'drums',
      'drum',
      'drum beat',
      'drum loop',
      'drum pattern',
      'drum part',
      'drum track',
      'percussion',
      'drum kit',
      'drum groove',
    ],
  },
];
