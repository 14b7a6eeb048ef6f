import type { Rng } from '../rng.ts';
import { voiceProgression } from '../theory/voicing.ts';
import { type ComposeContext, clampVelocity, type RawNote, segmentIndexAt } from './context.ts';
import { metricStrength } from './meter-grid.ts';
import { keepUnderMelody } from './pad-part.ts';

/** Orders the chord tones (index into a two-octave stack) are broken in. */
const SHAPES: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 4, 3],
  [0, 2, 1, 3, 2, 4, 3, 5],
  [0, 1, 2, 3, 2, 1],
  [0, 2, 4, 2],
];

/**
 * Write an arpeggio: the chord broken into a running figure (eighths, or sixteenths in styles whose
 * melody moves in sixteenths) over two octaves of chord tones, a new shape each phrase, accents on
 * the beats. Notes ring a little into the next (a harp or a plucked synth lets them).
 * @example writeArpeggio(ctx, createRng(1)).length // eight notes a 4/4 bar in a ballad
 */
export function writeArpeggio(ctx: ComposeContext, rng: Rng): RawNote[] {
  const { grid, harmony } = ctx;
  const voicings = voiceProgression(
    harmony.map((h) => h.chord),
    { low: 52, high: 67, voices: 3 },
  );
  const unit = ctx.style.melody.subdivision === 'sixteenth' && grid.subTicks === 240 ? 120 : grid.subTicks;
  const base = 64 * ctx.dynamics;
  const out: RawNote[] = [];
  const guide = ctx.melodyGuide();
  let shape = SHAPES[0]!;
  for (let bar = 0; bar < ctx.bars; bar++) {
    const phrase = ctx.phrases.find((p) => bar >= p.start && bar < p.start + p.length)!;
    if (bar === phrase.start) shape = rng.pick(SHAPES);
    const barStart = bar * grid.ticksPerBar;
    const isEnding = ctx.ending && bar === ctx.bars - 1;
    let k = 0;
    let lastSeg = -1;
    for (let t = barStart; t < barStart + grid.ticksPerBar; t += unit) {
      const si = segmentIndexAt(harmony, t);
      if (si !== lastSeg) {
        k = 0;
        lastSeg = si;
      }
      const seg = harmony[si]!;
      const tones = voicings?.[si]?.notes ?? [];
      if (tones.length === 0) continue;
      const stack = [...tones, ...tones.map((n) => n + 12)];
      const picked = stack[shape[k++ % shape.length]! % stack.length]!;
      const midi = keepUnderMelody([picked], t, t + unit, guide, 48, 127)[0];
      if (midi === undefined) continue;
      const strength = metricStrength(grid, t - barStart);
      out.push({
        tick: t,
        dur: isEnding ? barStart + grid.ticksPerBar - t : Math.min(unit * 2, seg.end - t),
        midi,
        vel: clampVelocity(base * (0.82 + 0.08 * strength)),
        lo: seg.tick,
        hi: Math.min(seg.end, t + unit),
      });
      if (isEnding && t - barStart >= grid.beats[0]!.ticks) break;
    }
  }
  return out;
}
