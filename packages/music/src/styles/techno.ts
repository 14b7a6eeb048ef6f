import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Techno: four-on-the-floor kick, off-beat open hats, clap on two and four, sixteenth closed hats;
 * an off-beat synth bass, sparse minor stabs and a long pad, very tight timing.
 * @example getStyle('techno').drums.feel // 'four-on-floor'
 */
export const techno: StyleDef = {
  id: 'techno',
  name: 'Techno',
  aliases: ['techno', 'detroit techno', 'minimal techno', 'berlin techno', 'industrial techno'],
  tempo: { min: 120, max: 145, default: 130 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'sixteenth',
  progressions: {
    major: [{ bars: ['I', 'I', 'IV', 'I'] }, { bars: ['I', 'I', 'V', 'I'] }],
    minor: [
      { bars: ['i', 'i', 'bVI', 'bVII'] },
      { bars: ['i', 'i', 'i', 'bVII'] },
      { bars: ['i7', 'i7', 'iv7', 'iv7'] },
    ],
  },
  instruments: { chords: 81, bass: 38, melody: 81 },
  arrangement: [
    { role: 'chords', program: 81, name: 'Stab synth' },
    { role: 'pad', program: 95, name: 'Sweep pad' },
    { role: 'bass', program: 38, name: 'Synth bass' },
    { role: 'arpeggio', program: 87, name: 'Sequence' },
    { role: 'drums', name: 'Drum machine' },
  ],
  timing: { spread: 5 },
  chords: {
    feel: 'stabs',
    patterns: { '4/4': ['..x.......x.....', '......x.......x.', '..x...x.....x...', '...x......x..x..'] },
    low: 55,
    high: 72,
    voices: 3,
    velocity: 72,
  },
  bass: { feel: 'pulse', patterns: { '4/4': ['..R...R...R...R.', '..R.R.R...R.R.R.'] }, velocity: 96 },
  drums: {
    feel: 'four-on-floor',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'X...x...X...x...' },
          { note: DRUM.clap, steps: '....x.......x...' },
          { note: DRUM.openHat, steps: '..x...x...x...x.' },
          { note: DRUM.closedHat, steps: 'gxg.gxg.gxg.gxg.' },
        ],
        [
          { note: DRUM.kick, steps: 'X...x...X...x...' },
          { note: DRUM.clap, steps: '....x.......x..g' },
          { note: DRUM.openHat, steps: '..x...x...x...x.' },
          { note: DRUM.rideBell, steps: 'x...x...x...x...' },
        ],
      ],
    },
    fill: 'minimal',
    velocity: 100,
    crashOnPhrase: true,
  },
  melody: { density: 0.35, subdivision: 'sixteenth', syncopation: 0.5, velocity: 84 },
};
