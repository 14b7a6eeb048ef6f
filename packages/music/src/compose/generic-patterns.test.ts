import { describe, expect, it } from 'vitest';
import { bassPatternFor, compPatternFor, drumPatternFor } from './generic-patterns.ts';
import { meterGrid } from './meter-grid.ts';
import { parseSteps } from './step-pattern.ts';

const METERS = ['2/4', '3/4', '4/4', '5/4', '6/8', '7/8', '12/8', '9/8', '6/4', '5/8', '2/2', '7/16'];
const grid = (id: string) => {
  const [n, d] = id.split('/').map(Number);
  return meterGrid({ numerator: n!, denominator: d! })!;
};

describe('generic patterns fit any meter', () => {
  it.each(METERS)('%s', (id) => {
    const g = grid(id);
    for (const f of [
      'sustain',
      'beats',
      'offbeats',
      'strum',
      'arpeggio',
      'syncopated',
      'oom-pah',
      'stabs',
    ] as const) {
      const p = compPatternFor(f, g);
      expect(parseSteps(p).steps, `${f}: ${p}`).toBe(g.steps);
      expect(parseSteps(p).hits.length, `${f}: ${p}`).toBeGreaterThan(0);
    }
    for (const f of [
      'sustain',
      'root-fifth',
      'pulse',
      'walking',
      'octave-pump',
      'syncopated',
      '808',
    ] as const) {
      const p = bassPatternFor(f, g);
      expect(parseSteps(p).steps, `${f}: ${p}`).toBe(g.steps);
      expect(/[RB]/.test(p), `${f}: ${p}`).toBe(true);
    }
    for (const f of [
      'backbeat',
      'four-on-floor',
      'swing',
      'bossa',
      'funk',
      'boom-bap',
      'waltz',
      'folk',
      'cinematic',
      'ballad',
    ] as const) {
      for (const line of drumPatternFor(f, g))
        expect(parseSteps(line.steps).steps, `${f} ${line.note}`).toBe(g.steps);
    }
  });

  it.each([
    ['4/4', 'backbeat', 'x.......x.......', '....x.......x...'],
    ['3/4', 'waltz', 'x...........', null],
    ['6/8', 'backbeat', 'x...........', '......x.....'],
    ['12/8', 'backbeat', 'x...........x...........', '......x...........x.....'],
    ['5/4', 'backbeat', 'x...........x.......', '........x.......x...'],
    ['7/8', 'backbeat', 'x.......x.....', '....x.......x.'],
  ] as const)('%s %s: kick on group starts, snare on backbeats', (id, feel, kick, snare) => {
    const lines = drumPatternFor(feel, grid(id));
    expect(lines.find((l) => l.note === 36)!.steps).toBe(kick);
    if (snare) expect(lines.find((l) => l.note === 38)!.steps).toBe(snare);
  });

  it('writes oom-pah-pah in 3/4 and walks in quarter notes', () => {
    expect(compPatternFor('oom-pah', grid('3/4'))).toBe('....x-..x-..');
    expect(bassPatternFor('walking', grid('4/4'))).toBe('R---W---W---A---');
    expect(bassPatternFor('root-fifth', grid('4/4'))).toBe('R-------F-------');
  });
});
