import {
  analyseMidi,
  chordChromas,
  decodeMidi,
  estimateKey,
  keyChromas,
  keySignature,
  matchChord,
  parseChord,
  parseKey,
  parsePitchClass,
  pitchClassHistogram,
} from '@riffmate/music';
import type { InstrumentClass } from './types.ts';

// What the scorer reads from a reply's MIDI file, with the engine's decoder and analysis only.

export interface Note {
  readonly tick: number;
  readonly dur: number;
  readonly midi: number;
}

export interface Track {
  readonly index: number;
  /** GM program (0–127); `null` for drums or when the file sets none. */
  readonly program: number | null;
  readonly isDrums: boolean;
  readonly notes: readonly Note[];
}

export interface MidiFacts {
  readonly ppq: number;
  /** First tempo, rounded to 0.01 BPM (tempo is stored in whole microseconds). */
  readonly tempo: number;
  readonly meter: readonly [number, number];
  readonly bars: number;
  readonly ticksPerBar: number;
  /** Tonic pitch class and mode of the first key-signature event. */
  readonly declared: { readonly fifths: number; readonly minor: boolean } | null;
  /** Krumhansl–Schmuckler estimate over all pitched notes (major/minor only). */
  readonly heard: { readonly pc: number; readonly minor: boolean } | null;
  /** Tracks (× channel) that carry notes. */
  readonly tracks: readonly Track[];
}

/** Decode and measure a MIDI file; `null` when it does not decode. */
export function readMidi(bytes: Uint8Array): MidiFacts | null {
  const decoded = decodeMidi(bytes);
  if (!decoded.ok) return null;
  const midi = decoded.midi;
  const analysis = analyseMidi(midi);
  const tracks: Track[] = [];
  for (const t of midi.tracks) {
    for (const channel of t.channels) {
      const notes = t.notes
        .filter((n) => n.channel === channel)
        .map((n) => ({ tick: n.tick, dur: n.durationTicks, midi: n.midi }))
        .sort((a, b) => a.tick - b.tick || a.midi - b.midi || a.dur - b.dur);
      if (notes.length === 0) continue;
      const isDrums = channel === 9;
      const program = isDrums
        ? null
        : ([...t.programs].reverse().find((p) => p.channel === channel && p.tick <= notes[0]!.tick)
            ?.program ?? null);
      tracks.push({ index: t.index, program, isDrums, notes });
    }
  }
  const pitched = midi.tracks.flatMap((t) => t.notes.filter((n) => n.channel !== 9));
  const est = estimateKey(pitchClassHistogram(pitched, midi.ppq));
  const meter = [analysis.meter.numerator, analysis.meter.denominator] as const;
  const sig = midi.keySignatures[0];
  return {
    ppq: midi.ppq,
    tempo: Math.round(analysis.tempo * 100) / 100,
    meter,
    bars: analysis.bars,
    ticksPerBar: Math.round((midi.ppq * 4 * meter[0]) / meter[1]),
    declared: sig ? { fifths: sig.fifths, minor: sig.minor } : null,
    heard: est ? { pc: chroma(est.key.tonic), minor: est.key.mode === 'minor' } : null,
    tracks,
  };
}

export const chroma = (name: string): number => parsePitchClass(name)?.chroma ?? -1;
const mod12 = (n: number) => ((n % 12) + 12) % 12;

const range = (lo: number, hi: number) => (p: number | null) => p !== null && p >= lo && p <= hi;

/** GM program ranges per instrument class (General MIDI level 1 numbering, 0-based). */
export const INSTRUMENT_CLASSES: Readonly<
  Record<Exclude<InstrumentClass, 'drums' | 'melody'>, (program: number | null) => boolean>
> = {
  piano: range(0, 7),
  'electric-piano': range(4, 5),
  keys: (p) => range(0, 7)(p) || range(16, 23)(p),
  organ: range(16, 23),
  mallets: range(8, 15),
  guitar: range(24, 31),
  'acoustic-guitar': range(24, 25),
  'electric-guitar': range(26, 31),
  bass: range(32, 39),
  strings: range(40, 51),
  violin: (p) => p === 40 || p === 110,
  cello: (p) => p === 42,
  choir: range(52, 54),
  brass: range(56, 63),
  trumpet: (p) => p === 56 || p === 59,
  trombone: (p) => p === 57,
  sax: range(64, 67),
  woodwind: range(64, 79),
  clarinet: (p) => p === 71,
  flute: range(72, 79),
  synth: (p) => range(80, 103)(p) || p === 38 || p === 39,
  'synth-lead': range(80, 87),
  pad: (p) => range(88, 95)(p) || range(48, 54)(p),
  harp: (p) => p === 46,
};

