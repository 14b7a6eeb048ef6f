/** The topics the knowledge base covers (used to group entries and to describe a miss). */
export type KnowledgeTopic =
  | 'mixing'
  | 'sound-design'
  | 'recording'
  | 'daw'
  | 'arrangement'
  | 'songwriting'
  | 'harmony'
  | 'ear-training'
  | 'practice'
  | 'genre'
  | 'drums'
  | 'business'
  | 'gear'
  | 'riffmate';

/** One practical answer, written in the project's own words. */
export interface KnowledgeEntry {
  /** Stable id, kebab-case: what evals and the `search_knowledge` tool name. */
  readonly id: string;
  readonly topic: KnowledgeTopic;
  readonly title: string;
  /** Words and phrasings people use for this topic (searched with a high boost). */
  readonly keywords: readonly string[];
  /** A few concrete sentences. */
  readonly text: string;
  /** A follow-up offer, phrased as a question. */
  readonly offer: string;
}

/** An entry's text in another language. */
export interface EntryTranslation {
  readonly title: string;
  readonly text: string;
  readonly offer: string;
}
