import { eld as eldSmall } from 'eld/small';
import type { ReplyLanguage } from './messages/index.ts';

/** The languages the brain understands: the reply languages and Japanese. */
export const UNDERSTOOD_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ja'] as const;
/** A language the brain understands. */
export type UnderstoodLanguage = (typeof UNDERSTOOD_LANGUAGES)[number];

// eld's small n-gram set (decision 0120), on its own instance so the subset does not leak to
// other users of the package. Restricting it to our languages keeps short messages from being
// read as Dutch or Catalan.
const detector = eldSmall.newInstance();
detector.setLanguageSubset([...UNDERSTOOD_LANGUAGES]);

/**
 * Words typical of each language in music chat. Short requests ("plus lent", "más rápido") give an
 * n-gram detector little to go on; these words break the tie. Words shared by two languages
 * (Spanish and Portuguese "menor") are listed under both.
 */
const HINTS: Readonly<Record<Exclude<UnderstoodLanguage, 'ja'>, string>> = {
  en: `the make it chords song faster slower what how with and in a of for my i do notes key major minor
    please can you beat thanks hi hello is are which should mix vocals sharp flat sup wassup yo lol lmao
    pls plz thx ty tysm cheers twice half fast slow only just whats chord tone tones change bars bar
    boring too well also theyre them add wait actually scratch`,
  es: `el la los las una un acordes canción cancion más mas rápido lento hazlo haz mayor menor sostenido
    bemol notas cómo como qué que escala tonalidad ritmo batería bajo hola gracias en con por mezclar voz
    voces quiero dame para tono compás lenta triste alegre mis tengo puedo hay está cuál cuáles sube baja flauta octava ponlo quita añade pon agrega cambia compases`,
  fr: `le la les une un accords accord chanson morceau plus rapide lent fais majeur mineur dièse diese
    bémol notes comment quel quelle quels gamme tonalité rythme batterie basse bonjour merci en avec pour
    du des voix mixer je veux mesure triste joyeux est ce sont salut quoi peux puis mon ma mes dans sur pas ne quand faire monte baisse flûte octave mets enlève ajoute mesures`,
  de: `der die das ein eine einen akkorde akkord lied song schneller langsamer mach mache dur moll kreuz
    noten wie was welche tonleiter tonart rhythmus schlagzeug bass hallo danke in mit für und ich stimme
    gesang mischen takt traurig fröhlich ist sind bitte im welches welcher hat habe kann soll nicht auch auf aus bei zu vom zum lade herunter höher tiefer flöte oktave setz entferne füge ändere takte`,
  pt: `o a os as uma um acordes canção musica música mais rápido lento faça faz maior menor sustenido
    bemol notas como quais qual escala tom ritmo bateria baixo olá ola obrigado obrigada em com para voz
    mixar eu quero compasso triste alegre do da no na são gravar meus minha minhas posso tenho não está qual sobe desce oitava coloca tira adiciona muda compassos`,
  it: `il lo la gli le una un accordi canzone brano più piu veloce lento fai rendilo maggiore minore
    diesis bemolle note come quali quale scala tonalità ritmo batteria basso ciao grazie in con per voce
    mixare voglio battuta triste allegro della del sono registrare mio mia miei posso ho non nel sulla sul che cosa alza abbassa flauto ottava mettilo togli aggiungi cambia battute`,
};
const HINT_SETS: readonly (readonly [string, ReadonlySet<string>])[] = Object.entries(HINTS).map(
  ([lang, words]) => [lang, new Set(words.split(/\s+/))] as const,
);

/**
 * Spellings only one of our languages uses, worth more than a shared word: German key names
 * ("f-Moll", "Es-Dur") and umlauts, Portuguese nasal vowels and "-ção", Spanish "ñ" and
 * inverted marks, French "qu’" and "c’est", Italian "perché". They settle messages that are mostly
 * chord symbols and numbers ("Techno in f-Moll, 130 bpm"), or whose words two languages share
 * ("por que o ii-V-I soa resolvido?").
 */
