import { describe, expect, it } from 'vitest';
import { playChat } from '../testing/chat.ts';
import { PROBES } from './probe.fixture.ts';

// Measured at 95 % (theory explanations 56/62, facts 56/58, practical 57/58) when the corpus was
// widened; the floors leave a little room for the corpus to move, not for a phrasing class to fall.
const FLOOR = 0.93;
const GROUP_FLOOR = 0.88;

describe('first reading of unseen messages (probe set)', () => {
  it(`reads at least ${FLOOR * 100} % of the probes as meant`, { timeout: 120_000 }, () => {
    const misses: string[] = [];
    const byIntent = new Map<string, { ok: number; all: number }>();
    for (const probe of PROBES) {
      const chat = probe.withPiece ? ['lofi beat in F minor', probe.text] : [probe.text];
      const got = playChat(chat).at(-1)!.intent;
      const tally = byIntent.get(probe.intent) ?? { ok: 0, all: 0 };
      tally.all++;
      if (got === probe.intent) tally.ok++;
      else misses.push(`${probe.intent} → ${got}: ${probe.text}`);
      byIntent.set(probe.intent, tally);
    }
    expect((PROBES.length - misses.length) / PROBES.length, misses.join('\n')).toBeGreaterThanOrEqual(FLOOR);
    for (const intent of ['theory-explanation', 'theory-fact', 'practical']) {
      const { ok, all } = byIntent.get(intent)!;
      expect(ok / all, `${intent}: ${ok}/${all}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(GROUP_FLOOR);
    }
  });
});
