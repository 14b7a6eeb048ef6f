import type { Key } from '../theory/key.ts';

/**
 * Pulses per quarter note used for every generated piece.
 * @example PPQ // 480
 */
export const PPQ = 480;

/**
 * The kinds of part the engine writes, in the order a piece lists them. `chords` is comping (piano,
 * guitar, organ), `pad` sustained voicings, `horns` stabs and pads in section voicing, `percussion`
 * hand percussion on channel 10 beside the kit.
 * @example PART_ROLES.includes('counter-melody') // true
 */
export const PART_ROLES = [
  'chords',
  'pad',
  'arpeggio',
  'bass',
  'melody',
  'counter-melody',
  'horns',
  'percussion',
  'drums',
] as const;
/** A part role. */
export type PartRole = (typeof PART_ROLES)[number];

/**
 * The four parts of a plain band arrangement (what a request that names no parts gets).
 * @example CORE_PART_ROLES // ['chords', 'bass', 'melody', 'drums']
 */
export const CORE_PART_ROLES = ['chords', 'bass', 'melody', 'drums'] as const satisfies readonly PartRole[];

/**
 * Most parts one piece may have.
 * @example MAX_PARTS // 16
 */
export const MAX_PARTS = 16;

/**
 * One part asked for in a spec: its role, and optionally its GM program (ignored for drums and
 * percussion, which play GM percussion on channel 10), its track name and how busy it plays (-2…2).
 */
export interface PartSpec {
  readonly role: PartRole;
  readonly program?: number;
  readonly name?: string;
  readonly density?: number;
  /**
   * The key of the part's random stream (by default its role, `role#n` for the n-th part of a
   * role). An edit that removes an earlier part of the role sets it, so this part plays as before.
   */
  readonly stream?: string;
  /**
   * The style this part plays in when it differs from the piece's ("trap drums" under a pop song):
   * its groove, patterns and feel; the harmony, key and tempo stay the piece's.
   */
  readonly style?: StyleId;
  /**
   * A bass that carries the harmony alone (no chords part beside it) outlines each chord: the root
   * where it changes, its third and fifth between, so a bass-and-drums groove is heard in its key.
   * Set when the piece is made, and kept, so adding or removing a part later leaves the line as it is.
   */
  readonly outline?: boolean;
}

/**
 * The styles the engine knows (each is a data record in `src/styles/`).
 * @example STYLE_IDS.includes('bossa-nova') // true
 */
export const STYLE_IDS = [
  'pop',
  'rock',
  'lo-fi',
  'jazz',
  'bossa-nova',
  'funk',
  'house',
  'hip-hop',
  'ballad',
  'waltz',
  'folk',
  'cinematic',
  'blues',
  'samba',
  'salsa',
  'reggae',
  'afrobeat',
  'r-and-b',
  'gospel',
  'trap',
  'techno',
  'drum-and-bass',
  'disco',
  'metal',
  'country',
  'chorale',
  'classical-piano',
  'ambient',
] as const;
/** A style id. */
export type StyleId = (typeof STYLE_IDS)[number];

/**
 * Moods colour progression choice, tempo, dynamics and density.
 * @example MOODS.includes('chill') // true
 */
export const MOODS = [
  'happy',
  'sad',
  'chill',
  'energetic',
  'dark',
  'romantic',
  'epic',
  'dreamy',
  'tense',
] as const;
/** A mood. */
export type Mood = (typeof MOODS)[number];

/** A time signature, e.g. `{ numerator: 6, denominator: 8 }`. */
export interface Meter {
  readonly numerator: number;
  readonly denominator: number;
}

/** A chord (symbol or roman numeral) lasting a number of beats (in the meter's denominator unit). */
export interface ChordSpan {
  readonly chord: string;
  readonly beats: number;
}

/**
 * A progression as given by a user: each string is one bar (`"C"`, or `"C G"` to split the bar
 * evenly, or several bars separated by `|`); each `ChordSpan` lasts its beats. Symbols and roman
 * numerals may be mixed; `%` repeats the previous chord. The progression loops to fill the piece.
 */
export type ProgressionInput = readonly (string | ChordSpan)[];

