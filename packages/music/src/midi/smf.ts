/** Plain-data model of a Standard MIDI File, shared by the encoder and the decoder. */

/** A channel or file event at an absolute tick. */
export type MidiEvent =
  | {
      readonly kind: 'noteOn';
      readonly tick: number;
      readonly channel: number;
      readonly note: number;
      readonly velocity: number;
    }
  | {
      readonly kind: 'noteOff';
      readonly tick: number;
      readonly channel: number;
      readonly note: number;
      readonly velocity: number;
    }
  | {
      readonly kind: 'programChange';
      readonly tick: number;
      readonly channel: number;
      readonly program: number;
    }
  | {
      readonly kind: 'controlChange';
      readonly tick: number;
      readonly channel: number;
      readonly controller: number;
      readonly value: number;
    }
  | { readonly kind: 'pitchBend'; readonly tick: number; readonly channel: number; readonly value: number }
  | { readonly kind: 'meta'; readonly tick: number; readonly type: number; readonly data: Uint8Array }
  | { readonly kind: 'sysex'; readonly tick: number; readonly data: Uint8Array };

/** A meta event (what the meta builders return). */
export type MetaEvent = Extract<MidiEvent, { kind: 'meta' }>;

/** One track: its events (any order; the encoder sorts) and optionally where it ends. */
export interface SmfTrack {
  readonly events: readonly MidiEvent[];
  /** Tick of the end-of-track event (defaults to the last event's tick). */
  readonly endTick?: number;
}

/** A whole file. */
export interface Smf {
  readonly format: 0 | 1 | 2;
  /** Ticks per quarter note. */
  readonly ppq: number;
  readonly tracks: readonly SmfTrack[];
}

/**
 * Meta event types used by the engine.
 * @example META.tempo // 0x51
 */
export const META = {
  trackName: 0x03,
  endOfTrack: 0x2f,
  tempo: 0x51,
  timeSignature: 0x58,
  keySignature: 0x59,
} as const;

const utf8 = new TextEncoder();

/**
 * A track-name meta event.
 * @example trackNameEvent('Bass').data.length // 4
 */
export function trackNameEvent(name: string, tick = 0): MetaEvent {
  return { kind: 'meta', tick, type: META.trackName, data: utf8.encode(name) };
}

/**
 * A set-tempo meta event (microseconds per quarter note, 3 bytes).
 * @example tempoEvent(120).data // Uint8Array [0x07, 0xa1, 0x20]
 */
export function tempoEvent(bpm: number, tick = 0): MetaEvent {
  const us = Math.max(1, Math.min(0xffffff, Math.round(60_000_000 / bpm)));
  return {
    kind: 'meta',
    tick,
    type: META.tempo,
    data: new Uint8Array([(us >> 16) & 0xff, (us >> 8) & 0xff, us & 0xff]),
  };
}

/**
 * MIDI clocks per metronome click for a meter: 24 per quarter, a dotted quarter in compound time.
 * @example clocksPerClick(6, 8) // 36
 */
export function clocksPerClick(numerator: number, denominator: number): number {
  const perUnit = 96 / denominator;
  const compound = denominator >= 8 && numerator % 3 === 0 && numerator > 3;
  return Math.max(1, Math.min(255, Math.round(compound ? perUnit * 3 : perUnit)));
}

/**
 * A time-signature meta event: numerator, denominator as a power of two, clocks per click, 8 thirty-seconds per quarter.
 * @example timeSignatureEvent(7, 8).data // Uint8Array [7, 3, 12, 8]
 */
export function timeSignatureEvent(numerator: number, denominator: number, tick = 0): MetaEvent {
  const dd = Math.round(Math.log2(denominator));
  return {
    kind: 'meta',
    tick,
    type: META.timeSignature,
    data: new Uint8Array([numerator & 0xff, dd & 0xff, clocksPerClick(numerator, denominator), 8]),
  };
}

/**
 * A key-signature meta event: `sf` (−7…7, as a signed byte) and `mi` (0 major, 1 minor).
 * @example keySignatureEvent(-3, true).data // Uint8Array [0xfd, 1]
 */
export function keySignatureEvent(fifths: number, minor: boolean, tick = 0): MetaEvent {
  const sf = Math.max(-7, Math.min(7, Math.round(fifths)));
  return { kind: 'meta', tick, type: META.keySignature, data: new Uint8Array([sf & 0xff, minor ? 1 : 0]) };
}
