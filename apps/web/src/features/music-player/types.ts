/** How one part is heard: `audible` is false when it is muted or another part is soloed. */
export interface PartLevel {
  audible: boolean;
  /** Linear gain, 0–1. */
  gain: number;
}

/** A playing piece, whichever synthesizer plays it (the SoundFont, or the Tone.js fallback). */
export interface PlaybackEngine {
  kind: 'soundfont' | 'synth';
  /** Starts, or resumes after pause. */
  play(): void;
  pause(): void;
  /** Seconds of the piece from its start (at the file's tempo). */
  seconds(): number;
  seek(seconds: number): void;
  /** Loop between two positions in seconds of the piece, or play once with `null`. */
  setLoop(range: { start: number; end: number } | null): void | Promise<void>;
  /** Playback speed, 1 = the file's tempo. */
  setRate(rate: number): void;
  /** One level per part of the card. */
  setLevels(levels: readonly PartLevel[]): void;
  /** The audio context's state ("running" once playing). */
  contextState(): string;
  dispose(): void;
}
