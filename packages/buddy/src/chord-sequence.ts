import { parseChord, parseRoman } from '@riffmate/music';
/** A run of chords (symbols and/or roman numerals) found in a message. */
export interface ChordSequence {
  /** One string per bar ("Dm7", or "Dm7 G7" when a `| … |` bar holds two chords). */
  readonly bars: readonly string[];
  /** Every chord in order. */
  readonly chords: readonly string[];
  readonly kind: 'symbols' | 'romans' | 'mixed';
  readonly start: number;
  readonly end: number;
}

/** Words allowed between chords without ending the run ("C to G then Am", "Dsus4 resolving to D"). */
const CONNECTORS = new Set([
  'to',
  'then',
  'and',
  'into',
  '->',
  '>',
  'x',
  'going',
  'goes',
  'moving',
  'moves',
  'resolving',
  'resolves',
  'leading',
  'leads',
  'falling',
  'falls',
  'rising',
  'rises',
]);
const SYMBOL_SHAPE = /^[A-G](?:#|b)?(?:[a-z0-9#+°ø()]|maj|sus|add|dim|aug|M)*(?:\/[A-G](?:#|b)?)?$/;
/** English words that happen to parse as chord symbols. */
const NOT_CHORDS = new Set([
  'Add',
  'Dad',
  'Bad',
  'Be',
  'Bed',
  'Fab',
  'Cab',
  'Ebb',
  'Dab',
  'Gab',
  'Aa',
  'Ab6',
]);
// ("Ger+6 to V", "It+6 V i": the augmented sixths by name.)
const ROMAN_SHAPE =
  /^(?:It|Fr|Ger|it|fr|ger)\+?6$|^[b#]?(?:VII|VI|IV|V|III|II|I|vii|vi|iv|v|iii|ii|i|N)(?:[°oø+]|maj|M|m|dim|aug|sus[24]?|add)*[0-9]{0,2}(?:\/[b#]?(?:VII|VI|IV|V|III|II|I|vii|vi|iv|v|iii|ii|i))?$/;

/**
 * Whether a token is a chord symbol ("Am7", "G/B", "F#m7b5").
 * @example isChordSymbol('Cmaj7') // true
 * @example isChordSymbol('Bass') // false
 */
export function isChordSymbol(token: string): boolean {
  return SYMBOL_SHAPE.test(token) && !NOT_CHORDS.has(token) && parseChord(token) !== null;
}

/**
 * Whether a token is a roman numeral ("ii", "V7", "bVII", "V7/ii", "vii°").
 * @example isRomanNumeral('V7/ii') // true
 * @example isRomanNumeral('Vamp') // false
 */
export function isRomanNumeral(token: string): boolean {
  return ROMAN_SHAPE.test(token) && parseRoman(token.replace(/^N$/, 'N')) !== null;
}

interface Token {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[^\s,|;]+/g)) {
    // Hyphens separate numerals ("ii-V-I") but a chord never contains one, so split on them.
    let offset = m.index ?? 0;
    for (const part of m[0].split(/-+/)) {
      const cleaned = part.replace(/^[("'[]+/, '').replace(/[.,!?:;)"'\]]+$/, '');
      const lead = part.indexOf(cleaned);
      if (cleaned) out.push({ text: cleaned, start: offset + lead, end: offset + lead + cleaned.length });
      offset += part.length + 1;
    }
  }
  return out;
}

/**
 * The longest run of chords in a message ("Am F C G", "ii-V-I", "I–V–vi–IV", "| Dm7 | G7 | Cmaj7 |",
 * "C to G to Am"). A run needs two chords or more, so "A sad song" or "I want…" are not chords.
 * Bars follow `|` when the run uses them, otherwise one chord per bar. `null` when there is none.
 * @example findChordSequence('lo-fi over Am F C G please')?.bars // ['Am', 'F', 'C', 'G']
 * @example findChordSequence('| Dm7 G7 | Cmaj7 |')?.bars // ['Dm7 G7', 'Cmaj7']
 */
export function findChordSequence(
  text: string,
  skip: (start: number, end: number) => boolean = () => false,
): ChordSequence | null {
  const toks = tokens(text);
  let best: { from: number; to: number; chords: Token[] } | null = null;
  let run: Token[] = [];
  let runFrom = 0;
  // "ii V I in Bb, Cm7 F7 Bbmaj7": the chords spelled out are the ones to play; the numerals name
  // them. Of two runs as long, the one with more chord symbols wins.
  const symbols = (chords: readonly Token[]) => chords.filter((c) => isChordSymbol(c.text)).length;
  const close = (at: number) => {
    if (
      run.length >= 2 &&
      (!best ||
        run.length > best.chords.length ||
        (run.length === best.chords.length && symbols(run) > symbols(best.chords)))
    )
      best = { from: runFrom, to: at, chords: run };
    run = [];
  };
  for (const t of toks) {
    const chord = !skip(t.start, t.end) && (isChordSymbol(t.text) || isRomanNumeral(t.text));
    if (chord) {
      if (run.length === 0) runFrom = t.start;
      run.push(t);
    } else if (!(run.length > 0 && CONNECTORS.has(t.text.toLowerCase()))) {
      close(t.start);
    }
  }
  close(text.length);
  const found = best as { from: number; to: number; chords: Token[] } | null;
  if (!found) return null;
  const chords = found.chords.map((c) => c.text);
  const romans = chords.filter((c) => isRomanNumeral(c) && !isChordSymbol(c)).length;
  const kind = romans === 0 ? 'symbols' : romans === chords.length ? 'romans' : 'mixed';
  const first = found.chords[0]!;
  const last = found.chords[found.chords.length - 1]!;
  const span = text.slice(first.start, last.end);
  let bars: string[] = chords;
  if (span.includes('|')) {
    bars = [];
    let cursor = first.start;
    for (const segment of span.split('|')) {
      const inBar = found.chords
        .filter((c) => c.start >= cursor && c.end <= cursor + segment.length)
        .map((c) => c.text);
      if (inBar.length > 0) bars.push(inBar.join(' '));
      cursor += segment.length + 1;
    }
  }
  return { bars, chords, kind, start: first.start, end: last.end };
}
