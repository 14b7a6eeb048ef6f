import { type ChordInfo, parseChord } from './chord.ts';
import { diatonicTriads, type Key, keyChromas, parallelKey } from './key.ts';
import { MAJOR_STEPS, mod12, parsePitchClass } from './pitch-class.ts';
import { type RomanQuality, resolveDegree } from './roman-numeral.ts';
import { chromaMask } from './scale.ts';

/** How a chord functions in a key. */
export type HarmonicFunction =
  | 'diatonic'
  | 'secondary dominant'
  | 'secondary leading-tone'
  | 'borrowed'
  | 'neapolitan'
  | 'chromatic';

/** The roman-numeral reading of a chord in a key. */
export interface RomanAnalysis {
  readonly symbol: string;
  /** e.g. `V7`, `bVII`, `V7/ii`, `ii°6`, `viiø7`. `romanToChord(roman, key)` gives the chord back. */
  readonly roman: string;
  readonly degree: number;
  readonly function: HarmonicFunction;
}

const NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'] as const;

interface QualityText {
  readonly quality: RomanQuality;
  readonly mark: string;
  readonly ext: string;
  readonly seventhFamily: boolean;
}

const SUFFIX_TEXT: Readonly<Record<string, QualityText>> = {
  '': { quality: 'major', mark: '', ext: '', seventhFamily: false },
  m: { quality: 'minor', mark: '', ext: '', seventhFamily: false },
  dim: { quality: 'diminished', mark: '°', ext: '', seventhFamily: false },
  aug: { quality: 'augmented', mark: '+', ext: '', seventhFamily: false },
  '7': { quality: 'major', mark: '', ext: '7', seventhFamily: true },
  maj7: { quality: 'major', mark: '', ext: 'maj7', seventhFamily: false },
  m7: { quality: 'minor', mark: '', ext: '7', seventhFamily: true },
  mMaj7: { quality: 'minor', mark: '', ext: 'maj7', seventhFamily: false },
  m7b5: { quality: 'half-diminished', mark: 'ø', ext: '7', seventhFamily: true },
  dim7: { quality: 'diminished', mark: '°', ext: '7', seventhFamily: true },
  '7#5': { quality: 'augmented', mark: '+', ext: '7', seventhFamily: false },
  'maj7#5': { quality: 'augmented', mark: '+', ext: 'maj7', seventhFamily: false },
  '9': { quality: 'major', mark: '', ext: '9', seventhFamily: false },
  maj9: { quality: 'major', mark: '', ext: 'maj9', seventhFamily: false },
  m9: { quality: 'minor', mark: '', ext: '9', seventhFamily: false },
  '11': { quality: 'major', mark: '', ext: '11', seventhFamily: false },
  m11: { quality: 'minor', mark: '', ext: '11', seventhFamily: false },
  '13': { quality: 'major', mark: '', ext: '13', seventhFamily: false },
  m13: { quality: 'minor', mark: '', ext: '13', seventhFamily: false },
  sus4: { quality: 'major', mark: '', ext: 'sus4', seventhFamily: false },
  sus2: { quality: 'major', mark: '', ext: 'sus2', seventhFamily: false },
  '7sus4': { quality: 'major', mark: '', ext: '7sus4', seventhFamily: false },
  add9: { quality: 'major', mark: '', ext: 'add9', seventhFamily: false },
  madd9: { quality: 'minor', mark: '', ext: 'add9', seventhFamily: false },
  '6': { quality: 'major', mark: '', ext: 'add6', seventhFamily: false },
  m6: { quality: 'minor', mark: '', ext: 'add6', seventhFamily: false },
};

function qualityText(c: ChordInfo): QualityText {
  const known = SUFFIX_TEXT[c.suffix];
  if (known) return known;
  // Rarer chords: read them by their basic quality and keep the suffix in brackets.
  const q: RomanQuality =
    c.quality === 'minor'
      ? 'minor'
      : c.quality === 'diminished'
        ? 'diminished'
        : c.quality === 'half-diminished'
          ? 'half-diminished'
          : c.quality === 'augmented'
            ? 'augmented'
            : 'major';
  return { quality: q, mark: '', ext: `(${c.suffix})`, seventhFamily: false };
}

