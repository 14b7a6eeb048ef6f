import type { MusicAttachment } from '@riffmate/contract';

/** A time signature: `numerator` beats of 1/`denominator` notes per bar. */
export interface Meter {
  numerator: number;
  denominator: number;
}

const COMMON_TIME: Meter = { numerator: 4, denominator: 4 };

/**
 * Reads a meter like "6/8"; anything unreadable counts as 4/4 so a card still plays.
 * @example parseMeter('7/8') // { numerator: 7, denominator: 8 }
 */
export function parseMeter(meter: string): Meter {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{1,2})\s*$/.exec(meter);
  if (!match) return COMMON_TIME;
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  // Only powers of two are real note values (1, 2, 4, 8, 16, 32).
  if (numerator < 1 || ![1, 2, 4, 8, 16, 32].includes(denominator)) return COMMON_TIME;
  return { numerator, denominator };
}

/**
 * MIDI tempo is quarter notes per minute whatever the meter, and `ppq` is ticks per quarter note.
 * @example ticksToSeconds(480, 120, 480) // 0.5
 */
export function ticksToSeconds(ticks: number, tempo: number, ppq: number): number {
  return (ticks / ppq) * (60 / tempo);
}

/** The inverse of `ticksToSeconds`. */
export function secondsToTicks(seconds: number, tempo: number, ppq: number): number {
  return (seconds * tempo * ppq) / 60;
}

/** Ticks in one beat of the meter: a quarter in 4/4, an eighth in 6/8. */
export function ticksPerBeat(ppq: number, meter: Meter): number {
  return (ppq * 4) / meter.denominator;
}

/** Ticks in one bar of the meter. */
export function ticksPerBar(ppq: number, meter: Meter): number {
  return ticksPerBeat(ppq, meter) * meter.numerator;
}

type Timed = Pick<MusicAttachment, 'bars' | 'ppq' | 'meter' | 'parts'>;

/** The piece's length in ticks: its bars, or longer if a note rings past the last bar. */
export function totalTicks(music: Timed): number {
  const barsLength = Math.max(1, music.bars) * ticksPerBar(music.ppq, parseMeter(music.meter));
  let end = barsLength;
  for (const part of music.parts) {
    for (const [tick, duration] of part.notes) end = Math.max(end, tick + duration);
  }
  return end;
}

/** The piece's length in seconds. */
export function durationSeconds(music: Timed & Pick<MusicAttachment, 'tempo'>): number {
  return ticksToSeconds(totalTicks(music), music.tempo, music.ppq);
}

/** A playback position as musicians read it: bar and beat, both counted from 1. */
export interface BarBeat {
  bar: number;
  beat: number;
}

/**
 * Where `seconds` falls in the piece.
 * @example positionAt(2.25, { tempo: 120, ppq: 480, meter: '3/4', ... }) // { bar: 2, beat: 2 }
 */
export function positionAt(
  seconds: number,
  music: Pick<MusicAttachment, 'tempo' | 'ppq' | 'meter'>,
): BarBeat {
  const meter = parseMeter(music.meter);
  const ticks = Math.max(0, secondsToTicks(seconds, music.tempo, music.ppq));
  // A hair of tolerance so float error never shows beat 4 a sample before beat 1 of the next bar.
  const beats = Math.floor(ticks / ticksPerBeat(music.ppq, meter) + 1e-9);
  return { bar: Math.floor(beats / meter.numerator) + 1, beat: (beats % meter.numerator) + 1 };
}

/** "3:2" for bar 3, beat 2. */
export function formatBarBeat({ bar, beat }: BarBeat): string {
  return `${bar}:${beat}`;
}

/** One note ready for the audio clock: seconds from the start, velocity 0–1. */
export interface ScheduledNote {
  part: number;
  time: number;
  duration: number;
  midi: number;
  velocity: number;
}

/** Shortest note the synths are asked to play, so zero-length MIDI notes still sound. */
const MIN_DURATION = 0.02;

/**
 * Every note of every part on one timeline (sorted by time), from the compact note lists.
 * @example buildSchedule(music)[0] // { part: 0, time: 0, duration: 0.5, midi: 60, velocity: 0.8 }
 */
export function buildSchedule(music: Pick<MusicAttachment, 'tempo' | 'ppq' | 'parts'>): ScheduledNote[] {
  const notes: ScheduledNote[] = [];
  music.parts.forEach((part, index) => {
    for (const [tick, durationTicks, midi, velocity] of part.notes) {
      notes.push({
        part: index,
        time: ticksToSeconds(tick, music.tempo, music.ppq),
        duration: Math.max(MIN_DURATION, ticksToSeconds(durationTicks, music.tempo, music.ppq)),
        midi,
        velocity: Math.min(1, Math.max(0, velocity / 127)),
      });
    }
  });
  return notes.sort((a, b) => a.time - b.time || a.part - b.part);
}

/** Gap between two hits that asked for the same instant on a monophonic voice. */
const NUDGE = 0.001;

/**
 * When a monophonic synth voice may start a note asked for at `time`: Tone.js throws "Start time
 * must be strictly greater than previous start time" otherwise. A late callback (a busy main
 * thread) asks for a time already past, which Tone clamps to `now`, so two late hits would share
 * a start: clamp first, then nudge past the voice's previous start.
 * @example monophonicStart(1.0, 1.2, 1.2) // 1.201
 */
export function monophonicStart(time: number, previous: number, now: number): number {
  const due = Math.max(time, now);
  return due > previous ? due : previous + NUDGE;
}
