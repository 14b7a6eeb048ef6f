import { describe, expect, it } from 'vitest';
import { compose } from './compose.ts';
import type { CompositionSpec, PartRole } from './types.ts';

const base: CompositionSpec = {
  key: { tonic: 'C', mode: 'major' },
  bars: 8,
  style: 'pop',
  parts: ['chords', 'bass', 'melody', 'drums'],
  seed: 11,
};
const count = (spec: CompositionSpec, role: PartRole) => {
  const r = compose(spec);
  if (!r.ok) throw new Error(r.error);
  return r.piece.parts.find((p) => p.role === role)!.notes.length;
};
const notesOf = (spec: CompositionSpec, role: PartRole) => {
  const r = compose(spec);
  if (!r.ok) throw new Error(r.error);
  return r.piece.parts.find((p) => p.role === role)!.notes;
};

describe('density', () => {
  it.each(['folk', 'pop', 'country', 'rock'] as const)(
    '%s chords: one step sparser drops at least 15 %% of the notes when there are any to drop',
    (style) => {
      const spec = { ...base, style };
      const n = count(spec, 'chords');
      const fewer = count({ ...spec, density: { chords: -1 } }, 'chords');
      const fewest = count({ ...spec, density: { chords: -2 } }, 'chords');
      expect(fewer === fewest || fewer <= n * 0.85).toBe(true);
    },
  );

  const styles = ['pop', 'jazz', 'ballad', 'waltz', 'house', 'lo-fi'] as const;
  const roles: PartRole[] = ['chords', 'bass', 'melody', 'drums'];
  const rows = styles.flatMap((style) => roles.map((role) => [style, role] as const));
  it.each(rows)('%s %s: busier has more notes, sparser fewer, other parts untouched', (style, role) => {
    const spec = { ...base, style };
    const n = count(spec, role);
    expect(count({ ...spec, density: { [role]: 1 } }, role)).toBeGreaterThan(n);
    expect(count({ ...spec, density: { [role]: -1 } }, role)).toBeLessThanOrEqual(n);
    for (const other of roles.filter((r) => r !== role)) {
      expect(notesOf({ ...spec, density: { [role]: 1 } }, other)).toEqual(notesOf(spec, other));
    }
  });
  it('busier hats never strike a closed and an open hat on the same step', () => {
    const styles = ['house', 'disco', 'pop', 'rock', 'funk', 'techno', 'r-and-b', 'trap'] as const;
    for (const style of styles)
      for (const seed of [1, 5, 9])
        for (const level of [1, 2]) {
          const drums = notesOf({ ...base, style, seed, density: { drums: level } }, 'drums');
          const open = new Set(drums.filter((n) => n.midi === 46).map((n) => n.tick));
          const both = drums.filter((n) => (n.midi === 42 || n.midi === 44) && open.has(n.tick));
          expect(both, `${style} seed ${seed} level ${level}`).toEqual([]);
        }
  });
  it('level 0 is the identity', () => {
    expect(notesOf({ ...base, density: { bass: 0 } }, 'bass')).toEqual(notesOf(base, 'bass'));
  });
});

describe('sparser held chords', () => {
  it.each(['ambient', 'ballad', 'pop', 'cinematic'] as const)(
    '%s pad: a chord a bar already, sparser plays fewer voices on the same onsets and pitches',
    (style) => {
      const spec: CompositionSpec = { ...base, style, parts: ['pad'] };
      const held = notesOf(spec, 'pad');
      const thin = notesOf({ ...spec, density: { pad: -1 } }, 'pad');
      expect(thin.length).toBeLessThan(held.length * 0.9);
      const was = new Set(held.map((n) => `${n.tick}:${n.midi}`));
      for (const n of thin) expect(was.has(`${n.tick}:${n.midi}`)).toBe(true);
      expect(new Set(thin.map((n) => n.tick))).toEqual(new Set(held.map((n) => n.tick)));
    },
  );
});
