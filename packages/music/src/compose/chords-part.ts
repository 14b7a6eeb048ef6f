import type { Rng } from '../rng.ts';
import { keyChromas } from '../theory/key.ts';
import { voiceProgression } from '../theory/voicing.ts';
import { writeChorale } from './chorale-part.ts';
import { type ComposeContext, clampVelocity, type RawNote, segmentIndexAt } from './context.ts';
import { stylePatternsForComp } from './generic-patterns.ts';
import { melodyRange } from './melody-part.ts';
import { metricStrength, STEP_TICKS } from './meter-grid.ts';
import { keepUnderMelody } from './pad-part.ts';
import { sectionOfPhrase } from './progression.ts';
import { type PatternHit, parseSteps } from './step-pattern.ts';
import {
  BASS_TONE_FLOOR,
  clearLowThirds,
  doubleTonalDegree,
  LOW_INTERVAL_LIMIT,
  voiceChordsPart,
  withBassLowest,
} from './voicings.ts';

/** The pattern with an anticipation: its last eighth struck (and held into the bar line). */
function anticipate(p: string, sub: number): string {
  const chars = p.replace(/\s+/g, '').split('');
  const at = chars.length - sub;
  if (at <= 0) return p;
  const head = /\d/.test(chars.find((c) => c !== '-' && c !== '.') ?? 'x') ? chars[0]! : 'x';
  chars[at] = head;
  for (let i = at + 1; i < chars.length; i++) chars[i] = '-';
  return chars.join('');
}

/** The pattern with its longest held hit split in two (a re-attack halfway). */
function splitLongest(p: string): string {
  const hits = parseSteps(p).hits;
  const longest = hits.reduce<PatternHit | null>((m, h) => (!m || h.length > m.length ? h : m), null);
  if (!longest || longest.length < 4) return p;
  const chars = p.replace(/\s+/g, '').split('');
  chars[longest.step + Math.floor(longest.length / 2)] = longest.char;
  return chars.join('');
}

/**
 * Write the chords part: the progression voiced in the style's way (close with smooth voice leading,
 * power chords, shells or spread voicings; always under the melody) and played with the style's
 * comping patterns: one per phrase, changing halfway through it, a varied one (anticipation or a
 * re-attack) at phrase ends and others in B sections, so the comping breathes instead of looping.
 * A chord the pattern would leave silent gets an attack where it starts.
 * @example writeChords(ctx, createRng(1)) // [{ tick: 0, dur: 360, midi: 60, … }, …]
 */
