import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Gospel: organ and piano in sevenths and ninths with passing chords (I–I7–IV–#iv°7–I/5), a bass
 * that walks between them, a shuffled backbeat.
 * @example getStyle('gospel').arrangement?.map((p) => p.role) // ['chords', 'chords', 'bass', 'melody', 'drums']
 */
export const gospel: StyleDef = {
  id: 'gospel',
  name: 'Gospel',
  aliases: ['gospel', 'church', 'praise', 'worship', 'black gospel', 'spiritual'],
  tempo: { min: 60, max: 120, default: 80 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0.5,
  swingUnit: 'eighth',
  progressions: {
    major: [
      { bars: ['Imaj7 I7', 'IVmaj7 #iv°7', 'I64 vi7', 'ii7 V7'] },
      { bars: ['I I7', 'IV iv6', 'iii7 VI7', 'ii7 V7'] },
      { bars: ['IVmaj7', 'V7/V', 'iii7 VI7', 'ii9 V9'] },
    ],
    minor: [
      { bars: ['i9 iv7', 'bVII9 bIIImaj7', 'bVImaj7 iiø7', 'V7sus4 V7'] },
      { bars: ['i7 i7', 'iv9 bVII9', 'bVImaj7 iiø7', 'V7 V7'] },
    ],
  },
  instruments: { chords: 16, bass: 33, melody: 52 },
  arrangement: [
    { role: 'chords', program: 16, name: 'Organ' },
    { role: 'chords', program: 0, name: 'Piano' },
    { role: 'bass', program: 33, name: 'Bass' },
    { role: 'melody', program: 52, name: 'Choir lead' },
    { role: 'drums', name: 'Drums' },
  ],
  harmony: { chromatic: true, secondaryDominants: true },
  voicing: 'spread',
  timing: { offset: { drums: 5 }, spread: 10 },
  chords: {
    feel: 'syncopated',
    patterns: { '4/4': ['x-----x-x-----x-', 'x---x---x---x-x-', 'x-----x---x-x---', '..x-x-..x-x-x---'] },
    low: 52,
    high: 74,
    voices: 4,
    velocity: 70,
  },
  bass: { feel: 'walking', patterns: { '4/4': ['R---W---F---A---', 'R-----R-W---A---'] }, velocity: 92 },
  drums: {
    feel: 'backbeat',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x.......x.x.....' },
          { note: DRUM.snare, steps: '....X.......X...' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.' },
        ],
        [
          { note: DRUM.kick, steps: 'x.....x...x.....' },
          { note: DRUM.snare, steps: '....X..g....X..g' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.xx' },
        ],
      ],
    },
    fill: 'snare',
    velocity: 90,
    crashOnPhrase: true,
  },
  melody: { density: 0.45, subdivision: 'eighth', syncopation: 0.35, velocity: 92 },
};
