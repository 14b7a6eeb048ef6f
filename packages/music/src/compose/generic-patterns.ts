import { DRUM } from '../midi/gm.ts';
import type { BassFeel, CompFeel, DrumFeel, DrumPattern, StyleDef } from '../styles/types.ts';
import { type MeterGrid, STEP_TICKS } from './meter-grid.ts';

/** Steps per beat and per subdivision for a grid. */
function beatSteps(grid: MeterGrid): { beats: number[]; sub: number } {
  return { beats: grid.beats.map((b) => b.ticks / STEP_TICKS), sub: grid.subTicks / STEP_TICKS };
}

function hold(head: string, total: number): string {
  return total <= 0 ? '' : head + '-'.repeat(Math.max(0, total - 1));
}

function groupSteps(grid: MeterGrid): number[] {
  const { beats } = beatSteps(grid);
  return grid.groups.map((g) => g.reduce((s, i) => s + beats[i]!, 0));
}

/**
 * A comping pattern for any meter, built from the meter's beats and groups.
 * @example compPatternFor('oom-pah', meterGrid({ numerator: 3, denominator: 4 })!) // '....x-..x-..'
 */
export function compPatternFor(feel: CompFeel, grid: MeterGrid): string {
  const { beats, sub } = beatSteps(grid);
  switch (feel) {
    case 'sustain':
      return hold('x', grid.steps);
    case 'beats':
      return beats.map((n) => `${hold('x', n - 1)}.`).join('');
    case 'offbeats':
      return beats.map((n) => '.'.repeat(sub) + `x${'.'.repeat(sub - 1)}`.repeat(n / sub - 1)).join('');
    case 'strum':
      return beats
        .map((n) => `X${'-'.repeat(sub - 1)}${`x${'-'.repeat(sub - 1)}`.repeat(n / sub - 1)}`)
        .join('');
    case 'arpeggio': {
      const order = [0, 1, 2, 3, 2, 1];
      let i = 0;
      let out = '';
      for (let s = 0; s < grid.steps; s += sub) out += hold(String(order[i++ % order.length]), sub);
      return out;
    }
    case 'syncopated':
      return groupSteps(grid)
        .map((g) => (g > sub * 2 ? hold('x', g - sub) + hold('x', sub) : hold('x', g)))
        .join('');
    case 'oom-pah':
      return grid.groups
        .map((g) => {
          if (g.length === 1) {
            const n = beats[g[0]!]!;
            return '.'.repeat(sub) + `x${'.'.repeat(sub - 1)}`.repeat(n / sub - 1);
          }
          return g
            .map((bi, k) => (k === 0 ? '.'.repeat(beats[bi]!) : `${hold('x', beats[bi]! - 2)}..`))
            .join('');
        })
        .join('');
    case 'stabs':
      return beats
        .map((n) =>
          n >= 6 ? `x...x.${'.'.repeat(n - 6)}` : `x${'.'.repeat(Math.max(0, n - 2))}x`.slice(0, n),
        )
        .join('');
  }
}

/**
 * A bass pattern for any meter, built from the meter's beats and groups.
 * @example bassPatternFor('walking', meterGrid({ numerator: 3, denominator: 4 })!) // 'R---W---A---'
 */
export function bassPatternFor(feel: BassFeel, grid: MeterGrid): string {
  const { beats, sub } = beatSteps(grid);
  const groups = groupSteps(grid);
  switch (feel) {
    case 'sustain':
      return hold('R', grid.steps);
    case 'root-fifth':
      return groups.length === 1
        ? hold('B', grid.steps)
        : groups.map((g, i) => hold(i % 2 === 0 ? 'R' : 'F', g)).join('');
    case 'pulse': {
      let out = '';
      for (let s = 0; s < grid.steps; s += sub) out += hold(s + sub >= grid.steps ? 'A' : 'R', sub);
      return out;
    }
    case 'walking':
      return beats.map((n, i) => hold(i === 0 ? 'R' : i === beats.length - 1 ? 'A' : 'W', n)).join('');
    case 'octave-pump':
      return beats.map((n, i) => '.'.repeat(sub) + hold(i % 2 === 0 ? 'R' : 'O', n - sub)).join('');
    case 'syncopated':
      return beats
        .map((n, i) => {
          const body = i % 2 === 0 ? `R-.r${'.'.repeat(n)}` : `..O.${'.'.repeat(n)}`;
          return i === beats.length - 1 ? `.rA.${'.'.repeat(n)}`.slice(0, n) : body.slice(0, n);
        })
        .join('');
    case '808':
      return groups
        .map((g, i) => (i === groups.length - 1 && g > 4 ? `${hold('R', g - 2)}r-` : hold('R', g)))
        .join('');
  }
}

/** Step positions of backbeats: the last beat of each multi-beat group, or the last sub of a lone beat. */
function backbeatSteps(grid: MeterGrid): number[] {
  const { beats, sub } = beatSteps(grid);
  const start = (bi: number) => grid.beats[bi]!.tick / STEP_TICKS;
  const out: number[] = [];
  for (const g of grid.groups) {
    if (g.length >= 2) out.push(start(g[g.length - 1]!));
    else if (beats[g[0]!]! >= sub * 3) out.push(start(g[0]!) + beats[g[0]!]! - sub);
  }
  return out;
}

function line(steps: number, marks: ReadonlyMap<number, string>): string {
  let s = '';
  for (let i = 0; i < steps; i++) s += marks.get(i) ?? '.';
  return s;
}

/**
 * A one-bar groove for any meter from a drum family: kicks on group starts, backbeats on the last
 * beat of each group, hats on the subdivisions (a waltz gets oom-pah-pah, 6/8 a compound feel).
 * @example drumPatternFor('backbeat', meterGrid({ numerator: 6, denominator: 8 })!)[0]?.steps // 'x...........'
 */
