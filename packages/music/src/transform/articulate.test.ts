import { describe, expect, it } from 'vitest';
import { articulate } from './articulate.ts';

const note = (tick: number, durationTicks: number, midi = 60) => ({
  tick,
  durationTicks,
  midi,
  velocity: 90,
});

describe('articulate', () => {
  it('staccato halves every length and keeps starts and pitches', () => {
    const out = articulate([note(0, 480), note(480, 240, 64)], 0.5);
    expect(out).toEqual([note(0, 240), note(480, 120, 64)]);
  });

  it('never goes below a 64th, and a note already that short stays', () => {
    expect(articulate([note(0, 40), note(100, 20)], 0.25).map((n) => n.durationTicks)).toEqual([30, 20]);
  });

  it('legato stretches a note up to the next onset, not past it', () => {
    const out = articulate([note(0, 200), note(480, 200), note(960, 200)], 3);
    expect(out.map((n) => n.durationTicks)).toEqual([480, 480, 600]);
  });
});
