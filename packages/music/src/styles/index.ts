import type { PartSpec, StyleId } from '../compose/types.ts';
import { afrobeat } from './afrobeat.ts';
import { ambient } from './ambient.ts';
import { ballad } from './ballad.ts';
import { blues } from './blues.ts';
import { bossaNova } from './bossa-nova.ts';
import { chorale } from './chorale.ts';
import { cinematic } from './cinematic.ts';
import { classicalPiano } from './classical-piano.ts';
import { country } from './country.ts';
import { disco } from './disco.ts';
import { drumAndBass } from './drum-and-bass.ts';
import { folk } from './folk.ts';
import { funk } from './funk.ts';
import { gospel } from './gospel.ts';
import { hipHop } from './hip-hop.ts';
import { house } from './house.ts';
import { jazz } from './jazz.ts';
import { loFi } from './lo-fi.ts';
import { metal } from './metal.ts';
import { pop } from './pop.ts';
import { rAndB } from './r-and-b.ts';
import { reggae } from './reggae.ts';
import { rock } from './rock.ts';
import { salsa } from './salsa.ts';
import { samba } from './samba.ts';
import { techno } from './techno.ts';
import { trap } from './trap.ts';
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
  blues,
  samba,
  salsa,
  reggae,
  afrobeat,
  'r-and-b': rAndB,
  gospel,
  trap,
  techno,
  'drum-and-bass': drumAndBass,
  disco,
  metal,
  country,
  chorale,
  'classical-piano': classicalPiano,
  ambient,
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

/**
 * Whether a style name (id or everyday name, any case) is one the engine plays as such. When it is
 * not, a caller that picks another style should say the request is approximated.
 * @example isKnownStyle('neo soul') // true
 * @example isKnownStyle('polka') // false
 */
export function isKnownStyle(name: string): boolean {
  return findStyle(name) !== null;
}

/** A style's id, display name and everyday names. */
export interface StyleName {
  readonly id: StyleId;
  readonly name: string;
  readonly aliases: readonly string[];
}

/**
 * Every style with its display name and aliases (for replies like "I know: blues, jazz, …").
 * @example STYLE_NAMES.find((s) => s.id === 'drum-and-bass')?.aliases.includes('dnb') // true
 */
export const STYLE_NAMES: readonly StyleName[] = Object.values(STYLES).map((s) => ({
  id: s.id,
  name: s.name,
  aliases: s.aliases,
}));

const CORE_ARRANGEMENT: readonly PartSpec[] = [
  { role: 'chords' },
  { role: 'bass' },
  { role: 'melody' },
  { role: 'drums' },
];

/**
 * The line-up a style is played with, as spec parts (programs and track names included): e.g. salsa
 * gets piano montuno, tumbao bass, trumpet, trombones, clave and congas, timbales.
 * @example styleArrangement('chorale').map((p) => p.role) // ['melody', 'chords', 'bass']
 */
export function styleArrangement(id: StyleId): readonly PartSpec[] {
  return STYLES[id]?.arrangement ?? CORE_ARRANGEMENT;
}
