import type { Piece } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { caseFree, findDegreeRun, readDegrees } from './degrees.ts';
import { parseKeyMention, typedMode } from './keys.ts';
import { respond } from './respond.ts';

const compose = (text: string) => {
  const r = respond([{ role: 'user', text }], { seed: 5 });
  expect(r.intent).toBe('compose');
  return { text: r.text, piece: r.piece as Piece };
};
const symbols = (piece: Piece) => piece.meta.progression.map((s) => s.symbol);
const pitched = (piece: Piece) => piece.parts.filter((p) => p.role !== 'drums' && p.notes.length > 0);

describe('progressions typed without case', () => {
  it.each([
    // Numerals are played as written, a seventh where one is asked — and in a style whose harmony
    // is sevenths (jazz, bossa, r&b, lo-fi), unless triads are asked.
    ['jazz 2-5-1 in f, 132 swing, piano and upright', ['Gm7', 'C7', 'Fmaj7']],
    ['ii v i in Bb jazz w walking bass', ['Cm7', 'F7', 'Bbmaj7']],
    ['jazz trio comping over a ii-V-I in Bb, piano upright bass brushes', ['Cm7', 'F7', 'Bbmaj7']],
    ['neo soul i iv in c minor, rhodes', ['Cm7', 'Fm7']],
    ['ii V I in G, pop', ['Am', 'D', 'G']],
    ['ii v i in Bb jazz with 7ths', ['Cm7', 'F7', 'Bbmaj7']],
    ['bossa two five one in c, seventh chords', ['Dm7', 'G7', 'Cmaj7']],
    ['pop 1 5 6 4 in g', ['G', 'D', 'Em', 'C']],
    ['i iv v in a minor, rock', ['Am', 'Dm', 'Em']],
    ['jazz ii v i in eb, just triads', ['Fm', 'Bb', 'Eb']],
    // A ii–V in minor is the minor cadence: half-diminished ii, dominant V.
    ['write me a minor ii V i into E minor, 4 bars, piano', ['F#m7b5', 'B7', 'Em']],
    ['ii v i in g minor, piano', ['Am7b5', 'D7', 'Gm']],
    ['minor 2-5-1 in d minor, jazz', ['Em7b5', 'A7', 'Dm7']],
    ['ii-V-i in C minor, piano', ['Dm7b5', 'G7', 'Cm']],
  ])('%s', (text, want) => {
    const { piece } = compose(text);
    expect(symbols(piece).slice(0, want.length)).toEqual(want);
  });

  it('keeps numerals whose case was chosen', () => {
    expect(symbols(compose('dark i VI III VII in e minor').piece).slice(0, 4)).toEqual(['Em', 'C', 'G', 'D']);
    expect(symbols(compose('ii-V-I in C, pop').piece).slice(0, 3)).toEqual(['Dm', 'G', 'C']);
  });

  it('reads a stated tempo however it is written', () => {
    for (const [text, bpm] of [
      ['jazz ii v i in Bb, 120 swing', 120],
      ['lofi in d @92', 92],
      ['house tempo 126 in a minor', 126],
      ['neo soul like 85bpm in eb', 85],
      ['funk at 104 in e', 104],
    ] as const)
      expect(compose(text).piece.meta.tempo, text).toBe(bpm);
  });

  it('tells degrees from counts', () => {
    expect(findDegreeRun('8 bars in 4/4, 120')).toBeNull();
    expect(findDegreeRun('change bars 5-6')).toBeNull();
    expect(findDegreeRun('redo measures 1-4 pls')).toBeNull();
    expect(findDegreeRun('a 1-4-5 in a')?.romans).toEqual(['i', 'iv', 'v']);
    expect(caseFree(['ii', 'V', 'I'])).toBe(false);
    expect(
      readDegrees(['vi', 'bvii'], { tonic: 'C', mode: 'major' }, { caseFree: true, sevenths: false }),
    ).toEqual(['vi', 'bVII']);
  });
});

