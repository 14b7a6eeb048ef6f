import { describe, expect, it } from 'vitest';
import { barIndexAt, barLayout } from './bar-grid.ts';
import { chordsPerBar, matchChord } from './chords-per-bar.ts';

const w = (...pcs: number[]) => {
  const h = new Array(12).fill(0);
  for (const p of pcs) h[p] += 1;
  return h;
};

describe('matchChord', () => {
  it.each([
    [w(0, 4, 7), null, 0, ''],
    [w(9, 0, 4), 9, 9, 'm'],
    [w(7, 11, 2, 5), 7, 7, '7'],
    [w(9, 0, 4, 7), 9, 9, 'm7'],
    [w(0, 4, 7, 11), 0, 0, 'maj7'],
    [w(11, 2, 5, 9), 11, 11, 'm7b5'],
    [w(11, 2, 5), 11, 11, 'dim'],
    [w(2, 7, 9), 2, 2, 'sus4'],
    [w(0, 4, 8), 0, 0, 'aug'],
    [w(0, 3, 6, 9), 0, 0, 'dim7'],
    [w(2, 6, 9), null, 2, ''],
    // C6 and Am7 share their notes: the more common reading wins
    [w(0, 4, 7, 9), 0, 9, 'm7'],
  ])('%j (bass %s)', (weights, bass, root, suffix) => {
    const m = matchChord(weights, bass);
    expect(m && [m.root, m.suffix]).toEqual([root, suffix]);
  });

  it('is not fooled by a passing tone', () => {
    const h = w(0, 4, 7);
    h[0] = 4;
    h[4] = 4;
    h[7] = 4;
    h[2] = 0.5;
    expect(matchChord(h, 0)).toMatchObject({ root: 0, suffix: '' });
  });

  it('returns null for silence', () => expect(matchChord(new Array(12).fill(0), null)).toBeNull());
});

describe('bars', () => {
  it('lays out bars across time-signature changes', () => {
    const layout = barLayout(
      [
        { tick: 0, numerator: 4, denominator: 4 },
        { tick: 3840, numerator: 3, denominator: 4 },
        { tick: 6720, numerator: 6, denominator: 8 },
      ],
      480,
      9000,
    );
    expect(layout.starts).toEqual([0, 1920, 3840, 5280, 6720, 8160]);
    expect(layout.meters.map((m) => `${m.numerator}/${m.denominator}`)).toEqual([
      '4/4',
      '4/4',
      '3/4',
      '3/4',
      '6/8',
      '6/8',
    ]);
    expect(barIndexAt(layout.starts, 5300)).toBe(3);
    expect(barLayout([], 480, 0).starts).toEqual([0]);
  });

  it('caps the number of bars', () => {
    const layout = barLayout([{ tick: 0, numerator: 1, denominator: 16 }], 480, 2 ** 31);
    expect(layout.truncated).toBe(true);
    expect(layout.starts).toHaveLength(10_000);
  });
});

describe('chordsPerBar', () => {
  it('reads one chord per bar, including notes held over several bars', () => {
    const notes = [
      ...[60, 64, 67].map((midi) => ({ tick: 0, durationTicks: 1920, midi })),
      ...[57, 60, 64].map((midi) => ({ tick: 1920, durationTicks: 1920, midi })),
      ...[53, 57, 60].map((midi) => ({ tick: 3840, durationTicks: 1920 * 3, midi })),
    ];
    const chords = chordsPerBar(notes, [0, 1920, 3840, 5760, 7680], 9600, { tonic: 'C', mode: 'major' });
    expect(chords.map((c) => c.symbol)).toEqual(['C', 'Am', 'F', 'F', 'F']);
    expect(chords[0]!.confidence).toBeGreaterThan(0.9);
  });

  it('leaves empty bars empty and spells for the key', () => {
    const notes = [70, 74, 77].map((midi) => ({ tick: 1920, durationTicks: 960, midi }));
    const chords = chordsPerBar(notes, [0, 1920], 3840, { tonic: 'F', mode: 'major' });
    expect(chords.map((c) => c.symbol)).toEqual([null, 'Bb']);
  });
});
