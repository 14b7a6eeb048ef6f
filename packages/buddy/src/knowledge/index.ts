/**
 * Practical music knowledge: a searchable base of short answers (mixing, recording, DAWs,
 * songwriting, practice, Riffmate itself) and honest replies to requests for named songs.
 * @example answerPractical('how do I mix vocals?', 'en').text // 'Start with …'
 */
export {
  answerPractical,
  entryText,
  MIN_COVERAGE,
  MIN_COVERAGE_FOREIGN,
  MIN_SCORE,
  type PracticalAnswer,
} from './answer.ts';
export {
  INDEX_BUILD_MS,
  KNOWLEDGE_ENTRIES,
  type KnowledgeHit,
  knowledgeEntry,
  searchKnowledge,
} from './search.ts';
export {
  answerSongRequest,
  declinedSong,
  findSongRequest,
  plainlySongTitle,
  type SongRequest,
  songFollowUp,
} from './songs.ts';
export type { KnowledgeEntry, KnowledgeTopic } from './types.ts';
