import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Ballad: arpeggiated piano, long bass notes, soft side-stick backbeat; 4/4, 6/8 or 12/8.
 * @example getStyle('ballad') === ballad // true
 */
export const ballad: StyleDef = {
  id: 'ballad',
  name: 'Ballad',
  aliases: ['ballad', 'power ballad', 'love song', 'slow song', 'piano ballad', 'soul ballad'],
  tempo: { min: 58, max: 84, default: 70 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'eighth',
  progressions: {
    major: [
      { bars: ['I', 'V', 'vi', 'IV'], moods: ['romantic', 'happy', 'epic'] },
      { bars: ['I', 'vi', 'IV', 'V'], moods: ['romantic'] },
      { bars: ['IV', 'V', 'iii', 'vi'], moods: ['sad', 'dreamy'] },
      { bars: ['I', 'V6', 'vi', 'V', 'IV', 'I6', 'ii', 'V'], moods: ['romantic', 'sad'] },
    ],
    minor: [
      { bars: ['i', 'bVI', 'bIII', 'bVII'], moods: ['sad', 'epic'] },
      { bars: ['i', 'iv', 'bVII', 'bIII'], moods: ['romantic', 'sad'] },
      { bars: ['i', 'bVI', 'iv', 'V'], moods: ['dark', 'tense'] },
    ],
  },
  instruments: { chords: 0, bass: 35, melody: 40 },
  chords: {
    feel: 'arpeggio',
    patterns: {
      '4/4': ['0-1-2-3-0-1-2-3-', '0-1-2-3-2-1-2-3-'],
      '6/8': ['0-1-2-3-2-1-'],
      '12/8': ['0-1-2-3-2-1-0-1-2-3-2-1-'],
    },
    low: 48,
    high: 74,
    voices: 4,
    velocity: 64,
    pedal: true,
  },
  bass: {
    feel: 'sustain',
    patterns: {
      '4/4': ['R-------F-------', 'R-----------A---'],
      '6/8': ['R-----F-----'],
      '12/8': ['R-----------F-----------'],
    },
    velocity: 78,
  },
  drums: {
    feel: 'ballad',
    patterns: {
      '4/4': [
        [
          { note: DRUM.kick, steps: 'x.......x.......' },
          { note: DRUM.sideStick, steps: '....x.......x...' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.' },
        ],
      ],
      '6/8': [
        [
          { note: DRUM.kick, steps: 'x...........' },
          { note: DRUM.snare, steps: '......x.....' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.' },
        ],
      ],
      '12/8': [
        [
          { note: DRUM.kick, steps: 'x...........x...........' },
          { note: DRUM.snare, steps: '......x...........x.....' },
          { note: DRUM.closedHat, steps: 'x.x.x.x.x.x.x.x.x.x.x.x.' },
        ],
      ],
    },
    fill: 'toms',
    velocity: 78,
    crashOnPhrase: true,
  },
  melody: { density: 0.35, subdivision: 'eighth', syncopation: 0.15, velocity: 80 },
};
