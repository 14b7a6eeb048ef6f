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
