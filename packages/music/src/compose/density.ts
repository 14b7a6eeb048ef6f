import { DRUM } from '../midi/gm.ts';
import { isPercussive } from './arrangement.ts';
import type { RawNote } from './context.ts';
import type { MeterGrid } from './meter-grid.ts';
import type { PartRole } from './types.ts';

/** Timekeeping voices a busier groove fills in (the first one the groove already uses wins). */
const TIMEKEEPERS: readonly number[] = [DRUM.closedHat, DRUM.ride, DRUM.pedalHat, DRUM.shaker];

const clampLevel = (level: number): number =>
  Number.isFinite(level) ? Math.max(-2, Math.min(2, Math.round(level))) : 0;

/**
 * Make a written part busier (level 1–2) or sparser (level −1…−2); level 0 returns the notes as
 * they are. Works on the grid only (no randomness), so changing one part's density leaves every
 * other part — and this part's pitches — exactly as they were.
 * @example applyDensity(notes, 'bass', 1, meterGrid({ numerator: 4, denominator: 4 })!, 7680).length > notes.length // true
 */
export function applyDensity(
  notes: RawNote[],
  role: PartRole,
  level: number,
  grid: MeterGrid,
  total: number,
): RawNote[] {
  const l = clampLevel(level);
  if (l === 0 || notes.length === 0) return notes;
  if (l > 0) return isPercussive(role) ? busierDrums(notes, l, grid, total) : busierPitched(notes, l, grid);
  return sparser(notes, role, l, grid, total);
}

function busierPitched(notes: RawNote[], level: number, grid: MeterGrid): RawNote[] {
  // Split long notes into repeats; if the part already moves in this unit, go one unit finer.
  let unit = level >= 2 ? grid.subTicks / 2 : grid.subTicks;
  for (let attempt = 0; attempt < 3 && unit >= 60; attempt++, unit /= 2) {
    const out: RawNote[] = [];
    for (const n of notes) {
      if (n.dur < unit * 2) {
        out.push(n);
        continue;
      }
      const count = Math.floor(n.dur / unit);
      for (let i = 0; i < count; i++) {
        const tick = n.tick + i * unit;
        const dur = i === count - 1 ? n.dur - i * unit : unit;
        // Offbeat repeats a little softer so the pulse still reads.
        const vel = i === 0 ? n.vel : Math.max(1, Math.round(n.vel * (i % 2 === 1 ? 0.82 : 0.92)));
        out.push({ tick, dur, midi: n.midi, vel, lo: tick - unit / 4, hi: tick + unit / 4 });
      }
    }
    if (out.length > notes.length) return out;
  }
  return notes;
}

function busierDrums(notes: RawNote[], level: number, grid: MeterGrid, total: number): RawNote[] {
  const voice = TIMEKEEPERS.find((k) => notes.some((n) => n.midi === k)) ?? DRUM.closedHat;
  const own = notes.filter((n) => n.midi === voice);
  const vel = own.length > 0 ? Math.round(own.reduce((s, n) => s + n.vel, 0) / own.length) : 70;
  const unit = level >= 2 ? grid.subTicks / 2 : grid.subTicks;
  // An open hat already rings on its step: a closed hat there would choke it (one hi-hat, one state).
  const hats = voice === DRUM.closedHat || voice === DRUM.pedalHat;
  const open = hats ? notes.filter((n) => n.midi === DRUM.openHat) : [];
  const taken = new Set([...own, ...open].map((n) => Math.round(n.tick / unit)));
  const out = [...notes];
  for (let tick = 0; tick < total; tick += unit) {
    if (taken.has(Math.round(tick / unit))) continue;
    out.push({ tick, dur: unit / 2, midi: voice, vel: Math.round(vel * 0.78), lo: tick, hi: tick });
  }
  if (level >= 2) {
    // Ghost snares on the "e" and "a" give the groove its extra motion.
    for (let tick = unit; tick < total; tick += unit * 4) {
      out.push({ tick, dur: unit / 2, midi: DRUM.snare, vel: 34, lo: tick, hi: tick });
    }
  }
  return out.sort((a, b) => a.tick - b.tick || a.midi - b.midi);
}

/** Window starts within a bar: every beat (level −1) or every beat group (level −2). */
function windowStarts(grid: MeterGrid, level: number): number[] {
  if (level <= -2) return grid.groups.map((g) => grid.beats[g[0] ?? 0]?.tick ?? 0);
  return grid.beats.map((b) => b.tick);
}

function sparser(notes: RawNote[], role: PartRole, level: number, grid: MeterGrid, total: number): RawNote[] {
  let out = notes;
  for (let l = level; l >= -2; l--) {
    out = thinTo(notes, role, windowStarts(grid, l), grid.ticksPerBar, total);
    // A thinning that drops only a few notes is not heard as sparser: the next level is tried.
    if (out.length <= notes.length * 0.85) return out;
  }
  // Chords held a beat or more already (a pad): a thinner voicing leaves the space instead.
  return isPercussive(role) ? out : withoutInnerVoice(out);
}

/** Each chord of three or more notes without the voice just above its lowest note. */
function withoutInnerVoice(notes: readonly RawNote[]): RawNote[] {
  const stacks = new Map<number, number[]>();
  for (const n of notes) stacks.set(n.tick, [...(stacks.get(n.tick) ?? []), n.midi]);
  const dropped = (n: RawNote) => {
    const stack = [...stacks.get(n.tick)!].sort((a, b) => a - b);
    return stack.length >= 3 && n.midi === stack[1];
  };
  return notes.filter((n) => !dropped(n));
}

function thinTo(
  notes: readonly RawNote[],
  role: PartRole,
  starts: readonly number[],
  ticksPerBar: number,
  total: number,
): RawNote[] {
  const windows: number[] = [];
  for (let bar = 0; bar * ticksPerBar < total; bar++)
    for (const s of starts) windows.push(bar * ticksPerBar + s);
  windows.push(total);
  const sorted = [...notes].sort((a, b) => a.tick - b.tick);
  const out: RawNote[] = [];
  let j = 0;
  for (let w = 0; w < windows.length - 1; w++) {
    const from = windows[w]!;
    const to = windows[w + 1]!;
    while (j < sorted.length && sorted[j]!.tick < from) j++;
    if (isPercussive(role)) {
      // Drums keep only the hits that land on the window start: the skeleton of the groove.
      for (let k = j; k < sorted.length && sorted[k]!.tick === from; k++) out.push(sorted[k]!);
      continue;
    }
    const first = sorted[j];
    if (!first || first.tick >= to) continue;
    // The window's first onset moves to the window start and sustains through the window.
    for (let k = j; k < sorted.length && sorted[k]!.tick === first.tick; k++) {
      const n = sorted[k]!;
      out.push({ ...n, tick: from, dur: to - from, lo: from, hi: from });
    }
  }
  return out;
}
