import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Blues: the 12-bar form in dominant sevenths (I7–IV7–I7–V7–IV7–I7–V7 turnaround), a shuffle
 * (swung eighths), boogie bass, piano comping and a lead guitar.
 * @example getStyle('blues').harmony?.form // 'twelve-bar'
 */
export const blues: StyleDef = {
  id: 'blues',
  name: 'Blues',
  aliases: [
    'blues',
    '12-bar blues',
    '12 bar blues',
    'twelve-bar blues',
    'shuffle',
    'blues shuffle',
    '12 bar shuffle',
    '12-bar shuffle',
    'twelve bar shuffle',
    'delta blues',
    'chicago blues',
  ],
  tempo: { min: 60, max: 140, default: 92 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0.7,
  swingUnit: 'eighth',
  progressions: {
    major: [
      { bars: ['I7', 'IV7', 'I7', 'I7', 'IV7', 'IV7', 'I7', 'I7', 'V7', 'IV7', 'I7', 'V7'] },
      { bars: ['I7', 'I7', 'I7', 'I7', 'IV7', 'IV7', 'I7', 'I7', 'V7', 'IV7', 'I7', 'V7'] },
    ],
    minor: [
      { bars: ['i7', 'iv7', 'i7', 'i7', 'iv7', 'iv7', 'i7', 'i7', 'bVI7', 'V7', 'i7', 'V7'] },
      { bars: ['i7', 'i7', 'i7', 'i7', 'iv7', 'iv7', 'i7', 'i7', 'bVI7', 'V7', 'i7', 'V7'] },
    ],
  },
  instruments: { chords: 0, bass: 33, melody: 29 },
  arrangement: [
    { role: 'chords', program: 0, name: 'Piano' },
    { role: 'bass', program: 33, name: 'Bass' },
    { role: 'melody', program: 29, name: 'Lead guitar' },
    { role: 'drums', name: 'Drums' },
  ],
  harmony: { chromatic: true, form: 'twelve-bar' },
  voicing: 'shell',
  timing: { offset: { drums: 4, bass: 6 }, spread: 10 },
  chords: {
    feel: 'syncopated',
    patterns: { '4/4': ['x-.x-.x-.x-.x-..', '..x-..x-..x-..x-', 'x-..x-.xx-..x-..', 'x-.xx-..x-.xx-..'] },
    low: 52,
    high: 72,
    voices: 3,
    velocity: 68,
  },
  bass: { feel: 'walking', patterns: { '4/4': ['R-T-F-S-O-S-F-T-', 'R-T-F-S-O-S-F-A-'] }, velocity: 92 },
  drums: {
    feel: 'swing',
    patterns: {
      '4/4': [
        [
          { note: DRUM.closedHat, steps: 'x.gxx.gxx.gxx.gx' },
          { note: DRUM.snare, steps: '....X.......X...' },
          { note: DRUM.kick, steps: 'x.......x.....g.' },
        ],
        [
          { note: DRUM.ride, steps: 'x.gxx.gxx.gxx.gx' },
          { note: DRUM.snare, steps: '....X..g....X...' },
          { note: DRUM.kick, steps: 'x.....g.x.......' },
        ],
      ],
    },
    fill: 'swing',
    velocity: 88,
    crashOnPhrase: false,
  },
  melody: { density: 0.5, subdivision: 'eighth', syncopation: 0.5, velocity: 92 },
};
