import MiniSearch, { type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';
import { ENTRIES } from './entries/index.ts';
import type { KnowledgeEntry } from './types.ts';

// Words that carry no topic: dropped from both the index and the queries.
const STOP_WORDS = new Set(
  `a an the and or but of to in on at for with by from as is are was were be been being am do does did
  i me my we our you your it its this that these those what which who how why when where there here
  can could should would will shall may might must get got have has had make made want need like
  please just really very so some any about up out over than then too also more most much many
  tell know give show help let thing things way use using used try trying tips
  anyone someone something im i'm ive i've dont don't doesnt doesn't whats what's hows how's
  usually typically normally generally actually basically
  u ur ya tho lol lmao pls plz even totally literally`.split(/\s+/),
);

// Words whose stem would merge them with a different musical idea: "timing" (playing in time) is
// not "time" as in half-time or time signature.
const UNSTEMMED = new Set(['timing']);

/** Lower-case, drop stop words and stem: the same on the index side and the query side. */
function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/^'+|'+$/g, '');
  if (lower.length === 0 || STOP_WORDS.has(lower)) return null;
  if (UNSTEMMED.has(lower)) return lower;
  // British and American spellings ("memorise", "memorize") stem alike.
  return stemmer(lower.replace(/(?<=[a-z]{3})is(e|es|ed|ing|ation|ations)$/, 'iz$1'));
}

interface Doc {
  readonly id: string;
  readonly title: string;
  readonly keywords: string;
  readonly text: string;
}

// "lo-fi", "de-ess", "c#" stay one token; slashes and dots split ("fl studio/ableton").
// A hyphenated word is also indexed by its parts ("sidechain-compression" → sidechain, compression).
const tokenize = (text: string) =>
  text
    .split(/[\s,;:!?()"“”/.]+/u)
    .filter(Boolean)
    .flatMap((w) => (w.includes('-') ? [w, ...w.split('-').filter(Boolean)] : [w]));

/** The stemmed terms of a text, stop words removed. */
export function termsOf(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((t): t is string => t !== null);
}

function buildIndex(entries: readonly KnowledgeEntry[]): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({
    fields: ['title', 'keywords', 'text'],
    storeFields: [],
    processTerm,
    tokenize,
    searchOptions: {
      boost: { title: 3, keywords: 4, text: 1 },
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      prefix: (term) => term.length > 3,
      combineWith: 'OR',
      weights: { fuzzy: 0.4, prefix: 0.6 },
    },
  });
  index.addAll(
    entries.map((e) => ({
      id: e.id,
      title: e.title,
      keywords: e.keywords.join(' | '),
      text: `${e.text} ${e.offer}`,
    })),
  );
  return index;
}

const started = performance.now();
const INDEX = buildIndex(ENTRIES);
/** How long building the index took when the module loaded (ms); the eval reports it. */
export const INDEX_BUILD_MS = performance.now() - started;

const BY_ID: ReadonlyMap<string, KnowledgeEntry> = new Map(ENTRIES.map((e) => [e.id, e]));

// The terms each entry names in its title or keywords: what the entry is about.
const NAMED: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  ENTRIES.map((e) => [e.id, new Set(termsOf(`${e.title} ${e.keywords.join(' ')}`))]),
);

/**
 * Whether an entry names a (stemmed) term in its title or keywords.
 * @example namesTerm(knowledgeEntry('sidechain')!, 'sidechain') // true
 */
export function namesTerm(entry: KnowledgeEntry, term: string): boolean {
  return NAMED.get(entry.id)?.has(term) ?? false;
}

/** One search hit: the entry and its relevance score. */
export interface KnowledgeHit {
  readonly entry: KnowledgeEntry;
  readonly score: number;
  /** Question terms found in the entry's title or keywords (not only in its body text). */
  readonly strongTerms: number;
  /** `strongTerms` as a share of the question's terms (stop words aside), 0–1. */
  readonly coverage: number;
}

/**
 * The entries that best answer a question, best first (English text: run foreign text through
 * `normaliseForeign` first).
 * @example searchKnowledge('how do I sidechain the bass to the kick')[0]?.entry.id // 'sidechain'
 */
export function searchKnowledge(query: string, limit = 3): KnowledgeHit[] {
  const results: SearchResult[] = INDEX.search(query);
  const asked = termsOf(query).filter((t) => !ASKING_TERMS.has(t));
  const terms = Math.max(1, asked.length);
  const hits = results.slice(0, RERANK).map((r) => {
    // A longer word that merely starts with the question's ("memorise" for "memorable") may rank
    // an entry but does not make it about what was asked; one letter more ("punchy" for "punch")
    // or a question word that carries an ending ("parallela") still names it.
    const inTitleOrKeywords = Object.entries(r.match).filter(
      ([term, f]) =>
        asked.some((a) => a.startsWith(term) || (term.startsWith(a) && term.length - a.length <= 1)) &&
        (f.includes('title') || f.includes('keywords')),
    );
    const strongTerms = Math.min(inTitleOrKeywords.length, r.queryTerms.length, terms);
    return {
      entry: BY_ID.get(String(r.id))!,
      score: r.score,
      strongTerms,
      coverage: strongTerms / terms,
    };
  });
  // An entry whose title or keywords name more of the question's words is about what was asked
  // ("best kind of mic for recording vocals" is about mics, not about recording vocals), even when
  // another entry repeats fewer of them more often; the search score breaks ties.
  return hits.sort((a, b) => b.strongTerms - a.strongTerms || b.score - a.score).slice(0, limit);
}

// Words that say how the answer should be ("a good intro", "stop rushing", "hit harder") rather
// than what it is about: searched, but not counted among the question's topic words.
const ASKING_TERMS = new Set(
  termsOf('better proper properly correctly right stop harder fix wat fastest quickest easiest'),
);

/** How many of the search's best results are re-ordered by how many question words they name. */
const RERANK = 5;

/** An entry by id (for the `search_knowledge` tool and tests). */
export function knowledgeEntry(id: string): KnowledgeEntry | undefined {
  return BY_ID.get(id);
}

/** Every entry (read-only). */
export const KNOWLEDGE_ENTRIES: readonly KnowledgeEntry[] = ENTRIES;
