import type { Rng } from '../rng.ts';
import { keyChromas } from '../theory/key.ts';
import { mod12 } from '../theory/pitch-class.ts';
import { type ComposeContext, clampVelocity, type RawNote, segmentIndexAt } from './context.ts';
import type { HarmonySegment } from './harmony.ts';
import { KEY_TELLING } from './key-weights.ts';
import { type MeterGrid, metricStrength } from './meter-grid.ts';
import { sectionOfPhrase } from './progression.ts';

/**
 * The melody's planned range in semitones (an octave and a minor third: what a voice sings).
 * @example PLANNED_SPAN // 15
 */
const PLANNED_SPAN = 15;

/**
 * The widest span the melody may cover, in semitones: its planned range plus up to a major third
 * above it for the climax.
 * @example MELODY_SPAN // 19
 */
export const MELODY_SPAN = PLANNED_SPAN + 4;

interface Onset {
  readonly offset: number;
  readonly dur: number;
}

/** A one-bar idea: a rhythm and its contour in scale steps (`steps[0]` is unused). */
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
 * The melody's range for a key: "home" is the tonic nearest G4; the melody runs from a minor third
 * below home to an octave above — above the accompaniment, inside a singer's range.
 * @example melodyRange(0) // [69, 84]
 */
export function melodyRange(tonicChroma: number): readonly [number, number] {
  const home = 67 + (mod12(tonicChroma - 67 + 6) - 6);
  return [home - 3, home - 3 + PLANNED_SPAN];
}

/** The top of a chorale soprano's range (G5): above it the inner voices cannot keep within an octave. */
const SOPRANO_TOP = 79;

/**
 * A chorale soprano's range: the melody's, moved down so it tops out at G5, where a choir's
 * sopranos sing and the alto, within an octave under it, still has room for the chord's other tones.
 * @example sopranoRange(0) // [64, 79]
 */
export function sopranoRange(tonicChroma: number): readonly [number, number] {
  const [lo, hi] = melodyRange(tonicChroma);
  const down = Math.max(0, hi - SOPRANO_TOP);
  return [lo - down, hi - down];
}

function makeRhythm(grid: MeterGrid, ctx: ComposeContext, rng: Rng, density: number): Onset[] {
  const { melody } = ctx.style;
  if (ctx.style.voicing === 'chorale') {
    // A chorale's soprano moves with the harmony: a note per beat, now and then a half note.
    const beats = grid.beats.map((b) => b.tick);
    const onsets = beats.filter((_, i) => i === 0 || i % 2 === 1 || !rng.chance(0.25));
    return onsets.map((o, i) => ({ offset: o, dur: (onsets[i + 1] ?? grid.ticksPerBar) - o }));
  }
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
    for (const b of grid.beats.map((x) => x.tick))
      if (!onsets.includes(b) && onsets.length < 2) onsets.push(b);
    onsets.sort((a, b) => a - b);
  }
  return onsets.map((o, i) => {
    const next = onsets[i + 1];
    if (next !== undefined) return { offset: o, dur: next - o };
    const rest = rng.chance(0.45) ? unit : 0;
    return { offset: o, dur: Math.max(unit, grid.ticksPerBar - o - rest) };
  });
}

/** Mostly steps, a few thirds, rare leaps; a leap is followed by a step back. */
function makeSteps(n: number, rng: Rng): number[] {
  const steps = [0];
  for (let k = 1; k < n; k++) {
    const prev = steps[k - 1]!;
    if (Math.abs(prev) >= 3) {
      steps.push(-Math.sign(prev));
      continue;
    }
    const rising = k <= n / 2;
    const up = rising ? 0.62 : 0.38;
    const size = rng.weighted([0, 1, 2, 3], [0.08, 0.72, 0.15, 0.05]);
    steps.push(size === 0 ? 0 : rng.chance(up) ? size : -size);
  }
  return steps;
}

/**
 * A rhythm that leaves the second half of its bar's last beat silent (a breath): onsets in it are
 * dropped (while two notes stay) and the note before stops at it.
 * @example breathe([{ offset: 0, dur: 960 }, { offset: 960, dur: 960 }], grid44) // [{ offset: 0, dur: 960 }, { offset: 960, dur: 720 }]
 */
