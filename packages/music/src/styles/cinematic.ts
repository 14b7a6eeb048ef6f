import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Cinematic: sustained or pulsing strings, long low bass, taiko-like toms, horn melody.
 * @example getStyle('cinematic') === cinematic // true
 */
export const cinematic: StyleDef = {
  id: 'cinematic',
  name: 'Cinematic',
  aliases: ['cinematic', 'film', 'film score', 'orchestral', 'epic', 'soundtrack', 'trailer', 'score'],
  tempo: { min: 60, max: 110, default: 84 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'eighth',
  progressions: {
    major: [
      { bars: ['I', 'V', 'vi', 'IV'], moods: ['epic', 'happy'] },
      { bars: ['IV', 'I', 'V', 'vi'], moods: ['dreamy', 'romantic'] },
      { bars: ['I', 'iii', 'IV', 'iv'], moods: ['sad', 'romantic'] },
      { bars: ['vi', 'IV', 'I', 'V'], moods: ['epic', 'sad'] },
    ],
    minor: [
      { bars: ['i', 'bVI', 'bIII', 'bVII'], moods: ['epic', 'sad'] },
      { bars: ['i', 'bVI', 'iv', 'i'], moods: ['dark', 'tense'] },
      { bars: ['i', 'bVII', 'bVI', 'bVII'], moods: ['epic', 'energetic'] },
      { bars: ['i', 'v', 'bVI', 'iv'], moods: ['sad', 'dreamy'] },
      { bars: ['bVI', 'bVII', 'i', 'i'], moods: ['epic'] },
    ],
  },
  instruments: { chords: 48, bass: 43, melody: 60 },
  chords: {
    feel: 'sustain',
    patterns: { '4/4': ['x---------------', 'x-x-x-x-x-x-x-x-'] },
    low: 48,
    high: 79,
    voices: 5,
    velocity: 72,
  },
  bass: { feel: 'sustain', patterns: { '4/4': ['R---------------', 'R-------R-------'] }, velocity: 84 },
  drums: {
    feel: 'cinematic',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'X.....x.....x...' },
          { note: DRUM.highFloorTom, steps: '...x.....x....x.' },
          { note: DRUM.lowFloorTom, steps: 'x.........x.....' },
        ],
      ],
    },
    fill: 'cinematic',
    velocity: 100,
    crashOnPhrase: true,
  },
  melody: { density: 0.3, subdivision: 'eighth', syncopation: 0.1, velocity: 92 },
};
