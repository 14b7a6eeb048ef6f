import type { Rng } from '../rng.ts';
import { keyChromas } from '../theory/key.ts';
import { mod12 } from '../theory/pitch-class.ts';
import { type ComposeContext, clampVelocity, type RawNote, segmentIndexAt } from './context.ts';
import type { HarmonySegment } from './harmony.ts';
import { type MeterGrid, metricStrength } from './meter-grid.ts';

/**
 * The widest span the melody may cover, in semitones (about an octave and a half).
 * @example MELODY_SPAN // 19
 */
export const MELODY_SPAN = 19;

interface Onset {
  readonly offset: number;
  readonly dur: number;
}

/** A one-bar idea: a rhythm and a contour in scale steps (`steps[0]` is unused). */
interface Motif {
  readonly rhythm: readonly Onset[];
  readonly steps: readonly number[];
}

/** Scale-degree space: index ↔ MIDI over the key's seven pitch classes. */
class PitchSpace {
  private readonly sorted: readonly number[];
  constructor(chromas: readonly number[]) {
    this.sorted = [...chromas].sort((a, b) => a - b);
  }
  midi(index: number): number {
    const oct = Math.floor(index / 7);
    return oct * 12 + this.sorted[index - oct * 7]!;
  }
  index(midi: number): number {
    const oct = Math.floor(midi / 12);
    const pc = midi - oct * 12;
    let pos = 0;
    for (let i = 0; i < this.sorted.length; i++) if (this.sorted[i]! <= pc) pos = i;
    return oct * 7 + pos;
  }
}

/**
 * The melody's range for a key: the tonic nearest E4 is "home"; the range runs from a fourth below
 * home to a ninth-plus above (19 semitones).
 * @example melodyRange(0) // [55, 74]
 */
export function melodyRange(tonicChroma: number): readonly [number, number] {
  const home = 64 + (mod12(tonicChroma - 64 + 6) - 6);
  return [home - 5, home - 5 + MELODY_SPAN];
}

function makeRhythm(grid: MeterGrid, ctx: ComposeContext, rng: Rng, density: number): Onset[] {
  const { melody } = ctx.style;
  const unit = melody.subdivision === 'sixteenth' ? 120 : 240;
  const onsets: number[] = [];
  for (let p = 0; p < grid.ticksPerBar; p += unit) {
    const s = metricStrength(grid, p);
    let prob: number;
    if (p === 0) prob = 0.92;
    else if (s >= 1) prob = density + 0.25;
    else if (s === 0.5) prob = density - 0.05 + melody.syncopation * 0.25;
    else prob = density * 0.55 + melody.syncopation * 0.15;
    if (rng.chance(Math.min(0.95, Math.max(0.05, prob)))) onsets.push(p);
  }
  if (onsets.length < 2) {
    const beats = grid.beats.map((b) => b.tick);
    for (const b of beats) if (!onsets.includes(b) && onsets.length < 2) onsets.push(b);
    onsets.sort((a, b) => a - b);
  }
  return onsets.map((o, i) => {
    const next = onsets[i + 1];
    if (next !== undefined) return { offset: o, dur: next - o };
    const rest = rng.chance(0.45) ? unit : 0;
    return { offset: o, dur: Math.max(unit, grid.ticksPerBar - o - rest) };
  });
}

function makeSteps(n: number, rng: Rng): number[] {
  const moves = [-3, -2, -1, 0, 1, 2, 3, 4];
  const steps = [0];
  for (let k = 1; k < n; k++) {
    const rising = k < n / 2;
    const w = rising ? [0.4, 1.2, 2.5, 0.7, 3.2, 1.8, 0.7, 0.4] : [0.7, 1.8, 3.2, 0.7, 2.5, 1.2, 0.4, 0.2];
    steps.push(rng.weighted(moves, w));
  }
  return steps;
}

function makeMotif(grid: MeterGrid, ctx: ComposeContext, rng: Rng, density: number): Motif {
  const rhythm = makeRhythm(grid, ctx, rng, density);
  return { rhythm, steps: makeSteps(rhythm.length, rng) };
}

/** Vary a rhythm: split the longest note or merge two short ones. */
function varyRhythm(rhythm: readonly Onset[], grid: MeterGrid, rng: Rng): Onset[] {
  const r = rhythm.map((o) => ({ ...o }));
  if (r.length > 2 && rng.chance(0.5)) {
    const i = rng.int(0, r.length - 2);
    r[i] = { offset: r[i]!.offset, dur: r[i]!.dur + r[i + 1]!.dur };
    r.splice(i + 1, 1);
    return r;
  }
  let longest = 0;
  for (let i = 1; i < r.length; i++) if (r[i]!.dur > r[longest]!.dur) longest = i;
  const o = r[longest]!;
  const half = Math.floor(o.dur / 2 / grid.subTicks) * grid.subTicks;
  if (half >= 120)
    r.splice(longest, 1, { offset: o.offset, dur: half }, { offset: o.offset + half, dur: o.dur - half });
  return r;
}

