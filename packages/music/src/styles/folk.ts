import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Folk / country: strummed steel guitar, root–fifth bass, tambourine.
 * @example getStyle('folk') === folk // true
 */
export const folk: StyleDef = {
  id: 'folk',
  name: 'Folk / country',
  aliases: ['folk', 'acoustic', 'singer-songwriter', 'celtic', 'folk song'],
  tempo: { min: 88, max: 132, default: 104 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'eighth',
  progressions: {
    major: [
      { bars: ['I', 'IV', 'I', 'V'], moods: ['happy', 'chill'] },
      { bars: ['I', 'V', 'IV', 'I'], moods: ['happy', 'energetic'] },
      { bars: ['I', 'IV', 'V', 'I'], moods: ['happy', 'romantic'] },
      { bars: ['vi', 'IV', 'I', 'V'], moods: ['sad', 'romantic'] },
      { bars: ['I', 'I', 'IV', 'I'], moods: ['chill'] },
    ],
    minor: [
      { bars: ['i', 'bVII', 'i', 'bVII'], moods: ['dark', 'energetic'] },
      { bars: ['i', 'bIII', 'bVII', 'i'], moods: ['sad', 'epic'] },
      { bars: ['i', 'iv', 'i', 'v'], moods: ['sad'] },
      { bars: ['i', 'bVI', 'bVII', 'i'], moods: ['epic', 'romantic'] },
    ],
  },
  instruments: { chords: 25, bass: 32, melody: 110 },
  harmony: { naturalMinor: true },
  chords: {
    feel: 'strum',
    patterns: {
      '4/4': ['x---x-x---x-x-x-', 'x---x---x-x-x-x-'],
      '6/8': ['X-x-x-X-x-x-'],
      '3/4': ['x---x-x-x-x-'],
    },
    low: 52,
    high: 76,
    voices: 4,
    velocity: 76,
  },
  bass: {
    feel: 'root-fifth',
    patterns: {
      '4/4': ['R-------F-------', 'R---F---R---F-A-'],
      '6/8': ['R-----F-----'],
      '3/4': ['R---F---F---'],
    },
    velocity: 86,
  },
  drums: {
    feel: 'folk',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x.......x.......' },
          { note: DRUM.snare, steps: '....x.......x...' },
          { note: DRUM.tambourine, steps: '..x...x...x...x.' },
        ],
      ],
      '6/8': [
        [
          { note: DRUM.kick, steps: 'x.....x.....' },
          { note: DRUM.snare, steps: '......g.....' },
          { note: DRUM.tambourine, steps: 'x.x.x.x.x.x.' },
        ],
      ],
    },
    fill: 'snare',
    velocity: 84,
    crashOnPhrase: false,
  },
  melody: { density: 0.55, subdivision: 'eighth', syncopation: 0.15, velocity: 90 },
};
