import { Chord } from 'tonal';
import { mod12, parsePitchClass } from './pitch-class.ts';

/** Broad chord quality, as a musician would name it. */
export type ChordQuality =
  | 'major'
  | 'minor'
  | 'dominant'
  | 'diminished'
  | 'half-diminished'
  | 'augmented'
  | 'suspended'
  | 'power';

/** A parsed chord symbol. Notes are in root position, spelled from the root. */
export interface ChordInfo {
  /** Canonical symbol, e.g. `G7/B`, `F#m7b5`, `Bbmaj9`. */
  readonly symbol: string;
  readonly root: string;
  readonly rootChroma: number;
  /** Canonical suffix (`''` for a major triad, `m7`, `7#9` …). */
  readonly suffix: string;
  /** tonal's chord-type name, e.g. `dominant seventh` (may be empty for rarer types). */
  readonly type: string;
  readonly quality: ChordQuality;
  readonly notes: readonly string[];
  readonly chromas: readonly number[];
  /** Interval names from the root, tonal style (`1P`, `3M`, `5P`, `7m`). */
  readonly intervals: readonly string[];
  /** Semitones above the root for each note, ascending in chord order. */
  readonly semitones: readonly number[];
  /** Slash-chord bass (pitch class) or `null`. */
  readonly bass: string | null;
  readonly bassChroma: number | null;
}

/** Preferred printed suffix per tonal chord-type name. */
const CANONICAL_SUFFIX: Readonly<Record<string, string>> = {
  major: '',
  minor: 'm',
  'dominant seventh': '7',
  'major seventh': 'maj7',
  'minor seventh': 'm7',
  'half-diminished': 'm7b5',
  diminished: 'dim',
  'diminished seventh': 'dim7',
  augmented: 'aug',
  'augmented seventh': 'maj7#5',
  'suspended fourth': 'sus4',
  'suspended second': 'sus2',
  'suspended fourth seventh': '7sus4',
  sixth: '6',
  'minor sixth': 'm6',
  'minor/major seventh': 'mMaj7',
  'major ninth': 'maj9',
  'dominant ninth': '9',
  'minor ninth': 'm9',
  'sixth added ninth': '6/9',
  fifth: '5',
};

/** Suffix rewrites applied before tonal sees the symbol (spellings tonal lacks). */
const SUFFIX_REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:Δ7?|ma7|M7|Maj7)$/, 'maj7'],
  [/^Δ/, 'maj'],
  [/^(?:ø7?|h7?)$/, 'm7b5'],
  [/^(?:min|mi|-)(?=$|[^a-z])/, 'm'],
  [/^(?:m|min|mi|-)\(?(?:maj|ma|Maj|M|Δ)7\)?$/, 'mMaj7'],
  [/^m(?:maj|Maj|M|Δ)9$/, 'mMaj9'],
  [/^m6\/9$/, 'm69'],
  [/^(?:°|o)$/, 'dim'],
  [/^(?:°7|o7)$/, 'dim7'],
  [/^(?:\+|aug)$/, 'aug'],
  [/^(?:\+7|7\+|aug7|7aug)$/, '7#5'],
  [/^add2$/, 'add9'],
  [/^2$/, 'add9'],
  [/^sus$/, 'sus4'],
];

function normaliseSuffix(raw: string): string {
  let s = raw
    .replace(/[()\s]/g, '')
    .replace(/♯/g, '#')
    .replace(/♭/g, 'b');
  for (const [re, to] of SUFFIX_REWRITES) {
    if (re.test(s)) {
      s = s.replace(re, to);
      break;
    }
  }
  if (s === 'M') return '';
  return s;
}

function qualityOf(semis: ReadonlySet<number>, intervals: readonly string[]): ChordQuality {
  const has3M = intervals.includes('3M');
  const has3m = intervals.includes('3m');
  if (!has3M && !has3m) {
    if (
      intervals.includes('4P') ||
      intervals.includes('2M') ||
      intervals.includes('9M') ||
      intervals.includes('11P')
    )
      return 'suspended';
    return 'power';
  }
  if (has3m && intervals.includes('5d')) {
    if (intervals.includes('7m')) return 'half-diminished';
    return 'diminished';
  }
  if (has3M && intervals.includes('5A') && !semis.has(7)) return 'augmented';
  if (has3M && intervals.includes('7m')) return 'dominant';
  return has3M ? 'major' : 'minor';
}

const cache = new Map<string, ChordInfo | null>();
const CACHE_LIMIT = 4096;

