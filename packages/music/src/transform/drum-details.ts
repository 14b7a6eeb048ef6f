import { fillNotes, hatRoll } from '../compose/drums-part.ts';
import { meterGrid } from '../compose/meter-grid.ts';
import type { NoteEvent, Piece } from '../compose/types.ts';
import { DRUM } from '../midi/gm.ts';
import { createRng } from '../rng.ts';

/**
 * What a drummer adds to a groove on request ("add hi-hat rolls", "more fills", "ghost notes",
 * "four on the floor kick", "double kick").
 */
export const DRUM_DETAILS = [
  'hat-rolls',
  'fills',
  'ghost-notes',
  'four-on-the-floor',
  'double-kick',
  'half-time',
  'double-time',
] as const;
export type DrumDetail = (typeof DRUM_DETAILS)[number];

/** Notes that keep time: a roll replaces these. */
const TIMEKEEPERS: readonly number[] = [DRUM.closedHat, DRUM.pedalHat, DRUM.openHat, DRUM.ride];

const byTick = (a: NoteEvent, b: NoteEvent) => a.tick - b.tick || a.midi - b.midi;

/**
 * The drum notes with a detail added, in bars `from`–`to` (0-based, inclusive); the rest of the
 * groove stays note for note. Hat rolls take the last beat of every other bar (every bar when a
 * range is asked), fills the last beat of each four-bar phrase (or of every bar asked), ghost
 * notes the soft snare sixteenths before each backbeat, four on the floor a kick on every beat,
 * double kick a run of sixteenth kicks under the whole bar, half time one backbeat on beat 3 of a
 * four-beat bar instead of 2 and 4, double time the bar's groove played twice as fast, twice over
 * (the tempo stays in both). Deterministic for a seed.
 * @example drumDetail(piece, notes, 'hat-rolls', 7).length > notes.length // true
 */
