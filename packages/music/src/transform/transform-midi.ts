import { analyseMidi, keyFromSignature, type MidiAnalysis } from '../analysis/analyse-midi.ts';
import { barLayout } from '../analysis/bar-grid.ts';
import type { BarChord } from '../analysis/chords-per-bar.ts';
import { compose } from '../compose/compose.ts';
import { swingWarp } from '../compose/performance.ts';
import { type PartNotes, type PartRole, PPQ, type StyleId } from '../compose/types.ts';
import {
  type DecodedMidi,
  type DecodedNote,
  type DecodedTrack,
  type DecodeLimits,
  decodeMidi,
} from '../midi/decode.ts';
import { encodeSmf } from '../midi/encode.ts';
import { DRUM_CHANNEL, gmProgramName } from '../midi/gm.ts';
import {
  keySignatureEvent,
  type MidiEvent,
  type SmfTrack,
  tempoEvent,
  timeSignatureEvent,
  trackNameEvent,
} from '../midi/smf.ts';
import { parseChord } from '../theory/chord.ts';
import { diatonicTriads, type Key, keySignature } from '../theory/key.ts';
import { parsePitchClass } from '../theory/pitch-class.ts';
import { transposeKey } from '../theory/transpose.ts';

/** What to do to a MIDI file; every field is optional and they combine. */
export interface MidiTransform {
  /** Semitones (−24…24) for every pitched note; channel 10 (drums) never moves. */
  readonly transpose?: number;
  /** New first tempo in BPM (20–300); later tempo changes keep their ratio to it. */
  readonly tempo?: number;
  /** Add a GM drum part (channel 10) in the file's meter, as long as the file. */
  readonly addDrums?: boolean;
  /** Add a root-based bass line that follows the analysed chord of each bar. */
  readonly addBass?: boolean;
  /** Replace the chordal tracks with a new, diatonic-substitute progression in the file's key. */
  readonly reharmonise?: boolean;
  /** Take the file's drums (channel 10) out: "kill the drums". */
  readonly removeDrums?: boolean;
  /** Play the file's drums (channel 10) simpler: each cymbal a grid coarser, no ghost notes. */
  readonly simplerDrums?: boolean;
  /**
   * Swing the off-beats (0–1; 1 = triplet feel), as the engine's swing: eighths, or sixteenths when
   * the swung tracks play them. Simple meters only.
   */
  readonly swing?: number;
  /** Swing only the drums (channel 10): "the drums feel stiff, swing them". */
  readonly swingDrumsOnly?: boolean;
  /**
   * A new meter between an even and a triplet feel (4/4 ↔ 6/8 or 12/8, 2/4 ↔ 6/8, 3/4 ↔ 9/8):
   * every beat keeps its place, its two eighths become a long-short pair of triplet eighths (and
   * back). The tempo number stays.
   */
  readonly meter?: { readonly numerator: number; readonly denominator: number };
  /** Style of an added drum part (default pop). */
  readonly style?: StyleId;
}

/** A transformed file. */
export interface TransformedMidi {
  readonly midi: Uint8Array;
  readonly notes: readonly PartNotes[];
  /** One short clause per change, e.g. "transposed up 2 semitones (now in E major)". */
  readonly changes: readonly string[];
  /** What was asked but not done, with the reason. */
  readonly skipped: readonly string[];
  /** The analysis of the new file. */
  readonly analysis: MidiAnalysis;
  /** The progression written by a re-harmonisation (one symbol or null per bar). */
  readonly progression?: readonly (string | null)[];
}

/** `{ ok: true, result }` or a readable error; `transformMidi` never throws. */
export type TransformResult =
  | { readonly ok: true; readonly result: TransformedMidi }
  | { readonly ok: false; readonly error: string };

const BASS_PROGRAM = 33; // Electric Bass (finger)
const CHORD_PROGRAM = 4; // Electric Piano 1
/** Added parts are limited to this many bars (the engine's own limit). */
export const TRANSFORM_MAX_BARS = 512;

const clampBpm = (bpm: number) => Math.max(20, Math.min(300, bpm));
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Pitches that leave 0–127 move by octaves until they fit. */
function fold(pitch: number): number {
  let p = pitch;
  while (p > 127) p -= 12;
  while (p < 0) p += 12;
  return p;
}

