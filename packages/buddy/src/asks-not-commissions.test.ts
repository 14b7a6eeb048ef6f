import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

describe('a question about a topic writes nothing', () => {
  it.each([
    'ok and a half cadence? does it just.. stop on V',
    'a plagal cadence? is it just IV to I',
    'a deceptive cadence? does it go to vi?',
  ])('%s', (text) => {
    const [reply] = playChat([text]);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.midi).toBeUndefined();
  });

  it('"play me one so i can hear it" after a cadence explanation plays it', () => {
    const replies = playChat([
      'ok and a half cadence? does it just.. stop on V',
      'whats a deceptive cadence in C major, like which actual chords',
      'play me one so i can hear it',
    ]);
    expect(replies[2]!.midi).toBeDefined();
    expect(replies[2]!.text).toMatch(/G7 – Am/);
  });
});

describe('modulating between two named keys', () => {
  it.each([
    [
      "What's the smoothest way to modulate from C major to G major for a student recital piece?",
      /Am \(A–C–E\) is vi in C and ii in G.*D7 → G/,
    ],
    ['how to modulate from C to D', /Em \(E–G–B\) is iii in C and ii in D.*A7 → D/],
    ['modulate from A minor to C major', /Dm \(D–F–A\) is iv in A and ii in C/],
    ['how do i modulate from C to Eb without it sounding janky', /share no chord.*Bb7 \(Bb–D–F–Ab\) → Eb/],
    ['how do i modulate from C to E', /share no chord.*B7 \(B–D#–F#–A\) → E/],
  ])('%s', (text, says) => {
    const [reply] = playChat([text]);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.text).toMatch(says);
  });
});

describe('asking how to do something is practical', () => {
  it.each([
    ['how do I get a student to actually hear the key change instead of just reading the accidentals?', /./],
    ['one of my adult students keeps rushing fast passages, any tips', /metronome/],
    ['my drummer keeps dragging, advice?', /metronome/],
    ['how do i memorize all these scales lol', /scale/],
    ['how do i make my chord progressions not sound boring', /I–V–vi–IV/],
  ])('%s', (text, says) => {
    const [reply] = playChat([text]);
    expect(reply!.intent).toBe('practical');
    expect(reply!.text).toMatch(says);
  });
});

describe('a song named with words that read as an edit is still a song', () => {
  it.each([
    'whats the bassline to another one bites the dust',
    'whats the bassline to another one bites the dust, notes pls',
    'chords for one more time by daft punk',
  ])('%s', (ask) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('song');
    expect(reply!.midi).toBeUndefined();
  });
});
