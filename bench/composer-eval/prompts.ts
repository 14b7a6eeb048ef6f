/**
 * The composer evaluation suite: prompts as data with machine-readable expectations. Expected
 * chords are written out by hand (not computed by the engine). `key` is "Tonic mode".
 */

export type Role = 'chords' | 'bass' | 'melody' | 'drums';

export interface Expect {
  /** Stated BPM: must be exact. */
  readonly tempo?: number;
  /** A tempo word: the MIDI tempo must fall in the same MidiCaps bin as this BPM. */
  readonly tempoLike?: number;
  readonly key?: string;
  readonly meter?: string;
  readonly bars?: number;
  /** GM programs the prompt names, per part. */
  readonly instruments?: Partial<Record<Exclude<Role, 'drums'>, number>>;
  /** Exactly these parts (when the prompt says which parts it wants). */
  readonly parts?: readonly Role[];
  /** Drums must be present (true) or absent (false). */
  readonly drums?: boolean;
  /** Expected chord per bar (loops to fill the piece); "Dm7 G7" splits a bar. */
  readonly chords?: readonly string[];
  /** The request is diatonic: every pitched note should be in the key's scale. */
  readonly diatonic?: boolean;
}

export type EditExpect =
  | { readonly type: 'tempo-scale'; readonly factor: number }
  | { readonly type: 'tempo'; readonly bpm: number }
  | { readonly type: 'transpose'; readonly semitones: number }
  | { readonly type: 'key'; readonly key: string }
  | { readonly type: 'meter'; readonly meter: string }
  | { readonly type: 'bars'; readonly bars: number }
  | { readonly type: 'add-part'; readonly part: Role }
  | { readonly type: 'remove-part'; readonly part: Role }
  | { readonly type: 'instrument'; readonly part: Exclude<Role, 'drums'>; readonly program: number }
  | { readonly type: 'busier'; readonly part: Role }
  | { readonly type: 'simpler'; readonly part: Role }
  | { readonly type: 'variation' }
  | { readonly type: 'swing' };

export interface Case {
  readonly id: string;
  readonly kind: 'explicit' | 'mood' | 'edit';
  readonly turns: readonly string[];
  readonly expect: Expect;
  readonly edit?: EditExpect;
}

const ALL: readonly Role[] = ['chords', 'bass', 'melody', 'drums'];

