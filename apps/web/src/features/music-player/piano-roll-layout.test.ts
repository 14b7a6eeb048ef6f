import type { MusicAttachment } from '@riffmate/contract';
import { describe, expect, it } from 'vitest';
import {
  barNumberStep,
  chordLabels,
  doubledParts,
  noteName,
  pianoRollLayout,
  pitchLabels,
  statedBarChords,
} from './piano-roll-layout';

type Part = MusicAttachment['parts'][number];
const melodic = (notes: Part['notes']): Part => ({
  name: 'keys',
  role: 'chords',
  program: 0,
  channel: 0,
  isDrums: false,
  notes,
});
const drums = (notes: Part['notes']): Part => ({
  name: 'drums',
  role: 'drums',
  program: 0,
  channel: 9,
  isDrums: true,
  notes,
});
const piece = (parts: Part[], meter = '4/4', bars = 2) => ({ bars, ppq: 480, meter, parts });

describe('pianoRollLayout', () => {
  it('scales to the pitches used, widened evenly to at least an octave', () => {
    const layout = pianoRollLayout(
      piece([
        melodic([
          [0, 480, 60, 90],
          [480, 480, 64, 90],
        ]),
      ]),
      { rowHeight: 5 },
    );
    expect(layout.pitchRange).toEqual({ low: 56, high: 68 });
    // Higher pitches sit higher: 64 is above 60.
    const [c, e] = layout.notes;
    expect(e!.y).toBeLessThan(c!.y);
    // One row of margin above the highest pitch and below the lowest.
    expect(c!.y).toBe(5 + (68 - 60) * 5);
    expect(layout.height).toBe(15 * 5);
  });

  it('keeps a wide range as it is', () => {
    const layout = pianoRollLayout(
      piece([
        melodic([
          [0, 480, 36, 90],
          [0, 480, 84, 90],
        ]),
      ]),
    );
    expect(layout.pitchRange).toEqual({ low: 36, high: 84 });
  });

  it('places notes by tick over the whole piece width', () => {
    const layout = pianoRollLayout(piece([melodic([[1920, 960, 60, 90]])]), { width: 1000 });
    expect(layout.notes[0]).toMatchObject({ x: 500, width: 250 });
  });

  it('draws drums as diamonds in their own lanes below the melodic area, kick lowest', () => {
    const layout = pianoRollLayout(
      piece([
        melodic([[0, 480, 60, 90]]),
        drums([
          [0, 60, 36, 100],
          [480, 60, 42, 80],
          [960, 60, 38, 100],
        ]),
      ]),
      { rowHeight: 4, laneHeight: 10 },
    );
    expect(layout.drumTop).toBe(15 * 4);
    expect(layout.drumLanes.map((lane) => lane.voice)).toEqual(['closed-hat', 'snare', 'kick']);
    const kick = layout.hits.find((hit) => hit.voice === 'kick')!;
    expect(kick.cy).toBe(60 + 2 * 10 + 5);
    expect(layout.hits.every((hit) => hit.cy > layout.drumTop!)).toBe(true);
    expect(layout.notes).toHaveLength(1);
    expect(layout.height).toBe(60 + 30);
  });

  it('has no pitch grid for a drums-only piece', () => {
    const layout = pianoRollLayout(piece([drums([[0, 60, 36, 100]])]));
    expect(layout.pitchRange).toBeNull();
    expect(layout.drumTop).toBe(0);
  });

  it('starts a bar at every bar line, in the meter', () => {
    expect(pianoRollLayout(piece([], '4/4', 4), { width: 1000 }).barStarts).toEqual([0, 250, 500, 750]);
    // 3 bars of 6/8 at 480 ppq: a bar is 1440 ticks.
    expect(pianoRollLayout(piece([], '6/8', 3), { width: 900 }).barStarts).toEqual([0, 300, 600]);
  });
});

describe('the pitch axis', () => {
  it('names notes as musicians do, middle C being C4', () => {
    expect([noteName(60), noteName(61), noteName(21), noteName(127), noteName(0)]).toEqual([
      'C4',
      'C#4',
      'A0',
      'G9',
      'C-1',
    ]);
  });

  it('labels every C in the range at the middle of its row, top to bottom', () => {
    const layout = pianoRollLayout(
      piece([
        melodic([
          [0, 480, 48, 90],
          [0, 480, 73, 90],
        ]),
      ]),
      { rowHeight: 4 },
    );
    expect(layout.pitchRange).toEqual({ low: 48, high: 73 });
    // C5 (72) is 1 row below the top (73), C4 13 rows, C3 (48) 25 rows; all under a row of margin.
    expect(pitchLabels(layout)).toEqual([
      { name: 'C5', y: 10 },
      { name: 'C4', y: 58 },
      { name: 'C3', y: 106 },
    ]);
  });

  it('labels the lowest note when the range holds no C, and nothing without pitched parts', () => {
    const layout = pianoRollLayout(piece([melodic([[0, 480, 62, 90]])]), { rowHeight: 2, minSemitones: 5 });
    expect(layout.pitchRange).toEqual({ low: 60, high: 65 });
    expect(pitchLabels({ pitchRange: { low: 62, high: 70 }, rowHeight: 2, melodicTop: 0 })).toEqual([
      { name: 'D4', y: 17 },
    ]);
    expect(pitchLabels(pianoRollLayout(piece([drums([[0, 60, 36, 100]])])))).toEqual([]);
  });
});