const meanPitch = (t: Track) => t.notes.reduce((s, n) => s + n.midi, 0) / t.notes.length;

/** Share of a track's notes that start while another of its notes still sounds. */
function overlapShare(t: Track): number {
  let overlapping = 0;
  let lastEnd = -1;
  for (const n of t.notes) {
    if (n.tick < lastEnd) overlapping++;
    lastEnd = Math.max(lastEnd, n.tick + n.dur);
  }
  return overlapping / t.notes.length;
}

/** Tracks of an instrument class. */
export function tracksOf(facts: MidiFacts, cls: InstrumentClass): Track[] {
  if (cls === 'drums') return facts.tracks.filter((t) => t.isDrums);
  const pitched = facts.tracks.filter((t) => !t.isDrums);
  if (cls === 'melody') {
    // A line (mostly one note at a time) on top: its mean pitch is at least every other part's.
    const top = Math.max(...pitched.map(meanPitch));
    return pitched.filter((t) => overlapShare(t) <= 0.2 && meanPitch(t) >= top - 2);
  }
  const test = INSTRUMENT_CLASSES[cls];
  return pitched.filter((t) => test(t.program));
}

export const hasClass = (facts: MidiFacts, cls: InstrumentClass) => tracksOf(facts, cls).length > 0;

/**
 * The tracks that carry the harmony: every pitched track but the melody line on top (its passing
 * notes are not the chord), unless the melody is all there is.
 */
export function harmonyTracks(facts: MidiFacts): Track[] {
  const pitched = facts.tracks.filter((t) => !t.isDrums);
  const melody = new Set(tracksOf(facts, 'melody'));
  const rest = pitched.filter((t) => !melody.has(t));
  return rest.length > 0 ? rest : pitched;
}

/** Duration-weighted pitch classes sounding in [start, end) and the lowest pitch class held ≥ 1/8 of it. */
export function segmentWeights(
  facts: MidiFacts,
  start: number,
  end: number,
  harmonyOnly = false,
): { weights: number[]; bass: number | null } {
  const weights = new Array<number>(12).fill(0);
  let bassMidi = 999;
  for (const t of harmonyOnly ? harmonyTracks(facts) : facts.tracks) {
    if (t.isDrums) continue;
    for (const n of t.notes) {
      const overlap = Math.min(end, n.tick + n.dur) - Math.max(start, n.tick);
      if (overlap <= 0) continue;
      weights[n.midi % 12]! += overlap;
      if (overlap * 8 >= end - start && n.midi < bassMidi) bassMidi = n.midi;
    }
  }
  return { weights, bass: bassMidi < 999 ? bassMidi % 12 : null };
}

/** The chord the notes of a segment make (engine templates: triads, sevenths, sus, dim, aug, 6). */
export function chordFromNotes(
  weights: readonly number[],
  bass: number | null,
): { root: number; suffix: string; score: number } | null {
  return matchChord(weights, bass);
}

const SHARP_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];

/** The engine's template score for a set of tones: (weight inside − outside) / total, + bass on the root. */
function scoreOf(tones: readonly number[], weights: readonly number[], rootInBass: boolean): number {
  const total = weights.reduce((s, w) => s + w, 0);
  const inside = tones.reduce((s, pc) => s + weights[pc]!, 0);
  return (2 * inside - total) / total + (rootInBass ? 0.08 : 0);
}

/** Tones of a chord symbol as pitch classes, root first; `null` if it does not parse. */
export function statedTones(symbol: string): { root: number; tones: number[] } | null {
  const c = parseChord(symbol);
  if (!c) return null;
  const tones = [...new Set(chordChromas(c))];
  return { root: c.rootChroma, tones };
}

const TRIAD_FAMILY: Readonly<Record<string, readonly string[]>> = {
  '': ['', 'maj7', '6', '7', 'sus2'],
  m: ['m', 'm7', 'm6'],
  dim: ['dim', 'dim7', 'm7b5'],
};

