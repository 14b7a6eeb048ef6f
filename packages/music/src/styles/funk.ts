import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Funk: clavinet sixteenth stabs, syncopated slap bass, ghost-note snare.
 * @example getStyle('funk') === funk // true
 */
export const funk: StyleDef = {
  id: 'funk',
  name: 'Funk',
  aliases: ['funk', 'funky', 'disco funk', 'p-funk', 'groove'],
  tempo: { min: 92, max: 118, default: 104 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0.1,
  swingUnit: 'sixteenth',
  progressions: {
    major: [
      { bars: ['I7', 'IV7', 'I7', 'IV7'], moods: ['energetic', 'happy'] },
      { bars: ['I', 'IV', 'I', 'V'], moods: ['happy', 'energetic'] },
      { bars: ['Imaj7', 'vi7', 'ii7', 'V7'], moods: ['chill', 'romantic'] },
      { bars: ['I', 'I', 'IV', 'V7'], moods: ['tense', 'dark'] },
    ],
    minor: [
      { bars: ['i7', 'i7', 'iv7', 'i7'], moods: ['energetic', 'dark'] },
      { bars: ['i7', 'i7', 'iv7', 'v7'], moods: ['tense'] },
      { bars: ['i7', 'iv7', 'i7', 'v7'], moods: ['happy', 'energetic'] },
      { bars: ['i9', 'iv9', 'i9', 'iv9'], moods: ['chill'] },
    ],
  },
  instruments: { chords: 7, bass: 36, melody: 61 },
  harmony: { naturalMinor: true },
  chords: {
    feel: 'stabs',
    patterns: { '4/4': ['..x..x.x..x..x.x', 'x..x..x.x..x.x..'] },
    low: 57,
    high: 79,
    voices: 4,
    velocity: 82,
  },
  bass: { feel: 'syncopated', patterns: { '4/4': ['R-.R..O.R-.S.RA.', 'R..R..R.O..R.SA.'] }, velocity: 100 },
  drums: {
    feel: 'funk',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x.x...x...x..x..' },
          { note: DRUM.snare, steps: '....X..g.g..X..g' },
          { note: DRUM.closedHat, steps: 'xxxxxxxxxxxxxx.x' },
          { note: DRUM.openHat, steps: '..............x.' },
        ],
        [
          { note: DRUM.kick, steps: 'x..x..x...x.....' },
          { note: DRUM.snare, steps: '....X..g.g..X.g.' },
          { note: DRUM.closedHat, steps: 'xxxxxxxxxxxxxxxx' },
        ],
      ],
    },
    fill: 'snare',
    velocity: 100,
    crashOnPhrase: true,
  },
  melody: { density: 0.55, subdivision: 'sixteenth', syncopation: 0.5, velocity: 96 },
};
