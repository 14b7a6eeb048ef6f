import { guitarShapes, type Piece, parseChord, STANDARD_TUNING, tab } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

/** The first shape a reply gives, as frets low E to high E. */
const firstShape = (text: string) => /on guitar: ([x\d-]+)/.exec(text)?.[1];

describe('guitar chord shapes asked by name', () => {
  it.each([
    ['how do i play Bm7 on guitar', 'Bm7'],
    ['how do u play an F chord on guitar', 'F'],
    ['fingering for F#m?', 'F#m'],
    ['whats the guitar shape for Cadd9', 'Cadd9'],
    ['G7 guitar fingering pls', 'G7'],
    ['how to play D/F# on guitar', 'D/F#'],
  ])('"%s" gives the shapes for %s, fret by fret', (ask, symbol) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('practical');
    expect(reply!.midi).toBeUndefined();
    expect(firstShape(reply!.text)).toBe(tab(guitarShapes(symbol)[0]!));
    expect(reply!.text).toContain(`${parseChord(symbol)!.symbol} on guitar`);
  });

  it('names the strings and the lowest note, so the tab can be read', () => {
    const [reply] = playChat(['how do i play a C chord on guitar']);
    expect(reply!.text).toBe(
      'C on guitar: x32010 — or x35553 (barre at the 3rd fret) (strings low E to high E; x = not played, 0 = open, numbers are frets; C is the lowest note, notes C – E – G).',
    );
  });

  it.each([
    'how do i play the G major scale on guitar',
    'how do i play wonderwall on guitar',
    'where do i put the capo for C shapes in D',
  ])('"%s" is not a chord shape ask', (ask) => {
    const [reply] = playChat([ask]);
    expect(reply!.text).not.toMatch(/on guitar: [x\d]/);
  });
});

describe('guitar shapes for the chords of the piece in focus', () => {
  it('"how do i voice that 3rd chord on guitar" shapes the chord the piece has there', () => {
    const [made, reply] = playChat(
      ['pop song in G with piano and drums', 'how do i voice that 3rd chord on guitar'],
      3,
    );
    const seg = (made!.piece as Piece).meta.progression.find((s) => s.bar === 2)!;
    expect(reply!.intent).toBe('practical');
    expect(reply!.text).toContain(`Bar 3 is ${seg.symbol}`);
    const frets = firstShape(reply!.text)!
      .split('')
      .map((f) => (f === 'x' ? null : Number(f)));
    const sounding = frets.flatMap((f, s) => (f === null ? [] : [(STANDARD_TUNING[s]! + f) % 12]));
    expect(new Set(sounding)).toEqual(new Set(parseChord(seg.symbol)!.chromas));
  });

  it('"how do i play these chords on guitar" gives a shape for each chord of the piece', () => {
    const [made, reply] = playChat(
      ['lofi in D major, keys and bass', 'how do i play these chords on guitar'],
      5,
    );
    const chords = [...new Set((made!.piece as Piece).meta.progression.map((s) => s.symbol))];
    for (const c of chords) expect(reply!.text).toContain(`${c} ${tab(guitarShapes(c, 1)[0]!)}`);
  });

  it('with no piece, a chord asked by place is not guessed', () => {
    const [reply] = playChat(['how do i voice that 3rd chord on guitar']);
    expect(reply!.text).not.toMatch(/on guitar: [x\d]/);
  });
});

describe('a capo on a fret, asked both ways', () => {
  it.each([
    ['capo on 3, what shape do i use for a Bb', /Bb → G shape \(320003\)/],
    ['with a capo at the fourth fret how do i play E and B7', /E → C shape .* · B7 → G7 shape/],
  ])('"%s": the shape that sounds as the chord, moved down by the capo', (ask, says) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('practical');
    expect(reply!.text).toMatch(says);
  });

  it('"capo 2 on G C D shapes, what are the real chords": the sound of the shapes named', () => {
    const [reply] = playChat(['im playing G C D shapes with a capo on 2, what are the actual chords']);
    expect(reply!.text).toContain('G – C – D shapes sound as A – D – E');
  });
});
