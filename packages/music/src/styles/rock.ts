import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Rock: overdriven guitar eighths, root-note bass, big backbeat.
 * @example getStyle('rock') === rock // true
 */
export const rock: StyleDef = {
  id: 'rock',
  name: 'Rock',
  aliases: ['rock', 'hard rock', 'classic rock', 'punk', 'grunge', 'alt rock', 'alternative'],
  tempo: { min: 100, max: 160, default: 124 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'eighth',
  progressions: {
    major: [
      { bars: ['I', 'bVII', 'IV', 'I'], moods: ['energetic', 'happy'] },
      { bars: ['I', 'IV', 'V', 'IV'], moods: ['energetic', 'happy'] },
      { bars: ['I', 'V', 'IV', 'IV'], moods: ['epic'] },
      { bars: ['I', 'IV', 'I', 'V'], moods: ['happy'] },
      { bars: ['vi', 'IV', 'I', 'V'], moods: ['sad', 'epic'] },
    ],
    minor: [
      { bars: ['i', 'bVII', 'bVI', 'bVII'], moods: ['dark', 'energetic', 'epic'] },
      { bars: ['i', 'iv', 'bVII', 'i'], moods: ['dark'] },
      { bars: ['i', 'bIII', 'bVII', 'iv'], moods: ['sad'] },
      { bars: ['i', 'bVI', 'bVII', 'i'], moods: ['epic', 'tense'] },
    ],
  },
  instruments: { chords: 29, bass: 34, melody: 30 },
  harmony: { naturalMinor: true },
  chords: {
    feel: 'strum',
    patterns: { '4/4': ['X-x-x-x-X-x-x-x-', 'X--.X--.X-x-X-x-'] },
    low: 45,
    high: 67,
    voices: 3,
    velocity: 90,
  },
  bass: { feel: 'pulse', patterns: { '4/4': ['R-R-R-R-R-R-R-A-', 'R-R-R-R-R-R-O-A-'] }, velocity: 98 },
  drums: {
    feel: 'backbeat',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x.....x.x.x.....' },
          { note: DRUM.snare, steps: '....X.......X...' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.' },
        ],
        [
          { note: DRUM.kick, steps: 'x.x...x.x.....x.' },
          { note: DRUM.snare, steps: '....X.......X...' },
          { note: DRUM.closedHat, steps: 'X.x.X.x.X.x.X.x.' },
        ],
      ],
    },
    fill: 'toms',
    velocity: 106,
    crashOnPhrase: true,
  },
  arrangement: [
    { role: 'chords', program: 29, name: 'Rhythm guitar' },
    { role: 'bass', program: 34, name: 'Bass' },
    { role: 'melody', program: 30, name: 'Lead guitar' },
    { role: 'drums', name: 'Drums' },
  ],
  voicing: 'power',
  timing: { offset: { drums: -2 }, spread: 7 },
  melody: { density: 0.5, subdivision: 'eighth', syncopation: 0.2, velocity: 100 },
};