function semitoneLabel(n: number): string {
  const names: Record<number, string> = {
    1: 'a semitone',
    2: 'a whole step',
    3: 'a minor third',
    4: 'a major third',
    5: 'a fourth',
    6: 'a tritone',
    7: 'a fifth',
    8: 'a minor sixth',
    9: 'a major sixth',
    10: 'a minor seventh',
    11: 'a major seventh',
    12: 'an octave',
  };
  const abs = Math.abs(n);
  const dir = n > 0 ? 'up' : 'down';
  return `${dir} ${names[abs] ?? `${abs} semitones`}`;
}

/**
 * Words for a transposition, e.g. "up a fourth" or "down 2 semitones"-style fallbacks.
 * @example transposeLabel(5) // 'up a fourth'
 */
export function transposeLabel(semitones: number): string {
  return semitoneLabel(semitones);
}

function keyText(key: Key | null | undefined): string {
  return key ? `${key.tonic} ${key.mode}` : 'an unclear key';
}

/** A free channel for a new pitched part (never 10). */
function freeChannel(midi: DecodedMidi, taken: Set<number>): number {
  const used = new Set<number>(taken);
  for (const t of midi.tracks) {
    for (const n of t.notes) used.add(n.channel);
    for (const p of t.programs) used.add(p.channel);
  }
  for (let c = 0; c < 16; c++) if (c !== DRUM_CHANNEL && !used.has(c)) return c;
  return 15;
}

function chromaOfRoot(root: string | null): number | null {
  if (!root) return null;
  return parsePitchClass(root)?.chroma ?? null;
}

function beatTicks(ppq: number, denominator: number): number {
  return Math.round((ppq * 4) / denominator);
}

/**
 * A root-based bass line: the root of each bar's chord (MIDI 33–44) on every beat of the bar, a
 * little louder on the downbeat; bars without a chord rest.
 * @example bassFromChords(chords, starts, 480, { numerator: 4, denominator: 4 }, end)[0] // { tick: 0, midi: 38, … }
 */
export function bassFromChords(
  chords: readonly BarChord[],
  starts: readonly number[],
  ppq: number,
  meter: { numerator: number; denominator: number },
  endTick: number,
): { tick: number; durationTicks: number; midi: number; velocity: number }[] {
  const beat = beatTicks(ppq, meter.denominator);
  const notes: { tick: number; durationTicks: number; midi: number; velocity: number }[] = [];
  for (const c of chords) {
    const chroma = chromaOfRoot(c.root);
    if (chroma === null) continue;
    const start = starts[c.bar] ?? c.tick;
    const end = starts[c.bar + 1] ?? endTick;
    const pitch = 33 + ((chroma - 9 + 12) % 12); // A1 (33) … G#2 (44)
    for (let t = start, i = 0; t < end; t += beat, i++) {
      notes.push({
        tick: t,
        durationTicks: Math.max(1, Math.min(beat, end - t) - Math.round(beat / 8)),
        midi: pitch,
        velocity: i === 0 ? 96 : 80,
      });
    }
  }
  return notes;
}

/** Degrees (0-based) a chord on degree `d` may be replaced by: third-related chords first. */
const SUBSTITUTES: Readonly<Record<number, readonly number[]>> = {
  0: [5, 2],
  1: [3, 6],
  2: [0, 4],
  3: [1, 5],
  4: [2, 6],
  5: [3, 0],
  6: [4, 1],
};

function chordChromaSet(symbol: string): Set<number> | null {
  const info = parseChord(symbol);
  return info ? new Set(info.chromas) : null;
}

/**
 * A diatonic substitute for each bar's chord in `key`: the third-related chord (I→vi, IV→ii,
 * V→iii, vi→IV …) that shares the most with the melody heard in that bar. Bars without a chord
 * stay empty; a chord outside the key gets the nearest diatonic chord of the same root.
 * @example reharmonise([{ symbol: 'C', root: 'C', … }], { tonic: 'C', mode: 'major' }, [weights])[0] // 'Am'
 */
