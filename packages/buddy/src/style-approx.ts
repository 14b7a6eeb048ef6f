import type { Meter, Mood, PartSpec, StyleId } from '@riffmate/music';
import { findPhrases } from './text.ts';

/**
 * Genres the engine has no style for, each with the nearest style it has. The reply says the
 * style was approximated, and with which one.
 * @example STYLE_APPROXIMATIONS.find((s) => s.names.includes('bachata'))?.value // 'salsa'
 */
export const STYLE_APPROXIMATIONS: readonly { readonly names: readonly string[]; readonly value: StyleId }[] =
  [
    { value: 'salsa', names: ['bachata', 'merengue', 'cumbia', 'cha cha', 'cha-cha', 'rumba', 'latin'] },
    { value: 'reggae', names: ['reggaeton', 'dancehall', 'dembow'] },
    { value: 'bossa-nova', names: ['tango', 'mpb'] },
    { value: 'trap', names: ['grime', 'phonk', 'uk drill', 'ny drill', 'drill'] },
    { value: 'techno', names: ['trance', 'dubstep', 'hardstyle', 'industrial'] },
    { value: 'house', names: ['uk garage', 'garage house', 'eurodance'] },
    { value: 'drum-and-bass', names: ['breakbeat', 'breakcore'] },
    { value: 'rock', names: ['punk', 'punk rock', 'pop punk', 'hardcore', 'hardcore punk', 'ska punk'] },
    { value: 'rock', names: ['emo', 'surf rock', 'surf', 'shoegaze', 'post-rock', 'post rock'] },
    { value: 'jazz', names: ['gypsy jazz', 'manouche', 'fusion', 'jazz fusion'] },
    { value: 'classical-piano', names: ['baroque', 'impressionist', 'romantic era'] },
    { value: 'country', names: ['polka', 'zydeco', 'cajun'] },
    {
      value: 'pop',
      names: ['synthwave', 'k-pop', 'kpop', 'j-pop', 'jpop', 'chiptune', 'city pop', 'hyperpop', '80s'],
    },
    { value: 'folk', names: ['flamenco', 'bhangra', 'sea shanty', 'shanty'] },
    { value: 'cinematic', names: ['epic orchestral', 'video game music'] },
  ];

/**
 * A word for a kind of piece the engine has no style of its own for ("nocturne", "lullaby",
 * "march", "bachata"): the style that plays it, and the tempo, meter, mood and line-up the word
 * implies. `approximated` genres are said to be approximated; forms are said as the choice made.
 */
export interface GenreHint {
  readonly asked: string;
  readonly style: StyleId;
  readonly approximated: boolean;
  readonly tempo?: number;
  readonly meter?: Meter;
  readonly mood?: Mood;
  /** The line-up the form is played with when it differs from the style's own. */
  readonly parts?: readonly PartSpec[];
}

type Form = Omit<GenreHint, 'asked' | 'approximated'>;

const THREE_FOUR: Meter = { numerator: 3, denominator: 4 };
const SIX_EIGHT: Meter = { numerator: 6, denominator: 8 };
const TWELVE_EIGHT: Meter = { numerator: 12, denominator: 8 };

const BRASS_BAND: readonly PartSpec[] = [
  { role: 'chords', program: 61, name: 'Brass' },
  { role: 'bass', program: 58, name: 'Tuba' },
  { role: 'melody', program: 56, name: 'Trumpet' },
  { role: 'drums', name: 'Snare & bass drum' },
];
const STRING_LAMENT: readonly PartSpec[] = [
  { role: 'chords', program: 48, name: 'Strings' },
  { role: 'bass', program: 43, name: 'Contrabass' },
  { role: 'melody', program: 42, name: 'Cello' },
];

/**
 * Classical and traditional forms → how they are played. Tempi are quarter-note BPM (a 6/8 lullaby
 * at 72 is a dotted-quarter pulse of 48). The forms that are styles already (waltz, etude, hymn,
 * chorale, ballad) are read as styles.
 */
