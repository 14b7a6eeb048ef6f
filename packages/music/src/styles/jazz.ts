import { DRUM } from '../midi/gm.ts';
import type { StyleDef } from './types.ts';

/**
 * Jazz / swing: ii–V–I harmony in sevenths, Charleston comping, walking bass, ride cymbal.
 * @example getStyle('jazz') === jazz // true
 */
export const jazz: StyleDef = {
  id: 'jazz',
  name: 'Jazz / swing',
  aliases: ['jazz', 'swing', 'bebop', 'big band', 'jazz swing', 'walking bass'],
  tempo: { min: 100, max: 220, default: 140 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0.66,
  swingUnit: 'eighth',
  progressions: {
    major: [
      { bars: ['Imaj7', 'vi7', 'ii7', 'V7'], moods: ['happy', 'chill'] },
      { bars: ['ii7', 'V7', 'Imaj7', 'Imaj7'], moods: ['chill', 'romantic'] },
      { bars: ['iii7', 'vi7', 'ii7', 'V7'], moods: ['dreamy'] },
      { bars: ['Imaj7', 'VI7', 'ii7', 'V7'], moods: ['happy', 'energetic'] },
      { bars: ['Imaj7', 'IVmaj7', 'iii7 vi7', 'ii7 V7'], moods: ['romantic', 'happy'] },
      { bars: ['Imaj7', 'I7', 'IVmaj7', 'iv7'], moods: ['sad', 'romantic'] },
    ],
    minor: [
      { bars: ['iiø7', 'V7', 'i7', 'i7'], moods: ['sad', 'dark'] },
      { bars: ['i7', 'iv7', 'i7', 'V7'], moods: ['chill', 'dreamy'] },
      { bars: ['i7', 'bVImaj7', 'iiø7', 'V7'], moods: ['tense', 'dark'] },
    ],
  },
  instruments: { chords: 0, bass: 32, melody: 66 },
  chords: {
    feel: 'syncopated',
    patterns: { '4/4': ['x--...x---......', '...x-.....x--...', 'x--.........x-..'] },
    low: 50,
    high: 74,
    voices: 4,
    velocity: 70,
  },
  bass: { feel: 'walking', patterns: { '4/4': ['R---W---W---A---'] }, velocity: 88 },
  drums: {
    feel: 'swing',
    patterns: {
      '4/4': [
        [
          { note: DRUM.ride, steps: 'x...x.x.x...x.x.' },
          { note: DRUM.pedalHat, steps: '....x.......x...' },
          { note: DRUM.kick, steps: 'g...g...g...g...' },
          { note: DRUM.snare, steps: '..........g.....' },
        ],
      ],
    },
    fill: 'swing',
    velocity: 80,
    crashOnPhrase: false,
  },
  arrangement: [
    { role: 'chords', program: 0, name: 'Piano' },
    { role: 'bass', program: 32, name: 'Upright bass' },
    { role: 'melody', program: 66, name: 'Tenor sax' },
    { role: 'drums', name: 'Drums' },
  ],
  harmony: { chromatic: true, secondaryDominants: true },
  voicing: 'shell',
  timing: { offset: { drums: 3, bass: -2 }, spread: 10 },
  melody: { density: 0.6, subdivision: 'eighth', syncopation: 0.4, velocity: 88 },
};
