import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Key } from './key.ts';
import { chromaOf, enharmonics, midiOf, noteName, parseNote } from './note.ts';

const key = (tonic: string, mode: Key['mode'] = 'major'): Key => ({ tonic, mode });

describe('parseNote', () => {
  it.each([
    ['C4', 60, 0, 'C4'],
    ['A4', 69, 9, 'A4'],
    ['c#4', 61, 1, 'C#4'],
    ['Bb3', 58, 10, 'Bb3'],
    ['Cb4', 59, 11, 'Cb4'],
    ['B#3', 60, 0, 'B#3'],
    ['E♭5', 75, 3, 'Eb5'],
    ['F##2', 43, 7, 'F##2'],
    ['C-1', 0, 0, 'C-1'],
    ['G9', 127, 7, 'G9'],
  ])('%s → midi %i', (text, midi, chroma, name) => {
    const n = parseNote(text);
    expect(n?.midi).toBe(midi);
    expect(n?.chroma).toBe(chroma);
    expect(n?.name).toBe(name);
  });

  it.each(['', 'H4', 'C4.5', 'x', 'G#9', 'C10', 'Cbbb', '4C', 'Do'])('rejects %j', (text) => {
    expect(parseNote(text)).toBeNull();
  });

  it('parses pitch classes without octave', () => {
    expect(parseNote('F#')).toMatchObject({ chroma: 6, octave: null, midi: null });
    expect(chromaOf('Cb')).toBe(11);
    expect(midiOf('Db')).toBeNull();
  });
});

describe('noteName spells for the key', () => {
  it.each([
    [61, key('D'), 'C#4'],
    [61, key('F', 'minor'), 'Db4'],
    [61, key('Ab'), 'Db4'],
    [60, key('C#'), 'B#3'],
    [64, key('Gb'), 'Fb4'],
    [64, key('Bb'), 'E4'],
    [64, key('Db'), 'Fb4'],
    [71, key('Gb'), 'Cb5'],
    [68, key('A', 'minor'), 'G#4'],
    [70, key('C'), 'Bb4'],
    [66, key('C'), 'F#4'],
    [63, key('C'), 'Eb4'],
    [65, key('F#'), 'E#4'],
    [63, key('E'), 'D#4'],
    [70, key('D', 'dorian'), 'Bb4'],
    [60, undefined, 'C4'],
    [61, undefined, 'Db4'],
  ])('%i in %o → %s', (midi, k, name) => {
    expect(noteName(midi, k)).toBe(name);
  });

  it('rejects out-of-range numbers', () => {
    expect(noteName(-1)).toBeNull();
    expect(noteName(128)).toBeNull();
    expect(noteName(60.5)).toBeNull();
  });

  it('round-trips every MIDI number in every key (property)', () => {
    const tonics = ['C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#', 'F', 'Bb', 'Eb', 'Ab', 'Db', 'Gb', 'Cb'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 127 }),
        fc.constantFrom(...tonics),
        fc.constantFrom<Key['mode']>('major', 'minor', 'dorian'),
        (midi, tonic, mode) => {
          const name = noteName(midi, { tonic, mode });
          expect(name).not.toBeNull();
          expect(midiOf(name!)).toBe(midi);
        },
      ),
    );
  });
});

describe('enharmonics', () => {
  it.each([
    ['C#4', ['Db4', 'B##3']],
    ['E', ['Fb', 'D##']],
    ['Bb', ['A#', 'Cbb']],
  ])('%s', (note, list) => {
    expect(enharmonics(note)).toEqual(list);
  });
  it('is empty for bad input', () => expect(enharmonics('Q')).toEqual([]));
});
