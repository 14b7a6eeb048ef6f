import { describe, expect, it } from 'vitest';
import { DRUM } from '../midi/gm.ts';
import { styleArrangement } from '../styles/index.ts';
import { compose } from './compose.ts';
import { pieceToMidi } from './piece-to-midi.ts';
import { type NoteEvent, type Piece, STYLE_IDS, type StyleId } from './types.ts';

function genre(style: StyleId, seed = 3, bars = 16, mode: 'major' | 'minor' = 'minor'): Piece {
  const r = compose({ key: { tonic: 'A', mode }, bars, style, parts: styleArrangement(style), seed });
  if (!r.ok) throw new Error(r.error);
  return r.piece;
}
const notesOf = (p: Piece, role: string): NoteEvent[] =>
  p.parts.filter((x) => x.role === role).flatMap((x) => x.notes);
const near = (n: NoteEvent, tick: number) => Math.abs(n.tick - tick) <= 40;
const grooveBars = (p: Piece) => Array.from({ length: p.meta.bars - 1 }, (_, b) => b);

describe('genres as they are played', () => {
  it('is deterministic for every genre and varies with the seed', () => {
    for (const style of STYLE_IDS) {
      expect(pieceToMidi(genre(style)), style).toEqual(pieceToMidi(genre(style)));
      expect(pieceToMidi(genre(style, 4)), style).not.toEqual(pieceToMidi(genre(style)));
    }
  });

  it('trap: snare on beat three, not on two and four; a 1/32 or triplet hat roll every two bars', () => {
    const p = genre('trap');
    const drums = notesOf(p, 'drums');
    for (const b of grooveBars(p)) {
      expect(
        drums.some((n) => n.midi === DRUM.clap && near(n, b * 1920 + 960)),
        `bar ${b}`,
      ).toBe(true);
      expect(
        drums.some((n) => n.midi === DRUM.clap && (near(n, b * 1920 + 480) || near(n, b * 1920 + 1440))),
      ).toBe(false);
    }
    const hats = drums.filter((n) => n.midi === DRUM.closedHat).sort((a, b) => a.tick - b.tick);
    for (let pair = 0; pair < 7; pair++) {
      const rolled = hats.some(
        (h, i) =>
          i > 0 && h.tick >= pair * 3840 && h.tick < (pair + 1) * 3840 && h.tick - hats[i - 1]!.tick <= 85,
      );
      expect(rolled, `bars ${pair * 2}–${pair * 2 + 1}`).toBe(true);
    }
  });

  it('reggae: kick and rim together on beat three, never a kick on one', () => {
    const p = genre('reggae');
    const drums = notesOf(p, 'drums');
    for (const b of grooveBars(p)) {
      expect(drums.some((n) => n.midi === DRUM.kick && near(n, b * 1920))).toBe(false);
    }
    const drops = grooveBars(p).filter(
      (b) =>
        drums.some((n) => n.midi === DRUM.kick && near(n, b * 1920 + 960)) &&
        drums.some((n) => n.midi === DRUM.sideStick && near(n, b * 1920 + 960)),
    );
    expect(drops.length / grooveBars(p).length).toBeGreaterThanOrEqual(0.75);
  });

  it('house: four on the floor in every bar, fills included', () => {
    const p = genre('house');
    const kicks = notesOf(p, 'drums').filter((n) => n.midi === DRUM.kick);
    for (const b of grooveBars(p))
      for (let beat = 0; beat < 4; beat++)
        expect(kicks.some((n) => near(n, b * 1920 + beat * 480))).toBe(true);
  });

  it('metal: power chords (root, fifth, octave) over a double kick', () => {
    const p = genre('metal');
    const byTick = new Map<number, number[]>();
    for (const n of notesOf(p, 'chords')) byTick.set(n.tick, [...(byTick.get(n.tick) ?? []), n.midi]);
    for (const chord of byTick.values()) {
      const low = Math.min(...chord);
      for (const m of chord) expect([0, 6, 7, 12]).toContain(m - low);
    }
    const kicksPerBar = notesOf(p, 'drums').filter((n) => n.midi === DRUM.kick && n.tick < 1920).length;
    expect(kicksPerBar).toBeGreaterThanOrEqual(12);
  });

  it('chorale: four voices, no drums', () => {
    const p = genre('chorale', 3, 8, 'major');
    expect(p.parts.some((x) => x.role === 'drums')).toBe(false);
    let four = 0;
    for (let t = 90; t < 8 * 1920; t += 480) {
      const sounding = new Set(
        p.parts
          .flatMap((x) => x.notes)
          .filter((n) => n.tick <= t && n.tick + n.durationTicks > t)
          .map((n) => n.midi),
      );
      if (sounding.size === 4) four++;
    }
    expect(four / 32).toBeGreaterThanOrEqual(0.9);
  });

  it('classical piano: two hands of piano, an Alberti left hand under the right, no drums', () => {
    const p = genre('classical-piano', 3, 8, 'major');
    expect(p.parts.map((x) => x.program)).toEqual([0, 0]);
    const lh = notesOf(p, 'chords');
    // One note at a time, until the closing chord of the last bar.
    const lastBar = (p.meta.bars - 1) * p.meta.ppq * 4;
    const broken = lh.filter((n) => n.tick < lastBar);
    expect(new Set(broken.map((n) => n.tick)).size).toBe(broken.length);
    expect(new Set(lh.filter((n) => n.tick >= lastBar).map((n) => n.midi % 12)).size).toBeGreaterThanOrEqual(
      3,
    );
    expect(Math.max(...lh.map((n) => n.midi))).toBeLessThan(
      Math.min(...notesOf(p, 'melody').map((n) => n.midi)),
    );
  });

  it('ambient: no drums, pads changing every two bars', () => {
    const p = genre('ambient');
    expect(p.parts.some((x) => x.role === 'drums')).toBe(false);
    expect(p.meta.progression.every((s) => s.durationTicks >= 2 * 1920)).toBe(true);
  });

  it('melody sings above the accompaniment: mostly steps, a rare late climax', () => {
    for (const style of ['pop', 'jazz', 'r-and-b', 'country'] as const) {
      const p = genre(style, 5, 32, 'major');
      const mel = notesOf(p, 'melody');
      const iv = mel.slice(1).map((n, i) => Math.abs(n.midi - mel[i]!.midi));
      expect(iv.filter((d) => d === 1 || d === 2).length / iv.length, style).toBeGreaterThanOrEqual(0.45);
      const top = Math.max(...mel.map((n) => n.midi));
      const tops = mel.filter((n) => n.midi === top);
      expect(tops.length, style).toBeLessThanOrEqual(2);
      expect(tops[0]!.tick, style).toBeGreaterThan(0.4 * 32 * 1920);
      const comp = [...notesOf(p, 'chords'), ...notesOf(p, 'pad')];
      const covered = mel.filter((m) =>
        comp.some((c) => c.tick <= m.tick && c.tick + c.durationTicks > m.tick && c.midi > m.midi),
      );
      expect(covered.length / mel.length, style).toBeLessThan(0.05);
    }
  });
});
