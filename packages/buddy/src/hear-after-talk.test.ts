import type { Piece } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { findChordSequence } from './chord-sequence.ts';
import { explanationTopic } from './explain.ts';
import { playChat } from './testing/chat.ts';

/** The chords a reply's progression line names, in order. */
const progression = (text: string) =>
  (/Progression: ([^(\n]+)/.exec(text)?.[1] ?? /short example: ([^.\n]+)/.exec(text)?.[1] ?? '')
    .split(/\s+–\s+/)
    .map((c) => c.trim())
    .filter(Boolean);

/** The card's notes, bar by bar, as [first, second] of each interval bar. */
const intervalBars = (piece: Piece) => {
  const notes = piece.parts.flatMap((p) => p.notes).sort((a, b) => a.tick - b.tick || a.midi - b.midi);
  const bars: number[][] = [];
  for (const n of notes) {
    const bar = Math.floor(n.tick / 1920);
    bars[bar] = [...(bars[bar] ?? []), n.midi];
  }
  return bars.map((b) => [b[0]!, b[1]!]);
};

describe('"X resolving to Y" names a progression', () => {
  it.each([
    ['let me hear Esus4 resolving to E', ['Esus4', 'E']],
    ['Bb7 going to Eb then Ab', ['Bb7', 'Eb', 'Ab']],
    ['play G7 moving to C', ['G7', 'C']],
  ])('%s', (text, chords) => {
    expect(findChordSequence(text)?.chords).toEqual(chords);
  });

  it('plays the chords a "let me hear" names, not a topic example of its own', () => {
    const [reply] = playChat(['let me hear Asus4 resolving to A']);
    expect(reply!.midi).toBeDefined();
    expect(progression(reply!.text).slice(0, 2)).toEqual(['Asus4', 'A']);
  });

  it('after sus chords were talked about, "show me Esus4 going to E" plays those two', () => {
    const replies = playChat(['why does a sus4 chord sound unfinished', 'show me Esus4 going to E']);
    expect(replies[1]!.midi).toBeDefined();
    expect(progression(replies[1]!.text).slice(0, 2)).toEqual(['Esus4', 'E']);
  });
});

describe('asked to hear the intervals the talk just named', () => {
  it('"can you play it" after an interval question plays that interval', () => {
    const replies = playChat(['what interval is E up to C', 'can you play it']);
    const card = replies[1]!;
    expect(card.text).toMatch(/E up to C, a minor sixth/);
    const [[low, high]] = intervalBars(card.piece as Piece) as [[number, number]];
    expect(low % 12).toBe(4);
    expect(high - low).toBe(8);
  });

  it('"let me hear both" after two intervals plays each, a bar apart, past an explanation between', () => {
    const replies = playChat([
      'so F up to A and then A up to F, what are those',
      'why do they add up to 9',
      'let me hear both',
    ]);
    const bars = intervalBars(replies[2]!.piece as Piece);
    expect(bars.map(([a, b]) => b! - a!)).toEqual([4, 8]);
    expect(bars.map(([a]) => a! % 12)).toEqual([5, 9]);
  });

  it('after a piece was made, "play it" is that piece, not an earlier interval', () => {
    const replies = playChat(['what interval is C up to E', 'lofi beat in C', 'play it again']);
    expect(replies[2]!.text).not.toMatch(/major third/);
  });
});

describe('chords named in the message are the ones played after theory talk', () => {
  it('"ok play me D Bm G Gm" after borrowed chords plays those four as a piece', () => {
    const replies = playChat([
      'how do borrowed chords work in D major',
      'ok play me D Bm G Gm so i can hear it',
    ]);
    expect(replies[0]!.midi).toBeUndefined();
    expect(replies[1]!.intent).toBe('compose');
    expect(progression(replies[1]!.text).slice(0, 4)).toEqual(['D', 'Bm', 'G', 'Gm']);
  });

  it('chord symbols say their own key, not the key the talk was in', () => {
    const replies = playChat(['whats the ii7 in A minor', 'play Em7b5 A7 Dm, slow jazz']);
    expect(replies[1]!.text).toMatch(/in D minor/);
  });
});

describe('"play it resolving home" after a chord of a key', () => {
  it('plays the chord, then the tonic', () => {
    const replies = playChat(['whats the V7 chord in Eb', 'play it resolving home']);
    expect(replies[1]!.midi).toBeDefined();
    expect(progression(replies[1]!.text).slice(0, 2)).toEqual(['Bb7', 'Eb']);
    expect(replies[1]!.text).toMatch(/in Eb major/);
  });
});

describe('an example asked after an explanation', () => {
  it('a modulation is played as a piece in the key it reaches', () => {
    const replies = playChat(['how do i modulate from F to C smoothly', 'show me']);
    expect(replies[1]!.intent).toBe('compose');
    expect(replies[1]!.text).toMatch(/in C major/);
  });

  it('"play that version" beside a piece plays the explained example in the piece\'s key', () => {
    const replies = playChat([
      'sad piano piece in D minor',
      "phrygian half cadence, what's that",
      'play that version',
    ]);
    const chords = progression(replies[2]!.text);
    expect(chords).toContain('Gm/Bb');
    expect(chords).toContain('A');
    expect(replies[2]!.text).toMatch(/in D minor/);
  });
});

describe('why a chord hits after another', () => {
  it('compares the two, in the order they are heard', () => {
    expect(explanationTopic('how come the Fm sounds so sad following the F')).toBe('chord comparison');
    const [reply] = playChat(['why does the Ab hit so hard right after the Abm']);
    expect(reply!.text).toMatch(/^Abm: .*Ab: /);
    expect(reply!.text).toMatch(/\bC\b/);
  });
});
