import type { Piece } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { notesDownwards } from './listen.ts';
import { playChat } from './testing/chat.ts';

// A listening card ("let me hear a minor third") takes follow-ups on its example, but a piece
// described in full after it is a new piece. A groove of drums alone has no key: its reply names
// none, offers the parts it lacks, and a part laid over it keeps the drums, tempo and meter.

const KEY_NAMED_RE = /\b[A-G](?:#|b)? (?:major|minor|dorian|mixolydian)\b/;
const drumsOf = (piece: Piece | undefined) => piece?.parts.filter((p) => p.channel === 9) ?? [];
const pitched = (piece: Piece | undefined) => piece?.parts.filter((p) => p.channel !== 9) ?? [];

describe('a piece described after a listening card is a new piece', () => {
  it.each([
    ['let me hear a minor third', 'punk song at 170, guitar bass and drums', 170],
    ['play me the A minor pentatonic scale', 'chill hip hop beat in A minor, 85 bpm', 85],
    ['what does a Cmaj7 chord sound like', 'reggae groove in G with organ and bass', undefined],
  ])('"%s" then "%s"', (card, ask, tempo) => {
    const [heard, reply] = playChat([card, ask], 5);
    expect(heard!.intent).toBe('theory-fact');
    expect(reply!.intent).toBe('compose');
    expect(reply!.text).toMatch(/^Here's/);
    if (tempo) expect(reply!.piece!.meta.tempo).toBe(tempo);
    // More than the card's one piano part: the band asked for.
    expect(reply!.piece!.parts.length).toBeGreaterThan(1);
  });

  it('"in that mode" after a scale card is the scale’s key', () => {
    const [, reply] = playChat(['play me the G mixolydian scale', 'write a jam in that mode'], 5);
    expect(reply!.intent).toBe('compose');
    expect(reply!.piece!.meta.key).toEqual({ tonic: 'G', mode: 'mixolydian' });
  });

  it('short follow-ups still edit the card', () => {
    const [card, faster, octave] = playChat(
      ['let me hear a major sixth', 'faster please', 'up an octave'],
      5,
    );
    expect(faster!.intent).toBe('edit');
    expect(faster!.piece!.meta.tempo).toBeGreaterThan(card!.piece!.meta.tempo);
    expect(faster!.piece!.parts).toHaveLength(1);
    expect(octave!.intent).toBe('edit');
    const low = (r: typeof card) => Math.min(...r!.piece!.parts[0]!.notes.map((n) => n.midi));
    expect(low(octave)).toBe(low(card) + 12);
  });

  it('one instrument named alone is no new piece', () => {
    const [, reply] = playChat(['let me hear a perfect fourth', 'on guitar pls'], 5);
    expect(reply!.intent).toBe('edit');
  });
});

describe('a listening card played downwards', () => {
  it('a scale runs from its top note down to the tonic', () => {
    const [card, down] = playChat(['play me the E phrygian scale', 'going down this time'], 5);
    expect(down!.intent).toBe('edit');
    expect(down!.text).toMatch(/downwards/);
    const pitches = down!.piece!.parts[0]!.notes.map((n) => n.midi);
    const top = Math.max(...card!.piece!.parts[0]!.notes.map((n) => n.midi));
    expect(pitches[0]).toBe(top);
    expect(pitches).toEqual([...pitches].sort((a, b) => b - a));
    expect(pitches.at(-1)).toBe(top - 12);
  });

  it('a chord is broken from the top down; an interval plays its upper note first', () => {
    const broken = notesDownwards('Cmaj7 chord', [
      [0, 960, 60, 80],
      [0, 960, 64, 80],
      [1920, 480, 60, 80],
      [2400, 480, 64, 80],
      [2880, 480, 67, 80],
    ]);
    expect(broken?.map((n) => n[2])).toEqual([60, 64, 67, 64, 60]);
    const interval = notesDownwards('Perfect fifth: D – A', [
      [0, 480, 62, 80],
      [480, 480, 69, 80],
      [960, 960, 62, 80],
      [960, 960, 69, 80],
    ]);
    expect(interval?.slice(0, 2).map((n) => n[2])).toEqual([69, 62]);
    expect(notesDownwards('Bass', [[0, 480, 40, 80]])).toBeNull();
  });

  it('played downwards twice, nothing changes and the reply says so', () => {
    const [, , again] = playChat(['let me hear the D major scale', 'now descending', 'descending'], 5);
    expect(again!.text).toMatch(/^Nothing changed/);
  });
});

describe('a groove of drums alone', () => {
  it('names no key and offers the parts it lacks', () => {
    const [made, slower] = playChat(['only drums please, a funk beat at 105', 'a bit slower'], 5);
    for (const reply of [made!, slower!]) {
      expect(reply.text).not.toMatch(KEY_NAMED_RE);
      expect(reply.text).not.toMatch(/Progression|make the bass|chords on a different|another key/);
    }
    expect(made!.text).toMatch(/bass line or some chords/);
  });

  it.each([
    ['throw a metal guitar riff on top', 30],
    ['lay down a rock guitar riff over this', 29],
    ['a power chord riff in D over that', 30],
  ])('"%s" adds power chords on guitar over the drums, as they were', (ask, program) => {
    const [groove, added] = playChat(['just a drum groove, hip hop, 92 bpm', ask], 5);
    expect(added!.intent).toBe('edit');
    const before = groove!.piece!.meta;
    const after = added!.piece!.meta;
    expect([after.tempo, after.meter]).toEqual([before.tempo, before.meter]);
    expect(drumsOf(added!.piece)).toEqual(drumsOf(groove!.piece));
    const [guitar, ...others] = pitched(added!.piece);
    expect(others).toEqual([]);
    expect(guitar!.role).toBe('chords');
    expect(guitar!.program).toBe(program);
    // Each attack: a root, its fifth and the octave.
    const attacks = new Map<number, number[]>();
    for (const n of guitar!.notes) attacks.set(n.tick, [...(attacks.get(n.tick) ?? []), n.midi]);
    for (const pitches of attacks.values()) {
      const [root, fifth, octave] = pitches.sort((a, b) => a - b);
      expect([fifth! - root!, octave! - root!]).toEqual([7, 12]);
    }
    // The reply says what came in and the key it is in; it claims no key change of the drums.
    expect(added!.text).toMatch(/added a chords \((?:Overdriven|Distortion) Guitar\) part/);
    expect(added!.text).toMatch(/drums had no key of their own/);
    expect(added!.text).toContain(`${after.key.tonic} ${after.key.mode}`);
    expect(added!.text).not.toMatch(/\(was [A-G]/);
  });

  it('the key asked with the part is the one it plays in', () => {
    const [, added] = playChat(
      ['just a drum groove, hip hop, 92 bpm', 'a power chord riff in D over that'],
      5,
    );
    expect(added!.piece!.meta.key.tonic).toBe('D');
    expect(added!.text).toMatch(/D major, as asked/);
    expect(added!.text).not.toMatch(/Not done/);
  });

  it('"bluesy piano over this" plays blues changes at the groove’s tempo', () => {
    const [groove, added] = playChat(
      ['drums only, boom bap around 88', 'lay some bluesy piano over this'],
      5,
    );
    expect(added!.piece!.meta.tempo).toBe(groove!.piece!.meta.tempo);
    expect(pitched(added!.piece).map((p) => [p.role, p.program])).toEqual([['chords', 0]]);
    expect(added!.piece!.meta.progression.every((c) => /7$/.test(c.symbol))).toBe(true);
  });

  it('the guitar brought in takes later edits', () => {
    const [, , heavier] = playChat(
      [
        'just a drum groove, hip hop, 92 bpm',
        'lay down a rock guitar riff over this',
        'guitar dirtier and chuggy pls',
      ],
      5,
    );
    expect(heavier!.intent).toBe('edit');
    expect(pitched(heavier!.piece)[0]!.program).toBe(30);
  });
});
