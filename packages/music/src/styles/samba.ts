import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Samba: fast two-feel with the surdo's accent on the second beat, partido-alto guitar, sixteenth
 * shaker (ganzá), tamborim syncopations, a bass that answers the surdo.
 * @example getStyle('samba').drums.feel // 'bossa'
 */
export const samba: StyleDef = {
  id: 'samba',
  name: 'Samba',
  aliases: ['samba', 'samba enredo', 'pagode', 'brazilian samba', 'partido alto'],
  tempo: { min: 90, max: 130, default: 104 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0.1,
  swingUnit: 'sixteenth',
  progressions: {
    major: [
      { bars: ['I', 'VI7', 'ii7', 'V7'], moods: ['happy', 'energetic'] },
      { bars: ['Imaj7', 'I7', 'IVmaj7', 'iv6'], moods: ['romantic', 'chill'] },
      { bars: ['ii7', 'V7', 'Imaj7', 'VI7'] },
    ],
    minor: [
      { bars: ['i', 'iv7', 'V7', 'i'] },
      { bars: ['i7', 'bVI7', 'V7', 'i7'], moods: ['dark', 'tense'] },
    ],
  },
  instruments: { chords: 24, bass: 32, melody: 73 },
  arrangement: [
    { role: 'chords', program: 24, name: 'Cavaquinho / guitar' },
    { role: 'bass', program: 32, name: 'Bass' },
    { role: 'melody', program: 73, name: 'Flute' },
    { role: 'percussion', name: 'Ganzá & tamborim' },
    { role: 'drums', name: 'Surdo & kit' },
  ],
  harmony: { chromatic: true, secondaryDominants: true },
  timing: { offset: { percussion: -4 }, spread: 8 },
  chords: {
    feel: 'syncopated',
    patterns: { '4/4': ['x.xx.x.x.xx.x.x.', 'x..x..x.x.x..x..', '.x.x.xx..x.x.xx.', 'x.x..x.xx.x..x.x'] },
    low: 52,
    high: 72,
    voices: 4,
    velocity: 66,
  },
  bass: { feel: 'syncopated', patterns: { '4/4': ['R..F....R..F....', 'R......OR..F..A.'] }, velocity: 90 },
  drums: {
    feel: 'bossa',
    patterns: {
      '4/4': [
        [
          { note: DRUM.lowFloorTom, steps: '....X.......X...' },
          { note: DRUM.highFloorTom, steps: 'g.......g.......' },
          { note: DRUM.sideStick, steps: 'x.xx.x.x.xx.x.x.' },
          { note: DRUM.closedHat, steps: 'xgxgxgxgxgxgxgxg' },
        ],
        [
          { note: DRUM.lowFloorTom, steps: '....X..g....X...' },
          { note: DRUM.kick, steps: 'x.......x.......' },
          { note: DRUM.sideStick, steps: 'x..x..x.x.x..x..' },
          { note: DRUM.closedHat, steps: 'xgxgxgxgxgxgxgxg' },
        ],
      ],
    },
    fill: 'snare',
    velocity: 84,
    crashOnPhrase: false,
  },
  melody: { density: 0.55, subdivision: 'sixteenth', syncopation: 0.6, velocity: 88 },
};
