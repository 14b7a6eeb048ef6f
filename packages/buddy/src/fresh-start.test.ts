import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// "next up: …", "scrap that, …", "different cue entirely. …": the piece in focus is set aside and
// the rest of the message describes another one, written afresh.

describe('a fresh start beside a piece is a new piece', () => {
  it.each([
    ['next up: a calm town theme, G major, flute and harp, 90 bpm', 'G major'],
    ['ok up next - menu loop in E minor, 100 bpm, synth and drums', 'E minor'],
    ['forget that, bossa nova in F, 130', 'F major'],
    ['alright different track altogether: dark ambient in B minor at 60 bpm', 'B minor'],
  ])('"%s"', (text, key) => {
    const [, reply] = playChat(['lofi beat in C with rhodes', text], 3);
    expect(reply!.intent).toBe('compose');
    expect(reply!.text).toContain(key);
    expect(reply!.midi).toBeDefined();
  });

  it('"scrap that" alone sets nothing new, so it writes no piece', () => {
    const [, reply] = playChat(['lofi beat in C with rhodes', 'scrap that'], 3);
    expect(reply!.intent).not.toBe('compose');
  });
});

describe('the chords asked as an order are the piece’s chords', () => {
  it.each(['list the chords pls', 'can u name the chords in it', 'just spell out the chords for me'])(
    '"%s"',
    (text) => {
      const [, reply] = playChat(['jazz ballad in Eb', text], 3);
      expect(reply!.intent).toBe('piece-question');
      expect(reply!.midi).toBeUndefined();
      expect(reply!.text).toMatch(/Eb/);
    },
  );
});
