import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Bossa nova: nylon guitar syncopation, root–fifth bass, cross-stick clave.
 * @example getStyle('bossa-nova') === bossaNova // true
 */
export const bossaNova: StyleDef = {
  id: 'bossa-nova',
  name: 'Bossa nova',
  aliases: ['bossa nova', 'bossa', 'bossanova', 'brazilian'],
  tempo: { min: 110, max: 150, default: 130 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'sixteenth',
  progressions: {
    major: [
      { bars: ['Imaj7', 'II7', 'ii7', 'V7'], moods: ['happy', 'romantic'] },
      { bars: ['Imaj7', 'vi7', 'ii7', 'V7'], moods: ['chill', 'romantic'] },
      { bars: ['ii7', 'V7', 'Imaj7', 'Imaj7'], moods: ['chill'] },
      { bars: ['Imaj7', 'IVmaj7', 'iii7', 'vi7'], moods: ['dreamy', 'sad'] },
    ],
    minor: [
      { bars: ['i7', 'iv7', 'v7', 'i7'], moods: ['sad', 'chill'] },
      { bars: ['i7', 'bVImaj7', 'iiø7', 'V7'], moods: ['romantic', 'dark'] },
      { bars: ['i7', 'bVImaj7', 'iv7', 'v7'], moods: ['dreamy'] },
    ],
  },
  instruments: { chords: 24, bass: 32, melody: 73 },
  chords: {
    feel: 'syncopated',
    patterns: { '4/4': ['x-.x-.x-..x-.x-.', 'x-.x-.x-.x-.x-..'] },
    low: 50,
    high: 74,
    voices: 4,
    velocity: 70,
  },
  bass: { feel: 'root-fifth', patterns: { '4/4': ['R-----F-F-----A-'] }, velocity: 84 },
  drums: {
    feel: 'bossa',
    patterns: {
      '4/4': [
        [
          { note: DRUM.sideStick, steps: 'x..x..x...x..x..' },
          { note: DRUM.kick, steps: 'x..xx..xx..xx..x' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.' },
        ],
        [
          { note: DRUM.sideStick, steps: '..x..x....x..x..' },
          { note: DRUM.kick, steps: 'x..xx..xx..xx..x' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.' },
        ],
      ],
    },
    fill: 'minimal',
    velocity: 72,
    crashOnPhrase: false,
  },
  melody: { density: 0.5, subdivision: 'eighth', syncopation: 0.5, velocity: 84 },
};
