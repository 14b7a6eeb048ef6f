import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Disco: four-on-the-floor with open hats on the off-beats, octave bass, sixteenth guitar chops,
 * lush strings and horn stabs.
 * @example getStyle('disco').bass.feel // 'octave-pump'
 */
export const disco: StyleDef = {
  id: 'disco',
  name: 'Disco',
  aliases: ['disco', 'nu disco', 'nu-disco', 'studio 54', 'philly soul', 'boogie'],
  tempo: { min: 108, max: 130, default: 118 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'sixteenth',
  progressions: {
    major: [{ bars: ['ii7', 'V7', 'Imaj7', 'Imaj7'] }, { bars: ['Imaj7', 'IVmaj7', 'iii7 vi7', 'ii7 V7'] }],
    minor: [{ bars: ['i7', 'iv7', 'bVII7', 'i7'] }, { bars: ['i7', 'i7', 'iv7', 'v7'] }],
  },
  instruments: { chords: 27, bass: 33, melody: 48 },
  arrangement: [
    { role: 'chords', program: 27, name: 'Guitar chops' },
    { role: 'pad', program: 48, name: 'Strings' },
    { role: 'bass', program: 33, name: 'Octave bass' },
    { role: 'melody', program: 48, name: 'String line' },
    { role: 'horns', program: 61, name: 'Horns' },
    { role: 'drums', name: 'Drums' },
  ],
  timing: { offset: { chords: -3 }, spread: 6 },
  chords: {
    feel: 'stabs',
    patterns: { '4/4': ['.xx..xx..xx..xx.', 'x.xx.xx.x.xx.xx.', '.x.x.x.x.x.x.x.x', '..xx..xx..xx..x.'] },
    low: 60,
    high: 76,
    voices: 4,
    velocity: 60,
  },
  bass: { feel: 'octave-pump', patterns: { '4/4': ['R.O.R.O.R.O.R.O.', 'R.O.R.OAR.O.F.O.'] }, velocity: 96 },
  drums: {
    feel: 'four-on-floor',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'X...x...X...x...' },
          { note: DRUM.snare, steps: '....x.......x...' },
          { note: DRUM.openHat, steps: '..x...x...x...x.' },
          { note: DRUM.closedHat, steps: 'xg..xg..xg..xg..' },
        ],
        [
          { note: DRUM.kick, steps: 'X...x...X...x...' },
          { note: DRUM.clap, steps: '....x.......x...' },
          { note: DRUM.openHat, steps: '..x...x...x...x.' },
          { note: DRUM.tambourine, steps: 'xgxgxgxgxgxgxgxg' },
        ],
      ],
    },
    fill: 'toms',
    velocity: 94,
    crashOnPhrase: true,
  },
  melody: { density: 0.5, subdivision: 'sixteenth', syncopation: 0.45, velocity: 90 },
};
