import { describe, expect, it } from 'vitest';
import { parseBars } from './bars.ts';
import { findChordSequence } from './chord-sequence.ts';
import { parseTranspose } from './edits.ts';
import { parseKeyMention } from './keys.ts';
import { parseMeter } from './meter.ts';
import { parseBpm } from './tempo.ts';
import { normaliseText } from './text.ts';
import { parseTheoryQuestion } from './theory-question.ts';

describe('parseKeyMention', () => {
  const rows: [string, object | null][] = [
    ['sad piano in F# minor', { key: { tonic: 'F#', mode: 'minor' } }],
    ['in Bb', { key: { tonic: 'Bb', mode: 'major' }, modeStated: false }],
    ['key of E flat minor', { key: { tonic: 'Eb', mode: 'minor' } }],
    ['D dorian vamp', { key: { tonic: 'D', mode: 'dorian' } }],
    ['in e minor', { key: { tonic: 'E', mode: 'minor' } }],
    ['in Am please', { key: { tonic: 'A', mode: 'minor' } }],
    ['a dorian groove', { key: null, modeOnly: 'dorian' }],
    ['in a minor key', { key: null, modeOnly: 'minor' }],
    ['in a jazzy style', null],
    ['make it in 3/4', null],
    ['| Cmaj7 | Fmaj7 |', null],
    ['transpose to D', { key: { tonic: 'D', mode: 'major' }, modeStated: false }],
  ];
  it.each(rows)('%s', (text, want) => {
    const got = parseKeyMention(text);
    if (want === null) expect(got).toBeNull();
    else expect(got).toMatchObject(want);
  });
});

describe('parseBpm / parseMeter / parseBars', () => {
  const bpm: [string, number | null][] = [
    ['at 96 bpm', 96],
    ['tempo 120', 120],
    ['at 140', 140],
    ['92 beats per minute', 92],
    ['at 8 bars', null],
    ['999 bpm', null],
    // A bare number closing a clause is a tempo; counts, note values and decades are not.
    ['deep house groove, 4 bars, 122', 122],
    ['slow soul jam in Eb 68', 68],
    ['medium funk in D, 96 and a clavinet', 96],
    ['16 bars of 80s synthpop', null],
    ['32nd note hats in 7/8', null],
    ['go to bar 64, please', null],
  ];
  it.each(bpm)('bpm %s', (text, want) => expect(parseBpm(text)).toBe(want));
  const meters: [string, string | null][] = [
    ['in 7/8', '7/8'],
    ['6/8 please', '6/8'],
    ['waltz time', '3/4'],
    ['five-four', '5/4'],
    ['cut time', '2/2'],
    ['c6/9 chord', null],
    ['3/5', null],
  ];
  it.each(meters)('meter %s', (text, want) => {
    const m = parseMeter(text);
    expect(m ? `${m.numerator}/${m.denominator}` : null).toBe(want);
  });
  const bars: [string, number | null][] = [
    ['8 bars', 8],
    ['a 16-bar loop', 16],
    ['eight measures', 8],
    ['sixty-four bars', 64],
    ['bars: 12', 12],
    ['a bar of rest', null],
    ['0 bars', null],
  ];
  it.each(bars)('bars %s', (text, want) => expect(parseBars(text)).toBe(want));
});

describe('findChordSequence', () => {
  const rows: [string, readonly string[] | null][] = [
    ['lo-fi over Am F C G', ['Am', 'F', 'C', 'G']],
    ['ii-V-I in Bb', ['ii', 'V', 'I']],
    [normaliseText('I–V–vi–IV'), ['I', 'V', 'vi', 'IV']],
    ['| Dm7 G7 | Cmaj7 |', ['Dm7 G7', 'Cmaj7']],
    ['C to G to Am', ['C', 'G', 'Am']],
    ['I want a song', null],
    ['A sad song in D', null],
    ['Add drums and bass', null],
  ];
  it.each(rows)('%s', (text, want) => expect(findChordSequence(text)?.bars ?? null).toEqual(want));
});

describe('parseTranspose', () => {
  const rows: [string, number | null][] = [
    ['transpose up a fourth', 5],
    ['down 2 semitones', -2],
    ['up a whole step', 2],
    ['down a half step', -1],
    ['up a minor third', 3],
    ['transpose down a perfect fifth', -7],
    ['up a tritone', 6],
    ['two whole steps up', 4],
    ['speed it up', null],
  ];
  it.each(rows)('%s', (text, want) => expect(parseTranspose(text)?.semitones ?? null).toBe(want));
});

describe('parseTheoryQuestion', () => {
  const rows: [string, string | null][] = [
    ['What are the chords in G major?', 'chords-in-key'],
    ['what are the seventh chords in A minor?', 'chords-in-key'],
    ['What notes are in a D minor seventh chord?', 'chord-notes'],
    ['spell F#m7b5', 'chord-notes'],
    ['list the notes of A harmonic minor', 'scale-notes'],
    ['notes in the Eb blues scale', 'scale-notes'],
    ['how many semitones from D to A?', 'interval'],
    ['What interval is E to C?', 'interval'],
    ['relative minor of C major?', 'relative-key'],
    ['parallel minor of D major', 'parallel-key'],
    ['How many sharps does E major have?', 'key-signature'],
    ['Analyse Dm7 G7 Cmaj7 in C major', 'roman-analysis'],
    ['what key is Em C G D in?', 'detect-key'],
    ['What are ii-V-I in Bb?', 'romans-to-chords'],
    ['Write chords in G major', null],
    ['chords on nylon guitar in A minor', null],
  ];
  it.each(rows)('%s', (text, want) => expect(parseTheoryQuestion(text)?.type ?? null).toBe(want));
});