type BarRole = 'statement' | 'response' | 'development' | 'cadence';

function rolesFor(length: number): BarRole[] {
  if (length >= 4) return ['statement', 'response', 'development', 'cadence'];
  if (length === 3) return ['statement', 'response', 'cadence'];
  if (length === 2) return ['statement', 'cadence'];
  return ['cadence'];
}

/** Like `nearestIn`, but pitch classes in `favour` count as 1.6 semitones nearer. */
function favouredIn(
  target: number,
  mask: number,
  favour: number,
  lo: number,
  hi: number,
  prefer: number,
): number | null {
  let best: number | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let n = Math.max(lo, target - 7); n <= Math.min(hi, target + 7); n++) {
    const pc = mod12(n);
    if (!(mask & (1 << pc))) continue;
    const d = n - target;
    const cost =
      Math.abs(d) -
      (favour & (1 << pc) ? 1.6 : 0) +
      (d !== 0 && Math.sign(d) !== Math.sign(prefer) ? 0.1 : 0);
    if (cost < bestCost) {
      bestCost = cost;
      best = n;
    }
  }
  return best;
}

/** The MIDI pitch nearest `target` whose pitch class is in `mask`, inside [lo, hi]. */
function nearestIn(target: number, mask: number, lo: number, hi: number, prefer: number): number | null {
  for (let d = 0; d <= 12; d++) {
    const order = prefer >= 0 ? [target + d, target - d] : [target - d, target + d];
    for (const n of order) if (n >= lo && n <= hi && mask & (1 << mod12(n))) return n;
  }
  return null;
}

function scaleMask(seg: HarmonySegment): number {
  let m = 0;
  for (const c of seg.scale) m |= 1 << c;
  return m & seg.allowed;
}

/** The final pitch class: the tonic, unless it clashes (a semitone) with the final chord. */
function cadenceTarget(seg: HarmonySegment, tonic: number): number {
  if ((seg.chordTones >> tonic) & 1) return 1 << tonic;
  const clash = [1, 11].some((d) => (seg.chordTones >> mod12(tonic + d)) & 1);
  if (!clash && seg.allowed & (1 << tonic)) return 1 << tonic;
  return seg.chordTones || seg.allowed;
}

/**
 * Write the melody: a one-bar motif per section, developed over four-bar phrases (statement,
 * repetition or sequence, variation, cadence) in an A A' B A'' plan; chord tones on strong beats,
 * scale steps between; about an octave and a half of range; the last phrase cadences on the tonic.
 * @example writeMelody(ctx, createRng(1)).at(-1)?.midi // the tonic
 */
