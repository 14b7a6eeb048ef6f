import {
  DRUM_CHANNEL,
  getStyle,
  type Key,
  keyName,
  type NoteEvent,
  type Part,
  type Piece,
} from '@riffmate/music';

/** A part as a change names it: its role and instrument (channel 10 is the drums). */
export type PartRef = Pick<Part, 'role' | 'program' | 'channel'>;

/** One difference between two pieces, as the MIDI shows it (bars are 0-based, `null` = every bar). */
export type PieceChange =
  | { readonly kind: 'tempo'; readonly from: number; readonly to: number }
  | { readonly kind: 'key'; readonly from: Key; readonly to: Key }
  | { readonly kind: 'meter'; readonly from: string; readonly to: string }
  | { readonly kind: 'bars'; readonly from: number; readonly to: number }
  | { readonly kind: 'swing'; readonly from: number; readonly to: number }
  | { readonly kind: 'part-added'; readonly part: PartRef }
  | { readonly kind: 'part-removed'; readonly part: PartRef }
  | { readonly kind: 'instrument'; readonly role: string; readonly from: number; readonly to: number }
  | {
      readonly kind: 'moved';
      readonly part: PartRef;
      readonly semitones: number;
      readonly bars: readonly number[] | null;
    }
  | {
      readonly kind: 'rewritten';
      readonly part: PartRef;
      readonly bars: readonly number[] | null;
      /** Notes (drum hits) in the bars that changed, before and after. */
      readonly notes: readonly [number, number];
    }
  /** The same rhythm with some notes at other pitches (a new mode lowers thirds and sixths). */
  | { readonly kind: 'altered'; readonly part: PartRef; readonly bars: readonly number[] | null }
  /** The same notes played with another timing or length (bars `null` = every bar). */
  | { readonly kind: 'feel'; readonly part: PartRef; readonly bars: readonly number[] | null }
  | { readonly kind: 'silenced'; readonly part: PartRef; readonly bars: readonly number[] }
  /** Bars whose chords changed (same key and length), with the chords before and after. */
  | {
      readonly kind: 'chords';
      readonly bars: readonly number[];
      readonly from: readonly string[];
      readonly to: readonly string[];
    }
  /** Same notes at other velocities: the part plays louder or softer (average velocity). */
  | {
      readonly kind: 'dynamics';
      readonly part: PartRef;
      readonly from: number;
      readonly to: number;
      readonly bars: readonly number[] | null;
    };

const partRef = (p: Part): PartRef => ({ role: p.role, program: p.program, channel: p.channel });

const sameNote = (a: NoteEvent, b: NoteEvent) =>
  a.tick === b.tick && a.midi === b.midi && a.durationTicks === b.durationTicks && a.velocity === b.velocity;

/**
 * Whether two average velocities differ by a step a listener hears: 1 dB or more under the GM
 * velocity curve (40·log10 v/127), about the smallest change in loudness an ear notices; that is
 * 4 steps around velocity 64. The same notes performed again, humanised, move the average by less
 * (64 → 65 is a quarter of a decibel), and "louder" over that would claim what nobody hears.
 */
export function loudnessHeard(from: number, to: number): boolean {
  return Math.abs(40 * Math.log10(Math.max(1, to) / Math.max(1, from))) >= 1;
}

/**
 * How far an attack must move for a listener to hear another rhythm: a 32nd note, and at least
 * 60 ms, more than humanised playing pushes or drags a note (about ±50 ms at most).
 */
function onsetSlack(piece: Piece): number {
  const ticksPerMs = (piece.meta.tempo * piece.meta.ppq) / 60000;
  return Math.max(piece.meta.ppq / 8, 60 * ticksPerMs);
}

