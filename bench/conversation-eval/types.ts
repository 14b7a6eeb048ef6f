import type { ReplyIntent } from '@riffmate/buddy';
import type { PartRole, StyleId } from '@riffmate/music';

// The data format of the conversation evaluation: a conversation is a list of user turns, each
// with what its reply (text + MIDI) must show. Every expectation is checkable from the reply's text,
// its MIDI file and its `intent`; nothing reads the brain's internal fields.

/** The intent vocabulary of `ComposerReply.intent`. */
export type IntentName = ReplyIntent;

/** What a turn is about, for the per-category table. */
export type Category =
  | 'new-piece'
  | 'edit'
  | 'no-op-edit'
  | 'impossible-edit'
  | 'piece-question'
  | 'theory-fact'
  | 'theory-explanation'
  | 'practical'
  | 'song'
  | 'greeting'
  | 'off-topic'
  | 'variety'
  | 'upload';

/**
 * An instrument class heard in the MIDI: GM programs (see `INSTRUMENT_CLASSES` in measure.ts) or
 * drums (channel 10). `melody` is a mostly one-note-at-a-time part on top of the others.
 */
export type InstrumentClass =
  | 'piano'
  | 'electric-piano'
  | 'keys'
  | 'organ'
  | 'mallets'
  | 'guitar'
  | 'acoustic-guitar'
  | 'electric-guitar'
  | 'bass'
  | 'strings'
  | 'violin'
  | 'cello'
  | 'choir'
  | 'brass'
  | 'trumpet'
  | 'trombone'
  | 'sax'
  | 'woodwind'
  | 'clarinet'
  | 'flute'
  | 'synth'
  | 'synth-lead'
  | 'pad'
  | 'harp'
  | 'drums'
  | 'melody';

/** A key as musicians write it: `A minor`, `F# major`, `D dorian`. */
export type KeyText = string;

/** What an edit must do to the previous MIDI (the file of the piece in focus). */
export type Change =
  /** Every pitched note moved by one of these semitone amounts, timing kept; drums untouched. */
  | { readonly kind: 'transpose'; readonly semitones: readonly number[] }
  /** One instrument class moved by an octave (or the given semitones); every other part kept. */
  | { readonly kind: 'part-octave'; readonly part: InstrumentClass; readonly semitones: number }
  /** Tempo changed (exact BPM, or a direction); every note kept in its tick position. */
  | { readonly kind: 'tempo'; readonly bpm?: number; readonly direction?: 'up' | 'down' }
  /** The piece is now in this key (declared and heard). */
  | { readonly kind: 'key'; readonly key: KeyText }
  | { readonly kind: 'meter'; readonly meter: readonly [number, number] }
  /** Exact bar count, or a direction. */
  | { readonly kind: 'bars'; readonly bars?: number; readonly direction?: 'up' | 'down' }
  /** A part of this class appears; every earlier part is kept note for note. */
  | { readonly kind: 'add'; readonly part: InstrumentClass }
  /** The class is gone; every other part is kept note for note. */
  | { readonly kind: 'remove'; readonly part: InstrumentClass }
  /** `from` is gone, `to` is there; parts of other classes are kept note for note. */
  | { readonly kind: 'swap'; readonly from: InstrumentClass; readonly to: InstrumentClass }
  /** Swing of off-beat eighths: more, less, or straight (none). */
  | { readonly kind: 'swing'; readonly direction: 'more' | 'less' | 'straight' }
  /** Notes per bar of a class (or all pitched parts) up or down by ≥ 10 %. */
  | { readonly kind: 'density'; readonly direction: 'more' | 'less'; readonly part?: InstrumentClass }
  /** Mean pitch of a class goes up or down. */
  | { readonly kind: 'register'; readonly direction: 'up' | 'down'; readonly part?: InstrumentClass }
  /** A new section: more bars, the old music kept (shifted when it is an intro), new bars contrasting. */
  | { readonly kind: 'section'; readonly where: 'start' | 'end' }
  /** Notes in these bars (1-based, inclusive; negative counts from the end) change, the rest is kept. */
  | { readonly kind: 'bar-range'; readonly from: number; readonly to: number }
  /** A different take: the notes differ; key, tempo and meter are kept. */
  | { readonly kind: 'variation' };

/** What must stay as it was in the previous MIDI. */
export type Keep = 'tempo' | 'key' | 'meter' | 'bars' | 'notes' | 'instruments';

/** A fact about the piece in focus that a question asks; the answer is measured from its MIDI. */
export type PieceFact = 'tempo' | 'key' | 'meter' | 'bars' | 'chords' | 'scale' | 'instruments';

export interface TurnExpect {
  /** Accepted intents (the first is the intended reading). */
  readonly intent: IntentName | readonly IntentName[];
  /** true: a MIDI file must come back; false: none (a question is not a piece). */
  readonly midi?: boolean;
  readonly key?: KeyText;
  readonly tempo?: number;
  readonly tempoRange?: readonly [number, number];
  readonly meter?: readonly [number, number];
  readonly bars?: number;
  /** Each class must be present. */
  readonly parts?: readonly InstrumentClass[];
  /** Only these classes may be present ("solo piano"). */
  readonly only?: readonly InstrumentClass[];
  /** None of these classes may be present. */
  readonly absent?: readonly InstrumentClass[];
  /** The stated progression, one entry per chord in order (`Dm7`, `G7`, `Cmaj7`). */
  readonly chords?: readonly string[];
  /** What this edit must change vs the previous MIDI. */
  readonly change?: Change | readonly Change[];
  /** What must stay (besides what `change` implies). */
  readonly keep?: readonly Keep[];
  /** The edit asks for what is already so: no change, and the reply says so. */
  readonly noop?: boolean;
  /** The edit cannot be done: no change, and the reply says it cannot. */
  readonly impossible?: boolean;
  /** A question about the piece in focus: the reply must state this fact of its MIDI. */
  readonly answer?: PieceFact;
  /**
   * Words the reply must contain. Each entry lists alternatives separated by `|`. Note names
   * (`C#`, `Bb`) are matched as note tokens (♯/♭ accepted).
   */
  readonly mentions?: readonly string[];
  /** Words the reply must not contain (same syntax). */
  readonly notMentions?: readonly string[];
  /** A named song: the reply must say it cannot look songs up instead of inventing chords. */
  readonly honestSong?: boolean;
  /** The reply must differ in MIDI from the previous MIDI of this chat. */
  readonly differs?: boolean;
  /** The reply must be written in this language (multilingual set). */
  readonly replyLanguage?: 'es' | 'fr' | 'de' | 'pt' | 'it';
}

/** A MIDI file attached to a user message, made by the engine from this spec. */
export interface Attachment {
  readonly key: KeyText;
  readonly bars: number;
  readonly tempo: number;
  readonly style?: StyleId;
  readonly parts: readonly PartRole[];
  readonly seed: number;
  readonly filename: string;
}

export interface Turn {
  readonly user: string;
  readonly category: Category;
  readonly expect: TurnExpect;
  readonly attach?: Attachment;
}

export interface Conversation {
  readonly id: string;
  /** Language of the user's messages (English when absent). */
  readonly lang?: 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it' | 'ja';
  /**
   * Run the first turn again in a second fresh chat: its MIDI must differ (same words, new chat).
   */
  readonly freshTwice?: boolean;
  readonly turns: readonly Turn[];
}
