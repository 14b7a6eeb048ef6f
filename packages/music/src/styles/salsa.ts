import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Salsa: son clave (3-2) on claves, piano montuno in syncopated octaves, tumbao bass (the "and" of
 * two and beat four, nothing on one), congas, timbale bell and a horn section with stabs.
 * @example getStyle('salsa').arrangement?.some((p) => p.role === 'horns') // true
 */
export const salsa: StyleDef = {
  id: 'salsa',
  name: 'Salsa',
  aliases: ['salsa', 'son', 'son cubano', 'mambo', 'timba', 'salsa dura', 'afro-cuban', 'montuno'],
  tempo: { min: 150, max: 220, default: 180 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'eighth',
  progressions: {
    major: [
      { bars: ['I', 'IV', 'V7', 'IV'] },
      { bars: ['ii7', 'V7', 'I', 'I'] },
      { bars: ['I', 'V7', 'V7', 'I'] },
    ],
    minor: [
      { bars: ['i', 'iv', 'V7', 'i'] },
      { bars: ['i', 'bVII', 'bVI', 'V7'] },
      { bars: ['iv', 'i', 'V7', 'i'] },
    ],
  },
  instruments: { chords: 0, bass: 33, melody: 56 },
  arrangement: [
    { role: 'chords', program: 0, name: 'Piano montuno' },
    { role: 'bass', program: 33, name: 'Tumbao bass' },
    { role: 'melody', program: 56, name: 'Trumpet' },
    { role: 'horns', program: 57, name: 'Trombones' },
    { role: 'percussion', name: 'Clave & congas' },
    { role: 'drums', name: 'Timbales & bongo bell' },
  ],
  harmony: { chromatic: true },
  timing: { offset: { bass: -6, percussion: -3 }, spread: 7 },
  chords: {
    feel: 'stabs',
    patterns: { '4/4': ['x.xx.x.xx.x.x.xx', '.x.xx.x..x.xx.x.', 'x..x.xx.x..x.xx.', '.xx.x.x..xx.x.x.'] },
    low: 55,
    high: 76,
    voices: 3,
    velocity: 74,
  },
  bass: { feel: 'syncopated', patterns: { '4/4': ['......F-----R---', '......F-----A---'] }, velocity: 94 },
  drums: {
    feel: 'bossa',
    patterns: {
      '4/4': [
        [
          { note: DRUM.cowbell, steps: 'X...x...X...x...' },
          { note: DRUM.kick, steps: '......x.....g...' },
          { note: 65, steps: '...........x..x.' },
        ],
        [
          { note: DRUM.cowbell, steps: 'X.x.x.x.X.x.x.x.' },
          { note: DRUM.kick, steps: '......x.........' },
          { note: 66, steps: '...........x...x' },
        ],
      ],
    },
    fill: 'snare',
    velocity: 86,
    crashOnPhrase: true,
  },
  melody: { density: 0.5, subdivision: 'eighth', syncopation: 0.6, velocity: 94 },
};