function compareNotes(
  a: Part,
  b: Part,
  barTicks: number,
  totalBars: number,
  /** Onsets moved by less than this many ticks, with lengths within a quarter, play the same rhythm. */
  slack: number,
  /** The piece swings or is humanised anew: every timing change is that feel. */
  feelAsked: boolean,
): PieceChange | null {
  if (a.notes.length === b.notes.length && a.notes.every((n, i) => sameNote(n, b.notes[i]!))) return null;
  const label = partRef(b);
  const changedBars = new Set<number>();
  const key = (n: NoteEvent) => `${n.tick}:${n.midi}:${n.durationTicks}:${n.velocity}`;
  const inA = new Set(a.notes.map(key));
  const inB = new Set(b.notes.map(key));
  for (const n of a.notes) if (!inB.has(key(n))) changedBars.add(Math.floor(n.tick / barTicks));
  for (const n of b.notes) if (!inA.has(key(n))) changedBars.add(Math.floor(n.tick / barTicks));
  const bars = [...changedBars].sort((x, y) => x - y);
  const range = bars.length >= totalBars ? null : bars;
  // Notes taken out of some bars and nothing else (a note held into them may stop earlier): the
  // part rests there.
  const onset = (n: NoteEvent) => `${n.tick}:${n.midi}`;
  const aOnsets = new Set(a.notes.map(onset));
  const bOnsets = new Set(b.notes.map(onset));
  const gone = a.notes.filter((n) => !bOnsets.has(onset(n)));
  if (gone.length > 0 && b.notes.every((n) => aOnsets.has(onset(n)))) {
    const barOf = (n: NoteEvent) => Math.floor(n.tick / barTicks);
    const silent = [...new Set(gone.map(barOf))].sort((x, y) => x - y);
    if (silent.length < totalBars && !b.notes.some((n) => silent.includes(barOf(n))))
      return { kind: 'silenced', part: label, bars: silent };
  }
  // The same rhythm at another pitch, by one interval throughout: the notes were moved.
  if (a.notes.length === b.notes.length) {
    const moved = a.notes.filter((n, i) => n.midi !== b.notes[i]!.midi);
    const diffs = new Set(moved.map((n) => b.notes[a.notes.indexOf(n)]!.midi - n.midi));
    const rhythm = a.notes.every(
      (n, i) => n.tick === b.notes[i]!.tick && n.durationTicks === b.notes[i]!.durationTicks,
    );
    // Every note in the bars that changed moved by one interval: the notes were moved; only some
    // of them (a third lowered for the minor mode) is an altered line, not a move.
    const inChanged = a.notes.filter((n) => changedBars.has(Math.floor(n.tick / barTicks)));
    if (rhythm && diffs.size === 1 && moved.length === inChanged.length && moved.length > 0)
      // (Every note of the part moved: the whole part, though a held note starts in no bar after.)
      return {
        kind: 'moved',
        part: label,
        semitones: [...diffs][0]!,
        bars: moved.length === a.notes.length ? null : range,
      };
    if (rhythm && moved.length > 0) return { kind: 'altered', part: label, bars: range };
    const samePlace = a.notes.every(
      (n, i) =>
        n.midi === b.notes[i]!.midi &&
        n.tick === b.notes[i]!.tick &&
        n.durationTicks === b.notes[i]!.durationTicks,
    );
    if (samePlace) {
      // The average over the notes that changed: "bar 3 louder" is heard in bar 3.
      const changed = a.notes
        .map((n, i) => (n.velocity !== b.notes[i]!.velocity ? i : -1))
        .filter((i) => i >= 0);
      const mean = (p: Part) =>
        Math.round(changed.reduce((s, i) => s + p.notes[i]!.velocity, 0) / Math.max(1, changed.length));
      if (loudnessHeard(mean(a), mean(b)))
        return { kind: 'dynamics', part: label, from: mean(a), to: mean(b), bars: range };
      // Velocities a few steps apart, as a second performance plays them: nothing to hear.
      return null;
    }
    if (a.notes.every((n, i) => n.midi === b.notes[i]!.midi)) {
      const rhythmHeard = a.notes.some((n, i) => {
        const m = b.notes[i]!;
        return (
          Math.abs(m.tick - n.tick) >= slack ||
          Math.abs(m.durationTicks - n.durationTicks) >= Math.max(slack / 2, n.durationTicks / 4)
        );
      });
      if (rhythmHeard || feelAsked) return { kind: 'feel', part: label, bars: range };
      // Attacks nudged by no more than a player's looseness: only a change in loudness is heard.
      const mean = (p: Part) => Math.round(p.notes.reduce((s, n) => s + n.velocity, 0) / p.notes.length);
      return loudnessHeard(mean(a), mean(b))
        ? { kind: 'dynamics', part: label, from: mean(a), to: mean(b), bars: range }
        : null;
    }
  }
  const count = (p: Part) => p.notes.filter((n) => changedBars.has(Math.floor(n.tick / barTicks))).length;
  return { kind: 'rewritten', part: label, bars: range, notes: [count(a), count(b)] };
}

/**
 * The swing the notes play, 0 (straight) to 1 (triplet): how late the off-beats of the style's
 * swing unit (eighths, or sixteenths in lo-fi and hip-hop) land, on average, against a triplet's
 * delay. Read from the notes, so it hears laid-back timing and written triplets too.
 * @example heardSwing(piece) // 0.62
 */
export function heardSwing(piece: Piece): number {
  const beat = (piece.meta.ppq * 4) / piece.meta.meter.denominator;
  const unit =
    (piece.meta.swingUnit ?? getStyle(piece.meta.style).swingUnit) === 'sixteenth' ? beat / 2 : beat;
  let sum = 0;
  let count = 0;
  for (const p of piece.parts)
    for (const n of p.notes) {
      const at = (n.tick % unit) / unit;
      if (at >= 0.45 && at <= 0.7) {
        sum += at - 0.5;
        count++;
      }
    }
  return count === 0 ? 0 : Math.max(0, Math.min(1, (sum / count) * 6));
}

/** Swing as a reply states it: to the nearest 5 %, so a listener is not promised false precision. */
const swingShare = (s: number) => Math.round(s * 20) / 20;

