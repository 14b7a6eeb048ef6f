import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Pop: bright piano, driving eighths, I–V–vi–IV family progressions.
 * @example getStyle('pop') === pop // true
 */
export const pop: StyleDef = {
  id: 'pop',
  name: 'Pop',
  aliases: ['pop', 'pop rock', 'synth pop', 'indie pop', 'dance pop'],
  tempo: { min: 90, max: 128, default: 110 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'sixteenth',
  progressions: {
    major: [
      { bars: ['I', 'V', 'vi', 'IV'], moods: ['happy', 'energetic', 'epic'] },
      { bars: ['vi', 'IV', 'I', 'V'], moods: ['sad', 'romantic', 'epic'] },
      { bars: ['I', 'vi', 'IV', 'V'], moods: ['happy', 'romantic'] },
      { bars: ['I', 'IV', 'vi', 'V'], moods: ['happy', 'dreamy'] },
      { bars: ['IV', 'I', 'V', 'vi'], moods: ['dreamy', 'chill'] },
      { bars: ['I', 'V', 'vi', 'iii', 'IV', 'I', 'IV', 'V'], moods: ['romantic', 'happy'] },
    ],
    minor: [
      { bars: ['i', 'bVI', 'bIII', 'bVII'], moods: ['sad', 'epic', 'dark'] },
      { bars: ['i', 'bVII', 'bVI', 'bVII'], moods: ['energetic', 'dark'] },
      { bars: ['i', 'v', 'bVI', 'v'], moods: ['sad'] },
      { bars: ['bVI', 'bVII', 'i', 'i'], moods: ['epic'] },
      { bars: ['i', 'bIII', 'bVII', 'iv'], moods: ['dreamy', 'romantic'] },
    ],
  },
  instruments: { chords: 0, bass: 33, melody: 80 },
  chords: {
    feel: 'beats',
    patterns: { '4/4': ['x--.x--.x--.x--.', 'x-----x-----x---'] },
    low: 52,
    high: 76,
    voices: 4,
    velocity: 78,
  },
  bass: { feel: 'pulse', patterns: { '4/4': ['R-----R-R---F-A-', 'R---R---R---R-A-'] }, velocity: 92 },
  drums: {
    feel: 'backbeat',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x.......x.x.....' },
          { note: DRUM.snare, steps: '....x.......x...' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.' },
        ],
        [
          { note: DRUM.kick, steps: 'x......xx.......' },
          { note: DRUM.snare, steps: '....x.......x...' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.' },
        ],
      ],
    },
    fill: 'snare',
    velocity: 96,
    crashOnPhrase: true,
  },
  melody: { density: 0.55, subdivision: 'eighth', syncopation: 0.3, velocity: 92 },
};
