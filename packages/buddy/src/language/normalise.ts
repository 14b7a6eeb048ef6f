import type { UnderstoodLanguage } from './detect.ts';
import { GLOSSARY, JAPANESE_GLOSSARY } from './glossary.ts';

/*
 * Foreign music words → the English tokens the brain's understanding layer reads. The text is
 * read in three passes: note names (solfège, German letters, Japanese), then a glossary of phrases
 * (longest first, whole words only), then tidying. Words the glossary does not know are kept, so
 * chord symbols ("G7", "F#m7b5") and numbers pass through untouched.
 */

const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const SOLFEGE: Readonly<Record<string, string>> = {
  do: 'C',
  ut: 'C',
  re: 'D',
  mi: 'E',
  fa: 'F',
  sol: 'G',
  la: 'A',
  si: 'B',
};
const ACCIDENTAL_WORDS: Readonly<Record<string, '#' | 'b'>> = {
  sostenido: '#',
  sostenida: '#',
  sustenido: '#',
  diese: '#',
  diesis: '#',
  kreuz: '#',
  bemol: 'b',
  bemolle: 'b',
  '#': '#',
  '♯': '#',
  b: 'b',
  '♭': 'b',
};
const MODE_WORDS: Readonly<Record<string, 'major' | 'minor'>> = {
  mayor: 'major',
  majeur: 'major',
  maior: 'major',
  maggiore: 'major',
  major: 'major',
  dur: 'major',
  menor: 'minor',
  mineur: 'minor',
  minore: 'minor',
  minor: 'minor',
  moll: 'minor',
};
const CHORD_SUFFIX = '(?:maj7|maj9|maj|m7b5|m7|m9|m6|madd9|m|7|9|6|dim7|dim|aug|sus2|sus4|add9|°|ø)';
const ACC_SOURCE = '(?:\\s*(?:sostenido|sostenida|sustenido|diese|diesis|bemolle|bemol)|#|♯|♭|b(?![a-z]))';
const MODE_SOURCE = '(?:mayor|majeur|maior|maggiore|major|menor|mineur|minore|minor)';
const NOTE_BOUND_BEFORE = '(?<![\\p{L}\\p{N}#])';
const NOTE_BOUND_AFTER = '(?![\\p{L}\\p{N}#♯♭])';

/** A solfège name with an accidental, a mode word or an attached chord suffix: always a note. */
const SOLFEGE_MARKED = new RegExp(
  `${NOTE_BOUND_BEFORE}(do|ut|re|mi|fa|sol|la|si)(${ACC_SOURCE})?(?:(\\s*${MODE_SOURCE})|(${CHORD_SUFFIX}))?${NOTE_BOUND_AFTER}`,
  'giu',
);
/** A bare solfège name right after "in/en/em/de/di/du/da/do/a" and before the end or a comma. */
const SOLFEGE_AFTER_PREPOSITION =
  /(?<![\p{L}\p{N}])(en|in|em|de|di|du|da|do|a|of|to|von)\s+(do|ut|re|mi|fa|sol|la|si)(?=\s*(?:$|[,.;:!?)]|\s(?:and|with|y|et|e|und|con|avec|com|mit)\b))/giu;
/** Two bare names after "between": "entre do y sol", "tra do e sol", "entre do et mi". */
const SOLFEGE_BETWEEN =
  /(?<![\p{L}])(entre|tra|fra|between)\s+(do|re|mi|fa|sol|la|si)\s+(y|e|ed|et|and)\s+(do|re|mi|fa|sol|la|si)(?![\p{L}])/giu;
/** Runs of two or more solfège chord names: "do - la - fa - sol", "Do Lam Fa Sol7". */
const SOLFEGE_LIST = new RegExp(
  `${NOTE_BOUND_BEFORE}(?:(?:do|re|mi|fa|sol|la|si)${ACC_SOURCE}?${CHORD_SUFFIX}?[\\s,|–—-]+){1,}(?:do|re|mi|fa|sol|la|si)${ACC_SOURCE}?${CHORD_SUFFIX}?${NOTE_BOUND_AFTER}`,
  'giu',
);
const SOLFEGE_ONE = new RegExp(`(do|re|mi|fa|sol|la|si)(${ACC_SOURCE})?(${CHORD_SUFFIX})?`, 'iu');

