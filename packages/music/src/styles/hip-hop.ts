import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Hip-hop: boom-bap beat, long 808-style bass notes, sustained keys.
 * @example getStyle('hip-hop') === hipHop // true
 */
export const hipHop: StyleDef = {
  id: 'hip-hop',
  name: 'Hip-hop',
  aliases: ['hip-hop', 'hip hop', 'hiphop', 'rap', 'boom bap', 'boom-bap', 'old school hip hop'],
  tempo: { min: 80, max: 100, default: 90 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0.3,
  swingUnit: 'sixteenth',
  progressions: {
    major: [
      { bars: ['Imaj7', 'vi7', 'ii7', 'V7'], moods: ['chill', 'happy'] },
      { bars: ['IVmaj7', 'iii7', 'vi7', 'vi7'], moods: ['sad', 'dreamy'] },
      { bars: ['vi7', 'IVmaj7', 'Imaj7', 'V'], moods: ['romantic'] },
    ],
    minor: [
      { bars: ['i', 'bVI', 'iv', 'v'], moods: ['dark', 'tense'] },
      { bars: ['i7', 'iv7', 'bVImaj7', 'v7'], moods: ['sad', 'chill'] },
      { bars: ['i', 'i', 'bVI', 'bVII'], moods: ['energetic', 'epic'] },
      { bars: ['i7', 'bVImaj7', 'bVII', 'i7'], moods: ['dreamy'] },
    ],
  },
  instruments: { chords: 4, bass: 38, melody: 11 },
  chords: {
    feel: 'sustain',
    patterns: { '4/4': ['x-------x-------', 'x---------------'] },
    low: 52,
    high: 76,
    voices: 4,
    velocity: 70,
  },
  bass: { feel: '808', patterns: { '4/4': ['R------R-R------', 'R-------..R-----'] }, velocity: 100 },
  drums: {
    feel: 'boom-bap',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x......x.xx.....' },
          { note: DRUM.snare, steps: '....x.......x...' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.' },
        ],
        [
          { note: DRUM.kick, steps: 'x.x.......x..x..' },
          { note: DRUM.snare, steps: '....x.......x...' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.xxx.' },
        ],
      ],
    },
    fill: 'minimal',
    velocity: 100,
    crashOnPhrase: false,
  },
  melody: { density: 0.4, subdivision: 'sixteenth', syncopation: 0.4, velocity: 88 },
};
