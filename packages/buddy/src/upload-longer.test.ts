import { compose, parseKey, pieceToMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { respond } from './respond.ts';
import { playChat } from './testing/chat.ts';
import type { ComposerReply } from './types.ts';

const made = compose({
  key: parseKey('D major')!,
  bars: 8,
  tempo: 84,
  style: 'pop',
  parts: ['chords', 'melody'],
  seed: 222,
});
if (!made.ok) throw new Error(made.error);
const FILE_NOTES = made.piece.parts.reduce((n, p) => n + p.notes.length, 0);

/** A chat that starts with the file attached to its first message. */
const withFile = (messages: readonly string[]) => playChat(messages, 5, pieceToMidi(made.piece));

const pitches = (r: ComposerReply) => (r.notes ?? []).flatMap((p) => p.notes.map((n) => n[2]));

describe('an uploaded file played longer, then in another mode', () => {
  it.each(['make this twice as long', 'double the length pls', 'loop it 2 times'])(
    '"%s" plays the file twice, every note kept',
    (ask) => {
      const [r] = withFile([ask]);
      expect(r!.text).toMatch(/^Done — it's now 16 bars \(was 8\)/);
      expect(r!.piece!.meta.bars).toBe(16);
      expect(pitches(r!).length).toBe(2 * FILE_NOTES);
    },
  );

  it.each(['8 bar idea here, make it 16 bars', 'extend this to 24 bars pls'])(
    '"%s" plays the file as many times as the length asks, every note kept',
    (ask) => {
      const [r] = withFile([ask]);
      const bars = Number(/(\d+) bars(?! idea)/.exec(ask)![1]);
      expect(r!.piece!.meta.bars).toBe(bars);
      expect(pitches(r!).length).toBe((bars / 8) * FILE_NOTES);
    },
  );

  it('"put it in D mixolydian" after that lowers every C# to C and keeps the rhythm', () => {
    const [longer, , modal] = withFile([
      'make this twice as long',
      'is it in D',
      'put it in D mixolydian instead',
    ]);
    expect(pitches(longer!).some((m) => m % 12 === 1)).toBe(true);
    expect(modal!.text).toMatch(/^Done — it's now in D mixolydian \(was D major\)/);
    expect(pitches(modal!).some((m) => m % 12 === 1)).toBe(false);
    expect(pitches(modal!).length).toBe(pitches(longer!).length);
  });

  it('"and what chords" after a question asks, it writes no chords', () => {
    const [, chords] = withFile(['how many bars is it', 'and what chords']);
    expect(chords!.midi).toBeUndefined();
    expect(chords!.text).not.toMatch(/^Done/);
  });
});

describe('a file transform that moves no note', () => {
  it.each(['transpose it up an octave', 'up a fifth'])(
    '"%s" over a drums-only file says nothing changed',
    (ask) => {
      const beat = compose({
        key: parseKey('C major')!,
        bars: 4,
        tempo: 90,
        style: 'pop',
        parts: ['drums'],
        seed: 3,
      });
      if (!beat.ok) throw new Error(beat.error);
      const r = respond(
        [{ role: 'user', text: ask, midi: pieceToMidi(beat.piece), fileId: 'f2', filename: 'beat.mid' }],
        {
          seed: 1,
        },
      );
      expect(r.text).toMatch(/Nothing changed/);
      expect(r.text).not.toMatch(/Done/);
      expect(r.midi).toBeUndefined();
    },
  );
});
