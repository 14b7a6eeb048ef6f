import type { ComposeSpec } from '@riffmate/buddy';
import { compose, pieceToMidi, transformMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { toMusicAttachment } from './music-attachment.ts';

function written(spec: ComposeSpec): Uint8Array {
  const result = compose(spec);
  if (!result.ok) throw new Error('compose failed');
  return pieceToMidi(result.piece);
}

function transposed(bytes: Uint8Array, semitones: number): Uint8Array {
  const result = transformMidi(bytes, { transpose: semitones });
  if (!result.ok) throw new Error(result.error);
  return result.result.midi;
}

const lofi = (key: ComposeSpec['key'], bars = 8): ComposeSpec => ({
  key,
  bars,
  style: 'lo-fi',
  parts: ['chords', 'bass', 'drums'],
  seed: 3,
});

describe('toMusicAttachment', () => {
  it("names the spec's key, mode and all, when the file was not moved", () => {
    const spec = lofi({ tonic: 'D', mode: 'dorian' });
    const card = toMusicAttachment('f1', written(spec), spec, []);
    expect(card.key).toBe('D dorian');
    expect(card.title).toBe('Lo-fi in D dorian');
    expect(card.bars).toBe(8);
  });

  it.each([
    [{ tonic: 'Bb', mode: 'major' } as const, 5, 'Eb major'],
    [{ tonic: 'A', mode: 'minor' } as const, -2, 'G minor'],
    [{ tonic: 'D', mode: 'dorian' } as const, 5, 'G dorian'],
  ])('follows the file when an edit transposed it (%o by %i)', (key, semitones, expected) => {
    const spec = lofi(key);
    const card = toMusicAttachment('f1', transposed(written(spec), semitones), spec, []);
    expect(card.key).toBe(expected);
    expect(card.title).toBe(`Lo-fi in ${expected}`);
  });

  it('counts the bars the file has when an edit appended a section', () => {
    const sixteen = lofi({ tonic: 'G', mode: 'major' }, 16);
    const card = toMusicAttachment('f1', written(sixteen), { ...sixteen, bars: 8 }, []);
    expect(card.bars).toBe(16);
  });

  it('labels a listening example by what it plays, with no chords over its bars', () => {
    const spec: ComposeSpec = {
      key: { tonic: 'D', mode: 'dorian' },
      bars: 4,
      style: 'ballad',
      parts: [],
      tempo: 80,
      seed: 1,
    };
    const scale = { name: 'D dorian scale', role: 'melody', program: 0, channel: 0 } as const;
    const notes = [{ ...scale, notes: [[0, 480, 62, 80]] as const }];
    const card = toMusicAttachment('f1', written(lofi(spec.key, 4)), spec, notes, [
      { tick: 0, symbol: 'Dm' },
    ]);
    expect(card.title).toBe('D dorian scale');
    expect(card.chords).toEqual([]);
  });

  it("keeps a piece's style title and chords when it writes parts", () => {
    const spec = lofi({ tonic: 'A', mode: 'minor' });
    const card = toMusicAttachment('f1', written(spec), spec, [], [{ tick: 0, symbol: 'Am7' }]);
    expect(card.title).toBe('Lo-fi in A minor');
    expect(card.chords).toEqual([{ tick: 0, symbol: 'Am7' }]);
  });

  it('names no key and labels no chords on a groove of drums alone', () => {
    const spec: ComposeSpec = { ...lofi({ tonic: 'A', mode: 'major' }), style: 'hip-hop', parts: ['drums'] };
    const kit = { name: 'Drums', role: 'drums', program: 0, channel: 9 } as const;
    const notes = [{ ...kit, notes: [[0, 120, 36, 100]] as const }];
    const card = toMusicAttachment('f1', written(spec), spec, notes, [{ tick: 0, symbol: 'Amaj7' }]);
    expect(card.title).toBe('Hip-hop drums');
    expect(card.chords).toEqual([]);
  });
});
