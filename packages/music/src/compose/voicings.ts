import type { VoicingKind } from '../styles/types.ts';
import type { ChordInfo } from '../theory/chord.ts';
import { keyChromas } from '../theory/key.ts';
import { mod12 } from '../theory/pitch-class.ts';
import { voiceProgression } from '../theory/voicing.ts';
import type { ComposeContext } from './context.ts';
import { melodyRange } from './melody-part.ts';

/**
 * Lowest note a close third may sit on (E3): below it thirds turn to mud, so low registers take
 * roots, fifths and octaves only.
 * @example LOW_INTERVAL_LIMIT // 52
 */
export const LOW_INTERVAL_LIMIT = 52;

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

/** Root low, then the seventh (or sixth) and the third above it: the jazz left-hand shell. */
function shell(chord: ChordInfo): number[] {
  const r = above(43, chord.rootChroma);
  const third =
    intervalPc(chord, '3') ?? intervalPc(chord, '4') ?? intervalPc(chord, '2') ?? chord.rootChroma;
  const seventh =
    intervalPc(chord, '7') ?? intervalPc(chord, '6') ?? intervalPc(chord, '5') ?? chord.rootChroma;
  const s = above(r + 1, seventh);
  return [r, s, above(s + 1, third)];
}

/**
 * The chords part's voicing of every chord of the piece, in the style's way: close position with
 * smooth voice leading (its top kept under the melody's register), power chords, jazz shells, or a
 * spread voicing (root low, the rest close above E3). Thirds never sit below E3.
 * @example voiceChordsPart(ctx)[0] // [52, 55, 60, 64] for C in a pop piece
 */
export function voiceChordsPart(
  ctx: ComposeContext,
  kind: VoicingKind = ctx.style.voicing ?? 'close',
): number[][] {
  const { style, harmony } = ctx;
  const chords = harmony.map((h) => h.chord);
  if (kind === 'power') return chords.map(power);
  if (kind === 'shell') return chords.map(shell);
  const [melodyLow] = melodyRange(keyChromas(ctx.key)[0]!);
  const low = Math.max(LOW_INTERVAL_LIMIT, style.chords.low);
  // Room for four voices in close position (a tenth and more); voices the melody's lowest notes
  // would cover are moved under it attack by attack.
  const high = Math.max(low + 16, Math.min(style.chords.high, melodyLow + 4));
  if (kind === 'spread') {
    // Upper voices voiced over a separate bass: they leave the root to it and keep 3rd, 7th, 9th.
    const upper = voiceProgression(chords, {
      low: Math.max(55, low),
      high: Math.max(67, high),
      voices: Math.max(3, style.chords.voices - 1),
      bass: true,
    });
    return chords.map((c, i) => [above(40, c.bassChroma ?? c.rootChroma), ...(upper?.[i]?.notes ?? [])]);
  }
  const close = voiceProgression(chords, { low, high, voices: style.chords.voices });
  return chords.map((_, i) => [...(close?.[i]?.notes ?? [])]);
}

/**
 * Keep thirds out of the low register: when a note under E3 has another a third above it, the low
 * note (the bass of the voicing) drops an octave if it can stay above C2, otherwise the upper note
 * is left out.
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
      else s.splice(j, 1);
      j = s.length;
    }
  }
  return [...new Set(s)].sort((a, b) => a - b);
}
