import type { Meter, Mood, PartRole, PartSpec, StyleId } from '../compose/types.ts';

/** How the chords part plays when a style has no explicit pattern for a meter. */
export type CompFeel =
  | 'sustain'
  | 'beats'
  | 'offbeats'
  | 'strum'
  | 'arpeggio'
  | 'syncopated'
  | 'oom-pah'
  | 'stabs';
/** How the bass plays when a style has no explicit pattern for a meter. */
export type BassFeel = 'sustain' | 'root-fifth' | 'pulse' | 'walking' | 'octave-pump' | 'syncopated' | '808';
/** The drum family a style's generic grooves are built from. */
export type DrumFeel =
  | 'backbeat'
  | 'four-on-floor'
  | 'swing'
  | 'bossa'
  | 'funk'
  | 'boom-bap'
  | 'waltz'
  | 'folk'
  | 'cinematic'
  | 'ballad';
/** The kind of fill played at phrase ends. */
export type FillKind = 'toms' | 'snare' | 'swing' | 'minimal' | 'cinematic';

/**
 * One drum voice of a groove: a GM percussion key and one character per sixteenth step
 * (`X` accent, `x` hit, `g` ghost, `.` rest; spaces are ignored).
 */
export interface DrumLine {
  readonly note: number;
  readonly steps: string;
}

/** A one-bar groove. */
export type DrumPattern = readonly DrumLine[];

/** A progression a style may pick: roman numerals, one string per bar (two chords split the bar). */
export interface StyleProgression {
  readonly bars: readonly string[];
  readonly moods?: readonly Mood[];
}

/**
 * Pattern strings are one character per sixteenth step of the meter. Chords: `x`/`X` block chord,
 * `0`–`4` one voice of the voicing (arpeggio), `-` hold, `.` rest. Bass: `R` root (slash bass), `F`
 * fifth, `O` octave, `T` third, `S` seventh, `A` approach to the next chord, `W` walking tone, `B`
 * root or fifth alternately, `-` hold, `.` rest; lowercase letters are played softer.
 */
export type PatternTable = Readonly<Record<string, readonly string[]>>;

/**
 * How the chords part is voiced: `close` (smooth close position), `power` (root, fifth and octave:
 * rock and metal guitars), `shell` (root, third, seventh: jazz left hand), `spread` (open voicing,
 * root low and the rest above — gospel, cinematic), `chorale` (four voices, SATB ranges).
 */
export type VoicingKind = 'close' | 'power' | 'shell' | 'spread' | 'chorale';

/** How a style's harmony moves. */
export interface StyleHarmony {
  /** Keep the idiom's chords outside the key (blues I7–IV7, secondary dominants, borrowed chords). */
  readonly chromatic?: boolean;
  /** Bars each progression bar lasts (2 = slow harmonic rhythm, ambient and cinematic). */
  readonly barsPerChord?: number;
  /** A whole form the progression follows instead of a loop: the 12-bar blues. */
  readonly form?: 'twelve-bar';
  /** Approach the final cadence through V/V (a secondary dominant) when there is room. */
  readonly secondaryDominants?: boolean;
  /**
   * Minor keys cadence through v or ♭VII, never the major V with its raised leading tone (modal
   * rock, folk, reggae, funk, afrobeat, ambient). Other styles turn around and cadence through V.
   */
  readonly naturalMinor?: boolean;
}

/** Micro-timing: where a role sits against the grid (ms, + late / − early) and how loose it is. */
export interface StyleTiming {
  readonly offset?: Partial<Readonly<Record<PartRole, number>>>;
  /** Standard deviation of the timing in ms at humanize 0.2 (the default); scales with humanize. */
  readonly spread: number;
}

/** A style: a plain data record. */
export interface StyleDef {
  readonly id: StyleId;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly tempo: { readonly min: number; readonly max: number; readonly default: number };
  readonly meter: Meter;
  /** Default swing amount, 0–1, and the note value it applies to. */
  readonly swing: number;
  readonly swingUnit: 'eighth' | 'sixteenth';
  readonly progressions: {
    readonly major: readonly StyleProgression[];
    readonly minor: readonly StyleProgression[];
  };
  /** Default GM programs per role (roles left out use the engine's general defaults). */
  readonly instruments: { readonly chords: number; readonly bass: number; readonly melody: number } & Partial<
    Readonly<Record<PartRole, number>>
  >;
  readonly chords: {
    readonly feel: CompFeel;
    readonly patterns: PatternTable;
    readonly low: number;
    readonly high: number;
    readonly voices: number;
    readonly velocity: number;
    /** Let arpeggio notes ring to the end of the chord (sustain pedal). */
    readonly pedal?: boolean;
  };
  readonly bass: {
    readonly feel: BassFeel;
    readonly patterns: PatternTable;
    readonly velocity: number;
  };
  readonly drums: {
    readonly feel: DrumFeel;
    readonly patterns: Readonly<Record<string, readonly DrumPattern[]>>;
    readonly fill: FillKind;
    readonly velocity: number;
    /** Crash cymbal on the first beat of each phrase. */
    readonly crashOnPhrase: boolean;
    /** Trap hi-hat rolls (1/32 and triplet bursts) every other bar. */
    readonly rolls?: boolean;
  };
  /** The line-up the genre is played with (what a request that names no parts gets). */
  readonly arrangement?: readonly PartSpec[];
  readonly harmony?: StyleHarmony;
  readonly voicing?: VoicingKind;
  readonly timing?: StyleTiming;
  readonly melody: {
    /** Roughly the share of subdivisions that start a note (0–1). */
    readonly density: number;
    readonly subdivision: 'eighth' | 'sixteenth';
    /** Chance of off-beat starts and ties over the beat (0–1). */
    readonly syncopation: number;
    readonly velocity: number;
  };
}
