import type { Rng } from '../rng.ts';
import type { StyleDef, StyleProgression } from '../styles/types.ts';
import { type ChordInfo, parseChord } from '../theory/chord.ts';
import {
  diatonicSevenths,
  diatonicTriads,
  isMinorMode,
  type Key,
  keyChromas,
  keyMask,
  keyScale,
} from '../theory/key.ts';
import { mod12 } from '../theory/pitch-class.ts';
import { parseRoman, romanToChord } from '../theory/roman-numeral.ts';
import type { MeterGrid } from './meter-grid.ts';
import type { ChordSource, Mood, ProgressionInput } from './types.ts';

/** A chord placed in time. */
export interface PlacedChord {
  readonly chord: ChordInfo;
  readonly tick: number;
  readonly end: number;
  readonly source: ChordSource;
}

type Parsed = { ok: true; items: { chord: ChordInfo; ticks: number }[] } | { ok: false; error: string };

const MAX_ITEMS = 1024;

/**
 * Read one chord token: a chord symbol, else a roman numeral in the key.
 * @example readChordToken('V7/V', { tonic: 'C', mode: 'major' })?.symbol // 'D7'
 */
export function readChordToken(token: string, key: Key): ChordInfo | null {
  return parseChord(token) ?? romanToChord(token, key)?.chord ?? null;
}

/**
 * Parse a user progression into chords with lengths in ticks. Strings are bars (`"C G"` splits the
 * bar, `|` separates bars, `%` repeats the previous chord); `{ chord, beats }` lasts its beats.
 * @example parseProgression(['C', 'Am F'], { tonic: 'C', mode: 'major' }, meterGrid({ numerator: 4, denominator: 4 })!)
 * // { ok: true, items: [C 1920, Am 960, F 960] }
 */
export function parseProgression(input: ProgressionInput, key: Key, grid: MeterGrid): Parsed {
  if (!Array.isArray(input)) return { ok: false, error: 'The progression must be a list of bars or chords' };
  const items: { chord: ChordInfo; ticks: number }[] = [];
  let prev: ChordInfo | null = null;
  for (const entry of input) {
    if (items.length > MAX_ITEMS)
      return { ok: false, error: `The progression has more than ${MAX_ITEMS} chords` };
    if (typeof entry === 'string') {
      for (const bar of entry.split('|')) {
        const tokens = bar.trim().split(/\s+/).filter(Boolean);
        if (tokens.length === 0) continue;
        if (tokens.length > 16) return { ok: false, error: `Too many chords in one bar: "${bar.trim()}"` };
        for (let i = 0; i < tokens.length; i++) {
          const tok = tokens[i]!;
          const start = Math.floor((i * grid.ticksPerBar) / tokens.length);
          const end = Math.floor(((i + 1) * grid.ticksPerBar) / tokens.length);
          const chord: ChordInfo | null = tok === '%' ? prev : readChordToken(tok, key);
          if (!chord) return { ok: false, error: `Unknown chord or roman numeral "${tok}"` };
          items.push({ chord, ticks: end - start });
          prev = chord;
        }
      }
    } else if (entry && typeof entry === 'object' && typeof entry.chord === 'string') {
      const beats = entry.beats;
      if (typeof beats !== 'number' || !Number.isFinite(beats) || beats <= 0 || beats > 256) {
        return { ok: false, error: `Invalid length for "${entry.chord}": beats must be a positive number` };
      }
      const ticks = Math.round(beats * grid.pulseTicks);
      if (ticks < 60) return { ok: false, error: `"${entry.chord}" is too short` };
      const chord: ChordInfo | null =
        entry.chord.trim() === '%' ? prev : readChordToken(entry.chord.trim(), key);
      if (!chord) return { ok: false, error: `Unknown chord or roman numeral "${entry.chord}"` };
      items.push({ chord, ticks });
      prev = chord;
    } else {
      return { ok: false, error: 'Each progression entry must be a bar string or { chord, beats }' };
    }
  }
  if (items.length === 0) return { ok: false, error: 'The progression is empty' };
  return { ok: true, items };
}