/** What to compose. Only `key`, `bars`, `style`, `parts` and `seed` are required. */
export interface CompositionSpec {
  readonly key: Key;
  /** Beats per minute (quarter notes); default from the style and mood. */
  readonly tempo?: number;
  /** Default: the style's meter. */
  readonly meter?: Meter;
  readonly bars: number;
  readonly style: StyleId;
  readonly mood?: Mood;
  /**
   * The parts: a role (`'bass'`: the style's instrument for it) or a `PartSpec`. Several parts may
   * share a role. A role given as a plain string twice still means one part (older specs did so).
   */
  readonly parts: readonly (PartRole | PartSpec)[];
  /** GM program (0–127) per role, for parts that do not name their own; defaults from the style. */
  readonly instruments?: Partial<Record<PartRole, number>>;
  /** Chords to use; without it the engine picks a style- and mood-appropriate progression. */
  readonly progression?: ProgressionInput;
  /** 0 = straight, 1 = full triplet swing; default from the style. */
  readonly swing?: number;
  /** The note value that swings (eighths or sixteenths); default from the style. */
  readonly swingUnit?: 'eighth' | 'sixteenth';
  /** 0 = quantised, 1 = loose timing and dynamics; default 0.2. */
  readonly humanize?: number;
  /**
   * How busy each part plays, from -2 (sparse) through 0 (the style's own patterns) to 2 (busy);
   * lets a follow-up say "make the bass busier" without touching the other parts. A `PartSpec`'s own
   * `density` wins over its role's.
   */
  readonly density?: Partial<Record<PartRole, number>>;
  /** Allow notes outside the key's scale (approach tones, secondary dominants picked by the engine). */
  readonly chromatic?: boolean;
  readonly seed: number;
}

/** One note of a part. Ticks at 480 PPQ. */
export interface NoteEvent {
  readonly tick: number;
  readonly durationTicks: number;
  readonly midi: number;
  readonly velocity: number;
}

/** One part (becomes one MIDI track). */
export interface Part {
  readonly name: string;
  readonly role: PartRole;
  /** GM program 0–127 (0 for drums and percussion). */
  readonly program: number;
  /** MIDI channel index 0–15; drums and percussion are always 9 (channel 10). */
  readonly channel: number;
  readonly notes: readonly NoteEvent[];
}

/** Where a chord of the progression came from (see `ChordSegment.source`). */
export type ChordSource = 'user' | 'engine' | 'style';

/** One chord of the resolved progression. */
export interface ChordSegment {
  readonly symbol: string;
  /** Roman numeral in the piece's key (e.g. `V7/ii`), or `null` if it has none. */
  readonly roman: string | null;
  /** 0-based bar where the chord starts. */
  readonly bar: number;
  readonly tick: number;
  readonly durationTicks: number;
  /**
   * `user` when the chord came from the spec's progression, `style` when the engine chose a chord
   * outside the key because the style's idiom calls for it (blues I7, secondary dominants, borrowed
   * chords); the tones of both may leave the scale. `engine`: a diatonic chord the engine chose.
   */
  readonly source: ChordSource;
}

/** Everything about a piece except its notes. */
export interface PieceMeta {
  readonly title: string;
  readonly key: Key;
  readonly tempo: number;
  readonly meter: Meter;
  readonly bars: number;
  readonly ppq: number;
  readonly style: StyleId;
  readonly mood: Mood | null;
  readonly swing: number;
  /** Set when the spec chose the note value that swings over the style's own. */
  readonly swingUnit?: 'eighth' | 'sixteenth';
  readonly humanize: number;
  readonly chromatic: boolean;
  readonly seed: number;
  readonly progression: readonly ChordSegment[];
}

/** A composed piece: plain data, ready for `pieceToMidi`. */
export interface Piece {
  readonly meta: PieceMeta;
  readonly parts: readonly Part[];
}

/** Result of `compose`: a piece or a readable error. */
export type ComposeResult =
  | { readonly ok: true; readonly piece: Piece }
  | { readonly ok: false; readonly error: string };

/** A compact note for a piano roll: [tick, durationTicks, midi, velocity]. */
export type CompactNote = readonly [number, number, number, number];

/** One part's notes for a piano roll. */
export interface PartNotes {
  readonly role: PartRole;
  readonly name: string;
  readonly program: number;
  readonly channel: number;
  readonly notes: readonly CompactNote[];
}
