// Loaded on the first stems export (with the synthesizer's MIDI code): one MIDI file per part.
import { gmProgramName } from '@riffmate/music';
import { zipSync } from 'fflate';
import { BasicMIDI, type MIDITrack } from 'spessasynth_core';

const NOTE_ON = 0x90;
const PROGRAM_CHANGE = 0xc0;
const DRUM_CHANNEL = 9;

/** One part of a MIDI file as a file of its own. */
export interface Stem {
  /** The part's name, from its track name (or its GM program when the track has none). */
  name: string;
  bytes: Uint8Array;
}

const hasNotes = (track: MIDITrack) =>
  track.events.some((event) => (event.statusByte & 0xf0) === NOTE_ON && (event.data[1] ?? 0) > 0);

/** The track's name, else its instrument: the first program change, or "Drums" on channel 10. */
function partName(track: MIDITrack, index: number): string {
  const named = track.name.trim();
  if (named) return named;
  if (track.channels.has(DRUM_CHANNEL)) return 'Drums';
  const program = track.events.find((event) => (event.statusByte & 0xf0) === PROGRAM_CHANGE);
  return (program && gmProgramName(program.data[0] ?? 0)) || `Part ${index}`;
}

/**
 * Splits a MIDI file into one file per part: each keeps the tracks without notes (tempo, meter,
 * key, the song's name) and exactly one track with notes, so a DAW places it at the same bars.
 * @example midiStems(bytes).map((stem) => stem.name) // ['Rhodes', 'Bass', 'Drums']
 */
export function midiStems(bytes: ArrayBuffer): Stem[] {
  const midi = BasicMIDI.fromArrayBuffer(bytes);
  const stems: Stem[] = [];
  midi.tracks.forEach((track, index) => {
    if (!hasNotes(track)) return;
    const stem = BasicMIDI.copyFrom(midi);
    stem.tracks = stem.tracks.filter((other, j) => j === index || !hasNotes(other));
    stem.flush();
    stems.push({ name: partName(track, stems.length + 1), bytes: new Uint8Array(stem.writeMIDI()) });
  });
  return stems;
}

/**
 * A part name as a file-name suffix: lower case, letters and digits joined by hyphens; a name like
 * "Bass (Electric Bass (finger))" (role, then instrument) keeps its first half.
 * @example fileSlug('Bass (Electric Bass (finger))') // 'bass'
 * @example fileSlug('Nylon Guitar, Solo') // 'nylon-guitar-solo'
 */
export function fileSlug(name: string): string {
  const head = name.replace(/\s*\(.*$/, '').trim() || name;
  return (
    head
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '') // accents off: é → e
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'part'
  );
}

/**
 * The stems of a MIDI file in one zip: `file-xyz-bass.mid`, … for the download named `base`
 * (`file-xyz`); two parts with the same name get `-2`, `-3`.
 */
export function stemsZip(bytes: ArrayBuffer, base: string): Uint8Array<ArrayBuffer> {
  const files: Record<string, Uint8Array> = {};
  for (const stem of midiStems(bytes)) {
    const slug = fileSlug(stem.name);
    let name = `${base}-${slug}.mid`;
    for (let n = 2; name in files; n++) name = `${base}-${slug}-${n}.mid`;
    files[name] = stem.bytes;
  }
  // MIDI files are small and compress well.
  return new Uint8Array(zipSync(files, { level: 6 }));
}
