import { describe, expect, it } from 'vitest';
import { withoutRetracted } from './correction.ts';
import { parseEdits } from './edits.ts';
import { playChat } from './testing/chat.ts';
import type { ComposerReply } from './types.ts';

// Edits said the way a bandmate says them in rehearsal: guitar slang, parts listed together, a
// lone part name, a span of bars, a choice taken back mid-sentence, a singer's range.

const last = (...messages: string[]): ComposerReply => playChat(messages).at(-1)!;
const notesIn = (r: ComposerReply, test: (program: number | undefined, role: string) => boolean) =>
  (r.piece?.parts ?? []).filter((p) => test(p.program, p.role)).reduce((n, p) => n + p.notes.length, 0);
const programs = (r: ComposerReply) => (r.piece?.parts ?? []).map((p) => p.program);
const pitchOf = (r: ComposerReply, role: string) => {
  const notes = (r.piece?.parts ?? []).filter((p) => p.role === role).flatMap((p) => p.notes);
  return notes.reduce((s, n) => s + n.midi, 0) / notes.length;
};
const guitar = (program: number | undefined) => program !== undefined && program >= 24 && program < 32;

describe('guitar slang', () => {
  it.each(['the guitars need to chug more', 'chuggier pls'])('"%s" gives the guitars more notes', (ask) => {
    const [a, b] = playChat(['thrash metal in E minor, 170 bpm, guitar, bass and drums', ask]);
    expect(notesIn(b!, guitar)).toBeGreaterThan(notesIn(a!, guitar));
    expect(b!.piece!.meta.tempo).toBe(a!.piece!.meta.tempo);
  });

  it('"swing the 16ths" swings; it asks for no more notes', () => {
    expect(parseEdits('swing the 16ths').some((e) => e.op === 'density')).toBe(false);
  });

  it.each([
    ['indie rock in G, clean electric guitar, bass, drums', 'give the guitar some more crunch', 29],
    ['grunge in E minor, crunchy guitar, bass, drums', 'dirtier, more distortion on the guitar', 30],
  ])('after "%s", "%s" moves the guitar up the gain ladder', (first, ask, program) => {
    const r = last(first, ask);
    expect(programs(r)).toContain(program);
    expect(r.text).toMatch(/^Done — /);
  });

  it('a guitar already on distortion says it can go no further and changes nothing', () => {
    const r = last('death metal riff in D minor, distorted guitar, bass, drums', 'can the guitar be dirtier');
    expect(r.midi).toBeUndefined();
    expect(r.text).toMatch(/most distorted/);
  });
});

describe('parts listed together take the change together', () => {
  it.each([
    ['bass n drums simpler', ['bass', 'drums']],
    ['make the bass, chords & drums busier', ['bass', 'chords', 'drums']],
  ])('"%s"', (ask, roles) => {
    const parts = parseEdits(ask).flatMap((e) => (e.op === 'density' ? [e.part] : []));
    for (const role of roles) expect(parts).toContain(role);
  });

  it('"the bass is busy, and the drums are fine" thins the bass only', () => {
    const parts = parseEdits('the bass is too busy, the drums are fine').flatMap((e) =>
      e.op === 'density' ? [e.part] : [],
    );
    expect(parts).toEqual(['bass']);
  });
});

describe('a part joining with "too"', () => {
  it('"a sax as well" adds a sax beside the parts there, which keep their sounds', () => {
    const [a, b] = playChat(['soul groove in F, rhodes, bass, drums', 'a sax as well']);
    expect(programs(b!)).toEqual(expect.arrayContaining(programs(a!)));
    expect(programs(b!).some((p) => p !== undefined && p >= 64 && p < 68)).toBe(true);
    expect(b!.piece!.parts.length).toBe(a!.piece!.parts.length + 1);
  });

  it('"the bass louder too" adds nothing', () => {
    const [a, b] = playChat(['soul groove in F, rhodes, bass, drums', 'make the bass louder too']);
    expect(b!.piece!.parts.length).toBe(a!.piece!.parts.length);
  });
});

describe('a lone part name', () => {
  it('"a countermelody?" … "bassline" adds the part the piece lacks', () => {
    const [a, b] = playChat(['piano ballad in D, just piano', 'bassline']);
    expect(a!.piece!.parts.some((p) => p.role === 'bass')).toBe(false);
    expect(b!.piece!.parts.some((p) => p.role === 'bass')).toBe(true);
  });

  it('a part the piece has, said alone, adds no second one', () => {
    const [a, b] = playChat(['piano ballad in D, piano and bass', 'bass']);
    expect(b!.piece?.parts.filter((p) => p.role === 'bass').length ?? 1).toBe(
      a!.piece!.parts.filter((p) => p.role === 'bass').length,
    );
  });
});

describe('a span of bars after a rewriting verb', () => {
  it('"rewrite 1-4, the opening is dull" changes bars 1–4 only', () => {
    const [a, b] = playChat([
      'folk tune in G, 8 bars, guitar and fiddle',
      'rewrite 1-4, the opening is dull',
    ]);
    const after = (r: ComposerReply) =>
      JSON.stringify(r.piece!.parts.map((p) => p.notes.filter((n) => n.tick >= 4 * 4 * 480)));
    expect(b!.text).toMatch(/^Done — /);
    expect(after(b!)).toBe(after(a!));
  });
});

describe('a choice taken back mid-sentence', () => {
  it.each([
    ['throw in some brass stabs, no wait, string stabs', 'throw in some string stabs'],
    [
      'swap the bass for a synth bass.. scratch that, an upright. upright feels right',
      'swap the bass for an upright',
    ],
    ['a flute on top - no actually a clarinet', 'a clarinet on top'],
    [
      'disco in G minor.. nah make that F minor. strings and bass, 8 bars',
      'disco in F minor. strings and bass, 8 bars',
    ],
  ])('"%s" → "%s"', (said, meant) => {
    expect(withoutRetracted(said)).toBe(meant);
  });
});

describe('the drums and the hand percussion', () => {
  it('"lose the drums" over a kit and congas takes both out and says so', () => {
    const r = last('salsa in C minor with congas', 'lose the drums');
    expect(r.piece!.parts.some((p) => p.role === 'drums' || p.role === 'percussion')).toBe(false);
    expect(r.text).toMatch(/took out the percussion/);
  });
});

describe("a singer's range", () => {
  it('"way too high for our singer" over a piece without a melody moves everything down a whole step', () => {
    const [a, b] = playChat(['lofi beat in A minor, keys bass drums', 'way too high for our singer']);
    expect(b!.text).toMatch(/down a whole step/);
    expect(pitchOf(b!, 'chords')).toBeCloseTo(pitchOf(a!, 'chords') - 2, 0);
  });

  it('"my vocalist finds it too low" moves the melody up, saying so', () => {
    const [a, b] = playChat([
      'pop song in C with a flute melody, piano, bass',
      'my vocalist finds it too low',
    ]);
    expect(b!.intent).toBe('edit');
    expect(pitchOf(b!, 'melody')).toBeGreaterThan(pitchOf(a!, 'melody'));
  });

  it('"vocalist says we should go up a minor third" moves by the interval said, with no note about singing', () => {
    const r = last('pop song in C, piano bass drums', 'vocalist says we should go up a minor third');
    expect(r.text).toMatch(/Eb major/);
    expect(r.text).not.toMatch(/sing/);
  });

  it('"how do i pick a key for my singer" is still advice', () => {
    expect(last('pop song in C, piano bass drums', 'how do i pick a key for my singer').intent).toBe(
      'practical',
    );
  });
});
