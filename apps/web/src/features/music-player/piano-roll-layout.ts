import type { MusicAttachment } from '@riffmate/contract';
import { DRUM_LANES, type DrumVoice, drumVoiceFor } from './instruments';
import { parseMeter, ticksPerBar, totalTicks } from './timing';

export interface PianoRollOptions {
  /** Width of the drawing in SVG user units (it scales to the card). */
  width?: number;
  /** Height of one semitone row; by default the melodic area is kept near `melodicHeight`. */
  rowHeight?: number;
  /** Target height of the melodic area when `rowHeight` is not given. */
  melodicHeight?: number;
  /** Height of one drum lane. */
  laneHeight?: number;
  /** The pitch range never shrinks below this many semitones, so a one-note riff is not a wall. */
  minSemitones?: number;
}

export interface NoteRect {
  part: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DrumHit {
  part: number;
  voice: DrumVoice;
  /** Centre of the diamond. */
  cx: number;
  cy: number;
  /** Half the diagonal of the diamond. */
  r: number;
}

export interface PianoRollLayout {
  width: number;
  height: number;
  /** Lowest and highest MIDI note shown for melodic parts; null when there are none. */
  pitchRange: { low: number; high: number } | null;
  /** Where the drum area starts (equals the melodic area's height); null without drums. */
  drumTop: number | null;
  drumLanes: { voice: DrumVoice; y: number; height: number }[];
  notes: NoteRect[];
  hits: DrumHit[];
  /** x of the start of each bar, the first at 0. */
  barStarts: number[];
  /** Height of one semitone row. */
  rowHeight: number;
  totalTicks: number;
}

/**
 * Where every note of a piece goes in the piano roll: melodic parts on a pitch grid scaled to the
 * notes actually used, drums as diamonds in their own lanes below (one lane per voice that plays).
 * @example pianoRollLayout(music).pitchRange // { low: 48, high: 72 }
 */
export function pianoRollLayout(
  music: Pick<MusicAttachment, 'bars' | 'ppq' | 'meter' | 'parts'>,
  {
    width = 1000,
    rowHeight: fixedRowHeight,
    melodicHeight: targetHeight = 180,
    laneHeight = 14,
    minSemitones = 12,
  }: PianoRollOptions = {},
): PianoRollLayout {
  const length = totalTicks(music);
  const xAt = (tick: number) => (tick / length) * width;

  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  const voices = new Set<DrumVoice>();
  for (const part of music.parts) {
    for (const [, , midi] of part.notes) {
      if (part.isDrums) voices.add(drumVoiceFor(midi));
      else {
        low = Math.min(low, midi);
        high = Math.max(high, midi);
      }
    }
  }

  let pitchRange: PianoRollLayout['pitchRange'] = null;
  if (low <= high) {
    // Widen a narrow range evenly on both sides, staying inside MIDI's 0–127.
    const missing = Math.max(0, minSemitones - (high - low));
    const below = Math.floor(missing / 2);
    let lo = Math.max(0, low - below);
    let hi = Math.min(127, high + (missing - below));
    if (hi - lo < minSemitones) {
      lo = Math.max(0, hi - minSemitones);
      hi = Math.min(127, lo + minSemitones);
    }
    pitchRange = { low: lo, high: hi };
  }
  const rows = pitchRange ? pitchRange.high - pitchRange.low + 1 : 0;
  // Wide ranges get thinner rows (never below 3) so the card does not grow without bound.
  const rowHeight = fixedRowHeight ?? Math.min(10, Math.max(3, targetHeight / Math.max(1, rows)));
  const melodicHeight = rows * rowHeight;

  const lanes = DRUM_LANES.filter((voice) => voices.has(voice)).map((voice, index) => ({
    voice,
    y: melodicHeight + index * laneHeight,
    height: laneHeight,
  }));
  const laneOf = new Map(lanes.map((lane) => [lane.voice, lane]));

  const notes: NoteRect[] = [];
  const hits: DrumHit[] = [];
  music.parts.forEach((part, index) => {
    for (const [tick, duration, midi] of part.notes) {
      if (part.isDrums) {
        const lane = laneOf.get(drumVoiceFor(midi))!;
        hits.push({
          part: index,
          voice: lane.voice,
          cx: xAt(tick),
          cy: lane.y + lane.height / 2,
          r: lane.height * 0.4,
        });
      } else if (pitchRange) {
        notes.push({
          part: index,
          x: xAt(tick),
          y: (pitchRange.high - midi) * rowHeight,
          // At least a sliver wide, so very short notes still show.
          width: Math.max(1.5, xAt(duration)),
          height: rowHeight,
        });
      }
    }
  });

  const barLength = ticksPerBar(music.ppq, parseMeter(music.meter));
  const barStarts: number[] = [];
  for (let tick = 0; tick < length; tick += barLength) barStarts.push(xAt(tick));

  return {
    width,
    height: Math.max(melodicHeight + lanes.length * laneHeight, rowHeight * 4),
    pitchRange,
    drumTop: lanes.length > 0 ? melodicHeight : null,
    drumLanes: lanes,
    notes,
    hits,
    barStarts,
    rowHeight,
    totalTicks: length,
  };
}

const NOTE_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;

/**
 * A MIDI note's scientific name, middle C (60) being C4.
 * @example noteName(61) // 'C#4'
 */
export function noteName(midi: number): string {
  return `${NOTE_NAMES[midi % 12]}${Math.floor(midi / 12) - 1}`;
}

/**
 * The pitch axis: every C in the melodic range (the lowest note when the range holds no C), at the
 * middle of its row.
 * @example pitchLabels(pianoRollLayout(music)) // [{ name: 'C5', y: 18 }, { name: 'C4', y: 78 }]
 */
export function pitchLabels(
  layout: Pick<PianoRollLayout, 'pitchRange' | 'rowHeight'>,
): { name: string; y: number }[] {
  const range = layout.pitchRange;
  if (!range) return [];
  const at = (midi: number) => ({ name: noteName(midi), y: (range.high - midi + 0.5) * layout.rowHeight });
  const labels: { name: string; y: number }[] = [];
  for (let midi = range.high; midi >= range.low; midi--) if (midi % 12 === 0) labels.push(at(midi));
  return labels.length > 0 ? labels : [at(range.low)];
}
