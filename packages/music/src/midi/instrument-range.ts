/**
 * Where a GM instrument can play (`low`–`high`, MIDI numbers) and where its lines sit best
 * (`home`: the band the middle of a line belongs in). A cello line lives under the melody, a
 * piccolo above it; a bass goes no lower than a 5-string's low B.
 */
export interface InstrumentRange {
  readonly low: number;
  readonly high: number;
  readonly home: readonly [number, number];
}

const KEYBOARD: InstrumentRange = { low: 21, high: 108, home: [48, 84] };

/** Programs with a range of their own; other programs use their family's. */
const BY_PROGRAM: Readonly<Record<number, InstrumentRange>> = {
  // Synth basses are sub-bass instruments: a G0 is a sound, not a mistake.
  38: { low: 12, high: 72, home: [28, 55] }, // synth bass 1
  39: { low: 12, high: 72, home: [28, 55] }, // synth bass 2
  40: { low: 55, high: 103, home: [62, 86] }, // violin
  41: { low: 48, high: 91, home: [53, 72] }, // viola
  42: { low: 36, high: 81, home: [43, 62] }, // cello
  43: { low: 28, high: 67, home: [31, 50] }, // contrabass
  56: { low: 54, high: 82, home: [60, 77] }, // trumpet
  57: { low: 40, high: 72, home: [45, 65] }, // trombone
  58: { low: 28, high: 65, home: [33, 53] }, // tuba
  59: { low: 54, high: 82, home: [60, 77] }, // muted trumpet
  60: { low: 41, high: 77, home: [50, 70] }, // French horn
  64: { low: 56, high: 88, home: [62, 82] }, // soprano sax
  65: { low: 49, high: 81, home: [56, 76] }, // alto sax
  66: { low: 44, high: 76, home: [50, 72] }, // tenor sax
  67: { low: 36, high: 69, home: [43, 62] }, // baritone sax
  68: { low: 58, high: 91, home: [62, 82] }, // oboe
  69: { low: 52, high: 81, home: [57, 76] }, // English horn
  70: { low: 34, high: 75, home: [40, 62] }, // bassoon
  71: { low: 50, high: 94, home: [55, 79] }, // clarinet
  72: { low: 74, high: 108, home: [76, 98] }, // piccolo
  73: { low: 60, high: 96, home: [65, 88] }, // flute
  74: { low: 60, high: 96, home: [65, 88] }, // recorder
  75: { low: 60, high: 96, home: [65, 88] }, // pan flute
  110: { low: 55, high: 100, home: [62, 86] }, // fiddle
};

const BY_FAMILY: readonly InstrumentRange[] = [
  KEYBOARD, // piano
  { low: 48, high: 108, home: [60, 88] }, // chromatic percussion
  { low: 24, high: 108, home: [43, 84] }, // organ
  { low: 40, high: 88, home: [45, 79] }, // guitar (E2 up)
  { low: 23, high: 67, home: [28, 55] }, // bass (a 5-string's low B)
  { low: 28, high: 103, home: [40, 84] }, // strings
  { low: 28, high: 103, home: [40, 84] }, // ensemble
  { low: 28, high: 84, home: [45, 77] }, // brass
  { low: 34, high: 94, home: [48, 82] }, // reed
  { low: 60, high: 108, home: [65, 90] }, // pipe
];

/**
 * The range of a GM program (synths and effects get the keyboard's).
 * @example instrumentRange(42).home // [43, 62] — a cello line sits from G2 to D4
 */
export function instrumentRange(program: number): InstrumentRange {
  return BY_PROGRAM[program] ?? BY_FAMILY[Math.floor(program / 8)] ?? KEYBOARD;
}

/**
 * The octave shift (in semitones, a multiple of 12) that puts the middle of a line in its
 * instrument's home band (a lead line: inside its range); 0 when it is there already.
 * @example octavesToHome([61, 64, 66, 71], 42) // -12: a cello line written in violin register
 */
export function octavesToHome(midis: readonly number[], program: number, lead = false): number {
  if (midis.length === 0) return 0;
  const sorted = [...midis].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)]!;
  const range = instrumentRange(program);
  // A lead line may sing anywhere the instrument plays well (a cello solo climbs); others stay home.
  const [lo, hi] = lead ? [range.low, range.high] : range.home;
  let shift = 0;
  while (middle + shift > hi && middle + shift - 12 >= lo - 6) shift -= 12;
  while (middle + shift < lo && middle + shift + 12 <= hi + 6) shift += 12;
  return shift;
}
