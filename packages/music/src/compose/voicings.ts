import type { VoicingKind } from '../styles/types.ts';
import type { ChordInfo } from '../theory/chord.ts';
import { keyChromas } from '../theory/key.ts';
import { mod12 } from '../theory/pitch-class.ts';
import { voiceProgression } from '../theory/voicing.ts';
import type { ComposeContext } from './context.ts';
import { SAYS_LITTLE } from './key-weights.ts';
import { melodyRange } from './melody-part.ts';

/**
 * Lowest note a close third may sit on (E3): below it thirds turn to mud, so low registers take
 * roots, fifths and octaves only.
 * @example LOW_INTERVAL_LIMIT // 52
 */
export const LOW_INTERVAL_LIMIT = 52;

/**
 * Lowest note a chord part's bass tone may drop to (E2) to stay under its other voices.
 * @example BASS_TONE_FLOOR // 40
 */
export const BASS_TONE_FLOOR = 40;

const above = (base: number, pc: number) => base + mod12(pc - base);

function intervalPc(chord: ChordInfo, degree: string): number | null {
  const i = chord.intervals.findIndex((iv) => iv.replace(/\D/g, '') === degree);
  return i >= 0 ? chord.chromas[i]! : null;
}

/** Root, fifth and octave from a root in E2–D#3: a guitarist's power chord. */
function power(chord: ChordInfo): number[] {
  const r = above(40, chord.rootChroma);
  // The chord's own fifth: a diminished chord's power chord has a flat fifth.
  const fifth = intervalPc(chord, '5');
  return [r, fifth === null ? r + 7 : above(r + 1, fifth), r + 12];
}

/**
 * Root low, then the seventh (or sixth) and the third above it: the jazz left-hand shell; an
 * altered fifth (dim, m7b5, aug) and the ninth or other tension go on top, since without them the
 * chord is another one.
 */
function shell(chord: ChordInfo): number[] {
  const r = above(43, chord.bassChroma ?? chord.rootChroma);
  const third =
    intervalPc(chord, '3') ?? intervalPc(chord, '4') ?? intervalPc(chord, '2') ?? chord.rootChroma;
  const seventh =
    intervalPc(chord, '7') ?? intervalPc(chord, '6') ?? intervalPc(chord, '5') ?? chord.rootChroma;
  const s = above(r + 1, seventh);
  const out = [r, s, above(s + 1, third)];
  const colours = chord.intervals
    .map((iv, i) => ({ iv, pc: chord.chromas[i]! }))
    .filter(({ iv }) => iv === '1P' || /^(9|11|13)/.test(iv) || (iv.startsWith('5') && iv !== '5P'))
    .map(({ pc }) => pc)
    .filter((pc) => !out.some((n) => mod12(n) === pc));
  for (const pc of colours) out.push(above(out[out.length - 1]! + 1, pc));
  return out;
}

/** A chord with no third to leave out (C5, or a bare root). */
const isPowerChord = (c: ChordInfo) => c.chromas.length <= 2;

/** Root low in E2–D#3, the other tones (3rd, 7th, 9th) voice-led close above E3. */
function spread(ctx: ComposeContext, chords: readonly ChordInfo[]): number[][] {
  const { style } = ctx;
  const [low, high] = chordsRegister(ctx);
  const weights = ctx.keyWeights;
  const upperLow = Math.max(55, low);
  const upperHigh = Math.max(67, high);
  const upper = voiceProgression(chords, {
    low: upperLow,
    high: upperHigh,
    voices: Math.max(3, style.chords.voices - 1),
    bass: true,
  });
  return chords.map((c, i) => [
    above(40, c.bassChroma ?? c.rootChroma),
    ...doubleTonalDegree(upper?.[i]?.notes ?? [], c, weights, upperLow, upperHigh),
  ]);
}

/** The chords part's register: from E3 (or the style's floor) to under the melody's lowest notes. */
function chordsRegister(ctx: ComposeContext): readonly [number, number] {
  const [melodyLow] = melodyRange(keyChromas(ctx.key)[0]!);
  const low = Math.max(LOW_INTERVAL_LIMIT, ctx.style.chords.low);
  // Room for four voices in close position (a tenth and more); voices the melody's lowest notes
  // would cover are moved under it attack by attack.
  return [low, Math.max(low + 16, Math.min(ctx.style.chords.high, melodyLow + 4))];
}

