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
  const entries = table
    .flatMap((row) => row.names.map((name) => ({ name, value: row.value })))
    .sort((a, b) => b.name.length - a.name.length);
  const hits: PhraseHit<T>[] = [];
  for (const { name, value } of entries) {
    const re = new RegExp(`(?<![a-z0-9])${escapeRegExp(name)}(?![a-z0-9])`, 'g');
    for (const m of lower.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + name.length;
      let free = true;
      for (let i = start; i < end; i++) if (taken[i]) free = false;
      if (!free) continue;
      for (let i = start; i < end; i++) taken[i] = true;
      hits.push({ value, start, end, phrase: name });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}
