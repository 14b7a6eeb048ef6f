/**
 * Tempo words → BPM. Italian markings sit inside their conventional ranges (and inside the
 * MidiCaps tempo bins); everyday words are what a producer would mean by them.
 * @example TEMPO_WORDS.find((w) => w.names.includes('andante'))?.value // 90
 */
export const TEMPO_WORDS: readonly { readonly names: readonly string[]; readonly value: number }[] = [
  { names: ['grave'], value: 38 },
  { names: ['largo'], value: 50 },
  { names: ['lento'], value: 55 },
  { names: ['larghetto'], value: 64 },
  { names: ['adagio'], value: 70 },
  { names: ['adagietto'], value: 76 },
  { names: ['andante'], value: 90 },
  { names: ['andantino'], value: 96 },
  { names: ['moderato'], value: 110 },
  { names: ['allegretto'], value: 116 },
  { names: ['allegro'], value: 130 },
  { names: ['vivace'], value: 150 },
  { names: ['presto'], value: 170 },
  { names: ['prestissimo'], value: 200 },
  { names: ['very slow', 'super slow', 'really slow', 'glacial'], value: 56 },
  { names: ['slow', 'slowly', 'slow tempo', 'slow-tempo', 'downtempo', 'down-tempo'], value: 72 },
  { names: ['laid-back', 'laid back', 'laidback', 'relaxed tempo', 'chill tempo', 'lazy'], value: 80 },
  {
    names: ['medium', 'medium tempo', 'mid-tempo', 'midtempo', 'mid tempo', 'moderate', 'moderate tempo'],
    value: 105,
  },
  { names: ['upbeat', 'up-beat', 'lively', 'bouncy'], value: 124 },
  { names: ['uptempo', 'up-tempo', 'up tempo'], value: 128 },
  { names: ['fast', 'quick', 'fast tempo', 'brisk', 'driving'], value: 140 },
  { names: ['very fast', 'really fast', 'super fast', 'blazing', 'frantic'], value: 172 },
];

/**
 * Words that name a mood first and a tempo only when nothing else sets the pace (a "chill house
 * track" keeps house's tempo; a "chill tune" is laid-back).
 * @example MOOD_TEMPO_WORDS.chill // 80
 */
export const MOOD_TEMPO_WORDS: Readonly<Record<string, number>> = { chill: 80, energetic: 132 };

const BPM_RE = /(\d{2,3}(?:\.\d+)?)\s*(?:bpm|b\.p\.m\.?|beats per minute|beats a minute)\b/;
const AT_RE =
  /(?:\btempo(?: of)?|\bat|@|♩\s*=|q\s*=)\s*(\d{2,3})\b(?!\s*(?:bars?|measures?|semitones?|%|\/))/;

// A bare number that closes a clause ("deep house, 8 bars, 122"; "funk in E 98"; not the 44 of
// "44.1 kHz") is how musicians
// jot a tempo; counts ("8 bars" keeps the 8 for bars, "bar 64" is a place), note values ("16th") and decades ("80s")
// never close a clause as a plain number.
const BARE_RE =
  /(?<![\w#/.:-]|\b(?:bar|measure|by|seed|program|channel|velocity|volume|up|down|transpose)\s)(\d{2,3})(?=\s*(?:[,;!?)]|\.(?!\d)|$|\s+(?:and|please|pls|thanks)\b))/;

// A bare number inside a phrase ("trap beat 140 dark") is a tempo too, unless a unit or count
// follows it or a word before it makes it a place, an amount or a setting.
const LOOSE_RE =
  /(?<![\w#/.:'-]|\b(?:bars?|measures?|by|seed|program|channel|velocity|volume|up|down|transpose|top|under|over|than|about|around|track|number|no\.?)\s)(\d{2,3})(?![\w%/.'-])(?!\s*(?:bars?|measures?|beats?|notes?|semitones?|steps?|cents?|hz|khz|ms|times|x|percent|years?|days?|minutes?|seconds?|secs?|mins?|of|people|songs?|tracks?)\b)/g;

/**
 * A BPM stated in the text ("92 bpm", "at 140", "tempo 100", or a bare 40–240 closing a clause:
 * "house, 8 bars, 124"); `null` when none, or when it is outside 20–300.
 * @example parseBpm('a groove at 96 bpm') // 96
 */
export function parseBpm(lower: string): number | null {
  const m = BPM_RE.exec(lower) ?? AT_RE.exec(lower);
  if (m) {
    const bpm = Math.round(Number(m[1]));
    return bpm >= 20 && bpm <= 300 ? bpm : null;
  }
  const bare = BARE_RE.exec(lower);
  const bpm = bare ? Number(bare[1]) : 0;
  if (bpm >= 40 && bpm <= 240) return bpm;
  for (const loose of lower.matchAll(LOOSE_RE)) {
    const n = Number(loose[1]);
    if (n >= 50 && n <= 220) return n;
  }
  return null;
}

/** Everyday tempo words: they mean slow or fast for the genre, unlike an Italian marking. */
const RELATIVE_WORDS = new Set(
  TEMPO_WORDS.filter(
    (w) => !/^(?:grave|largo|lento|larghetto|adagi|andant|moderato|allegr|vivace|prest)/.test(w.names[0]!),
  ).flatMap((w) => w.names),
);

/**
 * The BPM an everyday tempo word means in a genre: inside the genre's range when the genre lives
 * in a narrow band ("slow house" is 118, not 72), and at least as far from its usual tempo as the
 * word says otherwise ("fast metal" is faster than metal's 160). Italian markings keep their value.
 * @example tempoForWord('slow', 72, { min: 118, max: 130, default: 124 }) // 118
 * @example tempoForWord('fast', 140, { min: 90, max: 220, default: 160 }) // 184
 */
export function tempoForWord(
  word: string,
  bpm: number,
  range: { readonly min: number; readonly max: number; readonly default: number },
): number {
  if (!RELATIVE_WORDS.has(word)) return bpm;
  if (range.max - range.min <= 50) return Math.max(range.min, Math.min(range.max, bpm));
  if (bpm >= 170) return Math.min(300, Math.max(bpm, Math.round(range.default * 1.3)));
  if (bpm >= 130) return Math.min(300, Math.max(bpm, Math.round(range.default * 1.15)));
  return bpm;
}
