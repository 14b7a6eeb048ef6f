import type { Rng } from '../rng.ts';
import type { ChordInfo } from '../theory/chord.ts';
import { keyChromas } from '../theory/key.ts';
import { mod12 } from '../theory/pitch-class.ts';
import { type ComposeContext, clampVelocity, type RawNote, segmentIndexAt } from './context.ts';
import { stylePatternsForBass } from './generic-patterns.ts';
import type { HarmonySegment } from './harmony.ts';
import { KEY_TELLING } from './key-weights.ts';
import { metricStrength, STEP_TICKS } from './meter-grid.ts';
import { type PatternHit, parseSteps } from './step-pattern.ts';

/**
 * Lowest and highest notes the bass part uses (E1–G3).
 * @example BASS_RANGE // [28, 55]
 */
export const BASS_RANGE = [28, 55] as const;

/** The register of bass roots: G1–F#2 (a bass voice sings an octave higher: E2–D#3). */
function rootMidi(pc: number, floor = 31): number {
  return floor + mod12(pc - floor);
}

function intervalPc(chord: ChordInfo, num: string, fallback: number): number {
  const i = chord.intervals.findIndex((iv) => iv.replace(/\D/g, '') === num);
  return i >= 0 ? chord.chromas[i]! : fallback;
}

function bassNote(seg: HarmonySegment, floor = 31): number {
  return rootMidi(seg.chord.bassChroma ?? seg.chord.rootChroma, floor);
}

function above(root: number, pc: number): number {
  return root + mod12(pc - root);
}

function clampRange(n: number): number {
  let m = n;
  while (m < BASS_RANGE[0]) m += 12;
  while (m > BASS_RANGE[1]) m -= 12;
  return m;
}

/**
 * An approach tone into `target` that obeys the segment's allowed pitch classes and stays at or
 * above `lowest` (the sounding chord's bass note, which must stay its lowest); when none does, a
 * chord tone of the sounding chord nearest the target.
 */
function approachTo(
  target: number,
  seg: HarmonySegment,
  chromatic: boolean,
  rng: Rng,
  lowest: number,
  weights: readonly number[],
): number {
  // From the side whose tone tells the key (into A minor's tonic from B rather than G), else either.
  const lean = weights[mod12(target - 2)]! - weights[mod12(target + 2)]!;
  const below = rng.chance(0.5) ? lean > -KEY_TELLING : lean > KEY_TELLING;
  const order = chromatic
    ? [below ? -1 : 1, below ? 1 : -1, -2, 2, -5, 7]
    : [below ? -2 : 2, below ? 2 : -2, -5, below ? -1 : 1, below ? 1 : -1, 7];
  for (const d of order) {
    const n = target + d;
    if (seg.allowed & (1 << mod12(n)) && n !== target && n >= lowest) return n;
  }
  let best = lowest;
  for (let n = lowest; n <= lowest + 12; n++) {
    if ((seg.chordTones >> mod12(n)) & 1 && Math.abs(n - target) < Math.abs(best - target)) best = n;
  }
  return best;
}

/** Groove bass feels that repeat the root, where one note a bar can tell the key instead. */
const KEY_TELLING_FEELS: ReadonlySet<string> = new Set(['syncopated', 'sustain', 'octave-pump', 'pulse']);

/**
 * The chord tone an outlining bass plays on the `k`-th repeated root after a chord's first note in
 * a bar, every other repeat: over the home chord its third, then its fifth (the tones that make the
 * root home); over any other chord the third or fifth that tells the key more (`weights`), unless
 * the root tells it most. `null` for the root.
 */
function outlineTone(chord: ChordInfo, k: number, home: boolean, weights: readonly number[]): number | null {
  if (k % 2 === 0) return null;
  const fifth = intervalPc(chord, '5', chord.rootChroma);
  const third = intervalPc(chord, '3', intervalPc(chord, '4', fifth));
  if (home) return k % 4 === 1 ? third : fifth;
  const best = weights[third]! >= weights[fifth]! ? third : fifth;
  return weights[best]! > weights[chord.rootChroma]! ? best : null;
}

