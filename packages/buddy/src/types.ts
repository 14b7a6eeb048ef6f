/** What the composer builds a piece from (an alias: the engine's spec). */
export type ComposeSpec = CompositionSpec;

/**
 * Everything a message states about a piece. Every field is optional: the composer fills the
 * gaps with musical defaults (and says so), or, for a follow-up, keeps the previous piece's values.
 */
export interface ComposeRequest {
  readonly key?: Key;
  /** A mode without a tonic ("something dorian", "in a minor key"). */
  readonly modeOnly?: Mode;
  readonly tempo?: number;
  /** The tempo word the BPM came from ("andante", "upbeat"), for the reply. */
  readonly tempoWord?: string;
  readonly meter?: Meter;
  readonly bars?: number;
  readonly style?: StyleId;
  readonly mood?: Mood;
  readonly parts?: readonly PartRole[];
  readonly withoutParts?: readonly PartRole[];
  readonly instruments?: Partial<Record<PartRole, number>>;
  /** One string per bar (chord symbols or roman numerals; two chords in a string split the bar). */
  readonly progression?: readonly string[];
  readonly swing?: number;
  /** The note value to swing, when an edit chose it over the style's ("add swing" on straight 8ths). */
  readonly swingUnit?: 'eighth' | 'sixteenth';
  readonly humanize?: number;
  readonly seed?: number;
  /** Every part and instrument named, in text order (the line-up asked for). */
  readonly partList?: readonly PartSpec[];
  /** Parts said in a style of their own beside the piece's ("a pop song with trap drums"). */
  readonly partStyles?: readonly { readonly role: PartRole; readonly style: StyleId }[];
  /** The named parts add to a full band ("… with bass and drums") rather than being the line-up. */
  readonly partsAdded?: boolean;
  /** Instruments swapped: old program → new program. */
  readonly swaps?: readonly { readonly from: number; readonly to: number }[];
  /** "with 7ths": the stated chords are played as seventh chords; `false` for "triads". */
  readonly sevenths?: boolean;
  /** The key was named by its tonic alone ("in D"): the genre may choose the mode. */
  readonly tonicOnly?: boolean;
  /** Roman numerals typed without case ("ii v i", "1 4 5"): each degree takes the key's own chord. */
  readonly romansCaseFree?: boolean;
  /** One instrument alone ("solo piano", "for piano"). */
  readonly solo?: { readonly program: number; readonly role: PartRole };
  /**
   * One instrument named with no part word and no "with" ("sad piano ballad", "funky groove, slap
   * bass"): it leads a piece of its own, or takes its part in a band genre's line-up.
   */
  readonly lone?: boolean;
  /** Words that only a drum part plays ("double kick", "four on the floor", "trap hats", "a beat"). */
  readonly drumsImplied?: boolean;
  /** A form or genre the engine plays through another style ("nocturne", "bachata"). */
  readonly genreHint?: GenreHint;
  /** Instruments General MIDI lacks, as named, with the program that stands in for them. */
  readonly nearest?: readonly { readonly asked: string; readonly program: number }[];
  /** A drum General MIDI lacks ("bodhran", "cajon"), played on the kit. */
  readonly nearestKit?: string;
}

/** A fresh piece. */
export interface ComposeIntent {
  readonly kind: 'compose';
  readonly request: ComposeRequest;
}

/** One change to the previous piece. */
export type Edit =
  | { readonly op: 'tempo-scale'; readonly factor: number }
  | { readonly op: 'transpose'; readonly semitones: number; readonly label: string }
  | { readonly op: 'bars-scale'; readonly factor: number }
  | { readonly op: 'add-part'; readonly part: PartRole }
  | { readonly op: 'remove-part'; readonly part: PartRole }
  | { readonly op: 'density'; readonly part: PartRole | 'all'; readonly delta: number }
  | { readonly op: 'variation' };

