import { compose, pieceToMidi } from '@riffmate/music';

/**
 * An 8-bar D minor pop piece at 96 BPM, chords and melody, no drums, as a Standard MIDI File: what a
 * user might upload. The engine composes it, so the bytes are the same on every run.
 */
export function uploadedSongMidi(): Uint8Array {
  const result = compose({
    key: { tonic: 'D', mode: 'minor' },
    bars: 8,
    style: 'pop',
    parts: ['chords', 'melody'],
    seed: 3,
    tempo: 96,
  });
  if (!result.ok) throw new Error(result.error);
  return pieceToMidi(result.piece);
}
