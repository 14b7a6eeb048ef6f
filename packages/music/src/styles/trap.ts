import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Trap: half-time (snare/clap on beat three), eighth hi-hats with 1/32 and triplet rolls, an 808
 * bass that follows the kick and glides, a dark minor pad and a simple lead.
 * @example getStyle('trap').drums.rolls // true
 */
export const trap: StyleDef = {
  id: 'trap',
  name: 'Trap',
  aliases: ['trap', 'trap beat', 'drill', 'atlanta trap', '808 trap'],
  tempo: { min: 120, max: 170, default: 140 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'sixteenth',
  progressions: {
    major: [{ bars: ['vi', 'IV', 'I', 'V'] }, { bars: ['I', 'iii', 'vi', 'IV'] }],
    minor: [
      { bars: ['i', 'bVI', 'bVII', 'i'], moods: ['dark', 'tense'] },
      { bars: ['i', 'iv', 'bVI', 'v'] },
      { bars: ['i', 'i', 'bVI', 'bVII'], moods: ['energetic', 'epic'] },
    ],
  },
  instruments: { chords: 90, bass: 38, melody: 10 },
  arrangement: [
    { role: 'pad', program: 90, name: 'Dark pad' },
    { role: 'bass', program: 38, name: '808' },
    { role: 'melody', program: 10, name: 'Bell lead' },
    { role: 'drums', name: 'Drums' },
  ],
  timing: { spread: 5 },
  chords: {
    feel: 'sustain',
    patterns: { '4/4': ['x---------------', 'x-------x-------', 'x-----x-----x---', 'x---------x-----'] },
    low: 52,
    high: 72,
    voices: 3,
    velocity: 62,
  },
  // An 808 holds its root: long notes with the kick, and a slide up to the octave every other bar.
  bass: { feel: '808', patterns: { '4/4': ['R-----------R---', 'R----------RO---'] }, velocity: 104 },
  drums: {
    feel: 'boom-bap',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x.....x...x.....' },
          { note: DRUM.clap, steps: '........X.......' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.' },
        ],
        [
          { note: DRUM.kick, steps: 'x......x..x..x..' },
          { note: DRUM.clap, steps: '........X.......' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.' },
        ],
      ],
    },
    fill: 'minimal',
    velocity: 100,
    crashOnPhrase: false,
    rolls: true,
  },
  melody: { density: 0.4, subdivision: 'sixteenth', syncopation: 0.45, velocity: 86 },
};
