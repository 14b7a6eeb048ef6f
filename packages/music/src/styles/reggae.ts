import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Reggae: the one-drop (kick and rim together on beat three, nothing on one), the guitar skank on
 * the off-beats (two and four), an organ bubble, a deep bass that leaves beat one open.
 * @example getStyle('reggae').chords.feel // 'offbeats'
 */
export const reggae: StyleDef = {
  id: 'reggae',
  name: 'Reggae',
  aliases: ['reggae', 'roots reggae', 'one drop', 'one-drop', 'rocksteady', 'dub', 'ska'],
  tempo: { min: 60, max: 90, default: 74 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0.35,
  swingUnit: 'sixteenth',
  progressions: {
    major: [
      { bars: ['I', 'IV', 'I', 'V'] },
      { bars: ['I', 'vi', 'IV', 'V'] },
      { bars: ['I', 'ii', 'IV', 'I'] },
    ],
    minor: [
      { bars: ['i', 'iv', 'i', 'v'] },
      { bars: ['i', 'bVII', 'bVI', 'bVII'] },
      { bars: ['i7', 'iv7', 'i7', 'bVII'] },
    ],
  },
  instruments: { chords: 27, bass: 33, melody: 16 },
  arrangement: [
    { role: 'chords', program: 27, name: 'Skank guitar' },
    { role: 'pad', program: 16, name: 'Organ bubble' },
    { role: 'bass', program: 33, name: 'Bass' },
    { role: 'melody', program: 65, name: 'Alto sax' },
    { role: 'drums', name: 'Drums' },
  ],
  harmony: { naturalMinor: true },
  timing: { offset: { drums: 8, bass: 10, chords: 4 }, spread: 9 },
  chords: {
    feel: 'offbeats',
    patterns: { '4/4': ['....x.......x...', '....x.x.....x...', '....x.......x.x.', '....x..x....x...'] },
    low: 57,
    high: 74,
    voices: 3,
    velocity: 70,
  },
  bass: { feel: 'syncopated', patterns: { '4/4': ['..R-..F.R-..T...', '..R-R-..F-..O.R.'] }, velocity: 98 },
  drums: {
    feel: 'backbeat',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: '........X.......' },
          { note: DRUM.sideStick, steps: '........X.......' },
          { note: DRUM.closedHat, steps: 'x.g.x.g.x.g.x.g.' },
        ],
        [
          { note: DRUM.kick, steps: '........X.......' },
          { note: DRUM.sideStick, steps: '........X.......' },
          { note: DRUM.closedHat, steps: 'x.gxx.g.x.gxx.g.' },
        ],
      ],
    },
    fill: 'minimal',
    velocity: 86,
    crashOnPhrase: false,
  },
  melody: { density: 0.42, subdivision: 'eighth', syncopation: 0.55, velocity: 88 },
};