const explicit: Case[] = [
  {
    id: 'e01',
    kind: 'explicit',
    turns: ['A chill lo-fi beat in F minor at 80 bpm'],
    expect: { key: 'F minor', tempo: 80, diatonic: true },
  },
  {
    id: 'e02',
    kind: 'explicit',
    turns: ['Write a jazz ii-V-I in Bb with walking bass, 8 bars'],
    // Jazz reads bare numerals as its own sevenths (decision 0136).
    expect: { key: 'Bb major', bars: 8, chords: ['Cm7', 'F7', 'Bbmaj7', 'Bbmaj7'] },
  },
  {
    id: 'e03',
    kind: 'explicit',
    turns: ['Bossa nova in D minor on nylon guitar, 16 bars'],
    expect: { key: 'D minor', bars: 16, instruments: { chords: 24 }, diatonic: true },
  },
  {
    id: 'e04',
    kind: 'explicit',
    turns: ['A rock song in E at 140 bpm with distorted guitar'],
    expect: { key: 'E major', tempo: 140, instruments: { chords: 30 }, diatonic: true },
  },
  {
    id: 'e05',
    kind: 'explicit',
    turns: ['Funk groove in E minor, slap bass and clavinet, 96 bpm'],
    expect: { key: 'E minor', tempo: 96, instruments: { bass: 36, chords: 7 }, diatonic: true },
  },
  {
    id: 'e06',
    kind: 'explicit',
    turns: ['lo-fi over Am F C G'],
    expect: { key: 'A minor', chords: ['Am', 'F', 'C', 'G'], diatonic: true },
  },
  {
    id: 'e07',
    kind: 'explicit',
    turns: ['| Dm7 | G7 | Cmaj7 | Cmaj7 | jazz at 120 bpm'],
    expect: { key: 'C major', tempo: 120, chords: ['Dm7', 'G7', 'Cmaj7', 'Cmaj7'], diatonic: true },
  },
  {
    id: 'e08',
    kind: 'explicit',
    turns: ['I–V–vi–IV in D, upbeat pop'],
    expect: { key: 'D major', tempoLike: 124, chords: ['D', 'A', 'Bm', 'G'], diatonic: true },
  },
  {
    id: 'e09',
    kind: 'explicit',
    turns: ['a waltz in G major, 16 bars'],
    expect: { key: 'G major', meter: '3/4', bars: 16, diatonic: true },
  },
  {
    id: 'e10',
    kind: 'explicit',
    turns: ['folk tune in 6/8 in D on acoustic guitar'],
    expect: { key: 'D major', meter: '6/8', instruments: { chords: 25 }, diatonic: true },
  },
  {
    id: 'e11',
    kind: 'explicit',
    turns: ['house track in A minor at 124 bpm with synth bass'],
    expect: { key: 'A minor', tempo: 124, instruments: { bass: 38 }, diatonic: true },
  },
  {
    id: 'e12',
    kind: 'explicit',
    turns: ['hip-hop beat in C minor, 90 bpm, 808 bass'],
    expect: { key: 'C minor', tempo: 90, instruments: { bass: 38 }, diatonic: true },
  },
  {
    id: 'e13',
    kind: 'explicit',
    turns: ['a piano ballad in Eb major at 68 bpm'],
    expect: { key: 'Eb major', tempo: 68, instruments: { chords: 0 }, diatonic: true },
  },
  {
    id: 'e14',
    kind: 'explicit',
    turns: ['cinematic strings in C minor, 12 bars, 72 bpm'],
    expect: { key: 'C minor', tempo: 72, bars: 12, instruments: { chords: 48 }, diatonic: true },
  },
  {
    id: 'e15',
    kind: 'explicit',
    turns: ['a chord progression in F# minor'],
    expect: { key: 'F# minor', parts: ['chords'], diatonic: true },
  },
  {
    id: 'e16',
    kind: 'explicit',
    turns: ['write a bass line in E minor at 100 bpm'],
    expect: { key: 'E minor', tempo: 100, parts: ['bass'], diatonic: true },
  },
  {
    id: 'e17',
    kind: 'explicit',
    turns: ['a drum groove at 100 bpm, 4 bars'],
    expect: { tempo: 100, bars: 4, parts: ['drums'] },
  },
  {
    id: 'e18',
    kind: 'explicit',
    turns: ['a melody in A major on flute'],
    expect: { key: 'A major', parts: ['melody'], instruments: { melody: 73 }, diatonic: true },
  },
  {
    id: 'e19',
    kind: 'explicit',
    turns: ['something in 7/8 in D minor'],
    expect: { key: 'D minor', meter: '7/8', diatonic: true },
  },
  {
    id: 'e20',
    kind: 'explicit',
    turns: ['a rock groove in 5/4 in E minor'],
    expect: { key: 'E minor', meter: '5/4', diatonic: true },
  },
  {
    id: 'e21',
    kind: 'explicit',
    turns: ['a slow blues in 12/8 in G'],
    expect: { key: 'G major', meter: '12/8', tempoLike: 72 },
  },
  {
    id: 'e22',
    kind: 'explicit',
    turns: ['Cmaj7, Am7, Dm7, G7 bossa nova'],
    expect: { key: 'C major', chords: ['Cmaj7', 'Am7', 'Dm7', 'G7'], diatonic: true },
  },
  {
    id: 'e23',
    kind: 'explicit',
    turns: ['i - iv - v in A minor, cinematic'],
    expect: { key: 'A minor', chords: ['Am', 'Dm', 'Em', 'Em'], diatonic: true },
  },
  {
    id: 'e24',
    kind: 'explicit',
    turns: ['an andante waltz in D for strings and flute'],
    expect: {
      key: 'D major',
      tempoLike: 90,
      meter: '3/4',
      instruments: { chords: 48, melody: 73 },
      diatonic: true,
    },
  },
  {
    id: 'e25',
    kind: 'explicit',
    turns: ['largo, C minor, church organ'],
    expect: { key: 'C minor', tempoLike: 50, instruments: { chords: 19 }, diatonic: true },
  },
  {
    id: 'e26',
    kind: 'explicit',
    turns: ['an adagio for strings in B minor'],
    expect: { key: 'B minor', tempoLike: 70, instruments: { chords: 48 }, diatonic: true },
  },
  {
    id: 'e27',
    kind: 'explicit',
    turns: ['moderato folk tune in G'],
    expect: { key: 'G major', tempoLike: 110, diatonic: true },
  },
  {
    id: 'e28',
    kind: 'explicit',
    turns: ['allegro pop in A'],
    expect: { key: 'A major', tempoLike: 130, diatonic: true },
  },
  {
    id: 'e29',
    kind: 'explicit',
    turns: ['presto cinematic chase in D minor'],
    expect: { key: 'D minor', tempoLike: 170, diatonic: true },
  },
  {
    id: 'e30',
    kind: 'explicit',
    turns: ['a laid-back groove in E'],
    expect: { key: 'E major', tempoLike: 80, diatonic: true },
  },
  {
    id: 'e31',
    kind: 'explicit',
    turns: ['a fast rock song in A minor'],
    expect: { key: 'A minor', tempoLike: 140, diatonic: true },
  },
  {
    id: 'e32',
    kind: 'explicit',
    turns: ['a slow jazz ballad in F'],
    expect: { key: 'F major', tempoLike: 72, diatonic: true },
  },
  {
    id: 'e33',
    kind: 'explicit',
    turns: ['a D dorian vamp, funk, 100 bpm'],
    expect: { key: 'D dorian', tempo: 100, diatonic: true },
  },
  {
    id: 'e34',
    kind: 'explicit',
    turns: ['G mixolydian rock riff at 130 bpm'],
    expect: { key: 'G mixolydian', tempo: 130, diatonic: true },
  },
  {
    id: 'e35',
    kind: 'explicit',
    turns: ['E phrygian cinematic cue, 16 bars'],
    expect: { key: 'E phrygian', bars: 16, diatonic: true },
  },
  {
    id: 'e36',
    kind: 'explicit',
    turns: ['F lydian dreamy pad piece'],
    expect: { key: 'F lydian', instruments: { chords: 89 }, diatonic: true },
  },
  {
    id: 'e37',
    kind: 'explicit',
    turns: ['solo piano piece in Eb, slow'],
    expect: {
      key: 'Eb major',
      tempoLike: 72,
      parts: ['chords', 'melody'],
      instruments: { chords: 0, melody: 0 },
      diatonic: true,
    },
  },
  {
    id: 'e38',
    kind: 'explicit',
    turns: ['chords on Rhodes and a sax melody, jazz in F, no drums'],
    expect: { key: 'F major', instruments: { chords: 4, melody: 65 }, drums: false },
  },
  {
    id: 'e39',
    kind: 'explicit',
    turns: ['a pop song in C without drums'],
    expect: { key: 'C major', drums: false, diatonic: true },
  },
  {
    id: 'e40',
    kind: 'explicit',
    turns: ['chords and bass only, jazz in Bb'],
    expect: { key: 'Bb major', parts: ['chords', 'bass'] },
  },
  {
    id: 'e41',
    kind: 'explicit',
    turns: ['a trumpet melody over jazz chords in Eb'],
    expect: { key: 'Eb major', instruments: { melody: 56 } },
  },
  {
    id: 'e42',
    kind: 'explicit',
    turns: ['choir and strings, epic, in D minor'],
    expect: { key: 'D minor', instruments: { chords: 52, melody: 48 }, diatonic: true },
  },
  {
    id: 'e43',
    kind: 'explicit',
    turns: ['a fingered bass line in D at 110 bpm'],
    expect: { key: 'D major', tempo: 110, parts: ['bass'], instruments: { bass: 33 }, diatonic: true },
  },
  {
    id: 'e44',
    kind: 'explicit',
    turns: ['a walking line on upright bass in F, jazz'],
    expect: { key: 'F major', instruments: { bass: 32 } },
  },
  {
    id: 'e45',
    kind: 'explicit',
    turns: ['C to G to Am to F, folk, 8 bars'],
    expect: { key: 'C major', bars: 8, chords: ['C', 'G', 'Am', 'F'], diatonic: true },
  },
  {
    id: 'e46',
    kind: 'explicit',
    turns: ['Em C G D in 4/4 at 95 bpm'],
    expect: { key: 'E minor', meter: '4/4', tempo: 95, chords: ['Em', 'C', 'G', 'D'], diatonic: true },
  },
  {
    id: 'e47',
    kind: 'explicit',
    turns: ['vi IV I V in G, pop, 16 bars'],
    expect: { key: 'G major', bars: 16, chords: ['Em', 'C', 'G', 'D'], diatonic: true },
  },
  {
    id: 'e48',
    kind: 'explicit',
    turns: ['ii V I in C major, jazz at 160 bpm'],
    expect: { key: 'C major', tempo: 160, chords: ['Dm7', 'G7', 'Cmaj7', 'Cmaj7'] },
  },
  {
    id: 'e49',
    kind: 'explicit',
    turns: ['Am Dm E7 Am, a tango-ish ballad in A minor'],
    expect: { key: 'A minor', chords: ['Am', 'Dm', 'E7', 'Am'] },
  },
  {
    id: 'e50',
    kind: 'explicit',
    turns: ['I IV V I in E on banjo, country'],
    expect: { key: 'E major', chords: ['E', 'A', 'B', 'E'], instruments: { chords: 105 }, diatonic: true },
  },
  {
    id: 'e51',
    kind: 'explicit',
    turns: ['| Fmaj7 | Em7 | Dm7 | Cmaj7 | lo-fi at 75 bpm'],
    expect: { key: 'C major', tempo: 75, chords: ['Fmaj7', 'Em7', 'Dm7', 'Cmaj7'] },
  },
  {
    id: 'e52',
    kind: 'explicit',
    turns: ['a swung hip-hop beat in G minor at 88 bpm'],
    expect: { key: 'G minor', tempo: 88, diatonic: true },
  },
  {
    id: 'e53',
    kind: 'explicit',
    turns: ['a humanized piano ballad in Db major'],
    expect: { key: 'Db major', instruments: { chords: 0 }, diatonic: true },
  },
  {
    id: 'e54',
    kind: 'explicit',
    turns: ['a tight quantized house beat in F minor, 126 bpm'],
    expect: { key: 'F minor', tempo: 126, diatonic: true },
  },
  {
    id: 'e55',
    kind: 'explicit',
    turns: ['twelve bars of jazz in Bb at 180 bpm'],
    expect: { key: 'Bb major', bars: 12, tempo: 180 },
  },
  {
    id: 'e56',
    kind: 'explicit',
    turns: ['a 32 bar house loop in G minor'],
    expect: { key: 'G minor', bars: 32, diatonic: true },
  },
  {
    id: 'e57',
    kind: 'explicit',
    turns: ['four measures of rock in B minor'],
    expect: { key: 'B minor', bars: 4, diatonic: true },
  },
  {
    id: 'e58',
    kind: 'explicit',
    turns: ['a march in 2/4 in Bb at 112 bpm'],
    expect: { key: 'Bb major', meter: '2/4', tempo: 112, diatonic: true },
  },
  {
    id: 'e59',
    kind: 'explicit',
    turns: ['a cello melody in C minor, cinematic, 60 bpm'],
    expect: { key: 'C minor', tempo: 60, parts: ['melody'], instruments: { melody: 42 }, diatonic: true },
  },
  {
    id: 'e60',
    kind: 'explicit',
    turns: ['marimba melody in F major, 4 bars'],
    expect: { key: 'F major', bars: 4, parts: ['melody'], instruments: { melody: 12 }, diatonic: true },
  },
  {
    id: 'e61',
    kind: 'explicit',
    turns: ['a vibraphone and upright bass jazz tune in Ab'],
    expect: { key: 'Ab major', instruments: { melody: 11, bass: 32 } },
  },
  {
    id: 'e62',
    kind: 'explicit',
    turns: ['an organ and electric bass soul groove in C'],
    expect: { key: 'C major', instruments: { chords: 16, bass: 33 }, diatonic: true },
  },
  {
    id: 'e63',
    kind: 'explicit',
    turns: ['a harp melody over strings in Eb, romantic'],
    expect: { key: 'Eb major', instruments: { melody: 46, chords: 48 }, diatonic: true },
  },
  {
    id: 'e64',
    kind: 'explicit',
    turns: ['kalimba melody in C, chill, 85 bpm'],
    expect: { key: 'C major', tempo: 85, parts: ['melody'], instruments: { melody: 108 }, diatonic: true },
  },
  {
    id: 'e65',
    kind: 'explicit',
    turns: ['a synth lead melody over a pad in A minor, 120 bpm'],
    expect: { key: 'A minor', tempo: 120, instruments: { melody: 81, chords: 89 }, diatonic: true },
  },
  {
    id: 'e66',
    kind: 'explicit',
    turns: ['just drums, funk, 104 bpm'],
    expect: { tempo: 104, parts: ['drums'] },
  },
  {
    id: 'e67',
    kind: 'explicit',
    turns: ['a 16-bar chord progression in Ab major on electric piano'],
    expect: { key: 'Ab major', bars: 16, parts: ['chords'], instruments: { chords: 4 }, diatonic: true },
  },
  {
    id: 'e68',
    kind: 'explicit',
    turns: ['a bass line and drums in E minor, 8 bars, 92 bpm'],
    expect: { key: 'E minor', bars: 8, tempo: 92, parts: ['bass', 'drums'], diatonic: true },
  },
  {
    id: 'e69',
    kind: 'explicit',
    turns: ['an upbeat pop song in B major'],
    expect: { key: 'B major', tempoLike: 124, diatonic: true },
  },
  {
    id: 'e70',
    kind: 'explicit',
    turns: ['bossa in F# minor, nylon guitar, flute melody, 132 bpm'],
    expect: { key: 'F# minor', tempo: 132, instruments: { chords: 24, melody: 73 }, diatonic: true },
  },
];

