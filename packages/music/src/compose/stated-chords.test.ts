import { describe, expect, it } from 'vitest';
import { CHORD_TEMPLATES } from '../analysis/chord-templates.ts';
import { matchChord } from '../analysis/chords-per-bar.ts';
import { chordChromas, parseChord } from '../theory/chord.ts';
import { mod12 } from '../theory/pitch-class.ts';
import { compose } from './compose.ts';
import type { PartRole, Piece, StyleId } from './types.ts';

// A stated chord must be heard as stated, sevenths and extensions included, by a listener (or a
// chord detector) reading the notes of the harmony parts in its span: every tone but a seventh
// chord's fifth sounds, and its bass note is the lowest held note (product §3, "your chords").

const STYLES: readonly StyleId[] = [
  'jazz',
  'lo-fi',
  'pop',
  'bossa-nova',
  'gospel',
  'r-and-b',
  'rock',
  'ballad',
];

const PROGRESSIONS: readonly (readonly string[])[] = [
  ['C', 'Am', 'F', 'G'],
  ['Dm7', 'G7', 'Cmaj7', 'A7'],
  ['Fmaj9', 'Em7', 'Dm9', 'Cmaj9'],
  ['Am9', 'D9', 'Gmaj9', 'Cmaj7'],
  ['Csus4', 'C', 'Fsus2', 'F'],
  ['Bdim', 'Cdim7', 'Dm7b5', 'G7'],
  ['C', 'Caug', 'F', 'Fm'],
  ['C/E', 'F', 'G/B', 'Am7'],
  ['Cm(maj7)', 'Cm7', 'Fm7', 'G7'],
  ['Ebmaj7', 'Cm9', 'Fm7', 'Bb7'],
];

/** Parts whose notes make the harmony (the melody lines on top are heard as a tune, not chords). */
const HARMONY: ReadonlySet<PartRole> = new Set(['chords', 'pad', 'arpeggio', 'bass', 'horns']);

interface Span {
  readonly symbol: string;
  readonly weights: number[];
  readonly bass: number | null;
}

function spans(piece: Piece): Span[] {
  const notes = piece.parts.filter((p) => HARMONY.has(p.role)).flatMap((p) => p.notes);
  return piece.meta.progression.map((seg) => {
    const end = seg.tick + seg.durationTicks;
    const weights = new Array<number>(12).fill(0);
    let low = 999;
    for (const n of notes) {
      const overlap = Math.min(end, n.tick + n.durationTicks) - Math.max(seg.tick, n.tick);
      if (overlap <= 0) continue;
      weights[mod12(n.midi)]! += overlap;
      if (overlap * 8 >= seg.durationTicks && n.midi < low) low = n.midi;
    }
    return { symbol: seg.symbol, weights, bass: low < 999 ? mod12(low) : null };
  });
}

/** Every tone sounds (a four-tone-or-more chord may leave out its fifth) and the detector agrees. */
function heardAsStated({ symbol, weights, bass }: Span): boolean {
  const chord = parseChord(symbol)!;
  const tones = [...new Set(chordChromas(chord))];
  const fifth = mod12(chord.rootChroma + 7);
  const required = tones.length >= 4 ? tones.filter((pc) => pc !== fifth) : tones;
  const mean = required.reduce((s, pc) => s + weights[pc]!, 0) / required.length;
  if (mean <= 0 || required.some((pc) => weights[pc]! < 0.15 * mean)) return false;
  const heard = matchChord(weights, bass);
  if (!heard) return false;
  const heardTones = CHORD_TEMPLATES.find((t) => t.suffix === heard.suffix)!.semitones.map((s) =>
    mod12(heard.root + s),
  );
  const sameRoot = heard.root === chord.rootChroma;
  const subset = heardTones.every((pc) => tones.includes(pc));
  const total = weights.reduce((s, w) => s + w, 0);
  const inside = tones.reduce((s, pc) => s + weights[pc]!, 0);
  const statedScore = (2 * inside - total) / total + (bass === chord.rootChroma ? 0.08 : 0);
  return (
    (sameRoot && subset) ||
    (subset && bass === (chord.bassChroma ?? chord.rootChroma)) ||
    statedScore >= heard.score - 0.1
  );
}

function piece(
  style: StyleId,
  progression: readonly string[],
  parts: readonly PartRole[],
  seed: number,
): Piece {
  const r = compose({ key: { tonic: 'C', mode: 'major' }, bars: 8, style, progression, parts, seed });
  if (!r.ok) throw new Error(r.error);
  return r.piece;
}

