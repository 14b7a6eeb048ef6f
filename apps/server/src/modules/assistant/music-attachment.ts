import type { ComposeSpec } from '@riffmate/buddy';
import { filePath, type MusicAttachment } from '@riffmate/contract';
import { DRUM_CHANNEL, decodeMidi, getStyle, keyName, type PartNotes } from '@riffmate/music';

/**
 * What the chat stores and streams about one composed piece (contract `musicAttachmentSchema`):
 * the spec's key, style and bars, and the tempo, meter and resolution read back from the MIDI bytes
 * that were written (so the card always describes the file the user downloads).
 */
export function toMusicAttachment(
  fileId: string,
  midi: Uint8Array,
  spec: ComposeSpec,
  notes: readonly PartNotes[],
): MusicAttachment {
  const decoded = decodeMidi(midi);
  const meta = decoded.ok ? decoded.midi : null;
  const tempo = meta?.tempos[0]?.bpm ?? spec.tempo ?? 120;
  const meter = meta?.timeSignatures[0] ?? spec.meter ?? { numerator: 4, denominator: 4 };
  const key = keyName(spec.key);
  return {
    fileId,
    url: filePath(fileId),
    title: `${getStyle(spec.style)?.name ?? spec.style} in ${key}`,
    key,
    tempo: Math.round(tempo * 100) / 100,
    meter: `${meter.numerator}/${meter.denominator}`,
    bars: spec.bars,
    ppq: meta?.ppq ?? 480,
    parts: notes.map((part) => ({
      name: part.name,
      role: part.role,
      program: part.program,
      channel: part.channel,
      isDrums: part.channel === DRUM_CHANNEL,
      notes: part.notes.map(([tick, duration, pitch, velocity]) => [tick, duration, pitch, velocity]),
    })),
  };
}