const TRIAD_SUFFIX: Readonly<Record<string, string>> = {
  '0,4,7': '',
  '0,3,7': 'm',
  '0,3,6': 'dim',
  '0,4,8': 'aug',
  '0,4,7,11': 'maj7',
  '0,4,7,10': '7',
  '0,3,7,10': 'm7',
  '0,3,6,10': 'm7b5',
  '0,3,6,9': 'dim7',
  '0,3,7,11': 'mMaj7',
  '0,2,4,7,11': 'maj9',
  '0,2,4,7,10': '9',
  '0,2,3,7,10': 'm9',
};

/**
 * Make a chord fit the key: keep it if all its tones are in the scale, else rebuild it as the
 * diatonic chord of the same size on the same root (`null` if the root itself is outside the key).
 * @example diatonicize(parseChord('E7')!, { tonic: 'A', mode: 'minor' })?.symbol // 'Em7'
 */
export function diatonicize(chord: ChordInfo, key: Key): ChordInfo | null {
  const mask = keyMask(key);
  if (
    chord.chromas.every((c) => mask & (1 << c)) &&
    (chord.bassChroma === null || mask & (1 << chord.bassChroma))
  ) {
    return chord;
  }
  const chromas = keyChromas(key);
  const names = keyScale(key);
  const d = chromas.indexOf(chord.rootChroma);
  if (d < 0) return null;
  for (let size = Math.min(5, Math.max(3, chord.chromas.length)); size >= 3; size--) {
    const semis: number[] = [];
    for (let k = 0; k < size; k++) semis.push(mod12(chromas[(d + 2 * k) % 7]! - chord.rootChroma));
    const suffix = TRIAD_SUFFIX[[...semis].sort((a, b) => a - b).join(',')];
    if (suffix === undefined) continue;
    const bass = chord.bassChroma !== null && mask & (1 << chord.bassChroma) ? chord.bass : null;
    const c = parseChord(`${names[d]}${suffix}${bass ? `/${bass}` : ''}`);
    if (c) return c;
  }
  return null;
}

/** The modes other than major and minor whose scale a piece keeps to (harmonic and melodic minor aside). */
const CHURCH_MODES: ReadonlySet<Key['mode']> = new Set<Key['mode']>([
  'dorian',
  'phrygian',
  'lydian',
  'mixolydian',
  'locrian',
]);

/** Idiomatic progressions for the church modes (added to the style's own choices). */
const MODAL: Readonly<Partial<Record<Key['mode'], readonly StyleProgression[]>>> = {
  dorian: [
    { bars: ['i', 'IV', 'i', 'IV'] },
    { bars: ['i', 'bIII', 'IV', 'i'] },
    { bars: ['i7', 'ii7', 'bIII', 'IV'] },
  ],
  mixolydian: [{ bars: ['I', 'bVII', 'IV', 'I'] }, { bars: ['I', 'v', 'bVII', 'IV'] }],
  lydian: [{ bars: ['I', 'II', 'I', 'II'] }, { bars: ['I', 'II', 'vii', 'I'] }],
  phrygian: [{ bars: ['i', 'bII', 'i', 'bII'] }, { bars: ['i', 'bII', 'bVII', 'i'] }],
  locrian: [{ bars: ['i°', 'bII', 'biii', 'i°'] }],
  'harmonic minor': [{ bars: ['i', 'iv', 'V', 'i'] }, { bars: ['i', 'bVI', 'V7', 'i'] }],
  'melodic minor': [{ bars: ['i', 'IV', 'V', 'i'] }, { bars: ['imMaj7', 'IV7', 'i', 'V7'] }],
};

interface Candidate {
  readonly bars: readonly (readonly ChordInfo[])[];
  readonly weight: number;
}

function resolveCandidate(
  p: StyleProgression,
  key: Key,
  chromatic: boolean,
  mood: Mood | null,
  weight: number,
): Candidate | null {
  const bars: ChordInfo[][] = [];
  for (const bar of p.bars) {
    const chords: ChordInfo[] = [];
    for (const tok of bar.split(/\s+/).filter(Boolean)) {
      const rc = romanToChord(tok, key);
      if (!rc) return null;
      const c = chromatic ? rc.chord : diatonicize(rc.chord, key);
      if (!c) return null;
      chords.push(c);
    }
    bars.push(chords);
  }
  const moodBoost = mood && p.moods?.includes(mood) ? 4 : 1;
  return { bars, weight: weight * moodBoost };
}

