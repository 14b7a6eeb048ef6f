import type { Piece } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const roles = (piece: Piece | undefined) => (piece?.parts ?? []).map((p) => p.role).sort();

/** A plain yes to the edit the last reply offered does that edit. */
describe('yes to an offered edit', () => {
  it.each([
    'yes pls, melody',
    'yes',
    'sure go for it',
    'yeah do it',
    'ok sure',
    'yep, a melody please',
    'go ahead!',
  ])('"%s" after "Shall I put a melody on top?" adds the melody', (message) => {
    const [first, reply] = playChat(['just piano chords in F minor', message]);
    expect(first!.text).toMatch(/Shall I put a melody on top\?$/);
    expect(roles(reply!.piece)).toEqual(['chords', 'melody']);
    expect(reply!.text).toMatch(/^Done/);
  });

  it('a yes to "Want me to add drums?" adds drums', () => {
    const [, second, third] = playChat(['just piano chords in F minor', 'add a melody', 'yeah sure']);
    expect(second!.text).toMatch(/Want me to add drums\?$/);
    expect(roles(third!.piece)).toEqual(['chords', 'drums', 'melody']);
  });

  it('a yes naming another part is no yes to the offer', () => {
    const [, reply] = playChat(['just piano chords in F minor', 'yes, drums']);
    expect(roles(reply!.piece)).not.toEqual(['chords', 'melody']);
  });
});
