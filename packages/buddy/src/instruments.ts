import type { PartRole } from '@riffmate/music';
/** An everyday instrument name: its GM program and the part it plays unless told otherwise. */
export interface InstrumentWord {
  readonly names: readonly string[];
  readonly program: number;
  readonly role: Exclude<PartRole, 'drums' | 'percussion'>;
  /** General MIDI has no such instrument: the program is the nearest one, and the reply says so. */
  readonly nearest?: boolean;
}

/**
 * Everyday instrument names → General MIDI programs (0-based) and a default part.
 * @example INSTRUMENTS.find((i) => i.names.includes('rhodes'))?.program // 4
 */
export const INSTRUMENTS: readonly InstrumentWord[] = [
  { names: ['piano', 'grand piano', 'acoustic piano', 'keys', 'keyboard'], program: 0, role: 'chords' },
  { names: ['bright piano', 'upright piano'], program: 1, role: 'chords' },
  { names: ['honky-tonk piano', 'honky tonk piano', 'saloon piano'], program: 3, role: 'chords' },
  {
    names: ['rhodes', 'electric piano', 'e-piano', 'epiano', 'e piano', 'e. piano', 'fender rhodes'],
    program: 4,
    role: 'chords',
  },
  { names: ['dx7 piano', 'fm piano'], program: 5, role: 'chords' },
  { names: ['harpsichord'], program: 6, role: 'chords' },
  { names: ['clavinet', 'clav'], program: 7, role: 'chords' },
  { names: ['celesta', 'celeste'], program: 8, role: 'melody' },
  { names: ['glockenspiel', 'glock', 'bells'], program: 9, role: 'melody' },
  { names: ['music box'], program: 10, role: 'melody' },
  { names: ['vibraphone', 'vibes'], program: 11, role: 'melody' },
  { names: ['marimba'], program: 12, role: 'melody' },
  { names: ['xylophone'], program: 13, role: 'melody' },
  { names: ['organ', 'hammond', 'hammond organ', 'b3', 'drawbar organ'], program: 16, role: 'chords' },
  { names: ['rock organ'], program: 18, role: 'chords' },
  { names: ['church organ', 'pipe organ'], program: 19, role: 'chords' },
  { names: ['harmonium', 'reed organ', 'pump organ'], program: 20, role: 'chords' },
  { names: ['accordion'], program: 21, role: 'chords' },
  { names: ['harmonica'], program: 22, role: 'melody' },
  {
    names: [
      'nylon guitar',
      'nylon',
      'nylon-string',
      'nylon string',
      'nylon-string guitar',
      'nylon string guitar',
      'classical guitar',
      'spanish guitar',
    ],
    program: 24,
    role: 'chords',
  },
  {
    names: [
      'acoustic guitar',
      'acoustic guitars',
      // "acoustic strumming", "strummed acoustic": the steel-string guitar a player strums.
      'acoustic strumming',
      'strummed acoustic',
      'strumming acoustic',
      'acoustic strum',
      'strummy',
      'strummy guitar',
      'strummed guitar',
      'strummy acoustic',
      'steel guitar',
      'steel-string guitar',
      'steel string guitar',
      'steel-string',
      'steel string',
      '12-string',
      '12-string guitar',
      '12 string guitar',
      'twelve-string',
      'twelve string guitar',
      'folk guitar',
      'guitar',
      'guitars',
    ],
    program: 25,
    role: 'chords',
  },
  {
    names: ['jazz guitar', 'jazzy guitar', 'hollow-body guitar', 'hollowbody guitar'],
    program: 26,
    role: 'chords',
  },
  {
    names: [
      'electric guitar',
      'electric guitars',
      'clean guitar',
      'clean electric guitar',
      // "clean electric + bass": the guitar left unsaid (an electric piano or bass is named in full).
      'clean electric',
      'rhythm guitar',
      'skank guitar',
      'skank',
      'chop guitar',
      // Wah and funk rhythm guitar are played on an electric.
      'wah guitar',
      'wah-wah guitar',
      'wah wah guitar',
      'funk guitar',
      'funky guitar',
      'chicken scratch guitar',
      'chicken-scratch guitar',
    ],
    program: 27,
    role: 'chords',
  },
  { names: ['lead guitar', 'guitar lead', 'shred guitar'], program: 29, role: 'melody' },
  { names: ['muted guitar', 'palm-muted guitar'], program: 28, role: 'chords' },
  {
    names: [
      'overdriven guitar',
      'crunchy guitar',
      'crunch guitar',
      'crunchy electric guitar',
      'crunchy electric',
      'dirty guitar',
      'gritty guitar',
      'driven guitar',
    ],
    program: 29,
    role: 'chords',
  },
  {
    names: ['distorted guitar', 'distortion guitar', 'heavy guitar', 'metal guitar', 'power chords'],
    program: 30,
    role: 'chords',
  },
  {
    names: [
      'upright bass',
      'acoustic bass',
      'double bass',
      'stand-up bass',
      'standup bass',
      'stand up bass',
      'upright',
    ],
    program: 32,
    role: 'bass',
  },
  {
    names: ['electric bass', 'fingered bass', 'finger bass', 'bass guitar', 'fingerstyle bass'],
    program: 33,
    role: 'bass',
  },
  { names: ['picked bass', 'pick bass'], program: 34, role: 'bass' },
  { names: ['fretless bass', 'fretless'], program: 35, role: 'bass' },
  { names: ['slap bass'], program: 36, role: 'bass' },
  {
    names: ['synth bass', 'sub bass', 'sub-bass', 'moog bass'],
    program: 38,
    role: 'bass',
  },
  { names: ['acid bass', 'reese bass'], program: 39, role: 'bass' },
  { names: ['violin', 'fiddle'], program: 40, role: 'melody' },
  { names: ['viola'], program: 41, role: 'melody' },
  { names: ['cello'], program: 42, role: 'melody' },
  { names: ['contrabass'], program: 43, role: 'bass' },
  { names: ['pizzicato strings', 'pizzicato'], program: 45, role: 'chords' },
  { names: ['harp'], program: 46, role: 'melody' },
  {
    names: [
      'strings',
      'string',
      'string section',
      'string ensemble',
      'orchestra strings',
      'orchestral strings',
      'string pad',
      'strings pad',
    ],
    program: 48,
    role: 'pad',
  },
  { names: ['synth strings'], program: 50, role: 'pad' },
  { names: ['choir', 'voices', 'vocal pad', 'aahs'], program: 52, role: 'pad' },
  { names: ['oohs'], program: 53, role: 'pad' },
  { names: ['trumpet'], program: 56, role: 'melody' },
  { names: ['trombone'], program: 57, role: 'melody' },
  { names: ['tuba'], program: 58, role: 'bass' },
  { names: ['muted trumpet'], program: 59, role: 'melody' },
  { names: ['french horn', 'horn'], program: 60, role: 'melody' },
  {
    names: [
      'brass',
      'brass section',
      'horns',
      'horn section',
      'horn stabs',
      'horn stab',
      'horn hits',
      'brass stabs',
    ],
    program: 61,
    role: 'horns',
  },
  { names: ['synth brass'], program: 62, role: 'horns' },
  { names: ['soprano sax', 'soprano saxophone'], program: 64, role: 'melody' },
  {
    names: [
      'sax',
      'saxes',
      'saxophone',
      'saxophones',
      'alto sax',
      'alto saxophone',
      'sax section',
      'saxophone section',
    ],
    program: 65,
    role: 'melody',
  },
  { names: ['tenor sax', 'tenor saxophone'], program: 66, role: 'melody' },
  { names: ['baritone sax', 'bari sax'], program: 67, role: 'melody' },
  { names: ['oboe'], program: 68, role: 'melody' },
  { names: ['bassoon'], program: 70, role: 'melody' },
  { names: ['clarinet'], program: 71, role: 'melody' },
  { names: ['piccolo'], program: 72, role: 'melody' },
  { names: ['flute'], program: 73, role: 'melody' },
  { names: ['recorder'], program: 74, role: 'melody' },
  { names: ['pan flute', 'pan pipes', 'panpipes'], program: 75, role: 'melody' },
  { names: ['whistle'], program: 78, role: 'melody' },
  { names: ['ocarina'], program: 79, role: 'melody' },
  { names: ['square lead', 'chiptune lead', 'square wave'], program: 80, role: 'melody' },
  // A pluck playing the lead is a synth lead, short and bright, not the pluck pad's arpeggios.
  {
    names: ['pluck lead', 'plucky lead', 'pluck synth lead', 'plucked lead', 'lead pluck', 'pluck melody'],
    program: 80,
    role: 'melody',
  },
  { names: ['synth lead', 'lead synth', 'saw lead', 'sawtooth lead', 'synth'], program: 81, role: 'melody' },
  {
    names: [
      'supersaw',
      'supersaws',
      'super saw',
      'super saws',
      'saw synth',
      'saw synths',
      'saws',
      'sawtooth synth',
    ],
    program: 81,
    role: 'chords',
  },
  { names: ['pluck', 'plucks', 'synth pluck', 'pluck synth'], program: 90, role: 'arpeggio' },
  { names: ['pad', 'synth pad', 'warm pad', 'pads'], program: 89, role: 'pad' },
  { names: ['poly synth', 'polysynth'], program: 90, role: 'chords' },
  { names: ['choir pad'], program: 91, role: 'pad' },
  { names: ['halo pad', 'ambient pad'], program: 94, role: 'pad' },
  { names: ['sitar'], program: 104, role: 'melody' },
  { names: ['banjo'], program: 105, role: 'chords' },
  { names: ['koto'], program: 107, role: 'melody' },
  { names: ['kalimba', 'thumb piano', 'mbira'], program: 108, role: 'melody' },
  { names: ['bagpipes', 'bagpipe'], program: 109, role: 'melody' },
  { names: ['steel drums', 'steel drum', 'steelpan', 'steel pan'], program: 114, role: 'melody' },
  { names: ['timpani'], program: 47, role: 'bass' },
  { names: ['tubular bells', 'chimes'], program: 14, role: 'melody' },
  { names: ['dulcimer', 'hammered dulcimer'], program: 15, role: 'melody' },
  { names: ['bandoneon', 'bandoneón'], program: 23, role: 'chords' },
  { names: ['shamisen'], program: 106, role: 'melody' },
  { names: ['shakuhachi'], program: 77, role: 'melody' },
  { names: ['english horn', 'cor anglais'], program: 69, role: 'melody' },
  { names: ['calliope'], program: 82, role: 'melody' },
  { names: ['supersaw', 'super saw'], program: 81, role: 'chords' },
  // Instruments General MIDI lacks, on the nearest program it has (the reply names the swap).
  { names: ['ukulele', 'ukelele', 'uke'], program: 24, role: 'chords', nearest: true },
  { names: ['mandolin', 'bouzouki'], program: 25, role: 'chords', nearest: true },
  { names: ['lute', 'oud'], program: 24, role: 'chords', nearest: true },
  { names: ['mellotron'], program: 48, role: 'pad', nearest: true },
  { names: ['theremin'], program: 85, role: 'melody', nearest: true },
  // A Wurlitzer's reed piano: GM's other electric piano is the nearer of the two.
  { names: ['wurlitzer', 'wurli', 'wurly'], program: 5, role: 'chords', nearest: true },
  { names: ['808 bass', '808', '808s', '808 bass line'], program: 38, role: 'bass', nearest: true },
  { names: ['melodica', 'pianica'], program: 22, role: 'melody', nearest: true },
  { names: ['erhu'], program: 40, role: 'melody', nearest: true },
  { names: ['guzheng', 'zither'], program: 107, role: 'melody', nearest: true },
  { names: ['pipa'], program: 106, role: 'melody', nearest: true },
  { names: ['balalaika'], program: 25, role: 'chords', nearest: true },
  { names: ['handpan', 'hang drum', 'tongue drum'], program: 114, role: 'melody', nearest: true },
  { names: ['pedal steel', 'lap steel', 'slide guitar'], program: 27, role: 'melody', nearest: true },
  { names: ['kora'], program: 46, role: 'arpeggio', nearest: true },
  { names: ['duduk'], program: 68, role: 'melody', nearest: true },
  { names: ['ney'], program: 77, role: 'melody', nearest: true },
  { names: ['clavichord'], program: 6, role: 'chords', nearest: true },
  { names: ['toy piano'], program: 8, role: 'melody', nearest: true },
  { names: ['flugelhorn', 'cornet', 'bugle', 'piccolo trumpet'], program: 56, role: 'melody', nearest: true },
  { names: ['euphonium', 'baritone horn'], program: 57, role: 'melody', nearest: true },
  { names: ['sousaphone'], program: 58, role: 'bass', nearest: true },
  { names: ['bass clarinet'], program: 71, role: 'bass', nearest: true },
  { names: ['fife'], program: 72, role: 'melody', nearest: true },
];

