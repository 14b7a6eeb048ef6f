import { describe, expect, it } from 'vitest';
import { parseChord } from '../theory/chord.ts';
import { compose } from './compose.ts';
import type { StyleId } from './types.ts';

// Kept under the melody's register, a voicing still says its chord's quality: the third stays.

describe('the chords part keeps every chord’s third', () => {
  it.each<[StyleId, { tonic: string; mode: 'major' | 'minor' }, string[]]>([
    ['r-and-b', { tonic: 'Eb', mode: 'major' }, ['Ebmaj9', 'Cm9', 'Abmaj7', 'Bb13']],
    ['lo-fi', { tonic: 'F', mode: 'major' }, ['Gm9', 'C9', 'Fmaj9', 'Dm9']],
    ['pop', { tonic: 'A', mode: 'minor' }, ['Am', 'F', 'C', 'G']],
  ])('%s %j', (style, key, progression) => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = compose({ key, bars: 8, style, parts: ['chords', 'bass'], progression, seed });
      if (!r.ok) throw new Error(r.error);
      const chords = r.piece.parts.find((p) => p.role === 'chords')!.notes;
      for (const seg of r.piece.meta.progression) {
        const third = parseChord(seg.symbol)!.chromas[1]!;
        const attacks = new Map<number, number[]>();
        for (const n of chords.filter((n) => n.tick >= seg.tick && n.tick < seg.tick + 1920))
          attacks.set(n.tick, [...(attacks.get(n.tick) ?? []), n.midi % 12]);
        for (const [tick, pcs] of attacks)
          if (pcs.length >= 3) expect(pcs, `seed ${seed} ${seg.symbol} at ${tick}`).toContain(third);
      }
    }
  });
});

describe('a piano ballad: the tune on top of the left hand', () => {
  it('keeps the arpeggiated chords under the melody played on the same piano', () => {
    let under = 0;
    let all = 0;
    for (const tonic of ['D', 'F', 'A', 'B'])
      for (const mode of ['major', 'minor'] as const)
        for (const seed of [2, 9]) {
          const r = compose({
            key: { tonic, mode },
            bars: 8,
            style: 'ballad',
            parts: [{ role: 'chords', program: 0 }, 'bass', { role: 'melody', program: 0 }],
            seed,
          });
          if (!r.ok) throw new Error(r.error);
          const chords = r.piece.parts.find((p) => p.role === 'chords')!.notes;
          for (const n of r.piece.parts.find((p) => p.role === 'melody')!.notes) {
            const sounding = chords.filter((c) => c.tick <= n.tick && c.tick + c.durationTicks > n.tick);
            all++;
            if (sounding.some((c) => c.midi >= n.midi)) under++;
          }
        }
    expect(under / all).toBeLessThan(0.06);
  });
});
