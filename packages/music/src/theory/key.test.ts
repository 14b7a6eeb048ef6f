import { describe, expect, it } from 'vitest';
import {
  diatonicSevenths,
  diatonicTriads,
  type Key,
  keyChromas,
  keySignature,
  normaliseKey,
  parallelKey,
  parseKey,
  relativeKey,
} from './key.ts';

const k = (tonic: string, mode: Key['mode'] = 'major'): Key => ({ tonic, mode });

describe('parseKey', () => {
  it.each([
    ['C', k('C')],
    ['C major', k('C')],
    ['Am', k('A', 'minor')],
    ['a minor', k('A', 'minor')],
    ['F# minor', k('F#', 'minor')],
    ['Bb', k('Bb')],
    ['Eb maj', k('Eb')],
    ['eb minor', k('Eb', 'minor')],
    ['C sharp minor', k('C#', 'minor')],
    ['B flat major', k('Bb')],
    ['D dorian', k('D', 'dorian')],
    ['G Mixolydian', k('G', 'mixolydian')],
    ['A harmonic minor', k('A', 'harmonic minor')],
    ['CM', k('C')],
    ['Cm', k('C', 'minor')],
  ])('%s', (text, key) => {
    expect(parseKey(text)).toEqual(key);
  });
  it.each(['', 'H major', 'C weird', 'major'])('rejects %j', (t) => expect(parseKey(t)).toBeNull());
});

describe('key signatures', () => {
  it.each([
    [k('C'), 0, []],
    [k('G'), 1, ['F#']],
    [k('D'), 2, ['F#', 'C#']],
    [k('E'), 4, ['F#', 'C#', 'G#', 'D#']],
    [k('F#'), 6, ['F#', 'C#', 'G#', 'D#', 'A#', 'E#']],
    [k('C#'), 7, ['F#', 'C#', 'G#', 'D#', 'A#', 'E#', 'B#']],
    [k('F'), -1, ['Bb']],
    [k('Bb'), -2, ['Bb', 'Eb']],
    [k('Eb'), -3, ['Bb', 'Eb', 'Ab']],
    [k('Db'), -5, ['Bb', 'Eb', 'Ab', 'Db', 'Gb']],
    [k('Gb'), -6, ['Bb', 'Eb', 'Ab', 'Db', 'Gb', 'Cb']],
    [k('Cb'), -7, ['Bb', 'Eb', 'Ab', 'Db', 'Gb', 'Cb', 'Fb']],
    [k('A', 'minor'), 0, []],
    [k('E', 'minor'), 1, ['F#']],
    [k('C', 'minor'), -3, ['Bb', 'Eb', 'Ab']],
    [k('F#', 'minor'), 3, ['F#', 'C#', 'G#']],
    [k('Bb', 'minor'), -5, ['Bb', 'Eb', 'Ab', 'Db', 'Gb']],
    [k('G#', 'minor'), 5, ['F#', 'C#', 'G#', 'D#', 'A#']],
    [k('D', 'dorian'), 0, []],
    [k('E', 'phrygian'), 0, []],
    [k('F', 'lydian'), 0, []],
    [k('D', 'mixolydian'), 1, ['F#']],
    [k('A', 'harmonic minor'), 0, []],
    [k('A#', 'major'), -2, ['Bb', 'Eb']],
  ])('%o', (key, fifths, acc) => {
    const sig = keySignature(key);
    expect(sig.fifths).toBe(fifths);
    expect(sig.accidentals).toEqual(acc);
    expect(sig.sharps).toBe(Math.max(0, fifths));
    expect(sig.flats).toBe(Math.max(0, -fifths));
  });

  it('flags minor modes', () => {
    expect(keySignature(k('A', 'minor')).minor).toBe(true);
    expect(keySignature(k('D', 'dorian')).minor).toBe(true);
    expect(keySignature(k('G', 'mixolydian')).minor).toBe(false);
  });

  it('normalises theoretical keys', () => {
    expect(normaliseKey(k('A#'))).toEqual(k('Bb'));
    expect(normaliseKey(k('D#'))).toEqual(k('Eb'));
    expect(normaliseKey(k('D#', 'minor'))).toEqual(k('D#', 'minor'));
    expect(normaliseKey(k('Fb'))).toEqual(k('E'));
  });
});

describe('related keys', () => {
  it.each([
    [k('C'), k('A', 'minor'), k('C', 'minor')],
    [k('A', 'minor'), k('C'), k('A')],
    [k('Eb'), k('C', 'minor'), k('Eb', 'minor')],
    [k('F#', 'minor'), k('A'), k('F#')],
    [k('D', 'dorian'), k('C'), k('D')],
  ])('%o', (key, rel, par) => {
    expect(relativeKey(key)).toEqual(rel);
    expect(parallelKey(key)).toEqual(par);
  });
});

describe('diatonic chords', () => {
  it.each([
    [k('C'), 'I:C ii:Dm iii:Em IV:F V:G vi:Am vii°:Bdim'],
    [k('Eb'), 'I:Eb ii:Fm iii:Gm IV:Ab V:Bb vi:Cm vii°:Ddim'],
    [k('A', 'minor'), 'i:Am ii°:Bdim III:C iv:Dm v:Em VI:F VII:G'],
    [k('A', 'harmonic minor'), 'i:Am ii°:Bdim III+:Caug iv:Dm V:E VI:F vii°:G#dim'],
    [k('D', 'dorian'), 'i:Dm ii:Em III:F IV:G v:Am vi°:Bdim VII:C'],
    [k('G', 'mixolydian'), 'I:G ii:Am iii°:Bdim IV:C v:Dm vi:Em VII:F'],
    [k('F#', 'minor'), 'i:F#m ii°:G#dim III:A iv:Bm v:C#m VI:D VII:E'],
  ])('triads in %o', (key, text) => {
    expect(
      diatonicTriads(key)
        .map((c) => `${c.roman}:${c.symbol}`)
        .join(' '),
    ).toBe(text);
  });

  it.each([
    [k('C'), 'Imaj7:Cmaj7 ii7:Dm7 iii7:Em7 IVmaj7:Fmaj7 V7:G7 vi7:Am7 viiø7:Bm7b5'],
    [k('Bb'), 'Imaj7:Bbmaj7 ii7:Cm7 iii7:Dm7 IVmaj7:Ebmaj7 V7:F7 vi7:Gm7 viiø7:Am7b5'],
    [k('A', 'minor'), 'i7:Am7 iiø7:Bm7b5 IIImaj7:Cmaj7 iv7:Dm7 v7:Em7 VImaj7:Fmaj7 VII7:G7'],
    [
      k('A', 'harmonic minor'),
      'imaj7:AmMaj7 iiø7:Bm7b5 III+maj7:Cmaj7#5 iv7:Dm7 V7:E7 VImaj7:Fmaj7 vii°7:G#dim7',
    ],
  ])('sevenths in %o', (key, text) => {
    expect(
      diatonicSevenths(key)
        .map((c) => `${c.roman}:${c.symbol}`)
        .join(' '),
    ).toBe(text);
  });

  it('gives chromas in degree order', () => {
    expect(keyChromas(k('A', 'minor'))).toEqual([9, 11, 0, 2, 4, 5, 7]);
  });
});
