// Checks on a reply's text: terms and note names it must contain, claims of change, "nothing
// changed", "cannot", refusals, honesty about songs, and the language it is written in.

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NOTE = /^([A-G])(#|b|♯|♭)?$/;
const CHORD = /^([A-G])(#|b|♯|♭)?(m|maj|min|dim|aug|sus|add|ø|°|\+)?[0-9b#()/A-Ga-z]*$/;

/** A regex for a note name as a token: `C#` matches "C#", "C♯" and "C sharp", not "C#m" or "Cmaj7". */
function noteRegex(letter: string, acc: string | undefined): RegExp {
  const sharp = acc === '#' || acc === '♯';
  const flat = acc === 'b' || acc === '♭';
  const mark = sharp ? '(?:#|♯| sharp)' : flat ? '(?:b|♭| flat)' : '(?![#♯b♭]| sharp| flat)';
  return new RegExp(`(?<![A-Za-z0-9#♯♭])${letter}${mark}(?![A-Za-z0-9#♯♭])`);
}

/**
 * Whether the text contains one alternative of a term (`A|B`): note names as tokens, chord symbols
 * as tokens, short words whole, longer words by prefix. `note:G` also accepts the note in solfège
 * (sol) or German (H, Fis, Es) where it stands in a list ("sol – si – re – fa", "sol, si y re").
 */
export function mentions(text: string, term: string): boolean {
  return term.split('|').some((alt) => {
    const a = alt.trim();
    if (a.startsWith('note:')) return noteNamed(text, a.slice(5));
    const note = NOTE.exec(a);
    if (note) return noteRegex(note[1]!, note[2]).test(text);
    if (CHORD.test(a) && /[0-9]|maj|dim|aug|sus|m$/.test(a))
      return new RegExp(`(?<![A-Za-z0-9#♯♭])${escapeRegex(a)}(?![A-Za-z0-9#♯♭])`).test(text);
    const end = a.length <= 3 ? '(?![\\p{L}\\p{N}])' : '';
    return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(a)}${end}`, 'iu').test(text);
  });
}

const SOLFEGE: Readonly<Record<string, readonly string[]>> = {
  C: ['do', 'dó'],
  D: ['re', 'ré'],
  E: ['mi'],
  F: ['fa', 'fá'],
  G: ['sol'],
  A: ['la', 'lá'],
  B: ['si'],
};
const SHARP_WORDS = '(?:#|♯|\\s?sostenido|\\s?dièse|\\s?diese|\\s?sustenido|\\s?diesis)';
const FLAT_WORDS = '(?:b|♭|\\s?bemol|\\s?bémol|\\s?bemolle)';
const ACC_WORD = `(?:${SHARP_WORDS}|${FLAT_WORDS})`;

/** German name of a spelled note: H for B, Fis for F#, Es for Eb, B for Bb. */
function germanName(letter: string, acc: string | undefined): string {
  if (!acc) return letter === 'B' ? 'H' : letter;
  if (acc === '#' || acc === '♯') return `${letter === 'B' ? 'H' : letter}is`;
  if (letter === 'B') return 'B';
  return letter === 'E' || letter === 'A' ? `${letter}s` : `${letter}es`;
}

/** Regex alternatives for a spelled note in solfège (Romance languages). */
function solfegeNames(letter: string, acc: string | undefined): string {
  const sharp = acc === '#' || acc === '♯';
  const flat = acc === 'b' || acc === '♭';
  const mark = sharp ? SHARP_WORDS : flat ? FLAT_WORDS : `(?!${ACC_WORD})`;
  return `(?:${SOLFEGE[letter]!.join('|')})${mark}`;
}

const LIST_SEPARATOR = /^\s*(?:[–—\-,·/:;|()[\]]|→|$|\.(?:\s|$)|(?:y|et|e|und|and|ed|o|ou|oder|or)\s)/i;
const LIST_BEFORE = /(?:[–—\-,·/:;|()[\]]|→|(?:\s|^)(?:y|et|e|und|and|ed|o|ou|oder|or))\s*$/i;

/** A spelled note named in solfège or German where it stands as an item of a list. */
function noteNamed(text: string, name: string): boolean {
  const m = NOTE.exec(name);
  if (!m) return false;
  if (noteRegex(m[1]!, m[2]).test(text)) return true;
  const german = germanName(m[1]!, m[2]);
  const bound = (form: string, flags: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${form})(?![\\p{L}\\p{N}#♯♭])`, flags);
  // Solfège in any case; German names capitalised (lower-case "es", "as" are words), and never
  // a bare B (German B♭, English B).
  const forms = [bound(solfegeNames(m[1]!, m[2]), 'giu')];
  if (german !== 'B') forms.push(bound(escapeRegex(german), 'gu'));
  return forms.some((re) =>
    [...text.matchAll(re)].some(
      (hit) =>
        LIST_SEPARATOR.test(text.slice(hit.index + hit[0].length)) ||
        LIST_BEFORE.test(text.slice(0, hit.index)),
    ),
  );
}

const SPELLINGS: readonly (readonly string[])[] = [
  ['C'],
  ['C#', 'Db'],
  ['D'],
  ['D#', 'Eb'],
  ['E'],
  ['F'],
  ['F#', 'Gb'],
  ['G'],
  ['G#', 'Ab'],
  ['A'],
  ['A#', 'Bb'],
  ['B'],
];
const JAPANESE: Readonly<Record<string, string>> = {
  C: 'ハ',
  D: 'ニ',
  E: 'ホ',
  F: 'ヘ',
  G: 'ト',
  A: 'イ',
  B: 'ロ',
};
const MODE_WORDS: Readonly<Record<string, string>> = {
  major: 'major|mayor|majeur|dur|maior|maggiore|メジャー',
  minor: 'minor|menor|mineur|moll|minore|マイナー',
  dorian: 'dorian|dórico|dorico|dorien|dorisch|ドリアン',
  phrygian: 'phrygian|frigio|phrygien|phrygisch|フリジアン',
  lydian: 'lydian|lidio|lydien|lydisch|リディアン',
  mixolydian: 'mixolydian|mixolidio|mixolydien|mixolydisch|ミクソリディアン',
  aeolian: 'aeolian|minor|eólico|eolio|éolien|äolisch|エオリアン',
  ionian: 'ionian|major|jónico|ionio|ionien|ionisch|アイオニアン',
  locrian: 'locrian|locrio|locrien|lokrisch|ロクリアン',
};

/** Whether the text names the key (tonic pitch class + mode) in any of the six languages. */
export function keyNamed(text: string, tonicPc: number, mode: string): boolean {
  const modes = MODE_WORDS[mode] ?? mode;
  return SPELLINGS[tonicPc]!.some((spelled) => {
    const letter = spelled[0]!;
    const acc = spelled[1];
    const sharp = acc === '#';
    const flat = acc === 'b';
    const letterForm = `${letter}${sharp ? '(?:#|♯| sharp|-sharp)' : flat ? '(?:b|♭| flat|-flat)' : '(?![#♯b♭])'}`;
    const forms = [letterForm, solfegeNames(letter, acc), escapeRegex(germanName(letter, acc))];
    const western = new RegExp(`(?<![\\p{L}])(?:${forms.join('|')})[\\s-]?(?:${modes})`, 'iu');
    const japanese = `${sharp ? '嬰' : flat ? '変' : ''}${JAPANESE[letter]}${mode === 'minor' ? '短調' : '長調'}`;
    return western.test(text) || (['major', 'minor'].includes(mode) && text.includes(japanese));
  });
}

/** Chord roots written in the text, as pitch classes (`Am7` → 9, `F#` → 6, `Bb` → 10). */
export function chordRootsIn(text: string): Set<number> {
  const base: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
  const out = new Set<number>();
  const re = /(?<![A-Za-z0-9])([A-G])(#|♯|b|♭)?(?=m|maj|min|dim|aug|sus|add|°|ø|[0-9]|[^A-Za-z]|$)/g;
  for (const m of text.matchAll(re)) {
    const alt = m[2] === '#' || m[2] === '♯' ? 1 : m[2] === 'b' || m[2] === '♭' ? -1 : 0;
    out.add((base[m[1]!]! + alt + 12) % 12);
  }
  return out;
}

/** The reply says it changed the piece ("Done", "I added", "switched", "now in …"), in six languages. */
export const CLAIM =
  /\b(?:done|i(?:'ve| have)? (?:added|changed|switched|moved|made it|removed|swapped|transposed|put|raised|lowered|slowed|sped|took out|dropped|replaced|turned|doubled|halved|extended|shortened|set it|gave it)|switched|(?:it's|it is|is) now|now (?:in|at|plays|has))\b|\b(?:hecho|listo|he (?:añadido|cambiado|quitado|subido|bajado|puesto|transpuesto)|c'est fait|j'ai (?:ajouté|changé|retiré|monté|baissé|mis|transposé)|erledigt|ich habe|feito|pronto|adicionei|mudei|troquei|fatto|ho (?:aggiunto|cambiato|tolto|alzato|abbassato|messo|trasposto))\b/i;

/** The reply says nothing changed because it already is so. */
export const NOTHING_CHANGED =
  /already|there(?:'s| is| are) no|(?:does|do)n't have|isn't (?:a|any)|nothing (?:to |has |was )?chang|no change|unchanged|stays the same|is still|left (?:it|the piece) as|kept it as|ya (?:está|es)|déjà|bereits|schon|já (?:está|é)|è già|già in/i;

/** The reply says it cannot do that. */
export const CANNOT =
  /can(?:'|’|no)t|cannot|not able|unable|isn't possible|not possible|no way to|not something i can|beyond what|no puedo|ne peux pas|kann (?:ich )?(?:das )?nicht|não (?:posso|consigo)|non posso/i;

/** A refusal that sends a music question away. */
export const REFUSAL =
  /only good at music|i can only (?:help|talk) (?:with|about) music|that's outside what i/i;

/** The reply says it cannot look songs up (instead of inventing a famous song's chords). */
export const HONEST_SONG =
  /no puedo (?:buscar|consultar|ver)|no tengo acceso|ne (?:peux|puis) pas (?:chercher|consulter|vérifier)|n'ai pas accès|kann (?:ich )?(?:keine |die )?\S* ?(?:nicht )?nachschlagen|keinen zugriff|não (?:posso|consigo) (?:pesquisar|procurar|consultar)|não tenho acesso|non posso (?:cercare|consultare)|non ho accesso|(?:can(?:'|’|no)t|cannot|not able to|unable to|don't|do not|won't) (?:reliably )?(?:look|search|find|access|browse|check|verify|fetch|know|reproduce|quote|give you the (?:real|exact|actual|official))|(?:don't|do not) have (?:the )?(?:chords|tabs?|lyrics|songs?)|won't (?:invent|make up|guess)|no (?:access|internet|song database|way to look)|offline|from memory|without (?:looking|access)/i;

// Frequent function words and the music words a reply uses, per language (space-separated).
const STOPWORDS: Readonly<Record<'en' | 'es' | 'fr' | 'de' | 'pt' | 'it', string>> = {
  en: 'the and is with here your you this of to it bars chords key want hey i am ask me can for or an notes scale also drums piece thanks',
  es: 'el los las del y aquí está tienes puedo quieres compases tonalidad acordes más una con para es pieza en hola gracias soy tu te pídeme puedes cómo qué también otra ritmo batería bajo canción escala notas hecho ahora de la que unos unas este esta dura se por al mayor menor sostenido bemol',
  fr: 'le les des du et est voici avec pour une un tu vous mesures tonalité accords je peux veux dans morceau bonjour merci suis ton ta moi demande gamme notes batterie basse aussi pas ne fait maintenant de la que ce cette dure en au majeur mineur dièse bémol',
  de: 'der die das und ist ein eine mit für hier ich du takte tonart akkorde nicht auf im stück willst hallo danke bin dein deine mir frag tonleiter töne schlagzeug auch kann noch oder zu steht jetzt erledigt es sich nur sie den dem des von bei wie dur moll dauert etwa',
  pt: 'o os do da em um uma é com para aqui você compassos tom acordes não mais quer peça está olá oi obrigado sou seu sua pede escala notas bateria baixo também posso música feito agora de que no na este esta dura cerca maior menor sustenido bemol',
  it: 'il gli di della che è con per ecco un una battute tonalità accordi non più vuoi brano posso ciao grazie sono tuo tua chiedimi scala note batteria basso anche puoi del nel fatto ora la le lo al alla si questo questa dura circa quante maggiore minore diesis bemolle',
};

/**
 * The language a reply is written in, by function words (the reply's language is a plain
 * property of its text; the brain's own detector is what is being measured, so it is not used).
 */
export function replyLanguage(text: string): keyof typeof STOPWORDS {
  // Note names ("C – D – Eb") and roman numerals ("i – VI – III") are in every language; "in" and
  // "a" are words in several.
  const words = (text.match(/[\p{L}']+/gu) ?? [])
    .filter((w) => !/^(?:[A-G]|i|ii|iii|iv|v|vi|vii|II|III|IV|V|VI|VII)$/.test(w))
    .map((w) => w.toLowerCase());
  let best: keyof typeof STOPWORDS = 'en';
  let bestScore = -1;
  for (const [lang, list] of Object.entries(STOPWORDS) as [keyof typeof STOPWORDS, string][]) {
    const set = new Set(list.split(' '));
    const score = words.filter((w) => set.has(w)).length;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
