import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { getStyle } from '../styles/index.ts';
import { parseChord } from '../theory/chord.ts';
import type { Key } from '../theory/key.ts';
import { meterGrid } from './meter-grid.ts';
import {
  diatonicize,
  dominantChord,
  parseProgression,
  placeLoop,
  resolveProgression,
  standInChord,
  startOnTonic,
} from './progression.ts';

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
