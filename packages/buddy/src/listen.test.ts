import { type Piece, parseChord, parsePitchClass, scaleNotes } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

/** Every note of the card, in time order: [tick, midi]. */
const notesOf = (piece: Piece) =>
  piece.parts
    .flatMap((p) => p.notes.map((n) => [n.tick, n.midi] as const))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);

describe('asked to hear an interval, the card plays just those two notes', () => {
  it.each([
    ['let me hear a tritone', 'C', [6], /tritone \(augmented fourth\) above C \(C – F#/],
    ['what does a minor 6th sound like', 'C', [8], /minor sixth above C \(C – Ab/],
    ['can u play me a perfect 5th from D', 'D', [7], /perfect fifth above D \(D – A,/],
    [
      'play a major 3rd then a minor 3rd from G',
      'G',
      [4, 3],
      /major third above G.*then a minor third above G/,
    ],
    ['play me a whole step below E', 'E', [-2], /major second below E \(E – D,/],
  ])('"%s"', (ask, from, steps, says) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toMatch(says);
    const notes = notesOf(reply!.piece as Piece);
    const root = notes[0]![1];
    expect(root % 12).toBe(parsePitchClass(from)!.chroma);
    // Per interval: the two notes one after the other, then both together.
    expect(notes).toHaveLength(4 * steps.length);
    steps.forEach((s, i) => {
      const bar = notes.slice(i * 4, i * 4 + 4).map(([, m]) => m);
      expect(bar[1]! - bar[0]!).toBe(s);
      expect(new Set(bar.slice(2))).toEqual(new Set([root, root + s]));
    });
  });
});

describe('asked to hear a scale or a chord, the card plays it alone', () => {
  it('"play me the E phrygian scale": up an octave and back down', () => {
    const [reply] = playChat(['play me the E phrygian scale']);
    expect(reply!.text).toBe("Here's E phrygian, up an octave and back down, one note per beat.");
    const midis = notesOf(reply!.piece as Piece).map(([, m]) => m);
    const up = midis.slice(0, 8);
    expect(up.map((m) => m % 12)).toEqual(
      [...scaleNotes('E', 'phrygian')!, 'E'].map((n) => parsePitchClass(n)!.chroma),
    );
    expect(up.every((m, i) => i === 0 || m > up[i - 1]!)).toBe(true);
    expect(midis.slice(7)).toEqual([...up].reverse());
    expect((reply!.piece as Piece).meta.key).toEqual({ tonic: 'E', mode: 'phrygian' });
  });

  it('"lemme hear a Bbmaj7 chord": together, broken upwards, then held', () => {
    const [reply] = playChat(['lemme hear a Bbmaj7 chord']);
    expect(reply!.text).toMatch(/^Here's Bbmaj7 \(Bb – D – F – A\)/);
    const chromas = new Set(notesOf(reply!.piece as Piece).map(([, m]) => m % 12));
    expect(chromas).toEqual(new Set(parseChord('Bbmaj7')!.chromas));
  });

  it.each([
    ['what does a dim7 chord sound like', /^Here's Cdim7 /],
    ['play me a half diminished chord', /^Here's Cm7b5 /],
    ['lemme hear an A minor chord', /^Here's Am /],
  ])('"%s": "a" before a chord quality is the article, so the root is C', (ask, says) => {
    expect(playChat([ask])[0]!.text).toMatch(says);
  });

  it('a slower listening card keeps its notes', () => {
    const [first, slower] = playChat(['let me hear a tritone', 'slower pls']);
    expect(slower!.intent).toBe('edit');
    expect((slower!.piece as Piece).meta.tempo).toBeLessThan((first!.piece as Piece).meta.tempo);
    expect(notesOf(slower!.piece as Piece)).toEqual(notesOf(first!.piece as Piece));
  });
});

describe('music asked around it is still a commission', () => {
  it.each(['play me a jazz groove in C', 'play a progression with a tritone sub', 'play a ii V I in F'])(
    '"%s" is not a listening card',
    (ask) => {
      const [reply] = playChat([ask]);
      expect(reply!.text).not.toMatch(
        /^Here's (?:an? )?\w+ (?:third|fifth|fourth|sixth|second|seventh)|up an octave and back down|broken from the bottom up/,
      );
    },
  );

  it('"whats a tritone" without asking to hear one is explained, with no card', () => {
    const [reply] = playChat(['whats a tritone']);
    expect(reply!.midi).toBeUndefined();
  });
});

describe('with a piece open, moves and plain music asks stay edits', () => {
  it.each([
    'play everything a 4th higher',
    'can you play the whole thing a whole step down',
    'play it a major 3rd up',
  ])('"%s" moves the piece', (ask) => {
    const [, reply] = playChat(['pop song in C, piano bass drums', ask]);
    expect(reply!.intent).toBe('edit');
  });

  it('"let me hear a tritone" with a piece open is still a listening card', () => {
    const [, reply] = playChat(['pop song in C, piano bass drums', 'let me hear a tritone']);
    expect(reply!.text).toMatch(/^Here's a tritone/);
  });
});

describe('a listening card is labelled for what it plays', () => {
  it.each([
    ['let me hear a tritone', 'Tritone: C – F#'],
    ['play me the E phrygian scale', 'E phrygian scale'],
    ['what does the D blues scale sound like', 'D blues scale'],
    ['lemme hear a Bbmaj7 chord', 'Bbmaj7 chord'],
    ['play a major 3rd then a minor 3rd from G', 'Intervals: G – B, G – Bb'],
  ])('"%s" → %s', (ask, label) => {
    const [reply] = playChat([ask]);
    const parts = (reply!.piece as Piece).parts;
    expect(parts.map((p) => p.name)).toEqual([label]);
  });
});