export function writeMelody(ctx: ComposeContext, rng: Rng): RawNote[] {
  const { grid, harmony, style } = ctx;
  const tonic = keyChromas(ctx.key)[0]!;
  const [lo, hi] = melodyRange(tonic);
  const space = new PitchSpace(keyChromas(ctx.key));
  const kc = keyChromas(ctx.key);
  const tonicTriad = (1 << kc[0]!) | (1 << kc[2]!) | (1 << kc[4]!);
  const homeIdx = space.index(lo + 5);
  const density =
    style.melody.density *
    (ctx.mood === 'energetic' ? 1.15 : ctx.mood === 'sad' || ctx.mood === 'chill' ? 0.85 : 1);
  const motifA = makeMotif(grid, ctx, rng, density);
  const motifB = makeMotif(grid, ctx, rng, Math.min(0.9, density * 1.1));
  const base = style.melody.velocity * ctx.dynamics;
  const beatTicks = grid.beats[0]!.ticks;
  const out: RawNote[] = [];
  let prevMidi = space.midi(homeIdx + 2);
  let prevIdx = space.index(prevMidi);

  const place = (
    tick: number,
    dur: number,
    wanted: number,
    forceChordTone: boolean,
    direction: number,
    only?: number,
  ) => {
    const seg = harmony[segmentIndexAt(harmony, tick)]!;
    const strong = forceChordTone || metricStrength(grid, tick % grid.ticksPerBar) >= 1 || dur >= beatTicks;
    const mask = only ?? (strong && seg.chordTones ? seg.chordTones : scaleMask(seg));
    let midi =
      (strong
        ? favouredIn(wanted, mask, tonicTriad, lo, hi, direction)
        : nearestIn(wanted, mask, lo, hi, direction)) ??
      nearestIn(wanted, seg.allowed, lo, hi, direction) ??
      wanted;
    if (midi === prevMidi && out.length > 1 && out[out.length - 2]!.midi === midi) {
      midi = nearestIn(midi + (direction >= 0 ? 2 : -2), mask, lo, hi, direction) ?? midi;
    }
    // Clip at a chord change when the note would not fit the next chord's scale.
    let end = Math.min(tick + dur, ctx.total);
    const next = harmony[seg.index + 1];
    if (next && next.tick < end && !(scaleMask(next) & (1 << mod12(midi)))) end = next.tick;
    const limitEnd = Math.min(end, Math.floor(tick / grid.ticksPerBar + 1) * grid.ticksPerBar);
    const len = limitEnd - tick;
    if (len <= 0) return;
    const articulated = len >= beatTicks ? Math.round(len * 0.97) : Math.max(60, Math.round(len * 0.9));
    const accent = metricStrength(grid, tick % grid.ticksPerBar) >= 2 ? 1.08 : strong ? 1.02 : 0.94;
    out.push({
      tick,
      dur: articulated,
      midi,
      vel: clampVelocity(base * accent),
      lo: seg.tick,
      hi: Math.min(seg.end, limitEnd),
    });
    prevMidi = midi;
    prevIdx = space.index(midi);
  };

  const realise = (bar: number, motif: Motif, startIdx: number, invert: boolean) => {
    const barStart = bar * grid.ticksPerBar;
    motif.rhythm.forEach((o, k) => {
      const step = motif.steps[k] ?? (k % 2 === 0 ? 1 : -1);
      let idx = k === 0 ? startIdx : prevIdx + (invert ? -step : step);
      if (space.midi(idx) > hi - 1 || space.midi(idx) < lo + 1)
        idx = k === 0 ? homeIdx + 2 : prevIdx - (idx - prevIdx);
      const wanted = space.midi(idx);
      place(barStart + o.offset, o.dur, wanted, k === 0, wanted - prevMidi);
    });
  };

  ctx.phrases.forEach((phrase, pi) => {
    const section = pi % 4;
    const motif = section === 2 ? motifB : motifA;
    const lift = section === 2 ? 2 : 0;
    const isFinal = pi === ctx.phrases.length - 1;
    const roles = rolesFor(phrase.length);
    const startIdx = homeIdx + rng.pick([2, 4]) + lift;
    const seqShift = rng.pick([-1, 1, 2, 0]);
    roles.forEach((role, r) => {
      const bar = phrase.start + r;
      if (role === 'statement') realise(bar, motif, startIdx, false);
      else if (role === 'response') realise(bar, motif, startIdx + seqShift, false);
      else if (role === 'development') {
        const varied: Motif = { rhythm: varyRhythm(motif.rhythm, grid, rng), steps: motif.steps };
        realise(bar, varied, startIdx + seqShift + (rng.chance(0.5) ? 1 : -1), rng.chance(0.5));
      } else {
        const barStart = bar * grid.ticksPerBar;
        const seg = harmony[segmentIndexAt(harmony, barStart)]!;
        const target =
          isFinal || section === 1 || section === 3
            ? cadenceTarget(seg, tonic)
            : seg.chordTones || seg.allowed;
        const goal = nearestIn(prevMidi, target, lo, hi, -1) ?? prevMidi;
        // Step into the goal: turn the previous note (if weak) into a neighbour of it.
        const last = out[out.length - 1];
        if (
          last &&
          last.tick >= barStart - grid.ticksPerBar &&
          metricStrength(grid, last.tick % grid.ticksPerBar) < 1
        ) {
          const lastSeg = harmony[segmentIndexAt(harmony, last.tick)]!;
          const neighbour = nearestIn(
            goal + (last.midi >= goal ? 2 : -2),
            scaleMask(lastSeg),
            lo,
            hi,
            last.midi >= goal ? -1 : 1,
          );
          if (neighbour !== null && neighbour !== goal && Math.abs(neighbour - goal) <= 2)
            last.midi = neighbour;
        }
        const end = isFinal ? grid.ticksPerBar : grid.ticksPerBar - grid.subTicks;
        place(barStart, end, goal, true, 0, target & seg.allowed || seg.allowed);
        if (phrase.length === 1 && !isFinal) realise(bar, motif, startIdx, false);
      }
    });
  });
  return out;
}
