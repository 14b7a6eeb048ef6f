import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Metal: two distorted guitars — palm-muted power-chord riffs (root, fifth, octave) and a lead —
 * a bass locked to the riff, double-kick sixteenths, snare on two and four, crash and china.
 * @example getStyle('metal').voicing // 'power'
 */
export const metal: StyleDef = {
  id: 'metal',
  name: 'Metal',
  aliases: [
    'metal',
    'heavy metal',
    'thrash',
    'thrash metal',
    'death metal',
    'metalcore',
    'nu metal',
    'djent',
    'power metal',
    'heavy riff',
    'heavy guitar riff',
    'chug riff',
    'breakdown riff',
  ],
  tempo: { min: 90, max: 220, default: 160 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'sixteenth',
  progressions: {
    // Major-key metal (power metal) is riffed around the tonic: the anthem I–V–vi–IV, and I–iii–IV–V,
    // whose iii puts the major third in the power-chord riff.
    major: [{ bars: ['I', 'V', 'vi', 'IV'] }, { bars: ['I', 'iii', 'IV', 'V'] }],
    minor: [
      { bars: ['i', 'bVI', 'bVII', 'i'], moods: ['epic', 'energetic'] },
      { bars: ['i', 'bII', 'i', 'bVII'], moods: ['dark', 'tense'] },
      { bars: ['i', 'i', 'bVI', 'V'] },
    ],
  },
  instruments: { chords: 30, bass: 34, melody: 30 },
  arrangement: [
    { role: 'chords', program: 30, name: 'Rhythm guitar' },
    { role: 'melody', program: 30, name: 'Lead guitar' },
    { role: 'bass', program: 34, name: 'Bass' },
    { role: 'drums', name: 'Drums' },
  ],
  harmony: { chromatic: true },
  voicing: 'power',
  timing: { spread: 5 },
  chords: {
    feel: 'strum',
    patterns: { '4/4': ['x.xxx.xxx.xxx.xx', 'X-..xxx.X-..xxx.', 'xxx.xxx.xx.xX---', 'x.x.xxx.x.x.X-x.'] },
    low: 40,
    high: 64,
    voices: 3,
    velocity: 96,
  },
  bass: { feel: 'pulse', patterns: { '4/4': ['R.RRR.RRR.RRR.RR', 'R-..RRR.R-..RRR.'] }, velocity: 100 },
  drums: {
    feel: 'backbeat',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'xxxxxxxxxxxxxxxx' },
          { note: DRUM.snare, steps: '....X.......X...' },
          { note: DRUM.crash, steps: 'x.......x.......' },
        ],
        [
          { note: DRUM.kick, steps: 'xxxxxxxxxxxxxxxx' },
          { note: DRUM.snare, steps: '....X.......X...' },
          { note: 52, steps: 'x...x...x...x...' },
        ],
      ],
    },
    fill: 'toms',
    velocity: 104,
    crashOnPhrase: true,
  },
  melody: { density: 0.55, subdivision: 'sixteenth', syncopation: 0.35, velocity: 100 },
};
