import { type ChordInfo, parseChord } from './chord.ts';
import { type Key, keyChromas } from './key.ts';
import { MAJOR_STEPS, mod12, parsePitchClass, pitchClassFromStep } from './pitch-class.ts';

/** Chord quality implied by a roman numeral's case and marks. */
export type RomanQuality = 'major' | 'minor' | 'diminished' | 'half-diminished' | 'augmented';

/** A parsed (key-independent) roman numeral such as `bVII`, `V7/ii`, `viiø65`, `N6`. */
export interface RomanNumeral {
  /** Normalised text, e.g. `vii°7`. */
  readonly text: string;
  /** Accidental: −1 for `b`, +1 for `#` (see `resolveDegree` for what it is relative to). */
  readonly accidental: number;
  /** Scale degree 1–7. */
  readonly degree: number;
  readonly quality: RomanQuality;
  /**
   * Extension token: '', '7', 'maj7', '9', 'maj9', '11', '13', 'sus2', 'sus4', '7sus4', 'add9', 'add6'
   * ('7no5', '7b5' for the Italian and French sixths).
   */
  readonly extension: string;
  /** 0 = root position, 1–3 = inversion from figures (6, 64, 65, 43, 42). */
  readonly inversion: number;
  /** The tonicised target of a secondary function (`V/V`), else `null`. */
  readonly secondary: RomanNumeral | null;
}

const NUMERALS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii'] as const;

