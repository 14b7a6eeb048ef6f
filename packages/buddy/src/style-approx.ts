import type { StyleId } from '@riffmate/music';
import { findPhrases } from './text.ts';

/**
 * Genres the engine has no style for, each with the nearest style it has. The reply says the
 * style was approximated, and with which one.
 * @example STYLE_APPROXIMATIONS.find((s) => s.names.includes('reggae'))?.value // 'funk'
 */
export const STYLE_APPROXIMATIONS: readonly { readonly names: readonly string[]; readonly value: StyleId }[] =
  [
    { value: 'funk', names: ['reggae', 'ska', 'dub', 'afrobeat', 'soul', 'motown', 'disco funk'] },
    { value: 'hip-hop', names: ['trap', 'drill', 'r&b', 'rnb', 'grime', 'phonk'] },
    {
      value: 'house',
      names: ['techno', 'trance', 'edm', 'dubstep', 'drum and bass', 'dnb', 'disco', 'garage house'],
    },
    { value: 'rock', names: ['metal', 'punk', 'grunge', 'emo', 'surf'] },
    { value: 'jazz', names: ['blues', 'bluesy', 'bebop', 'big band', 'gypsy jazz'] },
    { value: 'bossa-nova', names: ['samba', 'salsa', 'latin', 'reggaeton', 'tango', 'brazilian'] },
    { value: 'folk', names: ['country', 'bluegrass', 'celtic', 'americana'] },
    {
      value: 'cinematic',
      names: ['classical', 'baroque', 'ambient', 'orchestral', 'epic orchestral', 'new age'],
    },
    { value: 'pop', names: ['synthwave', 'k-pop', 'kpop', 'chiptune', 'city pop', 'hyperpop'] },
    { value: 'ballad', names: ['gospel', 'hymn'] },
  ];

/**
 * A genre the message names that the engine only approximates: the word and the style used.
 * @example approximatedStyle('a reggae groove in g') // { asked: 'reggae', style: 'funk' }
 */
export function approximatedStyle(lower: string): { asked: string; style: StyleId } | null {
  const hit = findPhrases(lower, STYLE_APPROXIMATIONS)[0];
  return hit ? { asked: hit.phrase, style: hit.value } : null;
}
