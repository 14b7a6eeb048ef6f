import { describe, expect, it } from 'vitest';
import { DRUM_COLOUR, PART_COLOURS, partColours } from './piano-roll';

const part = (role: string, isDrums = false) => ({
  name: role,
  role,
  program: 0,
  channel: 0,
  isDrums,
  notes: [],
});

describe('part colours', () => {
  it('keeps a role its colour from one version of a piece to the next', () => {
    const before = partColours([part('chords'), part('bass'), part('drums', true)]);
    const after = partColours([
      part('pad'),
      part('chords'),
      part('melody'),
      part('bass'),
      part('drums', true),
    ]);
    expect(after[3]).toBe(before[1]);
    expect(after[1]).toBe(before[0]);
    expect(after[4]).toBe(DRUM_COLOUR);
  });

  it('gives a second part of a role, or an unknown role, a colour no other part has', () => {
    const colours = partColours([part('chords'), part('chords'), part('bass'), part('guitar')]);
    expect(new Set(colours).size).toBe(4);
    expect(colours.every((c) => (PART_COLOURS as readonly string[]).includes(c))).toBe(true);
  });
});
