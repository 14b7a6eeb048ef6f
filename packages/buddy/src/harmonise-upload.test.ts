import { compose, pieceToMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { partsToAdd } from './harmonise-upload.ts';
import { renderState } from './piece-state.ts';
import { readState, respond } from './respond.ts';
import type { ChatTurn } from './types.ts';

describe('adding a part to an uploaded file', () => {
  const r = compose({
    key: { tonic: 'D', mode: 'minor' },
    bars: 4,
    style: 'pop',
    parts: ['chords', 'bass'],
    tempo: 96,
    seed: 5,
  });
  if (!r.ok) throw new Error(r.error);
  const upload = pieceToMidi(r.piece);

  it('reads which parts to add', () => {
    expect(partsToAdd('add a melody to it')).toEqual(['melody']);
    expect(partsToAdd('what key is it in?')).toEqual([]);
  });

  it('"add a melody to it" harmonises the upload and keeps every note of it', () => {
    const history: ChatTurn[] = [
      { role: 'user', text: 'here is my loop', midi: upload, fileId: 'f1', filename: 'loop.mid' },
      { role: 'assistant', text: "Here's what I hear", state: null },
      { role: 'user', text: 'add a melody to it' },
    ];
    const reply = respond(history);
    expect(reply.text).toMatch(/^Done — I wrote melody/);
    const parts = reply.piece!.parts;
    for (const original of r.piece.parts) {
      const kept = parts.find((p) => p.channel === original.channel && p.program === original.program)!;
      expect(kept.notes.map((n) => [n.tick, n.midi])).toEqual(original.notes.map((n) => [n.tick, n.midi]));
    }
    const melody = parts.find((p) => p.role === 'melody')!;
    expect(melody.notes.length).toBeGreaterThan(0);
    expect(new Set(parts.map((p) => p.channel)).size).toBe(parts.length);
    expect(reply.piece!.meta.tempo).toBe(96);
    // The stored state replays the same file, and a follow-up edits it.
    const stored = readState(JSON.parse(JSON.stringify(reply.state)))!;
    const again = renderState(stored);
    expect(again.ok && pieceToMidi(again.piece)).toEqual(reply.midi);
    const next = respond([
      ...history,
      { role: 'assistant', text: reply.text, state: stored },
      { role: 'user', text: 'make it faster' },
    ]);
    expect(next.text).toMatch(/^Done — the tempo went from 96/);
  });
});