export function drumPatternFor(feel: DrumFeel, grid: MeterGrid): DrumPattern {
  const { sub } = beatSteps(grid);
  const steps = grid.steps;
  const beatStart = grid.beats.map((b) => b.tick / STEP_TICKS);
  const groupStart = grid.groups.map((g) => beatStart[g[0]!]!);
  const back = backbeatSteps(grid);
  const m = (entries: [number, string][]) => new Map(entries);
  const everySub = (ch: string) => {
    const e: [number, string][] = [];
    for (let s = 0; s < steps; s += sub) e.push([s, ch]);
    return e;
  };
  const offSubs = (ch: string) => everySub(ch).filter(([s]) => !beatStart.includes(s));
  switch (feel) {
    case 'four-on-floor':
      return [
        { note: DRUM.kick, steps: line(steps, m(beatStart.map((s) => [s, 'x']))) },
        { note: DRUM.clap, steps: line(steps, m(back.map((s) => [s, 'x']))) },
        { note: DRUM.openHat, steps: line(steps, m(beatStart.map((s) => [s + sub, 'x']))) },
      ];
    case 'swing': {
      const ride: [number, string][] = beatStart.map((s) => [s, 'x']);
      grid.beats.forEach((b, i) => {
        if (i % 2 === 1) ride.push([(b.tick + b.ticks) / STEP_TICKS - sub, 'x']);
      });
      return [
        { note: DRUM.ride, steps: line(steps, m(ride.filter(([s]) => s < steps))) },
        { note: DRUM.pedalHat, steps: line(steps, m(back.map((s) => [s, 'x']))) },
        { note: DRUM.kick, steps: line(steps, m(beatStart.map((s) => [s, 'g']))) },
      ];
    }
    case 'bossa': {
      const clave: [number, string][] = [];
      for (let s = 0; s < steps; s += sub * 3) clave.push([s, 'x']);
      const kick: [number, string][] = groupStart.flatMap((s) => [[s, 'x'] as [number, string]]);
      for (const s of groupStart) if (s - sub > 0) kick.push([s - sub, 'x']);
      kick.push([steps - sub, 'x']);
      return [
        { note: DRUM.sideStick, steps: line(steps, m(clave)) },
        { note: DRUM.kick, steps: line(steps, m(kick)) },
        { note: DRUM.closedHat, steps: line(steps, m(everySub('x'))) },
      ];
    }
    case 'waltz':
      return [
        { note: DRUM.kick, steps: line(steps, m(groupStart.map((s) => [s, 'x']))) },
        {
          note: DRUM.closedHat,
          steps: line(steps, m(beatStart.filter((s) => !groupStart.includes(s)).map((s) => [s, 'x']))),
        },
        {
          note: DRUM.sideStick,
          steps: line(steps, m(beatStart.filter((s) => !groupStart.includes(s)).map((s) => [s, 'g']))),
        },
      ];
    case 'cinematic':
      return [
        { note: DRUM.kick, steps: line(steps, m(groupStart.map((s, i) => [s, i === 0 ? 'X' : 'x']))) },
        {
          note: DRUM.highFloorTom,
          steps: line(steps, m(beatStart.filter((s) => !groupStart.includes(s)).map((s) => [s, 'g']))),
        },
        { note: DRUM.lowFloorTom, steps: line(steps, m([[steps - sub, 'x']])) },
      ];
    default: {
      const kick: [number, string][] = groupStart.map((s) => [s, 'x']);
      if (feel === 'boom-bap' && groupStart.length > 1) kick.push([groupStart[1]! + sub, 'x']);
      const snareNote = feel === 'ballad' ? DRUM.sideStick : DRUM.snare;
      const snare: [number, string][] = back.map((s) => [s, feel === 'folk' ? 'g' : 'x']);
      const hatNote = feel === 'folk' ? DRUM.tambourine : DRUM.closedHat;
      const hats =
        feel === 'funk'
          ? Array.from({ length: steps }, (_, s) => [s, 'x'] as [number, string])
          : feel === 'folk'
            ? offSubs('x')
            : everySub('x');
      return [
        { note: DRUM.kick, steps: line(steps, m(kick)) },
        { note: snareNote, steps: line(steps, m(snare)) },
        { note: hatNote, steps: line(steps, m(hats)) },
      ];
    }
  }
}

/**
 * The comping patterns a style plays in a meter (its own, else generic).
 * @example stylePatternsForComp(getStyle('waltz'), grid34) // ['....x-..x-..', '....x---x---']
 */
export function stylePatternsForComp(style: StyleDef, grid: MeterGrid): readonly string[] {
  const own = style.chords.patterns[grid.id];
  return own && own.length > 0 ? own : [compPatternFor(style.chords.feel, grid)];
}

/**
 * The bass patterns a style plays in a meter (its own, else generic).
 * @example stylePatternsForBass(getStyle('jazz'), grid44) // ['R---W---W---A---']
 */
export function stylePatternsForBass(style: StyleDef, grid: MeterGrid): readonly string[] {
  const own = style.bass.patterns[grid.id];
  return own && own.length > 0 ? own : [bassPatternFor(style.bass.feel, grid)];
}

/**
 * The grooves a style plays in a meter (its own, else generic).
 * @example styleGrooves(getStyle('house'), grid44)[0]?.[0] // { note: 36, steps: 'X...x...X...x...' }
 */
export function styleGrooves(style: StyleDef, grid: MeterGrid): readonly DrumPattern[] {
  const own = style.drums.patterns[grid.id];
  return own && own.length > 0 ? own : [drumPatternFor(style.drums.feel, grid)];
}