describe('notes clear of the edges', () => {
  it('keeps at least half a row between the outer notes and the top and bottom edges', () => {
    const layout = pianoRollLayout(
      piece([
        melodic([
          [0, 480, 48, 90],
          [0, 480, 72, 90],
        ]),
      ]),
    );
    const top = Math.min(...layout.notes.map((note) => note.y));
    const bottom = Math.max(...layout.notes.map((note) => note.y + note.height));
    expect(top).toBeGreaterThanOrEqual(layout.rowHeight / 2);
    expect(layout.height - bottom).toBeGreaterThanOrEqual(layout.rowHeight / 2);
  });
});

describe('doubled parts', () => {
  const chords = melodic([
    [0, 960, 60, 80],
    [0, 960, 64, 80],
    [960, 960, 65, 80],
  ]);
  it('marks the notes a later part plays on top of an earlier one, so both can be drawn', () => {
    const layout = pianoRollLayout(
      piece([chords, { ...chords, name: 'keys 2' }, melodic([[0, 480, 67, 90]])]),
    );
    expect(layout.notes.filter((note) => note.part === 0).every((note) => !note.doubled)).toBe(true);
    expect(layout.notes.filter((note) => note.part === 1).every((note) => note.doubled)).toBe(true);
    expect(layout.notes.find((note) => note.part === 2)!.doubled).toBe(false);
  });

  it('names the part a later part doubles note for note', () => {
    const other = melodic([[0, 960, 60, 80]]);
    expect(doubledParts([chords, other, { ...chords, name: 'keys 2' }, drums([[0, 60, 36, 100]])])).toEqual([
      null,
      null,
      0,
      null,
    ]);
  });
});

describe('chord labels', () => {
  const bars = (n: number) => ({ bars: n, ppq: 480, meter: '4/4' });
  it('labels bars with the stated chords, held ones and split bars included', () => {
    const chords = [
      { tick: 0, symbol: 'Ebmaj9' },
      { tick: 1920, symbol: 'Cm9' },
      { tick: 3840 + 960, symbol: 'Bb13' },
    ];
    expect(statedBarChords(bars(4), chords)).toEqual(['Ebmaj9', 'Cm9', 'Cm9 Bb13', 'Bb13']);
    expect(statedBarChords(bars(2), [{ tick: 1920, symbol: 'F' }])).toEqual([null, 'F']);
  });

  it('names a chord only where it changes, each label running to the next', () => {
    const labels = chordLabels(['C', 'C', 'F', 'G'], [0, 250, 500, 750], 1000, 600);
    expect(labels.map((label) => [label.bar, label.text])).toEqual([
      [0, 'C'],
      [2, 'F'],
      [3, 'G'],
    ]);
    expect(labels[0]).toMatchObject({ start: 0, end: 0.5 });
    expect(labels[2]!.end).toBe(1);
  });

  it('puts a label that would run into the one before on a second row, never cutting a name', () => {
    // 16 bars of jazz changes on a 600 px roll: 37.5 px a bar, "Cmaj7" needs 35 + 6.
    const chords = [
      'D7',
      'Cmaj7',
      'Gmaj7',
      'D7',
      'D7',
      'Cmaj7',
      'E9 A7',
      'D7',
      'Bm7',
      'F#m7',
      'Gmaj7',
      'A7',
      'Bm7',
      'F#m7',
      'Em7',
      'A7',
    ];
    const starts = chords.map((_, i) => (i / 16) * 1000);
    const labels = chordLabels(chords, starts, 1000, 600);
    expect(labels.map((label) => label.bar)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(labels.find((label) => label.bar === 2)?.row).toBe(1);
    for (const row of [0, 1]) {
      const onRow = labels.filter((label) => label.row === row);
      for (const [a, b] of onRow.slice(1).map((label, i) => [onRow[i]!, label] as const)) {
        expect((b.start - a.start) * 600).toBeGreaterThanOrEqual(a.text.length * 7);
        expect(a.end).toBe(b.start);
      }
    }
  });

  it('drops only what fits neither row on a very narrow roll', () => {
    const chords = Array.from({ length: 24 }, (_, i) => ['E', 'Amaj7', 'C#m7', 'B'][i % 4]!);
    const starts = chords.map((_, i) => (i / 24) * 1000);
    const narrow = chordLabels(chords, starts, 1000, 200);
    const wide = chordLabels(chords, starts, 1000, 1200);
    expect(narrow.length).toBeLessThan(wide.length);
    expect(wide).toHaveLength(24);
    expect(wide.every((label) => label.row === 0)).toBe(true);
    for (const row of [0, 1]) {
      const onRow = narrow.filter((label) => label.row === row);
      for (const [a, b] of onRow.slice(1).map((label, i) => [onRow[i]!, label] as const)) {
        expect((b.start - a.start) * 200).toBeGreaterThanOrEqual(a.text.length * 7);
      }
    }
  });

  it('leaves out a last label that would be cut at the right edge', () => {
    // 24 bars on 330 px: the last bar starts 13.75 px from the edge, and "F#m" needs 21.
    const starts = Array.from({ length: 24 }, (_, i) => (i / 24) * 1000);
    const chords = [...Array.from({ length: 23 }, () => 'A'), 'F#m'];
    const labels = chordLabels(chords, starts, 1000, 330);
    expect(labels.map((label) => label.text)).toEqual(['A']);
    expect(labels[0]!.end).toBe(1);
  });

  it('thins bar numbers to what fits', () => {
    expect(barNumberStep(8, 600)).toBe(1);
    expect(barNumberStep(24, 330)).toBe(2);
    expect(barNumberStep(64, 330)).toBe(8);
  });
});
