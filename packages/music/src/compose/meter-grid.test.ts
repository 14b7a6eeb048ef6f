import { describe, expect, it } from 'vitest';
import { beatIndexAt, meterGrid, metricStrength } from './meter-grid.ts';

describe('meterGrid', () => {
  it.each([
    ['2/4', 960, [480, 480], [3, 1], [[0, 1]], false],
    ['3/4', 1440, [480, 480, 480], [3, 1, 1], [[0, 1, 2]], false],
    [
      '4/4',
      1920,
      [480, 480, 480, 480],
      [3, 1, 2, 1],
      [
        [0, 1],
        [2, 3],
      ],
      false,
    ],
    [
      '5/4',
      2400,
      [480, 480, 480, 480, 480],
      [3, 1, 1, 2, 1],
      [
        [0, 1, 2],
        [3, 4],
      ],
      false,
    ],
    ['6/8', 1440, [720, 720], [3, 1], [[0, 1]], true],
    ['7/8', 1680, [480, 480, 720], [3, 1, 2], [[0, 1], [2]], false],
    [
      '12/8',
      2880,
      [720, 720, 720, 720],
      [3, 1, 2, 1],
      [
        [0, 1],
        [2, 3],
      ],
      true,
    ],
    ['9/8', 2160, [720, 720, 720], [3, 1, 1], [[0, 1, 2]], true],
    ['2/2', 1920, [960, 960], [3, 1], [[0, 1]], false],
    [
      '6/4',
      2880,
      [480, 480, 480, 480, 480, 480],
      [3, 1, 2, 1, 2, 1],
      [
        [0, 1],
        [2, 3],
        [4, 5],
      ],
      false,
    ],
  ])('%s', (id, ticks, beatTicks, strengths, groups, compound) => {
    const [n, d] = id.split('/').map(Number);
    const g = meterGrid({ numerator: n!, denominator: d! })!;
    expect(g.ticksPerBar).toBe(ticks);
    expect(g.beats.map((b) => b.ticks)).toEqual(beatTicks);
    expect(g.beats.map((b) => b.strength)).toEqual(strengths);
    expect(g.groups).toEqual(groups);
    expect(g.compound).toBe(compound);
    expect(g.steps * 120).toBe(ticks);
  });

  it.each([
    [0, 4],
    [4, 3],
    [4, 5],
    [17, 4],
    [3.5, 4],
  ])('rejects %i/%i', (n, d) => {
    expect(meterGrid({ numerator: n, denominator: d })).toBeNull();
  });

  it('gives metric strengths and beat indices', () => {
    const g = meterGrid({ numerator: 4, denominator: 4 })!;
    expect([0, 480, 960, 240, 120].map((t) => metricStrength(g, t))).toEqual([3, 1, 2, 0.5, 0]);
    const s = meterGrid({ numerator: 7, denominator: 8 })!;
    expect(beatIndexAt(s, 0)).toBe(0);
    expect(beatIndexAt(s, 1000)).toBe(2);
  });
});
