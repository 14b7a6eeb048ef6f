import { describe, expect, it } from 'vitest';
import { intervalBetween, intervalFromSemitones, parseInterval, transposeNote } from './interval.ts';

describe('intervals', () => {
  it.each([
    ['C4', 'G4', 'P5', 7],
    ['C4', 'E4', 'M3', 4],
    ['A4', 'C5', 'm3', 3],
    ['C4', 'F#4', 'A4', 6],
    ['C4', 'Gb4', 'd5', 6],
    ['E4', 'C5', 'm6', 8],
    ['C4', 'C5', 'P8', 12],
    ['C4', 'D5', 'M9', 14],
    ['C4', 'G3', '-P4', -5],
    ['B3', 'F4', 'd5', 6],
    ['E', 'C', 'm6', 8],
    ['D', 'F', 'm3', 3],
  ])('%s → %s is %s', (a, b, name, semis) => {
    const iv = intervalBetween(a, b);
    expect(iv?.name).toBe(name);
    expect(iv?.semitones).toBe(semis);
  });

  it('needs both or neither octave', () => {
    expect(intervalBetween('C4', 'G')).toBeNull();
    expect(intervalBetween('C4', 'nope')).toBeNull();
  });

  it.each([
    ['P4', 'P4', 5],
    ['4P', 'P4', 5],
    ['m3', 'm3', 3],
    ['M3', 'M3', 4],
    ['-M2', '-M2', -2],
    ['A4', 'A4', 6],
    ['d5', 'd5', 6],
    ['perfect fifth', 'P5', 7],
    ['minor 3rd', 'm3', 3],
    ['Major Sixth', 'M6', 9],
    ['tritone', 'A4', 6],
    ['octave', 'P8', 12],
  ])('parses %s', (text, name, semis) => {
    const iv = parseInterval(text);
    expect(iv?.name).toBe(name);
    expect(iv?.semitones).toBe(semis);
  });

  it.each(['', 'P3', 'M5', 'x4', 'huge third', 'major'])('rejects %j', (text) => {
    expect(parseInterval(text)).toBeNull();
  });

  it('names perfect fourth in words', () => {
    expect(parseInterval('P4')?.fullName).toBe('perfect fourth');
  });

  it.each([
    ['C4', 'P4', 'F4'],
    ['C4', 'm3', 'Eb4'],
    ['E', 'd5', 'Bb'],
    ['B3', 'm3', 'D4'],
    ['F#4', 'M3', 'A#4'],
    ['C4', '-P5', 'F3'],
    ['Bb', 'A4', 'E'],
  ])('transposes %s by %s', (note, iv, out) => {
    expect(transposeNote(note, iv)).toBe(out);
  });

  it('transposes by semitones spelled for a key', () => {
    expect(transposeNote('C4', 3, { tonic: 'A', mode: 'major' })).toBe('D#4');
    expect(transposeNote('C4', 3, { tonic: 'Bb', mode: 'major' })).toBe('Eb4');
    expect(transposeNote('G', -2)).toBe('F');
    expect(transposeNote('C4', 0.5)).toBeNull();
    expect(transposeNote('C4', 'nope')).toBeNull();
  });

  it.each([
    [0, 'P1'],
    [3, 'm3'],
    [5, 'P4'],
    [7, 'P5'],
    [-7, '-P5'],
    [12, 'P8'],
  ])('names %i semitones', (n, name) => {
    expect(intervalFromSemitones(n)).toBe(name);
  });
});
