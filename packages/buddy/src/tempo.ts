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

// A bare number that closes a clause ("deep house, 8 bars, 122"; "funk in E 98") is how musicians
// jot a tempo; counts ("8 bars" keeps the 8 for bars, "bar 64" is a place), note values ("16th") and decades ("80s")
// never close a clause as a plain number.
const BARE_RE =
  /(?<![\w#/.:-]|\b(?:bar|measure|by|seed|program|channel|velocity|volume|up|down|transpose)\s)(\d{2,3})(?=\s*(?:[,;.!?)]|$|\s+(?:and|please|pls|thanks)\b))/;

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
  return bpm >= 40 && bpm <= 240 ? bpm : null;
}
