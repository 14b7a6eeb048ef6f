import {
  detectKeyFromChords,
  diatonicTriads,
  identifyChord,
  isMinorMode,
  type Key,
  keyName,
  keySignature,
  parallelKey,
  parseChord,
  parseInterval,
  parseKey,
  parseScaleType,
  relativeKey,
  romanToChord,
  scaleNotes,
  transposeNote,
} from '@riffmate/music';
import { findChordSequence, isRomanNumeral } from './chord-sequence.ts';
import { minorCadence } from './degrees.ts';
import { ORDINAL } from './edits.ts';
import { numberOf, parseNumber } from './numbers.ts';
import type { DegreeRole, TheoryQuestion, TriadQuality, TunedInstrument } from './types.ts';

const INTERVAL_WORDS = '2nd|3rd|6th|7th|9th|second|third|sixth|seventh|ninth|chord|triad|arpeggio|7|9';
const NOTE = '([a-g])(#|b|\\s+sharp|\\s+flat|-sharp|-flat)?';
/** Scale names, longest first so "minor pentatonic" wins over "minor". */
const SCALE_WORDS =
  'phrygian dominant|spanish phrygian|freygish|harmonic major|hungarian minor|gypsy minor|double harmonic(?: major)?|byzantine|diminished scale|whole[- ]half diminished|half[- ]whole diminished|dominant diminished|octatonic|dominant bebop|major bebop|bebop(?: dominant| major)?|dorian b2|phrygian #6|lydian augmented|mixolydian b6|aeolian dominant|locrian (?:#2|natural 2)|half-diminished scale|hirajoshi|in[- ]sen|major pentatonic|minor pentatonic|pentatonic major|pentatonic minor|pentatonic|harmonic minor|melodic minor|natural minor|major blues|minor blues|blues|super ?locrian|altered|lydian dominant|whole[- ]tone|major|minor|ionian|dorian|phrygian|lydian|mixolydian|aeolian|locrian';
