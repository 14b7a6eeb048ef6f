import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// After a change that changed nothing ("put it in f minor" when it is), the next meter change is
// still an edit of the piece, not an example of the key just named.

describe('a meter asked after a no-op edit', () => {
  it.each([
    ['make it 6/8', 'in 6/8 (was 4/4)'],
    ['ok change it to 3/4', 'in 3/4 (was 4/4)'],
  ])('"%s"', (text, says) => {
    const [, , reply] = playChat(
      ['folk tune in E minor, guitar and fiddle, 4/4', 'can you put it in e minor', text],
      3,
    );
    expect(reply!.intent).toBe('edit');
    expect(reply!.text).toContain(says);
  });
});

describe('a mode asked by its description is a name asked for', () => {
  it('"what mode is minor with a major 6th"', () => {
    const [reply] = playChat(['what mode is minor with a major 6th'], 3);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toMatch(/dorian/i);
  });
});