describe('modes typed loosely', () => {
  it.each([
    ['gimme a trap beat in f# minr 140 w 808s', 'F# minor'],
    ['lofi in eb mnr', 'Eb minor'],
    ['funk jam in D dorain', 'D dorian'],
    ['rock in G mixolidian', 'G mixolydian'],
    ['ballad in E majr please', 'E major'],
    ['sad song in c# minro', 'C# minor'],
  ])('%s', (text, want) => {
    const m = compose(text).piece.meta;
    expect(`${m.key.tonic} ${m.key.mode}`).toBe(want);
  });

  it('does not read ordinary words as modes', () => {
    expect(typedMode('more')).toBeNull();
    expect(typedMode('mode')).toBeNull();
    expect(parseKeyMention('funk in D mix it up')?.key?.mode).toBe('major');
  });
});

describe('genre defaults', () => {
  it.each([
    ['7/8 prog metal groove in D, 140', 'D minor', /D minor, the usual for metal/],
    ['djent in f#', 'F# minor', /usual for metal/],
  ])('%s', (text, key, says) => {
    const r = compose(text);
    expect(`${r.piece.meta.key.tonic} ${r.piece.meta.key.mode}`).toBe(key);
    expect(r.text).toMatch(says);
  });

  it('keeps a mode the user stated in a genre that usually takes another', () => {
    const r = compose('metal in D major');
    expect(r.piece.meta.key.mode).toBe('major');
    expect(r.text).not.toMatch(/usual for/);
  });

  it('names punk as approximated, at punk tempo, and a riff has no lead', () => {
    const r = compose('punk riff in E, 180 bpm, distorted guitar bass drums 16 bars');
    expect(r.text).toMatch(/don't have a punk style/);
    expect(r.piece.meta.tempo).toBe(180);
    expect(r.piece.parts.some((p) => p.role === 'melody')).toBe(false);
    const fast = compose('hardcore punk song in a');
    expect(fast.piece.meta.tempo).toBeGreaterThanOrEqual(170);
  });
});

describe('line-up and reply text', () => {
  it('does not double an instrument named twice', () => {
    const { piece } = compose('sad piano ballad in c# minor, 3/4, 70bpm, piano + strings w a melody on top');
    const pianos = pitched(piece).filter((p) => p.program === 0 && p.role === 'chords');
    expect(pianos).toHaveLength(1);
    expect(pitched(piece).some((p) => p.program >= 40 && p.program <= 51)).toBe(true);
  });

  it('writes style names as musicians do', () => {
    expect(compose('neo soul in Eb, rhodes and bass').text).toMatch(/an 8-bar R&B piece/);
    expect(compose('liquid dnb in f minor').text).not.toMatch(/drum-and-bass/);
  });

  it.each([
    'piano + strings w a melody on top',
    '4 on the floor beat w a synth bass',
    'rhodes and a moog bass, 8 bars',
  ])('a first message that names parts is a new piece, not an edit of nothing: %s', (text) => {
    expect(compose(text).text).not.toMatch(/earlier piece/);
  });

  it('an edit with nothing to edit still says so', () => {
    const r = respond([{ role: 'user', text: 'make it faster' }], { seed: 5 });
    expect(r.text).toMatch(/earlier piece/);
  });

  it('says which General MIDI sound stands in for a wurli and an 808', () => {
    const history = [{ role: 'user' as const, text: 'neo soul in Eb, rhodes and bass' }];
    const first = respond(history, { seed: 5 });
    const second = respond(
      [
        ...history,
        { role: 'assistant', text: first.text, state: first.state ?? null },
        {
          role: 'user',
          text: 'swap the rhodes for a wurli',
        },
      ],
      { seed: 5 },
    );
    expect(second.text).toMatch(/no wurli, so it plays on Electric Piano 2/);
    expect(compose('trap beat in c minor w 808s').text).toMatch(/no 808s, so it plays on Synth Bass/);
  });
});

describe('endings and 808s', () => {
  it.each([
    'sad piano ballad in c# minor, 3/4',
    'slow ballad in e minor, piano and strings',
    'ballad in Ab, 12 bars',
  ])('the chords part ends on the whole home chord: %s', (text) => {
    const { piece } = compose(text);
    const m = piece.meta;
    const barTicks = (m.ppq * 4 * m.meter.numerator) / m.meter.denominator;
    const lastBar = (m.bars - 1) * barTicks;
    const chords = piece.parts.find((p) => p.role === 'chords')!;
    const held = new Set(chords.notes.filter((n) => n.tick >= lastBar).map((n) => n.midi % 12));
    expect(held.size).toBeGreaterThanOrEqual(3);
  });

  it('an 808 holds long notes', () => {
    const { piece } = compose('trap beat in f minor w 808s');
    const bass = piece.parts.find((p) => p.role === 'bass')!;
    const barTicks = piece.meta.ppq * 4;
    expect(bass.notes.length).toBeLessThanOrEqual(piece.meta.bars * 3);
    const longest = Math.max(...bass.notes.map((n) => n.durationTicks));
    expect(longest).toBeGreaterThanOrEqual(barTicks / 2);
  });
});

describe('a minor mood with a bare tonic', () => {
  it.each([
    ['sad r&b in Ab', 'Ab'],
    ['something dark in F, techno-ish', 'F'],
  ])('%s plays in the minor key and says so', (text, tonic) => {
    const { text: reply, piece } = compose(text);
    expect(piece.meta.key).toEqual({ tonic, mode: 'minor' });
    expect(reply).toMatch(new RegExp(`${tonic} minor`));
  });

  it('a happy mood or a stated major keeps the major key', () => {
    expect(compose('happy pop in D').piece.meta.key.mode).toBe('major');
    expect(compose('sad ballad in A major').piece.meta.key.mode).toBe('major');
  });
});

describe('genres played on their own sounds', () => {
  it.each([
    ['synthwave in A minor 100bpm', [90, 81, 38]],
    ['chiptune boss theme in E minor', [80]],
  ])('%s uses its synths, not the pop piano', (text, programs) => {
    const { piece } = compose(text);
    const used = piece.parts.filter((p) => p.role !== 'drums').map((p) => p.program);
    expect(used).not.toContain(0);
    for (const program of programs) expect(used).toContain(program);
  });
});

describe('instruments named the way players list them', () => {
  const roles = (piece: Piece) => piece.parts.map((p) => `${p.role}:${p.channel === 9 ? 'kit' : p.program}`);
  it.each([
    [
      'write me smth short in E dorian so i can hear the vibe, maybe flute w/ harp',
      ['arpeggio:46', 'melody:73'],
    ],
    ['harp arpeggios and a flute melody in G', ['arpeggio:46', 'melody:73']],
    ['harp arpeggios in A minor, cinematic', ['arpeggio:46']],
    ['a waltz with violin and music box', ['arpeggio:10', 'melody:40']],
  ])('%s', (text, want) => {
    const { piece } = compose(text);
    expect(roles(piece).filter((r) => r.startsWith('arpeggio') || r.startsWith('melody'))).toEqual(want);
  });

  it.each([
    'heavy riff 180bpm D minor, distorted guitars, bass, double kick drums',
    'chug riff in E, electric guitars',
  ])('%s plays on the guitars named, as metal', (text) => {
    const { piece } = compose(text);
    expect(piece.meta.style).toBe('metal');
    expect(piece.parts.some((p) => p.program === 30 || p.program === 29 || p.program === 27)).toBe(true);
  });
});

describe('a full ii–V–I in the chords names their key', () => {
  it.each([
    [
      'can u write a slow jazz ballad on Dm7 G7 Cmaj7 A7, rhodes and upright bass',
      { tonic: 'C', mode: 'major' },
    ],
    ['Em7 A7 Dmaj7 Bm7, bossa', { tonic: 'D', mode: 'major' }],
    ['bossa nova, nylon guitar, Fmaj7 Bb7 Am7 D7 Gm7 C7, like 130 bpm', { tonic: 'F', mode: 'major' }],
    ['Bm7b5 E7 Am7 F, slow jazz', { tonic: 'A', mode: 'minor' }],
  ])('%s', (text, key) => {
    expect(compose(text).piece.meta.key).toEqual(key);
  });
});
