import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Lo-fi hip-hop: mellow electric piano sevenths and ninths, lazy swung beat.
 * @example getStyle('lo-fi') === loFi // true
 */
export const loFi: StyleDef = {
  id: 'lo-fi',
  name: 'Lo-fi',
  aliases: ['lo-fi', 'lofi', 'lo fi', 'chillhop', 'study beats', 'lofi hip hop'],
  tempo: { min: 70, max: 90, default: 80 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0.55,
  swingUnit: 'sixteenth',
  progressions: {
    major: [
      { bars: ['IVmaj7', 'iii7', 'ii7', 'Imaj7'], moods: ['chill', 'dreamy'] },
      { bars: ['ii9', 'V9', 'Imaj9', 'vi9'], moods: ['chill', 'romantic'] },
      { bars: ['Imaj7', 'vi7', 'ii7', 'V7'], moods: ['happy', 'chill'] },
      { bars: ['IVmaj7', 'V7', 'iii7', 'vi7'], moods: ['sad', 'dreamy'] },
      { bars: ['Imaj9', 'IVmaj9', 'Imaj9', 'IVmaj9'], moods: ['dreamy'] },
    ],
    minor: [
      { bars: ['i9', 'iv9', 'bVImaj7', 'v7'], moods: ['sad', 'chill'] },
      { bars: ['i7', 'bVImaj7', 'bIIImaj7', 'bVII7'], moods: ['dreamy', 'romantic'] },
      { bars: ['i7', 'iv7', 'i7', 'v7'], moods: ['dark', 'chill'] },
      { bars: ['bVImaj7', 'v7', 'i7', 'i7'], moods: ['sad'] },
    ],
  },
  instruments: { chords: 4, bass: 33, melody: 73 },
  chords: {
    feel: 'syncopated',
    patterns: { '4/4': ['x---------x-----', 'x-----x---------'] },
    low: 50,
    high: 74,
    voices: 4,
    velocity: 68,
  },
  bass: { feel: 'sustain', patterns: { '4/4': ['R-------..R---A-', 'R-----.R..R-----'] }, velocity: 84 },
  drums: {
    feel: 'boom-bap',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x......x..x.....' },
          { note: DRUM.snare, steps: '....x.......x...' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.xgx.x.' },
        ],
        [
          { note: DRUM.kick, steps: 'x.........x..x..' },
          { note: DRUM.snare, steps: '....x.......x...' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.xg' },
        ],
      ],
    },
    fill: 'minimal',
    velocity: 82,
    crashOnPhrase: false,
  },
  melody: { density: 0.35, subdivision: 'eighth', syncopation: 0.4, velocity: 80 },
};
