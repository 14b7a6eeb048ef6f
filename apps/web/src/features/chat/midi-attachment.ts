import {
  MIDI_MEDIA_TYPES,
  MIDI_ONLY_MESSAGE,
  MIDI_TOO_LARGE_MESSAGE,
  MIDI_UPLOAD_MAX_BYTES,
  midiUnreadableMessage,
} from '@riffmate/contract';
import type { FileUIPart } from 'ai';

/** A `.mid` file picked in the chat input, ready to send as a `file` UI part. */
export interface MidiAttachment {
  readonly name: string;
  readonly size: number;
  readonly part: FileUIPart;
}

const MIDI_NAME = /\.(?:mid|midi)$/i;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function ascii(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + 4));
}

/**
 * Checks a picked file the way the server will, before anything is sent: a `.mid` name or MIDI
 * media type, at most 1 MiB, and a Standard MIDI File header (`MThd`, or a RIFF `RMID` wrapper).
 * The server still decodes it fully and answers 400 for anything it cannot read.
 */
export async function readMidiAttachment(
  file: File,
): Promise<{ ok: true; attachment: MidiAttachment } | { ok: false; message: string }> {
  const typeOk = (MIDI_MEDIA_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!MIDI_NAME.test(file.name) && !typeOk) return { ok: false, message: MIDI_ONLY_MESSAGE };
  if (file.size > MIDI_UPLOAD_MAX_BYTES) return { ok: false, message: MIDI_TOO_LARGE_MESSAGE };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const smf = bytes.length >= 14 && ascii(bytes, 0) === 'MThd';
  const rmid = bytes.length >= 20 && ascii(bytes, 0) === 'RIFF' && ascii(bytes, 8) === 'RMID';
  if (!smf && !rmid) {
    return { ok: false, message: midiUnreadableMessage('Not a MIDI file (missing MThd header)') };
  }
  return {
    ok: true,
    attachment: {
      name: file.name,
      size: file.size,
      part: {
        type: 'file',
        mediaType: 'audio/midi',
        filename: file.name,
        url: `data:audio/midi;base64,${base64(bytes)}`,
      },
    },
  };
}
