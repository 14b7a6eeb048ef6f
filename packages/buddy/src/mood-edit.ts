import { isMinorMode, type Key, type Mode, type Mood, type Piece } from '@riffmate/music';
import type { Edit } from './types.ts';

/**
 * What a mood edit changes so that a musician hears it: the mode of the harmony, the tempo, how
 * busy the parts play and how hard. A mood word alone only moves velocities, which is heard as
 * "softer", not as a new mood.
 */
export interface MoodMove {
  /** The mode the harmony moves to (same tonic): parallel minor for darker, major for brighter. */
  readonly mode?: Mode;
  readonly edits: readonly Edit[];
  /** Edits for the parts a mood is said of ("chill the drums out" plays them sparser too). */
  readonly partEdits?: readonly Edit[];
  /** Velocity factor for every part (below 1 is softer). */
  readonly velocity?: number;
  /** Where the mood word is in the message (-1 when it came from a bare mood word). */
  readonly at: number;
}

type MoodKind = 'dark' | 'bright' | 'sad' | 'happy' | 'tense' | 'dreamy' | 'aggressive' | 'chill';

const MOOD_EDITS: readonly [RegExp, MoodKind][] = [
  [/\b(?:darker|more dark|moodier|more ominous|more sinister|spookier|creepier|more brooding)\b/, 'dark'],
  [/\b(?:brighter|more bright|sunnier|more uplifting|more cheerful)\b/, 'bright'],
  [
    /\b(?:sadder|more sad|more melancholy|more melancholic|gloomier|more somber|more sombre|more emotional)\b/,
    'sad',
  ],
  [/\b(?:happier|more happy|more joyful|more upbeat|more fun|more positive|more optimistic)\b/, 'happy'],
  [
    /\b(?:more tense|tenser|more tension|more suspense|more suspenseful|more anxious|edgier|more urgent)\b/,
    'tense',
  ],
  [
    /\b(?:dreamier|more dreamy|more ethereal|floatier|more floaty|hazier|more spacey|more ambient)\b/,
    'dreamy',
  ],
  [
    /\b(?:more aggressive|angrier|more angry|heavier|harder hitting|more intense|nastier|more brutal)\b/,
    'aggressive',
  ],
  [
    /\b(?:chill (?:(?:the|those|my|your) )?[a-z'-]+(?: [a-z-]+)? out|chill out|chiller|more chill|more relaxed|mellower|more mellow|calm (?:(?:the|those|my|your) )?[a-z'-]+ down|(?:more|make it|a (?:bit|little|touch)(?: more)?) laid[- ]?back|relax (?:it|the \w+)|less intense)\b/,
    'chill',
  ],
];

/** The moods a piece's mood word names that have a move of their own. */
const MOOD_MOVES: Readonly<Partial<Record<Mood, MoodKind>>> = {
  happy: 'happy',
  sad: 'sad',
  chill: 'chill',
  dark: 'dark',
  dreamy: 'dreamy',
  tense: 'tense',
};

/**
 * The audible moves a mood edit asks for ("make it darker", "a bit happier", "chill it out"),
 * or `null` when the message names no mood change.
 * @example moodMove('make it darker', piece, { tonic: 'Eb', mode: 'major' })?.mode // 'minor'
 */
export function moodMove(lower: string, piece: Piece, key: Key, asked?: Mood): MoodMove | null {
  // A bare mood word while editing ("make it chill") is that mood's move, not a new piece's mood.
  const hit = MOOD_EDITS.map(([re, k]) => [re.exec(lower), k] as const).find(([m]) => m);
  const kind = hit?.[1] ?? (asked ? MOOD_MOVES[asked] : undefined);
  if (!kind) return null;
  const move = moveFor(kind, piece, key);
  return move ? { ...move, at: hit?.[0]?.index ?? -1 } : null;
}

function moveFor(kind: MoodKind, piece: Piece, key: Key): Omit<MoodMove, 'at'> | null {
  const minor = isMinorMode(key.mode);
  const has = (role: string) => piece.parts.some((p) => p.role === role);
  const drums = has('drums') ? ('drums' as const) : ('all' as const);
  switch (kind) {
    // Darker: the parallel minor; a minor piece goes to phrygian (its flat second is darker still).
    case 'dark':
      return {
        mode: minor ? (key.mode === 'phrygian' ? undefined : 'phrygian') : 'minor',
        edits: [],
        velocity: 0.9,
      };
    // Brighter: the parallel major; a major piece goes to lydian (its raised fourth is brighter).
    case 'bright':
      return {
        mode: minor ? 'major' : key.mode === 'lydian' ? undefined : 'lydian',
        edits: [],
        velocity: 1.08,
      };
    case 'sad':
      return minor
        ? {
            edits: [
              { op: 'tempo-scale', factor: 1 / 1.12 },
              { op: 'density', part: 'all', delta: -1 },
            ],
            velocity: 0.85,
          }
        : { mode: 'minor', edits: [{ op: 'tempo-scale', factor: 1 / 1.08 }], velocity: 0.9 };
    case 'happy':
      return minor
        ? { mode: 'major', edits: [{ op: 'tempo-scale', factor: 1.08 }] }
        : {
            edits: [
              { op: 'tempo-scale', factor: 1.1 },
              { op: 'density', part: drums, delta: 1 },
            ],
            velocity: 1.08,
          };
    case 'tense':
      return {
        ...(minor && key.mode !== 'harmonic minor' ? { mode: 'harmonic minor' as const } : {}),
        edits: [
          { op: 'tempo-scale', factor: 1.08 },
          { op: 'density', part: drums, delta: 1 },
        ],
      };
    case 'dreamy':
      return {
        edits: [
          { op: 'tempo-scale', factor: 1 / 1.1 },
          { op: 'density', part: 'all', delta: -1 },
        ],
        velocity: 0.85,
      };
    case 'aggressive':
      return { edits: [{ op: 'density', part: drums, delta: 1 }], velocity: 1.25 };
    // Laid back is a feel: the same notes, slower and softer (rewriting them would be a change
    // not asked for).
    // Said of a part ("chill the drums out"), it is that part calmer: fewer notes, softer.
    case 'chill':
      return {
        edits: [{ op: 'tempo-scale', factor: 1 / 1.12 }],
        partEdits: [{ op: 'density', part: 'all', delta: -1 }],
        velocity: 0.85,
      };
  }
}
