import type { StyleId } from '@riffmate/music';
import { findPhrases } from './text.ts';

/**
 * Genres the engine has no style for, each with the nearest style it has. The reply says the
 * style was approximated, and with which one.
 * @example STYLE_APPROXIMATIONS.find((s) => s.names.includes('bachata'))?.value // 'salsa'
 */
export const STYLE_APPROXIMATIONS: readonly { readonly names: readonly string[]; readonly value: StyleId }[] =
  [
    { value: 'salsa', names: ['bachata', 'merengue', 'cumbia', 'cha cha', 'cha-cha', 'rumba', 'latin'] },
    { value: 'reggae', names: ['reggaeton', 'dancehall', 'dembow'] },
    { value: 'bossa-nova', names: ['tango', 'mpb'] },
    { value: 'trap', names: ['grime', 'phonk', 'uk drill'] },
    { value: 'techno', names: ['trance', 'dubstep', 'hardstyle', 'industrial'] },
    { value: 'house', names: ['uk garage', 'garage house', 'eurodance'] },
    { value: 'drum-and-bass', names: ['breakbeat', 'breakcore'] },
    { value: 'rock', names: ['emo', 'surf rock', 'surf', 'shoegaze', 'post-rock', 'post rock'] },
    { value: 'jazz', names: ['gypsy jazz', 'manouche', 'fusion', 'jazz fusion'] },
    { value: 'classical-piano', names: ['baroque', 'impressionist', 'romantic era'] },
    { value: 'country', names: ['polka', 'zydeco', 'cajun'] },
    {
      value: 'pop',
      names: ['synthwave', 'k-pop', 'kpop', 'j-pop', 'jpop', 'chiptune', 'city pop', 'hyperpop', '80s'],
    },
    { value: 'folk', names: ['flamenco', 'bhangra', 'sea shanty', 'shanty'] },
    { value: 'cinematic', names: ['epic orchestral', 'video game music'] },
  ];

/**
 * A genre the message names that the engine only approximates: the word and the style used.
 * @example approximatedStyle('a bachata in e minor') // { asked: 'bachata', style: 'salsa' }
 */
export function approximatedStyle(lower: string): { asked: string; style: StyleId } | null {
  const hit = findPhrases(lower, STYLE_APPROXIMATIONS)[0];
  return hit ? { asked: hit.phrase, style: hit.value } : null;
}