export function writeChords(ctx: ComposeContext, rng: Rng): RawNote[] {
  const { style, grid, harmony } = ctx;
  if (style.voicing === 'chorale') return writeChorale(ctx, rng);
  const own = stylePatternsForComp(style, grid);
  const broken = own.some((p) => /\d/.test(p));
  const weights = ctx.keyWeights;
  // A broken chord's root is its lowest note; the voices above it double what tells the key. The
  // left hand's arpeggio stays under the melody's register, so a tune on the same piano sits on
  // top of it rather than inside it.
  const brokenHigh = Math.min(
    style.chords.high,
    Math.max(style.chords.low + 16, melodyRange(keyChromas(ctx.key)[0]!)[0] + 2),
  );
  const voicings = broken
    ? (voiceProgression(
        harmony.map((h) => h.chord),
        { low: style.chords.low, high: brokenHigh, voices: style.chords.voices, rootLowest: true },
      )?.map((v, i) => [
        ...v.notes.slice(0, 1),
        ...doubleTonalDegree(v.notes.slice(1), harmony[i]!.chord, weights, style.chords.low, brokenHigh),
      ]) ?? [])
    : voiceChordsPart(ctx);
  const sub = grid.subTicks / STEP_TICKS;
  // The style's patterns and their varied forms: what a player would do with them.
  const variants = [...new Set([...own, ...own.map((p) => anticipate(p, sub)), ...own.map(splitLongest)])];
  const patterns = variants.map(parseSteps);
  const guide = ctx.melodyGuide();
  // Under the melody's line whether or not it plays, so adding or removing a melody leaves the
  // chords note for note.
  const keepUnder =
    !broken && (style.voicing ?? 'close') !== 'power' && (style.voicing ?? 'close') !== 'shell';
  const base = style.chords.velocity * ctx.dynamics;
  const out: RawNote[] = [];
  let variant = 0;
  for (let bar = 0; bar < ctx.bars; bar++) {
    const barStart = bar * grid.ticksPerBar;
    const barEnd = barStart + grid.ticksPerBar;
    const pi = ctx.phrases.findIndex((p) => bar >= p.start && bar < p.start + p.length);
    const phrase = ctx.phrases[pi]!;
    const inPhrase = bar - phrase.start;
    if (inPhrase === 0) {
      const b = sectionOfPhrase(pi) === 'B' ? Math.floor(own.length / 2) + 1 : 0;
      variant = (b + rng.int(0, own.length - 1)) % own.length;
    }
    const isEnding = ctx.ending && bar === ctx.bars - 1;
    let hits: readonly PatternHit[];
    if (isEnding) {
      // The last bar holds the whole home chord, even in a broken (arpeggiated) style: one note
      // alone does not sound like an ending.
      hits = [{ step: 0, length: grid.steps, char: 'x' }];
    } else {
      const last = inPhrase === phrase.length - 1;
      const half = inPhrase >= 2 && own.length > 1 ? 1 : 0;
      const idx = last
        ? own.length + ((variant + half) % own.length) + (rng.chance(0.5) ? own.length : 0)
        : (variant + half) % own.length;
      hits = (patterns[idx] ?? patterns[variant]!).hits;
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
        starts.push({ tick: segTick, len: next - segTick, char: broken ? '0' : 'x' });
      }
    }
    starts.sort((a, b) => a.tick - b.tick);
    for (const s of starts) {
      const idx = segmentIndexAt(harmony, s.tick);
      const seg = harmony[idx]!;
      const limit = Math.min(seg.end, barEnd);
      const isDigit = s.char >= '0' && s.char <= '9';
      const dur = Math.min(style.chords.pedal && isDigit ? limit - s.tick : s.len, limit - s.tick);
      if (dur <= 0) continue;
      const voiced = voicings[idx] ?? [];
      const bassPc = seg.chord.bassChroma ?? seg.chord.rootChroma;
      const notes = keepUnder
        ? withThird(
            clearLowThirds(
              withBassLowest(
                keepUnderMelody(voiced, s.tick, s.tick + dur, guide, LOW_INTERVAL_LIMIT, 127),
                bassPc,
                BASS_TONE_FLOOR,
              ),
            ),
            voiced,
            seg.chord.chromas[1],
          )
        : voiced;
      if (notes.length === 0) continue;
      const strength = metricStrength(grid, s.tick - barStart);
      const accent = s.char === 'X' ? 1.12 : 1;
      const vel = base * accent * (0.84 + 0.07 * strength) * (1 + rng.signed() * 0.04);
      const chosen = isDigit ? [notes[Number(s.char) % notes.length]!] : notes;
      // A broken style's last chord is rolled up from its bass, one voice a subdivision, and rings.
      const roll = isEnding && broken ? grid.subTicks : 0;
      for (const [k, midi] of chosen.entries()) {
        if (k * roll >= dur) break;
        out.push({
          tick: s.tick + k * roll,
          dur: dur - k * roll,
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

/**
 * A voicing that lost its chord's third to the melody's register gets it back where it was voiced:
 * without it a Cm9 is heard as an Eb chord, which a voice touching the tune's lowest note is not.
 */
function withThird(notes: number[], voiced: readonly number[], third: number | undefined): number[] {
  if (third === undefined || notes.length === 0 || notes.some((n) => n % 12 === third)) return notes;
  const was = voiced.find((n) => n % 12 === third);
  return was === undefined ? notes : [...notes, was].sort((a, b) => a - b);
}
