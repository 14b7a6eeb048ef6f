import type { Piece, StyleId } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { respond } from './respond.ts';
import { playChat } from './testing/chat.ts';

/**
 * What a fresh request must give: the card's style, key, tempo range, meter and bars, the parts
 * (`role` or `role:program`) that must and must not play, the only pitched programs allowed, and
 * words the reply must say (what was filled in or substituted).
 */
interface Want {
  readonly style?: StyleId;
  readonly key?: string;
  readonly tempo?: readonly [number, number];
  readonly meter?: string;
  readonly bars?: number;
  readonly has?: readonly string[];
  readonly not?: readonly string[];
  readonly only?: readonly number[];
  readonly says?: RegExp;
}

const PIANO = 0;
const NYLON = 24;

const ROWS: readonly (readonly [string, Want])[] = [
  // Keys typed in lower case and spelled out.
  ['c sharp minor nocturne for solo piano', { key: 'C# minor', only: [PIANO], not: ['drums', 'bass'] }],
  ['b flat minor ballad', { key: 'Bb minor', style: 'ballad' }],
  ['jazz ballad in eb', { key: 'Eb major', style: 'jazz', tempo: [58, 80] }],
  ['something dark f#m 90bpm', { key: 'F# minor', tempo: [90, 90] }],
  ['lofi in a flat', { key: 'Ab major', style: 'lo-fi' }],
  ['e minor riff metal', { key: 'E minor', style: 'metal' }],
  ['ebm trap beat', { key: 'Eb minor', style: 'trap', has: ['drums'] }],
  ['sad song a minor 80bpm', { key: 'A minor', tempo: [80, 80] }],
  ['upbeat disco in a', { key: 'A major', style: 'disco' }],
  ['funk in d flat major', { key: 'Db major', style: 'funk' }],
  ['g sharp minor piano piece', { key: 'G# minor', only: [PIANO] }],
  // Classical and traditional forms.
  [
    'a nocturne in e minor',
    { style: 'classical-piano', key: 'E minor', tempo: [56, 76], not: ['drums'], says: /nocturne/ },
  ],
  [
    'lullaby in b flat',
    { key: 'Bb major', meter: '6/8', tempo: [60, 84], not: ['drums'], has: ['melody:10'], says: /lullaby/ },
  ],
  ['waltz in D', { style: 'waltz', meter: '3/4', key: 'D major' }],
  ['jazz waltz in bb', { style: 'jazz', meter: '3/4', key: 'Bb major', has: ['bass:32', 'drums'] }],
  ['viennese waltz in d', { style: 'waltz', meter: '3/4', tempo: [160, 190] }],
  ['minuet in g', { style: 'classical-piano', meter: '3/4', not: ['drums'] }],
  ['etude in a flat major', { style: 'classical-piano', key: 'Ab major', not: ['drums'] }],
  ['march in c', { key: 'C major', tempo: [100, 130], has: ['melody:56', 'drums'], says: /march/ }],
  ['hymn in g major', { style: 'chorale', not: ['drums'] }],
  [
    'an elegy in d minor',
    { key: 'D minor', tempo: [50, 70], has: ['melody:42'], not: ['drums'], says: /an elegy/ },
  ],
  ['irish jig in d', { style: 'folk', meter: '6/8', tempo: [150, 190] }],
  ['stadium anthem in e', { style: 'rock', key: 'E major' }],
  ['a sad lament for strings', { not: ['drums'] }],
  ['chorale in f', { style: 'chorale', not: ['drums'] }],
  ['minuet for string quartet in d', { meter: '3/4', only: [40, 41, 42], not: ['drums'] }],
  // Tempo that fits the genre.
  [
    'Dm7 G7 Cmaj7 Cmaj7, slow jazz ballad, piano',
    { style: 'jazz', tempo: [56, 80], only: [PIANO], not: ['bass', 'drums'] },
  ],
  ['jazz ballad', { style: 'jazz', tempo: [58, 80] }],
  ['slow house in g minor', { style: 'house', tempo: [115, 122] }],
  ['fast lofi', { style: 'lo-fi', tempo: [85, 95] }],
  ['punk song fast', { style: 'rock', tempo: [165, 200] }],
  ['fast metal in e minor', { style: 'metal', tempo: [170, 220] }],
  ['trap beat 140 dark', { style: 'trap', tempo: [140, 140], has: ['drums'] }],
  ['rock ballad in d', { style: 'rock', tempo: [60, 80] }],
  ['slow jazz in f', { style: 'jazz', tempo: [60, 80] }],
  ['lofi beat in F minor 80bpm', { style: 'lo-fi', key: 'F minor', tempo: [80, 80], has: ['drums'] }],
  ['a very fast bebop line in bb', { style: 'jazz', tempo: [170, 220] }],
  ['slow sad piano in e minor', { key: 'E minor', tempo: [56, 80], only: [PIANO] }],
  ['tango in d minor', { style: 'bossa-nova', tempo: [110, 130], says: /tango/ }],
  ['reggaeton in a minor', { style: 'reggae', tempo: [88, 100], says: /reggaeton/ }],
  // Drum words bring drums; sound words pick the instrument.
  [
    'heavy metal riff E minor 180 bpm double kick',
    // A riff is the guitar's line over bass and drums, with no lead on top.
    { style: 'metal', tempo: [180, 180], has: ['chords:30', 'drums'], not: ['melody'] },
  ],
  [
    'edm drop in F# minor, 128 bpm, 4 on the floor, supersaw chords',
    { tempo: [128, 128], has: ['chords:81', 'drums'], not: ['chords:0'] },
  ],
  ['supersaw chords and a pluck, four on the floor, 126', { has: ['chords:81', 'arpeggio:90', 'drums'] }],
  ['rhodes chords and bass with trap hats', { has: ['chords:4', 'bass', 'drums'] }],
  ['piano and bass, backbeat', { has: ['chords:0', 'bass', 'drums'] }],
  ['chords and melody with a breakbeat', { has: ['chords', 'melody', 'drums'] }],
  ['metal in e with double bass drums', { style: 'metal', has: ['drums'] }],
  [
    'bossa in F with nylon guitar',
    { style: 'bossa-nova', has: [`chords:${NYLON}`, 'bass', 'drums'], says: /filled in/ },
  ],
  ['wurli chords in c, 8 bars', { bars: 8, has: ['chords:5'] }],
  ['12-string guitar in d, folk', { style: 'folk', has: ['chords:25'] }],
  ['fretless bass line in a minor', { has: ['bass:35'], not: ['drums'] }],
  ['slap bass groove in e', { has: ['bass:36', 'drums'] }],
  ['808 bass and drums in c minor', { has: ['bass:38', 'drums'], not: ['melody'] }],
  ['organ and upright bass in f', { only: [16, 32] }],
  ['choir and strings, epic, d minor', { has: ['pad:52', 'pad:48'] }],
  ['funk with a brass section in d', { style: 'funk', has: ['any:61', 'drums'] }],
  ['pop with a brass section in c', { style: 'pop', has: ['horns:61', 'drums'] }],
  ['a flute melody in g', { has: ['melody:73'] }],
  ['sax solo in bb', { only: [65] }],
  ['happy ukulele tune', { only: [NYLON], not: ['drums'], says: /ukulele.*nearest/ }],
  [
    'happy ukulele pop in G, 8 bars',
    { style: 'pop', key: 'G major', bars: 8, has: [`chords:${NYLON}`, 'drums'], says: /ukulele/ },
  ],
  ['mandolin in g, folk', { has: ['chords:25'], says: /mandolin/ }],
  // The line-up: named parts are the whole line-up unless "with" adds them to a band.
  ['sad piano ballad', { style: 'ballad', only: [PIANO], not: ['drums', 'bass'] }],
  ['something for piano and cello', { only: [PIANO, 42], not: ['drums'] }],
  ['just piano and bass in c', { key: 'C major', only: [PIANO, 33], not: ['drums'] }],
  ['piano only, in e major', { only: [PIANO], not: ['drums'] }],
  ['solo guitar in e minor', { key: 'E minor', only: [25], not: ['drums'] }],
  ['melancholic guitar piece in b minor', { only: [25], not: ['drums'] }],
  ['C F G C in C major piano', { only: [PIANO], not: ['drums'] }],
  ['lofi with a sax', { style: 'lo-fi', has: ['melody:65', 'chords', 'bass', 'drums'], says: /filled in/ }],
  ['funky groove in E minor, slap bass, 105 bpm', { has: ['bass:36', 'chords', 'drums'], says: /filled in/ }],
  ['boom bap beat 92 bpm in D minor, dusty piano', { has: ['chords:0', 'drums'], says: /filled in/ }],
  [
    'piano, strings, bass, drums and a sax melody, smooth jazz in Eb',
    { has: ['chords:0', 'pad:48', 'bass', 'drums', 'melody:65'] },
  ],
  ['piano trio in Eb', { key: 'Eb major', has: ['chords:0', 'bass:32', 'drums'] }],
  ['power trio in e minor', { only: [29, 34], has: ['drums'] }],
  ['I vi ii V in C with 7ths, piano trio, 8 bars', { bars: 8, has: ['chords:0', 'bass', 'drums'] }],
  ['string quartet in G', { only: [40, 41, 42], not: ['drums'] }],
  ['march for brass band in Bb', { has: ['chords:61', 'bass:58', 'melody:56', 'drums'] }],
  ['funky bassline in E', { key: 'E major', only: [36] }],
  ['drum groove only, 6/8', { meter: '6/8', only: [], has: ['drums'] }],
  ['melody only in G dorian', { key: 'G dorian', has: ['melody'], not: ['chords', 'bass', 'drums'] }],
  ['chords only, no drums', { has: ['chords'], not: ['drums', 'bass', 'melody'] }],
  ['house chords Am F C G', { style: 'house', has: ['chords'] }],
  [
    '8 bars of funk in c, bass and drums only',
    { bars: 8, has: ['bass', 'drums'], not: ['chords', 'melody'] },
  ],
  ['sad chords for a breakup song', { has: ['chords'], not: ['drums'] }],
  // Genres bring their own band.
  ['reggae skank in A minor', { style: 'reggae', key: 'A minor', has: ['chords:27', 'drums'] }],
  ['afrobeat groove', { style: 'afrobeat', has: ['horns', 'percussion', 'drums'] }],
  ['salsa in c', { style: 'salsa', has: ['horns', 'percussion'] }],
  ['cinematic strings build', { style: 'cinematic', has: ['chords:48'] }],
  ['ambient pad soundscape in db, no drums', { style: 'ambient', not: ['drums'] }],
  ['something ambient in c', { not: ['drums'] }],
  ['techno at 132 with acid bass', { style: 'techno', tempo: [132, 132], has: ['bass:39', 'drums'] }],
  ['12 bar blues in A shuffle', { style: 'blues', bars: 12, key: 'A major', has: ['drums', 'bass'] }],
  ['give me something chill', { style: 'lo-fi', tempo: [70, 90] }],
  ['sad ballad in c minor', { style: 'ballad', not: ['drums'], says: /drums out/ }],
  ['sad ballad with drums in c minor', { style: 'ballad', has: ['drums'] }],
  ['gimme a boom bap beat', { style: 'hip-hop', has: ['drums'] }],
  ['samba in e minor', { style: 'samba', key: 'E minor', has: ['percussion', 'drums'] }],
  ['disco in a minor', { style: 'disco', has: ['horns', 'drums'] }],
  ['dnb with reese bass', { style: 'drum-and-bass', has: ['bass:39', 'drums'] }],
  // An 808 is a drum machine: a line-up with one has drums.
  ['ny drill in E minor, sliding 808 + choir', { has: ['drums', 'pad:52', 'bass:38'] }],
  ['dark beat, 808s and a bell melody', { has: ['drums', 'bass:38'] }],
  // Wah and funk rhythm guitar are electric; saxes beside brass are a part of their own.
  ['funk jam in A, wah-wah guitar and bass', { has: ['chords:27'], not: ['any:25'] }],
  ['disco groove, funky guitar, bass, drums', { has: ['chords:27'], not: ['any:25'] }],
  ['chicken scratch guitar over a slap bass, E minor', { has: ['chords:27', 'bass:36'] }],
  ['swing band in Bb with horns, saxophones, piano, bass and drums', { has: ['horns', 'any:65', 'drums'] }],
  ['big band in C: brass section, sax section, piano, upright bass', { has: ['horns', 'any:65', 'bass:32'] }],
];

