import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// Theory asked in passing and followed up: a mode from a parent scale, "spell it", a corrected
// subject, a minor form, several notes at once, inversions of chords and intervals, transposing
// sections, the named augmented sixth.
describe('theory asked on from the fact before', () => {
  it.each([
    [['c major but starting on e, which mode is it'], /E phrygian: E – F – G – A – B – C – D/],
    [['Eb major scale beginning on F, what mode'], /F dorian/],
    [['what mode do i get playing A minor from D to D'], /D dorian/],
    [['c major starting on b, which mode', 'notes?'], /B locrian: B – C – D – E – F – G – A/],
    [['notes in d dorian', 'spell it out'], /D dorian: D – E – F – G – A – B – C/],
    [['key signature of Bb major', 'wait no, i meant D major'], /D major has 2 sharps: F#, C#/],
    [['what key has 4 flats', 'and its relative minor'], /relative minor of Ab major is F minor/],
    [['relative minor of Eb', 'the melodic one?'], /C melodic minor: C – D – Eb – F – G – A – B/],
    [['whats enharmonic to Cb', 'and E# and B#?'], /E# is the same pitch as F.*B# is the same pitch as C/],
    [['chords in e natural minor'], /Em.*F#dim.*G.*Am.*Bm.*C.*D/],
    [['second inversion of G'], /G\/D .*second inversion/],
    [['whats an Am chord in 1st inversion'], /Am\/C .*first inversion/],
    [['what interval is E up to G and then G up to E'], /minor third.*major sixth/],
    [['turn a perfect 4th upside down, what does it become'], /perfect fifth/],
    [['blues in E, 12 bars, which chords', 'which scale should i solo with'], /E minor pentatonic/],
    [['numerals for D A Bm G in D major'], /D = I · A = V · Bm = vi · G = IV/],
    // One augmented sixth asked on by its flavour: that chord spelled, a fact.
    [['augmented 6ths?', 'the french one in A minor'], /French sixth in A minor: F–A–B–D#/],
  ])('%j', (messages, says) => {
    const reply = playChat(messages).at(-1)!;
    expect(reply.intent).toBe('theory-fact');
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toMatch(says);
  });

  it.each([
    [['lydian dominant on D, how is it different from lydian'], /C\b.*lydian dominant.*C# .*lydian/],
    [['e phrygian', 'and phrygian dominant, whats different'], /G# \(3\) in phrygian dominant, G \(b3\)/],
    [['why is F#m7b5 called half diminished'], /F# – A – C – E.*fully diminished F#dim7/],
    [['interval inversion?', 'any trick for it'], /add up to 9/],
  ])('%j', (messages, says) => {
    const reply = playChat(messages).at(-1)!;
    expect(reply.intent).toBe('theory-explanation');
    expect(reply.text).toMatch(says);
  });

  it.each([
    [['e phrygian dominant', 'what harmonic minor is that a mode of'], /A harmonic minor/],
    [['band plays in concert Bb, what do the tenors read in'], /write C .*tenor sax/],
    [['concert Eb, what key for the clarinets', 'and the altos'], /write C .*alto sax/],
  ])('%j', (messages, says) => {
    const reply = playChat(messages).at(-1)!;
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toMatch(says);
  });
});

describe('explanations that name what decides', () => {
  it.each([
    [['difference between D minor pentatonic and D blues scale'], /Ab \(b5, the blue note\)/],
    [['C6 vs Am7, same notes?'], /with C in the bass it is C6, with A in the bass Am7/],
    [
      ['why does IV to iv sound so sad in G'],
      /Cm is borrowed from G minor, the parallel minor: Eb is that key's b6/,
    ],
    [['Bdim7 notes', 'and Ddim7', 'how come those are the same notes'], /stacked minor thirds/],
  ])('%j', (messages, says) => {
    const reply = playChat(messages).at(-1)!;
    expect(reply.intent).toBe('theory-explanation');
    expect(reply.text).toMatch(says);
  });

  it('"is F# and Gb the same key" compares the spellings', () => {
    const reply = playChat(['is F# and Gb the same key?']).at(-1)!;
    expect(reply.text).toMatch(/F# and Gb are the same pitch/);
  });
});

describe('what "it" and "that" point back to', () => {
  it.each([
    [
      ['whats V/ii in F', 'why does it pull to Gm like that'],
      /D \(V: D–F#–A\) → Gm.*F# rises a half step to G/,
    ],
    [['why does a ii V resolve so nicely'], /holds the tritone/],
    [['explain why the ii-V lands so hard on the tonic'], /the leading tone/],
  ])('%j', (messages, says) => {
    const reply = playChat(messages).at(-1)!;
    expect(reply.intent).toBe('theory-explanation');
    expect(reply.text).toMatch(says);
  });

  it.each([
    [['what does a minor 6th sound like', 'how many half steps is that?'], /8 semitones/],
    [['show me a perfect fifth', 'how many frets is that'], /7 semitones/],
  ])('%j', (messages, says) => {
    const reply = playChat(messages).at(-1)!;
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toMatch(says);
  });
});