export function reharmonise(
  chords: readonly BarChord[],
  key: Key,
  melodyWeights: readonly (readonly number[])[],
): (string | null)[] {
  const triads = diatonicTriads(key);
  const tonic = parsePitchClass(key.tonic)?.chroma ?? 0;
  const triadSets = triads.map((t) => chordChromaSet(t.symbol) ?? new Set<number>());
  const rootChromas = triads.map((t) => parseChord(t.symbol)?.rootChroma ?? -1);
  return chords.map((c, bar) => {
    const chroma = chromaOfRoot(c.root);
    if (chroma === null) return null;
    let degree = rootChromas.indexOf(chroma);
    if (degree < 0) {
      // Not on a scale degree: the degree a semitone away that is closest to the tonic.
      degree = rootChromas.indexOf((chroma + 11) % 12);
      if (degree < 0) degree = rootChromas.indexOf((chroma + 1) % 12);
      if (degree < 0) degree = (((chroma - tonic + 12) % 12) * 7) % 7;
    }
    const weights = melodyWeights[bar] ?? [];
    const original = c.symbol ? chordChromaSet(c.symbol) : null;
    let best = SUBSTITUTES[degree]![0]!;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const [rank, candidate] of SUBSTITUTES[degree]!.entries()) {
      const set = triadSets[candidate]!;
      let melody = 0;
      let total = 0;
      for (let pc = 0; pc < 12; pc++) {
        const w = weights[pc] ?? 0;
        total += w;
        if (set.has(pc)) melody += w;
      }
      let shared = 0;
      if (original) for (const pc of set) if (original.has(pc)) shared++;
      const score = (total > 0 ? (2 * melody) / total : 0) + shared * 0.25 - rank * 0.3;
      if (score > bestScore) {
        bestScore = score;
        best = candidate;
      }
    }
    return triads[best]!.symbol;
  });
}

/** Close-position chord tones around middle C (root 48–59). */
function voiceChord(symbol: string): number[] {
  const info = parseChord(symbol);
  if (!info) return [];
  return info.semitones.map((s) => 48 + info.rootChroma + (s % 12)).sort((a, b) => a - b);
}

/**
 * Share of notes that start while another note of the same list sounds (or with it): near 1 for
 * chord parts, near 0 for a melody or a bass line.
 */
function polyphony(notes: readonly { tick: number; durationTicks: number }[]): number {
  if (notes.length === 0) return 0;
  const sorted = [...notes].sort((a, b) => a.tick - b.tick);
  let stacked = 0;
  let soundingUntil = -1;
  for (const [i, n] of sorted.entries()) {
    const withNext = sorted[i + 1]?.tick === n.tick;
    if (n.tick < soundingUntil || withNext) stacked++;
    soundingUntil = Math.max(soundingUntil, n.tick + n.durationTicks);
  }
  return stacked / notes.length;
}

/** Tracks that mostly play several notes at once: the file's chord parts. */
function isChordal(track: DecodedTrack): boolean {
  const pitched = track.notes.filter((n) => n.channel !== DRUM_CHANNEL);
  return pitched.length >= 6 && polyphony(pitched) >= 0.5;
}

function roleOf(track: DecodedTrack, channel: number): PartRole {
  if (channel === DRUM_CHANNEL) return 'drums';
  const notes = track.notes.filter((n) => n.channel === channel);
  if (notes.length === 0) return 'melody';
  const program = track.programs.find((p) => p.channel === channel)?.program;
  const sorted = notes.map((n) => n.midi).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  if ((program !== undefined && program >= 32 && program <= 39) || median < 48) return 'bass';
  return polyphony(notes) >= 0.5 ? 'chords' : 'melody';
}

/**
 * Notes of a decoded file per track and channel, for a piano roll: [tick, duration, pitch, velocity].
 * Roles are guessed (channel 10 drums; GM basses or low parts bass; stacked parts chords; else melody).
 * @example midiNotes(decoded)[0].notes[0] // [0, 1800, 57, 74]
 */
export function midiNotes(midi: DecodedMidi): PartNotes[] {
  const parts: PartNotes[] = [];
  for (const track of midi.tracks) {
    for (const channel of track.channels) {
      const notes = track.notes.filter((n) => n.channel === channel);
      if (notes.length === 0) continue;
      const program =
        channel === DRUM_CHANNEL ? 0 : (track.programs.find((p) => p.channel === channel)?.program ?? 0);
      parts.push({
        role: roleOf(track, channel),
        name:
          track.name ||
          (channel === DRUM_CHANNEL ? 'Drums' : (gmProgramName(program) ?? `Channel ${channel + 1}`)),
        program,
        channel,
        notes: notes.map((n) => [n.tick, n.durationTicks, n.midi, n.velocity] as const),
      });
    }
  }
  return parts;
}

