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
  /** An earlier part has the same pitch at the same tick: drawn as an outline over it. */
  doubled: boolean;
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
  /** Where the highest pitch row starts: a margin keeps notes clear of the rounded edges. */
  melodicTop: number;
  /** Where the drum area starts (below the melodic area and its margins); null without drums. */
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
  // A row of margin above and below the pitches, so the top and bottom notes clear the rounded corners.
  const margin = rows > 0 ? rowHeight : 0;
  const melodicHeight = rows * rowHeight + 2 * margin;

  const lanes = DRUM_LANES.filter((voice) => voices.has(voice)).map((voice, index) => ({
    voice,
    y: melodicHeight + index * laneHeight,
    height: laneHeight,
  }));
  const laneOf = new Map(lanes.map((lane) => [lane.voice, lane]));

  const notes: NoteRect[] = [];
  const hits: DrumHit[] = [];
  // "tick:pitch" of the notes of the parts already placed: a later part playing the same note
  // (a doubled part) would otherwise hide exactly under it.
  const placed = new Set<string>();
  music.parts.forEach((part, index) => {
    const own: string[] = [];
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
        const at = `${tick}:${midi}`;
        own.push(at);
        notes.push({
          part: index,
          x: xAt(tick),
          y: margin + (pitchRange.high - midi) * rowHeight,
          // At least a sliver wide, so very short notes still show.
          width: Math.max(1.5, xAt(duration)),
          height: rowHeight,
          doubled: placed.has(at),
        });
      }
    }
    for (const at of own) placed.add(at);
  });

  const barLength = ticksPerBar(music.ppq, parseMeter(music.meter));
  const barStarts: number[] = [];
  for (let tick = 0; tick < length; tick += barLength) barStarts.push(xAt(tick));

  return {
    width,
    height: Math.max(melodicHeight + lanes.length * laneHeight, rowHeight * 4),
    pitchRange,
    melodicTop: margin,
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
  layout: Pick<PianoRollLayout, 'pitchRange' | 'rowHeight' | 'melodicTop'>,
): { name: string; y: number }[] {
  const range = layout.pitchRange;
  if (!range) return [];
  const at = (midi: number) => ({
    name: noteName(midi),
    y: layout.melodicTop + (range.high - midi + 0.5) * layout.rowHeight,
  });
  const labels: { name: string; y: number }[] = [];
  for (let midi = range.high; midi >= range.low; midi--) if (midi % 12 === 0) labels.push(at(midi));
  return labels.length > 0 ? labels : [at(range.low)];
}

/**
 * For each part, the earlier part it plays note for note (same pitches, ticks and lengths), or
 * null: the legend says "doubles …" so the list matches what the roll shows.
 * @example doubledParts([chords, chordsCopy]) // [null, 0]
 */
export function doubledParts(parts: MusicAttachment['parts']): (number | null)[] {
  const signature = (part: MusicAttachment['parts'][number]) =>
    part.notes
      .map(([tick, duration, midi]) => `${tick}:${duration}:${midi}`)
      .sort()
      .join(' ');
  const seen = new Map<string, number>();
  return parts.map((part, index) => {
    if (part.isDrums || part.notes.length === 0) return null;
    const key = signature(part);
    const first = seen.get(key);
    if (first !== undefined) return first;
    seen.set(key, index);
    return null;
  });
}

/**
 * The stated chords of each bar (null where none sounds): those starting in the bar, after the one
 * still sounding at its start, e.g. "Am7 D7" for a split bar.
 * @example statedBarChords({ bars: 2, ppq: 480, meter: '4/4', chords: [{ tick: 0, symbol: 'C' }] }) // ['C', 'C']
 */
export function statedBarChords(
  music: Pick<MusicAttachment, 'bars' | 'ppq' | 'meter'>,
  chords: readonly { tick: number; symbol: string }[],
): (string | null)[] {
  const bar = ticksPerBar(music.ppq, parseMeter(music.meter));
  const sorted = [...chords].sort((a, b) => a.tick - b.tick);
  return Array.from({ length: Math.max(1, music.bars) }, (_, i) => {
    const start = i * bar;
    const end = start + bar;
    const held = sorted.filter((chord) => chord.tick <= start).at(-1);
    const symbols = [held, ...sorted.filter((chord) => chord.tick > start && chord.tick < end)]
      .filter((chord) => chord !== undefined)
      .map((chord) => chord.symbol)
      .filter((symbol, j, all) => j === 0 || symbol !== all[j - 1]);
    return symbols.length > 0 ? symbols.join(' ') : null;
  });
}

export interface ChordLabel {
  /** 0-based bar the label starts at. */
  bar: number;
  text: string;
  /** Row 0, or row 1 under it for a label that would run into the one before on row 0. */
  row: 0 | 1;
  /** Where it starts and may run to (the next label on its row), as fractions 0–1 of the roll's width. */
  start: number;
  end: number;
}

/** Roughly how wide one character of a chord label is, in CSS pixels (10–12 px type). */
const LABEL_CHAR_PX = 7;
/** Space kept between two chord labels, in CSS pixels. */
const LABEL_GAP_PX = 6;

/**
 * Which chord labels fit a roll `widthPx` wide: one where the chord changes (a held chord is not
 * named again). A label that would run into the one before goes on a second row under it, so a
 * 16-bar card of jazz chords names every change; only one that fits neither row is left to the
 * bar's tooltip, so every name shown is whole. Each label may use the width up to the next one on
 * its row.
 * @example chordLabels(['C', 'C', 'F', 'G'], [0, 250, 500, 750], 1000, 600) // C at bar 0, F at 2, G at 3
 */
export function chordLabels(
  chords: readonly (string | null)[],
  barStarts: readonly number[],
  width: number,
  widthPx: number,
): ChordLabel[] {
  const shown: { bar: number; text: string; px: number; row: 0 | 1 }[] = [];
  const freeFrom = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  chords.forEach((text, bar) => {
    if (!text || text === chords[bar - 1] || barStarts[bar] === undefined) return;
    const px = (barStarts[bar]! / width) * widthPx;
    const runsTo = px + text.length * LABEL_CHAR_PX;
    // A label that would run past the strip's end is left to the bar's tooltip, not cut ("F#" for F#m).
    if (runsTo > widthPx) return;
    const row = px >= freeFrom[0]! ? 0 : px >= freeFrom[1]! ? 1 : null;
    if (row === null) return;
    shown.push({ bar, text, px, row });
    freeFrom[row] = runsTo + LABEL_GAP_PX;
  });
  return shown.map((label, i) => {
    const next = shown.slice(i + 1).find((other) => other.row === label.row);
    return {
      bar: label.bar,
      text: label.text,
      row: label.row,
      start: label.px / widthPx,
      end: next ? next.px / widthPx : 1,
    };
  });
}

/** Width of a bar number in CSS pixels, with its gap (up to three digits at 10 px). */
const BAR_NUMBER_PX = 24;

/**
 * Every how many bars a bar number is shown: all of them where they fit, else every 2nd, 4th…
 * @example barNumberStep(24, 350) // 2
 */
export function barNumberStep(bars: number, widthPx: number): number {
  const fit = Math.max(1, Math.floor(widthPx / BAR_NUMBER_PX));
  let step = 1;
  while (Math.ceil(bars / step) > fit) step *= 2;
  return step;
}
