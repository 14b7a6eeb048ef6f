import { DRUM_CHANNEL, type Piece } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const chat = (...messages: string[]) => playChat(messages, 6);

/** The roles that play in bars [from, to) of a piece. */
const playing = (piece: Piece, from: number, to: number) => {
  const bar = piece.meta.ppq * 4;
  return piece.parts
    .filter((p) => p.notes.some((n) => n.tick >= from * bar && n.tick < to * bar))
    .map((p) => (p.channel === DRUM_CHANNEL ? 'drums' : p.role))
    .sort();
};

describe('an intro of some parts alone', () => {
  it.each([
    ['give me 4 bars of just drums at the start', 4, ['drums']],
    ['start it with 2 bars of bass and drums', 2, ['bass', 'drums']],
    ['open with 4 bars of the piano alone', 4, ['chords']],
  ])('"%s" puts that intro before the piece and keeps the piece', (ask, bars, roles) => {
    const [before, after] = chat('pop song in G with piano bass and drums, 8 bars', ask);
    const a = before!.piece as Piece;
    const b = after!.piece as Piece;
    expect(b.meta.bars).toBe(a.meta.bars + bars);
    expect(playing(b, 0, bars)).toEqual(roles);
    // The piece itself comes in after it, note for note.
    const bar = b.meta.ppq * 4;
    for (const part of a.parts) {
      const moved = b.parts.find((p) => p.role === part.role && p.channel === part.channel)!;
      expect(
        moved.notes.filter((n) => n.tick >= bars * bar).map((n) => [n.tick - bars * bar, n.midi]),
      ).toEqual(part.notes.map((n) => [n.tick, n.midi]));
    }
  });

  it('a part added later does not join a drums-only intro', () => {
    const [, , after] = chat(
      'pop song in G with piano bass and drums',
      'give me 4 bars of just drums at the start',
      'add strings',
    );
    expect(playing(after!.piece as Piece, 0, 4)).toEqual(['drums']);
  });
});

describe('"more fills" over fills asks for more of them', () => {
  it('adds a fill every other bar, the other parts kept', () => {
    const [, first, second] = chat('rock in E, 8 bars', 'add some drum fills', 'more fills pls');
    const a = first!.piece as Piece;
    const b = second!.piece as Piece;
    const drums = (p: Piece) => p.parts.find((x) => x.channel === DRUM_CHANNEL)!.notes;
    const toms = (p: Piece) => drums(p).filter((n) => [41, 43, 45, 47, 48, 50].includes(n.midi)).length;
    expect(toms(b)).toBeGreaterThan(toms(a));
    for (const part of a.parts.filter((p) => p.channel !== DRUM_CHANNEL))
      expect(b.parts.find((p) => p.role === part.role)!.notes).toEqual(part.notes);
  });
});

describe('an intro of drums alone has no chords', () => {
  it('shows N.C. there and starts the chord lane where the chords come in', () => {
    const [, after] = chat(
      'pop song in G with piano bass and drums',
      'give me 4 bars of just drums at the start',
    );
    const piece = after!.piece as Piece;
    expect(piece.meta.progression[0]!.bar).toBe(4);
    expect(after!.text).toMatch(/intro: N\.C\.; main part: G/);
  });
});

describe('a style said as an adjective restyles the piece', () => {
  it.each([
    ['make it more churchy', 'gospel'],
    ['make it more latin', 'salsa'],
    ['make it funky', 'funk'],
  ])('"%s" plays it as %s in the same key', (ask, style) => {
    const [before, after] = chat('pop song in G with piano bass and drums', ask);
    const b = after!.piece as Piece;
    expect(after!.intent).toBe('edit');
    expect(b.meta.style).toBe(style);
    expect(b.meta.key).toEqual((before!.piece as Piece).meta.key);
  });
});

describe('edits made to some bars stay on their music when an intro comes before', () => {
  it('"bring the melody in at bar 5", then a 4-bar intro: the melody still rests in the main part\'s first bars', () => {
    const [, , after] = chat(
      'dark trap beat in F# minor 140',
      'bring the melody in at bar 5',
      'give it 4 bars of just drums at the start',
    );
    const piece = after!.piece as Piece;
    const melody = piece.parts.find((p) => p.role === 'melody')!;
    const bar = piece.meta.ppq * 4;
    expect(melody.notes.filter((n) => n.tick < 8 * bar)).toEqual([]);
    expect(melody.notes.some((n) => n.tick >= 8 * bar)).toBe(true);
  });
});