/**
 * Whether a segment's notes sound as the stated chord: every chord tone sounds (a seventh or
 * richer chord may leave out its fifth, as voicings do), and the chord the notes make has the
 * stated root — a triad in its own family (C also as Cmaj7 or C6, not Cm) — or the same tones read
 * another way (Am7 = C6), or the stated chord explains the notes nearly as well as the best reading
 * with its root in the bass (B with a G# on top is also G#m7).
 */
export function heardAs(symbol: string, weights: readonly number[], bass: number | null): boolean {
  const stated = statedTones(symbol);
  if (!stated) return false;
  const fifth = (stated.root + 7) % 12;
  const required = stated.tones.length >= 4 ? stated.tones.filter((pc) => pc !== fifth) : stated.tones;
  const toneWeights = required.map((pc) => weights[pc]!);
  const mean = toneWeights.reduce((s, w) => s + w, 0) / toneWeights.length;
  if (mean <= 0 || toneWeights.some((w) => w < 0.15 * mean)) return false;
  const heard = chordFromNotes(weights, bass);
  if (!heard) return false;
  if (heard.root === stated.root) {
    // A triad outside the three families (sus4, aug) is heard only as itself.
    const suffix = parseChord(symbol)?.suffix ?? '';
    const family = TRIAD_FAMILY[suffix] ?? [suffix];
    return stated.tones.length >= 4 || family.includes(heard.suffix);
  }
  const heardTones = statedTones(`${SHARP_NAMES[heard.root]}${heard.suffix}`);
  const sameSet =
    heardTones !== null &&
    heardTones.tones.length === stated.tones.length &&
    heardTones.tones.every((t) => stated.tones.includes(t));
  return sameSet || (bass === stated.root && scoreOf(stated.tones, weights, true) >= heard.score - 0.1);
}

/**
 * Share of the piece's chord spans heard as the stated progression. The progression loops; it may
 * take half a bar, one bar or two bars per chord, and a 3- or 5-chord progression may hold its last
 * chord to fill four or eight bars: the best reading counts.
 */
export function statedChordsHeard(facts: MidiFacts, chords: readonly string[]): number {
  const bar = facts.ticksPerBar;
  const total = facts.bars * bar;
  const sequences: string[][] = [[...chords]];
  const padTo = chords.length <= 4 ? 4 : 8;
  if (chords.length < padTo) {
    const padded = [...chords];
    while (padded.length < padTo) padded.push(chords[chords.length - 1]!);
    sequences.push(padded);
  }
  let best = 0;
  for (const seq of sequences) {
    for (const span of [bar / 2, bar, bar * 2]) {
      let hit = 0;
      let n = 0;
      for (let start = 0, i = 0; start < total; start += span, i++) {
        const { weights, bass } = segmentWeights(facts, start, Math.min(total, start + span), true);
        if (weights.every((w) => w === 0)) continue;
        n++;
        if (heardAs(seq[i % seq.length]!, weights, bass)) hit++;
      }
      if (n > 0) best = Math.max(best, hit / n);
    }
  }
  return best;
}

/** The chord symbols heard bar by bar (for answering "which chords?"). */
export function chordsByBar(facts: MidiFacts): { root: number; suffix: string }[] {
  const out: { root: number; suffix: string }[] = [];
  for (let b = 0; b < facts.bars; b++) {
    const { weights, bass } = segmentWeights(facts, b * facts.ticksPerBar, (b + 1) * facts.ticksPerBar, true);
    const c = chordFromNotes(weights, bass);
    if (c) out.push(c);
  }
  return out;
}