/** "role", "role:program" or "any:program" played by one of the piece's parts. */
function plays(piece: Piece, want: string): boolean {
  const [role, program] = want.split(':');
  return piece.parts.some(
    (p) =>
      (role === 'any' || p.role === role) &&
      (program === undefined || p.program === Number(program)) &&
      p.notes.length > 0,
  );
}

describe('a new piece holds what was asked for', () => {
  it.each(ROWS)('%s', (text, want) => {
    const r = respond([{ role: 'user', text }], { seed: 11 });
    expect(r.intent).toBe('compose');
    const piece = r.piece!;
    const m = piece.meta;
    if (want.style) expect(m.style).toBe(want.style);
    if (want.key) expect(`${m.key.tonic} ${m.key.mode}`).toBe(want.key);
    if (want.tempo) {
      expect(m.tempo).toBeGreaterThanOrEqual(want.tempo[0]);
      expect(m.tempo).toBeLessThanOrEqual(want.tempo[1]);
    }
    if (want.meter) expect(`${m.meter.numerator}/${m.meter.denominator}`).toBe(want.meter);
    if (want.bars) expect(m.bars).toBe(want.bars);
    for (const h of want.has ?? []) expect(plays(piece, h), `plays ${h}`).toBe(true);
    for (const n of want.not ?? []) expect(plays(piece, n), `does not play ${n}`).toBe(false);
    if (want.only) {
      const pitched = piece.parts.filter((p) => p.role !== 'drums' && p.role !== 'percussion');
      expect([...new Set(pitched.map((p) => p.program))].sort()).toEqual([...want.only].sort());
    }
    if (want.says) expect(r.text).toMatch(want.says);
  });
});

