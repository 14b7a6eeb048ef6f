import type { StyleDef } from './types.ts';

/**
 * Chorale: four voices (soprano melody, alto and tenor, bass), no drums, a chord on every beat with
 * cadences at the phrase ends, written with common-practice voice leading (no parallel fifths or
 * octaves, voices in their ranges, spacing within an octave above the tenor).
 * @example getStyle('chorale').voicing // 'chorale'
 */
export const chorale: StyleDef = {
  id: 'chorale',
  name: 'Chorale',
  aliases: [
    'chorale',
    'bach chorale',
    'hymn',
    'choral',
    'satb',
    'four-part harmony',
    'four part harmony',
    'choir',
  ],
  tempo: { min: 50, max: 100, default: 72 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'eighth',
  progressions: {
    major: [
      { bars: ['I IV V I', 'vi ii V I', 'I V vi iii', 'IV I ii V'] },
      { bars: ['I V6 vi IV', 'I64 V I IV', 'ii6 V I vi', 'IV V7 I I'] },
      { bars: ['I ii6 V I', 'IV I6 ii V', 'vi IV I64 V', 'I IV V I'] },
    ],
    minor: [
      { bars: ['i iv V i', 'VI iv V i', 'i V6 i iv', 'iiø7 V i i'] },
      { bars: ['i VI iv V', 'i iv6 V i', 'III VI iv V', 'i iv V7 i'] },
    ],
  },
  instruments: { chords: 52, bass: 52, melody: 52 },
  arrangement: [
    { role: 'melody', program: 52, name: 'Soprano' },
    { role: 'chords', program: 52, name: 'Alto & tenor' },
    { role: 'bass', program: 52, name: 'Bass voice' },
  ],
  harmony: { chromatic: true },
  voicing: 'chorale',
  timing: { spread: 9 },
  chords: {
    feel: 'beats',
    patterns: { '4/4': ['x---x---x---x---'] },
    low: 48,
    high: 69,
    voices: 2,
    velocity: 66,
  },
  bass: { feel: 'sustain', patterns: { '4/4': ['R---R---R---R---'] }, velocity: 72 },
  drums: { feel: 'ballad', patterns: {}, fill: 'minimal', velocity: 60, crashOnPhrase: false },
  melody: { density: 0.2, subdivision: 'eighth', syncopation: 0, velocity: 74 },
};