export function breathe(rhythm: readonly Onset[], grid: MeterGrid): Onset[] {
  const last = grid.beats[grid.beats.length - 1]!;
  const breath =
    grid.ticksPerBar - Math.max(grid.subTicks, Math.floor(last.ticks / 2 / grid.subTicks) * grid.subTicks);
  const kept = rhythm.filter((o, i) => o.offset < breath || i < 2);
  return kept.map((o) => (o.offset < breath ? { ...o, dur: Math.min(o.dur, breath - o.offset) } : o));
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

/**
 * A chord's avoid tones: the scale tones a half step above one of its tones (the fourth over a
 * major third, the ♭9 over a root), which clash when held against the chord.
 * @example avoidTones(segmentOf('G7')) & (1 << 0) // non-zero: C over G7
 */
export function avoidTones(seg: HarmonySegment): number {
  const above = ((seg.chordTones << 1) | (seg.chordTones >> 11)) & 0xfff;
  return above & ~seg.chordTones;
}

function scaleMask(seg: HarmonySegment): number {
  let m = 0;
  for (const c of seg.scale) m |= 1 << c;
  return m & seg.allowed;
}

/**
 * Write the melody. Each section (A, B) has a one-bar motif of mostly stepwise motion; a four-bar
 * phrase states it, repeats it as a sequence a step away, develops it (varied rhythm, sometimes
 * inverted) and ends on a long chord tone on the downbeat (the tonic at the end of the piece and of
 * every second phrase, another chord tone in between). Strong beats land on chord tones reached by
 * step; leaps are rare and answered by a step back. Each phrase arches up and down; the piece's top
 * note is kept for one late phrase (its climax), the others stay below it.
 * @example writeMelody(ctx, createRng(1)).at(-1)?.midi // the tonic
 */
export function writeMelody(ctx: ComposeContext, rng: Rng): RawNote[] {
  const { grid, harmony, style } = ctx;
  const kc = keyChromas(ctx.key);
  const tonic = kc[0]!;
  const [lo, hi] = style.voicing === 'chorale' ? sopranoRange(tonic) : melodyRange(tonic);
  const tonicTriad = (1 << kc[0]!) | (1 << kc[2]!) | (1 << kc[4]!);
  // The tones that tell the key from its relative and subdominant (a minor key's second and fifth,
  // a major key's fifth and third), with the tonic: what strong beats lean on.
  const weights = ctx.keyWeights;
  let telling = 1 << tonic;
  for (let pc = 0; pc < 12; pc++) if (weights[pc]! >= KEY_TELLING) telling |= 1 << pc;
  // The sixth and seventh degrees: leaned on, they make the key sound like its relative (a minor
  // key's ♭6 and ♭7 are its relative major's 4 and 5), so strong beats avoid them when they can.
  const tonicFifth = (1 << kc[0]!) | (1 << kc[4]!);
  const weakDegrees = (1 << kc[5]!) | (1 << kc[6]!);
  const space = new PitchSpace(kc);
  const homeIdx = space.index(lo + 3);
  const loIdx = space.index(lo) + (space.midi(space.index(lo)) < lo ? 1 : 0);
  const topIdx = space.index(hi);
  const density =
    style.melody.density *
    (ctx.mood === 'energetic' ? 1.15 : ctx.mood === 'sad' || ctx.mood === 'chill' ? 0.85 : 1);
  const motifs = {
    A: { rhythm: makeRhythm(grid, ctx, rng, density), steps: [] as number[] },
    B: { rhythm: makeRhythm(grid, ctx, rng, Math.min(0.9, density * 1.1)), steps: [] as number[] },
  };
  motifs.A.steps = makeSteps(motifs.A.rhythm.length, rng);
  motifs.B.steps = makeSteps(motifs.B.rhythm.length, rng);
  const base = style.melody.velocity * ctx.dynamics;
  const beatTicks = grid.beats[0]!.ticks;
  const phrases = ctx.phrases;
  // The climax: the top degree, reached in one phrase about two-thirds through the piece.
  const climaxPhrase =
    phrases.length >= 2 ? Math.min(phrases.length - 1, Math.floor(phrases.length * 0.66)) : 0;
  const climaxIdx = Math.min(topIdx, homeIdx + 7);
  const out: RawNote[] = [];
  let prevIdx = homeIdx + 2;

  /**
   * The scale degree nearest `wanted` (within ±`reach`) whose pitch fits `mask` — or, at a small
   * cost, any pitch of `fallback` (a passing tone rather than a jump) — preferring small moves and
   * avoiding repeated notes.
   */
  const fit = (
    wanted: number,
    mask: number,
    ceiling: number,
    reach: number,
    fallback = 0,
    favour = 0,
  ): number => {
    let best = Math.max(loIdx, Math.min(ceiling, wanted));
    let bestCost = Number.POSITIVE_INFINITY;
    for (let d = -reach; d <= reach; d++) {
      const i = wanted + d;
      if (i < loIdx || i > ceiling) continue;
      const pc = 1 << mod12(space.midi(i));
      if (!(mask & pc) && !(fallback & pc)) continue;
      const cost =
        Math.abs(d) * 1.5 +
        Math.abs(i - prevIdx) * 0.4 +
        (mask & pc ? 0 : 2) +
        (i === prevIdx ? 1.6 : 0) -
        (favour & pc ? (mask & pc ? 1.4 : 0.9) : 0) +
        (favour && weakDegrees & pc ? 0.9 : 0);
      if (cost < bestCost) {
        bestCost = cost;
        best = i;
      }
    }
    return best;
  };

  const place = (tick: number, dur: number, idx: number, vel: number, cadence = false) => {
    const seg = harmony[segmentIndexAt(harmony, tick)]!;
    let midi = space.midi(idx);
    if (!(seg.allowed & (1 << mod12(midi)))) {
      // The key's degree is outside this chord's scale (a borrowed or user chord): use the chord's.
      for (const d of [1, -1, 2, -2]) {
        if (seg.allowed & (1 << mod12(midi + d)) && midi + d <= hi && midi + d >= lo) {
          midi += d;
          break;
        }
      }
    }
    let end = Math.min(tick + dur, ctx.total);
    const next = harmony[seg.index + 1];
    if (next && next.tick < end && !(scaleMask(next) & (1 << mod12(midi)))) end = next.tick;
    const barEnd = (Math.floor(tick / grid.ticksPerBar) + 1) * grid.ticksPerBar;
    const len = Math.min(end, barEnd) - tick;
    if (len <= 0) return;
    const articulated =
      cadence || len >= beatTicks ? Math.round(len * 0.96) : Math.max(60, Math.round(len * 0.88));
    out.push({
      tick,
      dur: articulated,
      midi,
      vel: clampVelocity(vel),
      lo: seg.tick,
      hi: Math.min(seg.end, tick + len),
    });
    prevIdx = idx;
  };

  phrases.forEach((phrase, pi) => {
    const section = sectionOfPhrase(pi);
    const motif: Motif = section === 'B' ? motifs.B : motifs.A;
    const isFinal = pi === phrases.length - 1;
    const ceiling = pi === climaxPhrase ? climaxIdx : climaxIdx - 1;
    const lift = section === 'B' ? 2 : 0;
    // Sequence: the motif's second statement a step up (or down), the third a further step.
    const seq = rng.pick([1, 1, -1, 2]);
    const invert = rng.chance(0.35);
    const authentic = isFinal || pi % 2 === 1;
    const start = homeIdx + lift + rng.pick([0, 2, 4]);
    for (let r = 0; r < phrase.length; r++) {
      const bar = phrase.start + r;
      const barStart = bar * grid.ticksPerBar;
      const cadenceBar = r === phrase.length - 1 && (phrase.length >= 2 || isFinal);
      const arch = phrase.length <= 1 ? 0 : Math.round(Math.sin((Math.PI * r) / (phrase.length - 1)) * 1.5);
      // Phrases swell toward their middle; B sections and the climax phrase are played out more.
      const phraseVel =
        (0.82 + 0.16 * Math.sin((Math.PI * (r + 0.5)) / phrase.length)) *
        (section === 'B' ? 1.06 : 1) *
        (pi === climaxPhrase ? 1.05 : 1);
      if (cadenceBar) {
        // Approach the cadence note by step on the beat before, then hold it from the downbeat.
        const seg = harmony[segmentIndexAt(harmony, barStart)]!;
        // Authentic cadences land on the tonic; the others on a chord tone the tonic triad shares
        // (the third of vi, the fifth of V), so the long notes that end phrases keep the key heard.
        const shared = seg.chordTones & tonicFifth || seg.chordTones & tonicTriad;
        const target = authentic ? cadenceTones(seg, tonic, isFinal) : shared || seg.chordTones;
        const goal = fit(prevIdx, target || seg.allowed, Math.max(ceiling, prevIdx), 7, 0, telling);
        const last = out[out.length - 1];
        if (
          last &&
          last.tick >= barStart - grid.ticksPerBar &&
          metricStrength(grid, last.tick % grid.ticksPerBar) < 1
        ) {
          const lastSeg = harmony[segmentIndexAt(harmony, last.tick)]!;
          const from = goal + (space.index(last.midi) >= goal ? 1 : -1);
          const n = space.midi(from);
          if (scaleMask(lastSeg) & (1 << mod12(n)) && n <= hi && n >= lo) last.midi = n;
        }
        const hold =
          isFinal || style.voicing === 'chorale'
            ? grid.ticksPerBar
            : grid.ticksPerBar - (r % 2 === 0 ? grid.subTicks * 2 : beatTicks);
        place(barStart, hold, goal, base * (isFinal ? 0.95 : 0.9), true);
        if (!isFinal && hold < grid.ticksPerBar - beatTicks) {
          // A short pickup into the next phrase.
          const pickIdx = fit(goal + (rng.chance(0.5) ? 1 : -1), scaleMask(seg), ceiling, 1);
          place(barStart + grid.ticksPerBar - grid.subTicks, grid.subTicks, pickIdx, base * 0.82);
        }
        continue;
      }
      // Halfway through a long phrase the line breathes (question, then answer), as a singer would.
      const rhythm =
        r === 2
          ? varyRhythm(motif.rhythm, grid, rng)
          : r === 1 && phrase.length >= 4
            ? breathe(motif.rhythm, grid)
            : motif.rhythm;
      const flip = r === 2 && invert ? -1 : 1;
      const first = r === 0 ? start : start + seq * r;
      rhythm.forEach((o, k) => {
        const tick = barStart + o.offset;
        const seg = harmony[segmentIndexAt(harmony, tick)]!;
        const strong = metricStrength(grid, o.offset) >= 1 || o.dur >= beatTicks;
        const toward = (goal: number, most: number) =>
          prevIdx + Math.max(-most, Math.min(most, goal - prevIdx));
        const wantedRaw =
          k > 0
            ? prevIdx + flip * (motif.steps[k] ?? 1)
            : pi === 0 && r === 0
              ? first + arch
              : toward(first + arch, r === 0 ? 3 : 2);
        // Keep the line inside its register by turning at the edges.
        const wanted = wantedRaw > ceiling ? prevIdx - 1 : wantedRaw < loIdx ? prevIdx + 1 : wantedRaw;
        const mask = strong && seg.chordTones ? seg.chordTones : scaleMask(seg);
        // A strong beat's passing tone is never a half step above a chord tone (C over G7).
        const scale = strong ? scaleMask(seg) & ~avoidTones(seg) : scaleMask(seg);
        const reach = k === 0 && r === 0 ? 3 : 1;
        // Strong beats lean on the tones that tell the key where the chord allows: it is heard.
        let idx = fit(wanted, mask, ceiling, reach, k === 0 ? 0 : scale, strong ? telling : 0);
        // A chord tone out of reach by step: fall back to the scale on the way there.
        if (Math.abs(idx - prevIdx) > 2 && k > 0) idx = fit(wanted, scale, ceiling, 1);
        const accent = metricStrength(grid, o.offset) >= 2 ? 1.12 : strong ? 1.03 : 0.86;
        const vel = base * phraseVel * accent * (1 + rng.signed() * 0.06);
        place(tick, o.dur, idx, vel);
      });
    }
  });
  shapeClimax(out, phrases, climaxPhrase, grid.ticksPerBar, harmony, space, hi);
  answerLeaps(out, harmony, grid.ticksPerBar, lo, hi);
  if (style.voicing === 'chorale') avoidOuterParallels(out, harmony, lo, hi);
  return out;
}

/**
 * Where an authentic cadence lands: the tonic when the chord holds it; when the last chord of the
 * piece does not (a stated loop that ends on ♭VII or V), the tonic still if it is the chord's ninth
 * — the line resolves home over it — else the chord's tones.
 * @example cadenceTones(segmentOf('G'), 9, true) // 1 << 9: A over G ends an A minor piece
 */
export function cadenceTones(seg: HarmonySegment, tonic: number, isFinal: boolean): number {
  if (seg.chordTones & (1 << tonic)) return 1 << tonic;
  const ninth = mod12(tonic - seg.chord.rootChroma) === 2 && seg.allowed & (1 << tonic);
  return isFinal && ninth ? 1 << tonic : seg.chordTones;
}

/**
 * Four-part writing: no parallel fifths or octaves between the soprano and the bass (the chord's
 * bass note). A soprano note that would make one moves to the nearest other chord tone.
 */
function avoidOuterParallels(
  out: RawNote[],
  harmony: readonly HarmonySegment[],
  lo: number,
  hi: number,
): void {
  const bassOf = (seg: HarmonySegment) => seg.chord.bassChroma ?? seg.chord.rootChroma;
  for (let i = 1; i < out.length; i++) {
    const a = out[i - 1]!;
    const b = out[i]!;
    const sa = harmony[segmentIndexAt(harmony, a.tick)]!;
    const sb = harmony[segmentIndexAt(harmony, b.tick)]!;
    if (sa === sb || a.midi === b.midi || bassOf(sa) === bassOf(sb)) continue;
    const i0 = mod12(a.midi - bassOf(sa));
    const bad = (m: number) => (i0 === 0 || i0 === 7) && mod12(m - bassOf(sb)) === i0;
    if (!bad(b.midi)) continue;
    // The final note stays on the tonic: the note before it moves instead.
    if (i === out.length - 1) {
      const i1 = mod12(b.midi - bassOf(sb));
      for (const d of [1, -1, 2, -2, 3, -3, 4, -4]) {
        const m = a.midi + d;
        if (m >= lo && m <= hi && sa.chordTones & (1 << mod12(m)) && mod12(m - bassOf(sa)) !== i1) {
          a.midi = m;
          break;
        }
      }
      continue;
    }
    for (const d of [1, -1, 2, -2, 3, -3, 4, -4]) {
      const m = b.midi + d;
      if (m >= lo && m <= hi && sb.chordTones & (1 << mod12(m)) && !bad(m)) {
        b.midi = m;
        break;
      }
    }
  }
}

/**
 * Make the melody's top note its climax: rare (once or twice) and late. When the highest pitch
 * comes early or often, the highest note of the climax phrase is raised a scale step above it.
 */
function shapeClimax(
  out: RawNote[],
  phrases: readonly { start: number; length: number }[],
  climaxPhrase: number,
  ticksPerBar: number,
  harmony: readonly HarmonySegment[],
  space: PitchSpace,
  hi: number,
): void {
  if (phrases.length < 2 || out.length === 0) return;
  const total = (phrases.at(-1)!.start + phrases.at(-1)!.length) * ticksPerBar;
  const cp = phrases[climaxPhrase]!;
  const fits = (n: RawNote, midi: number) =>
    !!(harmony[segmentIndexAt(harmony, n.tick)]!.allowed & (1 << mod12(midi)));
  for (let round = 0; round < 4; round++) {
    const top = Math.max(...out.map((n) => n.midi));
    const tops = out.filter((n) => n.midi === top);
    if (tops.length <= 2 && tops[0]!.tick >= 0.45 * total) return;
    // The climax phrase's own line (its cadence bar keeps the note it lands on).
    const inPhrase = out.filter(
      (n) =>
        n.tick >= cp.start * ticksPerBar && n.tick < (cp.start + Math.max(1, cp.length - 1)) * ticksPerBar,
    );
    const peak = inPhrase.reduce<RawNote | null>(
      (m, n) => (!m || n.midi > m.midi || (n.midi === m.midi && n.dur > m.dur) ? n : m),
      null,
    );
    const target = space.midi(space.index(top) + 1);
    if (peak && target <= hi + MELODY_SPAN - PLANNED_SPAN && target - peak.midi <= 5 && fits(peak, target)) {
      peak.midi = target;
      peak.vel = clampVelocity(peak.vel * 1.12);
      continue;
    }
    // No room above: the extra and early top notes step down instead, the latest one stays.
    const keep = tops[tops.length - 1]!;
    for (const n of tops) {
      if (n === keep || n.tick >= total - ticksPerBar) continue;
      const down = space.midi(space.index(n.midi) - 1);
      n.midi = fits(n, down) ? down : space.midi(space.index(n.midi) - 2);
    }
  }
}

/**
 * Answer every leap of a fourth or more with a step back (the line fills the gap it opened): the
 * note after a leap moves to the scale tone a step back from the leap's goal, unless it starts a
 * bar (a cadence or a phrase's new start).
 */
function answerLeaps(
  out: RawNote[],
  harmony: readonly HarmonySegment[],
  ticksPerBar: number,
  lo: number,
  hi: number,
): void {
  for (let i = 1; i + 1 < out.length; i++) {
    const d = out[i]!.midi - out[i - 1]!.midi;
    if (Math.abs(d) < 5) continue;
    const next = out[i + 1]!;
    if (next.tick % ticksPerBar === 0) continue;
    const back = next.midi - out[i]!.midi;
    if (Math.sign(back) === -Math.sign(d) && Math.abs(back) <= 2) continue;
    const seg = harmony[segmentIndexAt(harmony, next.tick)]!;
    const mask = scaleMask(seg);
    for (const step of [1, 2]) {
      const n = out[i]!.midi - Math.sign(d) * step;
      if (n >= lo && n <= hi && mask & (1 << mod12(n))) {
        next.midi = n;
        break;
      }
    }
  }
}