// A matrix of explicit requests across keys, styles, meters, tempi and instruments.
const MATRIX_KEYS = [
  'C major',
  'G major',
  'D minor',
  'Bb major',
  'E minor',
  'Ab major',
  'C# minor',
  'F major',
  'B minor',
  'Eb major',
  'G minor',
  'A major',
];
const MATRIX_STYLES = [
  'pop',
  'rock',
  'lo-fi',
  'jazz',
  'bossa nova',
  'funk',
  'house',
  'hip-hop',
  'ballad',
  'waltz',
  'folk',
  'cinematic',
];
const MATRIX_METERS = ['4/4', '3/4', '6/8', '4/4', '5/4', '4/4'];
const MATRIX_INSTRUMENTS: readonly [string, Exclude<Role, 'drums'>, number][] = [
  ['piano', 'chords', 0],
  ['Rhodes', 'chords', 4],
  ['strings', 'chords', 48],
  ['nylon guitar', 'chords', 24],
  ['organ', 'chords', 16],
  ['upright bass', 'bass', 32],
  ['fretless bass', 'bass', 35],
  ['flute', 'melody', 73],
  ['clarinet', 'melody', 71],
  ['trumpet', 'melody', 56],
  ['violin', 'melody', 40],
  ['vibraphone', 'melody', 11],
];
const matrix: Case[] = [];
for (let i = 0; i < 48; i++) {
  const key = MATRIX_KEYS[i % MATRIX_KEYS.length]!;
  const style = MATRIX_STYLES[(i * 5) % MATRIX_STYLES.length]!;
  const meter = style === 'waltz' ? '3/4' : MATRIX_METERS[i % MATRIX_METERS.length]!;
  const tempo = 64 + ((i * 37) % 110);
  const bars = [4, 8, 12, 16][i % 4]!;
  const [name, role, program] = MATRIX_INSTRUMENTS[(i * 7) % MATRIX_INSTRUMENTS.length]!;
  const phrasing = [
    `${style} in ${key}, ${meter}, ${tempo} bpm, ${bars} bars, ${name}`,
    `write ${bars} bars of ${style} in ${key} at ${tempo} bpm in ${meter} with ${name}`,
    `give me a ${bars}-bar ${style} piece in ${key} with ${name}, ${tempo} bpm, ${meter}`,
  ][i % 3]!;
  const jazzy = style === 'jazz';
  matrix.push({
    id: `m${String(i + 1).padStart(2, '0')}`,
    kind: 'explicit',
    turns: [phrasing],
    expect: { key, meter, tempo, bars, instruments: { [role]: program }, diatonic: !jazzy },
  });
}

