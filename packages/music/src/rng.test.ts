import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, normaliseSeed } from './rng.ts';

describe('rng', () => {
  it('is deterministic for a seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = createRng(seed);
        const b = createRng(seed);
        for (let i = 0; i < 20; i++) expect(a.next()).toBe(b.next());
      }),
    );
  });

  it('stays in range', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (s, lo, span) => {
          const rng = createRng(s);
          for (let i = 0; i < 20; i++) {
            const v = rng.int(lo, lo + span);
            expect(v).toBeGreaterThanOrEqual(lo);
            expect(v).toBeLessThanOrEqual(lo + span);
            const f = rng.next();
            expect(f).toBeGreaterThanOrEqual(0);
            expect(f).toBeLessThan(1);
          }
        },
      ),
    );
  });

  it('differs between seeds and labels', () => {
    expect(createRng(1).next()).not.toBe(createRng(2).next());
    expect(deriveSeed(42, 'bass')).not.toBe(deriveSeed(42, 'melody'));
    expect(deriveSeed(42, 'bass')).toBe(deriveSeed(42, 'bass'));
  });

  it('is roughly uniform', () => {
    const rng = createRng(123);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[rng.int(0, 3)]! += 1;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });

  it('normalises odd seeds', () => {
    expect(normaliseSeed(Number.NaN)).toBe(0);
    expect(normaliseSeed(-1)).toBe(4294967295);
    expect(normaliseSeed(3.9)).toBe(3);
  });

  it('weighted picks respect zero weights', () => {
    const rng = createRng(5);
    for (let i = 0; i < 100; i++) expect(rng.weighted(['a', 'b', 'c'], [0, 1, 0])).toBe('b');
  });
});
