import type { Piece } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const chat = (...messages: string[]) => playChat(messages, 4);

describe('a chord asked for keeps the spelling it was asked in', () => {
  it.each([
    ['ballad in Eb major', 'change bar 3 to F sharp minor', 'F#m'],
    ['pop song in Bb', 'make bar 2 a C#dim', 'C#dim'],
    ['lofi in Ab major', 'bar 4 should be a D major', 'D'],
  ])('%s, then "%s" plays and names %s', (piece, edit, symbol) => {
    const [, after] = chat(piece, edit);
    const progression = (after!.piece as Piece).meta.progression.map((s) => s.symbol);
    expect(progression).toContain(symbol);
    expect(after!.text).toContain(`now plays ${symbol} `);
  });
});

describe('a chord run after "to" or "in" is a progression, not a key', () => {
  it.each([
    ['pop song in C', 'change the chords to Am F C G', ['Am', 'F', 'C', 'G']],
    ['lofi beat in D', 'switch it to Dm Bb F C', ['Dm', 'Bb', 'F', 'C']],
  ])('%s, then "%s" plays those chords and keeps the key', (piece, edit, chords) => {
    const [before, after] = chat(piece, edit);
    const progression = (after!.piece as Piece).meta.progression.map((s) => s.symbol);
    expect(progression.slice(0, 4)).toEqual(chords);
    expect((after!.piece as Piece).meta.key).toEqual((before!.piece as Piece).meta.key);
    expect(after!.text).not.toMatch(/it's now in/);
  });

  it('"lofi in Am F C G" plays Am F C G in A minor', () => {
    const [made] = chat('lofi in Am F C G');
    const piece = made!.piece as Piece;
    expect(piece.meta.progression.slice(0, 4).map((s) => s.symbol)).toEqual(['Am', 'F', 'C', 'G']);
    expect(piece.meta.key).toEqual({ tonic: 'A', mode: 'minor' });
  });
});
