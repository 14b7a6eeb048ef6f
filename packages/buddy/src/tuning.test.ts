import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// Standard tunings, and one fret across every string, answered as facts, never as a new piece.
describe('tunings', () => {
  it.each([
    ['whats the note on the 5th fret of each string in standard tuning', /sound A D G C E A\b/],
    ['notes on the 7th fret on all strings', /sound B E A D F#\/Gb B\b/],
    ['what notes is a uke tuned to again lol i always forget', /G C E A/],
    ['also whats standard tuning on a 4 string bass', /E A D G\./],
    ['5 string bass tuning?', /B E A D G/],
    ['how is a cello tuned', /C G D A/],
    ["what's the tuning of a violin", /G D A E/],
    ['what r the open strings on a guitar', /E A D G B E/],
  ])('%s', (text, says) => {
    const [reply] = playChat([text]);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toMatch(says);
    expect(reply!.state ?? null).toBeNull();
  });

  it.each(['happy ukulele tune', 'a bass tune in E'])('"%s" is a piece, not a tuning', (text) => {
    const [reply] = playChat([text]);
    expect(reply!.intent).toBe('compose');
  });
});

describe('drop D, DADGAD and open tunings, asked or followed up', () => {
  it.each([
    [['whats DADGAD'], /D A D G A D/],
    [['what is drop D tuning'], /D A D G B E/],
    [['whats open D tuning'], /D A D F# A D/],
    [['what is standard guitar tuning', 'open G?'], /D G D G B D/],
    [['what is drop D tuning', 'what about double drop D'], /D A D G B D/],
    [['whats open D tuning', 'and open E?'], /E B E G# B E/],
  ])('%j names the strings low to high', (messages, strings) => {
    const last = playChat(messages).at(-1)!;
    expect(last.intent).toBe('theory-fact');
    expect(last.text).toMatch(strings);
  });

  it('what a tuning is good for is advice, with the common ones', () => {
    const last = playChat(['what is standard guitar tuning', 'and DADGAD? whats it good for']).at(-1)!;
    expect(last.intent).toBe('practical');
    expect(last.text).toMatch(/DADGAD: D A D G A D/);
    expect(last.text).toMatch(/Open G: D G D G B D/);
  });
});
