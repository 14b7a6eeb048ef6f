import type { CompositionSpec } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { extractRequest, parseRequest } from './parse-request.ts';

const prev: CompositionSpec = {
  key: { tonic: 'A', mode: 'minor' },
  bars: 8,
  tempo: 100,
  style: 'pop',
  parts: ['chords', 'bass', 'melody', 'drums'],
  instruments: { chords: 0 },
  seed: 1,
};

// [message, expected (partial match)] — a fresh chat (no previous piece).
const fresh: [string, object][] = [
  // keys and modes
  ['a song in F# minor', { kind: 'compose', request: { key: { tonic: 'F#', mode: 'minor' } } }],
  ['something in Bb', { kind: 'compose', request: { key: { tonic: 'Bb', mode: 'major' } } }],
  ['a groove in E flat major', { kind: 'compose', request: { key: { tonic: 'Eb', mode: 'major' } } }],
  ['piano piece in c sharp minor', { kind: 'compose', request: { key: { tonic: 'C#', mode: 'minor' } } }],
  ['a D dorian vamp', { kind: 'compose', request: { key: { tonic: 'D', mode: 'dorian' } } }],
  ['something dorian and funky', { kind: 'compose', request: { modeOnly: 'dorian', style: 'funk' } }],
  [
    'a G mixolydian rock riff',
    { kind: 'compose', request: { key: { tonic: 'G', mode: 'mixolydian' }, style: 'rock' } },
  ],
  [
    'an E phrygian cinematic cue',
    { kind: 'compose', request: { key: { tonic: 'E', mode: 'phrygian' }, style: 'cinematic' } },
  ],
  ['a lydian dreamy pad piece', { kind: 'compose', request: { modeOnly: 'lydian', mood: 'dreamy' } }],
  ['a ballad in Am', { kind: 'compose', request: { key: { tonic: 'A', mode: 'minor' }, style: 'ballad' } }],
  ['write something in a minor key', { kind: 'compose', request: { modeOnly: 'minor' } }],
  [
    'a jazzy tune in a minor',
    { kind: 'compose', request: { key: { tonic: 'A', mode: 'minor' }, style: 'jazz' } },
  ],
  [
    'a folk song in the key of G',
    { kind: 'compose', request: { key: { tonic: 'G', mode: 'major' }, style: 'folk' } },
  ],
  [
    'in B harmonic minor, cinematic',
    { kind: 'compose', request: { key: { tonic: 'B', mode: 'harmonic minor' } } },
  ],
  // tempo
  ['a pop song at 128 bpm', { kind: 'compose', request: { tempo: 128 } }],
  ['funk at 96', { kind: 'compose', request: { tempo: 96, style: 'funk' } }],
  ['a house track, tempo 124', { kind: 'compose', request: { tempo: 124, style: 'house' } }],
  ['an andante waltz', { kind: 'compose', request: { tempo: 90, tempoWord: 'andante', style: 'waltz' } }],
  ['largo strings in C minor', { kind: 'compose', request: { tempo: 50 } }],
  ['an adagio for strings', { kind: 'compose', request: { tempo: 70 } }],
  ['moderato folk tune', { kind: 'compose', request: { tempo: 110 } }],
  ['allegro in D', { kind: 'compose', request: { tempo: 130 } }],
  ['presto cinematic chase', { kind: 'compose', request: { tempo: 170 } }],
  ['a slow jazz ballad', { kind: 'compose', request: { tempo: 72 } }],
  ['a laid-back groove in E', { kind: 'compose', request: { tempo: 80 } }],
  ['an upbeat pop song', { kind: 'compose', request: { tempo: 124, style: 'pop' } }],
  ['a fast rock song in E', { kind: 'compose', request: { tempo: 140, style: 'rock' } }],
  ['a chill tune in F', { kind: 'compose', request: { tempo: 80, mood: 'chill' } }],
  ['a medium tempo bossa', { kind: 'compose', request: { tempo: 105, style: 'bossa-nova' } }],
  ['a very fast bebop line', { kind: 'compose', request: { tempo: 172, style: 'jazz' } }],
  // meters
  ['something in 7/8', { kind: 'compose', request: { meter: { numerator: 7, denominator: 8 } } }],
  ['a folk tune in 6/8', { kind: 'compose', request: { meter: { numerator: 6, denominator: 8 } } }],
  ['a rock groove in 5/4', { kind: 'compose', request: { meter: { numerator: 5, denominator: 4 } } }],
  ['a ballad in three-four time', { kind: 'compose', request: { meter: { numerator: 3, denominator: 4 } } }],
  ['a march in 2/4', { kind: 'compose', request: { meter: { numerator: 2, denominator: 4 } } }],
  ['a slow blues in 12/8', { kind: 'compose', request: { meter: { numerator: 12, denominator: 8 } } }],
  ['a waltz time piano piece', { kind: 'compose', request: { meter: { numerator: 3, denominator: 4 } } }],
  ['C6/9 to Fmaj7 in 4/4', { kind: 'compose', request: { meter: { numerator: 4, denominator: 4 } } }],
  // bar counts
  ['8 bars of funk', { kind: 'compose', request: { bars: 8 } }],
  ['a 16-bar progression in C', { kind: 'compose', request: { bars: 16, parts: ['chords'] } }],
  ['eight bars of lo-fi', { kind: 'compose', request: { bars: 8 } }],
  ['a twelve bar jazz tune', { kind: 'compose', request: { bars: 12 } }],
  ['four measures of rock', { kind: 'compose', request: { bars: 4 } }],
  ['a 32 bar house loop', { kind: 'compose', request: { bars: 32 } }],
  // instruments and parts
  [
    'chords on nylon guitar in A minor',
    { kind: 'compose', request: { instruments: { chords: 24 }, parts: ['chords'] } },
  ],
  ['a Rhodes progression in Eb', { kind: 'compose', request: { instruments: { chords: 4 } } }],
  [
    'lo-fi with electric piano and a flute melody',
    { kind: 'compose', request: { instruments: { chords: 4, melody: 73 } } },
  ],
  [
    'a strings and piano ballad',
    {
      kind: 'compose',
      request: {
        partList: [
          { role: 'pad', program: 48 },
          { role: 'chords', program: 0 },
        ],
      },
    },
  ],
  ['hip-hop with an 808 bass', { kind: 'compose', request: { instruments: { bass: 38 }, style: 'hip-hop' } }],
  ['a walking line on upright bass', { kind: 'compose', request: { instruments: { bass: 32 } } }],
  [
    'funk with slap bass and clavinet',
    { kind: 'compose', request: { instruments: { bass: 36, chords: 7 } } },
  ],
  ['a rock song with distorted guitar', { kind: 'compose', request: { instruments: { chords: 30 } } }],
  [
    'a synth lead melody over a pad',
    {
      kind: 'compose',
      request: {
        partList: [
          { role: 'melody', program: 81 },
          { role: 'pad', program: 89 },
        ],
      },
    },
  ],
  [
    'a gospel organ progression',
    { kind: 'compose', request: { instruments: { chords: 16 }, style: 'gospel' } },
  ],
  ['a sax melody in Bb', { kind: 'compose', request: { instruments: { melody: 65 }, parts: ['melody'] } }],
  ['a trumpet line over jazz chords', { kind: 'compose', request: { instruments: { melody: 56 } } }],
  [
    'choir and strings, epic',
    {
      kind: 'compose',
      request: {
        partList: [
          { role: 'pad', program: 52 },
          { role: 'pad', program: 48 },
        ],
        mood: 'epic',
      },
    },
  ],
  ['a fingered bass line in D', { kind: 'compose', request: { instruments: { bass: 33 }, parts: ['bass'] } }],
  ['acoustic guitar folk in G', { kind: 'compose', request: { instruments: { chords: 25 }, style: 'folk' } }],
  ['a synth bass house groove', { kind: 'compose', request: { instruments: { bass: 38 }, style: 'house' } }],
  [
    'melody on flute, chords on harp',
    { kind: 'compose', request: { instruments: { melody: 73, chords: 46 } } },
  ],
  [
    'solo piano piece in Eb',
    { kind: 'compose', request: { parts: ['chords', 'melody'], instruments: { chords: 0, melody: 0 } } },
  ],
  ['a drum groove at 100 bpm', { kind: 'compose', request: { parts: ['drums'], tempo: 100 } }],
  ['write a bass line in E minor', { kind: 'compose', request: { parts: ['bass'] } }],
  ['just drums, funk', { kind: 'compose', request: { parts: ['drums'] } }],
  ['a pop song without drums', { kind: 'compose', request: { withoutParts: ['drums'] } }],
  ['chords and bass only, jazz', { kind: 'compose', request: { parts: ['chords', 'bass'] } }],
  ['a melody and chords in G', { kind: 'compose', request: { parts: ['chords', 'melody'] } }],
  // styles and moods
  ['a bossa nova', { kind: 'compose', request: { style: 'bossa-nova' } }],
  ['some chillhop', { kind: 'compose', request: { style: 'lo-fi' } }],
  ['a boom bap beat', { kind: 'compose', request: { style: 'hip-hop' } }],
  ['a deep house loop', { kind: 'compose', request: { style: 'house' } }],
  ['a country tune', { kind: 'compose', request: { style: 'country' } }],
  ['film score in D minor', { kind: 'compose', request: { style: 'cinematic' } }],
  ['something melancholy for a rainy night', { kind: 'compose', request: { mood: 'sad' } }],
  ['give me something happy and bright', { kind: 'compose', request: { mood: 'happy' } }],
  ['a spooky halloween tune', { kind: 'compose', request: { mood: 'dark' } }],
  ['music for a romantic dinner', { kind: 'compose', request: { mood: 'romantic' } }],
  ['write something dreamy', { kind: 'compose', request: { mood: 'dreamy' } }],
  ['a tense chase cue', { kind: 'compose', request: { mood: 'tense' } }],
  ['an energetic workout track', { kind: 'compose', request: { mood: 'energetic' } }],
  ['a calm study loop', { kind: 'compose', request: { mood: 'chill' } }],
  // chords and numerals
  ['lo-fi over Am F C G', { kind: 'compose', request: { progression: ['Am', 'F', 'C', 'G'] } }],
  [
    'ii-V-I in Bb',
    { kind: 'compose', request: { progression: ['ii', 'V', 'I'], key: { tonic: 'Bb', mode: 'major' } } },
  ],
  ['I–V–vi–IV in D', { kind: 'compose', request: { progression: ['I', 'V', 'vi', 'IV'] } }],
  [
    '| Dm7 | G7 | Cmaj7 | Cmaj7 |',
    { kind: 'compose', request: { progression: ['Dm7', 'G7', 'Cmaj7', 'Cmaj7'] } },
  ],
  ['| Dm7 G7 | Cmaj7 |', { kind: 'compose', request: { progression: ['Dm7 G7', 'Cmaj7'] } }],
  ['C to G to Am to F, folk', { kind: 'compose', request: { progression: ['C', 'G', 'Am', 'F'] } }],
  ['i - iv - v in A minor', { kind: 'compose', request: { progression: ['i', 'iv', 'v'] } }],
  ['Cmaj7, Am7, Dm7, G7 bossa', { kind: 'compose', request: { progression: ['Cmaj7', 'Am7', 'Dm7', 'G7'] } }],
  ['a I IV V blues', { kind: 'compose', request: { progression: ['I', 'IV', 'V'] } }],
  // swing, humanize, seed
  ['a swung hip-hop beat', { kind: 'compose', request: { swing: 0.6 } }],
  ['lo-fi with heavy swing', { kind: 'compose', request: { swing: 0.85 } }],
  ['jazz but straight eighths', { kind: 'compose', request: { swing: 0 } }],
  ['a humanized piano ballad', { kind: 'compose', request: { humanize: 0.5 } }],
  ['a tight quantized house beat', { kind: 'compose', request: { humanize: 0 } }],
  ['pop in C, seed 42', { kind: 'compose', request: { seed: 42 } }],
  // help and off-topic
  ['hello', { kind: 'help', reason: 'greeting' }],
  ['thanks!', { kind: 'help', reason: 'thanks' }],
  ['what can you do?', { kind: 'help', reason: 'capabilities' }],
  ["what's the weather like?", { kind: 'help', reason: 'off-topic' }],
  ['write me a poem about cats', { kind: 'help', reason: 'off-topic' }],
  ['what is a cadence?', { kind: 'help', reason: 'unanswerable-theory' }],
  ['', { kind: 'help', reason: 'empty' }],
  // theory
  ['What are the chords in G major?', { kind: 'theory', question: { type: 'chords-in-key' } }],
  ['notes of Cmaj7', { kind: 'theory', question: { type: 'chord-notes', chord: 'Cmaj7' } }],
  [
    'what notes are in the D dorian mode?',
    { kind: 'theory', question: { type: 'scale-notes', tonic: 'D', scale: 'dorian' } },
  ],
  ['interval between C and G', { kind: 'theory', question: { type: 'interval', from: 'C', to: 'G' } }],
  ['what is the relative minor of Eb major?', { kind: 'theory', question: { type: 'relative-key' } }],
  ['parallel major of C minor?', { kind: 'theory', question: { type: 'parallel-key' } }],
  ['key signature of A major', { kind: 'theory', question: { type: 'key-signature' } }],
  ['analyse Dm7 G7 Cmaj7 in C', { kind: 'theory', question: { type: 'roman-analysis' } }],
  ['what key is Em C G D in?', { kind: 'theory', question: { type: 'detect-key' } }],
  ['what are ii-V-I in F?', { kind: 'theory', question: { type: 'romans-to-chords' } }],
];

