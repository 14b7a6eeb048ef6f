/**
 * Independent music theory for the scorer: written from interval formulas and letter arithmetic,
 * without the engine or tonal, so the evaluation does not grade the engine with its own code.
 */

const LETTERS = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;
const NATURAL = [0, 2, 4, 5, 7, 9, 11] as const;

export interface Spelled {
  readonly letter: number; // 0–6
  readonly alt: number; // −2…2
}

export const mod = (n: number, m: number) => ((n % m) + m) % m;

export function parseName(name: string): Spelled | null {
  const m = /^([A-G])(#{1,2}|b{1,2}|x)?$/.exec(name.trim());
  if (!m) return null;
  const acc = m[2] ?? '';
  const alt = acc === 'x' ? 2 : acc.startsWith('#') ? acc.length : -acc.length;
  return { letter: LETTERS.indexOf(m[1] as (typeof LETTERS)[number]), alt };
}

export const pcOf = (s: Spelled) => mod(NATURAL[s.letter]! + s.alt, 12);
export const pcOfName = (name: string) => {
  const s = parseName(name);
  return s ? pcOf(s) : null;
};

export function nameOf(s: Spelled): string {
  const acc = s.alt > 0 ? '#'.repeat(s.alt) : 'b'.repeat(-s.alt);
  return `${LETTERS[s.letter]}${acc}`;
}

/** Step `steps` letters up from `root` and land on `semis` semitones above it. */
export function spellAbove(root: Spelled, steps: number, semis: number): Spelled {
  const letter = mod(root.letter + steps, 7);
  const target = mod(pcOf(root) + semis, 12);
  let alt = mod(target - NATURAL[letter]!, 12);
  if (alt > 6) alt -= 12;
  return { letter, alt };
}

/** Scales as (letter steps, semitones) per degree. */
const seven = (semis: number[]) => semis.map((s, i) => [i, s] as const);
export const SCALE_FORMULAS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  major: seven([0, 2, 4, 5, 7, 9, 11]),
  minor: seven([0, 2, 3, 5, 7, 8, 10]),
  'natural minor': seven([0, 2, 3, 5, 7, 8, 10]),
  'harmonic minor': seven([0, 2, 3, 5, 7, 8, 11]),
  'melodic minor': seven([0, 2, 3, 5, 7, 9, 11]),
  ionian: seven([0, 2, 4, 5, 7, 9, 11]),
  dorian: seven([0, 2, 3, 5, 7, 9, 10]),
  phrygian: seven([0, 1, 3, 5, 7, 8, 10]),
  lydian: seven([0, 2, 4, 6, 7, 9, 11]),
  mixolydian: seven([0, 2, 4, 5, 7, 9, 10]),
  aeolian: seven([0, 2, 3, 5, 7, 8, 10]),
  locrian: seven([0, 1, 3, 5, 6, 8, 10]),
  'major pentatonic': [
    [0, 0],
    [1, 2],
    [2, 4],
    [4, 7],
    [5, 9],
  ],
  'minor pentatonic': [
    [0, 0],
    [2, 3],
    [3, 5],
    [4, 7],
    [6, 10],
  ],
  blues: [
    [0, 0],
    [2, 3],
    [3, 5],
    [4, 6],
    [4, 7],
    [6, 10],
  ],
};

export function scaleSpelled(tonic: string, type: string): string[] | null {
  const root = parseName(tonic);
  const f = SCALE_FORMULAS[type];
  if (!root || !f) return null;
  return f.map(([steps, semis]) => nameOf(spellAbove(root, steps, semis)));
}

export function scalePcs(tonic: string, mode: string): Set<number> {
  const root = parseName(tonic);
  const f = SCALE_FORMULAS[mode] ?? SCALE_FORMULAS.major!;
  return new Set(f.map(([, semis]) => mod(pcOf(root!) + semis, 12)));
}

/** Chord formulas as (letter steps, semitones). */
export const CHORD_FORMULAS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  '': [
    [0, 0],
    [2, 4],
    [4, 7],
  ],
  m: [
    [0, 0],
    [2, 3],
    [4, 7],
  ],
  dim: [
    [0, 0],
    [2, 3],
    [4, 6],
  ],
  aug: [
    [0, 0],
    [2, 4],
    [4, 8],
  ],
  '7': [
    [0, 0],
    [2, 4],
    [4, 7],
    [6, 10],
  ],
  maj7: [
    [0, 0],
    [2, 4],
    [4, 7],
    [6, 11],
  ],
  m7: [
    [0, 0],
    [2, 3],
    [4, 7],
    [6, 10],
  ],
  m7b5: [
    [0, 0],
    [2, 3],
    [4, 6],
    [6, 10],
  ],
  dim7: [
    [0, 0],
    [2, 3],
    [4, 6],
    [6, 9],
  ],
  sus4: [
    [0, 0],
    [3, 5],
    [4, 7],
  ],
  sus2: [
    [0, 0],
    [1, 2],
    [4, 7],
  ],
  '6': [
    [0, 0],
    [2, 4],
    [4, 7],
    [5, 9],
  ],
  m6: [
    [0, 0],
    [2, 3],
    [4, 7],
    [5, 9],
  ],
  '9': [
    [0, 0],
    [2, 4],
    [4, 7],
    [6, 10],
    [1, 14],
  ],
  maj9: [
    [0, 0],
    [2, 4],
    [4, 7],
    [6, 11],
    [1, 14],
  ],
  m9: [
    [0, 0],
    [2, 3],
    [4, 7],
    [6, 10],
    [1, 14],
  ],
};