/** Whether the file is in a key: the key signature and what the notes sound like. */
export function keyMatches(facts: MidiFacts, keyText: string): { declared: boolean; heard: boolean } | null {
  const key = parseKey(keyText);
  if (!key) return null;
  const sig = keySignature(key);
  const tonic = chroma(key.tonic);
  const declared = facts.declared !== null && facts.declared.fifths === sig.fifths;
  if (key.mode === 'major' || key.mode === 'minor' || key.mode === 'ionian' || key.mode === 'aeolian') {
    const minor = key.mode === 'minor' || key.mode === 'aeolian';
    return {
      declared: declared && facts.declared?.minor === minor,
      heard: facts.heard !== null && facts.heard.pc === tonic && facts.heard.minor === minor,
    };
  }
  // A church mode: the notes stay in its scale and the music starts or ends on its tonic chord.
  const scale = new Set(keyChromas(key));
  let inside = 0;
  let all = 0;
  for (const t of facts.tracks) {
    if (t.isDrums) continue;
    for (const n of t.notes) {
      all += n.dur;
      if (scale.has(n.midi % 12)) inside += n.dur;
    }
  }
  const chords = chordsByBar(facts);
  const onTonic = chords[0]?.root === tonic || chords[chords.length - 1]?.root === tonic;
  return { declared, heard: all > 0 && inside / all >= 0.85 && onTonic };
}

/**
 * How much off-beats are delayed: the mean delay (as a share of the beat or half beat) of notes
 * starting between the straight off-beat and a hard triplet swing, for eighths and for sixteenths
 * (hip-hop and lo-fi swing the sixteenths); the larger. 0 = straight, ~0.17 = triplet swing.
 */
export function swingAmount(facts: MidiFacts): number {
  const beat = (facts.ppq * 4) / facts.meter[1];
  const at = (unit: number) => {
    let sum = 0;
    let n = 0;
    for (const t of facts.tracks) {
      for (const note of t.notes) {
        const p = (note.tick % unit) / unit;
        if (p >= 0.48 && p <= 0.72) {
          sum += p - 0.5;
          n++;
        }
      }
    }
    return n === 0 ? 0 : sum / n;
  };
  return Math.max(at(beat), at(beat / 2));
}

/** Notes of a class (or every pitched part) per bar. */
export function density(facts: MidiFacts, cls?: InstrumentClass): number {
  const tracks = cls ? tracksOf(facts, cls) : facts.tracks.filter((t) => !t.isDrums);
  return tracks.reduce((s, t) => s + t.notes.length, 0) / Math.max(1, facts.bars);
}

/** Mean pitch of a class (or every pitched part). */
export function register(facts: MidiFacts, cls?: InstrumentClass): number {
  const notes = (cls ? tracksOf(facts, cls) : facts.tracks.filter((t) => !t.isDrums)).flatMap((t) => t.notes);
  return notes.length === 0 ? Number.NaN : notes.reduce((s, n) => s + n.midi, 0) / notes.length;
}

export const noteKey = (n: Note) => `${n.tick}:${n.dur}:${n.midi}`;

/** Every note of every track, as a sorted list of strings (pitched and drums apart). */
export function allNotes(facts: MidiFacts, drums: boolean): string[] {
  return facts.tracks
    .filter((t) => t.isDrums === drums)
    .flatMap((t) => t.notes.map(noteKey))
    .sort();
}

/** Same notes, tempo and meter: nothing a listener could hear changed. */
export function sameMusic(a: MidiFacts, b: MidiFacts): boolean {
  return (
    a.tempo === b.tempo &&
    a.meter[0] === b.meter[0] &&
    a.meter[1] === b.meter[1] &&
    sameList(allNotes(a, false), allNotes(b, false)) &&
    sameList(allNotes(a, true), allNotes(b, true)) &&
    sameList(a.tracks.map((t) => String(t.program)).sort(), b.tracks.map((t) => String(t.program)).sort())
  );
}

export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Share of `a`'s notes found in `b` (multiset). */
export function notesKept(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0) return 1;
  const pool = new Map<string, number>();
  for (const x of b) pool.set(x, (pool.get(x) ?? 0) + 1);
  let kept = 0;
  for (const x of a) {
    const c = pool.get(x) ?? 0;
    if (c > 0) {
      kept++;
      pool.set(x, c - 1);
    }
  }
  return kept / a.length;
}

/** A track of `old` is kept when a track of `now` has the same program (or both drums) and its notes. */
export function trackKept(old: Track, now: MidiFacts, shiftTicks = 0): boolean {
  const want = old.notes.map((n) => noteKey({ ...n, tick: n.tick + shiftTicks }));
  return now.tracks.some(
    (t) =>
      t.isDrums === old.isDrums && t.program === old.program && notesKept(want, t.notes.map(noteKey)) >= 0.98,
  );
}

export { mod12 };
