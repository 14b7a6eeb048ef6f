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

/** Whether the text contains one alternative of a term (`A|B`): note names as tokens, words by prefix. */
export function mentions(text: string, term: string): boolean {
  return term.split('|').some((alt) => {
    const a = alt.trim();
    const note = NOTE.exec(a);
    if (note) return noteRegex(note[1]!, note[2]).test(text);
    if (CHORD.test(a) && /[0-9]|maj|dim|aug|sus|m$/.test(a))
      return new RegExp(`(?<![A-Za-z0-9#♯♭])${escapeRegex(a)}(?![A-Za-z0-9#♯♭])`).test(text);
    return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(a)}`, 'iu').test(text);
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
  /(?:can(?:'|’|no)t|cannot|not able to|unable to|don't|do not|won't) (?:reliably )?(?:look|search|find|access|browse|check|verify|fetch|know|reproduce|quote|give you the (?:real|exact|actual|official))|no (?:access|internet|song database|way to look)|offline|from memory|without (?:looking|access)/i;

const STOPWORDS: Readonly<Record<'en' | 'es' | 'fr' | 'de' | 'pt' | 'it', readonly string[]>> = {
  en: [
    'the',
    'and',
    'is',
    'with',
    'here',
    'your',
    'you',
    'this',
    'of',
    'to',
    'it',
    'in',
    'bars',
    'chords',
    'key',
    'want',
  ],
  es: [
    'el',
    'los',
    'las',
    'del',
    'y',
    'aquí',
    'está',
    'tienes',
    'puedo',
    'quieres',
    'compases',
    'tonalidad',
    'acordes',
    'más',
    'una',
    'con',
    'para',
    'es',
    'pieza',
    'en',
  ],
  fr: [
    'le',
    'les',
    'des',
    'du',
    'et',
    'est',
    'voici',
    'avec',
    'pour',
    'une',
    'un',
    'tu',
    'vous',
    'mesures',
    'tonalité',
    'accords',
    'je',
    'peux',
    'veux',
    'dans',
    'morceau',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'ein',
    'eine',
    'mit',
    'für',
    'hier',
    'ich',
    'du',
    'takte',
    'tonart',
    'akkorde',
    'nicht',
    'auf',
    'im',
    'stück',
    'willst',
  ],
  pt: [
    'o',
    'os',
    'do',
    'da',
    'em',
    'um',
    'uma',
    'é',
    'com',
    'para',
    'aqui',
    'você',
    'compassos',
    'tom',
    'acordes',
    'não',
    'mais',
    'quer',
    'peça',
    'está',
  ],
  it: [
    'il',
    'gli',
    'di',
    'della',
    'che',
    'è',
    'con',
    'per',
    'ecco',
    'un',
    'una',
    'battute',
    'tonalità',
    'accordi',
    'non',
    'più',
    'vuoi',
    'brano',
    'posso',
  ],
};

/**
 * The language a reply is written in, by function words (the reply's language is a plain
 * property of its text; the brain's own detector is what is being measured, so it is not used).
 */
export function replyLanguage(text: string): keyof typeof STOPWORDS {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  let best: keyof typeof STOPWORDS = 'en';
  let bestScore = -1;
  for (const [lang, list] of Object.entries(STOPWORDS) as [keyof typeof STOPWORDS, readonly string[]][]) {
    const set = new Set(list);
    const score = words.filter((w) => set.has(w)).length;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
