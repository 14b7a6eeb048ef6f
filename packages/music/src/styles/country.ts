import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Country: boom-chick (bass on one and three alternating root and fifth, strummed steel guitar on
 * two and four), a train-beat snare, fiddle lead and a pedal-steel-like pad.
 * @example getStyle('country').bass.feel // 'root-fifth'
 */
export const country: StyleDef = {
  id: 'country',
  name: 'Country',
  aliases: ['country', 'country western', 'bluegrass', 'americana', 'honky tonk', 'nashville', 'western'],
  tempo: { min: 80, max: 160, default: 112 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0.15,
  swingUnit: 'eighth',
  progressions: {
    major: [
      { bars: ['I', 'IV', 'I', 'V'] },
      { bars: ['I', 'I', 'IV', 'I', 'V', 'IV', 'I', 'V'] },
      { bars: ['I', 'V', 'vi', 'IV'] },
    ],
    minor: [{ bars: ['i', 'bVII', 'bVI', 'V'] }, { bars: ['i', 'iv', 'bVII', 'bIII'] }],
  },
  instruments: { chords: 25, bass: 32, melody: 110 },
  arrangement: [
    { role: 'chords', program: 25, name: 'Acoustic guitar' },
    { role: 'pad', program: 27, name: 'Steel guitar' },
    { role: 'bass', program: 32, name: 'Bass' },
    { role: 'melody', program: 110, name: 'Fiddle' },
    { role: 'drums', name: 'Drums' },
  ],
  harmony: { secondaryDominants: true, chromatic: true },
  timing: { spread: 8 },
  chords: {
    feel: 'oom-pah',
    patterns: { '4/4': ['....x-x.....x-x.', '....x-.x....x-.x', '..x.x-x...x.x-x.', '....x-x-....x-xx'] },
    low: 55,
    high: 74,
    voices: 4,
    velocity: 68,
  },
  bass: { feel: 'root-fifth', patterns: { '4/4': ['R-..-...F-......', 'R-......F-....A.'] }, velocity: 90 },
  drums: {
    feel: 'folk',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x.......x.......' },
          { note: DRUM.snare, steps: 'gggxgggxgggxgggx' },
          { note: DRUM.closedHat, steps: '....x.......x...' },
        ],
        [
          { note: DRUM.kick, steps: 'x.......x.x.....' },
          { note: DRUM.sideStick, steps: '....x.......x...' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.' },
        ],
      ],
    },
    fill: 'snare',
    velocity: 84,
    crashOnPhrase: true,
  },
  melody: { density: 0.5, subdivision: 'eighth', syncopation: 0.3, velocity: 90 },
};
