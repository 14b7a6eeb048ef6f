import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// "swap the IV for a borrowed iv", "replace the C with Cm": every such chord in the piece becomes
// the one asked, numerals read in the piece's key; the key stays.

describe('a chord swapped for another, by numeral or by name', () => {
  it.each([
    ['replace every V with a v', 'bars 2, 6 now play Em – Em (was E – E)'],
    ['switch the D for Dm', 'bars 4, 8 now play Dm – Dm (was D – D)'],
    ['swap out the IV for iv', 'bars 4, 8 now play Dm – Dm (was D – D)'],
  ])('"%s"', (text, says) => {
    const [, reply] = playChat(['pop song in A major, piano, I V vi IV', text], 6);
    expect(reply!.intent).toBe('edit');
    expect(reply!.text).toContain(says);
    expect(reply!.text).toContain('in A major');
  });
});
