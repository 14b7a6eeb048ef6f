import { encodeSmf } from '../midi/encode.ts';
import { DRUM_CHANNEL } from '../midi/gm.ts';
import {
  keySignatureEvent,
  type MidiEvent,
  type Smf,
  type SmfTrack,
  tempoEvent,
  timeSignatureEvent,
  trackNameEvent,
} from '../midi/smf.ts';
import { keySignature } from '../theory/key.ts';
import { isPercussive } from './arrangement.ts';
import type { Piece } from './types.ts';

/**
 * The SMF model of a piece: type 1; track 0 holds the title, tempo, time signature and key
 * signature; then one track per part with its name, a GM program change on its channel (drums and
 * percussion on channel 10 = index 9) and its notes. Every track ends at the end of the last bar.
 * @example pieceToSmf(piece).tracks.length // parts + 1
 */
export function pieceToSmf(piece: Piece): Smf {
  const { meta } = piece;
  const ticksPerBar = (meta.ppq * 4 * meta.meter.numerator) / meta.meter.denominator;
  const end = Math.round(meta.bars * ticksPerBar);
  const sig = keySignature(meta.key);
  const conductor: SmfTrack = {
    events: [
      trackNameEvent(meta.title),
      tempoEvent(meta.tempo),
      timeSignatureEvent(meta.meter.numerator, meta.meter.denominator),
      keySignatureEvent(sig.fifths, sig.minor),
    ],
    endTick: end,
  };
  const tracks: SmfTrack[] = [conductor];
  for (const part of piece.parts) {
    const channel = isPercussive(part.role) ? DRUM_CHANNEL : part.channel;
    const events: MidiEvent[] = [
      trackNameEvent(part.name),
      { kind: 'programChange', tick: 0, channel, program: part.program },
    ];
    for (const n of part.notes) {
      events.push({ kind: 'noteOn', tick: n.tick, channel, note: n.midi, velocity: n.velocity });
      events.push({ kind: 'noteOff', tick: n.tick + n.durationTicks, channel, note: n.midi, velocity: 0 });
    }
    tracks.push({ events, endTick: end });
  }
  return { format: 1, ppq: meta.ppq, tracks };
}

/**
 * Encode a piece as a type-1 Standard MIDI File (bytes ready to save as `.mid`).
 * @example pieceToMidi(piece).subarray(0, 4) // 'MThd'
 */
export function pieceToMidi(piece: Piece): Uint8Array {
  return encodeSmf(pieceToSmf(piece));
}
