import { compose, pieceToMidi, type StyleId } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { heardSwing } from './diff.ts';
import { playChat } from './testing/chat.ts';

/** A swung file as a DAW exports it (the feel is in its notes, not in any setting). */
function swungUpload(style: StyleId, seed: number): Uint8Array {
  const r = compose({
    key: { tonic: 'G', mode: 'minor' },
    bars: 4,
    style,
    parts: ['chords', 'bass', 'drums'],
    tempo: 96,
    seed,
  });
  if (!r.ok) throw new Error(r.error);
  return pieceToMidi(r.piece);
}

describe('swing over an uploaded file that already swings', () => {
  it.each<[StyleId, string]>([
    ['jazz', 'give it an even harder swing'],
    ['lo-fi', 'can you swing this more'],
  ])('%s file, after a part is added: "%s" swings its own notes later', (style, ask) => {
    const [, added, swung] = playChat(['my loop', 'add a pad', ask], 1, swungUpload(style, 3));
    const before = heardSwing(added!.piece!);
    expect(before).toBeGreaterThan(0.3);
    expect(heardSwing(swung!.piece!)).toBeGreaterThan(before + 0.15);
    expect(swung!.text).toMatch(/swing went from \d+% to \d+%/);
  });

  it('"ease off the swing" straightens it from the feel the file plays', () => {
    const [, added, eased] = playChat(
      ['my loop', 'add a pad', 'ease off the swing'],
      1,
      swungUpload('jazz', 3),
    );
    expect(heardSwing(eased!.piece!)).toBeLessThan(heardSwing(added!.piece!) - 0.15);
  });

  it('an edit that asks no swing keeps the feel the file plays', () => {
    const [, added, faster] = playChat(
      ['my loop', 'add a pad', 'set it to 100 bpm'],
      1,
      swungUpload('jazz', 3),
    );
    const ticks = (r: typeof added) =>
      r!.piece!.parts.find((p) => p.role === 'chords')!.notes.map((n) => n.tick);
    expect(ticks(faster)).toEqual(ticks(added));
  });
});
