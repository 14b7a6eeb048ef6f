import type { StyleDef } from './types.ts';

/**
 * Ambient: no drums; long pads that change every two bars, a slow arpeggio in the distance and a
 * sparse melody floating above.
 * @example getStyle('ambient').harmony?.barsPerChord // 2
 */
export const ambient: StyleDef = {
  id: 'ambient',
  name: 'Ambient',
  aliases: [
    'ambient',
    'atmospheric',
    'drone',
    'soundscape',
    'new age',
    'meditation',
    'ambient pad',
    'chillout',
  ],
  tempo: { min: 50, max: 100, default: 70 },
  meter: { numerator: 4, denominator: 4 },
  swing: 0,
  swingUnit: 'eighth',
  progressions: {
    major: [{ bars: ['Imaj7', 'IVmaj7', 'vi7', 'IVmaj7'] }, { bars: ['Imaj9', 'iii7', 'IVmaj7', 'Imaj7'] }],
    minor: [{ bars: ['i9', 'bVImaj7', 'bIIImaj7', 'bVII'] }, { bars: ['i7', 'iv7', 'bVImaj7', 'i7'] }],
  },
  instruments: { chords: 89, bass: 38, melody: 75 },
  arrangement: [
    { role: 'pad', program: 89, name: 'Warm pad' },
    { role: 'pad', program: 94, name: 'Halo pad' },
    { role: 'arpeggio', program: 8, name: 'Celesta' },
    { role: 'melody', program: 75, name: 'Pan flute' },
  ],
  harmony: { barsPerChord: 2 },
  timing: { spread: 12 },
  chords: {
    feel: 'sustain',
    patterns: { '4/4': ['x---------------'] },
    low: 48,
    high: 72,
    voices: 4,
    velocity: 56,
  },
  bass: { feel: 'sustain', patterns: {}, velocity: 70 },
  drums: { feel: 'ballad', patterns: {}, fill: 'minimal', velocity: 60, crashOnPhrase: false },
  melody: { density: 0.22, subdivision: 'eighth', syncopation: 0.2, velocity: 70 },
};