const SYMBOL_RE = /^([A-Ga-g])(##|#|bb|b|♯|♭)?(.*)$/;

function build(text: string): ChordInfo | null {
  let body = text.trim();
  if (body.length === 0 || body.length > 24) return null;
  let bass: ReturnType<typeof parsePitchClass> = null;
  const slash = body.lastIndexOf('/');
  if (slash > 0) {
    const b = parsePitchClass(body.slice(slash + 1).trim());
    if (b) {
      bass = b;
      body = body.slice(0, slash).trim();
    }
  }
  const m = SYMBOL_RE.exec(body);
  if (!m) return null;
  const root = parsePitchClass(m[1]! + (m[2] ?? ''));
  if (!root) return null;
  const suffix = normaliseSuffix(m[3] ?? '');
  // Tonal looks chord types up in a plain object: "AtoString" would find Object.prototype.toString.
  if (suffix in Object.prototype) return null;
  const c = Chord.getChord(suffix, root.name);
  if (c.empty || c.notes.length === 0) return null;
  const semitones: number[] = [];
  const chromas: number[] = [];
  for (const n of c.notes) {
    const pc = parsePitchClass(n);
    if (!pc) return null;
    chromas.push(pc.chroma);
    semitones.push(mod12(pc.chroma - root.chroma));
  }
  const canon = CANONICAL_SUFFIX[c.type] ?? (suffix === 'Madd9' ? 'add9' : suffix);
  const semiSet = new Set(semitones);
  const quality = qualityOf(semiSet, c.intervals);
  const bassName = bass && bass.chroma !== root.chroma ? bass.name : null;
  const symbol = root.name + canon + (bassName ? `/${bassName}` : '');
  return Object.freeze({
    symbol,
    root: root.name,
    rootChroma: root.chroma,
    suffix: canon,
    type: c.type,
    quality,
    notes: Object.freeze(c.notes.slice()),
    chromas: Object.freeze(chromas),
    intervals: Object.freeze(c.intervals.slice()),
    semitones: Object.freeze(semitones),
    bass: bassName,
    bassChroma: bassName ? bass!.chroma : null,
  });
}

/**
 * Parse a chord symbol: triads, sevenths, extensions, alterations, sus, add, 6/9 and slash chords.
 * Returns `null` for anything it cannot read (never throws). Results are memoised.
 * @example parseChord('F#m7b5')?.notes // ['F#', 'A', 'C', 'E']
 * @example parseChord('G7/B')?.bass // 'B'
 */
export function parseChord(symbol: string): ChordInfo | null {
  if (typeof symbol !== 'string') return null;
  const hit = cache.get(symbol);
  if (hit !== undefined) return hit;
  const info = build(symbol);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(symbol, info);
  return info;
}

/**
 * The notes of a chord symbol (root position; slash bass first when present).
 * @example chordNotes('C/E') // ['E', 'C', 'G']
 */
export function chordNotes(symbol: string): readonly string[] | null {
  const c = parseChord(symbol);
  if (!c) return null;
  if (!c.bass) return c.notes;
  return [c.bass, ...c.notes.filter((n) => parsePitchClass(n)?.chroma !== c.bassChroma)];
}

/**
 * The chord's pitch classes including a slash bass, as a de-duplicated chroma list.
 * @example chordChromas('C/Bb') // [0, 4, 7, 10]
 */
export function chordChromas(chord: ChordInfo): readonly number[] {
  if (chord.bassChroma === null || chord.chromas.includes(chord.bassChroma)) return chord.chromas;
  return [...chord.chromas, chord.bassChroma];
}

/**
 * Build a symbol from a root, a suffix and an optional bass.
 * @example chordSymbol('Bb', 'maj9') // 'Bbmaj9'
 */
export function chordSymbol(root: string, suffix: string, bass?: string | null): string {
  return root + suffix + (bass ? `/${bass}` : '');
}

/**
 * The chord a set of note names spells, the first note read as the bass ("E G C" is C/E), or
 * `null` when the notes make no chord tonal names.
 * @example identifyChord(['C', 'E', 'G', 'Bb'])?.symbol // 'C7'
 * @example identifyChord(['F#', 'A', 'C#'])?.symbol // 'F#m'
 */
export function identifyChord(notes: readonly string[]): ChordInfo | null {
  if (notes.length < 3) return null;
  const named = Chord.detect([...notes])
    .map(parseChord)
    .filter((c): c is ChordInfo => c !== null);
  // A common chord over a slash ("C/E") reads better than a rare one in root position ("Em#5").
  const common = new Set(Object.values(CANONICAL_SUFFIX));
  return named.find((c) => common.has(c.suffix)) ?? named[0] ?? null;
}

/** The seventh chord a triad makes with a 7th added, by the 7th's semitones and the triad's quality. */
const SEVENTH_ADDED: Readonly<Record<number, Partial<Record<ChordQuality, string>>>> = {
  10: { major: '7', minor: 'm7', diminished: 'm7b5' },
  11: { major: 'maj7', minor: 'mMaj7' },
};

/**
 * The seventh chord a slash chord spells when its bass is the triad's missing 7th, over that bass:
 * "D/C" is D7 with its 7th in the bass (third inversion). `null` for a chord tone or any other bass.
 * @example seventhOverBass('D/C')?.symbol // 'D7/C'
 * @example seventhOverBass('Am/G')?.symbol // 'Am7/G'
 * @example seventhOverBass('C/E') // null
 */
export function seventhOverBass(symbol: string): ChordInfo | null {
  const c = parseChord(symbol);
  if (!c?.bass || c.bassChroma === null || c.notes.length !== 3) return null;
  const suffix = SEVENTH_ADDED[mod12(c.bassChroma - c.rootChroma)]?.[c.quality];
  return suffix === undefined ? null : parseChord(chordSymbol(c.root, suffix, c.bass));
}
