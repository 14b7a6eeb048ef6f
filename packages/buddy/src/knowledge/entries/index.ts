import type { KnowledgeEntry } from '../types.ts';
import { BUSINESS } from './business.ts';
import { DAWS } from './daws.ts';
import { DRUMS_BASS } from './drums-bass.ts';
import { GEAR } from './gear.ts';
import { GENRES } from './genres.ts';
import { GUITAR } from './guitar.ts';
import { HARMONY } from './harmony.ts';
import { MIXING } from './mixing.ts';
import { PLAYING } from './playing.ts';
import { PRACTICE } from './practice.ts';
import { RECORDING } from './recording.ts';
import { RIFFMATE } from './riffmate.ts';
import { SOUND_DESIGN } from './sound-design.ts';
import { WRITING } from './writing.ts';

/** Every knowledge entry, grouped by topic file. */
export const ENTRIES: readonly KnowledgeEntry[] = [
  ...MIXING,
  ...RECORDING,
  ...SOUND_DESIGN,
  ...DAWS,
  ...WRITING,
  ...HARMONY,
  ...PRACTICE,
  ...PLAYING,
  ...GENRES,
  ...DRUMS_BASS,
  ...RIFFMATE,
  ...BUSINESS,
  ...GEAR,
  ...GUITAR,
];
