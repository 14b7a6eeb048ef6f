import type { Meter } from '../compose/types.ts';
import { type DecodedMidi, type DecodeLimits, decodeMidi } from '../midi/decode.ts';
import { DRUM_CHANNEL, gmProgramName } from '../midi/gm.ts';
import type { Key } from '../theory/key.ts';
import { noteName } from '../theory/note.ts';
import { parsePitchClass } from '../theory/pitch-class.ts';
import { barLayout } from './bar-grid.ts';
import { type BarChord, chordsPerBar } from './chords-per-bar.ts';
import { estimateKey, type KeyEstimate, pitchClassHistogram } from './estimate-key.ts';

/** One instrument (a track × channel with notes). */
export interface InstrumentInfo {
  readonly track: number;
  readonly trackName: string | null;
  readonly channel: number;
  /** GM program, or `null` when the file never sets one (or for drums). */
  readonly program: number | null;
  /** GM name (`Drum kit` on channel 10). */
  readonly instrument: string;
  readonly isDrums: boolean;
  readonly noteCount: number;
  readonly range: {
    readonly low: number;
    readonly high: number;
    readonly lowName: string;
    readonly highName: string;
  };
}

/** What the engine can tell about a MIDI file. */
export interface MidiAnalysis {
  /** Estimated key (Krumhansl–Schmuckler, Aarden–Essen), `null` without pitched notes. */
  readonly key: KeyEstimate | null;
  /** Key from the file's first key-signature event, if any. */
  readonly declaredKey: Key | null;
  /** First tempo (BPM), 120 when the file has none. */
  readonly tempo: number;
  readonly tempos: readonly { readonly tick: number; readonly bpm: number }[];
  /** First time signature, 4/4 when the file has none. */
  readonly meter: Meter;
  readonly meters: readonly { readonly tick: number; readonly meter: Meter }[];
  readonly bars: number;
  readonly chords: readonly BarChord[];
  readonly instruments: readonly InstrumentInfo[];
  readonly noteCount: number;
  readonly durationSeconds: number;
  readonly warnings: readonly string[];
}

/** Options for `analyseMidi`. */
export interface AnalyseOptions {
  /** Only these track indices feed the chord analysis (default: every pitched track). */
  readonly chordTracks?: readonly number[];
}

const MAJOR_BY_FIFTHS = ['Cb', 'Gb', 'Db', 'Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#'];
const MINOR_BY_FIFTHS = ['Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#', 'G#', 'D#', 'A#'];

/**
 * The key a key-signature event names.
 * @example keyFromSignature(-3, true) // { tonic: 'C', mode: 'minor' }
 */
export function keyFromSignature(fifths: number, minor: boolean): Key | null {
  const tonic = (minor ? MINOR_BY_FIFTHS : MAJOR_BY_FIFTHS)[fifths + 7];
  return tonic ? { tonic, mode: minor ? 'minor' : 'major' } : null;
}

function seconds(midi: DecodedMidi): number {
  let sec = 0;
  let tick = 0;
  let us = 500_000;
  for (const t of midi.tempos) {
    if (t.tick >= midi.durationTicks) break;
    sec += ((t.tick - tick) * us) / midi.ppq / 1e6;
    tick = t.tick;
    us = t.microsecondsPerQuarter;
  }
  sec += ((midi.durationTicks - tick) * us) / midi.ppq / 1e6;
  return Math.round(sec * 1000) / 1000;
}

/**
 * Analyse a decoded MIDI file (generated or uploaded): key (with correlation and runner-up), chords
 * per bar, tempo, meter, instruments (GM names, drums by channel 10), note ranges, bar count.
 * @example analyseMidi(decoded).key?.key // { tonic: 'A', mode: 'minor' }
 */
