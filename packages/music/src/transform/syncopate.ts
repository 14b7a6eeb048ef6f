import type { NoteEvent, Piece } from '../compose/types.ts';

const byTick = (a: NoteEvent, b: NoteEvent) => a.tick - b.tick || a.midi - b.midi;

/**
 * A part made more syncopated, the way players push: the notes that start on a strong beat (the
 * downbeat of every other bar, and the middle of each bar in an even meter) come an eighth early
 * and hold on to where they ended, so the change lands ahead of the beat. Notes still sounding
 * where a pushed note now starts stop there. A note moves only when the part plays nothing else
 * in the eighth before it; the piece's first note stays. Bars `from`–`to` are 0-based, inclusive.
 * @example syncopate(piece, bass.notes).some((n) => n.tick % piece.meta.ppq !== 0) // true
 */
export function syncopate(
  piece: Piece,
  notes: readonly NoteEvent[],
  bars: readonly [number, number] = [0, piece.meta.bars - 1],
): NoteEvent[] {
  const { ppq, meter } = piece.meta;
  const barTicks = Math.round((ppq * 4 * meter.numerator) / meter.denominator);
  const eighth = ppq / 2;
  // Swung or humanised onsets sit a little off the grid: within a 32nd counts as on the beat.
  const near = ppq / 8;
  const strong: number[] = [];
  for (let bar = Math.max(0, bars[0]); bar <= Math.min(piece.meta.bars - 1, bars[1]); bar++) {
    const start = bar * barTicks;
    if (bar % 2 === 1) strong.push(start);
    if (meter.numerator % 2 === 0 && meter.denominator === 4) strong.push(start + barTicks / 2);
  }
  const out = notes.map((n) => ({ ...n }));
  for (const beat of strong) {
    if (beat - eighth < 0) continue;
    const onBeat = out.filter((n) => Math.abs(n.tick - beat) <= near);
    if (onBeat.length === 0) continue;
    // Something already starts in the eighth before: the part is pushing there already.
    if (out.some((n) => n.tick > beat - eighth - near && n.tick < beat - near)) continue;
    const pushed = beat - eighth;
    for (const n of out) {
      if (onBeat.includes(n)) {
        n.durationTicks += n.tick - pushed;
        n.tick = pushed;
      } else if (n.tick < pushed && n.tick + n.durationTicks > pushed) n.durationTicks = pushed - n.tick;
    }
  }
  return out.sort(byTick);
}
