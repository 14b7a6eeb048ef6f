import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseChord } from './chord.ts';
import { voiceMovement, voiceProgression } from './voicing.ts';

describe('voiceProgression', () => {
  it('voices I–vi–IV–V–I smoothly inside the register', () => {
    const v = voiceProgression(['C', 'Am', 'F', 'G7', 'C'])!;
    expect(v.map((x) => x.notes)).toEqual([
      [60, 64, 67, 72],
      [60, 64, 69, 72],
      [60, 65, 69, 72],
      [62, 65, 67, 71],
      [60, 64, 67, 72],
    ]);
    let total = 0;
    for (let i = 1; i < v.length; i++) total += voiceMovement(v[i - 1]!.notes, v[i]!.notes);
    expect(total).toBeLessThanOrEqual(14);
  });

  it('keeps a slash bass as the lowest voice', () => {
    const v = voiceProgression(['C', 'G/B', 'Am', 'C/G'])!;
    expect(v[1]!.notes[0]! % 12).toBe(11);
    expect(v[3]!.notes[0]! % 12).toBe(7);
  });

  it('keeps the root lowest when asked, every tone of a ninth chord but its fifth above it', () => {
    const chords = ['Fmaj9', 'Em7', 'Dm9', 'Cmaj9', 'C/E'];
    const v = voiceProgression(chords, { rootLowest: true, low: 52, high: 72 })!;
    v.forEach((x, i) => {
      const c = parseChord(chords[i]!)!;
      expect(x.notes[0]! % 12, chords[i]).toBe(c.bassChroma ?? c.rootChroma);
      expect(Math.max(...x.notes), chords[i]).toBeLessThanOrEqual(72);
    });
    // Dm9 over its root: D, F, C, E (not C D E F, which reads as Fmaj7).
    expect(new Set(v[2]!.notes.map((n) => n % 12))).toEqual(new Set([2, 5, 0, 4]));
  });

  it('adds a separate bass note when asked', () => {
    const v = voiceProgression(['Dm7', 'G7/B', 'Cmaj7'], { bass: true })!;
    expect(v.map((x) => x.bass)).toEqual([38, 47, 36]);
  });

  it('returns null for unreadable chords and [] for none', () => {
    expect(voiceProgression(['C', 'nope'])).toBeNull();
    expect(voiceProgression([])).toEqual([]);
  });

  it('always contains only chord tones, in range, and never moves more than a naive root-position voicing (property)', () => {
    const symbols = [
      'C',
      'Dm',
      'Em',
      'F',
      'G7',
      'Am',
      'Bdim',
      'Cmaj7',
      'Fmaj9',
      'E7',
      'Bb',
      'Ab',
      'D7/F#',
      'Gsus4',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...symbols), { minLength: 1, maxLength: 12 }),
        fc.constantFrom(3, 4),
        (prog, voices) => {
          const v = voiceProgression(prog, { low: 52, high: 76, voices })!;
          expect(v).toHaveLength(prog.length);
          v.forEach((voicing, i) => {
            const chord = parseChord(prog[i]!)!;
            const allowed = new Set([...chord.chromas, chord.bassChroma ?? chord.rootChroma]);
            expect(voicing.notes).toHaveLength(voices);
            for (const n of voicing.notes) {
              expect(n).toBeGreaterThanOrEqual(52);
              expect(n).toBeLessThanOrEqual(76);
              expect(allowed.has(n % 12)).toBe(true);
            }
            for (let k = 1; k < voicing.notes.length; k++)
              expect(voicing.notes[k]!).toBeGreaterThanOrEqual(voicing.notes[k - 1]!);
          });
        },
      ),
    );
  });
});