const WORDS_NOT_CHORDS: ReadonlySet<string> = new Set(['sim', 'mim', 'dom', 'fam', 'lab']);

function accidentalOf(raw: string | undefined): string {
  if (!raw) return '';
  return ACCIDENTAL_WORDS[raw.trim().toLowerCase()] ?? '';
}

function solfegeNote(name: string, acc: string | undefined): string {
  return (SOLFEGE[name.toLowerCase()] ?? name) + accidentalOf(acc);
}

function convertSolfege(text: string): string {
  let out = text.replace(SOLFEGE_LIST, (run) =>
    run.replace(new RegExp(SOLFEGE_ONE.source, 'giu'), (_m, name: string, acc?: string, suffix?: string) => {
      return solfegeNote(name, acc) + (suffix ?? '');
    }),
  );
  out = out.replace(SOLFEGE_MARKED, (m, name: string, acc?: string, mode?: string, suffix?: string) => {
    if (!acc && !mode && !suffix) return m;
    // Portuguese "sim" (yes), "mim" (me) and "dom" (gift) are words unless they sit in a chord list.
    if (!acc && !mode && WORDS_NOT_CHORDS.has(m.toLowerCase())) return m;
    const modeWord = mode ? ` ${MODE_WORDS[mode.trim().toLowerCase()]}` : '';
    return solfegeNote(name, acc) + (suffix ?? '') + modeWord;
  });
  out = out.replace(
    SOLFEGE_BETWEEN,
    (_m, prep: string, a: string, and: string, b: string) =>
      `${prep} ${solfegeNote(a, '')} ${and} ${solfegeNote(b, '')}`,
  );
  return out.replace(
    SOLFEGE_AFTER_PREPOSITION,
    (_m, prep: string, name: string) => `${prep} ${solfegeNote(name, '')}`,
  );
}