function numeral(degree: number, q: RomanQuality): string {
  const n = NUMERALS[degree - 1]!;
  return q === 'major' || q === 'augmented' ? n : n.toLowerCase();
}

function figureText(c: ChordInfo, qt: QualityText): { fig: string; keepExt: boolean; suffixBass: string } {
  if (!c.bass || c.bassChroma === null) return { fig: '', keepExt: true, suffixBass: '' };
  const idx = c.chromas.indexOf(c.bassChroma);
  const isTriad = c.chromas.length === 3 && qt.ext === '';
  if (idx > 0 && isTriad && idx <= 2) return { fig: idx === 1 ? '6' : '64', keepExt: false, suffixBass: '' };
  if (idx > 0 && qt.seventhFamily && c.chromas.length === 4) {
    return { fig: ['', '65', '43', '42'][idx]!, keepExt: false, suffixBass: '' };
  }
  return { fig: '', keepExt: true, suffixBass: `(/${c.bass})` };
}

/** Modes whose numerals are read against the major scale of their tonic. */
const CHURCH_MODES: ReadonlySet<Key['mode']> = new Set([
  'dorian',
  'phrygian',
  'lydian',
  'mixolydian',
  'locrian',
]);

function accidentalFor(key: Key, degree: number, semis: number, q: RomanQuality): string | null {
  // A mode is heard against the major scale on its tonic, so its own degrees carry the flat or
  // sharp that sets it apart: I–bVII–IV in D mixolydian (C), i–bIII–IV in dorian, bII in
  // phrygian, #iv° in lydian. (Minor keeps its own numerals, VI and VII, as minor-key analysis does.)
  const fromMajor = ((semis - MAJOR_STEPS[degree - 1]! + 18) % 12) - 6;
  const order = CHURCH_MODES.has(key.mode) && Math.abs(fromMajor) <= 2 ? [fromMajor] : [];
  for (const acc of [...order, 0, -1, 1, -2, 2]) {
    if (resolveDegree(key, degree, acc, q) === semis) return acc > 0 ? '#'.repeat(acc) : 'b'.repeat(-acc);
  }
  return null;
}

function romanIn(c: ChordInfo, key: Key): { text: string; degree: number } | null {
  const tonic = parsePitchClass(key.tonic);
  const root = parsePitchClass(c.root);
  if (!tonic || !root) return null;
  const degree = ((root.step - tonic.step + 7) % 7) + 1;
  const semis = mod12(root.chroma - tonic.chroma);
  const qt = qualityText(c);
  const acc = accidentalFor(key, degree, semis, qt.quality);
  if (acc === null) return null;
  const f = figureText(c, qt);
  const ext = f.keepExt ? qt.ext : '';
  return { text: `${acc}${numeral(degree, qt.quality)}${qt.mark}${ext}${f.fig}${f.suffixBass}`, degree };
}

function keyMaskWithLeadingTone(key: Key): number {
  const chromas = keyChromas(key);
  let mask = chromaMask(chromas);
  if (key.mode === 'minor' || key.mode === 'aeolian') mask |= 1 << mod12((chromas[0] ?? 0) + 11);
  return mask;
}

function within(c: ChordInfo, mask: number): boolean {
  for (const ch of c.chromas) if (!(mask & (1 << ch))) return false;
  return true;
}

const DOMINANT_LIKE = new Set(['', '7', '9', '13', '7b9', '7#9', '7sus4']);

/**
 * Roman-numeral analysis of one chord in a key, with its function: diatonic, secondary dominant
 * (V/x), secondary leading-tone (vii°/x), borrowed (modal mixture), Neapolitan or chromatic.
 * @example chordToRoman('D7', { tonic: 'C', mode: 'major' }) // { roman: 'V7/V', function: 'secondary dominant', … }
 * @example chordToRoman('Bb', { tonic: 'C', mode: 'major' })?.roman // 'bVII'
 */
