/** General MIDI level 1 names: the 128 melodic programs and the percussion key map (channel 10). */

/**
 * GM program names, index = program number 0–127.
 * @example GM_PROGRAMS[0] // 'Acoustic Grand Piano'
 */
// biome-ignore format: a table reads better in rows
export const GM_PROGRAMS: readonly string[] = [
  'Acoustic Grand Piano', 'Bright Acoustic Piano', 'Electric Grand Piano', 'Honky-tonk Piano',
  'Electric Piano 1', 'Electric Piano 2', 'Harpsichord', 'Clavinet',
  'Celesta', 'Glockenspiel', 'Music Box', 'Vibraphone', 'Marimba', 'Xylophone', 'Tubular Bells', 'Dulcimer',
  'Drawbar Organ', 'Percussive Organ', 'Rock Organ', 'Church Organ', 'Reed Organ', 'Accordion', 'Harmonica', 'Tango Accordion',
  'Acoustic Guitar (nylon)', 'Acoustic Guitar (steel)', 'Electric Guitar (jazz)', 'Electric Guitar (clean)',
  'Electric Guitar (muted)', 'Overdriven Guitar', 'Distortion Guitar', 'Guitar Harmonics',
  'Acoustic Bass', 'Electric Bass (finger)', 'Electric Bass (pick)', 'Fretless Bass',
  'Slap Bass 1', 'Slap Bass 2', 'Synth Bass 1', 'Synth Bass 2',
  'Violin', 'Viola', 'Cello', 'Contrabass', 'Tremolo Strings', 'Pizzicato Strings', 'Orchestral Harp', 'Timpani',
  'String Ensemble 1', 'String Ensemble 2', 'Synth Strings 1', 'Synth Strings 2',
  'Choir Aahs', 'Voice Oohs', 'Synth Choir', 'Orchestra Hit',
  'Trumpet', 'Trombone', 'Tuba', 'Muted Trumpet', 'French Horn', 'Brass Section', 'Synth Brass 1', 'Synth Brass 2',
  'Soprano Sax', 'Alto Sax', 'Tenor Sax', 'Baritone Sax', 'Oboe', 'English Horn', 'Bassoon', 'Clarinet',
  'Piccolo', 'Flute', 'Recorder', 'Pan Flute', 'Blown Bottle', 'Shakuhachi', 'Whistle', 'Ocarina',
  'Lead 1 (square)', 'Lead 2 (sawtooth)', 'Lead 3 (calliope)', 'Lead 4 (chiff)',
  'Lead 5 (charang)', 'Lead 6 (voice)', 'Lead 7 (fifths)', 'Lead 8 (bass + lead)',
  'Pad 1 (new age)', 'Pad 2 (warm)', 'Pad 3 (polysynth)', 'Pad 4 (choir)',
  'Pad 5 (bowed)', 'Pad 6 (metallic)', 'Pad 7 (halo)', 'Pad 8 (sweep)',
  'FX 1 (rain)', 'FX 2 (soundtrack)', 'FX 3 (crystal)', 'FX 4 (atmosphere)',
  'FX 5 (brightness)', 'FX 6 (goblins)', 'FX 7 (echoes)', 'FX 8 (sci-fi)',
  'Sitar', 'Banjo', 'Shamisen', 'Koto', 'Kalimba', 'Bagpipe', 'Fiddle', 'Shanai',
  'Tinkle Bell', 'Agogo', 'Steel Drums', 'Woodblock', 'Taiko Drum', 'Melodic Tom', 'Synth Drum', 'Reverse Cymbal',
  'Guitar Fret Noise', 'Breath Noise', 'Seashore', 'Bird Tweet', 'Telephone Ring', 'Helicopter', 'Applause', 'Gunshot',
];

/**
 * GM percussion key names (channel 10), keys 35–81.
 * @example GM_DRUMS[38] // 'Acoustic Snare'
 */
// biome-ignore format: a table reads better in rows
export const GM_DRUMS: Readonly<Record<number, string>> = {
  35: 'Acoustic Bass Drum', 36: 'Bass Drum 1', 37: 'Side Stick', 38: 'Acoustic Snare', 39: 'Hand Clap',
  40: 'Electric Snare', 41: 'Low Floor Tom', 42: 'Closed Hi-Hat', 43: 'High Floor Tom', 44: 'Pedal Hi-Hat',
  45: 'Low Tom', 46: 'Open Hi-Hat', 47: 'Low-Mid Tom', 48: 'Hi-Mid Tom', 49: 'Crash Cymbal 1', 50: 'High Tom',
  51: 'Ride Cymbal 1', 52: 'Chinese Cymbal', 53: 'Ride Bell', 54: 'Tambourine', 55: 'Splash Cymbal',
  56: 'Cowbell', 57: 'Crash Cymbal 2', 58: 'Vibraslap', 59: 'Ride Cymbal 2', 60: 'Hi Bongo', 61: 'Low Bongo',
  62: 'Mute Hi Conga', 63: 'Open Hi Conga', 64: 'Low Conga', 65: 'High Timbale', 66: 'Low Timbale',
  67: 'High Agogo', 68: 'Low Agogo', 69: 'Cabasa', 70: 'Maracas', 71: 'Short Whistle', 72: 'Long Whistle',
  73: 'Short Guiro', 74: 'Long Guiro', 75: 'Claves', 76: 'Hi Wood Block', 77: 'Low Wood Block',
  78: 'Mute Cuica', 79: 'Open Cuica', 80: 'Mute Triangle', 81: 'Open Triangle',
};

/**
 * Named GM percussion keys used by the grooves.
 * @example DRUM.ride // 51
 */
export const DRUM = {
  kick: 36,
  sideStick: 37,
  snare: 38,
  clap: 39,
  lowFloorTom: 41,
  closedHat: 42,
  highFloorTom: 43,
  pedalHat: 44,
  lowTom: 45,
  openHat: 46,
  lowMidTom: 47,
  hiMidTom: 48,
  crash: 49,
  highTom: 50,
  ride: 51,
  rideBell: 53,
  tambourine: 54,
  cowbell: 56,
  shaker: 70,
  claves: 75,
} as const;

/**
 * The MIDI channel index (0-based) reserved for percussion: channel 10.
 * @example DRUM_CHANNEL // 9
 */
export const DRUM_CHANNEL = 9;

/**
 * The GM name of a program number (0–127), or `null`.
 * @example gmProgramName(33) // 'Electric Bass (finger)'
 */
export function gmProgramName(program: number): string | null {
  return Number.isInteger(program) ? (GM_PROGRAMS[program] ?? null) : null;
}

/**
 * The GM percussion name of a key on channel 10, or `null`.
 * @example gmDrumName(42) // 'Closed Hi-Hat'
 */
export function gmDrumName(note: number): string | null {
  return GM_DRUMS[note] ?? null;
}

/**
 * The 16 GM instrument families, 8 programs each.
 * @example GM_FAMILIES[4] // 'Bass'
 */
// biome-ignore format: a table reads better in rows
export const GM_FAMILIES = [
  'Piano', 'Chromatic Percussion', 'Organ', 'Guitar', 'Bass', 'Strings', 'Ensemble', 'Brass',
  'Reed', 'Pipe', 'Synth Lead', 'Synth Pad', 'Synth Effects', 'Ethnic', 'Percussive', 'Sound Effects',
] as const;

/**
 * The GM family of a program.
 * @example gmFamily(25) // 'Guitar'
 */
export function gmFamily(program: number): string | null {
  if (!Number.isInteger(program) || program < 0 || program > 127) return null;
  return GM_FAMILIES[Math.floor(program / 8)] ?? null;
}