const FORMS: readonly { readonly names: readonly string[]; readonly value: Form }[] = [
  { names: ['nocturne', 'nocturnes'], value: { style: 'classical-piano', tempo: 66 } },
  { names: ['prelude'], value: { style: 'classical-piano', tempo: 80 } },
  { names: ['etudes', 'étude', 'toccata'], value: { style: 'classical-piano', tempo: 126 } },
  { names: ['minuet', 'menuet'], value: { style: 'classical-piano', tempo: 112, meter: THREE_FOUR } },
  { names: ['mazurka'], value: { style: 'classical-piano', tempo: 132, meter: THREE_FOUR } },
  { names: ['scherzo'], value: { style: 'classical-piano', tempo: 168, meter: THREE_FOUR } },
  { names: ['sarabande'], value: { style: 'classical-piano', tempo: 60, meter: THREE_FOUR } },
  { names: ['gavotte', 'bourree', 'bourrée'], value: { style: 'classical-piano', tempo: 110 } },
  { names: ['gigue'], value: { style: 'classical-piano', tempo: 160, meter: SIX_EIGHT } },
  { names: ['barcarolle', 'barcarola'], value: { style: 'classical-piano', tempo: 84, meter: SIX_EIGHT } },
  {
    names: ['siciliano', 'siciliana', 'pastorale'],
    value: { style: 'classical-piano', tempo: 78, meter: TWELVE_EIGHT },
  },
  {
    names: ['lullaby', 'lullabies', 'berceuse', 'cradle song', 'bedtime song'],
    value: {
      style: 'ballad',
      tempo: 72,
      meter: SIX_EIGHT,
      mood: 'dreamy',
      parts: [
        { role: 'chords', program: 0, name: 'Piano' },
        { role: 'melody', program: 10, name: 'Music box' },
      ],
    },
  },
  {
    names: ['serenade'],
    value: {
      style: 'ballad',
      tempo: 76,
      mood: 'romantic',
      parts: [
        { role: 'chords', program: 24, name: 'Guitar' },
        { role: 'melody', program: 40, name: 'Violin' },
      ],
    },
  },
  {
    names: ['lament', 'elegy', 'dirge', 'threnody', 'requiem', 'funeral march'],
    value: { style: 'cinematic', tempo: 60, mood: 'sad', parts: STRING_LAMENT },
  },
  {
    names: ['march', 'military march', 'marching band', 'marching'],
    value: { style: 'cinematic', tempo: 116, parts: BRASS_BAND },
  },
  { names: ['fanfare'], value: { style: 'cinematic', tempo: 108, mood: 'epic', parts: BRASS_BAND } },
  { names: ['anthem', 'stadium anthem'], value: { style: 'rock', tempo: 120, mood: 'epic' } },
  { names: ['jig', 'irish jig'], value: { style: 'folk', tempo: 168, meter: SIX_EIGHT } },
  { names: ['reel', 'irish reel', 'hoedown'], value: { style: 'folk', tempo: 184 } },
  {
    names: ['nursery rhyme', "children's song", 'kids song'],
    value: { style: 'folk', tempo: 100, mood: 'happy' },
  },
];

/** Tempi the approximated genres are played at, where the nearest style's own tempo is wrong. */
const APPROXIMATION_TEMPO: Readonly<Record<string, number>> = {
  tango: 120,
  polka: 120,
  reggaeton: 94,
  dancehall: 100,
  dembow: 112,
  bachata: 128,
  cumbia: 100,
  trance: 138,
  dubstep: 140,
  hardstyle: 150,
  'uk garage': 132,
  synthwave: 100,
  '80s': 112,
  chiptune: 150,
  hyperpop: 160,
  breakbeat: 136,
  emo: 150,
  punk: 176,
  'punk rock': 176,
  'pop punk': 168,
  hardcore: 190,
  'hardcore punk': 190,
  'ska punk': 170,
};

/**
 * Line-ups of approximated genres whose sound is not the nearest style's: synthwave is played on
 * synths, not on the pop piano.
 */
const SYNTHS: readonly PartSpec[] = [
  { role: 'pad', program: 90, name: 'Polysynth pad' },
  { role: 'arpeggio', program: 81, name: 'Saw arp' },
  { role: 'bass', program: 38, name: 'Synth bass' },
  { role: 'melody', program: 81, name: 'Saw lead' },
  { role: 'drums', name: 'Drum machine' },
];
const APPROXIMATION_PARTS: Readonly<Record<string, readonly PartSpec[]>> = {
  synthwave: SYNTHS,
  '80s': SYNTHS,
  'city pop': [
    { role: 'chords', program: 4, name: 'Electric piano' },
    { role: 'bass', program: 36, name: 'Slap bass' },
    { role: 'melody', program: 81, name: 'Saw lead' },
    { role: 'drums', name: 'Drums' },
  ],
  chiptune: [
    { role: 'chords', program: 80, name: 'Square wave' },
    { role: 'bass', program: 80, name: 'Square bass' },
    { role: 'melody', program: 80, name: 'Square lead' },
    { role: 'drums', name: 'Noise drums' },
  ],
  hyperpop: SYNTHS,
};

/**
 * The form or approximated genre a message names (the first one), with how it is played.
 * @example genreHint('c# minor nocturne')?.style // 'classical-piano'
 * @example genreHint('a bachata in e minor')?.approximated // true
 */
export function genreHint(lower: string): GenreHint | null {
  const form = findPhrases(lower, FORMS)[0];
  const approx = findPhrases(lower, STYLE_APPROXIMATIONS)[0];
  if (form && (!approx || form.start <= approx.start))
    return { ...form.value, asked: form.phrase, approximated: false };
  if (!approx) return null;
  const tempo = APPROXIMATION_TEMPO[approx.phrase];
  const parts = APPROXIMATION_PARTS[approx.phrase];
  return {
    asked: approx.phrase,
    style: approx.value,
    approximated: true,
    ...(tempo ? { tempo } : {}),
    ...(parts ? { parts } : {}),
  };
}
