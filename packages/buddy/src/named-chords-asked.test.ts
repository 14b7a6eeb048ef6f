import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// Chords with names of their own (the Neapolitan, the Picardy third), asked in passing, in another
// key right after, or asked of the piece's ending.

describe('"quick" opening a question asks briefly, it sets no tempo', () => {
  it.each([
    ['quick question, what is the neapolitan chord in e minor?', ['F', 'A', 'C']],
    ['real quick: whats the picardy third in g minor', ['G', 'B', 'D']],
  ])('"%s" answers without a piece', (text, notes) => {
    const [reply] = playChat([text], 2);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.midi).toBeUndefined();
    for (const n of notes) expect(reply!.text).toContain(n);
  });
});

describe('the same thing in another key, asked at some length', () => {
  it('"ok and in g minor the last chord is what notes then" after the Picardy third', () => {
    const [, reply] = playChat(
      ['how does a picardy third work', 'ok and in g minor the last chord is what notes then'],
      2,
    );
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toContain('G–B–D');
  });
});

describe('ending on a Picardy third edits the last bar', () => {
  it.each(['finish with a picardy third', 'can u end it on a picardy'])('"%s"', (text) => {
    const [, reply] = playChat(['sad piano piece in C minor', text], 2);
    expect(reply!.intent).toBe('edit');
    expect(reply!.midi).toBeDefined();
    expect(reply!.text).toMatch(/now plays C \(was Cm\)/);
  });
});