/** A follow-up about the previous piece: explicit edits plus any newly stated values. */
export interface EditIntent {
  readonly kind: 'edit';
  readonly edits: readonly Edit[];
  readonly request: ComposeRequest;
}

export type TriadQuality = 'major' | 'minor' | 'diminished' | 'augmented';

/** A theory question the engine answers exactly. */
export type TheoryQuestion =
  | {
      readonly type: 'chords-in-key';
      readonly key: Key;
      readonly sevenths: boolean;
      /** "which ones are minor": only the triads of this quality. */
      readonly quality?: TriadQuality;
    }
  | { readonly type: 'chord-notes'; readonly chord: string }
  | { readonly type: 'scale-notes'; readonly tonic: string; readonly scale: string }
  /** `down`: "G down to A", measured from the lower note A up to G. */
  | {
      readonly type: 'interval';
      readonly from: string;
      readonly to: string;
      readonly down?: boolean;
      /** "D up to F# and then F# up to D": a second pair asked in the same breath. */
      readonly second?: { readonly from: string; readonly to: string };
    }
  | {
      readonly type: 'note-at-interval';
      readonly from: string;
      readonly interval: string;
      readonly up: boolean;
      /** "a major third apart from B": above and below. */
      readonly both?: boolean;
    }
  | { readonly type: 'relative-key'; readonly key: Key }
  | { readonly type: 'parallel-key'; readonly key: Key }
  | { readonly type: 'key-signature'; readonly key: Key }
  | { readonly type: 'roman-analysis'; readonly chords: readonly string[]; readonly key: Key | null }
  | { readonly type: 'romans-to-chords'; readonly romans: readonly string[]; readonly key: Key }
  | { readonly type: 'detect-key'; readonly chords: readonly string[] }
  /** `also`: "Fb and B#?", more notes asked in the same breath. */
  | { readonly type: 'enharmonic'; readonly note: string; readonly also?: readonly string[] }
  /** "so C and B# are the same right?": two spellings compared. */
  | { readonly type: 'same-pitch'; readonly notes: readonly [string, string] }
  | { readonly type: 'key-for-signature'; readonly fifths: number }
  | {
      readonly type: 'transpose-chords';
      readonly chords: readonly string[];
      readonly semitones: number;
      /** The key the chords land in, when the question named one. */
      readonly key?: Key;
    }
  /** A capo and the shape played (`chords`: the shapes of a progression played, in order). */
  | {
      readonly type: 'capo';
      readonly fret: number;
      readonly shape: string;
      readonly chords?: readonly string[];
    }
  /** "the sub for E7": the dominant a tritone away (Bb7), sharing the tritone G#–D. */
  | { readonly type: 'tritone-sub'; readonly chord: string }
  /** "7th fret of the A string": the note a fret sounds on an open string (standard tuning). */
  | { readonly type: 'fret-note'; readonly string: string; readonly fret: number }
  /**
   * "what notes is a uke tuned to", "5th fret of each string": an instrument's standard tuning,
   * low string first, or the notes one fret sounds across its strings.
   */
  | {
      readonly type: 'tuning';
      readonly instrument: TunedInstrument;
      readonly fret?: number;
      /** An alternate guitar tuning by name ("drop D", "open G"), when not the standard one. */
      readonly alternate?: string;
    }
  /** "what chord is C E G Bb": the chord some notes spell. */
  | { readonly type: 'chord-name'; readonly notes: readonly string[] }
  /** "the 3rd of a Bb chord": one chord tone, by its degree (1 for the root). */
  | { readonly type: 'chord-tone'; readonly chord: string; readonly degree: number }
  /** "the 6th degree of C major": one note of a scale, by its degree. */
  | { readonly type: 'scale-degree'; readonly tonic: string; readonly scale: string; readonly degree: number }
  /** "the dominant of A minor": a scale degree by its function name, with its chord. */
  | { readonly type: 'degree-function'; readonly key: Key; readonly role: DegreeRole }
  /** "12 bar blues in A, what chords": the blues form bar by bar (a minor key: the minor blues). */
  | { readonly type: 'blues-form'; readonly key: Key; readonly bars: 8 | 12 }
  /** "what's a power chord made of": a kind of chord as degrees, shown on one root. */
  | { readonly type: 'chord-formula'; readonly suffix: string }
  /** "what key is F#m7b5 the ii of": the keys where a chord sits on a scale degree (1–7). */
  | { readonly type: 'key-of-chord'; readonly chord: string; readonly degree: number };

