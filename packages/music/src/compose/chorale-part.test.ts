import { describe, expect, it } from 'vitest';
import { chordChromas, parseChord } from '../theory/chord.ts';
import { compose } from './compose.ts';

// The voices under the soprano say each triad whole, so the chord is heard without the tune.

describe('chorale inner voices', () => {
  it.each([
    [{ tonic: 'C', mode: 'major' as const }, ['C', 'F', 'G', 'C']],
    [{ tonic: 'G', mode: 'major' as const }, ['G', 'Em', 'C', 'D']],
    [{ tonic: 'A', mode: 'minor' as const }, ['Am', 'Dm', 'E', 'Am']],
  ])('%j %j: most chords are complete in alto, tenor and bass', (key, progression) => {
    let complete = 0;
    let all = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const r = compose({
        key,
        bars: 8,
        style: 'chorale',
        parts: ['chords', 'bass', 'melody'],
        progression,
        seed,
      });
      if (!r.ok) throw new Error(r.error);
      const under = r.piece.parts.filter((p) => p.role !== 'melody').flatMap((p) => p.notes);
      for (let bar = 0; bar < 8; bar++) {
        const tones = new Set(
          chordChromas(parseChord(progression[bar % 4]!)!).map((pc) => ((pc % 12) + 12) % 12),
        );
        const sounding = new Set(
          under
            .filter((n) => n.tick < (bar + 1) * 1920 && n.tick + n.durationTicks > bar * 1920)
            .map((n) => n.midi % 12),
        );
        all++;
        if ([...tones].every((pc) => sounding.has(pc))) complete++;
      }
    }
    // (Before: about half; parallels and the soprano's place still leave some incomplete.)
    expect(complete / all).toBeGreaterThanOrEqual(0.6);
  });

  it('the soprano sings no higher than G5, so the alto below it can reach the chord', () => {
    for (const [tonic, seed] of ['C', 'B', 'Eb', 'F#'].flatMap((t) =>
      [1, 2, 3, 4].map((s) => [t, s] as const),
    )) {
      const r = compose({
        key: { tonic, mode: 'major' },
        bars: 8,
        style: 'chorale',
        parts: ['chords', 'bass', 'melody'],
        seed,
      });
      if (!r.ok) throw new Error(r.error);
      const soprano = r.piece.parts.find((p) => p.role === 'melody')!.notes.map((n) => n.midi);
      expect(Math.max(...soprano)).toBeLessThanOrEqual(79);
      expect(Math.min(...soprano)).toBeGreaterThanOrEqual(60);
    }
  });
});
