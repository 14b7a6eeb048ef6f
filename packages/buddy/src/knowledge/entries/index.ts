import type { KnowledgeEntry } from '../types.ts';
import { MIXING } from './mixing.ts';
import { RIFFMATE } from './riffmate.ts';

/** Every knowledge entry, grouped by topic file. */
export const ENTRIES: readonly KnowledgeEntry[] = [...MIXING, ...RIFFMATE];