/** The chords of each bar as a listener names them ("C G" for a bar with two). */
function chordsPerBar(piece: Piece, barTicks: number): string[] {
  const out: string[] = [];
  for (let bar = 0; bar < piece.meta.bars; bar++) {
    const from = bar * barTicks;
    out.push(
      piece.meta.progression
        .filter((s) => s.tick < from + barTicks && s.tick + s.durationTicks > from)
        .map((s) => s.symbol)
        .filter((c, i, all) => c !== all[i - 1])
        .join(' '),
    );
  }
  return out;
}

/**
 * What differs between the piece before an edit and after it, read from the notes and the meta
 * the MIDI file carries. An empty list means the file did not change.
 * @example diffPieces(before, after) // [{ kind: 'tempo', from: 90, to: 106 }]
 */
export function diffPieces(before: Piece, after: Piece): PieceChange[] {
  const out: PieceChange[] = [];
  const a = before.meta;
  const b = after.meta;
  if (a.tempo !== b.tempo) out.push({ kind: 'tempo', from: a.tempo, to: b.tempo });
  if (keyName(a.key) !== keyName(b.key)) out.push({ kind: 'key', from: a.key, to: b.key });
  const meter = (m: typeof a.meter) => `${m.numerator}/${m.denominator}`;
  if (meter(a.meter) !== meter(b.meter))
    out.push({ kind: 'meter', from: meter(a.meter), to: meter(b.meter) });
  if (a.bars !== b.bars) out.push({ kind: 'bars', from: a.bars, to: b.bars });
  // Swing is claimed only as the notes show it: the asked amount moved and the off-beats moved with it.
  if (Math.abs(a.swing - b.swing) > 0.001) {
    const from = swingShare(heardSwing(before));
    const to = swingShare(heardSwing(after));
    if (Math.abs(to - from) >= 0.1 && Math.sign(to - from) === Math.sign(b.swing - a.swing))
      out.push({ kind: 'swing', from, to });
  }
  const structural = out.some((c) => c.kind === 'meter' || c.kind === 'bars');
  const barTicksOf = (p: Piece) =>
    Math.round((p.meta.ppq * 4 * p.meta.meter.numerator) / p.meta.meter.denominator);
  // New chords in some bars of the same key: the reply names them (the parts follow them there).
  let chordBars = new Set<number>();
  if (!structural && keyName(a.key) === keyName(b.key)) {
    const ca = chordsPerBar(before, barTicksOf(before));
    const cb = chordsPerBar(after, barTicksOf(after));
    const bars = ca.map((c, i) => (c !== cb[i] ? i : -1)).filter((i) => i >= 0);
    if (bars.length > 0 && bars.length < ca.length) {
      chordBars = new Set(bars);
      out.push({ kind: 'chords', bars, from: bars.map((i) => ca[i]!), to: bars.map((i) => cb[i]!) });
    }
  }
  const barTicks = Math.round((b.ppq * 4 * b.meter.numerator) / b.meter.denominator);
  // Swung or humanised anew: the notes' timing is the feel asked, however small the move.
  const feelAsked = a.humanize !== b.humanize || a.swing !== b.swing || a.swingUnit !== b.swingUnit;
  const matched = new Set<Part>();
  for (const p of after.parts) {
    // Parts are matched by role and instrument first: removing one part may move others' channels.
    const q =
      before.parts.find((x) => !matched.has(x) && x.role === p.role && x.program === p.program) ??
      before.parts.find((x) => !matched.has(x) && x.role === p.role && x.channel === p.channel);
    if (!q) {
      out.push({ kind: 'part-added', part: partRef(p) });
      continue;
    }
    matched.add(q);
    if (q.program !== p.program && p.channel !== DRUM_CHANNEL)
      out.push({ kind: 'instrument', role: p.role, from: q.program, to: p.program });
    if (structural) continue;
    const c = compareNotes(q, p, barTicks, b.bars, onsetSlack(after), feelAsked);
    const followsChords =
      c &&
      (c.kind === 'moved' || c.kind === 'rewritten' || c.kind === 'altered') &&
      c.bars?.every((bar) => chordBars.has(bar)) === true;
    if (
      c &&
      !followsChords &&
      !(c.kind === 'feel' && out.some((x) => x.kind === 'swing' || x.kind === 'tempo'))
    )
      out.push(c);
    // A line moved and played louder or softer ("bass down an octave and louder"): both are heard.
    if (c?.kind === 'moved' && q.notes.length === p.notes.length) {
      const mean = (x: Part) =>
        Math.round(x.notes.reduce((sum, n) => sum + n.velocity, 0) / Math.max(1, x.notes.length));
      if (loudnessHeard(mean(q), mean(p)))
        out.push({ kind: 'dynamics', part: partRef(p), from: mean(q), to: mean(p), bars: c.bars });
    }
  }
  for (const q of before.parts) if (!matched.has(q)) out.push({ kind: 'part-removed', part: partRef(q) });
  return out;
}