export function drumDetail(
  piece: Piece,
  notes: readonly NoteEvent[],
  detail: DrumDetail,
  seed: number,
  bars?: readonly [number, number],
): NoteEvent[] {
  const grid = meterGrid(piece.meta.meter);
  if (!grid) return [...notes];
  const scale = piece.meta.ppq / 480;
  const barTicks = Math.round(grid.ticksPerBar * scale);
  const rng = createRng(seed);
  const [from, to] = bars ?? [0, piece.meta.bars - 1];
  const asked = bars !== undefined;
  const lastBeat = grid.beats[grid.beats.length - 1]!;
  const velocityOf = (list: readonly NoteEvent[]) =>
    list.length ? Math.round(list.reduce((s, n) => s + n.velocity, 0) / list.length) : 90;
  let out = [...notes];
  for (let bar = from; bar <= to; bar++) {
    const start = bar * barTicks;
    const inBar = out.filter((n) => n.tick >= start && n.tick < start + barTicks);
    if (detail === 'hat-rolls') {
      if (!asked && (bar % 2 === 0 || bar === piece.meta.bars - 1)) continue;
      const keeper = TIMEKEEPERS.find((note) => inBar.some((n) => n.midi === note)) ?? DRUM.closedHat;
      const rollFrom = start + Math.round(lastBeat.tick * scale);
      const level = velocityOf(inBar.filter((n) => n.midi === keeper));
      out = out.filter((n) => !(n.midi === keeper && n.tick >= rollFrom && n.tick < start + barTicks));
      for (const hit of hatRoll(lastBeat.tick, lastBeat.ticks, rng.chance(0.6)))
        out.push({
          tick: start + Math.round(hit.tick * scale),
          midi: keeper,
          velocity: Math.max(1, Math.min(127, Math.round(level * hit.vel * 1.1))),
          durationTicks: Math.round(30 * scale),
        });
    } else if (detail === 'fills') {
      if (!asked && bar % 4 !== 3 && bar !== piece.meta.bars - 1) continue;
      const fillFrom = start + Math.round(lastBeat.tick * scale);
      const level = velocityOf(inBar.filter((n) => n.midi === DRUM.snare || n.midi === DRUM.kick));
      // The fill takes the beat; a kick on it stays under the fill.
      out = out.filter(
        (n) =>
          !(
            n.tick >= fillFrom &&
            n.tick < start + barTicks &&
            !(n.midi === DRUM.kick && n.tick === fillFrom)
          ),
      );
      for (const hit of fillNotes('toms', grid, lastBeat.tick, rng))
        out.push({
          tick: start + Math.round(hit.tick * scale),
          midi: hit.note,
          velocity: Math.max(1, Math.min(127, Math.round(level * hit.vel))),
          durationTicks: Math.round(60 * scale),
        });
      // The next downbeat lands with a crash, where there is one.
      const next = start + barTicks;
      if (bar + 1 < piece.meta.bars && !out.some((n) => n.tick === next && n.midi === DRUM.crash))
        out.push({
          tick: next,
          midi: DRUM.crash,
          velocity: Math.min(127, level + 10),
          durationTicks: Math.round(240 * scale),
        });
    } else if (detail === 'half-time') {
      // Half time: the backbeat moves from 2 and 4 to 3, so the groove feels half as fast.
      if (grid.beats.length !== 4) continue;
      const beatTick = (i: number) => start + Math.round(grid.beats[i]!.tick * scale);
      const near = (n: NoteEvent, tick: number) => Math.abs(n.tick - tick) <= Math.round(30 * scale);
      const backbeat: readonly number[] = [DRUM.snare, DRUM.clap, DRUM.sideStick];
      const hits = inBar.filter((n) => backbeat.includes(n.midi) && n.velocity >= 60);
      if (hits.length === 0) continue;
      const level = velocityOf(hits);
      const voice = hits[0]!.midi;
      out = out.filter(
        (n) =>
          !(
            (backbeat.includes(n.midi) &&
              n.velocity >= 60 &&
              (near(n, beatTick(1)) || near(n, beatTick(3)))) ||
            (n.midi === DRUM.kick && near(n, beatTick(2)))
          ),
      );
      if (!out.some((n) => n.midi === voice && near(n, beatTick(2))))
        out.push({ tick: beatTick(2), midi: voice, velocity: level, durationTicks: Math.round(120 * scale) });
    } else if (detail === 'double-time') {
      // Double time: the bar's groove in half the bar, twice, so it feels twice as fast.
      const half = Math.round(barTicks / 2);
      const squeezed = inBar.map((n) => ({
        ...n,
        tick: start + Math.round((n.tick - start) / 2),
        durationTicks: Math.max(1, Math.round(n.durationTicks / 2)),
      }));
      out = [
        ...out.filter((n) => n.tick < start || n.tick >= start + barTicks),
        ...squeezed,
        ...squeezed.map((n) => ({ ...n, tick: n.tick + half })),
      ];
    } else if (detail === 'four-on-the-floor' || detail === 'double-kick') {
      const kicks = inBar.filter((n) => n.midi === DRUM.kick);
      const level = velocityOf(kicks);
      const step = detail === 'double-kick' ? Math.round(120 * scale) : 0;
      const ticks =
        detail === 'double-kick'
          ? Array.from({ length: Math.floor(barTicks / step) }, (_, i) => start + i * step)
          : grid.beats.map((b) => start + Math.round(b.tick * scale));
      for (const tick of ticks) {
        // Humanised kicks sit a few ticks off the grid: one that near already plays there.
        if (kicks.some((n) => Math.abs(n.tick - tick) <= Math.round(30 * scale))) continue;
        // A double-kick run sits a little under the beat kicks, as two feet play it.
        const onBeat = grid.beats.some((b) => start + Math.round(b.tick * scale) === tick);
        out.push({
          tick,
          midi: DRUM.kick,
          velocity: Math.max(1, Math.min(127, onBeat ? level : level - 15 + rng.int(0, 8))),
          durationTicks: Math.round(60 * scale),
        });
      }
    } else {
      // Ghost notes: a soft snare a sixteenth before each backbeat, where nothing is played.
      const backbeats = inBar.filter((n) => n.midi === DRUM.snare && n.velocity >= 60);
      const sixteenth = Math.round(120 * scale);
      for (const hit of backbeats) {
        const tick = hit.tick - sixteenth;
        if (
          tick < start ||
          out.some((n) => n.tick === tick && (n.midi === DRUM.snare || n.midi === DRUM.kick))
        )
          continue;
        out.push({ tick, midi: DRUM.snare, velocity: 24 + rng.int(0, 10), durationTicks: sixteenth });
      }
    }
  }
  return out.sort(byTick);
}