/** Instruments whose standard tuning the buddy knows. */
export type TunedInstrument =
  | 'guitar'
  | 'bass'
  | 'bass5'
  | 'ukulele'
  | 'violin'
  | 'viola'
  | 'cello'
  | 'mandolin';

/** The names of the scale degrees' roles, from the tonic up (the subtonic is the lowered 7th). */
export type DegreeRole =
  | 'tonic'
  | 'supertonic'
  | 'mediant'
  | 'subdominant'
  | 'dominant'
  | 'submediant'
  | 'leading tone'
  | 'subtonic';

/** A theory question. */
export interface TheoryIntent {
  readonly kind: 'theory';
  readonly question: TheoryQuestion;
}

/** Greetings, thanks, unclear or off-topic messages: answered with what the composer can do. */
export interface HelpIntent {
  readonly kind: 'help';
  readonly reason: 'greeting' | 'thanks' | 'off-topic' | 'empty' | 'capabilities' | 'unanswerable-theory';
}

/** What one message asks for. */
export type Intent = ComposeIntent | EditIntent | TheoryIntent | HelpIntent;

/**
 * What an assistant turn stores so follow-ups work from a saved chat (plain JSON, version-tagged;
 * see `PieceState`: the spec, appended sections and note-level edits).
 */
export type ComposerState = PieceState;

/** What a reply was about (the evaluation scores it). */
export type ReplyIntent =
  | 'compose'
  | 'edit'
  | 'piece-question'
  | 'theory-fact'
  | 'theory-explanation'
  | 'practical'
  | 'song'
  | 'greeting'
  | 'upload'
  | 'unknown';

/** One chat turn as the composer sees it. */
export type ChatTurn =
  | {
      readonly role: 'user';
      readonly text: string;
      /** The MIDI file attached to this message (its bytes), if any. */
      readonly midi?: Uint8Array;
      /** The stored file's id, so a tool can find it again. */
      readonly fileId?: string;
      readonly filename?: string;
    }
  | {
      readonly role: 'assistant';
      readonly text: string;
      readonly state?: ComposerState | null;
      /** A MIDI file this turn made from an upload (a transform), so follow-ups continue from it. */
      readonly file?: { readonly fileId: string; readonly midi: Uint8Array } | null;
    };

/** The composer's answer to the latest user message. */
export interface ComposerReply {
  readonly text: string;
  readonly intent: ReplyIntent;
  readonly piece?: Piece;
  readonly spec?: ComposeSpec;
  readonly state?: ComposerState;
  readonly midi?: Uint8Array;
  readonly notes?: readonly PartNotes[];
  /**
   * The reply is about an uploaded (or transformed) MIDI file: which stored file, and the transform
   * to apply (`null`: analysis only). The model layer turns it into an `analyse_midi` or
   * `transform_midi` tool call.
   */
  readonly upload?: {
    readonly fileId: string | null;
    readonly transform: MidiTransform | null;
    readonly title: string;
  };
}

import type {
  CompositionSpec,
  Key,
  Meter,
  MidiTransform,
  Mode,
  Mood,
  PartNotes,
  PartRole,
  PartSpec,
  Piece,
  StyleId,
} from '@riffmate/music';
import type { PieceState } from './piece-state.ts';
import type { GenreHint } from './style-approx.ts';
