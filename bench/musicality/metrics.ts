import type { Piece } from '@riffmate/music';

// Musicality measures of one composed piece, read from its notes (the same notes its MIDI file
// holds; run.ts checks that the file decodes to them). Every function is plain arithmetic on notes,
// written without the engine's own helpers so that it measures the engine rather than repeats it.

export interface Note {
  readonly tick: number;
  readonly dur: number;
  readonly midi: number;
  readonly vel: number;
}
export interface Track {
  readonly role: string;
  readonly program: number;
  readonly channel: number;
  readonly notes: readonly Note[];
}

export const HARMONY_ROLES = new Set(['chords', 'pad', 'horns', 'arpeggio']);
const HATS = new Set([42, 44, 46]);

export const tracksOf = (piece: Piece): Track[] =>
  piece.parts.map((p) => ({
    role: p.role,
    program: p.program,
    channel: p.channel,
    notes: p.notes.map((n) => ({ tick: n.tick, dur: n.durationTicks, midi: n.midi, vel: n.velocity })),
  }));

export const ticksPerBar = (piece: Piece) =>
  (piece.meta.ppq * 4 * piece.meta.meter.numerator) / piece.meta.meter.denominator;

const std = (xs: readonly number[]) => {
  if (xs.length < 2) return 0;
  const m = xs.reduce((s, x) => s + x, 0) / xs.length;
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length);
};

export interface Ratio {
  hit: number;
  total: number;
}

/** All figures of one piece; `null` where the piece has nothing to measure. */
export interface PieceFigures {
  melodyUnder: Ratio | null;
  stepwise: number | null;
  leaps: number | null;
  leapRecovery: Ratio | null;
  climaxOk: boolean | null;
  cadences: Ratio | null;
  copiedBlocks: number | null;
  variedRepeats: number | null;
  duplicateBars: number;
  compRhythms: number | null;
  drumRepeat: number | null;
  melodyVelStd: number | null;
  hatVelStd: number | null;
  lowThirds: Ratio | null;
  padInMelody: Ratio | null;
  drumsOnTen: boolean;
  distinctChords16: number;
  changes16: number;
  endsWithCadence: boolean;
}

function melodyOf(tracks: readonly Track[]): Note[] | null {
  const m = tracks.find((t) => t.role === 'melody');
  if (!m || m.notes.length < 4) return null;
  // The top line if the part ever plays two notes at once.
  const byTick = new Map<number, Note>();
  for (const n of m.notes) {
    const had = byTick.get(n.tick);
    if (!had || n.midi > had.midi) byTick.set(n.tick, n);
  }
  return [...byTick.values()].sort((a, b) => a.tick - b.tick);
}

/** A bar's notes as a comparable key, on a 1/64 grid (humanized timing and velocity left out). */
const barKey = (notes: readonly Note[], from: number, to: number) =>
  notes
    .filter((n) => n.tick >= from - 15 && n.tick < to - 15)
    .map(
      (n) => `${Math.round((n.tick - from) / 30)}:${n.midi}:${Math.round(Math.min(n.dur, to - n.tick) / 60)}`,
    )
    .sort()
    .join(',');

/**
 * Measure a piece. `chordTones(bar, tick)` gives the pitch-class set of the chord sounding there
 * (from the piece's progression, parsed by run.ts).
 */
