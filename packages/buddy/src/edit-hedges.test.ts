import type { Part, Piece } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const roles = (piece: Piece | undefined) => (piece?.parts ?? []).map((p) => p.role).sort();
const notesOf = (p: Part) => JSON.stringify(p.notes);
const START = 'just piano chords in F minor';

/** "nothing too busy", "nothing crazy": a hedge on an add, never a part taken out or restyled. */
describe('hedged adds', () => {
  it.each([
    ['sick. add a bass line n some light drums, nothin too busy', ['bass', 'drums']],
    ['add a bass and some drums, nothing too busy', ['bass', 'drums']],
    ['throw in drums but nothing fancy', ['drums']],
    ['add some drums, not too much', ['drums']],
    ['add drums, no need to go wild', ['drums']],
    ['ok cool. put a simple melody on top that i could hum, nothing crazy', ['melody']],
    ['add a simple hummable melody on top', ['melody']],
    ['can you add a simple catchy melody, dont go overboard', ['melody']],
    ['add a melody, nothing too complicated', ['melody']],
  ])('%s', (message, added) => {
    const [first, reply] = playChat([START, message]);
    const before = first!.piece!;
    expect(roles(reply!.piece)).toEqual([...roles(before), ...added].sort());
    expect(reply!.text).toMatch(/^Done/);
    // The chords play as they did: the hedge restyles nothing.
    const chords = (p: Piece) => p.parts.find((x) => x.role === 'chords')!;
    expect(notesOf(chords(reply!.piece!))).toBe(notesOf(chords(before)));
    expect(reply!.piece!.meta.tempo).toBe(before.meta.tempo);
  });
});

/** "keep the guitar": a part named to stay as it is is no instrument to swap to or bring in. */
describe('kept parts', () => {
  it.each(['keep the guitar', 'keep the guitar pls', 'leave the strings alone'])(
    '%s changes nothing',
    (message) => {
      const [first, reply] = playChat([START, message]);
      expect(reply!.piece).toBeUndefined();
      expect(reply!.text).not.toMatch(/^Done/);
      expect(first!.piece!.parts.map((p) => p.program)).toEqual([0]);
    },
  );

  it.each([
    ['keep the piano but add drums', ['chords', 'drums']],
    ['leave the piano as it is, add a bass', ['bass', 'chords']],
    ['keeping the piano, throw in some drums', ['chords', 'drums']],
  ])('%s adds only the new part', (message, after) => {
    const [, reply] = playChat([START, message]);
    expect(roles(reply!.piece)).toEqual(after);
    expect(reply!.piece!.parts.find((p) => p.role === 'chords')!.program).toBe(0);
  });
});
