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