export function splitChord(symbol: string): { root: string; suffix: string } | null {
  const m = /^([A-G](?:#|b)?)(.*)$/.exec(symbol);
  if (!m || CHORD_FORMULAS[m[2]!] === undefined) return null;
  return { root: m[1]!, suffix: m[2]! };
}

export function chordSpelled(symbol: string): string[] | null {
  const c = splitChord(symbol);
  if (!c) return null;
  const root = parseName(c.root)!;
  return CHORD_FORMULAS[c.suffix]!.map(([steps, semis]) => nameOf(spellAbove(root, steps, semis)));
}

export function chordPcs(symbol: string): number[] | null {
  const c = splitChord(symbol);
  if (!c) return null;
  const root = pcOfName(c.root)!;
  return CHORD_FORMULAS[c.suffix]!.map(([, semis]) => mod(root + semis, 12));
}

const INTERVAL_NUMBER = ['unison', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
const PERFECT = new Set([0, 3, 4]);
const MAJOR_SEMIS = [0, 2, 4, 5, 7, 9, 11];

/** The ascending interval name from one note to the next one up (within an octave). */
export function intervalName(from: string, to: string): { name: string; semitones: number } | null {
  const a = parseName(from);
  const b = parseName(to);
  if (!a || !b) return null;
  const steps = mod(b.letter - a.letter, 7);
  let semis = mod(pcOf(b) - pcOf(a), 12);
  if (steps === 0 && semis > 6) semis -= 12;
  const diff = semis - MAJOR_SEMIS[steps]!;
  let quality: string;
  if (PERFECT.has(steps))
    quality = diff === 0 ? 'perfect' : diff === 1 ? 'augmented' : diff === -1 ? 'diminished' : '?';
  else
    quality =
      diff === 0
        ? 'major'
        : diff === -1
          ? 'minor'
          : diff === 1
            ? 'augmented'
            : diff === -2
              ? 'diminished'
              : '?';
  const number = steps === 0 ? 'unison' : INTERVAL_NUMBER[steps]!;
  return { name: `${quality} ${number}`, semitones: semis };
}

/** Sharps (+) or flats (−) in a key's signature, counted from its spelled scale. */
export function signatureFifths(tonic: string, mode: string): number {
  const notes = scaleSpelled(tonic, mode === 'minor' ? 'natural minor' : mode) ?? [];
  const sharps = notes.filter((n) => n.includes('#')).length;
  const flats = notes.filter((n) => n.includes('b')).length;
  return sharps - flats;
}

/** Relative key by interval arithmetic: major → down a minor third (6th degree), minor → up a minor third. */
export function relativeOf(tonic: string, mode: 'major' | 'minor'): string {
  const root = parseName(tonic)!;
  return mode === 'major' ? nameOf(spellAbove(root, 5, 9)) : nameOf(spellAbove(root, 2, 3));
}

/** Diatonic triads of a major or natural-minor key, by stacking thirds on the spelled scale. */
export function diatonicTriadSymbols(tonic: string, mode: 'major' | 'minor'): string[] {
  const scale = scaleSpelled(tonic, mode === 'major' ? 'major' : 'natural minor')!;
  return scale.map((root, i) => {
    const third = pcOfName(scale[(i + 2) % 7]!)!;
    const fifth = pcOfName(scale[(i + 4) % 7]!)!;
    const r = pcOfName(root)!;
    const t = mod(third - r, 12);
    const f = mod(fifth - r, 12);
    const suffix = t === 4 && f === 7 ? '' : t === 3 && f === 7 ? 'm' : t === 3 && f === 6 ? 'dim' : 'aug';
    return root + suffix;
  });
}

// Krumhansl–Schmuckler with Aarden–Essen profiles, typed in from Aarden (2003) / Humdrum keycor.
const AE_MAJOR = [
  17.7661, 0.145624, 14.9265, 0.160186, 19.8049, 11.3587, 0.291248, 22.062, 0.145624, 8.15494, 0.232998,
  4.95122,
];
const AE_MINOR = [
  18.2648, 0.737619, 14.0499, 16.8599, 0.702494, 14.4362, 0.702494, 18.6161, 4.56621, 1.93186, 7.37619,
  1.75623,
];

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

/** Best key by Krumhansl–Schmuckler correlation: tonic pitch class and mode. */
export function ksKey(histogram: readonly number[]): { pc: number; minor: boolean } | null {
  if (histogram.every((v) => v === 0)) return null;
  let best = { pc: 0, minor: false, r: -2 };
  for (let pc = 0; pc < 12; pc++) {
    const rotated = histogram.map((_, i) => histogram[(i + pc) % 12]!);
    const rMaj = pearson(rotated, AE_MAJOR);
    const rMin = pearson(rotated, AE_MINOR);
    if (rMaj > best.r) best = { pc, minor: false, r: rMaj };
    if (rMin > best.r) best = { pc, minor: true, r: rMin };
  }
  return { pc: best.pc, minor: best.minor };
}

/** MidiCaps tempo bins (edges 40/60/70/90/110/140/160/210): index of the bin a BPM falls in. */
export function tempoBin(bpm: number): number {
  const edges = [40, 60, 70, 90, 110, 140, 160, 210];
  return edges.filter((e) => bpm >= e).length;
}
