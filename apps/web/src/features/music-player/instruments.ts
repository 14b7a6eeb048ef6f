/** The synth families melodic parts are played with, one per group of General MIDI programs. */
export type Timbre =
  | 'piano'
  | 'electric-piano'
  | 'mallet'
  | 'organ'
  | 'guitar'
  | 'bass'
  | 'strings'
  | 'brass'
  | 'reed'
  | 'lead'
  | 'pad'
  | 'other';

/**
 * The timbre for a GM program (0–127). GM groups programs in families of eight.
 * @example timbreFor(4) // 'electric-piano' (Electric Piano 1, the Rhodes)
 */
export function timbreFor(program: number): Timbre {
  if (program === 4 || program === 5) return 'electric-piano';
  const family = Math.floor(Math.min(127, Math.max(0, program)) / 8);
  switch (family) {
    case 0:
      return 'piano';
    case 1:
      return 'mallet';
    case 2:
      return 'organ';
    case 3:
      return 'guitar';
    case 4:
      return 'bass';
    case 5:
    case 6:
      return 'strings';
    case 7:
      return 'brass';
    case 8:
    case 9:
      return 'reed';
    case 10:
      return 'lead';
    case 11:
      return 'pad';
    default:
      return 'other';
  }
}

/** The drum voices a GM kit is reduced to for synth playback. */
export type DrumVoice = 'kick' | 'snare' | 'closed-hat' | 'open-hat' | 'cymbal' | 'tom' | 'perc';

/**
 * The voice for a GM percussion key (channel 10).
 * @example drumVoiceFor(36) // 'kick'
 */
export function drumVoiceFor(midi: number): DrumVoice {
  if (midi === 35 || midi === 36) return 'kick';
  if (midi === 37 || midi === 38 || midi === 39 || midi === 40) return 'snare';
  if (midi === 42 || midi === 44) return 'closed-hat';
  if (midi === 46) return 'open-hat';
  if (midi === 49 || midi === 51 || midi === 52 || midi === 53 || midi === 55 || midi === 57 || midi === 59) {
    return 'cymbal';
  }
  if (midi === 41 || midi === 43 || midi === 45 || midi === 47 || midi === 48 || midi === 50) return 'tom';
  return 'perc';
}

/** Drum lanes of the piano roll, top to bottom. */
export const DRUM_LANES: readonly DrumVoice[] = [
  'cymbal',
  'open-hat',
  'closed-hat',
  'perc',
  'tom',
  'snare',
  'kick',
];
