import { describe, expect, it } from 'vitest';
import { readFact } from './fact-reader.ts';
import { playChat } from './testing/chat.ts';

// A degree's chord asked by number ("which chord is the 4"), and a numeral's notes asked without a
// key, in the key just explained or the piece's.

describe('a degree asked by number with "chord is the"', () => {
  it.each([
    ['so in E, which chord is the 4', { romans: ['IV'], key: { tonic: 'E', mode: 'major' } }],
    ['what chord is the 2 in F', { romans: ['ii'], key: { tonic: 'F', mode: 'major' } }],
  ])('"%s"', (text, want) => {
    expect(readFact(text)).toMatchObject({ type: 'romans-to-chords', ...want });
  });

  it('answers the chord, and a role asked after it in the same key', () => {
    const [six, dominant] = playChat(['in Eb major which chord is the 6?', 'and the subdominant'], 2);
    expect(six!.intent).toBe('theory-fact');
    expect(six!.text).toContain('Cm (C–Eb–G)');
    expect(dominant!.text).toContain('Ab');
  });
});

describe('a numeral’s notes asked without a key', () => {
  it('after the borrowed chords explained in G: the key explained', () => {
    const [, reply] = playChat(['which borrowed chords work in G major', 'and the notes of the bVI one?'], 2);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toContain('Eb (Eb–G–Bb)');
  });

  it('beside a piece in A major: the piece’s key', () => {
    const [, reply] = playChat(
      ['folk tune in A major, guitar and fiddle', 'what notes are in the iv chord'],
      2,
    );
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toContain('Dm (D–F–A)');
  });

  it('"what notes do i play" names no numeral', () => {
    const [, reply] = playChat(['folk tune in A major, guitar and fiddle', 'what notes do i play'], 2);
    expect(reply!.text).not.toContain('Am (A–C–E)');
  });
});

describe('one chord’s numeral in a key', () => {
  it.each([
    ['roman numeral of Fm in C major', 'Fm = iv'],
    ['whats Bb in roman numerals in the key of F', 'Bb = IV'],
  ])('"%s"', (text, says) => {
    const [reply] = playChat([text], 2);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toContain(says);
  });
});

describe('a minor chord named beside the key is no key', () => {
  it('"lofi in Eb major, sneak a C minor chord in" stays in Eb major', () => {
    const [reply] = playChat(['lofi in Eb major, sneak a C minor chord in'], 2);
    expect(reply!.text).toContain('in Eb major');
  });
});

describe('a key named before "chord progression" is the key', () => {
  it.each(['C major chord progression pls', 'give me an A minor chord progression'])('"%s"', (ask) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('compose');
    expect(reply!.piece?.meta.key.tonic).toBe(/A minor/.test(ask) ? 'A' : 'C');
  });
});