/**
 * Write the bass part: roots (or slash basses) on the chord changes, the style's pattern (root–fifth,
 * eighth pulse, octave pump, 808 sustains, syncopated funk, or a walking line with approach tones
 * into each new chord), every note inside the scale-lock rule. A bass that outlines
 * (`PartSpec.outline`, for a bass without a chords part) turns the pattern's repeated roots into
 * the chord's third and fifth, so the line alone says each chord's quality and the key.
 * @example writeBass(ctx, createRng(1)) // [{ tick: 0, dur: 436, midi: 33, vel: 98, … }, …]
 */
export function writeBass(
  ctx: ComposeContext,
  rng: Rng,
  part: { readonly outline?: boolean } = {},
): RawNote[] {
  const { style, grid, harmony } = ctx;
  const patterns = stylePatternsForBass(style, grid).map(parseSteps);
  const base = style.bass.velocity * ctx.dynamics;
  const out: RawNote[] = [];
  const floor = style.voicing === 'chorale' ? 40 : 31;
  const weights = ctx.keyWeights;
  const tonic = keyChromas(ctx.key)[0]!;
  const outline = part.outline === true && style.bass.feel !== 'walking';
  const tellsKey =
    !outline &&
    (ctx.key.mode === 'minor' || ctx.key.mode === 'aeolian') &&
    KEY_TELLING_FEELS.has(style.bass.feel);
  let variant = 0;
  let prev = rootMidi(harmony[0]?.chord.rootChroma ?? 0, floor);
  for (let bar = 0; bar < ctx.bars; bar++) {
    const barStart = bar * grid.ticksPerBar;
    const barEnd = barStart + grid.ticksPerBar;
    const phrase = ctx.phrases.find((p) => bar >= p.start && bar < p.start + p.length)!;
    if (bar === phrase.start) variant = rng.int(0, patterns.length - 1);
    const isEnding = ctx.ending && bar === ctx.bars - 1;
    const hits: readonly PatternHit[] = isEnding
      ? [{ step: 0, length: grid.steps, char: 'R' }]
      : patterns[variant]!.hits;
    const starts = hits.map((h) => ({
      tick: barStart + h.step * STEP_TICKS,
      len: h.length * STEP_TICKS,
      char: h.char,
    }));
    if (bar === phrase.start + phrase.length - 1 && !isEnding && bar + 1 < ctx.bars) {
      phraseEndFill(starts, ctx, barStart, rng);
    }
    for (
      let si = segmentIndexAt(harmony, barStart);
      si < harmony.length && harmony[si]!.tick < barEnd;
      si++
    ) {
      const segTick = Math.max(barStart, harmony[si]!.tick);
      // A pattern that leaves beat one open (reggae, the tumbao) keeps it open on a new bar's chord.
      const openOne =
        style.bass.feel === 'syncopated' &&
        segTick === barStart &&
        !isEnding &&
        starts.length > 0 &&
        starts[0]!.tick > barStart;
      if (openOne) continue;
      const onChange = starts.find((s) => s.tick === segTick);
      if (!onChange) {
        const next = starts.filter((s) => s.tick > segTick).reduce((m, s) => Math.min(m, s.tick), barEnd);
        starts.push({ tick: segTick, len: next - segTick, char: 'R' });
      } else if (!'RBO'.includes(onChange.char.toUpperCase())) {
        // The bass states the new chord's root where it changes, whatever the pattern had there.
        onChange.char = onChange.char === onChange.char.toLowerCase() ? 'r' : 'R';
      }
    }
    starts.sort((a, b) => a.tick - b.tick);
    let toldKey = false;
    let outlined = 0;
    let outlinedSeg = -1;
    // First pass: everything except walking tones.
    const pitches: (number | null)[] = starts.map((s, i) => {
      const idx = segmentIndexAt(harmony, s.tick);
      const seg = harmony[idx]!;
      const c = seg.chord;
      const root = rootMidi(c.rootChroma, floor);
      // A chord's first note in the bar stays as written (its bass note); the repeated roots after
      // it outline the chord.
      const firstOfChord = idx !== outlinedSeg;
      if (firstOfChord) {
        outlinedSeg = idx;
        outlined = 0;
      }
      if (outline && !firstOfChord && 'RO'.includes(s.char.toUpperCase())) {
        const tone = outlineTone(c, ++outlined, c.rootChroma === tonic, weights);
        if (tone !== null) return above(root, tone);
      }
      // Over a minor key's tonic chord a groove bass leans once a bar on the chord tone that tells
      // the key (its minor third or its fifth) instead of repeating the root: a root-only line over
      // i–iv or i–VI is heard in the relative major or the subdominant's key.
      if (
        tellsKey &&
        !toldKey &&
        i > 0 &&
        'RO'.includes(s.char.toUpperCase()) &&
        s.tick > seg.tick &&
        c.rootChroma === tonic &&
        c.chromas.includes(mod12(tonic + 3))
      ) {
        toldKey = true;
        const fifth = intervalPc(c, '5', c.rootChroma);
        const third = mod12(tonic + 3);
        // A held note takes the fifth, which grounds the root as home (a held third would turn
        // it into the relative major's sixth); a moving line the tone the harmony leaves unsaid.
        const held = style.bass.feel === 'sustain';
        return above(root, !held && weights[third]! >= weights[fifth]! ? third : fifth);
      }
      switch (s.char.toUpperCase()) {
        case 'R':
          return bassNote(seg, floor);
        case 'F':
          return above(root, intervalPc(c, '5', c.rootChroma));
        case 'O':
          return bassNote(seg, floor) + 12;
        case 'T':
          return above(root, intervalPc(c, '3', intervalPc(c, '4', c.rootChroma)));
        case 'S':
          return above(root, intervalPc(c, '7', intervalPc(c, '6', c.rootChroma + 12)));
        case 'B': {
          const barsIn = Math.floor((barStart - Math.min(barStart, seg.tick)) / grid.ticksPerBar);
          return barsIn % 2 === 0 ? bassNote(seg, floor) : above(root, intervalPc(c, '5', c.rootChroma));
        }
        case 'A': {
          const next = harmony[idx + 1];
          if (!next || next.tick - s.tick > grid.ticksPerBar / 2 || next.chord.symbol === c.symbol) {
            return above(root, intervalPc(c, '5', c.rootChroma));
          }
          return approachTo(bassNote(next, floor), seg, ctx.chromatic, rng, bassNote(seg, floor), weights);
        }
        default:
          return null;
      }
    });
    // Second pass: walking tones step toward the next fixed note.
    for (let i = 0; i < starts.length; i++) {
      const s = starts[i]!;
      let pitch = pitches[i];
      if (pitch === null || pitch === undefined) {
        let j = i + 1;
        while (j < starts.length && pitches[j] === null) j++;
        const goalSeg =
          harmony[
            segmentIndexAt(harmony, j < starts.length ? starts[j]!.tick : Math.min(barEnd, ctx.total - 1))
          ]!;
        const goal = j < starts.length ? pitches[j]! : bassNote(goalSeg, floor);
        const seg = harmony[segmentIndexAt(harmony, s.tick)]!;
        const ideal = (goal - prev) / (j - i + 1);
        // Nothing under the chord's own bass note while it sounds, and a chord tone on a strong beat,
        // so the chord is heard as stated; passing tones go on the weak beats.
        const lowest = bassNote(seg, floor);
        const strong = metricStrength(grid, s.tick - barStart) >= 2;
        let best = above(lowest + 1, intervalPc(seg.chord, '5', seg.chord.rootChroma));
        let bestScore = Number.POSITIVE_INFINITY;
        for (let d = -7; d <= 7; d++) {
          if (d === 0) continue;
          const n = prev + d;
          if (
            n < lowest ||
            n > BASS_RANGE[1] ||
            !(seg.allowed & (1 << mod12(n))) ||
            !seg.scale.includes(mod12(n))
          )
            continue;
          const chordTone = (seg.chordTones >> mod12(n)) & 1;
          if (strong && !chordTone) continue;
          const leap = Math.abs(d) > 5 ? 1.5 : 0;
          const score = Math.abs(d - ideal) + leap - (chordTone ? 0.8 : 0) + rng.next() * 0.9;
          if (score < bestScore) {
            bestScore = score;
            best = n;
          }
        }
        pitch = best;
      }
      let p = clampRange(pitch);
      // Any note under the sounding chord's bass note goes up an octave (a C/G keeps G lowest).
      const chordBass = bassNote(harmony[segmentIndexAt(harmony, s.tick)]!, floor);
      while (p < chordBass && p + 12 <= BASS_RANGE[1]) p += 12;
      pitches[i] = p;
      prev = p;
      const idx = segmentIndexAt(harmony, s.tick);
      const seg = harmony[idx]!;
      const limit = Math.min(seg.end, barEnd);
      const legato = style.bass.feel === 'walking' || s.len >= grid.ticksPerBar / 2 ? 0.97 : 0.9;
      const dur = Math.min(Math.round(s.len * legato), limit - s.tick);
      if (dur <= 0) continue;
      const soft = s.char === s.char.toLowerCase() ? 0.72 : 1;
      // Accents by beat strength: the downbeat leans in, the offbeats sit back.
      const strength = metricStrength(grid, s.tick - barStart);
      const accent = strength >= 3 ? 1.06 : strength >= 1 ? 1 : 0.9;
      out.push({
        tick: s.tick,
        dur,
        midi: p,
        vel: clampVelocity(base * soft * accent),
        lo: seg.tick,
        hi: limit,
      });
    }
  }
  if (style.bass.feel === '808') addGlides(out, grid.ticksPerBar, rng);
  return out;
}

