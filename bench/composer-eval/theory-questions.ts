import {
  chordSpelled,
  diatonicTriadSymbols,
  intervalName,
  relativeOf,
  scaleSpelled,
  signatureFifths,
} from './independent.ts';

/** A generated theory question with its independently computed answer and a checker. */
export interface TheoryCase {
  readonly id: string;
  readonly question: string;
  readonly expected: string;
  readonly check: (reply: string) => boolean;
}

const list = (reply: string): string[] | null => {
  const m = /:\s*([^\n]+?)\.(?:\n|$)/.exec(reply);
  return m ? m[1]!.split(/\s+–\s+/).map((s) => s.trim()) : null;
};
const same = (a: readonly string[] | null, b: readonly string[] | null) =>
  !!a && !!b && a.length === b.length && a.every((x, i) => x === b[i]);

const ROOTS = ['C', 'C#', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const SUFFIXES: readonly [string, (root: string) => string][] = [
  ['', (r) => `What notes are in a ${r} major chord?`],
  ['m', (r) => `notes of ${r}m`],
  ['7', (r) => `spell ${r}7`],
  ['maj7', (r) => `What notes are in ${r}maj7?`],
  ['m7', (r) => `notes of ${r}m7`],
  ['dim', (r) => `spell ${r}dim`],
  ['aug', (r) => `what notes make up ${r}aug?`],
  ['m7b5', (r) => `notes of ${r}m7b5`],
  ['sus4', (r) => `spell ${r}sus4`],
];
const SCALE_TONICS = ['C', 'D', 'E', 'F', 'G', 'A', 'B', 'Bb', 'Eb', 'F#', 'Ab', 'C#'];
const SCALE_TYPES = [
  'major',
  'natural minor',
  'harmonic minor',
  'melodic minor',
  'dorian',
  'mixolydian',
  'lydian',
  'phrygian',
  'major pentatonic',
  'minor pentatonic',
];
const INTERVAL_PAIRS: readonly [string, string][] = [
  ['C', 'G'],
  ['C', 'E'],
  ['C', 'Eb'],
  ['D', 'A'],
  ['E', 'C'],
  ['F', 'B'],
  ['B', 'F'],
  ['G', 'F'],
  ['A', 'C#'],
  ['Bb', 'D'],
  ['E', 'G#'],
  ['F#', 'C'],
  ['Ab', 'Eb'],
  ['C#', 'B'],
  ['D', 'F'],
  ['G', 'E'],
  ['A', 'G'],
  ['Eb', 'C'],
  ['B', 'D#'],
  ['F', 'Db'],
  ['C', 'A'],
  ['D', 'C'],
  ['E', 'B'],
  ['G', 'D'],
  ['A', 'E'],
  ['Bb', 'F'],
  ['C', 'F#'],
  ['Db', 'G'],
  ['E', 'A'],
  ['F', 'C'],
  ['G', 'B'],
  ['A', 'F'],
  ['B', 'G'],
  ['C', 'Bb'],
  ['D', 'B'],
  ['Eb', 'Ab'],
  ['F#', 'A'],
  ['G#', 'B'],
  ['Ab', 'C'],
  ['Bb', 'G'],
];
const MAJOR_KEYS = ['C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#', 'F', 'Bb', 'Eb', 'Ab', 'Db', 'Gb', 'Cb'];
const MINOR_KEYS = ['A', 'E', 'B', 'F#', 'C#', 'G#', 'D', 'G', 'C', 'F', 'Bb', 'Eb'];

/**
 * ≥ 200 theory questions with answers computed here from interval formulas (not by the engine).
 * @example theoryCases().length >= 200 // true
 */
export function theoryCases(): TheoryCase[] {
  const out: TheoryCase[] = [];
  for (const root of ROOTS) {
    for (const [suffix, phrase] of SUFFIXES) {
      const expected = chordSpelled(root + suffix)!;
      out.push({
        id: `chord ${root}${suffix}`,
        question: phrase(root),
        expected: expected.join(' '),
        check: (r) => same(list(r), expected),
      });
    }
  }
  for (const tonic of SCALE_TONICS) {
    for (const type of SCALE_TYPES) {
      const expected = scaleSpelled(tonic, type)!;
      out.push({
        id: `scale ${tonic} ${type}`,
        question: `What are the notes of the ${tonic} ${type} scale?`,
        expected: expected.join(' '),
        check: (r) => same(list(r), expected),
      });
    }
  }
  for (const [a, b] of INTERVAL_PAIRS) {
    const expected = intervalName(a, b)!;
    out.push({
      id: `interval ${a}-${b}`,
      question: `What interval is ${a} to ${b}?`,
      expected: expected.name,
      check: (r) =>
        new RegExp(`is an? ${expected.name} \\(`).test(r) &&
        new RegExp(`${expected.semitones} semitone`).test(r),
    });
  }
  for (const tonic of MAJOR_KEYS.slice(0, 12)) {
    const expected = `${relativeOf(tonic, 'major')} minor`;
    out.push({
      id: `relative ${tonic}`,
      question: `What is the relative minor of ${tonic} major?`,
      expected,
      check: (r) => new RegExp(`is ${expected} `).test(r),
    });
  }
  for (const tonic of MINOR_KEYS) {
    const expected = `${relativeOf(tonic, 'minor')} major`;
    out.push({
      id: `relative ${tonic}m`,
      question: `what's the relative major of ${tonic} minor?`,
      expected,
      check: (r) => new RegExp(`is ${expected} `).test(r),
    });
  }
  for (const tonic of MAJOR_KEYS) {
    const f = signatureFifths(tonic, 'major');
    const expected =
      f === 0
        ? 'no sharps or flats'
        : `${Math.abs(f)} ${f > 0 ? 'sharp' : 'flat'}${Math.abs(f) === 1 ? '' : 's'}`;
    out.push({
      id: `signature ${tonic}`,
      question: `What is the key signature of ${tonic} major?`,
      expected,
      check: (r) => r.includes(`has ${expected}`),
    });
  }
  for (const [tonic, mode] of [
    ...MAJOR_KEYS.slice(0, 12).map((t) => [t, 'major'] as const),
    ...MINOR_KEYS.map((t) => [t, 'minor'] as const),
  ]) {
    const expected = diatonicTriadSymbols(tonic, mode);
    out.push({
      id: `triads ${tonic} ${mode}`,
      question: `What are the chords in ${tonic} ${mode}?`,
      expected: expected.join(' '),
      check: (r) => {
        const m = /:\s*([^\n]+?)\.(?:\n|$)/.exec(r);
        const got = m ? m[1]!.split(' · ').map((x) => x.split(' ')[1]) : null;
        return same(got as string[] | null, expected);
      },
    });
  }
  return out;
}