describe('stated chords are heard as stated', () => {
  it.each(STYLES)('%s: ≥ 95 % of chord spans, with and without a bass part', (style) => {
    let heard = 0;
    let lowest = 0;
    let total = 0;
    const misses: string[] = [];
    for (const [i, progression] of PROGRESSIONS.entries()) {
      for (const parts of [
        ['chords', 'bass', 'melody', 'drums'],
        ['chords', 'melody'],
        ['pad', 'melody'],
      ] as const) {
        for (const s of spans(piece(style, progression, parts, 7 + i))) {
          total++;
          const chord = parseChord(s.symbol)!;
          if (s.bass === (chord.bassChroma ?? chord.rootChroma)) lowest++;
          if (heardAsStated(s)) heard++;
          else misses.push(`${s.symbol} (${parts.join('+')})`);
        }
      }
    }
    expect(heard / total, misses.join(', ')).toBeGreaterThanOrEqual(0.95);
    // The chord's own bass (root, or a slash chord's bass) is its lowest held note.
    expect(lowest / total).toBeGreaterThanOrEqual(0.95);
  });

  it('sevenths are heard as those sevenths with the melody on top, in ≥ 90 % of spans', () => {
    const SEVENTHS: readonly (readonly string[])[] = [
      ['Dm7', 'G7', 'Cmaj7', 'Cmaj7'],
      ['Cmaj7', 'Am7', 'Dm7', 'G7'],
      ['Em7', 'A7', 'Dm7', 'G7'],
      ['Fmaj7', 'Em7', 'Dm7', 'Cmaj7'],
    ];
    for (const style of ['jazz', 'lo-fi', 'bossa-nova', 'r-and-b'] as const) {
      let exact = 0;
      let total = 0;
      for (const [i, progression] of SEVENTHS.entries()) {
        const p = piece(style, progression, ['chords', 'bass', 'melody', 'drums'], 11 + i);
        const notes = p.parts.filter((x) => x.role !== 'drums').flatMap((x) => x.notes);
        for (const seg of p.meta.progression) {
          const end = seg.tick + seg.durationTicks;
          const weights = new Array<number>(12).fill(0);
          let low = 999;
          for (const n of notes) {
            const overlap = Math.min(end, n.tick + n.durationTicks) - Math.max(seg.tick, n.tick);
            if (overlap <= 0) continue;
            weights[mod12(n.midi)]! += overlap;
            if (overlap * 8 >= seg.durationTicks && n.midi < low) low = n.midi;
          }
          const heard = matchChord(weights, low < 999 ? mod12(low) : null);
          const chord = parseChord(seg.symbol)!;
          total++;
          if (heard?.root === chord.rootChroma && heard.suffix === chord.suffix) exact++;
        }
      }
      expect(exact / total, style).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('a walking bass states each root on its first beat and never walks under it', () => {
    for (const [i, progression] of PROGRESSIONS.entries()) {
      const p = piece('jazz', progression, ['bass'], 3 + i);
      const bass = p.parts[0]!.notes;
      for (const seg of p.meta.progression) {
        const chord = parseChord(seg.symbol)!;
        const inSpan = bass.filter(
          (n) => n.tick >= seg.tick - 40 && n.tick < seg.tick + seg.durationTicks - 40,
        );
        expect(mod12(inSpan[0]!.midi), seg.symbol).toBe(chord.bassChroma ?? chord.rootChroma);
        expect(Math.min(...inSpan.map((n) => n.midi)), seg.symbol).toBe(inSpan[0]!.midi);
      }
    }
  });
});

describe('a jazz comper plays the chords the user spelled out whole', () => {
  it.each<[string, 'major' | 'minor', readonly string[]]>([
    ['Eb', 'major', ['Fm7', 'Bb7', 'Ebmaj7']],
    ['A', 'major', ['Bm7', 'E7', 'Amaj7', 'F#m7']],
    ['D', 'minor', ['Em7b5', 'A7', 'Dm7']],
  ])('in %s %s every voicing of %j holds its perfect fifth', (tonic, mode, progression) => {
    for (const seed of [1, 5]) {
      const r = compose({
        key: { tonic, mode },
        bars: 8,
        style: 'jazz',
        progression,
        parts: ['chords'],
        seed,
      });
      if (!r.ok) throw new Error(r.error);
      const notes = r.piece.parts[0]!.notes;
      for (const seg of r.piece.meta.progression) {
        const chord = parseChord(seg.symbol)!;
        if (!chord.intervals.includes('5P')) continue;
        const fifth = chord.chromas[chord.intervals.indexOf('5P')]!;
        const attacks = notes.filter(
          (n) => n.tick >= seg.tick - 30 && n.tick < seg.tick + seg.durationTicks - 30,
        );
        expect(
          attacks.some((n) => mod12(n.midi) === fifth),
          `${seg.symbol} at bar ${seg.bar}`,
        ).toBe(true);
      }
    }
  });
});