/**
 * The chords part's voicing of every chord of the piece, in the style's way: the root (or a slash
 * chord's bass) lowest with the other tones voice-led above it (its top kept under the melody's
 * register), power chords, jazz shells, or a spread voicing (root low, the rest close above E3).
 * The part names its chord on its own, with or without a bass part. Thirds never sit below E3.
 * @example voiceChordsPart(ctx)[0] // [52, 55, 60, 64] for C in a pop piece
 */
export function voiceChordsPart(
  ctx: ComposeContext,
  kind: VoicingKind = ctx.style.voicing ?? 'close',
): number[][] {
  const { style, harmony } = ctx;
  const chords = harmony.map((h) => h.chord);
  // Power chords for the engine's own harmony; a chord the user spelled out is played whole (a
  // barre chord's root, fifth and octave with its third and colours above), so it is heard as asked.
  if (kind === 'power') {
    const whole = spread(ctx, chords);
    return chords.map((c, i) => (harmony[i]!.source === 'user' && !isPowerChord(c) ? whole[i]! : power(c)));
  }
  if (kind === 'shell') {
    // The key's tonic chord keeps its fifth (R 7 3 5, a four-note shell): a bare
    // Am7 shell (A G C) is C major's tonic and fifth, an Fmaj7 shell (F E A) leans to D minor.
    // The other chords keep theirs too, as a comping pianist's right hand fills the shell out,
    // unless that fifth leans to a rival key (G7's D and Dm7's A over a C ballad pull to A minor)
    // and the engine chose the chord: one the user spelled out is played whole, heard as asked.
    const tonic = keyChromas(ctx.key)[0]!;
    return chords.map((c, i) => {
      const v = shell(c);
      const fifth = intervalPc(c, '5');
      if (c.intervals[2] !== '5P' || fifth === null) return v;
      if (c.rootChroma !== tonic && ctx.keyWeights[fifth]! < 0 && harmony[i]!.source !== 'user') return v;
      // Above the third: under E3 a fifth would sit a third below the seventh.
      return [...new Set([...v, above(v[2]! + 1, fifth)])].sort((a, b) => a - b);
    });
  }
  const weights = ctx.keyWeights;
  const [low, high] = chordsRegister(ctx);
  if (kind === 'spread') return spread(ctx, chords);
  // The other tones voice-led close above, the root (or slash bass) the next one down under them.
  const upper = voiceProgression(chords, {
    low,
    high,
    voices: Math.max(3, style.chords.voices - 1),
    bass: true,
  });
  // As with shells, the key's tonic seventh chord keeps its fifth (one voice more): a three-voice
  // Gm7 of G, F and Bb with a Cm7 of C, Bb and Eb never sounds the D that says G minor.
  const tonic = keyChromas(ctx.key)[0]!;
  return chords.map((c, i) => {
    const bassPc = c.bassChroma ?? c.rootChroma;
    const keepsFifth = c.rootChroma === tonic && c.intervals[2] === '5P' ? 1 : 0;
    const trimmed = trimDoublings(upper?.[i]?.notes ?? [], c, style.chords.voices - 1 + keepsFifth);
    // Doublings stay above the root that goes under the voicing, and not a third above it.
    const lowest = Math.min(...trimmed);
    const root = lowest - 1 - mod12(lowest - 1 - bassPc);
    const notes = doubleTonalDegree(trimmed, c, weights, Math.max(low, root + 5), high);
    if (notes.length === 0) return [];
    const top = notes[0]! - 1;
    return clearLowThirds([top - mod12(top - bassPc), ...notes]);
  });
}

/**
 * Doublings go to the tones that say the key: an upper voice that doubles another (or the bass)
 * moves to the nearest free octave, inside `[low, high]`, of the chord tone the key weighs most
 * (`keyToneWeights`), when that tone weighs more than the doubled one. A minor key's i–VI–III–VII
 * then doubles C in Ab and G in Eb rather than Ab and Bb, and is not heard as its relative major.
 * No chord tone is left out: only voices whose tone sounds elsewhere move.
 * @example doubleTonalDegree([56, 60, 63, 68], parseChord('Ab')!, keyToneWeights({ tonic: 'C', mode: 'minor' }), 55, 72) // [60, 63, 67?]
 */