/** An instrument found in a message. */
export interface InstrumentHit {
  readonly program: number;
  readonly role: Exclude<PartRole, 'drums' | 'percussion'>;
  readonly start: number;
  readonly end: number;
}

/**
 * The instrument table in the shape `findPhrases` reads.
 * @example INSTRUMENT_PHRASES.length > 50 // true
 */
export const INSTRUMENT_PHRASES = INSTRUMENTS.map((i) => ({ names: i.names, value: i }));

/** The instrument table with plurals, for reading requests ("trumpets down an octave"). */
export const INSTRUMENT_WORDS = INSTRUMENTS.map((i) => ({ names: withPlurals(i.names), value: i }));

/**
 * The names with their plurals ("trumpets down an octave", "louder violins", "flutes too muddy"): a
 * name ending in a letter other than s takes an s ("saxes": after an x, es). Plurals another entry
 * names itself stay that entry's.
 */
function withPlurals(names: readonly string[]): string[] {
  const taken = new Set(INSTRUMENTS.flatMap((i) => i.names));
  const plurals = names
    .filter((n) => /[a-rt-z]$/.test(n) && !/\d/.test(n))
    .map((n) => (n.endsWith('x') ? `${n}es` : `${n}s`));
  return [...names, ...plurals.filter((p) => !taken.has(p))];
}

