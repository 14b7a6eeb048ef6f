import type { Rng } from '../rng.ts';
import { voiceProgression } from '../theory/voicing.ts';
import { type ComposeContext, clampVelocity, type RawNote, segmentIndexAt } from './context.ts';
import { STEP_TICKS } from './meter-grid.ts';
import { keepUnderMelody, underMelody } from './pad-part.ts';
import { parseSteps } from './step-pattern.ts';
import { LOW_INTERVAL_LIMIT } from './voicings.ts';

/** Stab rhythms for 4/4 (sixteenth steps), picked per phrase; the last one answers at the bar's end. */
const STABS_44: readonly string[] = [
  'x.......x.......',
  '......x.......x.',
  '...x......x.....',
  'x.....x...x.....',
];

/** Styles whose horns play short stabs; the others hold swelling section pads. */
const STAB_FEELS = new Set(['stabs', 'syncopated', 'offbeats', 'strum', 'beats']);

/**
 * Write a horn section: close four-voice section voicings under the melody, played either as short
 * accented stabs on syncopated spots (funk, soul, salsa, pop) or as sustained swells that enter on
 * each chord (ballads, cinematic). In meters other than 4/4 stabs fall on the beats' upbeats.
 * @example writeHorns(ctx, createRng(1)) // stabs in funk, pads in a ballad
 */
export function writeHorns(ctx: ComposeContext, rng: Rng): RawNote[] {
  const { grid, harmony } = ctx;
  const [low, high] = underMelody(ctx, 53);
  const voicings = voiceProgression(
    harmony.map((h) => h.chord),
    { low, high, voices: 4 },
  );
  const stabs = STAB_FEELS.has(ctx.style.chords.feel);
  const base = 80 * ctx.dynamics;
  const out: RawNote[] = [];
  const guide = ctx.melodyGuide();
  const push = (tick: number, dur: number, vel: number) => {
    const si = segmentIndexAt(harmony, tick);
    const seg = harmony[si]!;
    const len = Math.min(dur, seg.end - tick);
    if (len <= 0) return;
    const notes = keepUnderMelody(
      voicings?.[si]?.notes ?? [],
      tick,
      tick + len,
      guide,
      LOW_INTERVAL_LIMIT,
      high,
    );
    for (const midi of notes)
      out.push({
        tick,
        dur: len,
        midi,
        vel: clampVelocity(vel),
        lo: seg.tick,
        hi: Math.min(seg.end, tick + len),
      });
  };
  if (!stabs) {
    harmony.forEach((seg, i) => {
      const swell = i % 2 === 0 ? 0.85 : 0.95;
      push(seg.tick, seg.end - seg.tick, base * swell * (0.95 + rng.next() * 0.1));
    });
    return out;
  }
  const upbeats = grid.beats.map((b) => b.tick + b.ticks / 2);
  let rhythm: readonly number[] = [];
  for (let bar = 0; bar < ctx.bars; bar++) {
    const barStart = bar * grid.ticksPerBar;
    const phrase = ctx.phrases.find((p) => bar >= p.start && bar < p.start + p.length)!;
    if (bar === phrase.start) {
      rhythm =
        grid.id === '4/4'
          ? parseSteps(rng.pick(STABS_44)).hits.map((h) => h.step * STEP_TICKS)
          : upbeats.filter((_, i) => i % 2 === rng.int(0, 1));
    }
    if (ctx.ending && bar === ctx.bars - 1) {
      push(barStart, grid.beats[0]!.ticks * 2, base * 1.1);
      continue;
    }
    // Phrases end with a push: a stab on the last upbeat of the bar, into the next phrase.
    const last = bar === phrase.start + phrase.length - 1;
    const times = last ? [...rhythm, upbeats[upbeats.length - 1]!] : rhythm;
    for (const [i, t] of [...new Set(times)].entries()) {
      const accent = i === 0 ? 1.08 : 0.95;
      push(barStart + t, STEP_TICKS * 2 - 20, base * accent);
    }
  }
  return out;
}