export function chordToRoman(symbol: string | ChordInfo, key: Key): RomanAnalysis | null {
  const c = typeof symbol === 'string' ? parseChord(symbol) : symbol;
  const tonic = parsePitchClass(key.tonic);
  if (!c || !tonic) return null;
  const plain = romanIn(c, key);
  if (!plain) return null;
  const mask = keyMaskWithLeadingTone(key);
  const base = { symbol: c.symbol, degree: plain.degree };
  if (within(c, mask)) return { ...base, roman: plain.text, function: 'diatonic' };

  const semis = mod12(c.rootChroma - tonic.chroma);
  if (semis === 1 && c.quality === 'major' && plain.text.startsWith('bII')) {
    return { ...base, roman: plain.text, function: 'neapolitan' };
  }
  const parallel = parallelKey(key);
  if (within(c, keyMaskWithLeadingTone(parallel)))
    return { ...base, roman: plain.text, function: 'borrowed' };
  const triads = diatonicTriads(key);
  const chromas = keyChromas(key);
  const targetOf = (deg: number): { numeral: string; ok: boolean } => {
    const t = triads[(deg - 1 + 7) % 7];
    if (!t) return { numeral: '', ok: false };
    const info = parseChord(t.symbol);
    const ok = !!info && (info.quality === 'major' || info.quality === 'minor');
    return { numeral: t.roman, ok };
  };
  // Secondary dominant: major/dominant chord a fifth above a diatonic major/minor triad.
  if ((c.quality === 'major' || c.quality === 'dominant') && DOMINANT_LIKE.has(c.suffix) && semis !== 7) {
    const targetDeg = ((plain.degree - 1 + 3) % 7) + 1;
    const targetChroma = chromas[targetDeg - 1];
    const t = targetOf(targetDeg);
    if (targetChroma !== undefined && mod12(c.rootChroma + 5) === targetChroma && t.ok && targetDeg !== 1) {
      const qt = qualityText(c);
      const f = figureText(c, qt);
      const ext = f.keepExt ? qt.ext : '';
      return { ...base, roman: `V${ext}${f.fig}/${t.numeral}`, function: 'secondary dominant' };
    }
  }
  // Secondary leading-tone chord: diminished chord a semitone below a diatonic major/minor triad.
  if (c.quality === 'diminished' || c.quality === 'half-diminished') {
    const targetDeg = (plain.degree % 7) + 1;
    const targetChroma = chromas[targetDeg - 1];
    const t = targetOf(targetDeg);
    if (targetChroma !== undefined && mod12(c.rootChroma + 1) === targetChroma && t.ok && targetDeg !== 1) {
      const qt = qualityText(c);
      const f = figureText(c, qt);
      const ext = f.keepExt ? qt.ext : '';
      return {
        ...base,
        roman: `vii${qt.mark}${ext}${f.fig}/${t.numeral}`,
        function: 'secondary leading-tone',
      };
    }
  }
  return { ...base, roman: plain.text, function: 'chromatic' };
}

/**
 * Analyse a whole progression in a key; unreadable symbols give `null` entries. A blues (I7 and IV7
 * together) reads its tonic and fourth sevenths as I7 and IV7.
 * @example analyseProgression(['C', 'A7', 'Dm', 'G7'], { tonic: 'C', mode: 'major' }).map((r) => r?.roman) // ['I', 'V7/ii', 'ii', 'V7']
 */
export function analyseProgression(
  symbols: readonly (string | ChordInfo)[],
  key: Key,
): readonly (RomanAnalysis | null)[] {
  const read = symbols.map((s) => chordToRoman(s, key));
  const tonic = parsePitchClass(key.tonic);
  if (!tonic) return read;
  // A blues: dominant sevenths on both the tonic and the fourth. There the I7 and IV7 are the
  // blues' own colours, not dominants of IV and bVII, so they keep their plain numerals.
  const dominantOn = (r: RomanAnalysis | null, semis: number): boolean => {
    const c = r ? parseChord(r.symbol) : null;
    return !!c && c.quality === 'dominant' && mod12(c.rootChroma - tonic.chroma) === semis;
  };
  if (!read.some((r) => dominantOn(r, 0)) || !read.some((r) => dominantOn(r, 5))) return read;
  return read.map((r) => {
    if (!r || !(dominantOn(r, 0) || dominantOn(r, 5))) return r;
    const plain = romanIn(parseChord(r.symbol)!, key);
    return plain ? { ...r, roman: plain.text, function: 'chromatic' as const } : r;
  });
}
