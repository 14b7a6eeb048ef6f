import type { ComposeSpec } from '@riffmate/buddy';
import { filePath, type MusicAttachment } from '@riffmate/contract';
import {
  barLayout,
  DRUM_CHANNEL,
  decodeMidi,
  getStyle,
  type Key,
  keyFromSignature,
  keyName,
  keySignature,
  type PartNotes,
  transposeKey,
} from '@riffmate/music';

/**
 * The spec's key (which names modes a key signature cannot), moved by as far as the file's key
 * signature says its notes moved: an edit can transpose the file and leave the spec's key behind.
 * @example keyOfFile({ tonic: 'Bb', mode: 'major' }, { fifths: -3, minor: false }) // Eb major
 */
function keyOfFile(specKey: Key, signature: { fifths: number; minor: boolean } | undefined): Key {
  if (!signature) return specKey;
  const moved = signature.fifths - keySignature(specKey).fifths;
  if (moved === 0) return specKey;
  const key = transposeKey(specKey, moved * 7);
  if (key && keySignature(key).fifths === signature.fifths) return key;
  return keyFromSignature(signature.fifths, signature.minor) ?? specKey;
}

/**
 * What the chat stores and streams about one composed piece (contract `musicAttachmentSchema`):
 * the spec's style, and the key, bars, tempo, meter and resolution read back from the MIDI bytes
 * that were written (so the card always describes the file the user downloads), and the piece's
 * stated progression, so the card's chord labels say what the reply says (none on a listening
 * example: an empty list, so the card infers none either).
 */
export function toMusicAttachment(
  fileId: string,
  midi: Uint8Array,
  spec: ComposeSpec,
  notes: readonly PartNotes[],
  progression?: readonly { readonly tick: number; readonly symbol: string }[],
): MusicAttachment {
  const decoded = decodeMidi(midi);
  const meta = decoded.ok ? decoded.midi : null;
  const tempo = meta?.tempos[0]?.bpm ?? spec.tempo ?? 120;
  const meter = meta?.timeSignatures[0] ?? spec.meter ?? { numerator: 4, denominator: 4 };
  const key = keyName(keyOfFile(spec.key, meta?.keySignatures[0]));
  // A section an edit appended (a bridge, a chorus) lengthens the file beyond the spec's bars.
  const fileBars = meta ? barLayout(meta.timeSignatures, meta.ppq, meta.durationTicks).starts.length : 0;
  // A piece that writes no part and states no chords only keeps notes ("let me hear a tritone"; a
  // file's notes come with the chords read from them): it is labelled by its part's name (what it
  // plays) and has no chords to label the bars with.
  const listening = spec.parts.length === 0 && !spec.progression && notes.length === 1;
  // A groove of drums alone has no harmony: its card names no key and labels no chords.
  const drumsOnly = notes.length > 0 && notes.every((part) => part.channel === DRUM_CHANNEL);
  const style = getStyle(spec.style)?.name ?? spec.style;
  return {
    fileId,
    url: filePath(fileId),
    title: listening ? notes[0]!.name : drumsOnly ? `${style} drums` : `${style} in ${key}`,
    key,
    tempo: Math.round(tempo * 100) / 100,
    meter: `${meter.numerator}/${meter.denominator}`,
    bars: Math.max(spec.bars, fileBars),
    ppq: meta?.ppq ?? 480,
    parts: notes.map((part) => ({
      name: part.name,
      role: part.role,
      program: part.program,
      channel: part.channel,
      isDrums: part.channel === DRUM_CHANNEL,
      notes: part.notes.map(([tick, duration, pitch, velocity]) => [tick, duration, pitch, velocity]),
    })),
    ...(listening || drumsOnly
      ? { chords: [] }
      : progression?.length
        ? { chords: progression.map(({ tick, symbol }) => ({ tick, symbol })) }
        : {}),
  };
}
