import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

describe('follow-ups to a theory fact', () => {
  it.each([
    [['ok music then. whats the 5 chord in F# major', 'notes in it'], /C# – E# – G#/],
    [['whats the 4 chord in Eb', 'what notes are in that chord'], /Ab – C – Eb/],
    [['so what notes are in e dorian', 'and a dorian?'], /A dorian: A – B – C – D – E – F# – G/],
    [['notes in e dorian', 'and a lydian'], /A lydian: A – B – C# – D# – E – F# – G#/],
  ])('%j', (messages, says) => {
    const replies = playChat(messages);
    expect(replies.at(-1)!.intent).toBe('theory-fact');
    expect(replies.at(-1)!.text).toMatch(says);
  });

  it.each(['wait E#?? why not F', 'hold on, E#?? why not just F', 'hmm why E# and not F'])(
    '"%s" after F# major explains the letter names',
    (ask) => {
      const replies = playChat(['whats the 5 chord in F# major', ask]);
      expect(replies[1]!.intent).toBe('theory-explanation');
      expect(replies[1]!.text).toMatch(/each letter A–G exactly once/);
    },
  );
});

describe('altered, lydian dominant and whole-tone scales', () => {
  it.each([
    ['notes of G altered', /G – Ab – Bb – Cb – Db – Eb – F/],
    ['C altered scale', /C – Db – Eb – Fb – Gb – Ab – Bb/],
    ['what notes are in Eb lydian dominant', /Eb – F – G – A – Bb – C – Db/],
    ['C whole tone scale', /C – D – E – F# – G# – A#/],
  ])('%s', (text, says) => {
    const [reply] = playChat([text]);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toMatch(says);
  });
});

describe('the blues form asked with a key', () => {
  it.each([
    [
      'how many bars is a standard blues and what are the chords in A',
      /12-bar blues in A major.*\| E7 \| D7 \| A7 \| E7 \|/s,
    ],
    ['whats the V chord in a blues in A', /E7/],
    ['what are the chords of a blues in E', /\| B7 \| A7 \| E7 \| B7 \|/],
    ['chords in a 12 bar blues', /12-bar blues in C major/],
  ])('%s', (text, says) => {
    const [reply] = playChat([text]);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toMatch(says);
  });
});

describe('"show me one" after an explanation with no example of its own', () => {
  it.each([
    ['whats the difference between a half dim and a full dim chord', 'show me one', ['Bm7b5', 'Bdim7']],
    ['why is it called half diminished', 'can u play that', ['Bm7b5', 'Bdim7']],
  ])('%s → %s plays the chords it named', (question, ask, chords) => {
    const [, reply] = playChat([question, ask]);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.piece).toBeDefined();
    for (const chord of chords) expect(reply!.text).toContain(chord);
    // (Spelled notes such as "B – D – F – A" are no chords of their own.)
    expect(reply!.text).not.toMatch(/– B –|– D –/);
  });
});
