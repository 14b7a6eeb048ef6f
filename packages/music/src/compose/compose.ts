import { octavesToHome } from '../midi/instrument-range.ts';
import { createRng, deriveSeed, normaliseSeed, type Rng } from '../rng.ts';
import { getStyle } from '../styles/index.ts';
import { type Key, keyChromas, MODES, normaliseKey } from '../theory/key.ts';
import { parsePitchClass } from '../theory/pitch-class.ts';
import { writeArpeggio } from './arpeggio-part.ts';
import { type ResolvedPart, resolveParts } from './arrangement.ts';
import { writeBass } from './bass-part.ts';
import { writeChords } from './chords-part.ts';
import { type ComposeContext, phrasesOf, type RawNote } from './context.ts';
import { writeCounterMelody } from './counter-melody-part.ts';
import { applyDensity } from './density.ts';
import { writeDrums } from './drums-part.ts';
import { buildHarmony, harmonyToSegments } from './harmony.ts';
import { writeHorns } from './horns-part.ts';
import { keyToneWeights } from './key-weights.ts';
import { writeMelody } from './melody-part.ts';
import { meterGrid } from './meter-grid.ts';
import { writePad } from './pad-part.ts';
import { writePercussion } from './percussion-part.ts';
import {
  applyHumanize,
  applySwing,
  feelFor,
  swellWithPhrases,
  swingUnitFor,
  swingWarp,
  tidyNotes,
} from './performance.ts';
import { resolveProgression } from './progression.ts';
import {
  type ComposeResult,
  type CompositionSpec,
  MOODS,
  type Mood,
  type Part,
  type PartRole,
  type PieceMeta,
  PPQ,
  STYLE_IDS,
} from './types.ts';

/**
 * Longest piece the engine writes, in bars.
 * @example MAX_BARS // 512
 */
export const MAX_BARS = 512;

const WRITERS: Readonly<Record<PartRole, (ctx: ComposeContext, rng: Rng, part: ResolvedPart) => RawNote[]>> =
  {
    chords: writeChords,
    pad: writePad,
    arpeggio: writeArpeggio,
    bass: writeBass,
    melody: writeMelody,
    'counter-melody': writeCounterMelody,
    horns: writeHorns,
    percussion: writePercussion,
    drums: writeDrums,
  };

/** Parts that follow the phrase's dynamics here (the melody and pad shape their own; drums accent). */
const SWELLING: ReadonlySet<PartRole> = new Set(['chords', 'bass', 'arpeggio', 'horns']);

const MOOD_TEMPO: Readonly<Record<Mood, number>> = {
  happy: 1.05,
  sad: 0.9,
  chill: 0.92,
  energetic: 1.12,
  dark: 0.95,
  romantic: 0.93,
  epic: 1,
  dreamy: 0.9,
  tense: 1.05,
};
const MOOD_DYNAMICS: Readonly<Record<Mood, number>> = {
  happy: 1.02,
  sad: 0.88,
  chill: 0.86,
  energetic: 1.1,
  dark: 0.95,
  romantic: 0.9,
  epic: 1.1,
  dreamy: 0.85,
  tense: 1,
};

const fail = (error: string): ComposeResult => ({ ok: false, error });

/**
 * The name a piece's file carries (its first track's name): its style and key. An edit that moves
 * the key or changes the style names the file again with it.
 * @example pieceTitle({ style: 'lo-fi', key: { tonic: 'Eb', mode: 'minor' } }) // 'Lo-fi in Eb minor'
 */
export function pieceTitle(meta: Pick<PieceMeta, 'style' | 'key'>): string {
  return `${getStyle(meta.style).name} in ${meta.key.tonic} ${meta.key.mode}`;
}

/**
 * Compose a piece from a spec. Pure and deterministic: the same spec (same seed) always gives the
 * same piece; another seed gives another variation. Each part draws from its own random stream, so
 * adding or removing a part leaves the others unchanged. Never throws; bad specs give `{ ok: false }`.
 * @example compose({ key: { tonic: 'A', mode: 'minor' }, bars: 8, style: 'lo-fi', parts: ['chords', 'bass', 'drums'], seed: 7 })
 */
