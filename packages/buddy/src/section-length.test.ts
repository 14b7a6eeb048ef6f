import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const PIECE = 'sad piano piece in D minor with strings and drums';

describe('a section asked with a length', () => {
  it.each([
    ['add a 4 bar intro', 4],
    ['add an intro - 4 bars', 4],
    ['add a 2 bar outro', 2],
    ['add an 8 bar bridge', 8],
    ['add a 4 bar outro where everything fades out', 4],
  ])('%s adds %i bars and keeps the piece whole', (ask, bars) => {
    const [before, after] = playChat([PIECE, ask]);
    expect(after!.piece!.meta.bars).toBe(before!.piece!.meta.bars + bars);
  });

  it.each([
    ['add an intro - 4 bars, just the low strings alone', 4, ['String']],
    ['add a 2 bar intro, only drums', 2, ['Drums']],
    ['add an intro with just the piano', 4, ['Piano']],
  ])('%s: only those parts play in the intro', (ask, bars, playing) => {
    const [before, after] = playChat([PIECE, ask]);
    expect(after!.piece!.meta.bars).toBe(before!.piece!.meta.bars + bars);
    const introEnd = bars * after!.piece!.meta.ppq * 4;
    const heard = after!
      .piece!.parts.filter((p) => p.notes.some((n) => n.tick < introEnd))
      .map((p) => p.name);
    expect(heard.length).toBe(playing.length);
    for (const [i, name] of playing.entries()) expect(heard[i]).toContain(name);
  });
});

describe('more bars at the end keep the piece as it was', () => {
  it.each([
    ['tack on 4 more bars at the end', 12],
    ['can u make it 4 bars longer', 12],
    ['add 8 bars', 16],
  ])('%s', (ask, bars) => {
    const [first, reply] = playChat(['funk groove, E minor, 104, clav, bass and drums', ask]);
    const end = first!.piece!.meta.bars * 1920;
    expect(reply!.piece!.meta.bars).toBe(bars);
    for (const p of first!.piece!.parts) {
      const q = reply!.piece!.parts.find((x) => x.role === p.role && x.program === p.program)!;
      expect(q.notes.filter((n) => n.tick < end)).toEqual(p.notes);
    }
  });

  it('a breakdown said of the new bars rests the drums and bass there only', () => {
    const [first, reply] = playChat([
      'funk groove, E minor, 104, clav, bass and drums',
      'tack on 4 more bars at the end, like a breakdown',
    ]);
    const drums = reply!.piece!.parts.find((p) => p.role === 'drums')!;
    expect(drums.notes.filter((n) => n.tick >= 8 * 1920)).toEqual([]);
    expect(drums.notes.length).toBe(first!.piece!.parts.find((p) => p.role === 'drums')!.notes.length);
  });

  it('bars counted after an appended section count from the whole piece', () => {
    const [, , , again] = playChat([
      'funk groove, E minor, 104, clav, bass and drums',
      'add 4 more bars',
      'add 4 more bars',
      'make it 2 bars longer',
    ]);
    expect(again!.piece!.meta.bars).toBe(18);
  });
});
