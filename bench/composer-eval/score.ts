import type { Measured } from './measure.ts';

/**
 * Requested-instrument tokens for the F1: one expected token per named (role, program); the
 * predicted token matches it when any pitched part plays that program, whatever its role in the
 * grown piece model ("strings" asked as comping may come as a pad part). When none does, the part
 * in the asked role (if any) is a wrong guess. `missing` lists what no part plays.
 * @example instrumentTokens({ chords: 48 }, m) // { expected: ['chords:48'], predicted: ['chords:48'], missing: [] }
 */
export function instrumentTokens(
  instruments: Readonly<Record<string, number>>,
  m: Measured,
): { expected: string[]; predicted: string[]; missing: string[] } {
  const expected: string[] = [];
  const predicted: string[] = [];
  const missing: string[] = [];
  for (const [role, program] of Object.entries(instruments)) {
    expected.push(`${role}:${program}`);
    if (m.tracks.some((t) => !t.isDrums && t.program === program)) {
      predicted.push(`${role}:${program}`);
      continue;
    }
    missing.push(`${role}:${program}`);
    const inRole = m.tracks.find((t) => t.role === role);
    if (inRole) predicted.push(`${role}:${inRole.program}`);
  }
  return { expected, predicted, missing };
}

/**
 * A reply to an edit the piece already satisfies: it says nothing changed and claims no change.
 * @example claimsNoChange('Nothing changed: it already has Acoustic Bass on the bass.') // true
 */
export function claimsNoChange(text: string): boolean {
  return /^Nothing changed\b/.test(text) && !/\bDone\b/.test(text);
}