function tonicChord(key: Key, sevenths: boolean): ChordInfo {
  const names = keyScale(key);
  const chromas = keyChromas(key);
  const semis: number[] = [];
  const size = sevenths ? 4 : 3;
  for (let k = 0; k < size; k++) semis.push(mod12(chromas[(2 * k) % 7]! - chromas[0]!));
  const suffix =
    TRIAD_SUFFIX[[...semis].sort((a, b) => a - b).join(',')] ?? (isMinorMode(key.mode) ? 'm' : '');
  return parseChord(`${names[0]}${suffix}`) ?? parseChord(names[0] ?? 'C')!;
}

/**
 * Choose a progression for a style, key and mood (weighted by mood tags; church modes add their own
 * idioms). Without `chromatic`, chords are made diatonic and progressions with roots outside the key
 * are skipped. Returns bars of chords (a bar may hold two chords).
 * @example chooseProgression(getStyle('pop'), { tonic: 'C', mode: 'major' }, 'sad', false, createRng(1)) // bars of chords, e.g. [[Am], [F], [C], [G]]
 */
export function chooseProgression(
  style: StyleDef,
  key: Key,
  mood: Mood | null,
  chromatic: boolean,
  rng: Rng,
): readonly (readonly ChordInfo[])[] {
  const family = isMinorMode(key.mode) ? style.progressions.minor : style.progressions.major;
  const candidates: Candidate[] = [];
  for (const p of family) {
    const c = resolveCandidate(p, key, chromatic, mood, 1);
    if (c) candidates.push(c);
  }
  // A form (the 12-bar blues) stays itself in a mode: its I7 is already the mixolydian tonic chord.
  const modal = style.harmony?.form ? [] : (MODAL[key.mode] ?? []);
  for (const p of modal) {
    const c = resolveCandidate(p, key, chromatic, mood, 2);
    if (c) candidates.push(c);
  }
  if (candidates.length === 0) {
    const sevenths = false;
    const tonic = tonicChord(key, sevenths);
    const fallback = [1, 4, 5, 1].map((deg) => {
      const names = keyScale(key);
      const rc = romanToChord(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'][deg - 1]!, key);
      const c = rc ? diatonicize(rc.chord, key) : null;
      return c ?? parseChord(names[deg - 1]!) ?? tonic;
    });
    return fallback.map((c) => [c]);
  }
  return rng.weighted(
    candidates,
    candidates.map((c) => c.weight),
  ).bars;
}

/**
 * Make a looped progression start on its tonic chord: rotate it when it contains one, otherwise
 * replace its first chord with the tonic (e.g. iii–vi–ii–V becomes I–vi–ii–V).
 * @example startOnTonic([[Am], [F], [C], [G]], { tonic: 'C', mode: 'major' }, false) // [[C], [G], [Am], [F]]
 */
export function startOnTonic(
  bars: readonly (readonly ChordInfo[])[],
  key: Key,
  sevenths: boolean,
): readonly (readonly ChordInfo[])[] {
  const tonicPc = keyChromas(key)[0]!;
  const i = bars.findIndex((b) => b[0]!.rootChroma === tonicPc && b[0]!.bassChroma === null);
  if (i === 0) return bars;
  if (i > 0) return [...bars.slice(i), ...bars.slice(0, i)];
  return [[tonicChord(key, sevenths)], ...bars.slice(1)];
}

/**
 * The dominant chord of a key: V (V7) — or v (v7) in natural minor unless chromatic — `null` if diminished.
 * @example dominantChord({ tonic: 'A', mode: 'minor' }, true, false)?.symbol // 'Em7'
 */
export function dominantChord(key: Key, sevenths: boolean, chromatic: boolean): ChordInfo | null {
  const rc = romanToChord(sevenths ? 'V7' : 'V', key);
  if (!rc) return null;
  const c = chromatic ? rc.chord : diatonicize(rc.chord, key);
  if (!c || c.quality === 'diminished' || c.quality === 'half-diminished') return null;
  return c;
}

/**
 * Lay chords end to end, looping them to fill exactly `totalTicks`.
 * @example placeLoop([{ chord: C, ticks: 1920 }], 3840) // two bars of C
 */
export function placeLoop(
  items: readonly { chord: ChordInfo; ticks: number }[],
  totalTicks: number,
  source: ChordSource,
): PlacedChord[] {
  const out: PlacedChord[] = [];
  let t = 0;
  let i = 0;
  while (t < totalTicks && items.length > 0) {
    const it = items[i % items.length]!;
    const end = Math.min(totalTicks, t + it.ticks);
    const last = out[out.length - 1];
    if (last && last.chord.symbol === it.chord.symbol && last.end === t) {
      out[out.length - 1] = { ...last, end };
    } else {
      out.push({ chord: it.chord, tick: t, end, source });
    }
    t = end;
    i++;
  }
  return out;
}

/** Result of resolving the piece's harmony. */
export type ProgressionResult = { ok: true; chords: PlacedChord[] } | { ok: false; error: string };

/**
 * The piece's chords in time: the user's progression (looped) or an engine choice that ends on the
 * tonic chord.
 * @example resolveProgression(['C', 'G'], style, key, null, false, grid44, 4, rng) // { ok: true, chords: [C 0–1920, G 1920–3840, C …, G …] }
 */
export function resolveProgression(
  input: ProgressionInput | undefined,
  style: StyleDef,
  key: Key,
  mood: Mood | null,
  chromatic: boolean,
  grid: MeterGrid,
  bars: number,
  rng: Rng,
): ProgressionResult {
  const total = bars * grid.ticksPerBar;
  if (input !== undefined) {
    const parsed = parseProgression(input, key, grid);
    if (!parsed.ok) return parsed;
    return { ok: true, chords: placeLoop(parsed.items, total, 'user') };
  }
  const barChords = engineBars(style, key, mood, chromatic, bars, rng);
  const mask = keyMask(key);
  const items: { chord: ChordInfo; ticks: number }[] = [];
  for (const bar of barChords) {
    bar.forEach((c, i) => {
      const start = Math.floor((i * grid.ticksPerBar) / bar.length);
      const end = Math.floor(((i + 1) * grid.ticksPerBar) / bar.length);
      items.push({ chord: c, ticks: end - start });
    });
  }
  const placed: PlacedChord[] = [];
  let t = 0;
  for (const it of items) {
    const last = placed[placed.length - 1];
    // A chord the key cannot spell came from the style's idiom (blues I7, V7/V, a borrowed iv).
    const source: ChordSource = it.chord.chromas.every((c) => mask & (1 << c)) ? 'engine' : 'style';
    if (last && last.chord.symbol === it.chord.symbol)
      placed[placed.length - 1] = { ...last, end: t + it.ticks };
    else placed.push({ chord: it.chord, tick: t, end: t + it.ticks, source });
    t += it.ticks;
  }
  return { ok: true, chords: placed };
}

/** Which section each four-bar phrase is in: A A B A (repeating), so 16 bars and more have a contrasting B. */
export function sectionOfPhrase(phrase: number): 'A' | 'B' {
  return phrase % 4 === 2 ? 'B' : 'A';
}

/**
 * The engine's bars of chords: the style's form (the whole 12-bar blues) or its progression looped
 * with a contrasting progression for B sections, each bar lasting the style's harmonic rhythm, a
 * turnaround (V, or V/V–V where the style uses secondary dominants) into every A after a B or at the
 * end of eight bars, and a final cadence on the tonic.
 */
function engineBars(
  style: StyleDef,
  key: Key,
  mood: Mood | null,
  chromatic: boolean,
  bars: number,
  rng: Rng,
): (readonly ChordInfo[])[] {
  const form = style.harmony?.form === 'twelve-bar';
  // A church mode is the colour asked for: a chromatic style's chords follow the mode there (a jazz
  // waltz in D mixolydian plays D7 and Am7, not Dmaj7 and A7), but the blues keeps its dominant
  // sevenths, whose ♭7s are the mode's own idiom.
  const idiom = chromatic || (style.harmony?.chromatic === true && (form || !CHURCH_MODES.has(key.mode)));
  const picked = chooseProgression(style, key, mood, idiom, rng);
  const flat = picked.flat();
  const sevenths = flat.filter((c) => c.chromas.length >= 4).length * 2 > flat.length;
  const a = form ? picked : startOnTonic(picked, key, sevenths);
  // The B section: another of the style's progressions (a different one when there is one).
  let b = a;
  for (let tries = 0; tries < 4 && bars >= 12 && !form; tries++) {
    const other = startOnTonic(chooseProgression(style, key, mood, idiom, rng), key, sevenths);
    if (
      other.map((x) => x.map((c) => c.symbol).join()).join('|') !==
      a.map((x) => x.map((c) => c.symbol).join()).join('|')
    ) {
      // Start the B section away from home: rotate it to begin on its second bar.
      b = other.length > 1 ? [...other.slice(1), ...other.slice(0, 1)] : other;
      break;
    }
  }
  if (b === a && bars >= 12 && !form && a.length > 1) b = [...a.slice(2), ...a.slice(0, 2)];
  const slow = Math.max(1, Math.round(style.harmony?.barsPerChord ?? 1));
  const barChords: (readonly ChordInfo[])[] = [];
  for (let bar = 0; bar < bars; bar++) {
    if (form) {
      barChords.push(a[bar % a.length]!);
      continue;
    }
    const phrase = Math.floor(bar / 4);
    const src = sectionOfPhrase(phrase) === 'B' && bars >= 12 ? b : a;
    barChords.push(src[Math.floor(bar / slow) % src.length]!);
  }
  const tonicPc = keyChromas(key)[0]!;
  const tonicOf = (list: readonly (readonly ChordInfo[])[]) =>
    list.flat().find((c) => c.rootChroma === tonicPc && c.bassChroma === null) ?? tonicChord(key, sevenths);
  const home = form ? tonicOf(a) : tonicChord(key, sevenths);
  // A minor key is heard through its leading tone: turnarounds and the final cadence use the major
  // V (harmonic minor) unless the style's minor is modal.
  const leadingTone = key.mode === 'minor' && style.harmony?.naturalMinor !== true;
  const dominant = dominantChord(key, sevenths, idiom || leadingTone);
  const secondary =
    style.harmony?.secondaryDominants && idiom ? (romanToChord('V7/V', key)?.chord ?? null) : null;
  // Turnarounds: the last bar of a phrase that leads into an A section (after a B, or every 8 bars).
  if (!form && dominant && slow === 1) {
    for (let bar = 3; bar < bars - 4; bar += 4) {
      const next = Math.floor((bar + 1) / 4);
      const intoA = sectionOfPhrase(next) === 'A' && (sectionOfPhrase(next - 1) === 'B' || next % 2 === 0);
      if (!intoA) continue;
      barChords[bar] = secondary && rng.chance(0.5) ? [secondary, dominant] : [dominant];
    }
  }
  if (slow > 1 && bars >= 4 * slow && dominant) {
    // Slow harmonic rhythm keeps its pace into the cadence: dominant, then tonic, `slow` bars each.
    for (let k = 0; k < slow; k++) {
      barChords[bars - 1 - k] = [home];
      barChords[bars - 1 - slow - k] = [dominant];
    }
    return barChords;
  }
  if (bars >= 2) {
    const last = barChords[bars - 1]!;
    const endsHome = last.length === 1 && last[0]!.rootChroma === tonicPc && last[0]!.bassChroma === null;
    if (!endsHome) barChords[bars - 1] = [home];
  }
  if (bars >= 4 && !form) {
    // Cadence: the bar before the final tonic is the dominant (V, or v in natural minor), reached
    // through V/V where the style uses secondary dominants.
    const pen = barChords[bars - 2]!;
    if (dominant && !(pen.length === 1 && pen[0]!.rootChroma === dominant.rootChroma))
      barChords[bars - 2] = secondary && pen.length === 1 ? [secondary, dominant] : [dominant];
  }
  return barChords;
}

/**
 * A progression heard in another mode of the same tonic ("make it darker": C major → C minor).
 * Each chord the old key spells is read again on its scale degree in the new key — same size,
 * same extension where the new scale allows it — so I–V–vi–IV in C major becomes i–v–VI–iv in
 * C minor. A dominant that resolves to the tonic (V7, or V before I) stays major, the harmonic-minor
 * V (ii–V–I becomes ii°–V–i); a chord that would become the major key's diminished vii° becomes its
 * V, the chord a player uses for that leading-tone pull. Chords outside the old key (borrowed,
 * secondary) are kept as written.
 * Returns chord symbols; `%` and unreadable tokens are kept.
 * @example progressionInMode(['I', 'V', 'vi', 'IV'], { tonic: 'C', mode: 'major' }, { tonic: 'C', mode: 'minor' }) // ['Cm', 'Gm', 'Ab', 'Fm']
 */
export function progressionInMode(input: ProgressionInput, from: Key, to: Key): ProgressionInput {
  const fromChromas = keyChromas(from);
  const fromMask = keyMask(from);
  const toNames = keyScale(to);
  const inScale = (c: ChordInfo) =>
    c.chromas.every((x) => fromMask & (1 << x)) && (c.bassChroma === null || fromMask & (1 << c.bassChroma));
  const chordOf = (token: string) => (token === '%' ? null : readChordToken(token, from));
  // Every chord in playing order (the progression loops), to see what each one resolves to.
  const tokens = input.flatMap((entry) =>
    typeof entry === 'string' ? entry.split(/[|\s]+/).filter(Boolean) : [entry.chord.trim()],
  );
  const degreeOf = (token: string | undefined) => {
    const c = token ? chordOf(token) : null;
    return c ? fromChromas.indexOf(c.rootChroma) : -1;
  };
  let at = 0;
  const readToken = (token: string): string => {
    const next = tokens[(at + 1) % tokens.length];
    at++;
    const chord = chordOf(token);
    if (!chord || !inScale(chord)) return token;
    const degree = fromChromas.indexOf(chord.rootChroma);
    const root = toNames[degree];
    if (degree < 0 || !root) return token;
    // A dominant that resolves to the tonic (V7, or V–I) keeps its leading tone: harmonic minor.
    const cadence =
      degree === 4 && chord.quality !== 'minor' && (chord.suffix === '7' || degreeOf(next) === 0);
    const bassDegree = chord.bassChroma === null ? -1 : fromChromas.indexOf(chord.bassChroma);
    const bass = bassDegree >= 0 ? `/${toNames[bassDegree]}` : '';
    const moved = parseChord(`${root}${chord.suffix}${bass}`);
    if (!moved) return token;
    if (cadence) return moved.symbol;
    const read = diatonicize(moved, to) ?? moved;
    const leadingTone =
      !isMinorMode(to.mode) &&
      degree === 6 &&
      read.quality === 'diminished' &&
      chord.quality !== 'diminished';
    if (leadingTone) {
      const five = `${toNames[4]}${read.chromas.length >= 4 ? '7' : ''}`;
      return parseChord(five)?.symbol ?? read.symbol;
    }
    return read.symbol;
  };
  const readBar = (bar: string) =>
    bar
      .split('|')
      .map((part) => part.trim().split(/\s+/).filter(Boolean).map(readToken).join(' '))
      .join(' | ');
  return input.map((entry) =>
    typeof entry === 'string' ? readBar(entry) : { ...entry, chord: readToken(entry.chord.trim()) },
  );
}

/**
 * Scale degree (0 = tonic) of the chord that stands in for each degree's chord: the tonic by its
 * relative (I → vi, i → VI), iii by I, the subdominant by ii, the dominant by the subdominant (a
 * plagal close instead of an authentic one), vi by IV, the leading-tone chord by V.
 */
const STAND_IN_DEGREE = [5, 3, 0, 1, 3, 3, 4] as const;

/**
 * A diatonic chord that does the job of a chord in a key, for bars asked to sound different over
 * the same form ("make the last two bars different"): see `STAND_IN_DEGREE`. A seventh chord (or
 * richer) is replaced by a seventh chord, a triad by a triad. `null` when the chord cannot be read
 * or its root is outside the key (a borrowed or secondary chord has no stand-in here).
 * @example standInChord('C7', { tonic: 'F', mode: 'minor' }) // 'Bbm7'
 * @example standInChord('C', { tonic: 'C', mode: 'major' }) // 'Am'
 */
export function standInChord(symbol: string, key: Key): string | null {
  const chord = parseChord(symbol);
  if (!chord) return null;
  const degree = keyChromas(key).indexOf(chord.rootChroma);
  if (degree < 0) return null;
  const pool = chord.chromas.length >= 4 ? diatonicSevenths(key) : diatonicTriads(key);
  return pool[STAND_IN_DEGREE[degree]!]?.symbol ?? null;
}

/** Roman numerals of the sections a piece grows by, in the home key (major, then minor). */
const SECTION_ROMANS: Readonly<Record<'intro' | 'bridge' | 'outro', readonly [string[], string[]]>> = {
  // An intro sets up the tonic and hands over on the dominant.
  intro: [
    ['I', 'iii', 'vi', 'V'],
    ['i', 'VI', 'III', 'V'],
  ],
  // A bridge starts away from the tonic (on the relative chord) and ends on the dominant, leading
  // back home; few subdominant chords, so the whole piece is still heard in its key.
  bridge: [
    ['vi', 'iii', 'IV', 'V', 'vi', 'iii', 'ii', 'V'],
    ['VI', 'III', 'VI', 'V', 'iv', 'i', 'VII', 'V'],
  ],
  // An outro winds down to the tonic.
  outro: [
    ['vi', 'ii', 'V', 'I'],
    ['VI', 'iv', 'V', 'i'],
  ],
};

/**
 * The chords of a section added to a piece, one per bar, as roman numerals in the home key: an
 * intro ends on V, a bridge leaves the tonic and ends on V, an outro ends on the tonic. With
 * `sevenths`, every chord but the last tonic is its seventh chord (V7 for the dominant).
 * @example sectionProgression('bridge', { tonic: 'E', mode: 'major' }, 4, false) // ['vi', 'iii', 'IV', 'V']
 */
export function sectionProgression(
  label: 'intro' | 'bridge' | 'outro',
  key: Key,
  bars: number,
  sevenths: boolean,
): string[] {
  const [major, minor] = SECTION_ROMANS[label];
  const pattern = isMinorMode(key.mode) ? minor : major;
  const n = Math.max(1, bars);
  const out = Array.from({ length: n }, (_, i) => pattern[i % pattern.length]!);
  // However long the section, its last bar does its job: V into what follows, or home.
  out[n - 1] = pattern[pattern.length - 1]!;
  if (label === 'bridge' && n >= 2 && out[n - 2] === 'V') out[n - 2] = pattern[pattern.length - 2]!;
  if (key.mode !== 'major' && key.mode !== 'minor') return inMode(out, key, sevenths);
  if (!sevenths) return out;
  const chords = romanChordsOf(key);
  return out.map((r, i) => (i === n - 1 && label === 'outro' ? r : (chords.get(r) ?? r)));
}

/**
 * Where a mode's diminished chord gives way, by its degree (0-based): to the chord that names the
 * mode (mixolydian's bVII, dorian's IV, lydian's II, phrygian's bII).
 */
const INSTEAD_OF_DIMINISHED: Readonly<Record<number, number>> = { 0: 6, 1: 6, 2: 6, 3: 1, 4: 1, 5: 3, 6: 4 };

/**
 * A section's numerals played on the same degrees of a church mode, as chord symbols: a bridge in
 * D mixolydian keeps the mode's C and Am, never the major key's C# (F#m, A7).
 * @example inMode(['vi', 'iii', 'IV', 'V'], { tonic: 'D', mode: 'mixolydian' }, false) // ['Bm', 'C', 'G', 'Am']
 */
function inMode(numerals: readonly string[], key: Key, sevenths: boolean): string[] {
  const chords = sevenths ? diatonicSevenths(key) : diatonicTriads(key);
  const triads = diatonicTriads(key);
  return numerals.map((numeral) => {
    const degree = parseRoman(numeral)?.degree;
    if (!degree) return numeral;
    const at = degree - 1;
    return chords[triads[at]!.symbol.endsWith('dim') ? INSTEAD_OF_DIMINISHED[at]! : at]!.symbol;
  });
}

/** Each diatonic triad's numeral mapped to its seventh chord's numeral, and V to V7. */
function romanChordsOf(key: Key): ReadonlyMap<string, string> {
  const triads = diatonicTriads(key);
  const sevenths = diatonicSevenths(key);
  const map = new Map<string, string>(triads.map((t, i) => [t.roman, sevenths[i]!.roman]));
  map.set('V', 'V7');
  return map;
}
