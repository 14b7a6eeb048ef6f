import { describe, expect, it } from 'vitest';
import { estimateKey, pitchClassHistogram } from '../analysis/estimate-key.ts';
import { chordChromas, parseChord } from '../theory/chord.ts';
import { parsePitchClass } from '../theory/pitch-class.ts';
import { compose } from './compose.ts';
import type { Piece, StyleId } from './types.ts';

describe('bass line', () => {
  it.each<StyleId>(['pop', 'rock', 'country', 'folk'])(
    '%s: each phrase ends with a pickup into the next, and the downbeats lean in',
    (style) => {
      const r = compose({ key: { tonic: 'G', mode: 'major' }, bars: 16, style, parts: ['bass'], seed: 5 });
      if (!r.ok) throw new Error(r.error);
      const { progression } = r.piece.meta;
      const bass = r.piece.parts[0]!.notes;
      for (const bar of [3, 7, 11]) {
        const lastBeat = bar * 1920 + 3 * 480;
        const pickup = bass.filter((n) => n.tick >= lastBeat - 40 && n.tick < (bar + 1) * 1920 - 40).at(-1);
        const at = (tick: number) => progression.filter((s) => s.tick <= tick).at(-1)!;
        const next = at((bar + 1) * 1920);
        const now = at(lastBeat);
        const nextRoot = parseChord(next.symbol)!.rootChroma;
        const target = bass.find((n) => Math.abs(n.tick - (bar + 1) * 1920) <= 40)!;
        expect(target.midi % 12, `bar ${bar + 1} starts on its root`).toBe(nextRoot);
        expect(pickup, `bar ${bar}`).toBeDefined();
        if (next.symbol !== now.symbol) {
          // An approach tone: a step or two from the next root (or a fourth under it).
          const d = Math.abs(pickup!.midi - target.midi);
          expect(
            d === 1 || d === 2 || d === 5 || d === 7,
            `bar ${bar}: ${pickup!.midi} → ${target.midi}`,
          ).toBe(true);
        }
      }
      const downbeats = bass.filter((n) => n.tick % 1920 < 40);
      const offbeats = bass.filter((n) => n.tick % 480 >= 200 && n.tick % 480 <= 280);
      const mean = (xs: typeof bass) => xs.reduce((s, n) => s + n.velocity, 0) / Math.max(1, xs.length);
      if (offbeats.length > 0) expect(mean(downbeats)).toBeGreaterThan(mean(offbeats));
    },
  );
});

describe('a groove bass over a minor tonic tells the key', () => {
  it.each<[StyleId, string]>([
    ['funk', 'E'],
    ['disco', 'A'],
    ['reggae', 'G'],
    ['house', 'F'],
  ])('%s in %s minor: each tonic bar sounds the minor third or the fifth, not only roots', (style, tonic) => {
    const progression = [`${tonic}m7`, `${tonic}m7`, `${tonic}m7`, `${tonic}m7`];
    const r = compose({
      key: { tonic, mode: 'minor' },
      bars: 4,
      style,
      parts: ['bass', 'drums'],
      progression,
      seed: 3,
    });
    if (!r.ok) throw new Error(r.error);
    const root = parseChord(progression[0]!)!.rootChroma;
    const bass = r.piece.parts.find((p) => p.role === 'bass')!.notes;
    for (let bar = 0; bar < 4; bar++) {
      const pcs = bass
        .filter((n) => n.tick >= bar * 1920 && n.tick < (bar + 1) * 1920)
        .map((n) => (n.midi - root + 120) % 12);
      expect(
        pcs.some((pc) => pc === 3 || pc === 7),
        `bar ${bar + 1}: ${pcs}`,
      ).toBe(true);
    }
  });

  it('a pulse bass (rock) keeps its repeated roots', () => {
    const r = compose({
      key: { tonic: 'E', mode: 'minor' },
      bars: 2,
      style: 'rock',
      parts: ['bass'],
      progression: ['Em', 'Em'],
      seed: 3,
    });
    if (!r.ok) throw new Error(r.error);
    const first = r.piece.parts[0]!.notes.filter((n) => n.tick < 1920).map((n) => n.midi % 12);
    expect(first.filter((pc) => pc === 7)).toEqual([]);
  });
});

describe('a bass that carries the harmony alone', () => {
  const heard = (p: Piece) => {
    const k = estimateKey(
      pitchClassHistogram(p.parts.find((x) => x.role === 'bass')!.notes, p.meta.ppq),
    )!.key;
    return `${parsePitchClass(k.tonic)!.chroma} ${k.mode}`;
  };
  const groove = (style: StyleId, tonic: string, mode: 'major' | 'minor', seed: number, outline: boolean) => {
    const r = compose({
      key: { tonic, mode },
      bars: 8,
      style,
      parts: [{ role: 'bass', outline }, 'drums'],
      seed,
    });
    if (!r.ok) throw new Error(r.error);
    return r.piece;
  };
  const KEYS = [
    ['E', 'minor'],
    ['C', 'major'],
    ['B', 'minor'],
    ['Eb', 'major'],
    ['G', 'minor'],
    ['D', 'major'],
  ] as const;
  const STYLES: readonly StyleId[] = ['techno', 'house', 'disco', 'afrobeat', 'reggae', 'salsa'];

  it('outlines its chords so a bass-and-drums groove is heard in its key', () => {
    let rooted = 0;
    let outlined = 0;
    for (const style of STYLES)
      for (const [tonic, mode] of KEYS)
        for (const seed of [3, 11]) {
          const want = `${parsePitchClass(tonic)!.chroma} ${mode}`;
          if (heard(groove(style, tonic, mode, seed, false)) === want) rooted++;
          if (heard(groove(style, tonic, mode, seed, true)) === want) outlined++;
        }
    // 72 takes: a root-only line is heard in its key in about half.
    expect(outlined).toBeGreaterThanOrEqual(62);
    expect(outlined).toBeGreaterThan(rooted + 15);
  });

  it('plays only chord tones, with each chord entering on its root', () => {
    const p = groove('techno', 'F', 'minor', 4, true);
    const bass = p.parts.find((x) => x.role === 'bass')!.notes;
    const chords = p.meta.progression;
    for (const n of bass) {
      const seg = chords.filter((s) => s.tick <= n.tick + 30).at(-1)!;
      const chord = parseChord(seg.symbol)!;
      expect(chordChromas(chord), `${seg.symbol} at ${n.tick}`).toContain(n.midi % 12);
      const barStart = Math.floor((n.tick + 30) / 1920) * 1920;
      const first = bass.find((m) => m.tick + 30 >= Math.max(barStart, seg.tick));
      if (first === n) expect(n.midi % 12, `${seg.symbol} enters at ${n.tick}`).toBe(chord.rootChroma);
    }
    expect(new Set(bass.map((n) => n.midi % 12)).size).toBeGreaterThan(
      new Set(chords.map((c) => c.symbol)).size,
    );
  });
});
