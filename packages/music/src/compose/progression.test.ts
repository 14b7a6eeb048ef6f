import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { getStyle } from '../styles/index.ts';
import { chordChromas, parseChord } from '../theory/chord.ts';
import { type Key, keyChromas } from '../theory/key.ts';
import { compose } from './compose.ts';
import { meterGrid } from './meter-grid.ts';
import {
  diatonicize,
  dominantChord,
  parseProgression,
  placeLoop,
  resolveProgression,
  sectionProgression,
  standInChord,
  startOnTonic,
} from './progression.ts';
import type { StyleId } from './types.ts';

const C: Key = { tonic: 'C', mode: 'major' };
const grid = meterGrid({ numerator: 4, denominator: 4 })!;
const chord = (s: string) => parseChord(s)!;

describe('progressions', () => {
  it.each([
    ['E7', { tonic: 'A', mode: 'minor' }, 'Em7'],
    ['E', { tonic: 'A', mode: 'minor' }, 'Em'],
    ['D7', C, 'Dm7'],
    ['A', C, 'Am'],
    ['G7', C, 'G7'],
    ['Bb', C, null],
    ['Fmaj9', C, 'Fmaj9'],
    ['G9', { tonic: 'C', mode: 'minor' }, 'Gm7'], // the ninth (A) is not in C minor: fall back to the seventh
    ['G/B', { tonic: 'C', mode: 'minor' }, 'Gm'],
  ] as const)('diatonicize %s in %o → %s', (sym, key, out) => {
    expect(diatonicize(chord(sym), key as Key)?.symbol ?? null).toBe(out);
  });

  it('finds the dominant', () => {
    expect(dominantChord(C, false, false)?.symbol).toBe('G');
    expect(dominantChord({ tonic: 'A', mode: 'minor' }, false, false)?.symbol).toBe('Em');
    expect(dominantChord({ tonic: 'A', mode: 'minor' }, true, true)?.symbol).toBe('E7');
    expect(dominantChord({ tonic: 'B', mode: 'locrian' }, false, false)?.symbol).toBe('F');
  });

  it('starts loops on the tonic', () => {
    const bars = ['Am', 'F', 'C', 'G'].map((s) => [chord(s)]);
    expect(startOnTonic(bars, C, false).map((b) => b[0]!.symbol)).toEqual(['C', 'G', 'Am', 'F']);
    const noTonic = ['Em7', 'Am7', 'Dm7', 'G7'].map((s) => [chord(s)]);
    expect(startOnTonic(noTonic, C, true).map((b) => b[0]!.symbol)).toEqual(['Cmaj7', 'Am7', 'Dm7', 'G7']);
  });

  it('parses user progressions with spans and bars', () => {
    const r = parseProgression(['C G', { chord: 'Am', beats: 3 }, { chord: '%', beats: 1 }], C, grid);
    expect(r.ok && r.items.map((i) => [i.chord.symbol, i.ticks])).toEqual([
      ['C', 960],
      ['G', 960],
      ['Am', 1440],
      ['Am', 480],
    ]);
    expect(parseProgression(['%'], C, grid)).toEqual({
      ok: false,
      error: 'Unknown chord or roman numeral "%"',
    });
    expect(parseProgression('C G' as never, C, grid).ok).toBe(false);
  });

  it('loops and merges repeated chords', () => {
    const placed = placeLoop(
      [
        { chord: chord('C'), ticks: 1920 },
        { chord: chord('C'), ticks: 960 },
      ],
      4800,
      'user',
    );
    expect(placed.map((p) => [p.chord.symbol, p.tick, p.end])).toEqual([['C', 0, 4800]]);
  });

  it('lets the engine pick a progression that ends V–I', () => {
    const r = resolveProgression(undefined, getStyle('pop'), C, 'happy', false, grid, 8, createRng(4));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.chords[0]!.chord.symbol).toBe('C');
    expect(r.chords.at(-1)!.chord.symbol).toBe('C');
    expect(r.chords.at(-2)!.chord.symbol).toBe('G');
    expect(r.chords.at(-1)!.end).toBe(8 * 1920);
  });
});

