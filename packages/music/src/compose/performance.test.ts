import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { compose } from './compose.ts';
import type { RawNote } from './context.ts';
import { meterGrid } from './meter-grid.ts';
import {
  applyHumanize,
  feelFor,
  swellWithPhrases,
  swingUnitFor,
  swingWarp,
  tidyNotes,
} from './performance.ts';

const note = (tick: number, dur: number, midi = 60, lo = 0, hi = 1920): RawNote => ({
  tick,
  dur,
  midi,
  vel: 90,
  lo,
  hi,
});

describe('swing', () => {
  it.each([
    [0, 0],
    [240, 320],
    [480, 480],
    [720, 800],
    [360, 400],
  ])('full eighth swing moves %i to %i', (from, to) => {
    expect(swingWarp(240, 1)(from)).toBe(to);
  });

  it('is monotonic and keeps beats in place (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat(100_000),
        fc.nat(2000),
        (amount, t, d) => {
          const w = swingWarp(240, amount);
          expect(w(t + d)).toBeGreaterThanOrEqual(w(t));
          expect(w(480 * Math.floor(t / 480))).toBe(480 * Math.floor(t / 480));
        },
      ),
    );
  });

  it('does not swing eighths in compound or x/8 meters', () => {
    expect(swingUnitFor('eighth', meterGrid({ numerator: 4, denominator: 4 })!)).toBe(240);
    expect(swingUnitFor('eighth', meterGrid({ numerator: 6, denominator: 8 })!)).toBe(0);
    expect(swingUnitFor('eighth', meterGrid({ numerator: 7, denominator: 8 })!)).toBe(0);
    expect(swingUnitFor('sixteenth', meterGrid({ numerator: 7, denominator: 8 })!)).toBe(120);
  });
});

describe('humanize', () => {
  it('keeps notes inside their chord and velocities in range', () => {
    const notes = Array.from({ length: 200 }, (_, i) => note(960 + (i % 8) * 120, 100, 60, 960, 1920));
    applyHumanize(notes, 1, createRng(3), { offset: 5, spread: 12 });
    for (const n of notes) {
      expect(n.tick).toBeGreaterThanOrEqual(960);
      expect(n.tick).toBeLessThan(1920);
      expect(n.vel).toBeGreaterThanOrEqual(1);
      expect(n.vel).toBeLessThanOrEqual(127);
    }
    expect(new Set(notes.map((n) => n.tick % 120)).size).toBeGreaterThan(1);
  });

  it('moves notes by the feel: its mean offset and about its spread', () => {
    const notes = Array.from({ length: 400 }, (_, i) => note(960 + i * 120, 100, 60, 0, 100000));
    applyHumanize(notes, 0.2, createRng(5), { offset: 10, spread: 8 });
    const d = notes.map((n, i) => n.tick - (960 + i * 120));
    const mean = d.reduce((s, x) => s + x, 0) / d.length;
    const sd = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / d.length);
    expect(mean).toBeGreaterThan(8);
    expect(mean).toBeLessThan(12);
    expect(sd).toBeGreaterThan(6);
    expect(sd).toBeLessThan(10);
  });

  it("turns a style's milliseconds into ticks at the tempo, and 0 at humanize 0", () => {
    expect(feelFor({ offset: { drums: 10 }, spread: 8 }, 'drums', 0.2, 120, 480)).toEqual({
      offset: 9.6,
      spread: 7.68,
    });
    expect(feelFor({ offset: { drums: 10 }, spread: 8 }, 'drums', 0, 120, 480)).toEqual({
      offset: 0,
      spread: 0,
    });
  });

  it('moves the notes of one chord together', () => {
    const notes = [note(960, 100, 60, 0, 4000), note(960, 100, 64, 0, 4000), note(960, 100, 67, 0, 4000)];
    applyHumanize(notes, 0.5, createRng(2), { offset: 0, spread: 15 });
    expect(new Set(notes.map((n) => n.tick)).size).toBe(1);
  });

  it('does nothing at 0 (except keeping notes in bounds)', () => {
    const notes = [note(100, 50)];
    applyHumanize(notes, 0, createRng(1), { offset: 20, spread: 20 });
    expect(notes[0]).toMatchObject({ tick: 100, dur: 50, vel: 90 });
  });
});

describe('tidyNotes', () => {
  it('shortens overlapping notes of the same pitch, drops duplicates and clips to the end', () => {
    const out = tidyNotes(
      [note(0, 960), note(480, 480), note(480, 100), note(1800, 500, 62), note(2000, 10)],
      1920,
    );
    expect(out).toEqual([
      { tick: 0, durationTicks: 480, midi: 60, velocity: 90 },
      { tick: 480, durationTicks: 480, midi: 60, velocity: 90 },
      { tick: 1800, durationTicks: 120, midi: 62, velocity: 90 },
    ]);
  });
});

describe('phrase dynamics', () => {
  it('plays a phrase softer at its edges and fuller in its middle', () => {
    const notes: RawNote[] = [0, 1, 2, 3].map((bar) => ({
      tick: bar * 1920,
      dur: 480,
      midi: 48,
      vel: 90,
      lo: bar * 1920,
      hi: (bar + 1) * 1920,
    }));
    swellWithPhrases(notes, [{ start: 0, length: 4 }], 1920);
    const [a, b, c, d] = notes.map((n) => n.vel);
    expect(b).toBeGreaterThan(a!);
    expect(c).toBeGreaterThan(d!);
    expect(Math.abs(a! - d!)).toBeLessThanOrEqual(1);
  });

  it('keeps chords and bass from sitting at one level bar after bar', () => {
    const r = compose({
      key: { tonic: 'C', mode: 'major' },
      bars: 8,
      style: 'pop',
      parts: ['chords', 'bass'],
      seed: 4,
      humanize: 0,
    });
    if (!r.ok) throw new Error(r.error);
    for (const part of r.piece.parts) {
      const barMean = (bar: number) => {
        const v = part.notes.filter((n) => Math.floor(n.tick / 1920) === bar).map((n) => n.velocity);
        return v.reduce((x, y) => x + y, 0) / v.length;
      };
      const middle = [1, 2, 5, 6].map(barMean).reduce((x, y) => x + y, 0) / 4;
      const edges = [0, 3, 4, 7].map(barMean).reduce((x, y) => x + y, 0) / 4;
      expect(middle - edges, part.role).toBeGreaterThanOrEqual(1.5);
    }
  });
});
