import { type Piece, parseChord, STYLES } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// "I can voice it in a progression if you like" → "sure": a fact answer's offer is kept.

const chat = (...messages: string[]) => playChat(messages, 3);

const symbols = (piece: Piece) => piece.meta.progression.map((s) => s.symbol);

describe('a fact answer plays the example it offered', () => {
  it.each([
    ['notes in a Gm7?', 'cool, play that one', ['Gm7', 'C7', 'Fmaj7']],
    ['whats in F#m7b5', 'ok play it', ['F#m7b5', 'B7', 'Em']],
    ['what notes are in a C#dim chord', 'sure', ['D', 'G', 'C#dim']],
  ])('"%s" then "%s" plays the chord where it lives', (question, accept, chords) => {
    const [fact, example] = chat(question, accept);
    expect(fact!.intent).toBe('theory-fact');
    expect(example!.intent).toBe('compose');
    const piece = example!.piece as Piece;
    expect(symbols(piece)).toEqual(expect.arrayContaining(chords));
    expect(piece.parts.map((p) => p.role)).toEqual(['chords']);
  });

  it.each([
    ['chords in A minor', 'yeah go ahead', 'A', 'minor', false],
    ['diatonic 7th chords in Bb', 'sure', 'Bb', 'major', true],
  ])('"%s" then "%s" builds a progression in that key', (question, accept, tonic, mode, sevenths) => {
    const [, example] = chat(question, accept);
    const piece = example!.piece as Piece;
    expect(piece.meta.key).toEqual({ tonic, mode });
    const hasSeventh = symbols(piece).every((s) => parseChord(s)!.notes.length === 4);
    expect(hasSeventh).toBe(sevenths);
  });

  it('"yes please" after a scale plays a melody in it', () => {
    const [, example] = chat('what notes are in E dorian', 'yes please');
    const piece = example!.piece as Piece;
    expect(piece.meta.key).toEqual({ tonic: 'E', mode: 'dorian' });
    expect(piece.parts.some((p) => p.role === 'melody')).toBe(true);
  });
});

describe('a question after an offer is no yes to it', () => {
  it.each(['ok where would that go in a song', 'so how would i use that', 'ok why does that work'])(
    '"%s" after an explanation plays no example',
    (ask) => {
      const [, reply] = chat("what's a neapolitan chord", ask);
      expect(reply!.midi).toBeUndefined();
      expect(reply!.intent).not.toBe('compose');
    },
  );
});

describe('"play that one" after any answer that named a progression', () => {
  it('plays the chords it named', () => {
    const [fact, example] = chat('what key would Em7 be the ii of', 'cool, play that one');
    expect(fact!.text).toMatch(/Em7 → A7 → Dmaj7/);
    expect(example!.intent).toBe('compose');
    expect(symbols(example!.piece as Piece).slice(0, 3)).toEqual(['Em7', 'A7', 'Dmaj7']);
  });
});

describe('a hello in front of an ask', () => {
  it.each([
    ['yo whats up, got any ideas for a verse in A minor', 'compose'],
    ['hello! whats in a Cmaj7', 'theory-fact'],
    ['hey can you explain modes', 'theory-explanation'],
  ])('"%s" answers the ask', (text, intent) => {
    const [reply] = chat(text);
    expect(reply!.intent).toBe(intent);
  });

  it('"hello, what can u actually do" tells what it can do, with the real number of styles', () => {
    const [reply] = chat('hello, what can u actually do');
    expect(reply!.intent).toBe('greeting');
    expect(reply!.text).toMatch(/\((\d+) styles/);
    expect(Number(/\((\d+) styles/.exec(reply!.text)![1])).toBe(Object.keys(STYLES).length);
  });
});

describe('after an explanation', () => {
  it('"ok make it 12 bars" edits the piece in focus', () => {
    const [, , reply] = chat(
      'need a chord progression for a sad song, 4 chords in A minor',
      'why does it sound sad tho',
      'ok make it 12 bars',
    );
    expect(reply!.intent).toBe('edit');
    expect((reply!.piece as Piece).meta.bars).toBe(12);
  });

  it('"why does it sound sad" explains the lowered 3rd, not synth sounds', () => {
    const [, reply] = chat(
      'need a chord progression for a sad song, 4 chords in A minor',
      'why does it sound sad tho',
    );
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.text).toMatch(/lowered 3rd/);
  });

  it.each(['what is a turnaround', 'explain call and response'])(
    '"%s", which no topic holds, is answered from the knowledge base',
    (ask) => {
      const [reply] = chat(ask);
      expect(reply!.text).not.toMatch(/^I can answer these exactly/);
    },
  );
});

describe('"show me one in Eb" after an explanation', () => {
  it("plays the explanation's example in that key, on piano chords", () => {
    const [, reply] = chat('whats a tritone sub', 'ok show me one in Eb');
    expect(reply!.intent).toBe('compose');
    const piece = reply!.piece as Piece;
    expect(piece.meta.key).toEqual({ tonic: 'Eb', mode: 'major' });
    expect(symbols(piece)).toEqual(expect.arrayContaining(['Fm7', 'Ebmaj7']));
    expect(
      symbols(piece).some((s) => parseChord(s)?.rootChroma === 4 && parseChord(s)?.quality === 'dominant'),
    ).toBe(true);
    expect(piece.parts.map((p) => p.role)).toEqual(['chords']);
  });
});
