import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * House: four-on-the-floor kick, off-beat chord stabs and open hats, octave-pumping bass.
 * @example getStyle('house') === house // true
 */
export const house: StyleDef = {
  id: 'house',
  name: 'House',
  aliases: ['house', 'deep house', 'edm', 'dance', 'club', 'tech house', 'garage'],
  tempo: { min: 118, max: 130, default: 124 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'sixteenth',
  progressions: {
    major: [
      { bars: ['vi', 'IV', 'I', 'V'], moods: ['epic', 'energetic'] },
      { bars: ['I', 'V', 'vi', 'IV'], moods: ['happy', 'energetic'] },
      { bars: ['ii7', 'V7', 'Imaj7', 'vi7'], moods: ['chill', 'romantic'] },
      { bars: ['IVmaj7', 'V', 'iii7', 'vi7'], moods: ['dreamy', 'sad'] },
    ],
    minor: [
      { bars: ['i', 'bVI', 'bIII', 'bVII'], moods: ['epic', 'sad'] },
      { bars: ['i7', 'iv7', 'bVII', 'bIIImaj7'], moods: ['chill', 'dreamy'] },
      { bars: ['i', 'bVII', 'bVI', 'bVII'], moods: ['energetic', 'dark'] },
      { bars: ['i7', 'v7', 'bVImaj7', 'bVII'], moods: ['tense'] },
    ],
  },
  instruments: { chords: 0, bass: 38, melody: 81 },
  chords: {
    feel: 'offbeats',
    patterns: { '4/4': ['..x...x...x...x.', '..x..x....x..x..'] },
    low: 55,
    high: 79,
    voices: 4,
    velocity: 84,
  },
  bass: { feel: 'octave-pump', patterns: { '4/4': ['..R-..O-..R-..O-', '..R-..R-..O-..R-'] }, velocity: 96 },
  drums: {
    feel: 'four-on-floor',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'X...x...X...x...' },
          { note: DRUM.clap, steps: '....x.......x...' },
          { note: DRUM.openHat, steps: '..x...x...x...x.' },
          { note: DRUM.closedHat, steps: 'g...g...g...g...' },
        ],
      ],
    },
    fill: 'snare',
    velocity: 102,
    crashOnPhrase: true,
  },
  melody: { density: 0.45, subdivision: 'eighth', syncopation: 0.5, velocity: 96 },
};
