import type { NoteEvent, Piece } from '../compose/types.ts';
import { parseChord } from '../theory/chord.ts';

/** GM bass drum keys (acoustic and electric). */
const KICKS = new Set([35, 36]);
/** The bass register a locked line stays in: E1 to C4. */
const LOW = 28;
const HIGH = 60;

/** The pitch of `chroma` nearest `near`, inside the bass register. */
function nearest(chroma: number, near: number): number {
  let best = -1;
  for (let p = LOW; p <= HIGH; p++)
    if (p % 12 === chroma && (best < 0 || Math.abs(p - near) < Math.abs(best - near))) best = p;
  return best;
}

/**
 * The onsets of the kick drum in a piece's drum parts, in order.
 * @example kickOnsets(houseGroove) // [0, 480, 960, 1440, …]
 */
export function kickOnsets(piece: Piece): number[] {
  return [
    ...new Set(
      piece.parts
        .filter((p) => p.role === 'drums')
        .flatMap((p) => p.notes.filter((n) => KICKS.has(n.midi)).map((n) => n.tick)),
    ),
  ].sort((a, b) => a - b);
}

/**
 * A bass line locked to the kick: one note on every kick onset of the piece's drums, the root (or
 * slash bass) of the chord sounding there, held until the next kick or chord change (at most a
 * beat, so the line breathes with the drums), in the register the bass already played. What a
 * producer means by "lock the bass with the kick". `kicks` gives the onsets when the drums that
 * played them are gone (the line stays as it was heard). Empty when there is no kick. Pure.
 * @example kickLockedBassLine(piece).map((n) => n.tick) // the kick's onsets
 */
export function kickLockedBassLine(piece: Piece, kicks: readonly number[] = kickOnsets(piece)): NoteEvent[] {
  const { meta } = piece;
  const beat = (meta.ppq * 4) / meta.meter.denominator;
  const end = meta.bars * beat * meta.meter.numerator;
  kicks = kicks.filter((t) => t >= 0 && t < end);
  if (kicks.length === 0) return [];
  // The register the bass played (its median pitch), so the line keeps the part's weight.
  const old = piece.parts
    .filter((p) => p.role === 'bass')
    .flatMap((p) => p.notes.map((n) => n.midi))
    .sort((a, b) => a - b);
  const centre = old.length > 0 ? old[Math.floor(old.length / 2)]! : 40;
  const segs = [...meta.progression].sort((a, b) => a.tick - b.tick);
  const chordAt = (tick: number) => {
    let at = segs[0];
    for (const s of segs) if (s.tick <= tick) at = s;
    return at;
  };
  const out: NoteEvent[] = [];
  kicks.forEach((tick, i) => {
    const seg = chordAt(tick);
    const chord = seg ? parseChord(seg.symbol) : null;
    if (!seg || !chord) return;
    const nextKick = kicks[i + 1] ?? end;
    const nextChord = segs.find((s) => s.tick > tick)?.tick ?? end;
    const length = Math.min(nextKick, nextChord, tick + beat) - tick;
    out.push({
      tick,
      midi: nearest(chord.bassChroma ?? chord.rootChroma, centre),
      durationTicks: Math.max(1, Math.round(length * 0.9)),
      // Accent the downbeats, so the line keeps the kick's push without the drums' velocities.
      velocity: tick % (beat * meta.meter.numerator) === 0 ? 98 : 88,
    });
  });
  return out;
}
