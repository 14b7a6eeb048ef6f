/**
 * Normalise a chat message for the parsers: typographic accidentals, dashes and quotes become
 * ASCII, whitespace collapses. Case is kept (chord and key letters need it); the lower-cased copy
 * has the same length, so a match in one indexes the other.
 * @example normaliseText('F♯ minor – Am7♭5') // 'F# minor - Am7b5'
 */
export function normaliseText(text: string): string {
  if (typeof text !== 'string') return '';
  return text
    .slice(0, 2000)
    .replace(/♯/g, '#')
    .replace(/♭/g, 'b')
    .replace(/[–—−→]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * English as it is spoken: fillers ("can we add like an outro", "um, in uh A major") carry no ask,
 * and a learner's comparative ("the choir more high") is the comparative. English messages only
 * ("um" is Portuguese for "a").
 * @example spokenEnglish('can we add like an outro') // 'can we add an outro'
 */
export function spokenEnglish(text: string): string {
  return text
    .replace(/(?<![\w'-])(?:u+m+|u+h+|e+r+m+|hmm+m)(?![\w'-])[,.]?\s*/gi, '')
    .replace(
      /\b((?:add|make|do|write|give|want|need|try|put|throw|get)(?: (?:it|me|us|them))?) like (?=(?:an?|some|the|maybe) )/gi,
      '$1 ',
    )
    .replace(
      /\bmore (high|low|fast|slow|loud|soft|quiet|busy|simple|dark|bright)\b/gi,
      (_, w: string) => COMPARATIVES[w.toLowerCase()]!,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const COMPARATIVES: Readonly<Record<string, string>> = {
  high: 'higher',
  low: 'lower',
  fast: 'faster',
  slow: 'slower',
  loud: 'louder',
  soft: 'softer',
  quiet: 'quieter',
  busy: 'busier',
  simple: 'simpler',
  dark: 'darker',
  bright: 'brighter',
};

/**
 * Escape a literal for use inside a RegExp.
 * @example escapeRegExp('r&b') // 'r&b'
 */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a phrase occurs as whole words in lower-cased text.
 * @example hasPhrase('make it a bit faster', 'bit faster') // true
 */
export function hasPhrase(lower: string, phrase: string): boolean {
  if (!lower.includes(phrase)) return false;
  return new RegExp(`(?<![a-z0-9])${escapeRegExp(phrase)}(?![a-z0-9])`).test(lower);
}

/** A phrase found in the text. */
export interface PhraseHit<T> {
  readonly value: T;
  readonly start: number;
  readonly end: number;
  readonly phrase: string;
}

/**
 * Find every table phrase in lower-cased text as whole words, longest phrases first, never two
 * overlapping hits (so "808 bass" wins over "bass"). Results are in text order.
 * @example findPhrases('piano and strings', [{ names: ['piano'], value: 0 }, { names: ['strings'], value: 48 }]).map((h) => h.value) // [0, 48]
 */
export function findPhrases<T>(
  lower: string,
  table: readonly { readonly names: readonly string[]; readonly value: T }[],
  taken: boolean[] = [],
): PhraseHit<T>[] {
  const hits: PhraseHit<T>[] = [];
  for (const { name, value } of phrasesOf(table)) {
    // Whole words as `(?<![a-z0-9])name(?![a-z0-9])` would match them, without a RegExp per phrase:
    // this runs for hundreds of phrases on every message.
    let start = name ? lower.indexOf(name) : -1;
    while (start >= 0) {
      const end = start + name.length;
      if (isWordCode(lower.charCodeAt(start - 1)) || isWordCode(lower.charCodeAt(end))) {
        start = lower.indexOf(name, start + 1);
        continue;
      }
      let free = true;
      for (let i = start; i < end; i++) if (taken[i]) free = false;
      if (free) {
        for (let i = start; i < end; i++) taken[i] = true;
        hits.push({ value, start, end, phrase: name });
      }
      start = lower.indexOf(name, end);
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

type PhraseTable<T> = readonly { readonly names: readonly string[]; readonly value: T }[];

// The tables are module constants: their phrases are flattened and sorted (longest first) once.
const sortedPhrases = new WeakMap<PhraseTable<unknown>, { name: string; value: unknown }[]>();

function phrasesOf<T>(table: PhraseTable<T>): { name: string; value: T }[] {
  let entries = sortedPhrases.get(table);
  if (!entries) {
    entries = table
      .flatMap((row) => row.names.map((name) => ({ name, value: row.value as unknown })))
      .sort((a, b) => b.name.length - a.name.length);
    sortedPhrases.set(table, entries);
  }
  return entries as { name: string; value: T }[];
}

/** [a-z0-9] (NaN, before the start or past the end of the text, is not). */
function isWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}

const LOWER_CHORD = /^[a-g][#b]?(?:maj|min|m|dim|aug|sus|add|\d)[a-z0-9#+]*$/;

/**
 * Chord symbols typed in lower case ("dm7 g7 cmaj7 a7") get their capital root back when two or
 * more stand in a row, so "i am" or "a bass" stay words.
 * @example capitaliseChordRuns('dm7 g7 cmaj7, jazz') // 'Dm7 G7 Cmaj7, jazz'
 */
export function capitaliseChordRuns(text: string): string {
  const parts = text.split(/(\s+|,\s*|\s*-\s*|\s*\|\s*)/);
  const isChord = (w: string | undefined) => !!w && LOWER_CHORD.test(w);
  // "gm7 to cm7", "am then f": a joining word between two chords keeps them a run.
  const joins = (w: string | undefined) => !!w && /^(?:to|then|into|and|or|>|->)$/.test(w);
  return parts
    .map((w, i) => {
      if (!isChord(w)) return w;
      const near =
        isChord(parts[i - 2]) ||
        isChord(parts[i + 2]) ||
        (joins(parts[i - 2]) && isChord(parts[i - 4])) ||
        (joins(parts[i + 2]) && isChord(parts[i + 4]));
      return near ? w.charAt(0).toUpperCase() + w.slice(1) : w;
    })
    .join('');
}