// Follow-ups about the previous piece.
const followUps: [string, object][] = [
  ['make it faster', { kind: 'edit', edits: [{ op: 'tempo-scale', factor: 1.18 }] }],
  ['a bit slower please', { kind: 'edit', edits: [{ op: 'tempo-scale' }] }],
  ['slow it down', { kind: 'edit', edits: [{ op: 'tempo-scale' }] }],
  ['double time!', { kind: 'edit', edits: [{ op: 'tempo-scale', factor: 2 }] }],
  ['make it 140 bpm', { kind: 'edit', request: { tempo: 140 } }],
  ['transpose up a fourth', { kind: 'edit', edits: [{ op: 'transpose', semitones: 5 }] }],
  ['down 2 semitones', { kind: 'edit', edits: [{ op: 'transpose', semitones: -2 }] }],
  ['up a whole step', { kind: 'edit', edits: [{ op: 'transpose', semitones: 2 }] }],
  ['transpose it down a minor third', { kind: 'edit', edits: [{ op: 'transpose', semitones: -3 }] }],
  ['move it up a perfect fifth', { kind: 'edit', edits: [{ op: 'transpose', semitones: 7 }] }],
  ['to E minor', { kind: 'edit', request: { key: { tonic: 'E', mode: 'minor' } } }],
  ['in D instead', { kind: 'edit', request: { key: { tonic: 'D', mode: 'minor' } } }],
  ['make it major', { kind: 'edit', request: { modeOnly: 'major' } }],
  ['now in 3/4', { kind: 'edit', request: { meter: { numerator: 3, denominator: 4 } } }],
  ['try it in 6/8', { kind: 'edit', request: { meter: { numerator: 6, denominator: 8 } } }],
  ['8 bars instead', { kind: 'edit', request: { bars: 8 } }],
  ['make it longer', { kind: 'edit', edits: [{ op: 'bars-scale', factor: 2 }] }],
  ['add drums', { kind: 'edit', edits: [{ op: 'add-part', part: 'drums' }] }],
  ['add a bass line', { kind: 'edit', edits: [{ op: 'add-part', part: 'bass' }] }],
  ['remove the drums', { kind: 'edit', edits: [{ op: 'remove-part', part: 'drums' }] }],
  ['no melody', { kind: 'edit', edits: [{ op: 'remove-part', part: 'melody' }] }],
  ['play the chords on Rhodes', { kind: 'edit', request: { instruments: { chords: 4 } } }],
  ['swap the piano for a Rhodes', { kind: 'edit', request: { instruments: { chords: 4 } } }],
  ['use an upright bass', { kind: 'edit', request: { instruments: { bass: 32 } } }],
  ['make the bass busier', { kind: 'edit', edits: [{ op: 'density', part: 'bass', delta: 1 }] }],
  ['busier drums', { kind: 'edit', edits: [{ op: 'density', part: 'drums', delta: 1 }] }],
  ['simpler melody', { kind: 'edit', edits: [{ op: 'density', part: 'melody', delta: -1 }] }],
  ['make it much busier', { kind: 'edit', edits: [{ op: 'density', part: 'all', delta: 2 }] }],
  ['another variation', { kind: 'edit', edits: [{ op: 'variation' }] }],
  ['try again', { kind: 'edit', edits: [{ op: 'variation' }] }],
  ['make it jazzier', { kind: 'edit', request: { style: 'jazz' } }],
  ['darker', { kind: 'edit', request: { mood: 'dark' } }],
  ['add some swing', { kind: 'edit', request: { swing: 0.6 } }],
  ['humanize it', { kind: 'edit', request: { humanize: 0.5 } }],
  ['now write a bossa nova in E', { kind: 'compose', request: { style: 'bossa-nova' } }],
  ['Am F C G, upbeat pop with 808 bass', { kind: 'compose' }],
  ['what notes are in Am7?', { kind: 'theory' }],
];

