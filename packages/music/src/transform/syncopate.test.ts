import { describe, expect, it } from 'vitest';
import { compose } from '../compose/compose.ts';
import { syncopate } from './syncopate.ts';

function part(role: 'chords' | 'bass', numerator = 4) {
  const r = compose({
    style: 'pop',
    key: { tonic: 'C', mode: 'major' },
    bars: 8,
    seed: 3,
    meter: { numerator, denominator: 4 },
    parts: ['chords', 'bass'],
  } as never);
  if (!r.ok) throw new Error(r.error);
  return { piece: r.piece, notes: r.piece.parts.find((p) => p.role === role)!.notes };
}

const offbeats = (notes: readonly { tick: number }[], ppq: number) =>
  notes.filter((n) => n.tick % ppq === ppq / 2).length;

describe('syncopate', () => {
  it('pushes the chord changes an eighth ahead and keeps every pitch', () => {
    const { piece, notes } = part('chords');
    const out = syncopate(piece, notes);
    const ppq = piece.meta.ppq;
    expect(offbeats(out, ppq)).toBeGreaterThan(offbeats(notes, ppq));
    expect(out.map((n) => n.midi).sort()).toEqual(notes.map((n) => n.midi).sort());
    // A pushed note holds on to where it ended.
    const ends = (list: typeof notes) => new Set(list.map((n) => n.tick + n.durationTicks));
    for (const end of ends(out)) expect([...ends(notes)].some((e) => e >= end)).toBe(true);
    // No note of the part overlaps a pushed one of the same pitch.
    for (const n of out)
      for (const m of out)
        if (n !== m && n.midi === m.midi && n.tick < m.tick)
          expect(n.tick + n.durationTicks).toBeLessThanOrEqual(m.tick);
  });

  it('leaves the bars outside the range and the first downbeat alone', () => {
    const { piece, notes } = part('bass');
    const bar = piece.meta.ppq * 4;
    const out = syncopate(piece, notes, [4, 7]);
    const before = (list: typeof notes) => list.filter((n) => n.tick < 4 * bar - piece.meta.ppq);
    expect(before(out)).toEqual(before(notes));
    expect(out.filter((n) => n.tick === 0)).toEqual(notes.filter((n) => n.tick === 0));
    expect(out).not.toEqual(notes);
  });

  it('in 3/4 only the downbeats of every other bar are pushed', () => {
    const { piece, notes } = part('chords', 3);
    const out = syncopate(piece, notes);
    const bar = piece.meta.ppq * 3;
    const pushedTo = out.filter((n) => !notes.some((m) => m.tick === n.tick)).map((n) => n.tick);
    expect(pushedTo.length).toBeGreaterThan(0);
    for (const tick of pushedTo) expect((tick + piece.meta.ppq / 2) % (2 * bar)).toBe(bar);
  });
});
