import type { ReplyLanguage } from '../language/messages/index.ts';
import { normaliseForeign } from '../language/normalise.ts';
import { PHRASES } from './phrases.ts';
import { searchKnowledge } from './search.ts';
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

/**
 * Answer a practical music question (mixing, recording, DAWs, songwriting, practice, Riffmate)
 * from the knowledge base, in the reply language. Foreign text is normalised here; Japanese text
 * should come already normalised with `lang` 'en'. With no good match, the reply says what
 * Riffmate can do and that a language model can be connected.
 * @example answerPractical('how do I mix vocals?', 'en').entryId // 'vocal-mixing'
 */
export function answerPractical(text: string, lang: ReplyLanguage): PracticalAnswer {
  const query = lang === 'en' ? text : normaliseForeign(text, lang);
  const [hit] = searchKnowledge(query, 1);
  // In another language a word or two usually stays untranslated ("uso", "sur"), so a third of
  // the question's terms is enough there.
  const minCoverage = lang === 'en' ? MIN_COVERAGE : MIN_COVERAGE_FOREIGN;
  if (!hit || hit.score < MIN_SCORE || (hit.strongTerms < 2 && hit.coverage < minCoverage)) {
    return { text: PHRASES[lang].noMatch, entryId: null, score: hit?.score ?? 0 };
  }
  return { text: entryText(hit.entry, lang), entryId: hit.entry.id, score: hit.score };
}