const moods: Case[] = [
  {
    id: 'f01',
    kind: 'mood',
    turns: ['something melancholy for a rainy night'],
    expect: { bars: 8, diatonic: true },
  },
  { id: 'f02', kind: 'mood', turns: ['give me something happy and bright'], expect: { diatonic: true } },
  { id: 'f03', kind: 'mood', turns: ['a spooky halloween tune'], expect: { diatonic: true } },
  { id: 'f04', kind: 'mood', turns: ['music for a romantic dinner'], expect: { diatonic: true } },
  { id: 'f05', kind: 'mood', turns: ['write something dreamy'], expect: { diatonic: true } },
  { id: 'f06', kind: 'mood', turns: ['a tense chase cue'], expect: { diatonic: true } },
  { id: 'f07', kind: 'mood', turns: ['an energetic workout track'], expect: { diatonic: true } },
  { id: 'f08', kind: 'mood', turns: ['a calm study loop'], expect: { diatonic: true } },
  { id: 'f09', kind: 'mood', turns: ['something epic and heroic'], expect: { diatonic: true } },
  { id: 'f10', kind: 'mood', turns: ['a cozy sunday morning coffee tune'], expect: { diatonic: true } },
  { id: 'f11', kind: 'mood', turns: ['something nostalgic and hazy'], expect: { diatonic: true } },
  {
    id: 'f12',
    kind: 'mood',
    turns: ['a lonely late-night tune on piano'],
    expect: { instruments: { chords: 0 }, diatonic: true },
  },
  { id: 'f13', kind: 'mood', turns: ['a playful cartoon-ish tune'], expect: { diatonic: true } },
  { id: 'f14', kind: 'mood', turns: ['dark and brooding, slow'], expect: { tempoLike: 72, diatonic: true } },
  { id: 'f15', kind: 'mood', turns: ['a feel-good summer jam'], expect: { diatonic: true } },
  { id: 'f16', kind: 'mood', turns: ['something mysterious in a minor key'], expect: { diatonic: true } },
  { id: 'f17', kind: 'mood', turns: ['a bittersweet goodbye song'], expect: { diatonic: true } },
  {
    id: 'f18',
    kind: 'mood',
    turns: ['a peaceful lullaby on music box'],
    expect: { instruments: { melody: 10 }, diatonic: true },
  },
  { id: 'f19', kind: 'mood', turns: ['triumphant and majestic, for a trailer'], expect: { diatonic: true } },
  {
    id: 'f20',
    kind: 'mood',
    turns: ['hype energy for the gym, fast'],
    expect: { tempoLike: 140, diatonic: true },
  },
];

