import { describe, expect, it } from 'vitest';
import {
  KNOWLEDGE_TOOL_NAME,
  knowledgeInputSchema,
  knowledgeTools,
  runSearchKnowledge,
} from './knowledge-tool.ts';

describe('search_knowledge tool', () => {
  it('returns the best entries for a practical question, with the answer and its offer', () => {
    const out = runSearchKnowledge({ query: 'how do I sidechain the bass to the kick?' });
    expect(out.results[0]).toMatchObject({ id: 'sidechain', title: 'Sidechain compression' });
    expect(out.results[0]?.answer).toContain('Want a sidechain-style bass pattern to try?');
    expect(out.results.length).toBeLessThanOrEqual(3);
  });

  it('reads a question in another language and answers in it', () => {
    const out = runSearchKnowledge({ query: '¿cómo mezclo las voces?', language: 'es' });
    expect(out.results[0]?.id).toBe('vocal-mixing');
    expect(out.results[0]?.answer).toMatch(/^Una cadena de voz/);
  });

  it('returns an empty list when nothing matches', () => {
    expect(runSearchKnowledge({ query: 'zxqv wplk' }).results).toEqual([]);
  });

  it('rejects an empty or oversized query and an unknown language', () => {
    expect(knowledgeInputSchema.safeParse({ query: '  ' }).success).toBe(false);
    expect(knowledgeInputSchema.safeParse({ query: 'x'.repeat(501) }).success).toBe(false);
    expect(knowledgeInputSchema.safeParse({ query: 'eq', language: 'ja' }).success).toBe(false);
  });

  it('is offered under its name with a description', () => {
    const tools = knowledgeTools();
    expect(Object.keys(tools)).toEqual([KNOWLEDGE_TOOL_NAME]);
    expect(tools[KNOWLEDGE_TOOL_NAME]?.description).toMatch(/mixing/);
  });
});