export function doubleTonalDegree(
  notes: readonly number[],
  chord: ChordInfo,
  weights: readonly number[],
  low: number,
  high: number,
): number[] {
  const bassPc = chord.bassChroma ?? chord.rootChroma;
  const out = [...notes].sort((a, b) => a - b);
  const tones = [...new Set(chord.chromas)].sort((a, b) => weights[b]! - weights[a]!);
  const sounding = (pc: number) => out.filter((n) => mod12(n) === pc).length + (pc === bassPc ? 1 : 0);
  const settled = new Set<number>();
  for (;;) {
    // The lightest doubled voice not yet tried.
    let worst = -1;
    for (let i = 0; i < out.length; i++) {
      const pc = mod12(out[i]!);
      if (settled.has(i) || sounding(pc) < 2) continue;
      if (worst < 0 || weights[pc]! < weights[mod12(out[worst]!)]!) worst = i;
    }
    if (worst < 0) break;
    settled.add(worst);
    const from = out[worst]!;
    let moved = false;
    for (const pc of tones) {
      if (weights[pc]! <= weights[mod12(from)]!) break;
      let best: number | null = null;
      for (let m = from - 7; m <= from + 7; m++) {
        if (mod12(m) !== pc || m < low || m > high || out.includes(m)) continue;
        if (best === null || Math.abs(m - from) < Math.abs(best - from)) best = m;
      }
      if (best === null) continue;
      out[worst] = best;
      moved = true;
      break;
    }
    const weight = weights[mod12(from)]!;
    if (!moved && weight < SAYS_LITTLE && out.length > 2) {
      out.splice(worst, 1);
      settled.clear();
    }
  }
  return out.sort((a, b) => a - b);
}

/**
 * Upper voices cut to `count` (at least two): first a doubling of the bass tone, then a seventh
 * chord's perfect fifth, so a three-voice style keeps root, third and seventh.
 * @example trimDoublings([52, 55, 60], parseChord('C')!, 2) // [52, 55]
 */
export function trimDoublings(notes: readonly number[], chord: ChordInfo, count: number): number[] {
  const out = [...notes];
  const fifth = intervalPc(chord, '5');
  const bassPc = chord.bassChroma ?? chord.rootChroma;
  const drop = (pc: number | null) => {
    const i = out.findIndex((n) => mod12(n) === pc);
    if (i < 0) return false;
    out.splice(i, 1);
    return true;
  };
  while (out.length > Math.max(2, count)) {
    if (drop(bassPc)) continue;
    if (chord.chromas.length >= 4 && fifth !== null && fifth !== bassPc && drop(fifth)) continue;
    break;
  }
  return out;
}

/**
 * Keep thirds out of the low register: when a note under E3 has another a third above it, the low
 * note (the bass of the voicing) drops an octave if it can stay above C2, otherwise the upper note
 * goes up an octave (or is left out when it sounds there already).
 * @example clearLowThirds([48, 52, 57, 60]) // [36, 52, 57, 60]
 */
export function clearLowThirds(notes: readonly number[]): number[] {
  const s = [...notes].sort((a, b) => a - b);
  for (let i = 0; i < s.length; i++) {
    const a = s[i]!;
    if (a >= LOW_INTERVAL_LIMIT) break;
    for (let j = i + 1; j < s.length; j++) {
      const d = s[j]! - s[i]!;
      if (d !== 3 && d !== 4) continue;
      if (i === 0 && s[0]! - 12 >= 36) s[0] = s[0]! - 12;
      // The upper note goes up an octave rather than out, unless it sounds there already: a
      // Cm9 on a low C keeps its Eb, the tone that makes it minor.
      else if (!s.some((n) => n > s[j]! && mod12(n) === mod12(s[j]!))) s[j] = s[j]! + 12;
      else s.splice(j, 1);
      j = s.length;
    }
  }
  return [...new Set(s)].sort((a, b) => a - b);
}

/**
 * Keep a chord's bass tone the lowest note of a voicing after voices were moved (under a melody):
 * when another tone fell below it, the bass tone moves down under that tone (not below `floor`),
 * else the tones under it are left out.
 * @example withBassLowest([55, 60, 64], 0, 40) // [48, 55, 64] — C moved under the G
 */
export function withBassLowest(notes: readonly number[], bassPc: number, floor: number): number[] {
  const s = [...new Set(notes)].sort((a, b) => a - b);
  const bassNotes = s.filter((n) => mod12(n) === bassPc);
  const others = s.filter((n) => mod12(n) !== bassPc);
  if (others.length === 0 || (bassNotes.length > 0 && bassNotes[0]! < others[0]!)) return s;
  const under = others[0]! - 1 - mod12(others[0]! - 1 - bassPc);
  if (under >= floor) return [under, ...others, ...bassNotes.slice(1)].sort((a, b) => a - b);
  return bassNotes.length > 0 ? s.filter((n) => n >= bassNotes[0]!) : s;
}