/** Feels whose pattern a bassist breaks at a phrase's end with a pickup into the next one. */
const FILL_FEELS: ReadonlySet<string> = new Set(['root-fifth', 'pulse', 'octave-pump']);

/**
 * The last beat of a phrase's last bar turns into a pickup into the next phrase (a fifth or an
 * octave, then an approach tone on its offbeat, or one approach tone), so the line breathes at the
 * phrase boundary instead of repeating its one-bar pattern.
 */
function phraseEndFill(
  starts: { tick: number; len: number; char: string }[],
  ctx: ComposeContext,
  barStart: number,
  rng: Rng,
): void {
  const { grid } = ctx;
  if (!FILL_FEELS.has(ctx.style.bass.feel) || grid.beats.length < 3 || grid.compound) return;
  const last = grid.beats[grid.beats.length - 1]!;
  const beatTick = barStart + last.tick;
  const half = last.ticks / 2;
  const shape = rng.pick([['F', 'A'], ['O', 'A'], ['A']]);
  for (let i = starts.length - 1; i >= 0; i--) if (starts[i]!.tick >= beatTick) starts.splice(i, 1);
  const before = starts.filter((s) => s.tick < beatTick).at(-1);
  if (before) before.len = Math.min(before.len, beatTick - before.tick);
  if (shape.length === 1) starts.push({ tick: beatTick, len: last.ticks, char: 'A' });
  else {
    starts.push({ tick: beatTick, len: half, char: shape[0]! });
    starts.push({ tick: beatTick + half, len: half, char: 'A' });
  }
}

/**
 * 808 glides: in about every other bar, one note slides into the next (held under its start, the
 * way a portamento 808 patch is played), often as an octave jump.
 */
function addGlides(notes: RawNote[], ticksPerBar: number, rng: Rng): void {
  for (let i = 0; i + 1 < notes.length; i++) {
    const a = notes[i]!;
    const b = notes[i + 1]!;
    const sameBar = Math.floor(a.tick / ticksPerBar) === Math.floor(b.tick / ticksPerBar);
    if (!sameBar || b.tick - a.tick > ticksPerBar / 2 || !rng.chance(0.5)) continue;
    if (b.midi === a.midi) b.midi = clampRange(a.midi + (a.midi + 12 <= BASS_RANGE[1] ? 12 : -12));
    a.dur = b.tick - a.tick + 60;
    a.hi = Math.max(a.hi, a.tick + 1);
    i++;
  }
}
