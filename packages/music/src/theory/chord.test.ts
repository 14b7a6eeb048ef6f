import { describe, expect, it } from 'vitest';
import { chordChromas, chordNotes, identifyChord, parseChord, seventhOverBass } from './chord.ts';

describe('parseChord', () => {
  it.each(['AtoString', 'Cconstructor', 'GvalueOf', 'D__proto__', 'EhasOwnProperty'])(
    '%s is no chord (and never reads a built-in of the type table)',
    (text) => {
      expect(parseChord(text)).toBeNull();
      expect(chordNotes(text)).toBeNull();
    },
  );

  it.each([
    ['C', 'C', 'major', 'C E G', null],
    ['Cm7', 'Cm7', 'minor', 'C Eb G Bb', null],
    ['F#m7b5', 'F#m7b5', 'half-diminished', 'F# A C E', null],
    ['Bbmaj9', 'Bbmaj9', 'major', 'Bb D F A C', null],
    ['G7/B', 'G7/B', 'dominant', 'G B D F', 'B'],
    ['Dsus4', 'Dsus4', 'suspended', 'D G A', null],
    ['Dsus2', 'Dsus2', 'suspended', 'D E A', null],
    ['Eb6', 'Eb6', 'major', 'Eb G Bb C', null],
    ['C7#9', 'C7#9', 'dominant', 'C E G Bb D#', null],
    ['C7b9', 'C7b9', 'dominant', 'C E G Bb Db', null],
    ['Cdim', 'Cdim', 'diminished', 'C Eb Gb', null],
    ['Cdim7', 'Cdim7', 'diminished', 'C Eb Gb Bbb', null],
    ['C°7', 'Cdim7', 'diminished', 'C Eb Gb Bbb', null],
    ['Caug', 'Caug', 'augmented', 'C E G#', null],
    ['C+', 'Caug', 'augmented', 'C E G#', null],
    ['Cø7', 'Cm7b5', 'half-diminished', 'C Eb Gb Bb', null],
    ['CΔ7', 'Cmaj7', 'major', 'C E G B', null],
    ['CM7', 'Cmaj7', 'major', 'C E G B', null],
    ['Cmin7', 'Cm7', 'minor', 'C Eb G Bb', null],
    ['C-7', 'Cm7', 'minor', 'C Eb G Bb', null],
    ['Cm(maj7)', 'CmMaj7', 'minor', 'C Eb G B', null],
    ['C7(b9)', 'C7b9', 'dominant', 'C E G Bb Db', null],
    ['C9', 'C9', 'dominant', 'C E G Bb D', null],
    ['C13', 'C13', 'dominant', 'C E G Bb D A', null],
    ['Cm9', 'Cm9', 'minor', 'C Eb G Bb D', null],
    ['Cadd9', 'Cadd9', 'major', 'C E G D', null],
    ['C6/9', 'C6/9', 'major', 'C E G A D', null],
    ['C5', 'C5', 'power', 'C G', null],
    ['C7sus4', 'C7sus4', 'suspended', 'C F G Bb', null],
    ['Am/E', 'Am/E', 'minor', 'A C E', 'E'],
    ['C/Bb', 'C/Bb', 'major', 'C E G', 'Bb'],
    ['F/G', 'F/G', 'major', 'F A C', 'G'],
    ['am', 'Am', 'minor', 'A C E', null],
    ['Ebmaj7', 'Ebmaj7', 'major', 'Eb G Bb D', null],
    ['Db7', 'Db7', 'dominant', 'Db F Ab Cb', null],
    ['E7#9', 'E7#9', 'dominant', 'E G# B D F##', null],
  ])('%s', (text, symbol, quality, notes, bass) => {
    const c = parseChord(text);
    expect(c?.symbol).toBe(symbol);
    expect(c?.quality).toBe(quality);
    expect(c?.notes.join(' ')).toBe(notes);
    expect(c?.bass).toBe(bass);
  });

  it.each(['', 'H7', 'C7x', 'Cfoo', '7', '/C', 'C//E', 'x'.repeat(40)])('rejects %j', (text) => {
    expect(parseChord(text)).toBeNull();
  });

  it('drops a slash bass equal to the root', () => {
    expect(parseChord('C/C')?.symbol).toBe('C');
  });

  it('lists slash-chord notes with the bass first', () => {
    expect(chordNotes('C/E')).toEqual(['E', 'C', 'G']);
    expect(chordNotes('C/Bb')).toEqual(['Bb', 'C', 'E', 'G']);
    expect(chordChromas(parseChord('C/Bb')!)).toEqual([0, 4, 7, 10]);
  });
});

describe('identifyChord', () => {
  it.each([
    ['C E G Bb', 'C7'],
    ['F A C E', 'Fmaj7'],
    ['F# A C#', 'F#m'],
    ['B D F A', 'Bm7b5'],
    ['G B D', 'G'],
    ['E G C', 'C/E'],
  ])('%s spells %s', (notes, symbol) => {
    expect(identifyChord(notes.split(' '))?.symbol).toBe(symbol);
  });

  it('names no chord from fewer than three notes or from a cluster', () => {
    expect(identifyChord(['C', 'E'])).toBeNull();
    expect(identifyChord(['C', 'C#', 'D'])).toBeNull();
  });
});

describe('seventhOverBass', () => {
  it('reads a bass a minor or major 7th above the root as that seventh chord in third inversion', () => {
    expect(seventhOverBass('D/C')?.symbol).toBe('D7/C');
    expect(seventhOverBass('Am/G')?.symbol).toBe('Am7/G');
    expect(seventhOverBass('G/F#')?.symbol).toBe('Gmaj7/F#');
    expect(seventhOverBass('Bdim/A')?.symbol).toBe('Bm7b5/A');
  });

  it('is null for a chord tone or another foreign bass', () => {
    expect(seventhOverBass('C/E')).toBeNull();
    expect(seventhOverBass('C/D')).toBeNull();
    expect(seventhOverBass('G7/F')).toBeNull();
    expect(seventhOverBass('C')).toBeNull();
  });
});