const edits: Case[] = [
  {
    id: 't01',
    kind: 'edit',
    turns: ['pop in C at 100 bpm', 'make it faster'],
    expect: { key: 'C major' },
    edit: { type: 'tempo-scale', factor: 1.18 },
  },
  {
    id: 't02',
    kind: 'edit',
    turns: ['lo-fi in F minor at 85 bpm', 'a bit slower'],
    expect: { key: 'F minor' },
    edit: { type: 'tempo-scale', factor: 1 / 1.08 },
  },
  {
    id: 't03',
    kind: 'edit',
    turns: ['funk in E at 100 bpm', 'make it 112 bpm'],
    expect: {},
    edit: { type: 'tempo', bpm: 112 },
  },
  {
    id: 't04',
    kind: 'edit',
    turns: ['a ballad in A minor', 'transpose up a fourth'],
    expect: { key: 'D minor' },
    edit: { type: 'transpose', semitones: 5 },
  },
  {
    id: 't05',
    kind: 'edit',
    turns: ['rock in E', 'down 2 semitones'],
    expect: { key: 'D major' },
    edit: { type: 'transpose', semitones: -2 },
  },
  {
    id: 't06',
    kind: 'edit',
    turns: ['jazz in F', 'transpose up a minor third'],
    expect: { key: 'Ab major' },
    edit: { type: 'transpose', semitones: 3 },
  },
  {
    id: 't07',
    kind: 'edit',
    turns: ['folk in G', 'move it up a whole step'],
    expect: { key: 'A major' },
    edit: { type: 'transpose', semitones: 2 },
  },
  {
    id: 't08',
    kind: 'edit',
    turns: ['Am F C G, pop', 'transpose up 2 semitones'],
    expect: { key: 'B minor', chords: ['Bm', 'G', 'D', 'A'] },
    edit: { type: 'transpose', semitones: 2 },
  },
  {
    id: 't09',
    kind: 'edit',
    turns: ['house in C minor', 'now in E minor'],
    expect: { key: 'E minor' },
    edit: { type: 'key', key: 'E minor' },
  },
  {
    id: 't10',
    kind: 'edit',
    turns: ['pop in D', 'to Bb'],
    expect: { key: 'Bb major' },
    edit: { type: 'key', key: 'Bb major' },
  },
  {
    id: 't11',
    kind: 'edit',
    turns: ['folk in G', 'now in 3/4'],
    expect: { meter: '3/4' },
    edit: { type: 'meter', meter: '3/4' },
  },
  {
    id: 't12',
    kind: 'edit',
    turns: ['rock in A minor', 'try it in 6/8'],
    expect: { meter: '6/8' },
    edit: { type: 'meter', meter: '6/8' },
  },
  {
    id: 't13',
    kind: 'edit',
    turns: ['pop in C, 16 bars', '8 bars instead'],
    expect: { bars: 8 },
    edit: { type: 'bars', bars: 8 },
  },
  {
    id: 't14',
    kind: 'edit',
    turns: ['jazz in Bb', 'make it longer'],
    expect: { bars: 16 },
    edit: { type: 'bars', bars: 16 },
  },
  {
    id: 't15',
    kind: 'edit',
    turns: ['a bass line in D', 'add drums'],
    expect: { parts: ['bass', 'drums'] },
    edit: { type: 'add-part', part: 'drums' },
  },
  {
    id: 't16',
    kind: 'edit',
    turns: ['a chord progression in E minor', 'add a bass line'],
    expect: { parts: ['chords', 'bass'] },
    edit: { type: 'add-part', part: 'bass' },
  },
  {
    id: 't17',
    kind: 'edit',
    turns: ['chords and bass only, funk in A', 'add a melody'],
    expect: { parts: ['chords', 'bass', 'melody'] },
    edit: { type: 'add-part', part: 'melody' },
  },
  {
    id: 't18',
    kind: 'edit',
    turns: ['lo-fi in F', 'remove the drums'],
    expect: { drums: false },
    edit: { type: 'remove-part', part: 'drums' },
  },
  {
    id: 't19',
    kind: 'edit',
    turns: ['pop in G', 'no melody'],
    expect: { parts: ['chords', 'bass', 'drums'] },
    edit: { type: 'remove-part', part: 'melody' },
  },
  {
    id: 't20',
    kind: 'edit',
    turns: ['pop in C', 'play the chords on Rhodes'],
    expect: { instruments: { chords: 4 } },
    edit: { type: 'instrument', part: 'chords', program: 4 },
  },
  {
    id: 't21',
    kind: 'edit',
    turns: ['jazz in F', 'use an upright bass'],
    expect: { instruments: { bass: 32 } },
    edit: { type: 'instrument', part: 'bass', program: 32 },
  },
  {
    id: 't22',
    kind: 'edit',
    turns: ['a ballad in D on piano', 'swap the piano for strings'],
    expect: { instruments: { chords: 48 } },
    edit: { type: 'instrument', part: 'chords', program: 48 },
  },
  {
    id: 't23',
    kind: 'edit',
    turns: ['folk in C', 'put the melody on flute'],
    expect: { instruments: { melody: 73 } },
    edit: { type: 'instrument', part: 'melody', program: 73 },
  },
  {
    id: 't24',
    kind: 'edit',
    turns: ['lo-fi in F', 'make the bass busier'],
    expect: {},
    edit: { type: 'busier', part: 'bass' },
  },
  {
    id: 't25',
    kind: 'edit',
    turns: ['pop in A', 'busier drums'],
    expect: {},
    edit: { type: 'busier', part: 'drums' },
  },
  {
    id: 't26',
    kind: 'edit',
    turns: ['rock in E minor', 'make the chords busier'],
    expect: {},
    edit: { type: 'busier', part: 'chords' },
  },
  {
    id: 't27',
    kind: 'edit',
    turns: ['funk in D', 'simpler drums'],
    expect: {},
    edit: { type: 'simpler', part: 'drums' },
  },
  {
    id: 't28',
    kind: 'edit',
    turns: ['jazz in C', 'make the melody simpler'],
    expect: {},
    edit: { type: 'simpler', part: 'melody' },
  },
  {
    id: 't29',
    kind: 'edit',
    turns: ['bossa nova in G', 'another variation'],
    expect: { key: 'G major' },
    edit: { type: 'variation' },
  },
  {
    id: 't30',
    kind: 'edit',
    turns: ['a waltz in F', 'try again'],
    expect: { key: 'F major', meter: '3/4' },
    edit: { type: 'variation' },
  },
  {
    id: 't31',
    kind: 'edit',
    turns: ['hip-hop in G minor at 90 bpm', 'add some swing'],
    expect: { tempo: 90 },
    edit: { type: 'swing' },
  },
  {
    id: 't32',
    kind: 'edit',
    turns: ['house in A minor at 124 bpm', 'double time'],
    expect: {},
    edit: { type: 'tempo-scale', factor: 2 },
  },
  {
    id: 't33',
    kind: 'edit',
    turns: ['a ballad in E at 70 bpm', 'much faster'],
    expect: {},
    edit: { type: 'tempo-scale', factor: 1.35 },
  },
  {
    id: 't34',
    kind: 'edit',
    turns: ['cinematic in D minor', 'transpose down a perfect fifth'],
    expect: { key: 'G minor' },
    edit: { type: 'transpose', semitones: -7 },
  },
  {
    id: 't35',
    kind: 'edit',
    turns: ['pop in C', 'now in 5/4'],
    expect: { meter: '5/4' },
    edit: { type: 'meter', meter: '5/4' },
  },
  {
    id: 't36',
    kind: 'edit',
    turns: ['rock in G', 'make it 12 bars'],
    expect: { bars: 12 },
    edit: { type: 'bars', bars: 12 },
  },
];

/**
 * Every case of the suite (≥ 150 prompts, ≥ 30 of them two-turn edits).
 * @example SUITE.length // 174
 */
export const SUITE: readonly Case[] = [...explicit, ...matrix, ...moods, ...edits];
export { ALL };