describe('percussion on the drum channel is named as percussion', () => {
  for (const text of [
    'bossa in C minor, nylon guitar, bass and light percussion, 8 bars',
    'salsa with piano, bass and percussion',
  ])
    it(`"${text}" names no piano for the percussion`, () => {
      const r = respond([{ role: 'user', text }], { seed: 1 });
      const perc = r.piece!.parts.find((p) => p.role === 'percussion')!;
      expect(perc.channel).toBe(9);
      expect(r.text).not.toMatch(/percussion on/);
      expect(r.text).toMatch(/and percussion\b/);
    });
});

describe('a new piece asked for by name is new, over the chords in focus when it says so', () => {
  for (const [first, ask, chords] of [
    [
      'play Am F C G at 90 bpm',
      'compose a little folk tune over that with fiddle and guitar',
      'Am – F – C – G',
    ],
    ['show me Dm7 G7 Cmaj7', 'now make me a short bossa using those chords, 120 bpm', 'Dm7 – G7 – Cmaj7'],
    ['play C Am F G', 'write a slow waltz over it on piano', 'C – Am – F – G'],
  ] as const)
    it(`"${ask}" writes a new piece over ${chords}`, () => {
      const [, r] = playChat([first, ask], 5);
      expect(r!.intent).toBe('compose');
      expect(r!.text).toMatch(/^Here's/);
      expect(r!.text).toContain(`Progression: ${chords}`);
    });
  it('"write me a song in G" after a piece is new, with chords of its own', () => {
    const [, r] = playChat(['play Am F C G at 90 bpm', 'write me a song in G'], 5);
    expect(r!.intent).toBe('compose');
    expect(r!.text).not.toContain('Progression: Am');
  });
  for (const ask of [
    'write a melody over that',
    'write me a verse to rap over it',
    'make a jazz version of it',
  ])
    it(`"${ask}" still works on the piece in focus`, () => {
      const [, r] = playChat(['play Am F C G at 90 bpm', ask], 5);
      expect(r!.intent).not.toBe('compose');
    });
});

describe('a drum detail asked with a new piece is played', () => {
  it('"rock drum groove 140 bpm, four on the floor": a kick on every beat, no chords listed', () => {
    const [reply] = playChat(['rock drum groove 140 bpm, four on the floor kick']);
    const piece = reply!.piece as Piece;
    const kicks = piece.parts.flatMap((p) =>
      p.notes.filter((n) => n.midi === 36 || n.midi === 35).map((n) => n.tick),
    );
    for (let beat = 0; beat < piece.meta.bars * 4; beat++)
      expect(kicks.some((k) => Math.abs(k - beat * piece.meta.ppq) <= piece.meta.ppq / 8)).toBe(true);
    expect(reply!.text).not.toMatch(/Progression|didn't name a key/);
  });
});

describe('a next piece described in full over a piece in focus', () => {
  it.each([
    'ok new idea: bossa nova in A minor, 130',
    'forget that, a jazz waltz in F, 3/4',
    'one more: reggae in G, 80 bpm',
    'next one, surf rock in E minor 170',
  ])('%s is a new piece', (ask) => {
    const [, reply] = playChat(['funk groove in E minor, 105 bpm', ask]);
    expect(reply!.intent).toBe('compose');
  });

  it.each(['now a bit faster', 'another one in G'])('%s still changes the piece in focus', (ask) => {
    const [, reply] = playChat(['funk groove in E minor, 105 bpm', ask]);
    expect(reply!.intent).not.toBe('compose');
  });

  it('keeps the band in focus when asked for the same lineup', () => {
    const [, reply] = playChat([
      'jazz trio in F, upright bass, piano and brushes',
      'new idea: samba in D minor, 120, same band',
    ]);
    expect(reply!.intent).toBe('compose');
    expect(reply!.spec?.parts).toContainEqual(expect.objectContaining({ role: 'bass', program: 32 }));
  });
});