/** German names: H = B, B = Bb, -is = sharp, -es / -s = flat ("Fis-Moll", "Es-Dur", "h-moll"). */
const GERMAN_KEY = /(?<![\p{L}\p{N}])([a-hA-H])(is|es|s)?(?:\s*-\s*|\s+)(dur|moll)(?![\p{L}])/giu;
const GERMAN_H_CHORD =
  /(?<![\p{L}\p{N}])H((?:is)?(?:maj7|m7b5|m7|m|7|9|6|dim|aug|sus2|sus4)?)(?![\p{L}\p{N}#])/gu;
const GERMAN_IN_KEY = /(?<![\p{L}\p{N}])(in)\s+([A-H])(is|es|s)?(?=\s*(?:$|[,.;:!?]))/gu;

function germanNote(letter: string, suffix: string | undefined): string {
  const upper = letter.toUpperCase();
  const s = (suffix ?? '').toLowerCase();
  if (upper === 'H') return s === 'is' ? 'B#' : s === 'es' ? 'Bb' : 'B';
  if (upper === 'B') return 'Bb';
  if (s === 'is') return `${upper}#`;
  if (s === 'es' || s === 's') return `${upper}b`;
  return upper;
}

function convertGerman(text: string): string {
  return text
    .replace(GERMAN_KEY, (_m, letter: string, suffix: string | undefined, mode: string) => {
      return `${germanNote(letter, suffix)} ${mode.toLowerCase() === 'dur' ? 'major' : 'minor'}`;
    })
    .replace(
      GERMAN_IN_KEY,
      (_m, prep: string, letter: string, suffix?: string) => `${prep} ${germanNote(letter, suffix)}`,
    )
    .replace(GERMAN_H_CHORD, (_m, rest: string) =>
      rest.startsWith('is') ? `B#${rest.slice(2)}` : `B${rest}`,
    );
}

const IROHA: Readonly<Record<string, string>> = {
  ハ: 'C',
  ニ: 'D',
  ホ: 'E',
  ヘ: 'F',
  ト: 'G',
  イ: 'A',
  ロ: 'B',
};
const KANA_SOLFEGE: Readonly<Record<string, string>> = {
  ド: 'C',
  レ: 'D',
  ミ: 'E',
  ファ: 'F',
  ソ: 'G',
  ラ: 'A',
  シ: 'B',
};
const JAPANESE_KEY = /(嬰|変)?([ハニホヘトイロ])(長調|短調)/gu;
const KANA_NOTE = /(ファ|[ドレミソラシ])(?:\s*(sharp|flat|[#♯b♭]))?(?:\s*(major|minor|m7|maj7|7|m))?/gu;

// Japanese word order: the object comes before the verb ("サックスを消して" = "remove the sax").
const JAPANESE_REMOVE = /([\u30a0-\u30ff\u4e00-\u9fff]+)を(?:消して|削除して|抜いて|なくして|外して)/gu;
const JAPANESE_ADD = /([\u30a0-\u30ff\u4e00-\u9fff]+)を(?:追加して|加えて|入れて|足して)/gu;
const JAPANESE_QUOTE = /「([^」]{1,80})」/gu;
const JAPANESE_CHORDS_OF = /(\ue000\d+\ue001)\s*の?\s*(?:コード進行|コード|タブ譜|タブ|楽譜)/gu;

function convertJapanese(text: string): string {
  // A quoted title (「紅蓮華」) is kept as it is, in quotes, whatever its script.
  const titles: string[] = [];
  let out = text.replace(JAPANESE_QUOTE, (_m, title: string) => {
    titles.push(title);
    return `\ue000${titles.length - 1}\ue001`;
  });
  out = out
    .replace(/BPM\s*(\d{2,3})/gi, ' $1 bpm ')
    // "Xのコツ" asks how to do X.
    .replace(/^(.+?)のコツ/u, ' how to $1 ')
    .replace(JAPANESE_CHORDS_OF, ' chords of $1 ')
    .replace(JAPANESE_REMOVE, ' remove $1 ')
    .replace(JAPANESE_ADD, ' add $1 ');
  out = out.replace(JAPANESE_KEY, (_m, acc: string | undefined, name: string, mode: string) => {
    const a = acc === '嬰' ? '#' : acc === '変' ? 'b' : '';
    return ` ${IROHA[name]}${a} ${mode === '長調' ? 'major' : 'minor'} `;
  });
  for (const [word, english] of JAPANESE_GLOSSARY) out = out.split(word).join(` ${english} `);
  out = out.replace(KANA_NOTE, (_m, name: string, acc?: string, tail?: string) => {
    const a = !acc ? '' : /sharp|#|♯/.test(acc) ? '#' : 'b';
    const t = !tail ? '' : tail === 'major' || tail === 'minor' ? ` ${tail}` : tail;
    return ` ${KANA_SOLFEGE[name]}${a}${t} `;
  });
  out = out
    // "CとGの音程" → "interval between C and G"; "ドリアンとエオリアンの違い" → "difference between …".
    .replace(/([A-G][#b]?)\s*と\s*([A-G][#b]?)\s*の?\s*interval/g, 'interval between $1 and $2')
    .replace(/([a-z][a-z-]*)\s*と\s*([a-z][a-z-]*)\s*の?\s*difference/gi, 'difference between $1 and $2')
    // "ニ長調のダイアトニックコード" → "diatonic chords in D major".
    .replace(/([A-G][#b]? (?:major|minor))\s*の?\s*((?:diatonic )?chords)/g, '$2 in $1');
  // Particles and any word the glossary does not know carry nothing the brain reads.
  out = out.replace(/[\u3040-\u30ff\u4e00-\u9fff\uff66-\uff9f、。？！「」]+/gu, ' ');
  out = out.replace(/\ue000(\d+)\ue001/g, (_m, i: string) => `"${titles[Number(i)]}"`);
  // "C major" split by a particle ("Cのメジャー") comes back together.
  return out.replace(/([A-G][#b]?)\s+(major|minor)/g, '$1 $2');
}

const glossaryCache = new Map<string, { re: RegExp; map: ReadonlyMap<string, string> }>();
function glossaryFor(lang: Exclude<UnderstoodLanguage, 'en' | 'ja'>) {
  const cached = glossaryCache.get(lang);
  if (cached) return cached;
  const map = new Map<string, string>();
  for (const [foreign, english] of GLOSSARY[lang]) map.set(stripAccents(foreign.toLowerCase()), english);
  const alternatives = [...map.keys()]
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s+'));
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}'’])`, 'giu');
  const entry = { re, map };
  glossaryCache.set(lang, entry);
  return entry;
}

/** A chord symbol the user typed ("Em", "A7", "F#m7b5"); kept out of the glossary's reach. */
const CHORD_TOKEN =
  /(?<![\p{L}\p{N}])[A-G](?:#|b)?(?:maj7|maj9|m7b5|m7|m9|m6|m|7|9|6|dim7|dim|aug|sus2|sus4|add9)?(?![\p{L}\p{N}#])/gu;

// One roman numeral ("ii", "V7", "bVII", "vii°"), and a run of them: joined by dashes ("ii-V-I"),
// or three or more apart ("i VI III VII"). Italian "i" and Spanish "vi" are words only alone.
const ROMAN = String.raw`[b#♭]?(?:VII|VI|IV|V|III|II|I|vii|vi|iv|v|iii|ii|i)(?:°|ø|\+|maj7|m7b5|7|9|6|dim|aug)?`;
const ROMAN_RUN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${ROMAN}(?:(?:\s*[-–—]\s*${ROMAN})+|(?:\s+${ROMAN}){2,})(?![\p{L}\p{N}])`,
  'gu',
);

/**
 * A message in Spanish, French, German, Portuguese, Italian or Japanese rewritten with English
 * music words, so that the brain's English reading understands it. English text comes back as is.
 * @example normaliseForeign('progression jazz en do majeur', 'fr') // 'progression jazz in C major'
 * @example normaliseForeign('mach es schneller', 'de') // 'make it faster'
 * @example normaliseForeign('ハ長調の進行', 'ja') // 'C major progression'
 */
export function normaliseForeign(text: string, lang: UnderstoodLanguage): string {
  if (lang === 'en') return text;
  if (lang === 'ja') return tidy(convertJapanese(text.normalize('NFKC')));
  // A quoted name ("garota de ipanema") is a title: kept as typed, never translated.
  const quoted: string[] = [];
  let out = stripAccents(
    text.normalize('NFC').replace(QUOTED, (m) => {
      quoted.push(m);
      return `\ue002${quoted.length - 1}\ue003`;
    }),
  );
  out = lang === 'de' ? convertGerman(out) : convertSolfege(out);
  // "a 120", "à 75", "ao 90": a tempo (the glossary would read "a" as an article).
  out = out.replace(AT_TEMPO, 'at $1');
  // Note names (converted or typed) are set aside while the glossary runs, so that Portuguese
  // "em" or Italian "e" never eat the chord "Em" or the note "E". A capital word opening the
  // message that the glossary knows ("Em dó maior", "A música") is a word, not a chord.
  const kept: string[] = [];
  const { re, map } = glossaryFor(lang);
  out = out.replace(ROMAN_RUN, (m) => {
    kept.push(m);
    return `\ue000${kept.length - 1}\ue001`;
  });
  out = out.replace(CHORD_TOKEN, (m, offset: number) => {
    if (
      offset === 0 &&
      map.has(m.toLowerCase()) &&
      !/\s(?:major|minor)\b/.test(out.slice(m.length, m.length + 7))
    )
      return m;
    kept.push(m);
    return `\ue000${kept.length - 1}\ue001`;
  });
  out = out.replace(re, (m) => map.get(m.toLowerCase().replace(/\s+/g, ' ')) ?? m);
  out = out.replace(/\ue000(\d+)\ue001/g, (_m, i: string) => kept[Number(i)]!);
  // French and Italian elisions left in front of a translated word ("j’record", "l’ear") go.
  if (lang === 'fr' || lang === 'it') out = out.replace(ELISION, '');
  out = out.replace(/\ue002(\d+)\ue003/g, (_m, i: string) => quoted[Number(i)]!);
  return tidy(out);
}

const QUOTED = /"[^"]{1,80}"|“[^”]{1,80}”|«[^»]{1,80}»|„[^“]{1,80}“/gu;

const AT_TEMPO = /(?<![\p{L}])(?:a|al|ao)\s+(\d{2,3})(?![\d/])/giu;

const ELISION = /(?<![\p{L}])(?:j|l|d|qu|n|s|m|t|c|dell|all|dall|nell|sull|un)['’](?=\p{L})/giu;

function tidy(text: string): string {
  return text
    .replace(/[¿¡]/g, '')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
