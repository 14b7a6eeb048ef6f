import type { MusicAttachment } from '@riffmate/contract';
import { describe, expect, it } from 'vitest';
import { noteName, pianoRollLayout, pitchLabels } from './piano-roll-layout';

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
    expect(c!.y).toBe((68 - 60) * 5);
    expect(layout.height).toBe(13 * 5);
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
    expect(layout.drumTop).toBe(13 * 4);
    expect(layout.drumLanes.map((lane) => lane.voice)).toEqual(['closed-hat', 'snare', 'kick']);
    const kick = layout.hits.find((hit) => hit.voice === 'kick')!;
    expect(kick.cy).toBe(52 + 2 * 10 + 5);
    expect(layout.hits.every((hit) => hit.cy > layout.drumTop!)).toBe(true);
    expect(layout.notes).toHaveLength(1);
    expect(layout.height).toBe(52 + 30);
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
    // C5 (72) is 1 row below the top (73), C4 13 rows, C3 (48) 25 rows.
    expect(pitchLabels(layout)).toEqual([
      { name: 'C5', y: 6 },
      { name: 'C4', y: 54 },
      { name: 'C3', y: 102 },
    ]);
  });

  it('labels the lowest note when the range holds no C, and nothing without pitched parts', () => {
    const layout = pianoRollLayout(piece([melodic([[0, 480, 62, 90]])]), { rowHeight: 2, minSemitones: 5 });
    expect(layout.pitchRange).toEqual({ low: 60, high: 65 });
    expect(pitchLabels({ pitchRange: { low: 62, high: 70 }, rowHeight: 2 })).toEqual([{ name: 'D4', y: 17 }]);
    expect(pitchLabels(pianoRollLayout(piece([drums([[0, 60, 36, 100]])])))).toEqual([]);
  });
});