/** Melody weight per bar and pitch class: the highest sounding notes of the non-chordal, non-drum tracks. */
function melodyWeights(tracks: readonly DecodedTrack[], starts: readonly number[], end: number): number[][] {
  const bars = starts.map(() => new Array<number>(12).fill(0));
  for (const t of tracks) {
    for (const n of t.notes) {
      if (n.channel === DRUM_CHANNEL || n.midi < 55) continue;
      let bar = 0;
      let lo = 0;
      let hi = starts.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (starts[mid]! <= n.tick) {
          bar = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      const barEnd = starts[bar + 1] ?? end;
      const w = Math.max(1, Math.min(n.durationTicks, barEnd - n.tick));
      bars[bar]![n.midi % 12]! += w;
    }
  }
  return bars;
}

/**
 * Transform a MIDI file: transpose (pitched notes only, the key signature follows), change the
 * tempo (the whole tempo map scales), add drums (engine-written GM drums on channel 10 in the
 * file's meter, as many bars as the file), add a root-based bass following the analysed chords,
 * or re-harmonise (chordal tracks replaced by diatonic substitutes that fit the melody). Pure and
 * deterministic: the same bytes and options give the same file. Notes, programs, names, tempo,
 * meter and key events are kept; controllers, pitch bends and sysex are not carried over.
 * @example transformMidi(bytes, { transpose: 7 }) // { ok: true, result: { midi, changes: ['transposed up a fifth …'] } }
 */
export function transformMidi(
  bytes: Uint8Array,
  options: MidiTransform,
  limits: DecodeLimits = {},
): TransformResult {
  const decoded = decodeMidi(bytes, limits);
  if (!decoded.ok) return decoded;
  const midi = decoded.midi;
  const before = analyseMidi(midi);
  const changes: string[] = [];
  const skipped: string[] = [];
  const semitones = Math.max(-24, Math.min(24, Math.round(options.transpose ?? 0)));

  // Tempo: scale the whole map so the first tempo becomes the requested one.
  const firstBpm = midi.tempos[0]?.bpm ?? 120;
  const factor = options.tempo !== undefined ? clampBpm(options.tempo) / firstBpm : 1;
  const tempos =
    midi.tempos.length > 0 ? midi.tempos : [{ tick: 0, bpm: 120, microsecondsPerQuarter: 500_000 }];
  if (options.tempo !== undefined && Math.abs(factor - 1) > 1e-6) {
    changes.push(`tempo ${round2(firstBpm)} → ${round2(firstBpm * factor)} BPM`);
  } else if (options.tempo !== undefined) skipped.push(`the tempo is already ${round2(firstBpm)} BPM`);

  // "make it 6/8": re-time every beat between two and three eighths; the bar lines follow.
  const retime = options.meter ? meterRetiming(midi, options.meter) : null;
  const alone = !(options.addDrums || options.addBass || options.reharmonise || options.swing);
  if (options.meter) {
    const m = `${options.meter.numerator}/${options.meter.denominator}`;
    if (typeof retime === 'string') skipped.push(retime);
    else if (!alone) skipped.push(`the change to ${m}: a meter change goes on its own, so ask for it alone`);
    else
      changes.push(
        isCompound(options.meter) === isCompound(midi.timeSignatures[0] ?? { numerator: 4, denominator: 4 })
          ? `moved it to ${m}: every bar stays a bar, its downbeat ${options.meter.numerator > (midi.timeSignatures[0]?.numerator ?? 4) ? 'held longer' : 'pressed shorter'} (the tempo number stays)`
          : `moved it to ${m}: each beat's two eighths became a long-short pair of three (the tempo number stays)`,
      );
  }
  const move = retime && typeof retime !== 'string' && alone ? retime : null;
  const at = (tick: number) => (move ? move.tick(tick) : tick);
  const conductor: MidiEvent[] = [trackNameEvent('Conductor')];
  for (const t of tempos) conductor.push(tempoEvent(clampBpm(t.bpm * factor), at(t.tick)));
  if (move && options.meter)
    conductor.push(timeSignatureEvent(options.meter.numerator, options.meter.denominator, 0));
  else
    for (const ts of midi.timeSignatures)
      conductor.push(timeSignatureEvent(ts.numerator, ts.denominator, ts.tick));
  let newKey: Key | null = before.key?.key ?? null;
  for (const ks of midi.keySignatures) {
    let fifths = ks.fifths;
    if (semitones !== 0) {
      const k = keyFromSignature(ks.fifths, ks.minor);
      const moved = k ? transposeKey(k, semitones) : null;
      if (moved) fifths = keySignature(moved).fifths;
    }
    conductor.push(keySignatureEvent(fifths, ks.minor, at(ks.tick)));
  }
  if (semitones !== 0 && newKey) newKey = transposeKey(newKey, semitones);

  const layout = barLayout(midi.timeSignatures, midi.ppq, midi.durationTicks);
  const end = Math.max(midi.durationTicks, layout.starts.length > 0 ? layout.starts.at(-1)! : 0);
  const barEnd = (() => {
    // The end of the last bar, so added parts fill whole bars.
    const last = layout.starts.at(-1) ?? 0;
    const ts = [...midi.timeSignatures].reverse().find((t) => t.tick <= last);
    const per = ts ? (midi.ppq * 4 * ts.numerator) / ts.denominator : midi.ppq * 4;
    return Math.max(end, Math.round(last + per));
  })();

  const drop = new Set<number>();
  let progression: (string | null)[] | undefined;
  const added: SmfTrack[] = [];
  const taken = new Set<number>();
  const bars = Math.min(before.bars, TRANSFORM_MAX_BARS);
  const meter = before.meter;
  const shift = (p: number) => fold(p + semitones);
  const shiftedKey = newKey;

  if (options.reharmonise) {
    const key = before.key?.key ?? null;
    const chords = before.chords.slice(0, bars);
    if (!key || chords.every((c) => !c.root)) {
      skipped.push('re-harmonising needs chords to work from, and I heard none');
    } else {
      const weights = melodyWeights(
        midi.tracks.filter((t) => !isChordal(t)),
        layout.starts,
        barEnd,
      );
      progression = reharmonise(chords, key, weights);
      for (const t of midi.tracks) if (isChordal(t)) drop.add(t.index);
      const channel = freeChannel(midi, taken);
      taken.add(channel);
      const events: MidiEvent[] = [
        trackNameEvent('Chords (re-harmonised)'),
        { kind: 'programChange', tick: 0, channel, program: CHORD_PROGRAM },
      ];
      for (const [bar, symbol] of progression.entries()) {
        if (!symbol) continue;
        const start = layout.starts[bar]!;
        const stop = layout.starts[bar + 1] ?? barEnd;
        for (const p of voiceChord(symbol)) {
          events.push({ kind: 'noteOn', tick: start, channel, note: shift(p), velocity: 72 });
          events.push({ kind: 'noteOff', tick: stop - 1, channel, note: shift(p), velocity: 0 });
        }
      }
      added.push({ events, endTick: barEnd });
      const from = chords.map((c) => c.symbol ?? '–');
      changes.push(
        `re-harmonised in ${keyText(key)}: | ${from.join(' | ')} | → | ${progression.map((s) => s ?? '–').join(' | ')} |${drop.size > 0 ? ` (replacing the chord track${drop.size === 1 ? '' : 's'})` : ''}`,
      );
    }
  }

  if (options.addBass) {
    const chords = (
      progression
        ? progression.map((symbol, bar) => ({
            bar,
            tick: layout.starts[bar]!,
            symbol,
            root: symbol ? (parseChord(symbol)?.root ?? null) : null,
            suffix: null,
            confidence: 1,
          }))
        : before.chords.slice(0, bars)
    ) as BarChord[];
    const notes = bassFromChords(chords, layout.starts, midi.ppq, meter, barEnd);
    if (notes.length === 0) skipped.push('a bass line needs chords to follow, and I heard none');
    else {
      const channel = freeChannel(midi, taken);
      taken.add(channel);
      const events: MidiEvent[] = [
        trackNameEvent('Bass'),
        { kind: 'programChange', tick: 0, channel, program: BASS_PROGRAM },
      ];
      for (const n of notes) {
        events.push({ kind: 'noteOn', tick: n.tick, channel, note: shift(n.midi), velocity: n.velocity });
        events.push({
          kind: 'noteOff',
          tick: n.tick + n.durationTicks,
          channel,
          note: shift(n.midi),
          velocity: 0,
        });
      }
      added.push({ events, endTick: barEnd });
      changes.push(`added a root-based bass line (${gmProgramName(BASS_PROGRAM)}) following the chords`);
    }
  }

  if (options.addDrums) {
    const hasDrums = midi.tracks.some((t) => t.notes.some((n) => n.channel === DRUM_CHANNEL));
    if (hasDrums) skipped.push('it already has drums on channel 10, so I left them as they are');
    else if (bars < 1) skipped.push('the file has no bars to play drums over');
    else {
      const style = options.style ?? 'pop';
      const r = compose({
        key: shiftedKey ?? { tonic: 'C', mode: 'major' },
        bars,
        style,
        parts: ['drums'],
        meter,
        tempo: clampBpm(firstBpm * factor),
        humanize: 0,
        seed: 1,
      });
      const part = r.ok ? r.piece.parts.find((p) => p.role === 'drums') : undefined;
      if (!part) skipped.push(`I couldn't write drums in ${meter.numerator}/${meter.denominator}`);
      else {
        const scale = midi.ppq / PPQ;
        const events: MidiEvent[] = [
          trackNameEvent('Drums'),
          { kind: 'programChange', tick: 0, channel: DRUM_CHANNEL, program: 0 },
        ];
        const offset = layout.starts[0] ?? 0;
        for (const n of part.notes) {
          const tick = offset + Math.round(n.tick * scale);
          const stop = Math.min(barEnd, tick + Math.max(1, Math.round(n.durationTicks * scale)));
          if (tick >= barEnd) continue;
          events.push({ kind: 'noteOn', tick, channel: DRUM_CHANNEL, note: n.midi, velocity: n.velocity });
          events.push({ kind: 'noteOff', tick: stop, channel: DRUM_CHANNEL, note: n.midi, velocity: 0 });
        }
        added.push({ events, endTick: barEnd });
        changes.push(
          `added ${style} drums on channel 10 (${bars} bar${bars === 1 ? '' : 's'} of ${meter.numerator}/${meter.denominator})`,
        );
      }
    }
  }

  // "the drums are a bit much": a simpler groove from the drums that are there.
  const thinned = options.simplerDrums ? simplerDrumNotes(midi.tracks, midi.ppq) : null;
  if (thinned) {
    if (thinned.size === 0) skipped.push('the drums are already as simple as I can make them');
    else changes.push(`made the drums simpler (${thinned.size} notes fewer)`);
  } else if (options.simplerDrums) skipped.push('there are no drums on channel 10 to simplify');

  // "kill the drums": every channel-10 note goes; the pitched tracks stay as they are.
  const hasDrumNotes = midi.tracks.some((t) => t.notes.some((n) => n.channel === DRUM_CHANNEL));
  const dropDrums = !!options.removeDrums && hasDrumNotes;
  if (dropDrums) changes.push('took the drums (channel 10) out');
  else if (options.removeDrums) skipped.push('there are no drums on channel 10 to take out');

  // "swing it": the off-beats of the swung tracks move later, as a drummer or a groove template would.
  let warp: ((tick: number) => number) | null = null;
  const swung = (n: DecodedNote) => !options.swingDrumsOnly || n.channel === DRUM_CHANNEL;
  if (options.swing !== undefined && options.swing > 0) {
    const notes = midi.tracks.flatMap((t) => t.notes.filter(swung));
    const simple = midi.timeSignatures.every(
      (ts) => ts.denominator <= 4 && !(ts.numerator % 3 === 0 && ts.numerator > 3),
    );
    const off = (unit: number) => notes.filter((n) => n.tick % (unit * 2) === unit).length;
    const unit = off(midi.ppq / 4) > off(midi.ppq / 2) / 2 ? midi.ppq / 4 : midi.ppq / 2;
    if (notes.length === 0)
      skipped.push(
        options.swingDrumsOnly ? 'there are no drums on channel 10 to swing' : 'there are no notes to swing',
      );
    else if (!simple) skipped.push('swing is for even meters; this one already divides its beats in three');
    else if (off(unit) === 0) skipped.push('nothing plays on the off-beats, so swing would not move a note');
    else {
      warp = swingWarp(unit, options.swing);
      changes.push(
        `swung the ${options.swingDrumsOnly ? "drums' " : ''}${unit === midi.ppq / 4 ? 'sixteenths' : 'eighths'} (${Math.round(options.swing * 100)}% of the way to a triplet feel)`,
      );
    }
  }

  const tracks: SmfTrack[] = [{ events: conductor, endTick: move ? move.end : barEnd }];
  for (const t of midi.tracks) {
    if (drop.has(t.index)) continue;
    const events: MidiEvent[] = [];
    if (t.name) events.push(trackNameEvent(t.name));
    for (const p of t.programs)
      events.push({ kind: 'programChange', tick: p.tick, channel: p.channel, program: p.program });
    for (const n of t.notes) {
      if (thinned?.has(n) || (dropDrums && n.channel === DRUM_CHANNEL)) continue;
      const pitch = n.channel === DRUM_CHANNEL ? n.midi : shift(n.midi);
      const start = warp && swung(n) ? warp(n.tick) : at(n.tick);
      const stop =
        warp && swung(n)
          ? Math.max(start + 1, warp(n.tick + n.durationTicks))
          : Math.max(start + 1, at(n.tick + n.durationTicks));
      events.push({ kind: 'noteOn', tick: start, channel: n.channel, note: pitch, velocity: n.velocity });
      events.push({
        kind: 'noteOff',
        tick: stop,
        channel: n.channel,
        note: pitch,
        velocity: 0,
      });
    }
    if (events.length > 0) tracks.push({ events, endTick: move ? move.end : Math.max(t.endTick, barEnd) });
  }
  tracks.push(...added);
  if (semitones !== 0) {
    changes.unshift(
      `transposed ${semitoneLabel(semitones)} (${keyText(before.key?.key)} → ${keyText(shiftedKey)}; drums untouched)`,
    );
  }

  const out = encodeSmf({ format: 1, ppq: midi.ppq, tracks });
  const again = decodeMidi(out);
  if (!again.ok) return { ok: false, error: again.error };
  return {
    ok: true,
    result: {
      midi: out,
      notes: midiNotes(again.midi),
      changes,
      skipped,
      analysis: analyseMidi(again.midi),
      ...(progression ? { progression } : {}),
    },
  };
}

/** Whether a meter divides its beats in three (6/8, 9/8, 12/8). */
const isCompound = (m: { numerator: number; denominator: number }) =>
  m.denominator === 8 && m.numerator % 3 === 0 && m.numerator > 3;

/**
 * The re-timing that moves a file between an even and a triplet feel with the same beats: a
 * quarter-note beat (x/4) becomes a dotted-quarter beat (x·3/8) and back; inside the beat the first
 * eighth becomes two triplet eighths long (and back). `end` is the end of the last new bar. A string
 * says why it cannot.
 * @example (meterRetiming(fourFour, { numerator: 6, denominator: 8 }) as { tick: (t: number) => number }).tick(240) // 480
 */
export function meterRetiming(
  midi: DecodedMidi,
  to: { readonly numerator: number; readonly denominator: number },
): { tick: (t: number) => number; end: number } | string {
  const from = midi.timeSignatures[0] ?? { numerator: 4, denominator: 4 };
  const m = `${to.numerator}/${to.denominator}`;
  if (midi.timeSignatures.length > 1) return `the change to ${m}: the file changes meter along the way`;
  if (from.numerator === to.numerator && from.denominator === to.denominator) return `it is already in ${m}`;
  const ppq = midi.ppq;
  const even = from.denominator === 4 && isCompound(to);
  const triplet = isCompound(from) && to.denominator === 4;
  if (!even && !triplet) {
    const rebar = rebarring(midi, from, to);
    return (
      rebar ??
      `the change to ${m}: I can move a file between an even and a triplet feel (4/4 ↔ 12/8 or 6/8, 3/4 ↔ 9/8) or between simple meters of the same beat (3/4 ↔ 4/4), not re-bar it otherwise`
    );
  }
  const fromBeat = even ? ppq : ppq * 1.5;
  const toBeat = even ? ppq * 1.5 : ppq;
  const fromHalf = even ? ppq / 2 : ppq;
  const toHalf = even ? ppq : ppq / 2;
  const tick = (t: number) => {
    const beat = Math.floor(t / fromBeat);
    const p = t - beat * fromBeat;
    const q =
      p <= fromHalf
        ? (p * toHalf) / fromHalf
        : toHalf + ((p - fromHalf) * (toBeat - toHalf)) / (fromBeat - fromHalf);
    return Math.round(beat * toBeat + q);
  };
  const beatsPerBar = even ? to.numerator / 3 : to.numerator;
  const beats = Math.ceil(midi.durationTicks / fromBeat - 1e-9);
  const bars = Math.max(1, Math.ceil(beats / beatsPerBar));
  return { tick, end: bars * beatsPerBar * toBeat };
}

/**
 * The re-timing between two simple meters of the same beat (3/4 → 4/4, 4/4 → 3/4, 2/4 → 3/4): each
 * bar stays a bar, with its downbeat as long as the beats gained (a waltz's "ONE two three" becomes
 * "ONE – two three" in 4/4) or its first beats pressed into one (the way back). `null` when the
 * meters do not share their beat.
 * @example (rebarring(threeFour, { numerator: 3, denominator: 4 }, { numerator: 4, denominator: 4 })!).tick(480) // 960
 */
export function rebarring(
  midi: DecodedMidi,
  from: { readonly numerator: number; readonly denominator: number },
  to: { readonly numerator: number; readonly denominator: number },
): { tick: (t: number) => number; end: number } | null {
  if (from.denominator !== to.denominator || isCompound(from) || isCompound(to)) return null;
  if (from.numerator < 2 || to.numerator < 2 || from.numerator > 7 || to.numerator > 7) return null;
  const beat = (midi.ppq * 4) / from.denominator;
  const fromBar = beat * from.numerator;
  const toBar = beat * to.numerator;
  // The opening span that stretches or shrinks: one beat becomes 1 + gained, or 1 + lost become one.
  const gained = to.numerator - from.numerator;
  const fromHead = gained >= 0 ? beat : beat * (1 - gained);
  const toHead = gained >= 0 ? beat * (1 + gained) : beat;
  const tick = (t: number) => {
    const bar = Math.floor(t / fromBar);
    const p = t - bar * fromBar;
    const q = p <= fromHead ? (p * toHead) / fromHead : toHead + (p - fromHead);
    return Math.round(bar * toBar + q);
  };
  const bars = Math.max(1, Math.ceil(midi.durationTicks / fromBar - 1e-9));
  return { tick, end: bars * toBar };
}

/** GM drum notes of the cymbals that keep time: hi-hats, rides, tambourine, shaker. */
const TIME_CYMBALS = new Set([42, 44, 46, 51, 53, 54, 59, 69, 70, 82]);

/**
 * The drum notes (channel 10) a simpler groove leaves out: each time-keeping cymbal steps down a
 * grid (sixteenths to eighths, eighths to quarters), kick and snare lose their notes off the
 * eighth-note grid, and ghost notes (under half the loudest hit of their drum) go. `null` when the
 * file has no drums.
 */
export function simplerDrumNotes(tracks: readonly DecodedTrack[], ppq: number): Set<DecodedNote> | null {
  const drums = tracks.flatMap((t) => t.notes.filter((n) => n.channel === DRUM_CHANNEL));
  if (drums.length === 0) return null;
  const out = new Set<DecodedNote>();
  const on = (tick: number, grid: number) => {
    const r = tick % grid;
    return r <= grid / 8 || grid - r <= grid / 8;
  };
  const byPitch = new Map<number, DecodedNote[]>();
  for (const n of drums) byPitch.set(n.midi, [...(byPitch.get(n.midi) ?? []), n]);
  for (const [pitch, notes] of byPitch) {
    const loudest = Math.max(...notes.map((n) => n.velocity));
    const eighth = ppq / 2;
    // The finest grid this drum plays on; a cymbal keeps the next coarser one.
    const grid = notes.every((n) => on(n.tick, ppq))
      ? ppq * 2
      : notes.every((n) => on(n.tick, eighth))
        ? ppq
        : eighth;
    for (const n of notes) {
      const ghost = n.velocity < loudest / 2;
      const off = TIME_CYMBALS.has(pitch) ? !on(n.tick, grid) : !on(n.tick, eighth);
      if (ghost || off) out.add(n);
    }
  }
  return out;
}