/** Instrument families a player names by one word: "the guitar" is whichever guitar plays. */
const FAMILIES: readonly (readonly [number, number])[] = [
  [0, 7],
  [16, 23],
  [24, 31],
  [32, 39],
  [40, 51],
  [56, 63],
  [64, 67],
  [80, 87],
  [88, 95],
];

/** "the keys", "keyboards": any keyboard sound (piano, organ, Rhodes), not just the piano the word plays when added. */
export function namesKeyboards(phrase: string): boolean {
  return /^(?:keys|keyboards?)$/.test(phrase);
}

/** Words for a whole family of instruments rather than one sound of it. */
const FAMILY_WORDS = new Set([
  'guitar',
  'guitars',
  'pad',
  'pads',
  'synth',
  'synths',
  'strings',
  'string',
  'sax',
  'saxes',
  'keys',
  'keyboard',
  'keyboards',
  'brass',
  'horns',
]);

/**
 * Whether an instrument phrase names one sound ("electric guitar", "warm pad", "rhodes") rather
 * than a family ("the guitar", "pads").
 * @example namesOneSound('electric guitar') // true
 */
export function namesOneSound(phrase: string): boolean {
  return !FAMILY_WORDS.has(phrase);
}

/** Keyboard sounds: General MIDI's pianos, chromatic percussion and organs. */
export const isKeyboard = (program: number): boolean => program < 24;

