import { estimateKey } from '../analysis/estimate-key.ts';
import { AARDEN_ESSEN } from '../analysis/key-profiles.ts';
import { type ChordInfo, chordChromas } from '../theory/chord.ts';
import { type Key, keyChromas } from '../theory/key.ts';
import { mod12, parsePitchClass } from '../theory/pitch-class.ts';

// Which tones make the key heard: the voicings double them, the melody leans on them, the bass
// approaches from them (docs/decisions/0112-key-heard.md).

/**
 * A key weight under which a doubled tone adds sound without saying the key (a minor key's ♭3 is
 * also its relative major's tonic): such a doubling is left out when it cannot move.
 */
export const SAYS_LITTLE = 2;

/**
 * A key weight from which a tone tells the key (`keyToneWeights`).
 * @example KEY_TELLING // 2
 */
export const KEY_TELLING = SAYS_LITTLE;

/**
 * How much each pitch class says the piece's key rather than the keys key-finding would take its
 * harmony for: the Aarden–Essen profile of its major or minor minus the mean of its two rivals'.
 * The rivals are the two other keys key-finding hears best in the chords' own tones (weighted by
 * length); without chords, the relative and the subdominant. Over i–♭VI–♭III–♭VII in A minor (its
 * rivals C and F major) the tonic and the second weigh most and the ♭7 least; over I–V–vi–IV in E
 * (rivals A major and C♯ minor) the fifth and the third. A church mode weighs its tonic, then its
 * fifth, then the rest of its scale.
 * @example keyToneWeights({ tonic: 'C', mode: 'major' })[7] > keyToneWeights({ tonic: 'C', mode: 'major' })[9] // true
 */
export function keyToneWeights(
  key: Key,
  harmony: readonly { readonly chord: ChordInfo; readonly tick: number; readonly end: number }[] = [],
): number[] {
  const kc = keyChromas(key);
  const tonic = kc[0]!;
  const weights = new Array<number>(12).fill(0);
  const major = key.mode === 'major' || key.mode === 'ionian';
  const minor = key.mode === 'minor' || key.mode === 'aeolian' || key.mode === 'harmonic minor';
  if (!major && !minor) {
    for (const pc of kc) weights[pc] = pc === tonic ? 3 : pc === kc[4] ? 2 : 1;
    return weights;
  }
  const own = major ? AARDEN_ESSEN.major : AARDEN_ESSEN.minor;
  const rivals: [readonly number[], number][] = rivalKeys(harmony, tonic, major) ?? [
    [major ? AARDEN_ESSEN.minor : AARDEN_ESSEN.major, tonic + (major ? 9 : 3)],
    [own, tonic + 5],
  ];
  for (let pc = 0; pc < 12; pc++) {
    const rival = rivals.reduce((sum, [p, t]) => sum + p[mod12(pc - t)]!, 0) / rivals.length;
    weights[pc] = own[mod12(pc - tonic)]! - rival;
  }
  return weights;
}

/** The two keys (profile, tonic) key-finding ranks best for the chords' tones, the key itself aside. */
function rivalKeys(
  harmony: readonly { readonly chord: ChordInfo; readonly tick: number; readonly end: number }[],
  tonic: number,
  major: boolean,
): [readonly number[], number][] | null {
  const histogram = new Array<number>(12).fill(0);
  for (const h of harmony)
    for (const pc of new Set(chordChromas(h.chord))) histogram[mod12(pc)]! += h.end - h.tick;
  const ranking = estimateKey(histogram)?.ranking;
  if (!ranking) return null;
  return ranking
    .map((r) => ({ pc: parsePitchClass(r.key.tonic)!.chroma, major: r.key.mode === 'major' }))
    .filter((r) => r.pc !== tonic || r.major !== major)
    .slice(0, 2)
    .map((r) => [r.major ? AARDEN_ESSEN.major : AARDEN_ESSEN.minor, r.pc]);
}
