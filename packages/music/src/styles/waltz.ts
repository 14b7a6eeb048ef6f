import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Waltz: oom-pah-pah in 3/4 — bass on one, chords on two and three.
 * @example getStyle('waltz') === waltz // true
 */
export const waltz: StyleDef = {
  id: 'waltz',
  name: 'Waltz',
  aliases: ['waltz', 'valse', 'viennese waltz', 'jazz waltz', 'musette'],
  tempo: { min: 84, max: 180, default: 120 },
  meter: { numerator: 3, denominator: 4 },
  swing: 0,
  swingUnit: 'eighth',
  progressions: {
    major: [
      { bars: ['I', 'IV', 'V7', 'I'], moods: ['happy', 'romantic'] },
      { bars: ['I', 'vi', 'ii', 'V7'], moods: ['romantic', 'dreamy'] },
      { bars: ['I', 'I', 'IV', 'V'], moods: ['happy'] },
      { bars: ['I', 'V7', 'V7', 'I'], moods: ['happy', 'chill'] },
    ],
    minor: [
      { bars: ['i', 'iv', 'V7', 'i'], moods: ['sad', 'dark'] },
      { bars: ['i', 'bVI', 'iv', 'V'], moods: ['romantic', 'tense'] },
      { bars: ['i', 'iv', 'bVII', 'bIII'], moods: ['dreamy', 'sad'] },
    ],
  },
  instruments: { chords: 0, bass: 32, melody: 40 },
  chords: {
    feel: 'oom-pah',
    patterns: { '3/4': ['....x-..x-..', '....x---x---'] },
    low: 55,
    high: 76,
    voices: 3,
    velocity: 66,
  },
  bass: { feel: 'root-fifth', patterns: { '3/4': ['B---........'] }, velocity: 84 },
  drums: {
    feel: 'waltz',
    patterns: {
      '3/4': [
        [
          { note: DRUM.kick, steps: 'x...........' },
          { note: DRUM.closedHat, steps: '....x...x...' },
          { note: DRUM.sideStick, steps: '....g...g...' },
        ],
      ],
    },
    fill: 'minimal',
    velocity: 76,
    crashOnPhrase: false,
  },
  melody: { density: 0.5, subdivision: 'eighth', syncopation: 0.1, velocity: 86 },
};