/**
 * Whether two GM programs are the same instrument as a player names it: the same program, or the
 * same family of pianos, organs, guitars, basses, strings, brass, saxes, synth leads or pads.
 * @example sameInstrumentFamily(0, 4) // true (piano and Rhodes are both "the piano")
 */
export function sameInstrumentFamily(a: number, b: number): boolean {
  if (a === b) return true;
  const family = FAMILIES.find(([lo, hi]) => a >= lo && a <= hi);
  return !!family && b >= family[0] && b <= family[1];
}

/** The words that tell one kind of an instrument from another when the noun is said once. */
const KIND_WORDS =
  'acoustic|electric|nylon|steel|clean|distorted|overdriven|dirty|jazz|grand|upright|fretless|slap|muted|bright';

/**
 * The text with a noun two kinds share said for each ("acoustic + electric guitar" reads "acoustic
 * guitar + electric guitar"; "electric and upright bass", "nylon or steel guitars"), so both
 * instruments are named.
 * @example sharedInstrumentNoun('acoustic + electric guitar, bass') // 'acoustic guitar + electric guitar, bass'
 */
export function sharedInstrumentNoun(text: string): string {
  return text.replace(
    new RegExp(
      `\\b(${KIND_WORDS})(\\s*(?:\\+|&|/|\\band\\b|\\bn\\b|\\bor\\b|\\bplus\\b)\\s*)(${KIND_WORDS})\\s+(guitar|piano|bass)(?:s|es)?\\b`,
      'gi',
    ),
    (_, a: string, gap: string, b: string, noun: string) => `${a} ${noun}${gap}${b} ${noun}`,
  );
}
