import type { Rng } from '../rng.ts';
import { keyChromas } from '../theory/key.ts';
import { voiceProgression } from '../theory/voicing.ts';
import { type ComposeContext, clampVelocity, type RawNote } from './context.ts';
import { melodyRange } from './melody-part.ts';
import { BASS_TONE_FLOOR, clearLowThirds, doubleTonalDegree, LOW_INTERVAL_LIMIT } from './voicings.ts';

/**
 * The register a part under the melody may use: from `low` up to just below the melody's lowest
 * note, so the melody's octave stays free.
 * @example underMelody(ctx, 52) // [52, 68] in C major
 */
export function underMelody(ctx: ComposeContext, low: number): readonly [number, number] {
  const [melodyLow] = melodyRange(keyChromas(ctx.key)[0]!);
  return [low, Math.max(low + 12, melodyLow - 1)];
}

/**
 * The notes of a voicing that stay under the melody while [tick, end) sounds (and inside the
 * register's ceiling): a voice above the lowest melody note there, or above the ceiling, drops
 * an octave, or is left out when that would take it below `floor`.
 * @example keepUnderMelody([60, 64, 67], 0, 1920, guide, 43, 60) // [55, 60] under a melody down to E4
 */
export function keepUnderMelody(
  notes: readonly number[],
  tick: number,
  end: number,
  guide: readonly RawNote[],
  floor: number,
  ceiling: number,
): number[] {
  let lowest = ceiling;
  for (const n of guide) if (n.tick < end && n.tick + n.dur > tick && n.midi < lowest) lowest = n.midi;
  const out: number[] = [];
  for (const midi of notes) {
    let m = midi;
    // A unison with the melody doubles it rather than covering it, so it may stay.
    while (m > lowest) m -= 12;
    // A voice that had to move down may not sink below the floor; it is left out instead.
    if ((m === midi || m >= floor) && !out.includes(m)) out.push(m);
  }
  return out.sort((a, b) => a - b);
}

/**
 * Write a pad: each chord held for its whole length, its root (or slash bass) low in E2–D#3 and
 * the colour tones (third, seventh, ninth) voice-led close above it below the melody, swelling a
 * little into the middle of each phrase. Every chord change re-voices it, so the pad never holds
 * one chord's notes under the next; a chord that repeats across bars keeps sounding.
 * @example writePad(ctx, createRng(1)) // one voicing per chord change
 */
export function writePad(ctx: ComposeContext, rng: Rng): RawNote[] {
  const { harmony } = ctx;
  const guide = ctx.melodyGuide();
  // Under the melody's lowest note anywhere, so the melody's octave is its own.
  const guideLow = guide.reduce((m, n) => Math.min(m, n.midi), 128);
  const [low, roof] = underMelody(ctx, LOW_INTERVAL_LIMIT);
  const high = Math.max(low + 9, Math.min(roof, guideLow - 1));
  const voicings = voiceProgression(
    harmony.map((h) => h.chord),
    { low, high, voices: 3, bass: true, bassLow: BASS_TONE_FLOOR, bassHigh: LOW_INTERVAL_LIMIT - 1 },
  );
  const weights = ctx.keyWeights;
  const base = 58 * ctx.dynamics;
  const out: RawNote[] = [];
  const phraseTicks = 4 * ctx.grid.ticksPerBar;
  harmony.forEach((seg, i) => {
    const v = voicings?.[i];
    const upper = keepUnderMelody(
      doubleTonalDegree(v?.notes ?? [], seg.chord, weights, low, high),
      seg.tick,
      seg.end,
      guide,
      LOW_INTERVAL_LIMIT,
      high,
    );
    const notes = clearLowThirds(v?.bass === null || v?.bass === undefined ? upper : [v.bass, ...upper]);
    // Position in the phrase: softer at its edges, fuller in the middle.
    const pos = (seg.tick % phraseTicks) / phraseTicks;
    const swell = 0.85 + 0.3 * Math.sin(Math.PI * pos) + rng.signed() * 0.04;
    notes.forEach((midi, v) => {
      out.push({
        tick: seg.tick,
        dur: seg.end - seg.tick,
        midi,
        // The top voice a touch louder so the line it draws is heard; the low root a touch softer.
        vel: clampVelocity(base * swell * (v === notes.length - 1 ? 1.06 : v === 0 ? 0.9 : 1)),
        lo: seg.tick,
        hi: seg.tick + 1,
      });
    });
  });
  return out;
}
