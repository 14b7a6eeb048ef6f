import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Drum and bass: 160–180 BPM breakbeats (kick on one and the "and" of three, snare on two and four,
 * ghost notes), a long sub/reese bass, a pad and a sparse lead.
 * @example getStyle('drum-and-bass').tempo.default // 174
 */
export const drumAndBass: StyleDef = {
  id: 'drum-and-bass',
  name: 'Drum and bass',
  aliases: [
    'drum and bass',
    'drum & bass',
    'drum n bass',
    "drum 'n' bass",
    'dnb',
    'd&b',
    'jungle',
    'liquid dnb',
    'neurofunk',
  ],
  tempo: { min: 160, max: 180, default: 174 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'sixteenth',
  progressions: {
    major: [{ bars: ['Imaj7', 'iii7', 'IVmaj7', 'V'] }, { bars: ['vi7', 'IVmaj7', 'Imaj7', 'V'] }],
    minor: [{ bars: ['i7', 'bVImaj7', 'iv7', 'v7'] }, { bars: ['i', 'bVII', 'bVI', 'bVII'] }],
  },
  instruments: { chords: 4, bass: 39, melody: 81 },
  arrangement: [
    { role: 'pad', program: 89, name: 'Pad' },
    { role: 'chords', program: 4, name: 'Keys' },
    { role: 'bass', program: 39, name: 'Reese bass' },
    { role: 'melody', program: 81, name: 'Lead' },
    { role: 'drums', name: 'Breakbeat' },
  ],
  timing: { spread: 6 },
  chords: {
    feel: 'sustain',
    patterns: { '4/4': ['x-------x-------', 'x-----------x---', 'x---------------', '..x-------x-----'] },
    low: 52,
    high: 74,
    voices: 4,
    velocity: 60,
  },
  bass: { feel: 'sustain', patterns: { '4/4': ['R---------R-----', 'R-------..R---F-'] }, velocity: 100 },
  drums: {
    feel: 'backbeat',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x.........x.....' },
          { note: DRUM.snare, steps: '....X..g.g..X...' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.' },
        ],
        [
          { note: DRUM.kick, steps: 'x.x.......x.....' },
          { note: DRUM.snare, steps: '....X..g....X.g.' },
          { note: DRUM.ride, steps: 'x.x.x.x.x.x.x.x.' },
        ],
      ],
    },
    fill: 'snare',
    velocity: 96,
    crashOnPhrase: true,
  },
  melody: { density: 0.35, subdivision: 'sixteenth', syncopation: 0.5, velocity: 86 },
};
