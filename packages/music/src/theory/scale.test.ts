import { describe, expect, it } from 'vitest';
import {
  parentScale,
  parseScale,
  parseScaleType,
  scaleChromas,
  scaleNotes,
  scaleWithChromas,
} from './scale.ts';

describe('scales', () => {
  it.each([
    ['C', 'major', 'C D E F G A B'],
    ['A', 'natural minor', 'A B C D E F G'],
    ['A', 'minor', 'A B C D E F G'],
    ['A', 'harmonic minor', 'A B C D E F G#'],
    ['A', 'melodic minor', 'A B C D E F# G#'],
    ['F#', 'melodic minor', 'F# G# A B C# D# E#'],
    ['Bb', 'harmonic minor', 'Bb C Db Eb F Gb A'],
    ['D', 'dorian', 'D E F G A B C'],
    ['E', 'phrygian', 'E F G A B C D'],
    ['F', 'lydian', 'F G A B C D E'],
    ['G', 'mixolydian', 'G A B C D E F'],
    ['A', 'aeolian', 'A B C D E F G'],
    ['B', 'locrian', 'B C D E F G A'],
    ['Eb', 'ionian', 'Eb F G Ab Bb C D'],
    ['C#', 'dorian', 'C# D# E F# G# A# B'],
    ['C', 'major pentatonic', 'C D E G A'],
    ['A', 'minor pentatonic', 'A C D E G'],
    ['E', 'minor pentatonic', 'E G A B D'],
    ['C', 'blues', 'C Eb F Gb G Bb'],
    ['A', 'blues', 'A C D Eb E G'],
    ['C', 'major blues', 'C D Eb E G A'],
    ['Gb', 'major', 'Gb Ab Bb Cb Db Eb F'],
    ['E', 'phrygian dominant', 'E F G# A B C D'],
    ['A', 'hungarian minor', 'A B C D# E F G#'],
    ['D', 'double harmonic', 'D Eb F# G A Bb C#'],
    ['C', 'diminished scale', 'C D Eb F Gb Ab A B'],
    ['G', 'half-whole diminished', 'G Ab Bb B C# D E F'],
    ['G', 'bebop', 'G A B C D E F F#'],
    ['Eb', 'lydian augmented', 'Eb F G A B C D'],
    ['F#', 'locrian #2', 'F# G# A B C D E'],
  ])('%s %s', (tonic, type, notes) => {
    expect(scaleNotes(tonic, type)?.join(' ')).toBe(notes);
  });

  it('gives chromas', () => {
    expect(scaleChromas('D', 'dorian')).toEqual([2, 4, 5, 7, 9, 11, 0]);
  });

  it('rejects unknown names', () => {
    expect(scaleNotes('H', 'major')).toBeNull();
    expect(scaleNotes('C', 'bebop-ish')).toBeNull();
    expect(parseScaleType('wat')).toBeNull();
  });

  it('parses scale names', () => {
    expect(parseScale('Eb blues')).toEqual({ tonic: 'Eb', type: 'blues' });
    expect(parseScale('f# Harmonic Minor')).toEqual({ tonic: 'F#', type: 'harmonic minor' });
    expect(parseScale('D dorian')).toEqual({ tonic: 'D', type: 'dorian' });
    expect(parseScale('dorian')).toBeNull();
  });
});

describe('scaleWithChromas', () => {
  it('names the scale a set of pitch classes makes on a tonic', () => {
    expect(scaleWithChromas('A', [9, 11, 0, 2, 4, 6, 7])).toBe('dorian');
    expect(scaleWithChromas('E', [4, 5, 7, 9, 11, 0, 2])).toBe('phrygian');
    expect(scaleWithChromas('C', [0, 2, 4, 5, 7, 9, 11])).toBe('major');
    expect(scaleWithChromas('A', [9, 11, 0, 2, 4, 5, 8])).toBe('harmonic minor');
  });

  it('is null for a set no named scale has', () => {
    expect(scaleWithChromas('C', [0, 1, 2, 3, 4, 5, 6])).toBeNull();
  });
});

describe('parentScale', () => {
  it('finds the major scale a mode is taken from, and its degree', () => {
    expect(parentScale('D', 'mixolydian', 'major')).toMatchObject({ tonic: 'G', degree: 5 });
    expect(parentScale('Bb', 'lydian', 'major')).toMatchObject({ tonic: 'F', degree: 4 });
  });
  it('finds a harmonic minor for phrygian dominant and a major pentatonic for a minor one', () => {
    expect(parentScale('B', 'phrygian dominant', 'harmonic minor')).toMatchObject({ tonic: 'E', degree: 5 });
    expect(parentScale('A', 'minor pentatonic', 'major pentatonic')).toMatchObject({ tonic: 'C', degree: 5 });
  });
  it('is null when no such scale holds the notes', () => {
    expect(parentScale('C', 'harmonic minor', 'major')).toBeNull();
  });
});
