import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const chat = (messages: readonly string[]) => playChat(messages);

describe('fact follow-ups that reuse the last subject', () => {
  it.each([
    [['what chord is F A C E', 'and D F A C'], /Dm7/],
    [['what chord is F A C E', 'B D F A?'], /Bm7b5/],
    [['what chord is C E G', 'what about D F# A C'], /D7/],
    [['whats in an Ebmaj7', 'and Ebm7?', 'whats the 5th of that'], /5th of Ebm7 is Bb/],
    [['notes in a G7', 'and the 3rd of it'], /3rd of G7 is B/],
    [['whats in a Cmaj7', 'whats the 7th of that chord'], /7th of Cmaj7 is B/],
    [['notes of the c minor pentatonic', 'add the blue note'], /C blues: C – Eb – F – Gb – G – Bb/],
    [['a minor pentatonic notes', 'and add the flat 5th'], /A blues/],
    [['notes of the G major pentatonic', 'what about with the blue note'], /G major blues/],
  ])('%j', (messages, says) => {
    const replies = chat(messages);
    const last = replies.at(-1)!;
    expect(last.intent).toBe('theory-fact');
    expect(last.midi).toBeUndefined();
    expect(last.text).toMatch(says);
  });
});
