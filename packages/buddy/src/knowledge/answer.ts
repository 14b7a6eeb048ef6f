import type { ReplyLanguage } from '../language/messages/index.ts';
import { normaliseForeign } from '../language/normalise.ts';
import { PHRASES } from './phrases.ts';
import { type KnowledgeHit, namesTerm, searchKnowledge, termsOf } from './search.ts';
import { TRANSLATIONS } from './translations/index.ts';
import type { KnowledgeEntry } from './types.ts';

/**
 * A hit is an answer only when it scores at least MIN_SCORE and its title or keywords hold two
 * of the question's terms, or half of them: one shared word in a question about something else
 * ("recommend a good movie") is a coincidence. Measured on the knowledge eval (bench/knowledge-eval).
 */
export const MIN_SCORE = 6;
export const MIN_COVERAGE = 0.5;
export const MIN_COVERAGE_FOREIGN = 0.34;

/** A practical answer: the text, the entry it came from (null when nothing matched) and its score. */
export interface PracticalAnswer {
  readonly text: string;
  readonly entryId: string | null;
  readonly score: number;
}

/**
 * An entry's answer in a language: its translation, or the English text after a one-line note.
 * @example entryText(knowledgeEntry('sidechain')!, 'en') // 'Sidechain compression ducks … Want a sidechain-style bass pattern to try?'
 */
export function entryText(entry: KnowledgeEntry, lang: ReplyLanguage): string {
  const translated = lang === 'en' ? undefined : TRANSLATIONS[lang][entry.id];
  if (translated) return `${translated.text} ${translated.offer}`;
  const note = PHRASES[lang].englishOnly;
  return `${note ? `${note} ` : ''}${entry.text} ${entry.offer}`;
}

// "where would I use that", "how do I practise soloing over it": the question points back.
const POINTS_BACK_RE = /\b(?:that|this|it|those|these|them|there)\b/i;

/** How many earlier user messages a follow-up may point back to. */
const FOLLOW_BACK = 3;

/**
 * Answer a practical music question (mixing, recording, DAWs, songwriting, practice, Riffmate)
 * from the knowledge base, in the reply language. Foreign text is normalised here; Japanese text
 * should come already normalised with `lang` 'en'. With no good match, the reply says what
 * Riffmate can do and that a language model can be connected.
 * A question that points back ("where would I use that in a song?") and names too little itself
 * is read with the topic of an earlier user message (`earlier`, newest first): after the
 * Neapolitan chord, it is about using the Neapolitan chord.
 * @example answerPractical('how do I mix vocals?', 'en').entryId // 'vocal-mixing'
 * @example answerPractical('where would i use that in a song', 'en', ['explain the neapolitan chord']).entryId // 'using-neapolitan'
 */
export function answerPractical(
  text: string,
  lang: ReplyLanguage,
  earlier: readonly string[] = [],
): PracticalAnswer {
  const read = (s: string) => (lang === 'en' ? s : normaliseForeign(s, lang));
  const query = read(text);
  // In another language a word or two usually stays untranslated ("uso", "sur"), so a third of
  // the question's terms is enough there.
  const minCoverage = lang === 'en' ? MIN_COVERAGE : MIN_COVERAGE_FOREIGN;
  const answers = (h: KnowledgeHit | undefined): h is KnowledgeHit =>
    !!h && h.score >= MIN_SCORE && (h.strongTerms >= 2 || h.coverage >= minCoverage);
  const [hit] = searchKnowledge(query, 1);
  // A question that names two of an entry's words stands on its own; one that points back and
  // names less is read with what it points at.
  const own = answers(hit) && hit.strongTerms >= 2 ? hit : undefined;
  const followed =
    own || !POINTS_BACK_RE.test(query)
      ? undefined
      : followUpHit(query, earlier.slice(0, FOLLOW_BACK).map(read), answers);
  // "whats a montuno anyway, my teacher keeps saying it": the question before an aside.
  const [question] = query.split(/\s*[,;]\s*|\s+-\s+/);
  const [asked] =
    !own && !followed && question && question !== query && question.split(/\s+/).length >= 2
      ? searchKnowledge(question, 1)
      : [];
  const best = own ?? followed ?? (answers(hit) ? hit : answers(asked) ? asked : undefined);
  if (!best) return { text: PHRASES[lang].noMatch, entryId: null, score: hit?.score ?? 0 };
  return { text: entryText(best.entry, lang), entryId: best.entry.id, score: best.score };
}

/**
 * The entry a follow-up means, searched with each earlier message in turn: it must name a word
 * of that earlier message the follow-up lacks (what "that" stands for) and, when the follow-up
 * names words of its own ("soloing", "song"), one of those too. The entry naming most of the
 * question's words wins, the newest message on a tie: a bare "and in D minor?" in between names
 * less than the topic before it.
 */
function followUpHit(
  query: string,
  earlier: readonly string[],
  answers: (h: KnowledgeHit | undefined) => h is KnowledgeHit,
): KnowledgeHit | undefined {
  const own = new Set(termsOf(query));
  let best: KnowledgeHit | undefined;
  for (const before of earlier) {
    const [hit] = searchKnowledge(`${query} ${before}`, 1);
    if (!answers(hit)) continue;
    const pointedAt = termsOf(before).some((t) => !own.has(t) && namesTerm(hit.entry, t));
    const asked = own.size === 0 || [...own].some((t) => namesTerm(hit.entry, t));
    if (pointedAt && asked && (!best || hit.strongTerms > best.strongTerms)) best = hit;
  }
  return best;
}
