import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * R&B / neo-soul: extended chords (ninths, major sevenths, minor elevenths) on electric piano, a
 * laid-back kit (snare late, swung sixteenth hats), a melodic bass and a soft pad.
 * @example getStyle('r-and-b').voicing // 'spread'
 */
export const rAndB: StyleDef = {
  id: 'r-and-b',
  name: 'R&B / neo-soul',
  aliases: ['r&b', 'rnb', 'r and b', 'neo soul', 'neo-soul', 'soul', 'contemporary r&b', 'slow jam'],
  tempo: { min: 60, max: 100, default: 76 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0.45,
  swingUnit: 'sixteenth',
  progressions: {
    major: [
      { bars: ['IVmaj9', 'iii7', 'vi9', 'V9'], moods: ['romantic', 'chill'] },
      { bars: ['Imaj9', 'vi9', 'ii9', 'V9'] },
      { bars: ['ii9', 'V13', 'Imaj9', 'vi9'], moods: ['dreamy'] },
    ],
    minor: [
      { bars: ['i9', 'iv9', 'bVIImaj7', 'bIIImaj7'] },
      { bars: ['i9', 'bVImaj7', 'iv9', 'V7'], moods: ['sad', 'dark'] },
    ],
  },
  instruments: { chords: 4, bass: 33, melody: 54 },
  arrangement: [
    { role: 'chords', program: 4, name: 'Rhodes' },
    { role: 'pad', program: 89, name: 'Pad' },
    { role: 'bass', program: 33, name: 'Bass' },
    { role: 'melody', program: 54, name: 'Voice' },
    { role: 'drums', name: 'Drums' },
  ],
  harmony: { chromatic: true },
  voicing: 'spread',
  timing: { offset: { drums: 10, bass: 8, chords: 6 }, spread: 12 },
  chords: {
    feel: 'syncopated',
    patterns: { '4/4': ['x-------..x-----', 'x-----x-----x---', '..x-----x-----..', 'x---...x------..'] },
    low: 50,
    high: 74,
    voices: 5,
    velocity: 64,
  },
  bass: { feel: 'syncopated', patterns: { '4/4': ['R-----.RF-..O-..', 'R---..RA..F-..T.'] }, velocity: 90 },
  drums: {
    feel: 'boom-bap',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x......x..x.....' },
          { note: DRUM.snare, steps: '....x.......x...' },
          { note: DRUM.closedHat, steps: 'xgxgxgxgxgxgxgxg' },
        ],
        [
          { note: DRUM.kick, steps: 'x.....x...x..x..' },
          { note: DRUM.snare, steps: '....x..g....x...' },
          { note: DRUM.closedHat, steps: 'xgxgxgxgxgxgxgxx' },
        ],
      ],
    },
    fill: 'minimal',
    velocity: 86,
    crashOnPhrase: false,
  },
  melody: { density: 0.45, subdivision: 'sixteenth', syncopation: 0.5, velocity: 86 },
};
