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
      // A stab is a short chord ("piano stabs", "synth stabs").
      'stabs',
      'chord stabs',
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
      'drum kit',
      'drum groove',
      // Drums General MIDI lacks play on the kit (the reply says so).
      'taiko',
      'taikos',
      'taiko drums',
      'war drums',
      'bodhran',
      'bodhrán',
      'frame drum',
      'cajon',
      'cajón',
    ],
  },
  { value: 'pad', names: ['pad part', 'pad track', 'pad underneath'] },
  { value: 'arpeggio', names: ['arpeggio', 'arpeggios', 'arp', 'arps', 'arpeggiated part', 'arpeggiator'] },
  {
    value: 'counter-melody',
    names: [
      'counter-melody',
      'counter melody',
      'countermelody',
      'second melody',
      'counterline',
      'harmony line',
    ],
  },
  // (The first name is how an edit names the part: "brass", since a lone "horn" is a French horn.)
  { value: 'horns', names: ['brass part', 'horn part', 'horn stabs', 'horn line', 'brass stabs'] },
  {
    value: 'percussion',
    names: [
      'percussion',
      'perc',
      'percs',
      'hand percussion',
      'congas',
      'bongos',
      'shaker',
      'shakers',
      'tambourine',
      'latin percussion',
      'djembe',
      'tabla',
      'cajon',
      'cowbell',
      'woodblock',
      'claves',
      'guiro',
      'timbales',
    ],
  },
];

/**
 * Pieces of the kit: in an edit they point at the drum part ("make the hats less busy", "busier
 * kick"). Not part names for a new piece, where "with soft hats" describes the drums asked for.
 * @example KIT_PIECE_WORDS[0].value // 'drums'
 */
export const KIT_PIECE_WORDS: readonly { readonly names: readonly string[]; readonly value: PartRole }[] = [
  {
    value: 'drums',
    names: [
      'hats',
      'hi-hats',
      'hi hats',
      'hihats',
      'hi-hat',
      'hihat',
      'snare',
      'snares',
      'kick',
      'kick drum',
      'cymbals',
    ],
  },
];
