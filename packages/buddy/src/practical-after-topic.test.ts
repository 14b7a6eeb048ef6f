import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// A studio question after theory talk ("how do i get this into ableton" after a sus chord): "this"
// is the piece, and the knowledge base answers it.

describe('a practical question after a topic is not the topic again', () => {
  it('"how do i get this into ableton" after a sus chord edit', () => {
    const [, , reply] = playChat(
      [
        'pop song in A major, piano, I V vi IV',
        'last 2 bars: a sus chord then resolve',
        'how do i get this into ableton',
      ],
      6,
    );
    expect(reply!.intent).toBe('practical');
    expect(reply!.text).toMatch(/Ableton|Live/);
  });
});
