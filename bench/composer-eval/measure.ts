import { decodeMidi, estimateKey, pitchClassHistogram } from '@riffmate/music';
import tonejs from '@tonejs/midi';
import { ksKey } from './independent.ts';
import type { Role } from './prompts.ts';

const { Midi } = tonejs;

/**
 * The roles of the grown piece model (any number of parts, several per role), read from the
 * track name the file carries ("Pad (String Ensemble 1)"). Expectations name the four classic
 * roles; a measured track may hold any of these.
 */
export type TrackRole = Role | 'pad' | 'arpeggio' | 'counter-melody' | 'horns' | 'percussion';

export interface MeasuredTrack {
  readonly role: TrackRole | null;
  readonly program: number;
  readonly channel: number;
  readonly isDrums: boolean;
  readonly notes: readonly { readonly tick: number; readonly dur: number; readonly midi: number }[];
}

/** What the scorer re-measures from the MIDI bytes (two decoders, cross-checked). */
export interface Measured {
  readonly valid: boolean;
  /** Both decoders agree on tempo, meter, track programs and note counts. */
  readonly decodersAgree: boolean;
  readonly ppq: number;
  readonly tempo: number;
  readonly meter: readonly [number, number];
  readonly bars: number;
  /** From the raw key-signature meta event (FF 59 02 sf mi), read byte by byte. */
  readonly declared: { readonly fifths: number; readonly minor: boolean } | null;
  readonly tracks: readonly MeasuredTrack[];
  readonly ksEngine: { readonly pc: number; readonly minor: boolean } | null;
  readonly ksIndependent: { readonly pc: number; readonly minor: boolean } | null;
}

const ROLE_BY_NAME: readonly [RegExp, TrackRole][] = [
  [/^chords/i, 'chords'],
  [/^pad/i, 'pad'],
  [/^arpeggio/i, 'arpeggio'],
  [/^bass/i, 'bass'],
  [/^counter-melody/i, 'counter-melody'],
  [/^melody/i, 'melody'],
  [/^horns/i, 'horns'],
  [/^percussion/i, 'percussion'],
  [/^drums/i, 'drums'],
];

const CHROMA: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const chromaOfTonic = (t: string) =>
  (CHROMA[t[0]!]! + (t.includes('#') ? 1 : t.includes('b') ? -1 : 0) + 12) % 12;

function rawKeySignature(bytes: Uint8Array): { fifths: number; minor: boolean } | null {
  for (let i = 0; i + 4 < bytes.length; i++) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0x59 && bytes[i + 2] === 0x02) {
      const sf = bytes[i + 3]!;
      return { fifths: sf > 127 ? sf - 256 : sf, minor: bytes[i + 4] === 1 };
    }
  }
  return null;
}

/**
 * Decode MIDI bytes with the engine's decoder and independently with @tonejs/midi, and measure
 * tempo, meter, bars, declared key, per-track programs/roles and the audible key two ways.
 */
export function measure(bytes: Uint8Array): Measured {
  const invalid: Measured = {
    valid: false,
    decodersAgree: false,
    ppq: 480,
    tempo: 0,
    meter: [0, 0],
    bars: 0,
    declared: null,
    tracks: [],
    ksEngine: null,
    ksIndependent: null,
  };
  const own = decodeMidi(bytes);
  let tone: InstanceType<typeof Midi>;
  try {
    tone = new Midi(bytes);
  } catch {
    return invalid;
  }
  if (!own.ok) return invalid;
  const m = own.midi;
  // Tempo is stored as whole microseconds per quarter, so 90 BPM reads back as 89.99995: round to 0.01.
  const tempo = Math.round((tone.header.tempos[0]?.bpm ?? 120) * 100) / 100;
  const ts = tone.header.timeSignatures[0]?.timeSignature ?? [4, 4];
  const meter = [ts[0]!, ts[1]!] as const;
  const ticksPerBar = (tone.header.ppq * 4 * meter[0]) / meter[1];
  const tracks: MeasuredTrack[] = tone.tracks
    .filter((t) => t.notes.length > 0)
    .map((t) => ({
      role: ROLE_BY_NAME.find(([re]) => re.test(t.name))?.[1] ?? null,
      program: t.instrument.number,
      channel: t.channel,
      isDrums: t.channel === 9,
      notes: t.notes.map((n) => ({ tick: n.ticks, dur: n.durationTicks, midi: n.midi })),
    }));
  const pitched = tracks.filter((t) => !t.isDrums).flatMap((t) => t.notes);
  const histogram = new Array<number>(12).fill(0);
  for (const n of pitched) histogram[n.midi % 12]! += n.dur;
  const ownPitched = m.tracks.flatMap((t) => t.notes.filter((n) => n.channel !== 9));
  const est = estimateKey(pitchClassHistogram(ownPitched, m.ppq));
  const ownNotes = m.tracks.reduce((s, t) => s + t.notes.length, 0);
  const toneNotes = tone.tracks.reduce((s, t) => s + t.notes.length, 0);
  const ownTempo = m.tempos[0]?.bpm ?? 120;
  const ownMeter = m.timeSignatures[0];
  const decodersAgree =
    ownNotes === toneNotes &&
    Math.abs(ownTempo - tempo) < 0.01 &&
    ownMeter?.numerator === meter[0] &&
    ownMeter?.denominator === meter[1];
  return {
    valid: true,
    decodersAgree,
    ppq: tone.header.ppq,
    tempo,
    meter,
    // The file's length is its end-of-track (the end of the last bar), as a DAW shows it.
    bars: Math.round((m.durationTicks / ticksPerBar) * 1000) / 1000,
    declared: rawKeySignature(bytes),
    tracks,
    ksEngine: est ? { pc: chromaOfTonic(est.key.tonic), minor: est.key.mode === 'minor' } : null,
    ksIndependent: ksKey(histogram),
  };
}
