import { compose, decodeMidi, pieceToMidi } from '@riffmate/music';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fileSlug, midiStems, stemsZip } from './stems';

function composed(): ArrayBuffer {
  const result = compose({
    key: { tonic: 'A', mode: 'minor' },
    bars: 4,
    style: 'lo-fi',
    parts: ['chords', 'bass', 'melody', 'drums'],
    seed: 1,
  });
  if (!result.ok) throw new Error('compose failed');
  const bytes = pieceToMidi(result.piece);
  return bytes.slice().buffer;
}

describe('midiStems', () => {
  it('splits a file into one file per track with notes, each keeping tempo and meter', () => {
    const source = composed();
    const original = decodeMidi(new Uint8Array(source));
    if (!original.ok) throw new Error('no decode');
    const parts = original.midi.tracks.filter((track) => track.notes.length > 0);
    const stems = midiStems(source);
    expect(stems.map((stem) => stem.name)).toEqual(parts.map((track) => track.name));
    stems.forEach((stem, i) => {
      const decoded = decodeMidi(stem.bytes);
      if (!decoded.ok) throw new Error(`${stem.name} does not decode`);
      const withNotes = decoded.midi.tracks.filter((track) => track.notes.length > 0);
      expect(withNotes).toHaveLength(1);
      // The same notes, on the same channel, at the same ticks.
      expect(withNotes[0]!.notes).toEqual(parts[i]!.notes);
      expect(decoded.midi.tempos.map((t) => t.bpm)).toEqual(original.midi.tempos.map((t) => t.bpm));
      expect(decoded.midi.timeSignatures).toEqual(original.midi.timeSignatures);
    });
  });

  it('zips the stems as file-xyz-<part>.mid, with distinct names', () => {
    const files = unzipSync(stemsZip(composed(), 'file-abc'));
    expect(Object.keys(files).sort()).toEqual([
      'file-abc-bass.mid',
      'file-abc-chords.mid',
      'file-abc-drums.mid',
      'file-abc-melody.mid',
    ]);
  });
});

describe('fileSlug', () => {
  it('keeps the role of "Role (Instrument)" names, lower case with hyphens', () => {
    expect(fileSlug('Bass (Electric Bass (finger))')).toBe('bass');
    expect(fileSlug('Nylon Guitar, Solo')).toBe('nylon-guitar-solo');
    expect(fileSlug('Émile’s Lead')).toBe('emile-s-lead');
    expect(fileSlug('***')).toBe('part');
  });
});