export function compose(spec: CompositionSpec): ComposeResult {
  if (!spec || typeof spec !== 'object') return fail('The spec must be an object');
  const style = STYLE_IDS.includes(spec.style) ? getStyle(spec.style) : null;
  if (!style) return fail(`Unknown style "${String(spec.style)}". Styles: ${STYLE_IDS.join(', ')}`);
  const tonic = typeof spec.key?.tonic === 'string' ? parsePitchClass(spec.key.tonic) : null;
  if (!tonic || !MODES.includes(spec.key.mode))
    return fail('The key needs a tonic like "F#" and a mode like "minor"');
  const key: Key = normaliseKey({ tonic: tonic.name, mode: spec.key.mode });
  if (!Number.isInteger(spec.bars) || spec.bars < 1 || spec.bars > MAX_BARS) {
    return fail(`Bars must be a whole number from 1 to ${MAX_BARS}`);
  }
  const meter = spec.meter ?? style.meter;
  const grid = meterGrid(meter);
  if (!grid)
    return fail('Unsupported meter: use a numerator of 1–16 over 2, 4, 8 or 16 (e.g. 3/4, 6/8, 7/8)');
  const mood = spec.mood ?? null;
  if (mood !== null && !MOODS.includes(mood))
    return fail(`Unknown mood "${String(mood)}". Moods: ${MOODS.join(', ')}`);
  const tempo =
    spec.tempo ??
    Math.round(
      Math.min(
        style.tempo.max,
        Math.max(style.tempo.min, style.tempo.default * (mood ? MOOD_TEMPO[mood] : 1)),
      ),
    );
  if (typeof tempo !== 'number' || !Number.isFinite(tempo) || tempo < 20 || tempo > 300) {
    return fail('Tempo must be between 20 and 300 BPM');
  }
  const resolved = resolveParts(spec.parts, style, spec.instruments ?? {}, spec.density ?? {});
  if (!resolved.ok) return resolved;
  const num = (v: unknown, d: number) =>
    typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.min(1, v)) : d;
  const swing = num(spec.swing, style.swing);
  const humanize = num(spec.humanize, 0.2);
  const chromatic = spec.chromatic === true;
  const seed = normaliseSeed(spec.seed);

  const harmonyRng = createRng(deriveSeed(seed, 'progression'));
  const prog = resolveProgression(spec.progression, style, key, mood, chromatic, grid, spec.bars, harmonyRng);
  if (!prog.ok) return prog;
  const harmony = buildHarmony(key, prog.chords, chromatic);
  const total = spec.bars * grid.ticksPerBar;
  let guide: readonly RawNote[] | null = null;
  const ctx: ComposeContext = {
    key,
    style,
    grid,
    bars: spec.bars,
    total,
    harmony,
    mood,
    chromatic,
    phrases: phrasesOf(spec.bars),
    // A written ending holds the last chord; a loop that stops away from home (Gm7 – Cm7) keeps
    // its groove instead, so its last chord does not weigh on the key as if it were home.
    ending: spec.bars >= 8 && harmony.at(-1)?.chord.rootChroma === keyChromas(key)[0],
    dynamics: mood ? MOOD_DYNAMICS[mood] : 1,
    keyWeights: keyToneWeights(key, harmony),
    // The melody as written from its own stream, for parts that answer it (whether or not it plays).
    melodyGuide: () => {
      guide ??= writeMelody(ctx, createRng(deriveSeed(seed, 'melody')));
      return guide;
    },
  };
  const swingUnit = spec.swingUnit === 'eighth' || spec.swingUnit === 'sixteenth' ? spec.swingUnit : null;
  const warp = swingWarp(swingUnitFor(swingUnit ?? style.swingUnit, grid), grid.compound ? 0 : swing);
  const parts: Part[] = resolved.parts.map((p) => {
    const rng = createRng(deriveSeed(seed, p.stream));
    // A part in a style of its own ("trap drums" under a pop song) reads that style's patterns.
    const partCtx: ComposeContext = p.style ? { ...ctx, style: getStyle(p.style) } : ctx;
    const raw: RawNote[] = applyDensity(WRITERS[p.role](partCtx, rng, p), p.role, p.density, grid, total);
    // A line sits where its instrument plays it: a cello line under the melody, a piccolo above.
    if (p.role === 'melody' || p.role === 'counter-melody') {
      const shift = octavesToHome(
        raw.map((n) => n.midi),
        p.program,
        p.role === 'melody',
      );
      for (const n of raw) n.midi += shift;
    }
    if (SWELLING.has(p.role)) swellWithPhrases(raw, ctx.phrases, grid.ticksPerBar);
    applySwing(raw, warp);
    const feel = feelFor(partCtx.style.timing, p.role, humanize, tempo, PPQ);
    applyHumanize(raw, humanize, createRng(deriveSeed(seed, `${p.stream}:humanize`)), feel);
    return {
      name: p.name,
      role: p.role,
      program: p.program,
      channel: p.channel,
      notes: tidyNotes(raw, total),
    };
  });
  return {
    ok: true,
    piece: {
      meta: {
        title: pieceTitle({ style: style.id, key }),
        key,
        tempo,
        meter: grid.meter,
        bars: spec.bars,
        ppq: PPQ,
        style: style.id,
        mood,
        swing,
        ...(swingUnit ? { swingUnit } : {}),
        humanize,
        chromatic,
        seed,
        progression: harmonyToSegments(key, harmony, grid.ticksPerBar),
      },
      parts,
    },
  };
}
