import type { StyleId } from '../compose/types.ts';
import { ballad } from './ballad.ts';
import { bossaNova } from './bossa-nova.ts';
import { cinematic } from './cinematic.ts';
import { folk } from './folk.ts';
import { funk } from './funk.ts';
import { hipHop } from './hip-hop.ts';
import { house } from './house.ts';
import { jazz } from './jazz.ts';
import { loFi } from './lo-fi.ts';
import { pop } from './pop.ts';
import { rock } from './rock.ts';
import type { StyleDef } from './types.ts';
import { waltz } from './waltz.ts';

/**
 * Every style record, by id.
 * @example STYLES.waltz.meter // { numerator: 3, denominator: 4 }
 */
export const STYLES: Readonly<Record<StyleId, StyleDef>> = {
  pop,
  rock,
  'lo-fi': loFi,
  jazz,
  'bossa-nova': bossaNova,
  funk,
  house,
  'hip-hop': hipHop,
  ballad,
  waltz,
  folk,
  cinematic,
};

/**
 * The style record for an id.
 * @example getStyle('jazz').bass.feel // 'walking'
 */
export function getStyle(id: StyleId): StyleDef {
  return STYLES[id];
}

const aliasIndex = new Map<string, StyleId>();
for (const s of Object.values(STYLES)) {
  aliasIndex.set(s.id, s.id);
  for (const a of s.aliases) aliasIndex.set(a.toLowerCase(), s.id);
}

/**
 * Find a style by id or everyday name (case-insensitive); `null` if unknown.
 * @example findStyle('Bossa') // 'bossa-nova'
 * @example findStyle('lofi') // 'lo-fi'
 */
export function findStyle(name: string): StyleId | null {
  if (typeof name !== 'string') return null;
  return aliasIndex.get(name.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}
