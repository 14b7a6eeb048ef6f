import type { NoteEvent } from '../compose/types.ts';

/** The shortest note a staccato leaves: a 64th at 480 PPQ. */
const SHORTEST = 30;

/**
 * A part played shorter (staccato, `factor` < 1) or longer (legato, `factor` > 1): every note keeps
 * its start and pitch; its length is scaled, never below a 64th, and a longer note stops where the
 * part's next onset begins (so a line never smears into itself).
 * @example articulate([{ tick: 0, durationTicks: 480, midi: 60, velocity: 90 }], 0.5)[0].durationTicks // 240
 */
export function articulate(notes: readonly NoteEvent[], factor: number): NoteEvent[] {
  const onsets = [...new Set(notes.map((n) => n.tick))].sort((a, b) => a - b);
  return notes.map((n) => {
    if (factor < 1) {
      if (n.durationTicks <= SHORTEST) return n;
      return { ...n, durationTicks: Math.max(SHORTEST, Math.round(n.durationTicks * factor)) };
    }
    const next = onsets.find((t) => t > n.tick);
    const longer = Math.round(n.durationTicks * factor);
    return {
      ...n,
      durationTicks: next === undefined ? longer : Math.min(longer, Math.max(n.durationTicks, next - n.tick)),
    };
  });
}