describe('parseRequest (fresh chat)', () => {
  it.each(fresh)('%s', (text, want) => expect(parseRequest(text)).toMatchObject(want));
});

describe('parseRequest (follow-ups)', () => {
  it.each(followUps)('%s', (text, want) => expect(parseRequest(text, prev)).toMatchObject(want));
});

describe('parseRequest never throws', () => {
  const odd: unknown[] = [
    null,
    undefined,
    42,
    '|||',
    '////',
    'in in in',
    'A'.repeat(5000),
    '♯♭–—',
    '???',
    '1/0 bars',
  ];
  it.each(odd)('%s', (text) => expect(() => parseRequest(text as string)).not.toThrow());
});

describe('a mode word and a bare tonic name one key', () => {
  it.each([
    ['a phrygian vamp in E', { tonic: 'E', mode: 'phrygian' }],
    ['something mixolydian, in G', { tonic: 'G', mode: 'mixolydian' }],
    ['ballad in a minor key, in F#', { tonic: 'F#', mode: 'minor' }],
  ])('%s', (text, key) => {
    const r = parseRequest(text, null);
    expect(r.kind).toBe('compose');
    if (r.kind === 'compose') expect(r.request.key).toEqual(key);
  });
});

describe('a key typed as a minor chord symbol in a list of wishes', () => {
  it.each([
    ['house groove 124 with a pluck, Am, 8 bars', { tonic: 'A', mode: 'minor' }],
    ['strummy acoustic guitar, 4 chords, F#m', { tonic: 'F#', mode: 'minor' }],
    ['funk Em, 100bpm', { tonic: 'E', mode: 'minor' }],
    ['Ebm lofi thing pls', { tonic: 'Eb', mode: 'minor' }],
    ['Bbm groove w rhodes', { tonic: 'Bb', mode: 'minor' }],
    ['minimal house loop 122 Am pluck', { tonic: 'A', mode: 'minor' }],
  ])('%s', (text, key) => {
    expect(extractRequest(text, null).request.key).toEqual(key);
  });

  it.each([
    'Dm7 G7 Cmaj7 Am, rhodes',
    'change the chords to Am F C G',
    'play Am, then F',
    'Em is my fave key lol',
  ])('a chord among chords is no key: %s', (text) => {
    expect(extractRequest(text, null).request.key).toBeUndefined();
  });

  it.each([
    'use the A7 and the B7 in a 4 bar pop progression',
    'put it in a 3-part texture',
    'write it in a 2 bar loop',
  ])('"in a" before a count is an article: %s', (text) => {
    expect(extractRequest(text, null).request.key).toBeUndefined();
  });
});

describe('parts as players list them', () => {
  it.each([
    'liquid dnb, 174, rhodes chords, sub bass, fast breaks',
    'jungle 170, amen-ish drums and a reese bass',
    'breakbeat thing w chopped breaks and a pad',
  ])('breaks are drums: %s', (text) => {
    expect(extractRequest(text, null).request.drumsImplied).toBe(true);
  });

  it.each([
    ['funk groove, E minor, 104, bass organ and drums', 16],
    ['bass piano drums, jazz', 0],
    ['soul thing: bass rhodes and drums', 4],
  ])('"bass" then a keyboard is two parts: %s', (text, program) => {
    const list = extractRequest(text, null).request.partList ?? [];
    expect(list.find((p) => p.role === 'bass')?.program).not.toBe(program);
    expect(list.find((p) => p.role === 'chords')?.program).toBe(program);
  });
});