export function measurePiece(
  piece: Piece,
  chordTonesAt: (tick: number) => ReadonlySet<number>,
): PieceFigures {
  const tracks = tracksOf(piece);
  const tpb = ticksPerBar(piece);
  const bars = piece.meta.bars;
  const beat = (piece.meta.ppq * 4) / piece.meta.meter.denominator;
  const melody = melodyOf(tracks);
  const harmony = tracks.filter((t) => HARMONY_ROLES.has(t.role)).flatMap((t) => t.notes);
  const f: PieceFigures = {
    melodyUnder: null,
    stepwise: null,
    leaps: null,
    leapRecovery: null,
    climaxOk: null,
    cadences: null,
    copiedBlocks: null,
    variedRepeats: null,
    duplicateBars: 0,
    compRhythms: null,
    drumRepeat: null,
    melodyVelStd: null,
    hatVelStd: null,
    lowThirds: null,
    padInMelody: null,
    drumsOnTen: tracks
      .filter((t) => t.role === 'drums' || t.role === 'percussion')
      .every((t) => t.channel === 9),
    distinctChords16: 0,
    changes16: 0,
    endsWithCadence: false,
  };
  if (melody) {
    if (harmony.length > 0) {
      const under = melody.filter((m) =>
        harmony.some((h) => h.tick <= m.tick && h.tick + h.dur > m.tick && h.midi > m.midi),
      );
      f.melodyUnder = { hit: under.length, total: melody.length };
    }
    const iv = melody.slice(1).map((n, i) => n.midi - melody[i]!.midi);
    f.stepwise = iv.filter((d) => Math.abs(d) >= 1 && Math.abs(d) <= 2).length / iv.length;
    f.leaps = iv.filter((d) => Math.abs(d) >= 5).length / iv.length;
    const rec: Ratio = { hit: 0, total: 0 };
    iv.forEach((d, i) => {
      const next = iv[i + 1];
      if (Math.abs(d) < 5 || next === undefined) return;
      rec.total++;
      if (Math.sign(next) === -Math.sign(d) && Math.abs(next) <= 2) rec.hit++;
    });
    f.leapRecovery = rec.total > 0 ? rec : null;
    if (bars >= 8) {
      const top = Math.max(...melody.map((n) => n.midi));
      const tops = melody.filter((n) => n.midi === top);
      f.climaxOk = tops.length <= 2 && tops[0]!.tick >= 0.4 * bars * tpb;
    }
    const cad: Ratio = { hit: 0, total: 0 };
    for (let end = 3; end < bars; end += 4) {
      const from = end * tpb;
      // Strong beats: the downbeat and the bar's middle beat, give or take humanized timing.
      const near = (t: number, at: number) => Math.abs(t - at) <= 30;
      const strong = melody.filter(
        (n) =>
          near(n.tick, from) ||
          near(n.tick, from + 2 * beat) ||
          (n.tick < from && n.tick + n.dur > from + 60),
      );
      cad.total++;
      if (strong.some((n) => chordTonesAt(n.tick).has(n.midi % 12))) cad.hit++;
    }
    f.cadences = cad.total > 0 ? cad : null;
    const blocks: string[] = [];
    let copied = 0;
    for (let b = 0; b + 2 <= bars; b += 2) {
      const k = barKey(melody, b * tpb, (b + 2) * tpb);
      if (k !== '' && blocks.includes(k)) copied++;
      blocks.push(k);
    }
    f.copiedBlocks = blocks.length > 0 ? copied / blocks.length : 0;
    const rhythms: string[] = [];
    const full: string[] = [];
    let varied = 0;
    for (let b = 0; b < bars; b++) {
      const inBar = melody.filter((n) => n.tick >= b * tpb && n.tick < (b + 1) * tpb);
      const r = inBar.map((n) => Math.round((n.tick - b * tpb) / 30)).join(',');
      const p = barKey(melody, b * tpb, (b + 1) * tpb);
      if (inBar.length >= 2 && rhythms.includes(r) && !full.includes(p)) varied++;
      rhythms.push(r);
      full.push(p);
    }
    f.variedRepeats = varied / bars;
    f.melodyVelStd = std(melody.map((n) => n.vel));
  }
  // Exact duplicate bars across all parts.
  const seen = new Set<string>();
  let dup = 0;
  for (let b = 0; b < bars; b++) {
    const k = tracks.map((t) => barKey(t.notes, b * tpb, (b + 1) * tpb)).join('|');
    if (seen.has(k)) dup++;
    seen.add(k);
  }
  f.duplicateBars = dup / bars;
  const comp = tracks.filter((t) => t.role === 'chords');
  if (comp.length > 0) {
    const pats = new Set<string>();
    for (let b = 0; b < Math.min(16, bars); b++) {
      const on = new Set<number>();
      for (const t of comp)
        for (const n of t.notes)
          if (n.tick >= b * tpb && n.tick < (b + 1) * tpb) on.add(Math.round((n.tick - b * tpb) / 60));
      pats.add([...on].sort((x, y) => x - y).join(','));
    }
    f.compRhythms = pats.size;
  }
  const drums = tracks.filter((t) => t.role === 'drums').flatMap((t) => t.notes);
  if (drums.length > 0 && bars > 4) {
    let same = 0;
    for (let b = 4; b < bars; b++) {
      const k = (x: number) =>
        drums
          .filter((n) => n.tick >= x * tpb && n.tick < (x + 1) * tpb)
          .map((n) => `${Math.round((n.tick - x * tpb) / 30)}:${n.midi}`)
          .sort()
          .join(',');
      if (k(b) === k(b - 4)) same++;
    }
    f.drumRepeat = same / (bars - 4);
    const hats = drums.filter((n) => HATS.has(n.midi));
    if (hats.length >= 8) f.hatVelStd = std(hats.map((n) => n.vel));
  }
  if (harmony.length > 0) {
    const low: Ratio = { hit: 0, total: 0 };
    for (const t of tracks.filter((x) => HARMONY_ROLES.has(x.role))) {
      const byTick = new Map<number, number[]>();
      for (const n of t.notes) byTick.set(n.tick, [...(byTick.get(n.tick) ?? []), n.midi]);
      for (const chord of byTick.values()) {
        if (chord.length < 2) continue;
        low.total++;
        const s = [...chord].sort((a, b) => a - b);
        if (s.some((a, i) => s.slice(i + 1).some((b) => (b - a === 3 || b - a === 4) && a < 52))) low.hit++;
      }
    }
    f.lowThirds = low.total > 0 ? low : null;
  }
  const pads = tracks.filter((t) => t.role === 'pad').flatMap((t) => t.notes);
  if (pads.length > 0 && melody) {
    const lowest = Math.min(...melody.map((n) => n.midi));
    f.padInMelody = { hit: pads.filter((n) => n.midi >= lowest).length, total: pads.length };
  }
  const first16 = piece.meta.progression.filter((s) => s.bar < 16);
  f.distinctChords16 = new Set(first16.map((s) => s.symbol)).size;
  f.changes16 = first16.length;
  const prog = piece.meta.progression;
  const last = prog[prog.length - 1];
  const pen = prog[prog.length - 2];
  f.endsWithCadence = /^[Ii](?![IiVv])/.test(last?.roman ?? '') && /^(V|v(?!i)|vii)/.test(pen?.roman ?? '');
  return f;
}