describe('a chromatic style in a church mode', () => {
  const chordsOf = (style: StyleId, key: Key, seed: number) => {
    const r = compose({ key, bars: 16, style, parts: ['chords'], seed });
    if (!r.ok) throw new Error(r.error);
    return r.piece.meta.progression.map((s) => parseChord(s.symbol)!);
  };

  it.each<[StyleId, Key]>([
    ['jazz', { tonic: 'G', mode: 'mixolydian' }],
    ['jazz', { tonic: 'A', mode: 'dorian' }],
    ['r-and-b', { tonic: 'F', mode: 'lydian' }],
    ['gospel', { tonic: 'E', mode: 'mixolydian' }],
    ['salsa', { tonic: 'C', mode: 'dorian' }],
  ])('%s in %o keeps every chord inside the mode', (style, key) => {
    const scale = new Set(keyChromas(key));
    for (const seed of [1, 2, 3, 4]) {
      for (const c of chordsOf(style, key, seed))
        expect(
          chordChromas(c).every((pc) => scale.has(pc)),
          `${c.symbol} (seed ${seed})`,
        ).toBe(true);
    }
  });

  it('a mixolydian blues keeps its dominant-seventh IV', () => {
    const chords = chordsOf('blues', { tonic: 'D', mode: 'mixolydian' }, 1).slice(0, 12);
    expect(chords.some((c) => c.symbol === 'G7')).toBe(true);
    expect(chords[0]!.symbol).toBe('D7');
  });

  it('in major a jazz tune still turns around through its secondary dominants', () => {
    const symbols = [1, 2, 3, 4, 5, 6].flatMap((seed) =>
      chordsOf('jazz', { tonic: 'C', mode: 'major' }, seed).map((c) => c.symbol),
    );
    expect(symbols.some((s) => s === 'D7' || s === 'A7' || s === 'E7')).toBe(true);
  });
});

describe('standInChord: a chord doing the same job, for bars asked to sound different', () => {
  const Fm: Key = { tonic: 'F', mode: 'minor' };
  it.each([
    ['C', C, 'Am'],
    ['G7', C, 'Fmaj7'],
    ['F', C, 'Dm'],
    ['Em', C, 'C'],
    ['Bdim', C, 'G'],
    ['C7', Fm, 'Bbm7'],
    ['Fm9', Fm, 'Dbmaj7'],
    ['Dbmaj7', Fm, 'Bbm7'],
  ] as [string, Key, string][])('%s in %o → %s', (symbol, key, want) => {
    expect(standInChord(symbol, key)).toBe(want);
  });

  it('is never the chord itself, and keeps triads triads and sevenths sevenths', () => {
    for (const key of [C, Fm, { tonic: 'D', mode: 'dorian' } as Key])
      for (const symbol of ['C', 'Dm7', 'F', 'G7', 'Am', 'Eb', 'Bbm7', 'Em'])
        if (standInChord(symbol, key)) {
          const was = parseChord(symbol)!;
          const now = parseChord(standInChord(symbol, key)!)!;
          expect(now.rootChroma).not.toBe(was.rootChroma);
          expect(now.chromas.length >= 4).toBe(was.chromas.length >= 4);
        }
  });

  it('has no stand-in for a chord rooted outside the key', () => {
    expect(standInChord('Bb7', C)).toBeNull();
    expect(standInChord('nonsense', C)).toBeNull();
  });
});

describe('sections written in a church mode', () => {
  it.each([
    [{ tonic: 'D', mode: 'mixolydian' }, 'C'],
    [{ tonic: 'A', mode: 'dorian' }, 'F#'],
    [{ tonic: 'F', mode: 'lydian' }, 'B'],
    [{ tonic: 'E', mode: 'phrygian' }, 'F'],
  ] as [Key, string][])('%o: every intro, bridge and outro chord is in the mode', (key, modeNote) => {
    const scale = new Set(keyChromas(key));
    for (const label of ['intro', 'bridge', 'outro'] as const)
      for (const sevenths of [false, true]) {
        const chords = sectionProgression(label, key, 8, sevenths).map((symbol) => parseChord(symbol)!);
        for (const c of chords)
          expect(
            chordChromas(c).every((pc) => scale.has(pc)),
            `${label} ${c.symbol}`,
          ).toBe(true);
        expect(chords.some((c) => c.symbol.endsWith('dim') || c.symbol.endsWith('m7b5'))).toBe(false);
      }
    // The note that names the mode is heard in its bridge.
    const bridge = sectionProgression('bridge', key, 8, false).map((symbol) => parseChord(symbol)!);
    const named = parseChord(modeNote)!.rootChroma;
    expect(bridge.some((c) => chordChromas(c).includes(named))).toBe(true);
  });
});
