import type { Rng } from '../rng.ts';
import { voiceProgression } from '../theory/voicing.ts';
import { type ComposeContext, clampVelocity, type RawNote, segmentIndexAt } from './context.ts';
import { stylePatternsForComp } from './generic-patterns.ts';
import { metricStrength, STEP_TICKS } from './meter-grid.ts';
import { type PatternHit, parseSteps } from './step-pattern.ts';

/**
 * Write the chords part: the progression voiced with smooth voice leading (dynamic programming over
 * close voicings in the style's register) and played with the style's comping pattern for the meter.
 * A chord the pattern would leave silent gets an attack where it starts.
 * @example writeChords(ctx, createRng(1)) // [{ tick: 0, dur: 360, midi: 60, … }, …]
 */
export function writeChords(ctx: ComposeContext, rng: Rng): RawNote[] {
  const { style, grid, harmony } = ctx;
  const voicings =
    voiceProgression(
      harmony.map((h) => h.chord),
      { low: style.chords.low, high: style.chords.high, voices: style.chords.voices },
    ) ?? [];
  const patterns = stylePatternsForComp(style, grid).map(parseSteps);
  const base = style.chords.velocity * ctx.dynamics;
  const out: RawNote[] = [];
  let variant = 0;
  for (let bar = 0; bar < ctx.bars; bar++) {
    const barStart = bar * grid.ticksPerBar;
    const barEnd = barStart + grid.ticksPerBar;
    const phrase = ctx.phrases.find((p) => bar >= p.start && bar < p.start + p.length)!;
    if (bar === phrase.start) variant = rng.int(0, patterns.length - 1);
    const isEnding = ctx.ending && bar === ctx.bars - 1;
    let hits: readonly PatternHit[];
    if (isEnding) {
      hits = [{ step: 0, length: grid.steps, char: 'x' }];
    } else {
      const useAlt = bar === phrase.start + phrase.length - 1 && patterns.length > 1 && rng.chance(0.35);
      hits = patterns[useAlt ? (variant + 1) % patterns.length : variant]!.hits;
    }
    // Attack points: pattern hits plus every chord change inside the bar.
    const starts: { tick: number; len: number; char: string }[] = hits.map((h) => ({
      tick: barStart + h.step * STEP_TICKS,
      len: h.length * STEP_TICKS,
      char: h.char,
    }));
    let si = segmentIndexAt(harmony, barStart);
    for (; si < harmony.length && harmony[si]!.tick < barEnd; si++) {
      const segTick = Math.max(barStart, harmony[si]!.tick);
      const segEnd = Math.min(barEnd, harmony[si]!.end);
      if (!starts.some((s) => s.tick >= segTick && s.tick < segEnd)) {
        const next = starts.filter((s) => s.tick > segTick).reduce((m, s) => Math.min(m, s.tick), barEnd);
        const arpeggio = /\d/.test(hits[0]?.char ?? 'x');
        starts.push({ tick: segTick, len: next - segTick, char: arpeggio ? '0' : 'x' });
      }
    }
    starts.sort((a, b) => a.tick - b.tick);
    for (const s of starts) {
      const idx = segmentIndexAt(harmony, s.tick);
      const seg = harmony[idx]!;
      const notes = voicings[idx]?.notes ?? [];
      if (notes.length === 0) continue;
      const limit = Math.min(seg.end, barEnd);
      const strength = metricStrength(grid, s.tick - barStart);
      const accent = s.char === 'X' ? 1.12 : 1;
      const vel = base * accent * (0.9 + 0.04 * strength);
      const isDigit = s.char >= '0' && s.char <= '9';
      const dur = Math.min(style.chords.pedal && isDigit ? limit - s.tick : s.len, limit - s.tick);
      if (dur <= 0) continue;
      const chosen = isDigit ? [notes[Number(s.char) % notes.length]!] : notes;
      for (const midi of chosen) {
        out.push({
          tick: s.tick,
          dur,
          midi,
          vel: clampVelocity(vel),
          lo: seg.tick,
          hi: Math.min(seg.end, barEnd),
        });
      }
    }
  }
  return out;
}
