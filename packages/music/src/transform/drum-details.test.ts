import { describe, expect, it } from 'vitest';
import { compose } from '../compose/compose.ts';
import { DRUM_CHANNEL } from '../midi/gm.ts';
import { drumDetail } from './drum-details.ts';

function groove(style: string) {
  const r = compose({
    style,
    key: { tonic: 'G', mode: 'major' },
    bars: 8,
    seed: 11,
    parts: ['drums'],
  } as never);
  if (!r.ok) throw new Error(r.error);
  const drums = r.piece.parts.find((p) => p.channel === DRUM_CHANNEL)!;
  return { piece: r.piece, notes: drums.notes, bar: r.piece.meta.ppq * 4 };
}

describe('drumDetail', () => {
  it('hat rolls: the last beat of every other bar rolls in thirty-seconds or triplets', () => {
    const { piece, notes, bar } = groove('pop');
    const out = drumDetail(piece, notes, 'hat-rolls', 3);
    for (const b of [1, 3, 5]) {
      const hats = out.filter((n) => n.midi === 42 && n.tick >= b * bar + 1440 && n.tick < (b + 1) * bar);
      expect(hats.length).toBeGreaterThanOrEqual(6);
      const gaps = new Set(hats.slice(1).map((n, i) => n.tick - hats[i]!.tick));
      expect([...gaps].every((g) => g === 60 || g === 80)).toBe(true);
    }
    // Bars without a roll are note for note what they were.
    const inBar = (list: typeof notes, b: number) =>
      list.filter((n) => n.tick >= b * bar && n.tick < (b + 1) * bar);
    for (const b of [0, 2, 4, 6, 7]) expect(inBar(out, b)).toEqual(inBar(notes, b));
  });

  it('fills: toms on the last beat of each phrase, landing on a crash', () => {
    const { piece, notes, bar } = groove('rock');
    const out = drumDetail(piece, notes, 'fills', 5, [3, 3]);
    const fill = out.filter((n) => n.tick >= 3 * bar + 1440 && n.tick < 4 * bar);
    expect(fill.some((n) => [41, 43, 45, 47, 48, 50].includes(n.midi))).toBe(true);
    expect(out.some((n) => n.tick === 4 * bar && n.midi === 49)).toBe(true);
    expect(out.filter((n) => n.tick < 3 * bar)).toEqual(notes.filter((n) => n.tick < 3 * bar));
  });

  it('ghost notes: soft snares a sixteenth before the backbeats, nothing else moves', () => {
    const { piece, notes } = groove('funk');
    const out = drumDetail(piece, notes, 'ghost-notes', 2);
    const added = out.filter((n) => !notes.some((m) => m.tick === n.tick && m.midi === n.midi));
    expect(added.length).toBeGreaterThan(4);
    expect(added.every((n) => n.midi === 38 && n.velocity < 40)).toBe(true);
    for (const n of notes) expect(out).toContainEqual(n);
  });

  it('four on the floor: a kick on every beat, none doubled where one plays', () => {
    const { piece, notes, bar } = groove('rock');
    const out = drumDetail(piece, notes, 'four-on-the-floor', 2);
    const beat = bar / 4;
    for (let tick = 0; tick < 8 * bar; tick += beat)
      expect(out.filter((n) => n.midi === 36 && Math.abs(n.tick - tick) <= 30)).toHaveLength(1);
    for (const n of notes) expect(out).toContainEqual(n);
    expect(out.filter((n) => n.midi !== 36)).toEqual(notes.filter((n) => n.midi !== 36));
  });

  it('double kick: sixteenth kicks in the bars asked only, softer off the beat', () => {
    const { piece, notes, bar } = groove('rock');
    const out = drumDetail(piece, notes, 'double-kick', 2, [6, 7]);
    const kicks = out.filter((n) => n.midi === 36 && n.tick >= 6 * bar);
    expect(kicks.length).toBeGreaterThanOrEqual(32);
    expect(out.filter((n) => n.tick < 6 * bar)).toEqual(notes.filter((n) => n.tick < 6 * bar));
    const onBeat = kicks.filter((n) => n.tick % (bar / 4) === 0);
    const between = kicks.filter((n) => n.tick % (bar / 4) !== 0);
    const mean = (xs: typeof kicks) => xs.reduce((s, n) => s + n.velocity, 0) / xs.length;
    expect(mean(between)).toBeLessThan(mean(onBeat));
  });
});
