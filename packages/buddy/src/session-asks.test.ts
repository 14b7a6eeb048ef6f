import { compose, parseKey, pieceToMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// Asks typed deep into a long working session on one piece: shorthand questions about it, values
// set that it may already have, and changes chained onto the last one.

const PIECE = 'funk in E minor at 100 bpm, clav bass drums, 8 bars';

describe('shorthand questions about the piece in focus', () => {
  it.each(['the chord prog?', 'progression now?', 'whats the chord prog now', 'changes now?'])(
    '"%s" names its chords and changes nothing',
    (ask) => {
      const [, reply] = playChat([PIECE, ask]);
      expect(reply!.intent).toBe('piece-question');
      expect(reply!.midi).toBeUndefined();
      expect(reply!.text).toMatch(/Em/);
    },
  );
});

describe('a value set with "set"', () => {
  it('"set bpm to 100" of a piece at 100 says it already is', () => {
    const [, reply] = playChat([PIECE, 'set bpm to 100']);
    expect(reply!.intent).toBe('edit');
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(/already at 100 BPM/);
  });

  it('"set tempo to 92" changes the tempo', () => {
    const [, reply] = playChat([PIECE, 'set tempo to 92']);
    expect(reply!.intent).toBe('edit');
    expect(reply!.piece?.meta.tempo).toBe(92);
  });
});

describe('"quick" that says nothing of the pace', () => {
  it.each(['quick question: is it ok to add a flute', 'give the chords the quick change in bar 2'])(
    '"%s" keeps the tempo',
    (ask) => {
      const [first, reply] = playChat(['slow blues in A, 70 bpm, piano bass drums, 12 bars', ask]);
      expect(first!.piece!.meta.tempo).toBe(70);
      expect(reply!.piece?.meta.tempo ?? 70).toBe(70);
    },
  );

  it('"make it quick" still asks for a faster tempo', () => {
    const [, reply] = playChat(['slow blues in A, 70 bpm, piano bass drums, 12 bars', 'make it quick']);
    expect(reply!.piece!.meta.tempo).toBeGreaterThan(70);
  });
});

describe('a piece cut shorter after some of its late bars were edited', () => {
  it('keeps no notes past the new end', () => {
    const replies = playChat([
      'house in F minor, 124 bpm, 16 bars, piano bass drums',
      'redo bars 13-16, new bass there',
      'make it 8 bars',
    ]);
    const piece = replies.at(-1)!.piece!;
    expect(piece.meta.bars).toBe(8);
    const end = 8 * piece.meta.ppq * 4;
    expect(piece.parts.flatMap((p) => p.notes).filter((n) => n.tick >= end)).toEqual([]);
  });
});

describe('a part named alone after a file', () => {
  const file = (() => {
    const made = compose({
      key: parseKey('D minor')!,
      bars: 8,
      tempo: 96,
      style: 'pop',
      parts: ['chords', 'bass'],
      seed: 3,
    });
    if (!made.ok) throw new Error(made.error);
    return pieceToMidi(made.piece);
  })();

  it.each(['a trumpet line', 'flute melody'])('"%s" is added onto the file, which stays', (ask) => {
    const [, reply] = playChat(['here is my idea', ask], 4, file);
    expect(reply!.intent).toBe('edit');
    expect(reply!.piece!.meta.tempo).toBe(96);
    expect(reply!.piece!.parts.some((p) => p.role === 'melody')).toBe(true);
    expect(reply!.piece!.parts.some((p) => p.role === 'bass')).toBe(true);
  });
});

describe('a mood word on a part laid over the piece', () => {
  it.each(['eerie strings underneath it', 'a bright bell melody on top'])(
    '"%s" adds the part and keeps the key',
    (ask) => {
      const [first, reply] = playChat(['deep house in G minor, 122 bpm, bass and drums, 8 bars', ask]);
      expect(reply!.intent).toBe('edit');
      expect(reply!.piece!.meta.key).toEqual(first!.piece!.meta.key);
      expect(reply!.piece!.parts.length).toBe(first!.piece!.parts.length + 1);
    },
  );
});

describe('which key, asked by naming one', () => {
  it.each(['r we in C or A minor rn', 'are we actually in C or A minor'])(
    '"%s" answers the key and changes nothing',
    (ask) => {
      const [, reply] = playChat(['pop ballad in C major, piano bass drums, 8 bars', ask]);
      expect(reply!.intent).toBe('piece-question');
      expect(reply!.midi).toBeUndefined();
      expect(reply!.text).toMatch(/C major/);
    },
  );
});

describe("a song's chords asked with a piece in focus", () => {
  it.each([
    'can you show me the chords for layla by clapton',
    'pls give me the chords to sweet home chicago',
  ])('"%s" is the song, honestly not looked up', (ask) => {
    const [, reply] = playChat(['slow blues in A, 70 bpm, piano bass drums, 12 bars', ask]);
    expect(reply!.intent).toBe('song');
    expect(reply!.midi).toBeUndefined();
  });
});

describe('a part taken back in the same message', () => {
  it('"add a flute — no wait, a clarinet" answers in English and adds the clarinet', () => {
    const [, reply] = playChat([
      'pop in C major, piano bass drums, 8 bars',
      'add a flute — no wait, a clarinet',
    ]);
    expect(reply!.text).toMatch(/^Done/);
    expect(reply!.piece!.parts.some((p) => p.program === 71)).toBe(true);
    expect(reply!.piece!.parts.some((p) => p.program === 73)).toBe(false);
  });
});