const ROMAN_RE =
  /^([b#♭♯]{0,2})(N|VII|VI|V|IV|III|II|I|vii|vi|v|iv|iii|ii|i)(°|o|dim|ø|h|\+|aug)?(maj9|maj7|M9|M7|Δ7|Δ|add9|add6|7sus4|sus4|sus2|sus|13|11|9|7|6\/4|64|6\/5|65|4\/3|43|4\/2|42|2|6)?(?:\/(.+))?$/;

const FIGURES: Readonly<Record<string, { seventh: boolean; inversion: number }>> = {
  '6': { seventh: false, inversion: 1 },
  '64': { seventh: false, inversion: 2 },
  '6/4': { seventh: false, inversion: 2 },
  '65': { seventh: true, inversion: 1 },
  '6/5': { seventh: true, inversion: 1 },
  '43': { seventh: true, inversion: 2 },
  '4/3': { seventh: true, inversion: 2 },
  '42': { seventh: true, inversion: 3 },
  '4/2': { seventh: true, inversion: 3 },
  '2': { seventh: true, inversion: 3 },
};

/** "It+6", "Fr+6", "Ger+6" (or "Ger6"): the augmented sixth chords. */
const AUGMENTED_SIXTH_RE = /^(it|fr|ger)\+?6$/i;

/**
 * The augmented sixths as the chord on the lowered 6th they sound as: the German is that 7th chord,
 * the Italian the same without its 5th, the French with a flat 5th (its raised 4th spelled as the
 * 7th: in C minor, Ger+6 Ab–C–Eb–F# sounds as Ab7).
 */
const AUGMENTED_SIXTHS = {
  it: { name: 'It+6', extension: '7no5' },
  fr: { name: 'Fr+6', extension: '7b5' },
  ger: { name: 'Ger+6', extension: '7' },
} as const;

function augmentedSixth(kind: keyof typeof AUGMENTED_SIXTHS): RomanNumeral {
  const { name, extension } = AUGMENTED_SIXTHS[kind];
  return {
    text: name,
    accidental: -1,
    degree: 6,
    quality: 'major',
    extension,
    inversion: 0,
    secondary: null,
  };
}

/**
 * The figured-bass figure of a triad (3 notes) or seventh chord (4 notes) in an inversion (0 = root
 * position): what sits above the bass, as a continuo player reads it.
 * @example inversionFigure(3, 2) // '6/4'
 * @example inversionFigure(4, 1) // '6/5'
 */
export function inversionFigure(size: number, inversion: number): string | null {
  const figures = size === 3 ? ['5/3', '6', '6/4'] : size === 4 ? ['7', '6/5', '4/3', '4/2'] : [];
  return figures[inversion] ?? null;
}

/**
 * Parse a roman numeral (key-independent). Case gives major/minor; `°`/`o` diminished, `ø` half-
 * diminished, `+` augmented; `7`, `maj7`, `9` … extensions; figures 6, 64, 65, 43, 42 invert;
 * `/x` makes a secondary function (`V7/ii`); `N`/`N6` is the Neapolitan (♭II); `It+6`, `Fr+6`,
 * `Ger+6` are the augmented sixths.
 * @example parseRoman('V65/V')?.inversion // 1
 */
export function parseRoman(text: string, depth = 0): RomanNumeral | null {
  if (typeof text !== 'string' || text.length > 24 || depth > 3) return null;
  const sixth = AUGMENTED_SIXTH_RE.exec(text.trim());
  if (sixth) return augmentedSixth(sixth[1]!.toLowerCase() as keyof typeof AUGMENTED_SIXTHS);
  const m = ROMAN_RE.exec(text.trim());
  if (!m) return null;
  const accText = (m[1] ?? '').replace(/♭/g, 'b').replace(/♯/g, '#');
  if (accText.includes('b') && accText.includes('#')) return null;
  const num = m[2]!;
  let qualMark = m[3] ?? '';
  let ext = m[4] ?? '';
  let secondary: RomanNumeral | null = null;
  if (m[5] !== undefined) {
    secondary = parseRoman(m[5], depth + 1);
    if (!secondary) return null;
  }
  let accidental = accText.includes('b') ? -accText.length : accText.length;
  let degree: number;
  let upper: boolean;
  if (num === 'N') {
    if (accidental !== 0 || qualMark) return null;
    degree = 2;
    accidental = -1;
    upper = true;
  } else {
    degree = NUMERALS.indexOf(num.toLowerCase() as (typeof NUMERALS)[number]) + 1;
    upper = num === num.toUpperCase();
  }
  if (qualMark === 'o' || qualMark === 'dim') qualMark = '°';
  if (qualMark === 'h') qualMark = 'ø';
  if (qualMark === 'aug') qualMark = '+';
  let quality: RomanQuality = upper ? 'major' : 'minor';
  if (qualMark === '°') quality = 'diminished';
  if (qualMark === 'ø') quality = 'half-diminished';
  if (qualMark === '+') quality = 'augmented';
  if (ext === 'M7' || ext === 'Δ7' || ext === 'Δ') ext = 'maj7';
  if (ext === 'M9') ext = 'maj9';
  if (ext === 'sus') ext = 'sus4';
  let inversion = 0;
  const fig = FIGURES[ext];
  if (fig) {
    inversion = fig.inversion;
    ext = fig.seventh ? '7' : '';
  }
  if (quality === 'half-diminished' && ext === '') ext = '7';
  const figText = fig ? (m[4] ?? '').replace('/', '') : '';
  const numeralText = num === 'N' ? 'N' : accText + (upper ? num.toUpperCase() : num.toLowerCase());
  const markText = quality === 'half-diminished' ? 'ø' : qualMark;
  const text2 = `${numeralText}${markText}${fig ? figText : ext}${secondary ? `/${secondary.text}` : ''}`;
  return { text: text2, accidental, degree, quality, extension: ext, inversion, secondary };
}

/**
 * Semitones above the tonic of a (degree, accidental, quality) in a key, by the engine's convention:
 * an unaltered numeral is the key's own scale degree — except in (natural) minor, where a lowercase or
 * diminished vi/vii uses the raised 6th/7th (vii° in A minor is G#dim); `b` lowers the major-scale
 * degree (so bIII, bVI, bVII mean the same in every key); `#` raises the key's degree when it is below
 * the major-scale degree (#III in A minor is C#), else the major-scale degree.
 * @example resolveDegree({ tonic: 'C', mode: 'major' }, 7, -1, 'major') // 10
 */
export function resolveDegree(key: Key, degree: number, accidental: number, quality: RomanQuality): number {
  const chromas = keyChromas(key);
  const tonic = chromas[0] ?? 0;
  const own = mod12((chromas[degree - 1] ?? tonic) - tonic);
  const ref = MAJOR_STEPS[degree - 1]!;
  const diff = ((own - ref + 18) % 12) - 6;
  if (accidental === 0) {
    const naturalMinor = key.mode === 'minor' || key.mode === 'aeolian';
    if (naturalMinor && (degree === 6 || degree === 7) && quality !== 'major' && quality !== 'augmented')
      return ref;
    return own;
  }
  if (accidental > 0) return mod12((diff < 0 ? own : ref) + accidental);
  return mod12((diff > 0 ? own : ref) + accidental);
}

const TRIAD_SUFFIX: Readonly<Record<RomanQuality, Readonly<Record<string, string>>>> = {
  major: {
    '': '',
    '7': '7',
    maj7: 'maj7',
    '9': '9',
    maj9: 'maj9',
    '11': '11',
    '13': '13',
    sus2: 'sus2',
    sus4: 'sus4',
    '7sus4': '7sus4',
    add9: 'add9',
    add6: '6',
    // (The augmented sixths: see AUGMENTED_SIXTHS.)
    '7no5': '7no5',
    '7b5': '7b5',
  },
  minor: {
    '': 'm',
    '7': 'm7',
    maj7: 'mMaj7',
    '9': 'm9',
    maj9: 'mMaj9',
    '11': 'm11',
    '13': 'm13',
    sus2: 'sus2',
    sus4: 'sus4',
    '7sus4': '7sus4',
    add9: 'madd9',
    add6: 'm6',
  },
  diminished: { '': 'dim', '7': 'dim7' },
  'half-diminished': { '7': 'm7b5', '': 'm7b5' },
  augmented: { '': 'aug', '7': '7#5', maj7: 'maj7#5' },
};

/** A roman numeral resolved in a key. */
export interface RomanChord {
  readonly roman: string;
  readonly symbol: string;
  readonly chord: ChordInfo;
  readonly degree: number;
  readonly inversion: number;
}

function resolveIn(r: RomanNumeral, key: Key): ChordInfo | null {
  let k = key;
  if (r.secondary) {
    const target = resolveIn(r.secondary, key);
    if (!target) return null;
    if (target.quality === 'diminished' || target.quality === 'half-diminished') return null;
    const minorTarget = target.quality === 'minor';
    k = { tonic: target.root, mode: minorTarget ? 'minor' : 'major' };
  }
  const tonic = parsePitchClass(k.tonic);
  if (!tonic) return null;
  const semis = resolveDegree(k, r.degree, r.accidental, r.quality);
  const step = tonic.step + r.degree - 1;
  const letterChroma = pitchClassFromStep(step, 0).chroma;
  const alt = ((mod12(tonic.chroma + semis) - letterChroma + 18) % 12) - 6;
  if (Math.abs(alt) > 2) return null;
  const root = pitchClassFromStep(step, alt);
  const suffix = TRIAD_SUFFIX[r.quality][r.extension];
  if (suffix === undefined) return null;
  const base = parseChord(root.name + suffix);
  if (!base) return null;
  if (r.inversion === 0) return base;
  const bass = base.notes[r.inversion];
  if (!bass) return null;
  return parseChord(`${root.name}${suffix}/${bass}`);
}

/**
 * Resolve a roman numeral in a key to a chord symbol.
 * @example romanToChord('V7/ii', { tonic: 'C', mode: 'major' })?.symbol // 'A7'
 * @example romanToChord('bVII', { tonic: 'C', mode: 'major' })?.symbol // 'Bb'
 * @example romanToChord('vii°', { tonic: 'A', mode: 'minor' })?.symbol // 'G#dim'
 */
export function romanToChord(roman: string, key: Key): RomanChord | null {
  const r = parseRoman(roman);
  if (!r) return null;
  const chord = resolveIn(r, key);
  if (!chord) return null;
  return { roman: r.text, symbol: chord.symbol, chord, degree: r.degree, inversion: r.inversion };
}

/**
 * Resolve a whole progression of roman numerals; `null` if any numeral is unreadable.
 * @example progressionFromRomans(['I', 'vi', 'IV', 'V'], { tonic: 'G', mode: 'major' }) // ['G', 'Em', 'C', 'D']
 */
export function progressionFromRomans(romans: readonly string[], key: Key): readonly string[] | null {
  const out: string[] = [];
  for (const r of romans) {
    const c = romanToChord(r, key);
    if (!c) return null;
    out.push(c.symbol);
  }
  return out;
}
