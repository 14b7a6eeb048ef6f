import type { NoteEvent, Piece } from '../compose/types.ts';
import { chordChromas, parseChord } from '../theory/chord.ts';
import { keyChromas } from '../theory/key.ts';

/** The walking range: E1 to G3, the upright bass's usual walking register. */
const LOW = 28;
const HIGH = 55;

/** The pitch of `chroma` nearest `near`, inside the walking range. */
function nearest(chroma: number, near: number): number {
  let best = -1;
  for (let p = LOW; p <= HIGH; p++)
    if (p % 12 === chroma && (best < 0 || Math.abs(p - near) < Math.abs(best - near))) best = p;
  return best;
}

/**
 * A walking bass line through a piece's chords: one note per beat, the chord's root (or slash
 * bass) on its first beat, chord tones and then scale steps moving toward the next chord, and a
 * chromatic approach note on the beat before each change. With `skips` the line moves more, as a
 * bassist's busier walk does: the approach beat splits into two eighths, the second a ghosted
 * skip (a rake into the change). Deterministic; pure.
 * @example walkingBassLine(piece).length // one note per beat of the piece
 */
export function walkingBassLine(piece: Piece, skips = false): NoteEvent[] {
  const { meta } = piece;
  const beat = (meta.ppq * 4) / meta.meter.denominator;
  const scale = new Set(keyChromas(meta.key));
  const segs = [...meta.progression].sort((a, b) => a.tick - b.tick);
  const out: NoteEvent[] = [];
  let prev = 40;
  segs.forEach((seg, i) => {
    const chord = parseChord(seg.symbol);
    if (!chord) return;
    const tones = new Set(chordChromas(chord));
    const next = parseChord(segs[(i + 1) % segs.length]!.symbol);
    const beats = Math.max(1, Math.round(seg.durationTicks / beat));
    const root = nearest(chord.bassChroma ?? chord.rootChroma, prev);
    const target = nearest(next ? (next.bassChroma ?? next.rootChroma) : chord.rootChroma, root);
    // Walk toward the next root; when it is the same note, walk up and come back.
    const up = target > root || (target === root && root < 42);
    let p = root;
    for (let b = 0; b < beats; b++) {
      if (b > 0 && b === beats - 1 && next) {
        // The approach: a semitone from the side the line is coming from.
        const side = p < target ? target - 1 : target + 1;
        p = side >= LOW && side <= HIGH ? side : target + (side < LOW ? 1 : -1);
      } else if (b > 0) {
        const dir = up ? 1 : -1;
        let step = 0;
        for (let d = 1; d <= 5 && step === 0; d++) if (tones.has((p + dir * d) % 12)) step = dir * d;
        for (let d = 1; d <= 2 && step === 0; d++) if (scale.has((p + dir * d) % 12)) step = dir * d;
        const move = step === 0 ? dir * 2 : step;
        // At the edge of the range the line turns back instead of leaping an octave.
        p = p + move >= LOW && p + move <= HIGH ? p + move : p - move;
      }
      const tick = seg.tick + b * beat;
      if (tick >= meta.bars * (beat * meta.meter.numerator)) break;
      const approach = b > 0 && b === beats - 1 && next;
      if (skips && approach) {
        // The skip: the approach on the beat, then a ghosted note on its off-beat leading in.
        const half = Math.round(beat / 2);
        out.push({ tick, midi: p, durationTicks: Math.round(half * 0.9), velocity: 82 });
        out.push({ tick: tick + half, midi: p, durationTicks: Math.round(half * 0.8), velocity: 58 });
      } else out.push({ tick, midi: p, durationTicks: Math.round(beat * 0.92), velocity: b === 0 ? 92 : 82 });
    }
    prev = p;
  });
  return out;
}
