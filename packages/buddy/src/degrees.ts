import { diatonicSevenths, diatonicTriads, isMinorMode, type Key, parseRoman } from '@riffmate/music';

const NUMERAL = /^([b#]?)(vii|vi|iv|v|iii|ii|i)(.*)$/i;

/**
 * Whether a roman progression was typed without case: every numeral in lower case and no quality
 * marks ("ii v i", "i iv v"). Such numerals name degrees, not qualities; a mix of cases
 * ("i VI III VII", "ii-V-I") is read as written.
 * @example caseFree(['ii', 'v', 'i']) // true
 * @example caseFree(['ii', 'V', 'I']) // false
 */
export function caseFree(chords: readonly string[]): boolean {
  const tokens = chords.flatMap((b) => b.split(/\s+/));
  return (
    tokens.length > 0 && tokens.every((c) => NUMERAL.test(c) && !/[IV°ø+/]/.test(c) && parseRoman(c) !== null)
  );
}

const WORD_DEGREES: Readonly<Record<string, string>> = {
  one: 'i',
  two: 'ii',
  three: 'iii',
  four: 'iv',
  five: 'v',
  six: 'vi',
  seven: 'vii',
};
const DIGIT_DEGREES = ['', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii'];
const DIGIT_RUN =
  /(?<![\w/.:#-])[1-7](?:(?:\s*-\s*|\s+)[1-7]){2,}(?![\w/.:%-])|(?<![\w/.:#-])[1-7](?:-[1-7])+(?![\w/.:%-])/;
const WORD_RUN =
  /\b(?:one|two|three|four|five|six|seven)(?:[\s-]+(?:one|two|three|four|five|six|seven)){2,}\b/;

/**
 * Degrees typed as numbers or words ("1 4 5", "2-5-1", "one four five"), as lower-case roman
 * numerals (read later in the key). Three degrees at least, or a hyphenated run ("2-5").
 * @example findDegreeRun('a 1 4 5 blues in A')?.romans // ['i', 'iv', 'v']
 */
export function findDegreeRun(
  lower: string,
): { readonly romans: readonly string[]; readonly start: number; readonly end: number } | null {
  const m = DIGIT_RUN.exec(lower) ?? WORD_RUN.exec(lower);
  if (!m) return null;
  // "bars 5-6", "measures 1-4": bar numbers, not degrees.
  if (/\b(?:bars?|measures?|mm?\.?)\s*$/.test(lower.slice(0, m.index))) return null;
  const romans = m[0]
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => (/^\d$/.test(w) ? DIGIT_DEGREES[Number(w)]! : WORD_DEGREES[w]!));
  return { romans, start: m.index, end: m.index + m[0].length };
}

/**
 * A roman progression read in its key: case-free numerals take the key's own chord on each degree
 * ("ii v i" in Bb → ii V I), and with `sevenths` every diatonic triad becomes the key's seventh
 * chord (ii7 V7 Imaj7). Chords outside the key and chords with their own extension keep theirs;
 * a flat or sharp degree typed in lower case ("bvii") is the borrowed major chord.
 * @example readDegrees(['ii', 'v', 'i'], { tonic: 'Bb', mode: 'major' }, { caseFree: true, sevenths: true }) // ['ii7', 'V7', 'Imaj7']
 */
export function readDegrees(
  bars: readonly string[],
  key: Key,
  options: { readonly caseFree: boolean; readonly sevenths: boolean },
): string[] {
  const triads = diatonicTriads(key);
  const sevenths = diatonicSevenths(key);
  const readChord = (chord: string): string => {
    const m = NUMERAL.exec(chord);
    const parsed = m ? parseRoman(chord) : null;
    if (!m || !parsed || parsed.secondary) return chord;
    const [, accidental, numeral, rest] = m as unknown as [string, string, string, string];
    if (accidental) return options.caseFree ? `${accidental}${numeral.toUpperCase()}${rest}` : chord;
    const triad = triads[parsed.degree - 1]?.roman;
    const seventh = sevenths[parsed.degree - 1]?.roman;
    if (!triad || !seventh) return chord;
    if (options.caseFree) {
      if (rest === '') return options.sevenths ? seventh : triad;
      if (rest === '7') return seventh;
      // "imaj7", "ii9": the numeral's case from the key, the user's extension kept.
      return triad.replace(/[°ø+]$/, '') + rest;
    }
    return options.sevenths && chord === triad ? seventh : chord;
  };
  const sizes = bars.map((bar) => bar.split(/\s+/).length);
  const read = minorCadence(
    bars.flatMap((bar) => bar.split(/\s+/)),
    key,
  ).map((c, k, all) => (all[k] === 'iiø7' || all[k] === 'V7' ? c : readChord(c)));
  const out: string[] = [];
  for (let i = 0, at = 0; i < sizes.length; at += sizes[i]!, i++)
    out.push(read.slice(at, at + sizes[i]!).join(' '));
  return out;
}

/**
 * A ii–V in a minor key read as the minor cadence players mean: half-diminished ii, dominant V
 * ("a minor ii V i into E minor" is F#m7b5 – B7 – Em, never F#m – B nor F#° – Bm). Numerals with
 * their own extension or accidental, and major keys, stay as typed.
 * @example minorCadence(['ii', 'V', 'i'], { tonic: 'E', mode: 'minor' }) // ['iiø7', 'V7', 'i']
 */
export function minorCadence(chords: readonly string[], key: Key): string[] {
  const out = [...chords];
  if (!isMinorMode(key.mode)) return out;
  for (let i = 0; i + 1 < out.length; i++)
    if (/^(?:ii|II)(?:7|°|°7|ø|ø7|m7b5)?$/.test(chords[i]!) && /^(?:v|V)7?$/.test(chords[i + 1]!)) {
      out[i] = 'iiø7';
      out[i + 1] = 'V7';
      // …and the I it lands on is the minor tonic.
      if (/^I(?:maj7)?$/.test(out[i + 2] ?? '')) out[i + 2] = 'i';
    }
  return out;
}