/** Scales with no explanation of their own: asked without a tonic, they are spelled on C. */
const UNEXPLAINED_SCALES = SCALE_WORDS.slice(0, SCALE_WORDS.indexOf('|major pentatonic')).concat(
  '|whole[- ]tone',
);
const acc = (a: string | undefined) => (!a ? '' : /sharp|#/.test(a) ? '#' : 'b');
const note = (letter: string, a?: string) => letter.toUpperCase() + acc(a);

/** Chord qualities in words → symbol suffixes. */
const QUALITY_WORDS: readonly [RegExp, string][] = [
  [/^(?:half[- ]diminished(?: 7(?:th)?| seventh)?|m7b5|minor 7(?:th)? flat 5)$/, 'm7b5'],
  [/^(?:dim(?:inished)? ?7(?:th)?|diminished seventh|fully diminished)$/, 'dim7'],
  [/^(?:dim(?:inished)?)(?: triad)?$/, 'dim'],
  [/^(?:aug(?:mented)?)(?: triad)?$/, 'aug'],
  [/^(?:major 7(?:th)?|maj ?7(?:th)?|major seventh)$/, 'maj7'],
  [/^(?:minor 7(?:th)?|min ?7|m7|minor seventh)$/, 'm7'],
  [/^(?:major 9(?:th)?|maj ?9|major ninth)$/, 'maj9'],
  [/^(?:minor 9(?:th)?|min ?9|m9|minor ninth)$/, 'm9'],
  [/^(?:minor major 7(?:th)?|minor major seventh|min ?maj ?7|m ?maj ?7)$/, 'mMaj7'],
  [/^(?:minor 11(?:th)?|min ?11|m11|minor eleventh)$/, 'm11'],
  [/^(?:minor 13(?:th)?|min ?13|m13|minor thirteenth)$/, 'm13'],
  [/^(?:major 13(?:th)?|maj ?13|major thirteenth)$/, 'maj13'],
  [/^(?:minor 6(?:th)?|min ?6|m6|minor sixth)$/, 'm6'],
  [/^(?:major 6(?:th)?|6th|sixth|6)$/, '6'],
  [/^(?:6\/9|six nine|6 9)$/, '6/9'],
  [/^(?:add ?9|added ninth|add nine)$/, 'add9'],
  [/^(?:dominant 11(?:th)?|eleventh|11th|11)$/, '11'],
  [/^(?:dominant 13(?:th)?|thirteenth|13th|13)$/, '13'],
  [/^(?:dominant 7(?:th)?|dominant seventh|dom ?7|dominant|seventh|7th|7)$/, '7'],
  [/^(?:dominant 9(?:th)?|ninth|9th|9)$/, '9'],
  [/^(?:minor|min|m)(?: triad)?$/, 'm'],
  [/^(?:major|maj)(?: triad)?$|^$/, ''],
  [/^sus(?:pended)? ?4(?:th)?$|^suspended fourth$/, 'sus4'],
  [/^sus(?:pended)? ?2(?:nd)?$|^suspended second$/, 'sus2'],
];
const QUALITY_SOURCE =
  'minor major 7th|minor major seventh|minor 11th|minor 11|minor 13th|minor 13|major 13th|major 13|minor 6th|minor 6|major 6th|major 6|add ?9|6/9|half[- ]diminished(?: 7th| seventh)?|diminished 7th|diminished seventh|dim7|dim|diminished|augmented|aug|major 7th|major 7|major seventh|minor 7th|minor 7|minor seventh|major 9th|major 9|minor 9th|minor 9|dominant 7th|dominant 7|dominant seventh|dominant|sus4|sus2|suspended 4th|suspended 2nd';

/** The chord symbol suffix for a quality in words ("minor 11th" → m11), `null` when unknown. */
export function suffixOf(words: string): string | null {
  const w = words.trim();
  return QUALITY_WORDS.find(([re]) => re.test(w))?.[1] ?? null;
}

/**
 * A question as musicians type it, made plain: lower case, no end punctuation, common slang and
 * abbreviations spelled out ("whats" → "what is", "key sig" → "key signature", "pent" →
 * "pentatonic", "mixo" → "mixolydian", "r" → "are").
 */
export function plainQuestion(text: string): string {
  return (
    ` ${text.toLowerCase().replace(/[’‘]/g, "'")} `
      .replace(/[?!,;:()]+|\.(?=\s|$)/g, ' ')
      .replace(/\b(?:what'?s|wh?ats|wat'?s|wot'?s)\b/g, 'what is')
      .replace(/\b(?:wat|wut|wot)\b/g, 'what')
      .replace(/ r /g, ' are ')
      .replace(/ u /g, ' you ')
      .replace(/ ur /g, ' your ')
      .replace(/\b(?:pls|plz|please|pleas|thx|thanks|ty)\b/g, ' ')
      .replace(/\bkey sig(?:nature)?s?\b/g, 'key signature')
      .replace(/\bpent(?:a|atonic)?\b/g, 'pentatonic')
      .replace(/\bmixo\b/g, 'mixolydian')
      .replace(/\bharm(?:onic)? min(?:or)?\b/g, 'harmonic minor')
      .replace(/\bmel(?:odic)? min(?:or)?\b/g, 'melodic minor')
      .replace(/\barp(?:eggio|eggios|s)?\b/g, 'arpeggio')
      .replace(/\bgimme\b/g, 'give me')
      // "b flat", "c sharp": one note name, so "flat" is not read as a key-signature word.
      .replace(/\b([b-g]|(?<=\b(?:in|of|on|the|for|and|to|from|is)\s)a)[\s-]+flat\b/g, '$1b')
      .replace(/\b([a-g])[\s-]+sharp\b/g, '$1#')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The first key named in a plain question: a note with an optional mode ("f# minor", "eb", "a"). */
function keyToken(s: string): { tonic: string; mode: string | null; index: number } | null {
  const re = new RegExp(`(?<![a-z0-9#])${NOTE}(?:\\s*(major|minor|maj|min|m))?(?![a-z0-9#])`, 'g');
  for (const m of s.matchAll(re)) {
    const bareA = m[1] === 'a' && !m[2] && !m[3];
    // "a" is an article unless it ends the question or a key word follows ("does a have", "a major").
    if (bareA && !/^\s*(?:$|have|has|major|minor|key)/.test(s.slice(m.index! + m[0].length))) continue;
    const mode = m[3] ? (/^m(?:in|inor)?$/.test(m[3]) ? 'minor' : 'major') : null;
    return { tonic: note(m[1]!, m[2]), mode, index: m.index! };
  }
  return null;
}

const keyOf = (tonic: string, mode: string | null): Key | null => parseKey(`${tonic} ${mode ?? 'major'}`);

/** "Bb7 b9", "G7 #5": an alteration typed apart is part of the chord symbol before it. */
const joinAlterations = (text: string) =>
  text.replace(/(?<![A-Za-z])([A-Ga-g](?:#|b)?[a-z]*\d+)\s+([b#](?:5|9|11|13))(?![\w#])/g, '$1$2');

/** Altered scale degrees ("b7", "#11") as the intervals they are above the root. */
const ALTERED_DEGREES: Readonly<Record<string, string>> = {
  b2: 'minor second',
  b3: 'minor third',
  '#4': 'augmented fourth',
  b5: 'diminished fifth',
  '#5': 'augmented fifth',
  b6: 'minor sixth',
  b7: 'minor seventh',
  b9: 'minor 9th',
  '#9': 'augmented 9th',
  '#11': 'augmented 11th',
  b13: 'minor 13th',
};

/** Semitones in an interval named in words ("a fourth", "2 semitones", "a whole step"). */
function semitonesIn(s: string): number | null {
  const steps =
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(semitones?|half[- ]?steps?|frets?|whole[- ]?steps?|tones?|steps?)\b/.exec(
      s,
    );
  if (steps) {
    const n = parseNumber(steps[1]!);
    if (n !== null) return /whole|^tones?$|^steps?$/.test(steps[2]!) ? n * 2 : n;
  }
  if (/\b(?:a |one )?(?:half[- ]?step|semitone)\b/.test(s)) return 1;
  if (/\b(?:a |one )?(?:whole[- ]?step|whole tone|tone)\b/.test(s)) return 2;
  const named =
    /\b(?:an? )?(minor|major|perfect|augmented|diminished)?\s*(2nd|3rd|4th|5th|6th|7th|second|third|fourth|fifth|sixth|seventh|octave|tritone)\b/.exec(
      s,
    );
  if (!named) return null;
  const number = ORDINAL[named[2]!] ?? named[2]!;
  if (number === 'tritone') return 6;
  if (number === 'octave') return 12;
  const quality = named[1] ?? (['fourth', 'fifth', 'octave'].includes(number) ? 'perfect' : 'major');
  return parseInterval(`${quality} ${number}`)?.semitones ?? null;
}

const DEGREE = '(?:[1-7]|one|two|three|four|five|six|seven)';
const degreeOf = (w: string) => numberOf(w) ?? Number(w);

/**
 * Read a theory fact asked casually, in any word order: notes of a scale or mode ("notes in f
 * blues", "mixolydian in a", "a minor pent"), of a chord or arpeggio ("whats in a cmaj7", "c major
 * 7 arpeggio"), intervals ("C to F# is what interval", "how many half steps in a fifth"), a
 * numeral's chord in a key ("the 5 chord in E"), chords of a key, key signatures both ways ("key
 * sig for g minor", "what key has 3 flats"), relative/parallel keys ("c minor relative major"),
 * enharmonics ("another name for bb"), transposing chords and capo shapes. It reads what is named,
 * not whether it is asked: the caller decides that. `null` when no fact can be read.
 * @example readFact('notes in d dorian') // { type: 'scale-notes', tonic: 'D', scale: 'dorian' }
 */
export function readFact(asked: string): TheoryQuestion | null {
  const text = joinAlterations(asked);
  const s = plainQuestion(text);
  // "what scale over a m7b5" asks which scale fits a chord, not the chord's notes: `explain` answers.
  if (SCALE_OVER_CHORD.test(s)) return null;

  // A capo and a chord shape: "capo 2 playing G shapes", "capo on 3 with em shapes".
  const capo =
    /\bcapo\b(?:\s+(?:is\s+)?(?:on|at))?(?:\s+(?:the\s+)?(?:fret\s+)?)?\s*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine)(?:st|nd|rd|th)?(?:\s+fret)?\b/.exec(
      s,
    );
  if (capo) {
    const fret = parseNumber(capo[1]!);
    // "strumming G C D with a capo on 2": the shapes are the chords played.
    const played = findChordSequence(text.replace(/\bcapo\b.*?\b\d{1,2}(?:st|nd|rd|th)?\b/i, ' '));
    const shapes = played?.kind === 'symbols' && played.chords.length >= 2 ? played.chords : null;
    const shape =
      /\b([a-g](?:#|b)?)(m|min|minor)?\s+(?:shapes?|chords?|forms?|positions?)\b/.exec(s) ??
      /\b(?:play(?:ing)?|in)\s+(?:an?\s+)?([a-g](?:#|b)?)(m|min|minor)?\b/.exec(s);
    if (fret !== null && fret > 0 && fret < 12) {
      if (shapes) return { type: 'capo', fret, shape: shapes[0]!, chords: shapes };
      if (shape) return { type: 'capo', fret, shape: `${shape[1]!.toUpperCase()}${shape[2] ? 'm' : ''}` };
    }
  }

  const named =
    modeOfParentScale(s) ??
    inversionAsked(s) ??
    bluesFormAsked(s) ??
    symbolMeaning(s) ??
    chordOnRoot(s) ??
    chordFormulaAsked(s) ??
    keyOfChordAsked(s) ??
    tritoneSubAsked(s) ??
    fretNoteAsked(s) ??
    tuningAsked(s) ??
    chordNamed(s) ??
    scaleDegreeAsked(s) ??
    chordToneAsked(s) ??
    degreeRoleAsked(s) ??
    chordsWith(s) ??
    samePitch(s) ??
    sameKey(s);
  if (named) return named;

  // Transposing a progression: "transpose C Am F G up 2", "Am F C G in the key of E".
  const seq = findChordSequence(text);
  if (seq && seq.kind === 'symbols') {
    const to =
      /\b(?:in(?:to)?|to)\s+(?:the\s+key\s+of\s+)?([a-g])(#|b|\s+sharp|\s+flat)?(?:\s+(major|minor))?\s*$/.exec(
        s,
      );
    const moving = /\btranspos|\bmove|\bshift|\bcapo\b/.test(s) || /\bin the key of\b/.test(s);
    if (moving) {
      // "up 2", "down three": a bare number after the direction counts semitones.
      const bare =
        /\b(?:up|down|by)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)\s*$/.exec(s);
      const amount = bare
        ? parseNumber(bare[1]!)
        : semitonesIn(s.replace(/\b(?:in|to)\s+the\s+key\s+of\b.*$/, ''));
      const down = /\bdown\b|\blower\b/.test(s);
      if (amount !== null && /\b(?:up|down|higher|lower|by)\b/.test(s))
        return { type: 'transpose-chords', chords: seq.chords, semitones: down ? -amount : amount };
      if (to) {
        const from = detectKeyFromChords(seq.chords)?.key;
        const target = parseKey(`${note(to[1]!, to[2])} ${to[3] ?? 'major'}`);
        if (from && target) {
          // Measure from the home key of the target's mode: Am F C G (C major) "in E" moves up 4.
          const home = from.mode === target.mode ? from : relativeKey(from);
          const shift = (((chromaOf(target.tonic) - chromaOf(home.tonic)) % 12) + 12) % 12;
          return { type: 'transpose-chords', chords: seq.chords, semitones: shift, key: target };
        }
      }
    }
  }

  // Enharmonic names: "another name for bb", "is f# the same as gb", "e# is what note".
  if (
    /\benharmonic|\banother name\b|\bother name\b|\bsame (?:note |pitch )?as\b|\bis what note\b|\bsame note\b|\b(?:real|actual) note\b|\b(?:even )?exists?\b|\bis there (?:such a thing as )?an? [a-g](?:#|b)(?![a-z0-9#])/.test(
      s,
    )
  ) {
    const n = new RegExp(`(?<![a-z0-9#])${NOTE}(?![a-z0-9#])`).exec(
      s.replace(/\bas\b|\ba\b(?! ?(?:#|b\b|sharp|flat))/g, ' '),
    );
    if (n) return { type: 'enharmonic', note: note(n[1]!, n[2]) };
  }

  // Which key has a signature: "what key has 3 flats", "key with four sharps".
  const has =
    /\b(?:key|keys|scale|scales|major|minor)\b[^0-9]*?\b(?:has|have|with|got|uses?)\s+(?:just\s+|only\s+)?(\d|one|two|three|four|five|six|seven|no)\s+(sharps?|flats?)\b/.exec(
      s,
    ) ??
    /^(\d|one|two|three|four|five|six|seven)\s+(sharps?|flats?)\s+(?:is\s+)?(?:what|which)\s+key\b/.exec(s);
  if (has) {
    const n = has[1] === 'no' ? 0 : parseNumber(has[1]!);
    if (n !== null && n <= 7) return { type: 'key-for-signature', fifths: /sharp/.test(has[2]!) ? n : -n };
  }

  // Intervals: "E up to C", "C to F#", "between B and F", "distance from D to B".
  const iv = new RegExp(
    `\\b(?:between\\s+|from\\s+)?${NOTE}\\s+(?:up\\s+to|down\\s+to|to|and)\\s+${NOTE}(?![a-z0-9#])`,
  ).exec(s);
  if (
    iv &&
    /\binterval|semitones?|half[- ]?steps?|frets?|\bdistance\b|\bhow far\b|\b(?:up|down) to\b|\bwhat\b|\bis an?\b|^\S+ (?:up )?to \S+$/.test(
      s,
    ) &&
    !/\bscale|chords?\b/.test(s)
  ) {
    // "D up to F# and then F# up to D": a second pair (upwards) asked with the first.
    const second = new RegExp(`\\b${NOTE}\\s+up\\s+to\\s+${NOTE}(?![a-z0-9#])`).exec(
      s.slice(iv.index! + iv[0].length),
    );
    return {
      type: 'interval',
      from: note(iv[1]!, iv[2]),
      to: note(iv[3]!, iv[4]),
      ...(/\bdown\s+to\b/.test(iv[0]) ? { down: true } : {}),
      ...(second ? { second: { from: note(second[1]!, second[2]), to: note(second[3]!, second[4]) } } : {}),
    };
  }
  // "how many semitones in a minor 7th", "how many half steps is an octave"
  if (/\b(?:semitones?|half[- ]?steps?|frets?)\b/.test(s) && /\bhow many\b/.test(s)) {
    const rest = s.replace(/^.*?\b(?:semitones?|half[- ]?steps?|frets?)\b/, '');
    const size = semitonesIn(rest);
    const named = size === null ? null : INTERVAL_OF_SIZE[size];
    if (named) return { type: 'note-at-interval', from: 'C', interval: named, up: true };
  }
  // "what keys are a major third apart from B", "notes a fifth away from D": both ways.
  const apart = new RegExp(
    `\\b(minor|major|perfect|augmented|diminished)?\\s*(2nd|3rd|4th|5th|6th|7th|second|third|fourth|fifth|sixth|seventh|tritone)s?\\s+(?:apart|away)\\s+from\\s+${NOTE}(?![a-z0-9#])`,
  ).exec(s);
  if (apart) {
    const number = ORDINAL[apart[2]!] ?? apart[2]!;
    const quality = apart[1] ?? (['fourth', 'fifth'].includes(number) ? 'perfect' : 'major');
    const interval = number === 'tritone' ? 'augmented fourth' : `${quality} ${number}`;
    if (parseInterval(interval))
      return { type: 'note-at-interval', from: note(apart[3]!, apart[4]), interval, up: true, both: true };
  }
  // "the b7 of E", "whats the #11 above C": an altered degree counted from a note.
  const altered = new RegExp(
    `(?<![a-z0-9#])(b|#|flat |sharp )(2|3|4|5|6|7|9|11|13)(?:st|nd|rd|th)?\\s+(?:of|in|above|from|over)\\s+${NOTE}(?![a-z0-9#])`,
  ).exec(s);
  const alteredName = altered
    ? ALTERED_DEGREES[`${altered[1]!.trim().replace('flat', 'b').replace('sharp', '#')}${altered[2]}`]
    : undefined;
  if (altered && alteredName)
    return { type: 'note-at-interval', from: note(altered[3]!, altered[4]), interval: alteredName, up: true };
  // "a major third above Ab", "whats a fifth below c", "a major 10th above D"; "the tritone of
  // C#": a tritone splits the octave, so the note "of" it is the same above or below.
  const above = new RegExp(
    `\\b(minor|major|perfect|augmented|diminished)?\\s*(2nd|3rd|4th|5th|6th|7th|9th|10th|11th|12th|13th|second|third|fourth|fifth|sixth|seventh|ninth|tenth|eleventh|twelfth|thirteenth|octave|tritone)\\s+(above|below|up from|down from|over|under)\\s+${NOTE}(?![a-z0-9#])`,
  ).exec(s.replace(/\btritone (?:of|from|on)\b/g, 'tritone above'));
  if (above) {
    const number = ORDINAL[above[2]!] ?? above[2]!;
    const perfect = /^(?:fourth|fifth|octave|11th|12th|eleventh|twelfth)$/.test(number);
    const quality = above[1] ?? (perfect ? 'perfect' : 'major');
    const interval = number === 'tritone' ? 'augmented fourth' : `${quality} ${number}`;
    if (parseInterval(interval))
      return {
        type: 'note-at-interval',
        from: note(above[4]!, above[5]),
        interval,
        up: !/below|down|under/.test(above[3]!),
      };
  }

  // A roman numeral's chord in a key: "the V chord in F# major", "iv in E minor", "I vi IV V in G".
  // "the V of V in A", "V7/ii in C": a secondary dominant is one numeral over another.
  // "so in C whats the V of V", "in C whats the bVII and the iv": the key named first.
  const keyFirst =
    /^(?:(?:so|ok|okay|and|now|right|hey|btw|quick one|fine|alright|cool)[,.!]?\s+)*in\s+([a-g](?:#|b)?(?:\s+(?:major|minor))?)[,]?\s+((?:what|which)\S*\s[^,;]+?)[\s?!.]*(?:[,;].*)?$/i.exec(
      text.trim().replace(/[\s,]+(?:pls|plz|please|thx|tho|though|again|then|real quick)\b/gi, ''),
    );
  // ("… and where do the weird notes come from" asks on; the numerals end before it.)
  const keyFirstAsk = keyFirst?.[2]?.replace(/\s+and\s+(?:where|why|how|what)\b.*$/i, '');
  const romanText = (keyFirst ? `${keyFirstAsk} in ${keyFirst[1]}` : text).replace(
    /\s+(?:and|&|\+)\s+(?:the\s+)?(?=[b#]?(?:vii|vi|iv|v|iii|ii|i|VII|VI|IV|V|III|II|I)\b)/g,
    ' ',
  );
  const roman =
    /\b(?:the\s+)?((?:[b#]?(?:vii|vi|iv|v|iii|ii|i)(?:7|maj7|°|o|ø)?[\s–-]+)*[b#]?(?:vii|vi|iv|v|iii|ii|i)(?:7|maj7|°|o|ø)?(?:\/[b#]?(?:vii|vi|iv|v|iii|ii|i))?)\s+(?:chords?\s+)?(?:in|of)\s+(?:the key of\s+)?([a-g](?:#|b)?(?:\s+(?:major|minor|dorian|mixolydian|lydian|phrygian|aeolian|locrian))?)(?![\w#])/i.exec(
      romanText
        .replace(
          /\b((?:v|vii°?)7?)\s+of\s+(?:the\s+)?((?:[b#]?(?:vii|vi|iv|v|iii|ii))|v)\b(?=\s+(?:chords?\s+)?(?:in|of)\b)/gi,
          '$1/$2',
        )
        // "v/v", "v7/ii" typed in lower case still mean the secondary dominant.
        .replace(/\bv(7?)\/v\b/g, 'V$1/V')
        .replace(/\bv(7?)(?=\/)/g, 'V$1'),
    );
  // "the ii V I in F minor": the ii–V–I explanation spells it, with the minor key's own chords.
  if (roman && /^ii[\s–-]+v7?[\s–-]+i$/i.test(roman[1]!)) return null;
  // "a backdoor ii V in Eb" is the backdoor progression, which its explanation spells.
  if (roman && /\bback ?door\b/.test(s)) return null;
  if (roman) {
    const key = parseKey(roman[2]!);
    const numerals = roman[1]!.split(/[\s–-]+/);
    if (key && numerals.every((n) => /^[b#]?[ivIV]/.test(n) && isRomanNumeral(n)))
      return { type: 'romans-to-chords', romans: numerals, key };
  }
  // Degrees as numbers or words: "the 5 chord in E", "four chord in A", "1 4 5 in G", "a 2 5 1 in F",
  // "in Ab what chord is the 6".
  const degreeText = keyFirst ? romanText.toLowerCase() : s;
  const degrees = new RegExp(
    `\\b(${DEGREE}(?:[\\s,-]+${DEGREE})*)\\s+(chords?\\s+)?(?:in|of)\\s+(?:the\\s+key\\s+of\\s+)?${NOTE}(?:\\s+(major|minor))?(?![a-z0-9#])`,
  ).exec(degreeText);
  if (degrees) {
    const list = degrees[1]!.split(/[\s,-]+/).map(degreeOf);
    const key = keyOf(note(degrees[3]!, degrees[4]), degrees[5] ?? null);
    const chordAsked = /\bchord (?:is|'s|would be) (?:the )?$/.test(degreeText.slice(0, degrees.index));
    if (key && (degrees[2] || chordAsked || list.length >= 3)) {
      const triads = diatonicTriads(key);
      const romans = list.map((d) => triads[d - 1]?.roman ?? '');
      // "a 2 5 1 in D minor" is the minor cadence: iiø7–V7–i.
      if (romans.every(Boolean)) return { type: 'romans-to-chords', romans: minorCadence(romans, key), key };
    }
  }

  // Diatonic chords of a key: "chords in a minor", "what chords can i use in a major".
  const inKey = new RegExp(
    `\\b(?:diatonic\\s+)?(?:(7th|seventh)\\s+)?(?:chords|triads)\\b(?:\\s+(?:can|do|should|could|would|that|which|i|you|we|go|fit|are|use|play|work))*\\s+(?:in|of|for)\\s+(?:the\\s+key\\s+of\\s+|a\\s+key\\s+of\\s+)?${NOTE}(?:\\s+(major|minor|natural minor))?(?![a-z0-9#])`,
  ).exec(s);
  // "which chords can i borrow in E": chords from outside the key, which `explain` answers.
  if (inKey && !OUTSIDE_KEY.test(s)) {
    // ("chords in A natural minor": the minor key's own chords.)
    const key = keyOf(note(inKey[2]!, inKey[3]), inKey[4]?.replace('natural ', '') ?? null);
    if (key) return { type: 'chords-in-key', key, sevenths: !!inKey[1] || /\b7th|seventh/.test(s) };
  }

  // Key signature: "what flat is in F major", "sharps in E", "e minor key signature", "does g have any flats".
  if (/\b(?:sharps?|flats?|key signature|accidentals)\b/.test(s)) {
    const k = keyToken(s.replace(/\b(?:sharps?|flats?|key signature|accidentals)\b/g, ' '));
    const key = k ? keyOf(k.tonic, k.mode) : null;
    if (key) return { type: 'key-signature', key };
  }

  // Relative / parallel keys, in any order: "relative minor of g", "c minor relative major".
  const rp = /\b(relative|parallel)\b(?:\s+(major|minor|key))?/.exec(s);
  if (rp) {
    const k = keyToken(s.replace(rp[0], ' '));
    if (k) {
      // "relative major of X": X is minor; "relative minor of X" and a bare "relative of X": major.
      const mode = k.mode ?? (rp[2] === 'major' ? 'minor' : 'major');
      const key = keyOf(k.tonic, mode);
      if (key) return { type: rp[1] === 'relative' ? 'relative-key' : 'parallel-key', key };
    }
  }

  // Scales: "notes in d dorian", "C# minor scale", "the F blues scale", "mixolydian in a",
  // "dorian scale starting on d", "notes in the key of f minor" ("a phrygian half cadence" names
  // a cadence, with "a" the article).
  const scale = new RegExp(
    `(?<![a-z0-9#])${NOTE}\\s+(${SCALE_WORDS})(?:\\s+(?:scale|mode))?(?![a-z0-9#]|\\s+(?:${INTERVAL_WORDS}|(?:half )?cadences?\\b))`,
  ).exec(s);
  const reversed = new RegExp(
    `\\b(${SCALE_WORDS})(\\s+(?:scale|mode))?\\s+(?:in|on|of|from|for|starting (?:on|from|at)|rooted (?:on|in|at)|with (?:a )?root(?: of)?)\\s+(?:the\\s+(?:note\\s+)?)?${NOTE}(?![a-z0-9#])`,
  ).exec(s);
  const keyNotes = new RegExp(`\\bnotes?\\b.*\\bkey of\\s+${NOTE}(?:\\s+(major|minor))?(?![a-z0-9#])`).exec(
    s,
  );
  const chordish = /\bchords?\b|\btriads?\b|\barpeggio\b|\bchord tones\b/.test(s);
  // "whats the hungarian minor scale", "what's a whole tone scale": a scale no topic explains,
  // asked without a tonic, is spelled on C ("a" there is the article).
  const untonic = new RegExp(`\\b(${UNEXPLAINED_SCALES})(?:\\s+(?:scale|mode))?(?![a-z0-9#])`).exec(s);
  const onC =
    untonic && !reversed && (!scale || isArticle(scale, s)) ? { tonic: 'C', word: untonic[1]! } : null;
  if (!chordish) {
    const pick = onC
      ? onC
      : scale
        ? { tonic: note(scale[1]!, scale[2]), word: scale[3]! }
        : reversed && (reversed[2] || !/^(?:major|minor|blues)$/.test(reversed[1]!))
          ? { tonic: note(reversed[3]!, reversed[4]), word: reversed[1]! }
          : keyNotes
            ? { tonic: note(keyNotes[1]!, keyNotes[2]), word: keyNotes[3] ?? 'major' }
            : null;
    if (pick) {
      const type = scaleType(pick.word);
      if (type) return { type: 'scale-notes', tonic: pick.tonic, scale: type };
    }
  }

  // Chords in words: "B diminished triad", "c major 7 arpeggio", "D minor 7th chord".
  for (const words of s.matchAll(
    // A lookahead, so "a b minor chord" tries "b minor" after the article fails.
    new RegExp(
      `(?<![a-z0-9#])(?=${NOTE}\\s+([a-z0-9 -]*?)\\s*(?:chord|triad|arpeggio|chord tones)\\b(?!\\s+progression))`,
      'g',
    ),
  )) {
    if (isArticle(words, s)) continue;
    const suffix = suffixOf(words[3]!);
    const symbol = suffix === null ? null : note(words[1]!, words[2]) + suffix;
    if (symbol && parseChord(symbol)) return { type: 'chord-notes', chord: symbol };
  }
  // "C augmented", "spell c minor 7", "e half diminished": a root and a quality.
  const bare = new RegExp(`\\b${NOTE}\\s+(${QUALITY_SOURCE})(?![a-z0-9#])`).exec(s);
  if (bare && !isArticle(bare, s)) {
    const q = bare[3]!;
    const suffix = /^sus/.test(q) ? q.replace(/suspended (\d).*/, 'sus$1') : suffixOf(q);
    const symbol = suffix === null ? null : note(bare[1]!, bare[2]) + suffix;
    if (symbol && parseChord(symbol)) return { type: 'chord-notes', chord: symbol };
  }
  // A slash chord: "D/F#", "C/E", "Am7/G" — the chord over a bass note.
  const slash = /(?<![A-Za-z])([A-G](?:#|b)?[a-z0-9#+°ø]*\/[A-G](?:#|b)?)(?![A-Za-z0-9#])/.exec(text);
  if (slash && parseChord(slash[1]!)) return { type: 'chord-notes', chord: slash[1]! };
  // A chord symbol in any case: "cmaj7", "dsus4", "E7#9", "D9", "f#m".
  for (const m of text.matchAll(
    /(?<![A-Za-z])([A-Ga-g](?:#|b)?(?:maj|min|m|dim|aug|sus|add|\d|°|ø)[A-Za-z0-9#b+°ø()]*(?:\/9)?)(?![A-Za-z])/g,
  )) {
    const raw = m[1]!;
    // Lower case, "am", "em", "bmi" are usually words: read them as chords only with an accidental,
    // a number or a quality ("f#m", "cmaj7", "dsus4") or right after a fact word ("notes of em").
    if (
      /^[a-g]/.test(raw) &&
      !/^[a-g](?:#|b)|\d|maj|dim|aug|sus|add/.test(raw) &&
      !/\b(?:of|in|an?|for|spell|is|notes)\s*$/.test(text.slice(0, m.index).toLowerCase())
    )
      continue;
    const symbol = raw[0]!.toUpperCase() + raw.slice(1);
    if (parseChord(symbol)) return { type: 'chord-notes', chord: symbol };
  }
  // A major or minor chord named with the word "chord" already read above; "a D minor chord"
  // without it is a key, not a fact.
  return null;
}

const INVERSIONS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
};

/** "first inversion of C major", "F in 2nd inversion", "G7 third inversion": the chord over that bass. */
function inversionAsked(s: string): TheoryQuestion | null {
  const CHORD = `${NOTE}\\s*(major|minor|maj7|m7|min|m|7|dim|aug)?`;
  const m =
    new RegExp(
      `\\b(first|1st|second|2nd|third|3rd) inversion (?:of |for )?(?:an? |the )?${CHORD}(?![a-z0-9#])`,
    ).exec(s) ??
    new RegExp(
      `(?<![a-z0-9#])${CHORD}\\s+(?:chord\\s+)?(?:in\\s+)?(first|1st|second|2nd|third|3rd) inversion\\b`,
    ).exec(s);
  if (!m) return null;
  // The first pattern names the inversion first, the second the chord.
  const [inversion, letter, accidental, quality] =
    m[1]! in INVERSIONS ? [m[1]!, m[2]!, m[3], m[4]] : [m[4]!, m[1]!, m[2], m[3]];
  const suffix = quality ? (suffixOf(quality) ?? quality) : '';
  const c = parseChord(note(letter, accidental) + suffix);
  const bass = c?.notes[INVERSIONS[inversion]!];
  return c && bass ? { type: 'chord-notes', chord: `${c.symbol}/${bass}` } : null;
}

/** "second inv?", "and in root position" asked of a chord: that chord with that bass. */
function otherInversion(s: string, chord: string): TheoryQuestion | null {
  const asked =
    /^(?:and |what about |how about |now )?(?:the |its |in )?(?:(first|1st|second|2nd|third|3rd) inv(?:ersion|\.)?|(root) pos(?:ition|\.)?)(?:[,\s]+(?:so )?(?:which|what) (?:note|one)(?: is| goes| sits| would be)?(?: on| at| in)?(?: the)? (?:bottom|bass|lowest))?\s*\??$/.exec(
      s.trim(),
    );
  const c = parseChord(chord);
  if (!asked || !c) return null;
  if (asked[2]) return { type: 'chord-notes', chord: c.root + c.suffix };
  return inversionAsked(`${asked[1]} inversion of ${c.root.toLowerCase()}${c.suffix}`);
}

const MODES_OF_MAJOR = ['ionian', 'dorian', 'phrygian', 'lydian', 'mixolydian', 'aeolian', 'locrian'];

/**
 * "the G major scale but start on D, what mode", "C major starting from A, which mode is that":
 * a major or minor scale played from another of its notes is the mode on that note.
 */
function modeOfParentScale(s: string): TheoryQuestion | null {
  if (!/\bmodes?\b/.test(s)) return null;
  const parent = new RegExp(`(?<![a-z0-9#])${NOTE}\\s+(major|natural minor|minor)\\b`).exec(s);
  const start = new RegExp(
    `\\b(?:start\\w*|begin\\w*|from)\\s+(?:(?:on|from|at|with)\\s+)?(?:the\\s+(?:note\\s+)?)?${NOTE}(?![a-z0-9#])`,
  ).exec(s);
  if (!parent || !start) return null;
  const minor = parent[3] !== 'major';
  const notes = scaleNotes(note(parent[1]!, parent[2]), minor ? 'natural minor' : 'major') ?? [];
  const at = notes.findIndex((n) => chromaOf(n) === chromaOf(note(start[1]!, start[2])));
  if (at < 0) return null;
  // A minor scale is the major scale's 6th mode: its degrees count on from aeolian.
  return { type: 'scale-notes', tonic: notes[at]!, scale: MODES_OF_MAJOR[(at + (minor ? 5 : 0)) % 7]! };
}

/**
 * Asking which scale or mode to play over a chord ("what scale over G7alt", "which mode goes over
 * a maj7 chord", "scale to solo over Dm7").
 */
export const SCALE_OVER_CHORD =
  /\b(?:what|which|best|right|good)\s+(?:scales?|modes?)\b.*\b(?:over|against|on|with|for|fits?|goes?|works?)\b|\b(?:scales?|modes?)\s+(?:(?:do|should|can|to)\s+(?:i|you|we)?\s*(?:play|use|solo|improvise)\s+)?(?:over|against|fits?|goes? (?:over|with))\b|\bchord[- ]scales?\b/;

const CHORD_SYMBOL = '([a-g](?:#|b)?(?:maj|min|m|dim|aug|sus|add|\\d)?[a-z0-9#b]*)';
const chordSymbol = (raw: string) => {
  const sym = raw[0]!.toUpperCase() + raw.slice(1);
  return parseChord(sym) ? sym : null;
};

/**
 * "12 bar blues in A, what chords", "minor blues chords in C", "whats an 8 bar blues": the blues form
 * in a key (C when none is named). A blues scale or its notes ("notes in f blues") are scales.
 */
function bluesFormAsked(s: string): TheoryQuestion | null {
  // "12 bar blues", "12-bar-blues", and "a blues of 12 bars" (as other languages put it).
  const before = /\b(?:(12|twelve|8|eight)[- ]?bars?[- ])?(minor )?blues\b/.exec(s);
  const after = /\b(minor )?blues (?:of|in|with|over) (12|twelve|8|eight) bars?\b/.exec(s);
  const count = before?.[1] ?? after?.[2];
  const minorWord = before?.[2] ?? after?.[1];
  if (!before || /\bscales?\b|\bnotes?\b|\bsolo\b|\bpentatonic\b/.test(s)) return null;
  const asksChords =
    /\bchords?\b|\bprogression\b|\bchanges\b|\bform\b|\bstructure\b|\bhow does\b.*\bgo\b/.test(s);
  if (!count && !asksChords) return null;
  // "chords in a 12 bar blues": "a" is the article there, not the key of A ("the V in a blues in A").
  const article = (m: RegExpExecArray) =>
    m[1] === 'a' &&
    !m[2] &&
    !m[3] &&
    /^\s+(?:\d|twelve|eight|minor blues|blues)/.test(s.slice(m.index + m[0].length));
  const named =
    [
      ...s.matchAll(
        new RegExp(`\\bin\\s+(?:the\\s+key\\s+of\\s+)?${NOTE}(?:\\s*(major|minor|min|m))?(?![a-z0-9#])`, 'g'),
      ),
    ].find((m) => !article(m as RegExpExecArray)) ??
    [
      ...s.matchAll(
        new RegExp(`(?<![a-z0-9#])${NOTE}(?:\\s+(minor|major))?\\s+(?:(?:12|8)[- ]?bars? )?blues\\b`, 'g'),
      ),
    ].find((m) => !(m[1] === 'a' && !m[2] && !m[3]));
  const minor = !!minorWord || /^m/.test(named?.[3] ?? '');
  const key = keyOf(named ? note(named[1]!, named[2]) : minor ? 'A' : 'C', minor ? 'minor' : 'major');
  return key ? { type: 'blues-form', key, bars: /^(?:8|eight)$/.test(count ?? '') ? 8 : 12 } : null;
}

/** Chord kinds in words, as the symbol suffix a formula answer shows. */
const FORMULA_KINDS: readonly [RegExp, string][] = [
  [/^power$/, '5'],
  [/^(?:half[- ]diminished(?: 7th| seventh)?|m7b5)$/, 'm7b5'],
  [/^(?:diminished 7th|diminished seventh|dim7|fully diminished)$/, 'dim7'],
  [/^(?:dominant(?: 7th| seventh| 7)?|dom7|7th|seventh)$/, '7'],
  [/^(?:major 7th|major seventh|maj7|major 7)$/, 'maj7'],
  [/^(?:minor 7th|minor seventh|m7|min7|minor 7)$/, 'm7'],
  [/^(?:minor (?:9th|ninth|9))$/, 'm9'],
  [/^(?:major (?:9th|ninth|9))$/, 'maj9'],
  [/^(?:minor (?:6th|sixth|6))$/, 'm6'],
  [/^(?:minor (?:11th|eleventh|11))$/, 'm11'],
  [/^(?:dominant )?(?:13th|thirteenth|13)$/, '13'],
  [/^(?:diminished|dim)$/, 'dim'],
  [/^(?:augmented|aug)$/, 'aug'],
  [/^(?:sus4|suspended 4th|suspended fourth|sus)$/, 'sus4'],
  [/^(?:sus2|suspended 2nd|suspended second)$/, 'sus2'],
  [/^(?:add9|add 9)$/, 'add9'],
  [/^(?:6th|sixth|6)$/, '6'],
  [/^(?:9th|ninth|dominant 9th|9)$/, '9'],
  [/^(?:major|maj)$/, ''],
  [/^(?:minor|min)$/, 'm'],
];

/**
 * "whats a power chord made of", "what notes make up a dominant 7th chord", "how is an add9 chord
 * built": a kind of chord, not one on a root. "a minor chord" may be A minor, so "a" counts as the
 * article only before a kind no letter A would take ("a power chord", "a dominant 7th chord").
 */
/** "whats C-7 mean", "what does CΔ7 mean": a chord in jazz shorthand, read as the chord it names. */
function symbolMeaning(s: string): TheoryQuestion | null {
  const m =
    /\bwhat(?: is| does)?\s+(?:an?\s+|the\s+)?([a-g](?:#|b)?(?:-|\+|ø|°|δ|\^|mi)[a-z0-9#b+°øδ^()-]*)\s+(?:mean|stand for|chord)\b/.exec(
      s,
    );
  if (!m) return null;
  const symbol = m[1]![0]!.toUpperCase() + m[1]!.slice(1).replace(/δ/g, 'Δ');
  return parseChord(symbol) ? { type: 'chord-notes', chord: symbol } : null;
}

/** "an augmented chord on F", "a dim7 built on C#", "a half diminished chord starting on B": that chord. */
function chordOnRoot(s: string): TheoryQuestion | null {
  const m =
    /(?:^|\b(?:an?|the)\s+)((?:half[- ]diminished|diminished|dominant|major|minor|augmented|suspended|sus[24]?|add ?9|maj7|m7|min7|m7b5|dim7?|aug|dom7|6th|sixth|7th|seventh|9th|ninth|13th|power)(?:\s+(?:7th|seventh|7|4th|fourth|2nd|second|9th|ninth|9|6th|sixth|6|11th|11|13th|13))?)\s+(?:chord\s+|triad\s+)?(?:built\s+|starting\s+|rooted\s+|based\s+)?(?:on|from)\s+(?:the\s+(?:note\s+)?)?([a-g])(#|b)?(?![\w#])/.exec(
      s,
    );
  if (!m) return null;
  const suffix = FORMULA_KINDS.find(([re]) => re.test(m[1]!))?.[1];
  const chord = suffix === undefined ? null : `${m[2]!.toUpperCase()}${m[3] ?? ''}${suffix}`;
  return chord && parseChord(chord) ? { type: 'chord-notes', chord } : null;
}

function chordFormulaAsked(s: string): TheoryQuestion | null {
  if (
    !/\bmade (?:of|up)|\b(?:made|formed|constructed)$|\bmake up\b|\bnotes\b|\bconsist|\bbuilt\b|\bbuild\b|\bformula\b|\bspell|\btones\b|\bintervals\b|\bwhat is in\b|\bwhat goes in/.test(
      s,
    )
  )
    return null;
  if (/\bpower ?chords?\b/.test(s)) return { type: 'chord-formula', suffix: '5' };
  const m =
    /\b(an?|the|of|in|are|is)\s+((?:half[- ]diminished|diminished|dominant|major|minor|augmented|suspended|sus[24]?|add ?9|maj7|m7|min7|m7b5|dim7?|aug|dom7|6th|sixth|7th|seventh|9th|ninth|13th)(?:\s+(?:7th|seventh|7|4th|fourth|2nd|second|9th|ninth|9|6th|sixth|6|11th|11|13th|13))?)(?:\s+chords?\b|\s+(?:built|made|formed|constructed|spelled)\b|$)/.exec(
      s,
    );
  if (!m) return null;
  // "notes in a minor chord" may be A minor: "a" is the article only before a kind no A would take,
  // or when the question asks how a kind is built ("what intervals make up a major 7th chord").
  const kindAsked = /\bintervals\b|\bformula\b|\bbuilt\b|\bbuild\b|\bhow (?:is|are|do)\b/.test(s);
  if (
    m[1] === 'a' &&
    !kindAsked &&
    /^(?:major|minor|maj7|m7|min7|m7b5|add|6th|sixth|7th|seventh|9th|ninth)/.test(m[2]!)
  )
    return null;
  if (m[1] === 'of' || m[1] === 'in') return null;
  const suffix = FORMULA_KINDS.find(([re]) => re.test(m[2]!))?.[1];
  return suffix === undefined ? null : { type: 'chord-formula', suffix };
}

const DEGREE_NAMES: Readonly<Record<string, number>> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
  vii: 7,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  tonic: 1,
  supertonic: 2,
  mediant: 3,
  subdominant: 4,
  dominant: 5,
  submediant: 6,
  'leading tone': 7,
};
const DEGREE_NAME =
  '(vii|iii|ii|iv|vi|v|i|[1-7]|one|two|three|four|five|six|seven|tonic|supertonic|mediant|subdominant|dominant|submediant|leading tone)(?:7|°|ø|o|ø7|°7)?';
const POINTED = '(that|it|this|this chord|that chord)';

/**
 * The chord and the degree of "what key is F#m7b5 the ii of", "G7 is the V of what key", "which key
 * has Dm as its ii"; the chord is `null` when the message points back ("what key would that be the
 * ii of"). `null` when no such question is asked.
 */
export function degreeOfKeyAsked(s: string): { chord: string | null; degree: number } | null {
  const subject = `(?:${POINTED}|${CHORD_SYMBOL})`;
  const deg = `(?:the |its |a )?${DEGREE_NAME}(?: chord)?`;
  const res = [
    new RegExp(
      `\\b(?:what|which) key (?:is|would|does|could|might|will)(?: be)? ${subject}(?: chord)?(?: be)? ${deg} (?:of|in)\\b`,
    ),
    new RegExp(`\\bwhat is ${subject}(?: chord)? ${deg} (?:of|in)\\s*$`),
    new RegExp(`${subject}(?: chord)? (?:is|would be|could be|be) ${deg} (?:of|in) (?:what|which)\\b`),
    new RegExp(`\\b(?:what|which) keys? (?:has|have|uses?|got) ${subject}(?: chord)? as ${deg}\\b`),
  ];
  for (const re of res) {
    const m = re.exec(s);
    if (!m) continue;
    const degree = DEGREE_NAMES[m[3]!] ?? Number(m[3]);
    if (!degree) continue;
    if (m[1]) return { chord: null, degree };
    const chord = chordSymbol(m[2]!);
    if (chord) return { chord, degree };
  }
  return null;
}

function keyOfChordAsked(s: string): TheoryQuestion | null {
  const asked = degreeOfKeyAsked(s);
  return asked?.chord ? { type: 'key-of-chord', chord: asked.chord, degree: asked.degree } : null;
}

/** "tritone sub for E7", "whats the sub for G7", "tritone substitute of Db7". */
function tritoneSubAsked(s: string): TheoryQuestion | null {
  const m = new RegExp(
    `\\b(?:tritone\\s+)?sub(?:stitute|stitution|s)?\\s+(?:for|of)\\s+(?:an?\\s+|the\\s+)?${CHORD_SYMBOL}(?![a-z0-9#])`,
  ).exec(s);
  // "a tritone sub for the V chord in D minor": the key's dominant seventh.
  const ofV =
    /\b(?:tritone\s+)?sub(?:stitute|stitution|s)?\s+(?:for|of)\s+(?:the\s+|a\s+)?(?:v7?|five|dominant)(?:\s+chord)?\s+(?:in|of)\s+(?:the key of\s+)?([a-g](?:#|b)?(?:\s+(?:major|minor))?)\b/.exec(
      s,
    );
  const key = ofV && /\btritone\b/.test(s) ? parseKey(ofV[1]!) : null;
  const dominant = key ? romanToChord('V7', key)?.symbol : undefined;
  if (dominant) return { type: 'tritone-sub', chord: dominant };
  const chord = m ? chordSymbol(m[1]!) : null;
  // A sub replaces a dominant; a bare letter ("the sub for G") means its seventh chord.
  if (!chord) return null;
  return { type: 'tritone-sub', chord: /^[A-G](?:#|b)?$/.test(chord) ? `${chord}7` : chord };
}

/** "what note is on the 7th fret of the A string", "A string 5th fret", "fret 3 on the low E". */
function fretNoteAsked(s: string): TheoryQuestion | null {
  const fret = '(?:fret\\s+(?<n1>\\d{1,2})|(?<n2>\\d{1,2})(?:st|nd|rd|th)?\\s+fret)';
  const string = '(?:(?<string>low e|high e)(?:\\s+string)?|(?<letter>[a-g])\\s+string)';
  const m =
    new RegExp(`\\b${fret}\\s+(?:of|on)\\s+(?:the\\s+)?${string}\\b`).exec(s) ??
    new RegExp(`\\b${string},?\\s+(?:(?:at|on)\\s+)?(?:the\\s+)?${fret}`).exec(s);
  const g = m?.groups;
  if (!g) return null;
  const fretNo = Number(g.n1 ?? g.n2);
  const name = g.string ? g.string.replace(/e$/, 'E') : g.letter!.toUpperCase();
  // Standard tuning: E A D G B E, so there is no open C, F or flat string.
  if (fretNo > 24 || !/^(?:[EADGB]|low E|high E)$/.test(name)) return null;
  return { type: 'fret-note', string: name, fret: fretNo };
}

// Standard tunings, low string first (the ukulele's G is re-entrant: tuned above the C).
/** Alternate guitar tunings by the names players use, strings low to high. */
export const ALTERNATE_TUNINGS: Readonly<Record<string, readonly string[]>> = {
  'double drop d': ['D', 'A', 'D', 'G', 'B', 'D'],
  'drop d': ['D', 'A', 'D', 'G', 'B', 'E'],
  'drop c#': ['C#', 'G#', 'C#', 'F#', 'A#', 'D#'],
  'drop c': ['C', 'G', 'C', 'F', 'A', 'D'],
  'drop b': ['B', 'F#', 'B', 'E', 'G#', 'C#'],
  dadgad: ['D', 'A', 'D', 'G', 'A', 'D'],
  'open g': ['D', 'G', 'D', 'G', 'B', 'D'],
  'open d': ['D', 'A', 'D', 'F#', 'A', 'D'],
  'open e': ['E', 'B', 'E', 'G#', 'B', 'E'],
  'open a': ['E', 'A', 'E', 'A', 'C#', 'E'],
  'open c': ['C', 'G', 'C', 'G', 'C', 'E'],
  'half step down': ['Eb', 'Ab', 'Db', 'Gb', 'Bb', 'Eb'],
  'eb standard': ['Eb', 'Ab', 'Db', 'Gb', 'Bb', 'Eb'],
  'd standard': ['D', 'G', 'C', 'F', 'A', 'D'],
};

export const TUNINGS: Readonly<Record<TunedInstrument, readonly string[]>> = {
  guitar: ['E', 'A', 'D', 'G', 'B', 'E'],
  bass: ['E', 'A', 'D', 'G'],
  bass5: ['B', 'E', 'A', 'D', 'G'],
  ukulele: ['G', 'C', 'E', 'A'],
  violin: ['G', 'D', 'A', 'E'],
  viola: ['C', 'G', 'D', 'A'],
  cello: ['C', 'G', 'D', 'A'],
  mandolin: ['G', 'D', 'A', 'E'],
};

/**
 * "what notes is a uke tuned to", "standard tuning on a 4 string bass", "whats the note on the
 * 5th fret of each string": a standard tuning, or one fret across every string.
 */
function tuningAsked(s: string): TheoryQuestion | null {
  // "drop D tuning, what are the strings low to high", "open G?": an alternate guitar tuning.
  const alternate = new RegExp(
    `\\b(${Object.keys(ALTERNATE_TUNINGS).join('|')})\\b(?! (?:chord|shape|scale|major|minor))`,
  ).exec(s);
  if (
    alternate &&
    (/\btun(?:ed|ings?)\b|\bstrings?\b|\blow to high\b/.test(s) ||
      s
        .replace(/^(?:and|what about|how about|ok|so)\s+/, '')
        .trim()
        .split(/\s+/).length <= 3) &&
    // "creep chords in drop d tuning" plays in it; "whats it good for" asks advice, and so does
    // "which string gauge for drop c" (strings to buy, not the notes).
    !/\b(?:chords|riffs?|songs?|play|good for|used for|why|sound|gauges?|heavier|thicker|lighter|tension|floppy|slack|buy|get)\b|\bin (?:drop|open|dadgad|half|d standard|eb standard)\b/.test(
      s,
    ) &&
    !/\b(?:bass|uke|ukulele|violin|cello|viola|mandolin)\b/.test(s)
  )
    return { type: 'tuning', instrument: 'guitar', alternate: alternate[1]! };
  const fret = /\b(?:fret\s+(\d{1,2})|(\d{1,2})(?:st|nd|rd|th)?\s+fret)\b/.exec(s);
  const everyString = /\b(?:each|every|all(?: the)?|all six|all 6|the open)\s+strings?\b/.test(s);
  const tuned =
    /\btun(?:ed|ings?)\b|\bopen strings?\b|\bstrings? (?:are|is)\b|\bnotes? (?:of|on) the strings\b/.test(s);
  const instrument: TunedInstrument | null = /\bbass\b/.test(s)
    ? /\b(?:5|five)[- ]string\b/.test(s)
      ? 'bass5'
      : 'bass'
    : /\buke\b|\bukulele\b/.test(s)
      ? 'ukulele'
      : /\bviolin\b|\bfiddle\b/.test(s)
        ? 'violin'
        : /\bviola\b/.test(s)
          ? 'viola'
          : /\bcello\b/.test(s)
            ? 'cello'
            : /\bmandolin\b/.test(s)
              ? 'mandolin'
              : /\bguitar\b|\bstandard tuning\b|\bstrings?\b/.test(s)
                ? 'guitar'
                : null;
  if (!instrument) return null;
  // "how do u tune a ukulele": the strings' notes answer it (a guitar's how-to is practical advice).
  const tunedHow =
    instrument !== 'guitar' &&
    /\b(?:how (?:do|to|should|would|can) (?:i |you |u |we |ya )?|what do (?:i|you|u) )tune\b/.test(s);
  const n = fret ? Number(fret[1] ?? fret[2]) : undefined;
  // Drop D, DADGAD and other tunings are other questions; this reads the standard one.
  if (/\bdrop\b|\bdadgad\b|\bopen [a-g]\b/.test(s)) return null;
  if (n !== undefined && everyString && n <= 24) return { type: 'tuning', instrument, fret: n };
  const asks = /\b(?:what|which|how|notes?|standard)\b/.test(s) || s.trim().split(/\s+/).length <= 4;
  if (n === undefined && (tuned || tunedHow) && asks) return { type: 'tuning', instrument };
  return null;
}

const NOTE_NAME = '[a-g](?:#|b)?';
const NOTE_RUN = new RegExp(`(?<![a-z0-9#])(${NOTE_NAME}(?:[\\s,/-]+${NOTE_NAME}){2,6})(?![a-z0-9#])`);
const ASKS_CHORD_NAME =
  /\b(?:what|which|name (?:this|the|that|these)|identify(?: this| the)?)\s+chords?\b|\bchords? (?:is|are|do|does|has|have|with|made (?:of|from|up of)|contains?|spells?)\b|\b(?:make|makes|spell|spells|form|forms) (?:what|which) chord\b/;

/** "what chord is C E G Bb", "name this chord: D F# A C", "what chord has the notes f a c e". */
function chordNamed(s: string): TheoryQuestion | null {
  if (!ASKS_CHORD_NAME.test(s)) return null;
  const run = NOTE_RUN.exec(s);
  if (!run) return null;
  const notes = run[1]!.split(/[\s,/-]+/).map((n) => note(n[0]!, n.slice(1) || undefined));
  return identifyChord(notes) ? { type: 'chord-name', notes } : null;
}

const TONE_DEGREE: Readonly<Record<string, number>> = {
  root: 1,
  '3rd': 3,
  third: 3,
  '5th': 5,
  fifth: 5,
  '7th': 7,
  seventh: 7,
  '9th': 9,
  ninth: 9,
};

const DEGREE_ORDINALS: Readonly<Record<string, number>> = {
  '1st': 1,
  first: 1,
  '2nd': 2,
  second: 2,
  '3rd': 3,
  third: 3,
  '4th': 4,
  fourth: 4,
  '5th': 5,
  fifth: 5,
  '6th': 6,
  sixth: 6,
  '7th': 7,
  seventh: 7,
};

/** "whats the 6th of a c major scale", "2nd degree of e major", "4th note of the d dorian scale". */
function scaleDegreeAsked(s: string): TheoryQuestion | null {
  if (!/\b(?:scale|degree|key|mode)\b/.test(s)) return null;
  const m =
    /\b(1st|first|2nd|second|3rd|third|4th|fourth|5th|fifth|6th|sixth|7th|seventh)\s+(?:(?:scale\s+)?(?:degree|note|step)\s+)?(?:of|in)\s+(?:an?\s+|the\s+)?(?:key of\s+)?([a-g].*)$/.exec(
      s,
    );
  if (!m) return null;
  const inner = readFact(`${m[2]!.replace(/\s+(?:scale|key|mode)\b.*$/, '')} scale`);
  if (inner?.type !== 'scale-notes') return null;
  return { type: 'scale-degree', tonic: inner.tonic, scale: inner.scale, degree: DEGREE_ORDINALS[m[1]!]! };
}

/** "the 3rd of a Bb chord", "whats the 5th of e minor", "root of F#m7b5". */
function chordToneAsked(s: string): TheoryQuestion | null {
  const m =
    /(?<!\b(?:major|minor|perfect|augmented|diminished|flat|sharp|picardy)\s)\b(root|3rd|third|5th|fifth|7th|seventh|9th|ninth)\s+(?:note\s+|tone\s+)?(?:of|in)\s+(?:an?\s+|the\s+)?([a-g].*)$/.exec(
      s,
    );
  if (!m) return null;
  const inner = readFact(`notes of ${m[2]!.replace(/\s+(?:chord|triad)\b.*$/, '')} chord`);
  if (inner?.type !== 'chord-notes') return null;
  const degree = TONE_DEGREE[m[1]!]!;
  return parseChord(inner.chord)?.intervals.some((iv) => Number.parseInt(iv, 10) === degree)
    ? { type: 'chord-tone', chord: inner.chord, degree }
    : null;
}

const ROLE_WORDS: Readonly<Record<string, DegreeRole>> = {
  tonic: 'tonic',
  supertonic: 'supertonic',
  mediant: 'mediant',
  subdominant: 'subdominant',
  dominant: 'dominant',
  submediant: 'submediant',
  'leading tone': 'leading tone',
  'leading note': 'leading tone',
  subtonic: 'subtonic',
};

const DEGREE_NAMED =
  /\b(?:tonic|supertonic|mediant|subdominant|dominant|submediant|leading (?:tone|note)|subtonic)\b/;

/**
 * "the dominant of a minor", "whats the subdominant in g", "leading tone in b flat major", "the
 * dominant 7th in Db" (its V7), "dominant chord in c# harmonic minor" (a minor key's V).
 */
function degreeRoleAsked(s: string): TheoryQuestion | null {
  const m =
    /(?<!\bsecondary\s)\b(tonic|supertonic|mediant|subdominant|dominant|submediant|leading (?:tone|note)|subtonic)(\s+(?:7th|seventh))?(?:\s+(?:note|chord|degree))?\s+(?:of|in)\s+(?:the\s+key\s+of\s+)?(.+)$/.exec(
      s,
    );
  if (!m) return null;
  const k = keyToken(` ${m[3]!.replace(/\b(?:harmonic|melodic|natural) minor\b/, 'minor')} `);
  const key = k && k.index <= 1 ? keyOf(k.tonic, k.mode) : null;
  if (!key) return null;
  if (m[2] && m[1] === 'dominant') return { type: 'romans-to-chords', romans: ['V7'], key };
  return { type: 'degree-function', key, role: ROLE_WORDS[m[1]!]! };
}

const KEY_NAME = '([a-g](?:#|b)?)\\s*(m|min|minor|maj|major)?';

/** "what chords go well with Am", "chords that sound good with e minor": the chords of its key. */
function chordsWith(s: string): TheoryQuestion | null {
  const m = new RegExp(
    `\\bchords?\\b.*\\b(?:go|goes|sound|sounds|work|works|fit|fits)(?: (?:well|good|nice|great))? (?:with|alongside)\\s+(?:an?\\s+)?${KEY_NAME}(?:\\s+chord)?$`,
  ).exec(s);
  if (!m) return null;
  const key = keyOf(
    note(m[1]![0]!, m[1]!.slice(1) || undefined),
    /^m(?:in|inor)?$/.test(m[2] ?? '') ? 'minor' : 'major',
  );
  return key ? { type: 'chords-in-key', key, sevenths: false } : null;
}

/** "is Bb major and G minor the same key", "are c and a minor related": relative keys. */
/** Two note names compared: "so C and B# are the same right?", "is Fb the same note as E". */
function samePitch(s: string): TheoryQuestion | null {
  const n = `${NOTE}(?![a-z0-9#])`;
  const same = `(?:really\\s+|actually\\s+)?(?:the\\s+)?same(?!\\s+key)\\b`;
  const m =
    new RegExp(`\\b(?:is|are)\\s+${n}\\s+(?:and|&)\\s+${n}\\s+${same}`).exec(s) ??
    new RegExp(`(?:^|\\bso\\s+)${n}\\s+(?:and|&)\\s+${n}\\s+(?:are|r)\\s+${same}`).exec(s) ??
    new RegExp(`\\b(?:is|are)\\s+${n}\\s+${same}\\s+(?:note\\s+|pitch\\s+)?as\\s+${n}`).exec(s);
  if (!m) return null;
  return { type: 'same-pitch', notes: [note(m[1]!, m[2]), note(m[3]!, m[4])] };
}

function sameKey(s: string): TheoryQuestion | null {
  const m = new RegExp(
    `\\b(?:is|are)\\s+${KEY_NAME}\\s+(?:and|&)\\s+${KEY_NAME}\\s+(?:the same key|the same|related|relative)`,
  ).exec(s);
  if (!m) return null;
  const mode = (w: string | undefined) => (/^m(?:in|inor)?$/.test(w ?? '') ? 'minor' : 'major');
  const [a, b] = [note(m[1]![0]!, m[1]!.slice(1) || undefined), note(m[3]![0]!, m[3]!.slice(1) || undefined)];
  // "is Eb and D# the same key": one tonic spelled two ways, not two related keys.
  if (a !== b && chromaOf(a) === chromaOf(b) && mode(m[2]) === mode(m[4]))
    return { type: 'same-pitch', notes: [a, b] };
  const key = keyOf(a, mode(m[2]));
  return key ? { type: 'relative-key', key } : null;
}

/** Interval names by size in semitones, for "how many semitones in …" (answered from C). */
const INTERVAL_OF_SIZE: readonly string[] = [
  '',
  'minor second',
  'major second',
  'minor third',
  'major third',
  'perfect fourth',
  'augmented fourth',
  'perfect fifth',
  'minor sixth',
  'major sixth',
  'minor seventh',
  'major seventh',
  'octave',
];
const chromaOf = (n: string) => parseChord(n)?.rootChroma ?? 0;

/**
 * Whether a matched "a" is the article, not the note A: "what is a 9th chord", "a chord",
 * "what is a diminished chord" ask about a kind of chord.
 */
function isArticle(m: RegExpMatchArray, s: string): boolean {
  if (m[1] !== 'a' || m[2]) return false;
  const words = (m[3] ?? '').trim();
  const before = s.slice(0, m.index ?? 0);
  return (
    words === '' || /^\d/.test(words) || /\b(?:what is|explain|whats|what makes|is it|like)\s*$/.test(before)
  );
}

/** A scale word as the engine names it ("pentatonic minor" → minor pentatonic, "minor" → natural minor). */
function scaleType(word: string): string | null {
  const w = word.replace(/^pentatonic (major|minor)$/, '$1 pentatonic');
  const type = w === 'pentatonic' ? 'major pentatonic' : w === 'minor' ? 'natural minor' : w;
  return parseScaleType(type) ? type : null;
}

// Asking words: a question word, a fact noun, or a question mark.
const ASKS =
  /(?:^|\s)(?:what|which|how many|how much|how does .+ go|how do (?:you|i) spell|notes?|tones?|spell|spelled|spelling|made of|made up|consist|built|formula|how (?:is|are) .+ (?:made|formed|constructed)|scale|mode|arpeggio|key signature|sharps?|flats?|relative|parallel|interval|semitones?|half steps?|enharmonic|another name|same as|exists?|real note|such a thing|(?:the )?same key|related|capo|transpose|roman|numerals?|analy[sz]e|diatonic|triads?|degrees?|above|below|distance|how far|(?:all )?(?:the )?(?:7th |seventh )?chords (?:in|of|for)|tell me|give me the|list|name (?:the|this|that|these)|identify|show me the notes)(?=\s|$)|\?\s*$/;
// Asking for music rather than a fact.
const COMMISSIONS =
  /\b(?:write|compose|generate|create|produce|progression|jam|backing|groove|beat|loop|vamp|bpm|bars?|track|tune|song|riff|something|anything|make (?:me |us )?(?:a|an|some)|give me (?:a|an|some)\b(?! example)|(?:can|could) you play|play (?:me|it|us|something|a|an|some)\b)/;
// Wanting an explanation: why it sounds or works, what a difference is.
const EXPLAINS =
  /\b(?:why|how come|what makes|pulls?|modulat\w*|key change|voice[- ]lead\w*|(?:4|four)[- ]part|explain|difference|diff|differ|different|vs\.?|versus|compare|sounds?|sound(?:ing)?|feels?|works?|mean|means|meaning|function|used for|secondary dominants?|(?:comes?|coming|borrowed|taken) from)\b|\bdo$/;
// Changing the piece in focus.
const EDITS =
  /\b(?:it|this|that|its|here|the piece|the song|instead|what if|make|change|switch|turn|go to|now in|try|use|add|put|swap|transpose it)\b/;

/**
 * Whether a message asks for the fact `readFact` read in it, rather than for music, an explanation
 * or an edit of the piece in focus. With a piece in focus the question must ask ("what's …",
 * "notes of …", "… scale", "?"): a bare "D dorian" there changes the piece. Without one, a bare
 * fact name ("g melodic minor", "Dm7b5") asks too, but a bare key or a progression commissions,
 * and so does a message that names a style, tempo or instrument (`styled`: "lofi chords in A minor").
 * @example asksForFact('notes in f blues', readFact('notes in f blues')!, false) // true
 */
export function asksForFact(text: string, fact: TheoryQuestion, focus: boolean, styled = false): boolean {
  const s = plainQuestion(text);
  const asks = ASKS.test(s) || /\?\s*$/.test(text.trim());
  // A fret on a string is asked, though "string" names an instrument.
  // "tuned", "tuning" name no tune to write.
  if (fact.type === 'fret-note' || fact.type === 'tuning')
    return !COMMISSIONS.test(s.replace(/\btun(?:ed|ing|e)\b/g, ' '));
  // "minor blues chords in C": the blues is the subject, not a style asked for; "12 bar" no length.
  if (fact.type === 'blues-form')
    return (
      (asks || /\bchords\b|\bprogression\b|\bchanges\b/.test(s)) &&
      (!COMMISSIONS.test(s.replace(/\b(?:\d+|twelve|eight)[- ]?bars?\b/g, ' ')) ||
        /\bwhat\b|\bwhich\b/.test(s))
    );
  if ((styled || COMMISSIONS.test(s)) && !/\bwhat\b|\bwhich\b|\bhow many\b/.test(s)) return false;
  // "with capo 3, what key does it sound in": the key under the capo is asked, however it sounds.
  if (fact.type === 'capo' && asks) return true;
  // "whats C-7 mean": a shorthand symbol's meaning is the chord it names.
  if (fact.type === 'chord-notes' && symbolMeaning(s) !== null) return true;
  // "Bb/D, is that like a bass note thing": what a slash chord is, which an explanation answers.
  if (fact.type === 'chord-notes' && /\//.test(fact.chord) && /\b(?:thing|point of|why)\b/.test(s))
    return false;
  // "whats D/F# mean, like which notes": asking the notes, whatever else is said.
  if (EXPLAINS.test(s) && !/\b(?:which|what) notes\b|\bnotes (?:in|of)\b/.test(s)) return false;
  // "transpose this down a minor third": about the piece or file in the chat, not a fact ("name
  // this chord: D F# A C" names its notes).
  // ("whats the iv chord in F minor, spell it": "it" is the chord asked.)
  // ("… start on D, what mode is that": "that" is what the question just described.)
  const unspelled = s
    .replace(/\bspell (?:it|that|them|those)(?: out)?\b/g, 'spell')
    .replace(
      /\b(?:what|which) (?:mode|scale|chord|note|key) (?:is|would be|do i get|does) (?:that|it|this)\b/g,
      'what',
    );
  if (
    /\b(?:it|this|that|these|those)\b/.test(unspelled) &&
    fact.type !== 'capo' &&
    fact.type !== 'chord-name' &&
    // ("D up to F# and F# up to D, what are those": two notes named are what "those" are.)
    fact.type !== 'interval'
  )
    return false;
  // Notes named as a chord ("name this chord: D F# A C") never change the piece.
  if (focus && fact.type !== 'chord-name' && (EDITS.test(unspelled) || !asks)) return false;
  if (asks) return true;
  // "dominant chord in c# harmonic minor": a degree asked by its name is never a piece to write.
  if (DEGREE_NAMED.test(s) && (fact.type === 'degree-function' || fact.type === 'romans-to-chords'))
    return true;
  if (s.split(' ').length > 4) return false;
  // A bare name: a chord, or a scale no piece is named for — not a bare key ("C minor") nor a
  // progression ("Am F C G").
  const seq = findChordSequence(text);
  if (seq && seq.chords.length >= 2 && fact.type !== 'transpose-chords') return false;
  if (fact.type === 'scale-notes') return !/^(?:major|natural minor|minor)$/.test(fact.scale);
  return fact.type === 'chord-notes' || fact.type === 'transpose-chords' || fact.type === 'capo';
}

// A follow-up that only swaps the subject of the fact just asked: "and in F?", "what about e",
// "and lydian?", "what about the minor one", "same for Eb", "now the minor".
const FOLLOW_UP =
  /^(?:ok(?:ay)?\s+|so\s+|cool\s+|nice\s+)?(?:and|what about|how about|now|same for|same thing for|also|then|and now|and for|ok and|and what about|and how about)\b/;

const CORRECTED = /^(?:(?:ok|okay|oops|no|nah|sorry|wait|[—–-])\s*)*(?:i meant|i mean|sorry|meant)\s+/;
const SPELL_AGAIN =
  /^(?:(?:ok|so|now|and|cool|nice|pls|can you)\s+)*(?:(?:spell|write out)(?:\s+(?:it|that|them|those|the notes))?(?:\s+out)?(?:\s+for me)?|(?:what|which) (?:are )?(?:the )?notes(?: (?:in|of) (?:it|that|them))?|notes)$/;
const MINOR_FORM =
  /^(?:(?:and|so|ok|what about|how about|now)\s+)*(?:the\s+)?(harmonic|melodic)(?: minor)?(?: (?:version|one|form|scale))?$/;

/**
 * The fact just asked about, asked again with a new note, key, mode or chord quality. `null` when
 * the message is not such a follow-up.
 * @example followUpFact('and in F?', { type: 'chord-notes', chord: 'C' }) // { type: 'chord-notes', chord: 'F' }
 */
export function followUpFact(text: string, previous: TheoryQuestion): TheoryQuestion | null {
  // "ok — i meant A major", "sorry, E": a corrected subject is asked like "and A major".
  const s = plainQuestion(text).replace(CORRECTED, 'and ');
  // "spell it", "what notes" after a scale, a chord or a key: its notes.
  if (SPELL_AGAIN.test(s)) {
    if (previous.type === 'scale-notes' || previous.type === 'chord-notes') return previous;
    const key = answerKey(previous);
    if (key)
      return {
        type: 'scale-notes',
        tonic: key.tonic,
        scale: isMinorMode(key.mode) ? 'natural minor' : 'major',
      };
  }
  // "harmonic version?", "and the melodic one" after a minor key: that form of its scale.
  const form = MINOR_FORM.exec(s);
  const formKey = form ? answerKey(previous) : null;
  if (form && formKey && isMinorMode(formKey.mode))
    return { type: 'scale-notes', tonic: formKey.tonic, scale: `${form[1]} minor` };
  // "which harmonic minor does that come from" after phrygian dominant: its parent scale, the
  // harmonic minor a 4th above (phrygian dominant is its 5th mode).
  if (
    previous.type === 'scale-notes' &&
    previous.scale === 'phrygian dominant' &&
    /\b(?:come|comes|from|parent|mode of)\b/.test(s)
  ) {
    const tonic = transposeNote(previous.tonic, 'P4');
    if (tonic) return { type: 'scale-notes', tonic, scale: 'harmonic minor' };
  }
  // "Fb and B#?", "and Cb" after an enharmonic name: the names of the notes asked now.
  if (previous.type === 'enharmonic' || previous.type === 'same-pitch') {
    const notes = s
      .replace(FOLLOW_UP, ' ')
      .replace(/\b(?:and|or|then|now|&)\b/g, ' ')
      .trim()
      .split(/\s+/);
    if (notes.every((n) => /^[a-g](?:#|b)$/.test(n)))
      return {
        type: 'enharmonic',
        note: note(notes[0]![0]!, notes[0]!.slice(1)),
        also: notes.slice(1).map((n) => note(n[0]!, n.slice(1))),
      };
  }
  // "so what chords are actually sounding" after a progression under a capo: the same answer's chords.
  // ("what do people hear then": the sounding chords, heard by listeners.)
  if (
    previous.type === 'capo' &&
    previous.chords &&
    /\b(?:chords?|sounding|sound|actually|really|hears?|heard)\b/.test(s)
  )
    return previous;
  // "second inv?", "and root position" after an inversion of a chord: the same chord, inverted so.
  const inverted = previous.type === 'chord-notes' ? otherInversion(s, previous.chord) : null;
  if (inverted) return inverted;
  // "E to Bb", "from G down to B?" after an interval: the same question of the new pair of notes.
  if (
    previous.type === 'interval' &&
    /^(?:from )?[a-g](?:#|b)? (?:up |down )?to [a-g](?:#|b)?\s*\??$/.test(s.trim())
  ) {
    const pair = readFact(`interval from ${s.replace(/^from /, '')}`);
    if (pair?.type === 'interval') return pair;
  }
  // "what scale do i solo with" after a blues form: the minor pentatonic on its tonic, the
  // blues soloist's first scale.
  if (
    previous.type === 'blues-form' &&
    /\bscales?\b/.test(s) &&
    /\b(?:solo|improvi[sz]e|play|use|jam)\b/.test(s)
  )
    return { type: 'scale-notes', tonic: previous.key.tonic, scale: 'minor pentatonic' };
  // "and Bb/D, is that like a bass note thing?": what a symbol means, which an explanation answers.
  if (/\b(?:thing|mean|means|meaning|point of)\b/.test(s) && /\/[a-g]/.test(s)) return null;
  if (s.split(' ').length > 10 || COMMISSIONS.test(s)) return null;
  // "and D F A C", "B D F A?" after naming a chord from its notes: the new notes, named.
  if (previous.type === 'chord-name') {
    const rest = s.replace(FOLLOW_UP, ' ').replace(/\b(?:then|now|pls|please|this one)\b|[?!.]/g, ' ');
    const run = NOTE_RUN.exec(rest);
    if (run && !rest.replace(run[1]!, ' ').trim()) {
      const notes = run[1]!.split(/[\s,/-]+/).map((n) => note(n[0]!, n.slice(1) || undefined));
      if (identifyChord(notes)) return { type: 'chord-name', notes };
    }
  }
  // "add the blue note", "with the b5": the pentatonic just asked, made a blues scale.
  if (
    previous.type === 'scale-notes' &&
    /pentatonic/.test(previous.scale) &&
    /\b(?:add|adding|with|plus|put in|where(?:'s| is)?|whats)\b.*\b(?:blue ?notes?|b5|flat (?:5(?:th)?|five|fifth))\b/.test(
      s,
    )
  )
    return {
      type: 'scale-notes',
      tonic: previous.tonic,
      scale: previous.scale === 'major pentatonic' ? 'major blues' : 'blues',
    };
  // "and its relative minor", "thats enharmonic to what": another fact about the same subject.
  const switched = otherFactOfSubject(s, previous);
  if (switched) return switched;
  // "which ones tho", "name them" after a key signature: its sharps or flats, which it lists.
  if (previous.type === 'key-signature' && WHICH_ONES.test(s)) return previous;
  // "and which sharps are they" after "which major key has 4 sharps": that key's signature, listed.
  if (previous.type === 'key-for-signature' && (WHICH_ONES.test(s) || /\b(?:sharps|flats)\b/.test(s))) {
    const major = keyForSignature(previous.fifths)?.major;
    if (major) return { type: 'key-signature', key: major };
  }
  // "which ones r minor", "which one is diminished" after the chords of a key: those triads.
  const triad = /^(?:ok |so |and )?(?:which|what)\b.*\b(major|minor|dim(?:inished)?|aug(?:mented)?)\s*$/.exec(
    s.trim(),
  );
  if (previous.type === 'chords-in-key' && triad && !keyToken(s.replace(/\b(?:major|minor)\b/g, ' '))) {
    const word = triad[1]!;
    const named = word.startsWith('dim') ? 'diminished' : word.startsWith('aug') ? 'augmented' : word;
    return { ...previous, sevenths: false, quality: named as TriadQuality };
  }
  // "what about the minor one" after a ii–V–I: the same numerals in the tonic's minor.
  if (
    previous.type === 'romans-to-chords' &&
    FOLLOW_UP.test(s) &&
    /\bthe (?:major|minor) (?:one|version)\b/.test(s)
  ) {
    const other = /\bminor (?:one|version)\b/.test(s) ? 'minor' : 'major';
    const rest = s.replace(/\bthe (?:major|minor) (?:one|version)\b/, ' ');
    const named = keyToken(rest);
    const asked = followUpFact(
      named ? rest.replace(/\s+/g, ' ') : `and in ${previous.key.tonic} ${other}`,
      previous,
    );
    if (asked) return asked;
  }
  const again = FOLLOW_UP.test(s) && s.split(' ').length <= 8 ? sameKindAgain(s, previous) : null;
  if (again) return again;
  // "whats the iv chord", "and the dominant?" after the chords of Bb: a degree of the key just asked.
  const key = answerKey(previous);
  if (
    key &&
    s.split(' ').length <= 8 &&
    !/\b(?:notes?|tones?|spell\w*)\b/.test(s) &&
    !keyToken(s.replace(/\b(?:a|the)\b/g, ' '))
  ) {
    const inKey = readFact(`${s} in ${keyName(key)}`);
    if (inKey?.type === 'romans-to-chords' || inKey?.type === 'degree-function') return inKey;
  }
  // "Gb" alone after "B7", in a run of chords spelled one by one: the chord the letter names.
  const bare = previous.type === 'chord-notes' ? /^\s*([a-g])(#|b)?\s*[?!.]*\s*$/.exec(s) : null;
  if (bare) return { type: 'chord-notes', chord: note(bare[1]!, bare[2]) };
  if (
    !FOLLOW_UP.test(s) ||
    s
      .replace(/\b(?:the|one)\b/g, '')
      .split(/\s+/)
      .filter(Boolean).length > 7
  )
    return null;
  if (EXPLAINS.test(s)) return null;
  // "and G down to A" after an interval: the new pair of notes.
  if (previous.type === 'interval') {
    const pair = readFact(`interval ${s.replace(FOLLOW_UP, ' ')}`);
    return pair?.type === 'interval' ? pair : null;
  }
  const rest = s
    .replace(FOLLOW_UP, ' ')
    .replace(/\b(?:the|one|key|scale|mode|chord|of|in|for|a|an|then|please)\b/g, (w, i, all: string) =>
      // "and a dorian?" names A dorian: an article never stands before a bare mode name.
      w === 'a' &&
      /^\s*(?:$|major|minor|#|b\b|sharp|flat|ionian|dorian|phrygian|lydian|mixolydian|aeolian|locrian)/.test(
        all.slice(i + 1),
      )
        ? w
        : ' ',
    );
  const symbol =
    /(?<![a-z])([a-g](?:#|b)?(?:maj|min|m|dim|aug|sus|add|\d|ø|°|\+|-|δ|\^)[a-z0-9#b+ø°-]*(?:\/[a-g](?:#|b)?)?)(?![a-z])/.exec(
      rest,
    );
  const n = new RegExp(`(?<![a-z0-9#])${NOTE}(?![a-z0-9#])`).exec(rest);
  const root = n ? note(n[1]!, n[2]) : null;
  const scaleWord = new RegExp(`\\b(${SCALE_WORDS})\\b`).exec(rest)?.[1] ?? null;
  const quality = new RegExp(`\\b(${QUALITY_SOURCE}|minor|major)\\b`).exec(rest)?.[1] ?? null;
  if (!root && !scaleWord && !quality && !symbol) return null;
  switch (previous.type) {
    case 'chord-notes': {
      if (symbol) {
        const sym = (symbol[1]![0]!.toUpperCase() + symbol[1]!.slice(1)).replace(
          /\/([a-g])/,
          (_, b: string) => `/${b.toUpperCase()}`,
        );
        if (parseChord(sym)) return { type: 'chord-notes', chord: sym };
      }
      const prev = parseChord(previous.chord);
      if (!prev) return null;
      const suffix = quality ? suffixOf(quality) : prev.suffix;
      const chord = `${root ?? prev.root}${suffix ?? prev.suffix}`;
      return parseChord(chord) ? { type: 'chord-notes', chord } : null;
    }
    case 'scale-notes': {
      // "and the minor one?" after the C major pentatonic: the minor pentatonic.
      const pentatonic = /pentatonic/.test(previous.scale) && /^(?:major|minor)$/.test(scaleWord ?? '');
      const type = pentatonic ? `${scaleWord} pentatonic` : scaleWord ? scaleType(scaleWord) : previous.scale;
      return type ? { type: 'scale-notes', tonic: root ?? previous.tonic, scale: type } : null;
    }
    case 'relative-key':
    case 'parallel-key':
    case 'key-signature':
    case 'chords-in-key': {
      // "what about the harmonic minor ones": a key's chords in another form of its minor.
      const forms =
        previous.type === 'chords-in-key'
          ? /^(?:major|minor|harmonic minor|melodic minor)$/
          : /^(?:major|minor)$/;
      const mode = scaleWord && forms.test(scaleWord) ? scaleWord : null;
      const key = keyOf(root ?? previous.key.tonic, mode ?? previous.key.mode);
      return key ? { ...previous, key } : null;
    }
    case 'romans-to-chords': {
      // "what about the minor one": the same numerals in the tonic's minor.
      const minor = scaleWord === 'minor' || quality === 'minor';
      const key = root
        ? keyOf(root, minor ? 'minor' : null)
        : minor
          ? keyOf(previous.key.tonic, 'minor')
          : null;
      if (!key) return null;
      // A major ii–V–I asked again in minor is the minor one: iiø7–V7–i.
      const romans =
        isMinorMode(key.mode) && !isMinorMode(previous.key.mode)
          ? minorCadence(
              previous.romans.map((r) => (/^I(?:maj7)?$/.test(r) ? 'i' : r)),
              key,
            )
          : previous.romans;
      return { ...previous, key, romans };
    }
    case 'tritone-sub': {
      // "and for Ab7", "what about D": the sub of the new dominant.
      const sym = symbol ? chordSymbol(symbol[1]!) : root;
      return sym ? { type: 'tritone-sub', chord: /^[A-G](?:#|b)?$/.test(sym) ? `${sym}7` : sym } : null;
    }
    default:
      return null;
  }
}

const WHICH_ONES =
  /^(?:ok |so |but |and )?(?:which|what|name)(?: \w+){0,2}(?: ones?| them| they| sharps?| flats?| are they)\b(?! (?:in|of|for) )/;

/**
 * "and the 6?" after the 2 chord of C, "and a 5th below?" or "and above C?" after a note at an
 * interval: the same kind of fact, with the parts the follow-up names and the rest kept.
 */
function sameKindAgain(s: string, previous: TheoryQuestion): TheoryQuestion | null {
  const rest = s
    .replace(FOLLOW_UP, ' ')
    .replace(/\b(?:then|now)\b/g, ' ')
    .trim();
  if (!rest) return null;
  switch (previous.type) {
    case 'romans-to-chords':
    case 'degree-function': {
      if (keyToken(rest.replace(/\b(?:the|a)\b/g, ' '))) return null;
      const key = keyName(previous.key);
      const found = readFact(`what is ${rest} chord in ${key}`) ?? readFact(`what is ${rest} in ${key}`);
      return found?.type === 'romans-to-chords' || found?.type === 'degree-function' ? found : null;
    }
    case 'note-at-interval': {
      // "a major 3rd above that": from the note the answer named.
      const info = parseInterval(previous.interval);
      const answer = info && transposeNote(previous.from, previous.up ? info.name : `-${info.name}`);
      let asked = answer ? rest.replace(/\b(?:that|it|this)(?: note)?\b/, answer) : rest;
      const namesNote = new RegExp(`(?<![a-z0-9#])${NOTE}(?![a-z0-9#])`).test(asked.replace(/^an? /, ''));
      const namesInterval =
        /\b(?:\d+(?:st|nd|rd|th)|unison|octave|tritone|second|third|fourth|fifth|sixth|seventh)\b/.test(
          asked,
        );
      if (!namesInterval) asked = `${previous.interval} ${asked}`;
      if (!/\b(?:above|below|up|down|over|under)\b/.test(asked)) asked += previous.up ? ' above' : ' below';
      if (!namesNote) asked += ` ${previous.from}`;
      const found = readFact(`what is ${/^an? /.test(asked) ? '' : 'a '}${asked}`);
      return found?.type === 'note-at-interval' ? found : null;
    }
    case 'chords-in-key':
      // "now with 7ths", "and the 7th chords?": the same key's seventh chords (all of them, also
      // after "which ones are minor", whose triads the sevenths then list).
      return !previous.sevenths && /\b(?:7(?:th)?s?|sevenths?)\b/.test(rest) && !keyToken(rest)
        ? { type: 'chords-in-key', key: previous.key, sevenths: true }
        : null;
    default:
      return null;
  }
}

const FACT_NOUN =
  /\b(?:notes?|scales?|chords?|triads?|intervals?|key signature|sharps|flats|relative|parallel|enharmonic|spell|arpeggio|modes?|semitones?)\b/;

/**
 * Whether a follow-up reading beats a reading of the message on its own: "what about C# major"
 * after a key signature asks the key signature, "and for Ab7" after a tritone sub asks the sub,
 * "and its relative minor" asks about the key just named. A message that names its own kind of
 * fact ("and the notes of C major") is read as it stands.
 */
export function followUpWins(text: string): boolean {
  const s = plainQuestion(text);
  if (FOLLOW_UP.test(s) && !FACT_NOUN.test(s)) return true;
  // "what about the minor one, in Eb minor": the thing just asked, in its other form.
  if (FOLLOW_UP.test(s) && /\bthe (?:major|minor) (?:one|version)\b/.test(s)) return true;
  const bare = s.replace(/\b(?:and|what|about|is|its|it|that|thats|to|the|of|a)\b/g, ' ');
  return /\b(?:its|it|that|thats|this)\b/.test(s) && !keyToken(bare);
}

/** The chord a fact was about ("what's in F#m7b5", "the sub for G7"). */
export function chordOf(q: TheoryQuestion): string | null {
  switch (q.type) {
    case 'chord-notes':
    case 'chord-tone':
    case 'tritone-sub':
    case 'key-of-chord':
      return q.chord;
    // "the 5 chord in F#": the one chord it names.
    case 'romans-to-chords':
      return q.romans.length === 1 ? (romanToChord(q.romans[0]!, q.key)?.symbol ?? null) : null;
    default:
      return null;
  }
}

/** The key a fact was about: a key's facts, a major or minor scale, a major or minor chord. */
function subjectKey(q: TheoryQuestion): Key | null {
  switch (q.type) {
    case 'relative-key':
    case 'parallel-key':
    case 'key-signature':
    case 'chords-in-key':
    case 'romans-to-chords':
    case 'degree-function':
      return q.key;
    case 'scale-notes':
      return /^(?:major|ionian)$/.test(q.scale)
        ? keyOf(q.tonic, 'major')
        : /^(?:natural minor|minor|aeolian)$/.test(q.scale)
          ? keyOf(q.tonic, 'minor')
          : null;
    case 'chord-notes': {
      const c = parseChord(q.chord);
      return c && !c.bass ? keyOf(c.root, c.quality === 'minor' ? 'minor' : 'major') : null;
    }
    // "which major key has 6 flats": the major key named first in the answer.
    case 'key-for-signature':
      return keyForSignature(q.fifths)?.major ?? null;
    default:
      return null;
  }
}

/**
 * The key a fact's answer leaves the user in: the key asked about, or the key the answer named
 * ("the relative minor of D" is B minor), or a mode's own name ("D dorian").
 * @example keyOfAnswer({ type: 'relative-key', key: { tonic: 'D', mode: 'major' } }) // 'B minor'
 */
export function keyOfAnswer(q: TheoryQuestion): string | null {
  if (q.type === 'scale-notes' && MODE_NAMES.test(q.scale)) return `${q.tonic} ${q.scale}`;
  const key = answerKey(q);
  return key ? keyName(key) : null;
}

/** The major or minor key a fact's answer leaves the user in ("relative minor of C": A minor). */
function answerKey(q: TheoryQuestion): Key | null {
  if (q.type === 'relative-key') return relativeKey(q.key);
  if (q.type === 'parallel-key') return parallelKey(q.key);
  return subjectKey(q);
}

const MODE_NAMES = /^(?:dorian|phrygian|lydian|mixolydian|locrian)$/;

// A fact named with no subject of its own: "its relative minor", "the key signature", "enharmonic to what".
const OTHER_FACT: readonly [RegExp, (key: Key) => TheoryQuestion][] = [
  [/\brelative\b/, (key) => ({ type: 'relative-key', key })],
  [/\bparallel\b/, (key) => ({ type: 'parallel-key', key })],
  [/\bkey signature\b|\bhow many (?:sharps|flats)\b/, (key) => ({ type: 'key-signature', key })],
  [/\benharmonic\b|\banother name\b|\bother name\b/, (key) => ({ type: 'enharmonic', note: key.tonic })],
  [/\bchords\b|\btriads\b/, (key) => ({ type: 'chords-in-key', key, sevenths: false })],
];

/**
 * "and its relative minor" after the B major scale, "thats enharmonic to what" after C# major: a
 * new kind of fact about the subject just asked, when the message names no subject of its own.
 */
function otherFactOfSubject(s: string, previous: TheoryQuestion): TheoryQuestion | null {
  const pointsBack =
    FOLLOW_UP.test(s) ||
    /\b(?:it|its|it is|that|that is|thats|this|same key|the same)\b/.test(s) ||
    // "relative minor?", "how many sharps?": too short to have a subject of their own.
    s.trim().split(' ').length <= 3;
  if (!pointsBack) return null;
  // "what key would that be the ii of" after F#m7b5: the chord just asked, placed in a key.
  const degreeAsked = degreeOfKeyAsked(s);
  if (degreeAsked) {
    const chord = chordOf(previous);
    return chord && !degreeAsked.chord ? { type: 'key-of-chord', chord, degree: degreeAsked.degree } : null;
  }
  // "whats the 5th of that", "the 3rd of it": a tone of the chord just asked.
  const pointed = chordOf(previous);
  if (pointed && /\b(?:root|\d+(?:st|nd|rd|th)|third|fifth|seventh|ninth)\b/.test(s)) {
    const tone = readFact(s.replace(/\b(?:that|it|this)(?: chord)?\b/, pointed));
    if (tone?.type === 'chord-tone') return tone;
  }
  // "notes in it", "spell that chord" after the 5 chord of F#: the notes of the chord just named.
  if (
    pointed &&
    previous.type !== 'chord-notes' &&
    /\b(?:notes?|tones?|spell(?:ed)?|made of)\b/.test(s) &&
    !/\b(?:scale|key|mode)\b/.test(s)
  )
    return { type: 'chord-notes', chord: pointed };
  // A subject of its own ("relative minor of G") is a fresh question, read as one.
  const rest = s.replace(/\b(?:relative|parallel)\s+(?:major|minor)\b/g, ' ');
  if (keyToken(rest.replace(/\b(?:and|what|about|is|its|it|that|thats|to|the|of|a)\b/g, ' '))) return null;
  const key = keyAskedOn(s, previous);
  if (!key) return null;
  const found = OTHER_FACT.find(([re]) => re.test(s));
  if (!found) return null;
  const next = found[1](key);
  return next.type === previous.type ? null : next;
}

/**
 * The key a new fact about the last answer is asked of: the key the answer named, unless the
 * message asks a mode that key already has ("and the parallel minor" after "the relative minor of
 * Ab" is Ab minor: F minor has no parallel minor, Ab major has).
 */
function keyAskedOn(s: string, previous: TheoryQuestion): Key | null {
  const answered = answerKey(previous);
  const mode = /\b(?:relative|parallel)\s+(major|minor)\b/.exec(s)?.[1];
  const asked = subjectKey(previous);
  if (
    answered &&
    mode &&
    asked &&
    isMinorMode(answered.mode) === (mode === 'minor') &&
    isMinorMode(asked.mode) !== (mode === 'minor')
  )
    return asked;
  return answered;
}

/** Chords asked from outside a key: borrowed, non-diatonic, chromatic, secondary. */
export const OUTSIDE_KEY =
  /\bborrow\w*|\bnon-?diatonic\b|\boutside (?:the|of the)? ?key\b|\bchromatic\b|\bsecondary\b/;

/** Every chord symbol a message names, in order: "Asus2 and Asus4 notes" → Asus2, Asus4. */
export function chordSymbolsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of joinAlterations(text).matchAll(
    /(?<![A-Za-z])([A-G](?:#|b)?(?:maj|min|m|dim|aug|sus|add|\d|°|ø)[A-Za-z0-9#b+°ø()]*(?:\/9|\/[A-G](?:#|b)?)?)(?![A-Za-z])/g,
  )) {
    const c = parseChord(m[1]!);
    if (c && !out.includes(m[1]!)) out.push(m[1]!);
  }
  return out;
}

/** Every major-key signature's fifths and its tonic, for "what key has 3 flats". */
export function keyForSignature(fifths: number): { major: Key; minor: Key } | null {
  for (const tonic of ['C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#', 'F', 'Bb', 'Eb', 'Ab', 'Db', 'Gb', 'Cb']) {
    const major: Key = { tonic, mode: 'major' };
    if (keySignature(major).fifths === fifths) return { major, minor: relativeKey(major) };
  }
  return null;
}
