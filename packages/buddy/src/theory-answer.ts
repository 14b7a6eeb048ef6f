import {
  analyseProgression,
  chromaOf,
  detectKeyFromChords,
  diatonicSevenths,
  diatonicTriads,
  enharmonics,
  identifyChord,
  intervalBetween,
  inversionFigure,
  isMinorMode,
  type Key,
  keySignature,
  parallelKey,
  parseChord,
  parseInterval,
  parseRoman,
  relativeKey,
  romanToChord,
  scaleNotes,
  seventhOverBass,
  transposeChordSymbol,
  transposeNote,
} from '@riffmate/music';
import { ALTERNATE_TUNINGS, keyForSignature, TUNINGS } from './fact-reader.ts';
import { type ReplyLanguage, t } from './language/messages/index.ts';
import {
  chordToneWord,
  chordTypeWord,
  degreeRoleWord,
  intervalWord,
  keyWord,
  scaleWord,
  tonicWord,
} from './language/terms.ts';
import type { DegreeRole, TheoryQuestion } from './types.ts';

const list = (notes: readonly string[]) => notes.join(' – ');

/** What a jazz shorthand in a typed symbol stands for ("C-7 is written Cm7: the dash means minor. "). */
function shorthandNote(typed: string, symbol: string): string {
  if (typed === symbol) return '';
  const marks: [RegExp, string][] = [
    [/^[A-G](?:#|b)?-/, 'the dash means minor'],
    [/Δ|\^/, 'the triangle means major 7th'],
    [/ø/, 'the slashed circle means half-diminished (m7b5)'],
    [/°|o7/, 'the circle means diminished'],
    [/\+/, 'the plus means augmented (#5)'],
  ];
  const said = marks.filter(([re]) => re.test(typed)).map(([, w]) => w);
  return said.length ? `${typed} is ${symbol}: ${said.join(', ')}. ` : '';
}

/**
 * Where the notes of a key's outside chords come from: the parallel minor (borrowed: "Cm's Eb is
 * E lowered, from G minor") or the V of a chord of the key (a secondary dominant).
 */
function outsideSources(chords: readonly string[], key: Key): string {
  if (isMinorMode(key.mode)) return '';
  const scale = scaleNotes(key.tonic, 'major') ?? [];
  const minor = scaleNotes(key.tonic, 'natural minor') ?? [];
  const diatonic = diatonicTriads(key);
  const borrowed: string[] = [];
  const lowered: string[] = [];
  const other: string[] = [];
  for (const symbol of new Set(chords)) {
    const c = parseChord(symbol);
    if (!c) continue;
    const outside = c.notes.filter((n) => !scale.includes(n));
    if (outside.length === 0) continue;
    if (c.notes.every((n) => minor.includes(n))) {
      borrowed.push(symbol);
      for (const n of outside) {
        const from = `${n} for ${scale.find((x) => x[0] === n[0]) ?? n}`;
        if (!lowered.includes(from)) lowered.push(from);
      }
      continue;
    }
    const target = diatonic.find(
      (d) => transposeNote(c.root, '4P') === parseChord(d.symbol)?.root && !/dim/.test(d.symbol),
    );
    other.push(
      target && (c.quality === 'major' || c.quality === 'dominant')
        ? `${symbol} is the V of ${target.roman} (${target.symbol}), a secondary dominant: its ${outside.join(', ')} is the leading tone into ${parseChord(target.symbol)?.root}`
        : `${symbol} is chromatic: ${outside.join(', ')} is outside ${key.tonic} major`,
    );
  }
  const said = [
    ...(borrowed.length
      ? [
          `${borrowed.join(' and ')} ${borrowed.length > 1 ? 'are' : 'is'} borrowed from ${key.tonic} minor, the parallel minor (modal interchange): ${lowered.join(', ')}`,
        ]
      : []),
    ...other,
  ];
  return said.length ? `Outside the key: ${said.join('; ')}.` : '';
}

/**
 * Which inversion a bass note makes of a chord ("C/E" is first inversion, figured 6); a foreign bass
 * is said so.
 */
function inversionOf(notes: readonly string[], bass: string, symbol?: string): string {
  const at = notes.indexOf(bass);
  // ("G/F#": the triad's missing 7th under it, the seventh chord in third inversion.)
  const seventh = at < 0 && symbol ? seventhOverBass(symbol) : null;
  if (seventh)
    return `${bass} is not in the triad but is its 7th: together ${seventh.symbol}, third inversion`;
  if (at < 0) return `${bass} is not in the chord: a different bass note under it`;
  const figure = inversionFigure(notes.length, at);
  const figured = figure ? `, figured ${figure}` : '';
  if (at === 0) return `root position${figure ? ` (figured ${figure}, usually left out)` : ''}`;
  const names = ['first inversion (3rd', 'second inversion (5th', 'third inversion (7th'];
  return names[at - 1] ? `${names[at - 1]} in the bass${figured})` : `the ${at + 1}th tone in the bass`;
}

/** "figured bass for those" after Bb/D and Bb/F: each chord's inversion and its figure. */
export function figuresOfChords(symbols: readonly string[]): string | null {
  const said = symbols.flatMap((symbol) => {
    const c = parseChord(symbol);
    return c ? [`${c.symbol}: ${inversionOf(c.notes, c.bass ?? c.root)}`] : [];
  });
  return said.length ? `In figured bass — ${said.join('; ')}.` : null;
}

/**
 * A plain lower-case numeral on a degree whose triad the key makes diminished ("ii7" in A minor,
 * "vii" in C): the key's own chord, (half-)diminished, which is what such a numeral loosely means.
 */
function diminishedOfKey(roman: string, key: Key): { roman: string; symbol: string } | null {
  const r = parseRoman(roman);
  if (r?.quality !== 'minor' || r.accidental || r.secondary || r.inversion || !/^7?$/.test(r.extension))
    return null;
  if (!diatonicTriads(key)[r.degree - 1]?.roman.includes('°')) return null;
  const numeral = roman.replace(/7$/, '') + (r.extension ? 'ø7' : '°');
  const symbol = romanToChord(numeral, key)?.symbol;
  return symbol ? { roman: numeral, symbol } : null;
}

/** A ii–V–I (or ii–V) asked in triads, as the seventh chords it is played with: iim7–V7–Imaj7, iiø7–V7–i. */
function twoFiveOneSevenths(romans: readonly string[], key: Key): string[] | null {
  if (!/^ii°?$/i.test(romans[0] ?? '') || !/^v$/i.test(romans[1] ?? '') || romans.length > 3) return null;
  if (romans[2] !== undefined && !/^i(?:maj7|7)?$/i.test(romans[2])) return null;
  const minor = isMinorMode(key.mode);
  const sevenths = [
    minor ? 'iiø7' : 'ii7',
    'V7',
    ...(romans[2] !== undefined ? [minor ? 'i7' : 'Imaj7'] : []),
  ];
  const out = sevenths.map((r) => romanToChord(r, key)?.symbol ?? null);
  return out.every(Boolean) ? (out as string[]) : null;
}
const FLAT_ROOTS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'];
const SHARP_ROOTS = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];

function signatureText(key: Key, lang: ReplyLanguage): string {
  const sig = keySignature(key);
  if (sig.fifths === 0) return t(lang, 'signatureNone');
  const n = Math.abs(sig.fifths);
  return t(lang, sig.fifths > 0 ? 'signatureSharps' : 'signatureFlats', n, sig.accidentals.join(', '));
}

/** Each degree role's chord as a numeral in major and in minor (the minor's leading tone is raised). */
const ROLE_NUMERAL: Readonly<Record<DegreeRole, readonly [string, string]>> = {
  tonic: ['I', 'i'],
  supertonic: ['ii', 'ii°'],
  mediant: ['iii', 'III'],
  subdominant: ['IV', 'iv'],
  dominant: ['V', 'V'],
  submediant: ['vi', 'VI'],
  'leading tone': ['vii°', 'vii°'],
  subtonic: ['bVII', 'VII'],
};

/** Chord qualities plain enough that three or four bare letters mean these notes, not chords. */
const PLAIN_QUALITIES = new Set(['major', 'minor', 'diminished', 'augmented', 'dominant', 'half-diminished']);

/**
 * "what key is F# A C# in": bare letters that spell a plain chord are most likely its notes. The
 * chord and the keys it belongs to, or `null` to read the letters as a progression.
 */
function notesAsChord(letters: readonly string[], lang: ReplyLanguage): string | null {
  if (letters.length < 3 || letters.some((l) => !/^[A-G](?:#|b)?$/.test(l))) return null;
  const c = identifyChord(letters);
  if (!c || c.bass || !PLAIN_QUALITIES.has(c.quality) || c.notes.length !== letters.length) return null;
  const homes: string[] = [];
  for (const mode of ['major', 'minor'] as const)
    for (const tonic of KEY_TONICS[mode]) {
      const key: Key = { tonic, mode };
      const at = diatonicTriads(key).find((d) => d.symbol === c.symbol);
      const seventh = diatonicSevenths(key).find((d) => d.symbol === c.symbol);
      const home = at ?? seventh;
      if (home) homes.push(t(lang, 'degreeInKey', home.roman, keyWord(lang, key)));
    }
  if (homes.length === 0) return null;
  return t(
    lang,
    'factNotesInKeys',
    list(letters),
    c.symbol,
    chordTypeWord(lang, c.type) ?? '',
    homes.join(', '),
  );
}
/** The blues forms as numerals, bar by bar: the 12- and 8-bar, in major and in minor. */
const BLUES_FORMS: Readonly<Record<'8' | '12', readonly [readonly string[], readonly string[]]>> = {
  '12': [
    ['I7', 'I7', 'I7', 'I7', 'IV7', 'IV7', 'I7', 'I7', 'V7', 'IV7', 'I7', 'V7'],
    ['i7', 'i7', 'i7', 'i7', 'iv7', 'iv7', 'i7', 'i7', 'bVI7', 'V7', 'i7', 'V7'],
  ],
  '8': [
    ['I7', 'V7', 'IV7', 'IV7', 'I7', 'V7', 'I7', 'V7'],
    ['i7', 'V7', 'iv7', 'iv7', 'i7', 'V7', 'i7', 'V7'],
  ],
};

/** The chords of a blues form in a key, one per bar. */
export function bluesChords(key: Key, bars: 8 | 12): string[] {
  const numerals = BLUES_FORMS[bars][isMinorMode(key.mode) ? 1 : 0];
  return numerals.map((r) => romanToChord(r, key)?.symbol ?? r);
}

/** Degrees of a chord's intervals as charts write them ("3m" → b3, "7m" → b7). */
const DEGREE_OF_INTERVAL: Readonly<Record<string, string>> = {
  '1P': '1',
  '2M': '2',
  '3m': 'b3',
  '3M': '3',
  '4P': '4',
  '5d': 'b5',
  '5P': '5',
  '5A': '#5',
  '6M': '6',
  '7d': 'bb7',
  '7m': 'b7',
  '7M': '7',
  '9m': 'b9',
  '9M': '9',
  '9A': '#9',
  '11P': '11',
  '11A': '#11',
  '13M': '13',
};
const STANDARD_NUMERALS = ['I', 'ii', 'iii', 'IV', 'V', 'vi', 'vii°'];

/** Whether two chord symbols spell the same chord (same root, same intervals). */
function sameChord(a: string, b: string): boolean {
  const x = parseChord(a);
  const y = parseChord(b);
  return !!x && !!y && x.rootChroma === y.rootChroma && x.semitones.join() === y.semitones.join();
}

/**
 * The keys where a chord sits on a degree, with its numeral there: diatonic triads or sevenths, and
 * the minor key's V (or V7) from harmonic minor.
 */
function keysWithChordOn(chord: string, degree: number): { key: Key; roman: string }[] {
  const c = parseChord(chord);
  if (!c) return [];
  const found: { key: Key; roman: string }[] = [];
  for (const mode of ['major', 'minor'] as const)
    for (const tonic of KEY_TONICS[mode]) {
      const key: Key = { tonic, mode };
      const at = (c.notes.length >= 4 ? diatonicSevenths(key) : diatonicTriads(key))[degree - 1];
      if (at && sameChord(at.symbol, chord)) found.push({ key, roman: at.roman });
      if (mode === 'minor' && degree === 5) {
        const v = romanToChord(c.notes.length >= 4 ? 'V7' : 'V', key)?.symbol;
        if (v && sameChord(v, chord) && !found.some((f) => f.key === key))
          found.push({ key, roman: c.notes.length >= 4 ? 'V7' : 'V' });
      }
    }
  return found;
}

/** How a degree's chord goes home in a key: ii – V – I, IV – V – I, V – I, or straight to I. */
function cadenceFrom(chord: string, degree: number, key: Key): string {
  const minor = isMinorMode(key.mode);
  const seventh = (parseChord(chord)?.notes.length ?? 0) >= 4;
  const I = romanToChord(minor ? (seventh ? 'i7' : 'i') : seventh ? 'Imaj7' : 'I', key)?.symbol ?? key.tonic;
  const V = romanToChord(seventh ? 'V7' : 'V', key)?.symbol ?? '';
  const path = degree === 2 || degree === 4 ? [chord, V, I] : degree === 1 ? [chord] : [chord, I];
  return path.join(' → ');
}

/** The twelve keys of each mode, spelled as usually written. */
const KEY_TONICS = {
  major: ['C', 'G', 'D', 'A', 'E', 'B', 'F#', 'Db', 'Ab', 'Eb', 'Bb', 'F'],
  minor: ['A', 'E', 'B', 'F#', 'C#', 'G#', 'Eb', 'Bb', 'F', 'C', 'G', 'D'],
} as const;

/**
 * Answer a theory question exactly from the engine (never from memory), in the reply language.
 * Lists read "Name: A – B – C." so a reader (or the evaluation) can pick the notes out. `null` if
 * the engine cannot answer (e.g. an unreadable chord).
 * @example answerTheory({ type: 'chord-notes', chord: 'Cmaj7' }) // 'Cmaj7 (major seventh): C – E – G – B. …'
 */
export function answerTheory(q: TheoryQuestion, lang: ReplyLanguage = 'en'): string | null {
  const kw = (key: Key) => keyWord(lang, key);
  switch (q.type) {
    case 'chords-in-key': {
      if (q.quality) {
        const of = diatonicTriads(q.key).filter((c) => parseChord(c.symbol)?.quality === q.quality);
        const shown = of
          .map((c) => `${c.roman} ${c.symbol} (${parseChord(c.symbol)?.notes.join('–') ?? ''})`)
          .join(' · ');
        return t(lang, 'factChordsOfQuality', q.quality, kw(q.key), shown);
      }
      const chords = q.sevenths ? diatonicSevenths(q.key) : diatonicTriads(q.key);
      if (chords.length === 0) return null;
      // Each chord with its notes ("ii Bm (B–D–F#)"): the chords of a key, spelled in it.
      const shown = chords
        .map((c) => `${c.roman} ${c.symbol} (${parseChord(c.symbol)?.notes.join('–') ?? ''})`)
        .join(' · ');
      return t(lang, 'factChordsInKey', !!q.sevenths, kw(q.key), shown);
    }
    case 'chord-notes': {
      const c = parseChord(q.chord);
      if (!c) return null;
      // "C-7" is read as Cm7: the shorthand said, then the chord.
      const shorthand = lang === 'en' ? shorthandNote(q.chord, c.symbol) : '';
      return (
        shorthand +
        t(
          lang,
          'factChordNotes',
          c.symbol,
          // "fifth" is what the engine calls a power chord.
          lang === 'en' && c.quality === 'power'
            ? 'power chord: root and 5th'
            : (chordTypeWord(lang, c.type) ?? ''),
          list(c.notes),
          c.bass ?? '',
          lang === 'en' && c.bass ? inversionOf(c.notes, c.bass, c.symbol) : '',
        )
      );
    }
    case 'scale-notes': {
      const notes = scaleNotes(q.tonic, q.scale);
      if (!notes) return null;
      return t(
        lang,
        'factScaleNotes',
        `${tonicWord(lang, q.tonic)} ${scaleWord(lang, q.scale)}`,
        list(notes),
      );
    }
    case 'interval': {
      // "G down to A" is the interval from A up to G, said downwards.
      const i = q.down ? intervalBetween(q.to, q.from) : intervalBetween(q.from, q.to);
      if (!i) return null;
      const name =
        (lang === 'en' ? null : intervalWord(lang, i.quality, i.number)) ?? i.fullName.replace(/ down$/, '');
      const said = t(
        lang,
        'factInterval',
        q.from,
        !q.down && i.semitones >= 0,
        q.to,
        name,
        i.name.replace(/^-/, ''),
        Math.abs(i.semitones),
      );
      const second = q.second ? answerTheory({ type: 'interval', ...q.second }, lang) : null;
      return second ? `${said} ${second}` : said;
    }
    case 'note-at-interval': {
      const info = parseInterval(q.interval);
      if (!info) return null;
      const to = transposeNote(q.from, q.up ? info.name : `-${info.name}`);
      if (!to) return null;
      const name = (lang === 'en' ? null : intervalWord(lang, info.quality, info.number)) ?? q.interval;
      const said = t(lang, 'factNoteAtInterval', name, q.up, q.from, to, info.semitones);
      const below = q.both ? transposeNote(q.from, `-${info.name}`) : null;
      return below
        ? `${said} ${t(lang, 'factNoteAtInterval', name, false, q.from, below, info.semitones)}`
        : said;
    }
    case 'relative-key': {
      const r = relativeKey(q.key);
      return t(lang, 'factRelative', isMinorMode(r.mode), kw(q.key), kw(r), signatureText(q.key, lang));
    }
    case 'parallel-key': {
      const p = parallelKey(q.key);
      return t(lang, 'factParallel', isMinorMode(p.mode), kw(q.key), kw(p), signatureText(p, lang));
    }
    case 'key-signature':
      return t(lang, 'factSignature', kw(q.key), signatureText(q.key, lang));
    case 'roman-analysis': {
      const detected = q.key ? null : detectKeyFromChords(q.chords);
      const key = q.key ?? detected?.key;
      if (!key) return null;
      const romans = analyseProgression(q.chords, key);
      if (romans.some((r) => r === null)) return null;
      const analysis = q.chords.map((c, i) => `${c} = ${romans[i]!.roman}`).join(' · ');
      return t(lang, 'factRomanAnalysis', kw(key), !q.key, analysis);
    }
    case 'romans-to-chords': {
      const chords = q.romans.map((r) => romanToChord(r, q.key)?.symbol ?? null);
      if (chords.some((c) => c === null)) return null;
      // One numeral asked ("whats in the V of V"): its notes too, and a secondary V as the V7 it usually is.
      const [only] = q.romans;
      if (q.romans.length === 1 && only) {
        const spell = (symbol: string) => `${symbol} (${parseChord(symbol)?.notes.join('–') ?? ''})`;
        const diatonic = lang === 'en' ? diminishedOfKey(only, q.key) : null;
        if (diatonic) {
          const [first, ...rest] = t(
            lang,
            'factRomansToChords',
            kw(q.key),
            only,
            spell(diatonic.symbol),
          ).split('\n');
          const why = `${diatonic.roman}, as the key's own notes make it; ${spell(chords[0]!)} would borrow a raised note.`;
          return [`${first!.replace(/\.$/, '')} — ${why}`, ...rest].join('\n');
        }
        const seventh = /^V\//.test(only) ? romanToChord(`V7${only.slice(1)}`, q.key)?.symbol : undefined;
        const shown = spell(chords[0]!) + (seventh ? `; V7${only.slice(1)}: ${spell(seventh)}` : '');
        return t(lang, 'factRomansToChords', kw(q.key), only, shown);
      }
      // A few chords are spelled out; a ii–V–I is also given in sevenths, as jazz plays it.
      const spelled = (symbols: readonly string[]) =>
        symbols.map((c) => `${c} (${parseChord(c)?.notes.join('–') ?? ''})`).join(' – ');
      const shown = chords.length <= 4 ? spelled(chords as string[]) : list(chords as string[]);
      const sevenths = twoFiveOneSevenths(q.romans, q.key);
      const answer = t(
        lang,
        'factRomansToChords',
        kw(q.key),
        q.romans.join('–'),
        sevenths && sevenths.join() !== chords.join()
          ? `${shown}; ${t(lang, 'withSevenths')}: ${spelled(sevenths)}`
          : shown,
      );
      // Chords from outside the key say where their notes come from.
      const sources = lang === 'en' ? outsideSources(chords as string[], q.key) : '';
      if (!sources) return answer;
      const [first, ...rest] = answer.split('\n');
      return [`${first} ${sources}`, ...rest].join('\n');
    }
    case 'detect-key': {
      const spelled = notesAsChord(q.chords, lang);
      if (spelled) return spelled;
      const d = detectKeyFromChords(q.chords);
      if (!d) return null;
      const romans = analyseProgression(q.chords, d.key).map((r) => r?.roman ?? '?');
      const runner = d.ranking[1];
      const close = runner && d.confidence < 0.15 ? kw(runner.key) : '';
      const analysis = q.chords.map((c, i) => `${c} = ${romans[i]}`).join(' · ');
      return t(lang, 'factDetectKey', kw(d.key), close, analysis);
    }
    case 'enharmonic': {
      // Plain names first: "E#" is "F" before it is "Gbb".
      const answers = [q.note, ...(q.also ?? [])].map((n) => {
        const names = [...enharmonics(n)].sort(
          (a, b) => a.length - b.length || Number(/#/.test(b)) - Number(/#/.test(a)),
        );
        return names.length === 0 ? null : t(lang, 'factEnharmonic', n, names.join(` ${t(lang, 'or')} `));
      });
      return answers.every(Boolean) ? answers.join(' ') : null;
    }
    case 'same-pitch': {
      const [a, b] = q.notes;
      const ca = chromaOf(a);
      const cb = chromaOf(b);
      if (ca === null || cb === null) return null;
      const up = (cb - ca + 12) % 12;
      if (up === 0) return t(lang, 'factSamePitch', a, b);
      return t(lang, 'factNotSamePitch', a, b, up <= 6 ? up : up - 12);
    }
    case 'key-for-signature': {
      const keys = keyForSignature(q.fifths);
      if (!keys) return null;
      return t(lang, 'factKeyForSignature', signatureText(keys.major, lang), kw(keys.major), kw(keys.minor));
    }
    case 'transpose-chords': {
      const moved = q.chords.map((c) => transposeChordSymbol(c, q.semitones, q.key));
      if (moved.some((c) => c === null)) return null;
      const n = Math.abs(q.semitones);
      const amount = t(lang, 'semitones', n);
      const shift = q.key
        ? t(lang, 'intoKey', kw(q.key))
        : t(lang, q.semitones >= 0 ? 'shiftUp' : 'shiftDown', amount);
      return t(lang, 'factTransposed', q.chords.join(' '), shift, list(moved as string[]));
    }
    case 'chord-name': {
      const c = identifyChord(q.notes);
      if (!c) return null;
      return t(lang, 'factChordName', list(q.notes), c.symbol, chordTypeWord(lang, c.type) ?? '');
    }
    case 'chord-tone': {
      const c = parseChord(q.chord);
      const at = c?.intervals.findIndex((iv) => Number.parseInt(iv, 10) === q.degree) ?? -1;
      if (!c || at < 0) return null;
      return t(lang, 'factChordTone', chordToneWord(lang, q.degree), c.symbol, c.notes[at]!, list(c.notes));
    }
    case 'scale-degree': {
      const notes = scaleNotes(q.tonic, q.scale);
      const at = notes?.[q.degree - 1];
      if (!notes || !at) return null;
      const scale = `${tonicWord(lang, q.tonic)} ${scaleWord(lang, q.scale)}`;
      // "the 6th degree"; other languages write the degree as a number ("el grado 6").
      const degree = lang === 'en' ? chordToneWord(lang, q.degree) : String(q.degree);
      return t(lang, 'factScaleDegree', degree, scale, at, list(notes));
    }
    case 'degree-function': {
      const roman = ROLE_NUMERAL[q.role][isMinorMode(q.key.mode) ? 1 : 0];
      const c = parseChord(romanToChord(roman, q.key)?.symbol ?? '');
      if (!c) return null;
      const answer = t(
        lang,
        'factDegreeRole',
        kw(q.key),
        degreeRoleWord(lang, q.role),
        c.root,
        c.symbol,
        roman,
      );
      // The chord spelled, so a raised leading tone (G#–B#–D# in C# minor) shows.
      return lang === 'en' ? answer.replace(/\.$/, `: ${list(c.notes)}.`) : answer;
    }
    case 'tritone-sub': {
      const c = parseChord(q.chord);
      if (!c) return null;
      // Flat names for the sub's root, as jazz charts write them (Bb7 for E7, Db7 for G7).
      const root = FLAT_ROOTS[(parseChord(c.root)!.rootChroma + 6) % 12]!;
      const sub =
        parseChord(`${root}${c.quality === 'dominant' ? c.suffix : '7'}`) ?? parseChord(`${root}7`)!;
      const seventh = parseChord(`${c.root}7`)!;
      const target = transposeNote(c.root, 'P4') ?? '';
      return t(
        lang,
        'factTritoneSub',
        c.symbol,
        sub.symbol,
        list(sub.notes),
        c.root,
        `${seventh.notes[1]}–${seventh.notes[3]}`,
        target,
      );
    }
    case 'fret-note': {
      const open = q.string.length > 1 ? 'E' : q.string;
      const chroma = (parseChord(open)!.rootChroma + q.fret) % 12;
      const sharp = SHARP_ROOTS[chroma]!;
      const flat = FLAT_ROOTS[chroma]!;
      return t(lang, 'factFretNote', q.fret, q.string, sharp === flat ? sharp : `${sharp}/${flat}`);
    }
    case 'tuning': {
      const alternate = q.alternate ? ALTERNATE_TUNINGS[q.alternate] : undefined;
      if (alternate && q.alternate) {
        // Each string that differs from standard, said as the move from E A D G B E.
        const moved = alternate
          .map((n, i) =>
            n === TUNINGS.guitar[i] ? null : `${['low E', 'A', 'D', 'G', 'B', 'high E'][i]} → ${n}`,
          )
          .filter(Boolean) as string[];
        return t(lang, 'factAlternateTuning', q.alternate, alternate.join(' '), moved.join(', '));
      }
      const strings = TUNINGS[q.instrument];
      if (q.fret === undefined) return t(lang, 'factTuning', q.instrument, strings.join(' '));
      const fretted = strings.map((open) => {
        const chroma = (parseChord(open)!.rootChroma + q.fret!) % 12;
        const sharp = SHARP_ROOTS[chroma]!;
        const flat = FLAT_ROOTS[chroma]!;
        return sharp === flat ? sharp : `${sharp}/${flat}`;
      });
      return t(lang, 'factFretEachString', q.fret, q.instrument, strings.join(' '), fretted.join(' '));
    }
    case 'blues-form': {
      const chords = bluesChords(q.key, q.bars);
      const rows: string[] = [];
      for (let i = 0; i < chords.length; i += 4) rows.push(`| ${chords.slice(i, i + 4).join(' | ')} |`);
      // The numerals with the roots they stand on here: "I7 – IV7 – V7 (A – D – E)".
      const roots = [...new Set(chords.map((c) => parseChord(c)?.root ?? c))];
      const numerals = `${[...new Set(BLUES_FORMS[q.bars][isMinorMode(q.key.mode) ? 1 : 0])].join(' – ')} (${roots.join(' – ')})`;
      // A major 12-bar's "quick change": the IV chord in bar 2.
      const quick = q.bars === 12 && !isMinorMode(q.key.mode) ? chords[4]! : '';
      return t(lang, 'factBluesForm', q.bars, kw(q.key), rows.join('\n'), numerals, quick);
    }
    case 'chord-formula': {
      const root = q.suffix === '5' ? 'E' : 'C';
      const c = parseChord(`${root}${q.suffix}`);
      if (!c) return null;
      const name =
        lang === 'en'
          ? q.suffix === '5'
            ? 'power chord'
            : `${c.type} chord`
          : (chordTypeWord(lang, c.type) ?? c.type);
      return t(
        lang,
        'factChordFormula',
        name,
        c.intervals.map((iv) => DEGREE_OF_INTERVAL[iv] ?? iv).join(' – '),
        c.symbol,
        list(c.notes),
      );
    }
    case 'key-of-chord': {
      const c = parseChord(q.chord);
      if (!c) return null;
      const homes = keysWithChordOn(c.symbol, q.degree);
      const asked = STANDARD_NUMERALS[q.degree - 1]!;
      if (homes.length === 0) {
        const inMajor = diatonicSevenths({ tonic: 'C', mode: 'major' })[q.degree - 1]!;
        const inMinor = diatonicSevenths({ tonic: 'A', mode: 'minor' })[q.degree - 1]!;
        return t(
          lang,
          'factKeyOfChordNone',
          c.symbol,
          asked,
          inMajor.symbol,
          kw({ tonic: 'C', mode: 'major' }),
          inMinor.symbol,
          kw({ tonic: 'A', mode: 'minor' }),
        );
      }
      const first = homes[0]!;
      return t(
        lang,
        'factKeyOfChord',
        c.symbol,
        first.roman,
        homes.map((h) => kw(h.key)).join(` ${t(lang, 'or')} `),
        cadenceFrom(c.symbol, q.degree, first.key),
      );
    }
    case 'capo': {
      if (q.chords) {
        const heard = q.chords.map((c) => transposeChordSymbol(c, q.fret));
        const key = heard.every(Boolean) ? detectKeyFromChords(heard as string[])?.key : null;
        if (key) return t(lang, 'factCapoChords', q.fret, q.chords.join(' – '), heard.join(' – '), kw(key));
      }
      const sounding = transposeChordSymbol(q.shape, q.fret);
      const c = sounding ? parseChord(sounding) : null;
      if (!c) return null;
      const key: Key = { tonic: c.root, mode: c.quality === 'minor' ? 'minor' : 'major' };
      return t(lang, 'factCapo', q.fret, q.shape, sounding!, kw(key));
    }
  }
}