export function analyseMidi(midi: DecodedMidi, options: AnalyseOptions = {}): MidiAnalysis {
  const pitched: { tick: number; durationTicks: number; midi: number }[] = [];
  const forChords: { tick: number; durationTicks: number; midi: number }[] = [];
  const instruments: InstrumentInfo[] = [];
  const chordTracks = options.chordTracks ? new Set(options.chordTracks) : null;
  let noteCount = 0;
  const programAt = (channel: number, tick: number): number | null => {
    let best: { tick: number; program: number } | null = null;
    for (const t of midi.tracks) {
      for (const p of t.programs) {
        if (p.channel === channel && p.tick <= tick && (!best || p.tick >= best.tick)) best = p;
      }
    }
    return best?.program ?? null;
  };
  for (const track of midi.tracks) {
    noteCount += track.notes.length;
    const byChannel = new Map<number, { low: number; high: number; count: number; first: number }>();
    for (const n of track.notes) {
      const r = byChannel.get(n.channel);
      if (r) {
        r.low = Math.min(r.low, n.midi);
        r.high = Math.max(r.high, n.midi);
        r.count++;
      } else byChannel.set(n.channel, { low: n.midi, high: n.midi, count: 1, first: n.tick });
      if (n.channel === DRUM_CHANNEL) continue;
      pitched.push(n);
      if (!chordTracks || chordTracks.has(track.index)) forChords.push(n);
    }
    for (const [channel, r] of [...byChannel].sort((a, b) => a[0] - b[0])) {
      const isDrums = channel === DRUM_CHANNEL;
      const program = isDrums ? null : programAt(channel, r.first);
      instruments.push({
        track: track.index,
        trackName: track.name,
        channel,
        program,
        instrument: isDrums ? 'Drum kit' : (gmProgramName(program ?? 0) ?? 'Unknown'),
        isDrums,
        noteCount: r.count,
        range: { low: r.low, high: r.high, lowName: noteName(r.low) ?? '', highName: noteName(r.high) ?? '' },
      });
    }
  }
  const declaredSig = midi.keySignatures[0];
  const declaredKey = declaredSig ? keyFromSignature(declaredSig.fifths, declaredSig.minor) : null;
  let key = estimateKey(pitchClassHistogram(pitched, midi.ppq));
  if (
    key &&
    declaredKey &&
    key.key.mode === declaredKey.mode &&
    sameChroma(key.key.tonic, declaredKey.tonic)
  ) {
    // Prefer the file's own spelling (F# vs Gb) when it names the same key.
    key = { ...key, key: declaredKey };
  }
  const layout = barLayout(midi.timeSignatures, midi.ppq, midi.durationTicks);
  const chords = chordsPerBar(forChords, layout.starts, midi.durationTicks, key?.key);
  const ts = midi.timeSignatures;
  const warnings = [...midi.warnings];
  if (layout.truncated) warnings.push(`Only the first ${layout.starts.length} bars were analysed`);
  return {
    key,
    declaredKey,
    tempo: midi.tempos[0]?.bpm ?? 120,
    tempos: midi.tempos.map((t) => ({ tick: t.tick, bpm: t.bpm })),
    meter: ts[0]
      ? { numerator: ts[0].numerator, denominator: ts[0].denominator }
      : { numerator: 4, denominator: 4 },
    meters: ts.map((t) => ({ tick: t.tick, meter: { numerator: t.numerator, denominator: t.denominator } })),
    bars: layout.starts.length,
    chords,
    instruments,
    noteCount,
    durationSeconds: seconds(midi),
    warnings,
  };
}

function sameChroma(a: string, b: string): boolean {
  const x = parsePitchClass(a);
  const y = parsePitchClass(b);
  return !!x && !!y && x.chroma === y.chroma;
}

/** `{ ok: true, analysis }` or a decoding error. */
export type AnalyseResult =
  | { readonly ok: true; readonly analysis: MidiAnalysis }
  | { readonly ok: false; readonly error: string };

/**
 * Decode and analyse MIDI bytes in one step; never throws.
 * @example analyseMidiBytes(pieceToMidi(piece)) // { ok: true, analysis: { key: …, chords: […] } }
 */
export function analyseMidiBytes(
  bytes: Uint8Array | ArrayBuffer,
  options: AnalyseOptions & DecodeLimits = {},
): AnalyseResult {
  const decoded = decodeMidi(bytes, options);
  if (!decoded.ok) return decoded;
  return { ok: true, analysis: analyseMidi(decoded.midi, options) };
}
