import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Afrobeat: a modal two-chord vamp, interlocking sixteenth guitar, a bass ostinato, horn stabs,
 * shekere and congas over a busy kit with open hi-hats.
 * @example getStyle('afrobeat').tempo.default // 112
 */
export const afrobeat: StyleDef = {
  id: 'afrobeat',
  name: 'Afrobeat',
  aliases: ['afrobeat', 'afro beat', 'fela', 'afro-funk', 'afro funk', 'highlife'],
  tempo: { min: 100, max: 130, default: 112 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0.15,
  swingUnit: 'sixteenth',
  progressions: {
    major: [{ bars: ['I', 'I', 'IV', 'I'] }, { bars: ['I', 'ii7', 'I', 'V'] }],
    minor: [
      { bars: ['i7', 'i7', 'iv7', 'i7'] },
      { bars: ['i7', 'IV', 'i7', 'IV'] },
      { bars: ['i7', 'i7', 'bVII', 'i7'] },
    ],
  },
  instruments: { chords: 27, bass: 33, melody: 66 },
  arrangement: [
    { role: 'chords', program: 27, name: 'Rhythm guitar' },
    { role: 'bass', program: 33, name: 'Bass' },
    { role: 'melody', program: 66, name: 'Tenor sax' },
    { role: 'horns', program: 61, name: 'Horns' },
    { role: 'percussion', name: 'Shekere & congas' },
    { role: 'drums', name: 'Drums' },
  ],
  // The dorian vamp: i7 against a major IV (its raised sixth), a flat seventh, no leading tone.
  harmony: { chromatic: true, naturalMinor: true },
  timing: { offset: { chords: -3, percussion: -4 }, spread: 8 },
  chords: {
    feel: 'stabs',
    patterns: { '4/4': ['x.xx.x.xx.x.x.xx', '.x.x.xx..x.x.xx.', 'xx.x.x.xxx.x.x.x', '.xx.x.x..xx.x.x.'] },
    low: 60,
    high: 76,
    voices: 4,
    velocity: 62,
  },
  bass: { feel: 'syncopated', patterns: { '4/4': ['R..R..F.O..F..T.', 'R.R...F.R..O.F..'] }, velocity: 94 },
  drums: {
    feel: 'funk',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x.....x...x.....' },
          { note: DRUM.snare, steps: '....x..g.g..x..g' },
          { note: DRUM.closedHat, steps: 'xxx.xxx.xxx.xxx.' },
          { note: DRUM.openHat, steps: '...x...x...x...x' },
        ],
        [
          { note: DRUM.kick, steps: 'x..x..x...x..x..' },
          { note: DRUM.snare, steps: '....x.g..g..x.g.' },
          { note: DRUM.closedHat, steps: 'xxx.xxx.xxx.xxx.' },
          { note: DRUM.openHat, steps: '...x...x...x...x' },
        ],
      ],
    },
    fill: 'toms',
    velocity: 88,
    crashOnPhrase: true,
  },
  melody: { density: 0.5, subdivision: 'sixteenth', syncopation: 0.55, velocity: 92 },
};