/** Any of `alternatives` as a whole word (`\\b` does not see accented letters as word letters). */
const whole = (alternatives: string) => `(?<!\\p{L})(?:${alternatives})(?!\\p{L})`;
const SOLFA = '(?:do|dó|re|ré|mi|fa|fá|sol|la|lá|si)';
const MARKERS: readonly (readonly [UnderstoodLanguage, RegExp])[] = [
  [
    'de',
    new RegExp(
      `${whole('[a-h](?:is|es|s|b|#)?-(?:moll|dur)|tonart|vorzeichen|dreiklang|quintenzirkel|warum|klingt')}|[äöüß]`,
      'gu',
    ),
  ],
  [
    'pt',
    new RegExp(
      `[ãõ]|${whole(`você|vocês|soa|soam|também|então|tônica|por que o|${SOLFA}(?: sustenido| bemol)? maior`)}`,
      'gu',
    ),
  ],
  [
    'es',
    new RegExp(
      `[ñ¿¡]|${whole(`por qué|suena|usted|también|séptima|séptimo|${SOLFA}(?: sostenido| bemol)? mayor`)}`,
      'gu',
    ),
  ],
  ['fr', new RegExp(`${whole("qu['’]|j['’]|c['’]est|pourquoi|sonne|est-ce|majeur|mineur")}|œ`, 'gu')],
  ['it', new RegExp(whole('perché|perchè|suona|accordo|tonalità|maggiore|minore|bemolle'), 'gu')],
];
const MARKER_WEIGHT = 1.2;

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff\uff66-\uff9f]/;
const WORD = /[a-zà-öø-ÿœæß]+/g;

/** Up to this many words a message is short: n-grams of "dreamier" or "jazzier pls" say little. */
const SHORT_WORDS = 3;
/**
 * How far eld's first language must lead its second for a short message to count: "oi tudo bem"
 * is Portuguese alone, "dreamier" scores Spanish, French and English alike.
 */
const SHORT_LEAD = 0.1;
/** A music-chat word's vote; in a short message it outweighs eld ("wassup" scores German). */
const HINT_WEIGHT = 0.6;
const SHORT_HINT_WEIGHT = 1.2;

/**
 * Whether a message is too short for n-grams to tell its language ("dreamier", "jazzier pls").
 * @example isShortMessage('more reverb-y') // true
 */
export function isShortMessage(text: string): boolean {
  return (text.toLowerCase().match(WORD) ?? []).length <= SHORT_WORDS;
}

/**
 * The language of a chat message: Japanese by script, otherwise eld's n-gram scores plus a vote
 * from music-chat words, which keeps two- and three-word requests right. English when unsure.
 * In a short message eld counts only when one language clearly leads; with no clear sign it is in
 * `chat`, the language of the chat so far ("punchier" is no Spanish).
 * @example detectLanguage('progression jazz en do majeur') // 'fr'
 * @example detectLanguage('Cのメジャー進行') // 'ja'
 * @example detectLanguage('chiller', 'fr') // 'fr'
 */
export function detectLanguage(text: string, chat: UnderstoodLanguage = 'en'): UnderstoodLanguage {
  if (JAPANESE.test(text)) return 'ja';
  const lower = text.toLowerCase();
  const words = lower.match(WORD) ?? [];
  if (words.length === 0) return chat === 'ja' ? 'en' : chat;
  const short = words.length <= SHORT_WORDS;
  const scores: Record<string, number> = { en: 0, es: 0, fr: 0, de: 0, pt: 0, it: 0 };
  const result = detector.detect(lower);
  const eldScores = result.getScores();
  const ranked = Object.values(eldScores).sort((a, b) => b - a);
  const top = ranked[0] ?? 0;
  const clear = !short || top - (ranked[1] ?? 0) >= SHORT_LEAD;
  if (top > 0 && clear) {
    for (const [lang, score] of Object.entries(eldScores)) {
      if (lang in scores) scores[lang]! += score / top;
    }
  }
  for (const word of words) {
    for (const [lang, set] of HINT_SETS) {
      if (set.has(word)) scores[lang]! += short ? SHORT_HINT_WEIGHT : HINT_WEIGHT;
    }
  }
  for (const [lang, pattern] of MARKERS) {
    scores[lang]! += MARKER_WEIGHT * (lower.match(pattern)?.length ?? 0);
  }
  // The chat's language wins ties in a short message (Latin letters in a Japanese chat are English);
  // otherwise English does: most chords, numbers and style names ("lofi 80 bpm") read as English.
  let best: UnderstoodLanguage = short && chat !== 'ja' ? chat : 'en';
  for (const lang of ['en', 'es', 'fr', 'de', 'pt', 'it'] as const) {
    if (scores[lang]! > scores[best]!) best = lang;
  }
  return best;
}

/**
 * The language to reply in: Japanese is understood, but replies stay English.
 * @example replyLanguageFor('ja') // 'en'
 */
export function replyLanguageFor(lang: UnderstoodLanguage): ReplyLanguage {
  return lang === 'ja' ? 'en' : lang;
}

/**
 * Whether the message has a spelling only `lang` uses ("f-Moll", "fa minore", "você"): then it is
 * that language even when most of its words are ones English also uses ("Techno in f-Moll, 130 bpm").
 * @example hasLanguageMarker('Techno in f-Moll, 130 bpm', 'de') // true
 */
export function hasLanguageMarker(text: string, lang: UnderstoodLanguage): boolean {
  const lower = text.toLowerCase();
  return MARKERS.some(([l, pattern]) => l === lang && (lower.match(pattern)?.length ?? 0) > 0);
}
