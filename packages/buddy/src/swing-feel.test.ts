import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

/** Share of a part's notes whose onset moved between two versions of a piece. */
function movedShare(ask: string, edit: string, role: string): { share: number; swing: number } {
  const [before, after] = playChat([ask, edit]);
  const a = before!.piece!.parts.find((p) => p.role === role)!.notes;
  const b = after!.piece!.parts.find((p) => p.role === role)!.notes;
  const moved = a.filter((n, i) => b[i] && b[i]!.tick !== n.tick).length;
  return { share: moved / a.length, swing: after!.piece!.meta.swing };
}

describe('a swing edit that is heard', () => {
  it.each([
    ['pop song in C', 'add swing'],
    ['pop song in C', 'can u swing it'],
    ['house track in A minor', 'give it more swing'],
    ['pop ballad in D', 'make it swing more'],
  ])('%s → %s swings the eighths the parts play', (ask, edit) => {
    const drums = movedShare(ask, edit, 'drums');
    expect(drums.swing).toBeGreaterThanOrEqual(0.6);
    expect(drums.share).toBeGreaterThan(0.25);
  });

  it('"more swing" on a straight groove is a full swing, not a third of one', () => {
    const [, more] = playChat(['pop song in C', 'more swing pls']);
    expect(more!.piece!.meta.swing).toBeGreaterThanOrEqual(0.66);
  });

  it('a Dilla feel swings the sixteenths hard', () => {
    const [, dilla] = playChat(['boom bap beat in D minor 90bpm', 'add more swing, dilla-ish']);
    expect(dilla!.piece!.meta.swing).toBeGreaterThanOrEqual(0.9);
    expect(dilla!.piece!.meta.swingUnit ?? 'sixteenth').toBe('sixteenth');
  });
});
