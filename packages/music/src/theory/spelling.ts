import { Note } from 'tonal';
import { type Key, keyChromas, keyScale } from './key.ts';
import { mod12, parsePitchClass } from './pitch-class.ts';

/** Interval from the tonic used to spell a chromatic (non-scale) note, by semitones. */
const CHROMATIC_INTERVALS = ['1P', '2m', '2M', '3m', '3M', '4P', '4A', '5P', '6m', '6M', '7m', '7M'] as const;

const DEFAULT_KEY: Key = { tonic: 'C', mode: 'major' };
const tableCache = new Map<string, readonly string[]>();

function buildTable(key: Key): readonly string[] {
  const names = new Array<string>(12).fill('');
  const scale = keyScale(key);
  const chromas = keyChromas(key);
  chromas.forEach((c, i) => {
    names[c] = scale[i]!;
  });
  const tonic = parsePitchClass(key.tonic);
  for (let c = 0; c < 12; c++) {
    if (names[c]) continue;
    const iv = CHROMATIC_INTERVALS[mod12(c - (tonic?.chroma ?? 0))]!;
    let name = Note.pitchClass(Note.transpose(key.tonic, iv));
    const pc = parsePitchClass(name);
    if (!pc || Math.abs(pc.alt) > 1) name = Note.pitchClass(Note.enharmonic(name));
    names[c] = name;
  }
  return Object.freeze(names);
}

/**
 * The 12 pitch-class names spelled for a key (index = chroma). Scale notes use the key's own
 * spelling; other notes are spelled as the usual chromatic degree from the tonic
 * (♭2, ♭3, ♯4, ♭6, ♭7, and the raised 6th/7th in minor).
 * @example spellingTable({ tonic: 'F', mode: 'major' })[10] // 'Bb'
 */
export function spellingTable(key: Key = DEFAULT_KEY): readonly string[] {
  const id = `${key.tonic} ${key.mode}`;
  const hit = tableCache.get(id);
  if (hit) return hit;
  const t = buildTable(key);
  tableCache.set(id, t);
  return t;
}

/**
 * Spell a chroma as a pitch-class name appropriate to a key (C major spelling when no key).
 * @example spellChroma(1, { tonic: 'A', mode: 'major' }) // 'C#'
 * @example spellChroma(1, { tonic: 'Ab', mode: 'major' }) // 'Db'
 */
export function spellChroma(chroma: number, key?: Key): string {
  return spellingTable(key)[mod12(Math.round(chroma))]!;
}
