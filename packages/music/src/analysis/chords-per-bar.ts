import type { Key } from '../theory/key.ts';
import { spellChroma } from '../theory/spelling.ts';
import { barIndexAt } from './bar-grid.ts';
import { CHORD_TEMPLATES } from './chord-templates.ts';

/** The chord heard in one bar. */
export interface BarChord {
  readonly bar: number;
  readonly tick: number;
  /** e.g. `Am7`, or `null` for an empty bar. */
  readonly symbol: string | null;
  readonly root: string | null;
  readonly suffix: string | null;
  /** Share of the bar's sounding weight explained by the chord (0–1). */
  readonly confidence: number;
}

type NoteLike = { readonly tick: number; readonly durationTicks: number; readonly midi: number };

/**
 * The best chord template for a 12-bin weight vector and an optional bass pitch class.
 * Score = (weight inside − weight outside) / total, minus 0.25 per template tone that is absent,
 * minus the template's rarity penalty, plus a little when the root is in the bass.
 * @example matchChord([3, 0, 0, 0, 3, 0, 0, 3, 0, 0, 0, 0], 0) // { root: 0, suffix: '', score: 1.08 }
 */
export function matchChord(
  weights: readonly number[],
  bass: number | null,
): { root: number; suffix: string; score: number } | null {
  let total = 0;
  for (const w of weights) total += w;
  if (total <= 0) return null;
  let best: { root: number; suffix: string; score: number } | null = null;
  for (let root = 0; root < 12; root++) {
    for (const t of CHORD_TEMPLATES) {
      let inside = 0;
      for (const s of t.semitones) inside += weights[(root + s) % 12]!;
      const mean = inside / t.semitones.length;
      let missing = 0;
      for (const s of t.semitones) if (weights[(root + s) % 12]! < 0.2 * mean) missing++;
      const score = (2 * inside - total) / total - 0.25 * missing - t.penalty + (bass === root ? 0.08 : 0);
      if (!best || score > best.score + 1e-9) best = { root, suffix: t.suffix, score };
    }
  }
  return best;
}

/**
 * Chords per bar by template matching over duration-weighted pitch classes (linear in notes + bars:
 * bars fully covered by a long note are filled with a difference array). Spelled for `key` if given.
 * @example chordsPerBar(notes, [0, 1920], 3840, { tonic: 'C', mode: 'major' }).map((c) => c.symbol) // ['C', 'Am']
 */
export function chordsPerBar(
  notes: readonly NoteLike[],
  barStarts: readonly number[],
  endTick: number,
  key?: Key,
): BarChord[] {
  const nBars = barStarts.length;
  const weights = new Float64Array(nBars * 12);
  const diff = new Float64Array((nBars + 1) * 12);
  const bassMidi = new Int16Array(nBars).fill(999);
  const barEnd = (b: number) => (b + 1 < nBars ? barStarts[b + 1]! : Math.max(endTick, barStarts[b]! + 1));
  for (const n of notes) {
    const start = n.tick;
    const end = n.tick + Math.max(1, n.durationTicks);
    const pc = n.midi % 12;
    const first = barIndexAt(barStarts, start);
    const last = barIndexAt(barStarts, end - 1);
    if (first === last) {
      weights[first * 12 + pc]! += end - start;
    } else {
      weights[first * 12 + pc]! += barEnd(first) - start;
      weights[last * 12 + pc]! += end - barStarts[last]!;
      // Bars strictly between are fully covered: count them with a difference array.
      if (last - first >= 2) {
        diff[(first + 1) * 12 + pc]! += 1;
        diff[last * 12 + pc]! -= 1;
      }
    }
    // The bass of a bar: the lowest note sounding for at least an eighth of it (first 8 bars of a note).
    for (let b = first; b <= last && b <= first + 8; b++) {
      const overlap = Math.min(end, barEnd(b)) - Math.max(start, barStarts[b]!);
      if (overlap * 8 >= barEnd(b) - barStarts[b]! && n.midi < bassMidi[b]!) bassMidi[b] = n.midi;
    }
  }
  const running = new Float64Array(12);
  const out: BarChord[] = [];
  for (let b = 0; b < nBars; b++) {
    const w = new Array<number>(12);
    const len = barEnd(b) - barStarts[b]!;
    for (let pc = 0; pc < 12; pc++) {
      running[pc]! += diff[b * 12 + pc]!;
      w[pc] = weights[b * 12 + pc]! + running[pc]! * len;
    }
    const bass = bassMidi[b]! < 999 ? bassMidi[b]! % 12 : null;
    const m = matchChord(w, bass);
    if (!m) {
      out.push({ bar: b, tick: barStarts[b]!, symbol: null, root: null, suffix: null, confidence: 0 });
      continue;
    }
    const root = spellChroma(m.root, key);
    out.push({
      bar: b,
      tick: barStarts[b]!,
      symbol: root + m.suffix,
      root,
      suffix: m.suffix,
      confidence: Math.max(0, Math.min(1, (m.score + 1) / 2)),
    });
  }
  return out;
}
