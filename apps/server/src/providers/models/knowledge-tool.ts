import { entryText, searchKnowledge } from '@riffmate/buddy/knowledge';
import { normaliseForeign, REPLY_LANGUAGES, type ReplyLanguage } from '@riffmate/buddy/language';
import { type ToolSet, tool, zodSchema } from 'ai';
import { z } from 'zod';

/** The tool name external models use to look up Riffmate's practical music notes. */
export const KNOWLEDGE_TOOL_NAME = 'search_knowledge';

/** `search_knowledge`: a question in plain words, and the language to answer in. */
export const knowledgeInputSchema = z.object({
  query: z.string().trim().min(1).max(500),
  language: z.enum(REPLY_LANGUAGES).optional(),
});
export type KnowledgeInput = z.infer<typeof knowledgeInputSchema>;

// Made once: the JSON Schema is computed on first use and cached (not per request).
const knowledgeToolInput = zodSchema(knowledgeInputSchema);

/** One entry as the model reads it. */
export interface KnowledgeResult {
  readonly id: string;
  readonly title: string;
  /** The answer and its follow-up offer, in the language asked for (English when not translated). */
  readonly answer: string;
  readonly score: number;
}

/** What the tool returns (and what the model reads back, as JSON). */
export interface KnowledgeToolOutput {
  readonly ok: true;
  readonly results: readonly KnowledgeResult[];
}

const MAX_RESULTS = 3;

/**
 * Search the knowledge base the built-in composer answers from: up to three entries, best first.
 * A question in another language is read through the same normalising step as the chat brain.
 * @example runSearchKnowledge({ query: 'how do I sidechain the bass?' }).results[0]?.id // 'sidechain'
 */
export function runSearchKnowledge(input: KnowledgeInput): KnowledgeToolOutput {
  const language: ReplyLanguage = input.language ?? 'en';
  const query = language === 'en' ? input.query : normaliseForeign(input.query, language);
  const results = searchKnowledge(query, MAX_RESULTS).map((hit) => ({
    id: hit.entry.id,
    title: hit.entry.title,
    answer: entryText(hit.entry, language),
    score: Math.round(hit.score * 10) / 10,
  }));
  return { ok: true, results };
}

const DESCRIPTION =
  "Search Riffmate's notes on practical music craft: mixing (EQ, compression, reverb, delay, de-essing, gain staging, sidechain, panning, loudness), sound design, recording (mics, interfaces, latency), DAWs (which to choose, importing Riffmate's MIDI into Ableton Live, Logic, FL Studio, Cubase, Reaper, GarageBand, Bitwig, Pro Tools, MuseScore), arrangement, songwriting, ear training, practice, genre tempos, drums and bass, and how Riffmate itself works (play, download, share, export). Returns up to three entries, best first; an empty list means nothing matched.";

/** The knowledge tool, to sit next to `compose` in an external model's tool set. */
export function knowledgeTools(): ToolSet {
  return {
    [KNOWLEDGE_TOOL_NAME]: tool({
      description: DESCRIPTION,
      inputSchema: knowledgeToolInput,
      execute: async (input) => runSearchKnowledge(input),
      toModelOutput: ({ output }) => ({ type: 'json', value: JSON.parse(JSON.stringify(output)) }),
    }),
  };
}
