import type { StyleDef } from './types.ts';

/**
 * Classical piano: two hands, no drums — the right hand sings the melody, the left plays an Alberti
 * bass (low–high–middle–high) or broken chords under it, with cadences at phrase ends.
 * @example getStyle('classical-piano').arrangement?.every((p) => p.program === 0) // true
 */
export const classicalPiano: StyleDef = {
  id: 'classical-piano',
  name: 'Classical piano',
  aliases: [
    'classical piano',
    'classical',
    'piano sonata',
    'sonatina',
    'mozart',
    'alberti bass',
    'romantic piano',
    'etude',
  ],
  tempo: { min: 60, max: 140, default: 96 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'eighth',
  progressions: {
    major: [
      { bars: ['I', 'IV I64', 'V7', 'I'] },
      { bars: ['I', 'ii6 V', 'vi', 'IV V'] },
      { bars: ['I', 'V', 'V7', 'I'] },
    ],
    minor: [{ bars: ['i', 'iv i', 'V7', 'i'] }, { bars: ['i', 'VI', 'iiø7', 'V'] }],
  },
  instruments: { chords: 0, bass: 0, melody: 0 },
  arrangement: [
    { role: 'melody', program: 0, name: 'Piano right hand' },
    { role: 'chords', program: 0, name: 'Piano left hand' },
  ],
  harmony: { chromatic: true, secondaryDominants: true },
  timing: { spread: 9 },
  chords: {
    feel: 'arpeggio',
    patterns: { '4/4': ['0-2-1-2-0-2-1-2-', '0-1-2-1-0-1-2-1-', '0-2-1-2-0-2-1-2-', '0---2-1-2---1-2-'] },
    low: 43,
    high: 60,
    voices: 3,
    velocity: 58,
    pedal: false,
  },
  bass: { feel: 'sustain', patterns: {}, velocity: 70 },
  drums: { feel: 'ballad', patterns: {}, fill: 'minimal', velocity: 60, crashOnPhrase: false },
  melody: { density: 0.55, subdivision: 'eighth', syncopation: 0.1, velocity: 78 },
};
