import { compose, pieceToMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { partsToAdd, partsToWrite } from './harmonise-upload.ts';
import { renderState } from './piece-state.ts';
import { readState, respond } from './respond.ts';
import { playChat } from './testing/chat.ts';
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

  it('writes a bass line, drums or a melody under the upload, and "and drums" adds to that piece', () => {
    const keptAll = (
      parts: readonly {
        channel: number;
        program: number;
        notes: readonly { tick: number; midi: number }[];
      }[],
    ) => {
      for (const original of r.piece.parts) {
        const kept = parts.find((p) => p.channel === original.channel && p.program === original.program)!;
        expect(kept.notes.map((n) => [n.tick, n.midi])).toEqual(original.notes.map((n) => [n.tick, n.midi]));
      }
    };
    for (const [ask, role] of [
      ['heres my chords, can you write a bass line for it', 'bass'],
      ['write a melody over this', 'melody'],
      ['can u put a beat on this', 'drums'],
    ] as const) {
      const history: ChatTurn[] = [
        { role: 'user', text: ask, midi: upload, fileId: 'f1', filename: 'c.mid' },
      ];
      const reply = respond(history);
      expect(reply.piece, ask).toBeDefined();
      keptAll(reply.piece!.parts);
      const before = r.piece.parts.filter((p) => p.role === role).length;
      expect(reply.piece!.parts.filter((p) => p.role === role).length, ask).toBe(before + 1);
      if (role === 'drums') continue;
      const next = respond([
        ...history,
        { role: 'assistant', text: reply.text, state: JSON.parse(JSON.stringify(reply.state)) },
        { role: 'user', text: 'and drums' },
      ]);
      expect(next.text).toMatch(/^Done — added drums/);
      keptAll(next.piece!.parts);
      for (const p of reply.piece!.parts)
        expect(next.piece!.parts.find((q) => q.channel === p.channel)!.notes).toEqual(p.notes);
    }
  });

  it('a later "write a melody over this" adds to the file, not a new piece', () => {
    const reply = respond([
      { role: 'user', text: 'heres my loop', midi: upload, fileId: 'f1', filename: 'loop.mid' },
      { role: 'assistant', text: "Here's what I hear", state: null },
      { role: 'user', text: 'write a melody over this' },
    ]);
    expect(reply.piece!.meta.tempo).toBe(96);
    expect(reply.piece!.parts.some((p) => p.role === 'melody')).toBe(true);
    expect(reply.piece!.parts.length).toBe(r.piece.parts.length + 1);
  });
});

describe('a part asked on an instrument over an uploaded melody', () => {
  const r = compose({
    key: { tonic: 'G', mode: 'minor' },
    bars: 8,
    style: 'pop',
    parts: ['melody'],
    tempo: 120,
    seed: 58,
  });
  if (!r.ok) throw new Error(r.error);
  const upload = pieceToMidi(r.piece);

  it('reads the instrument named for each part', () => {
    expect(partsToWrite('can u put some strings under it')).toEqual([{ role: 'pad', program: 48 }]);
    expect(partsToWrite('add some strings and a bass line')).toEqual([
      { role: 'pad', program: 48 },
      { role: 'bass' },
    ]);
    expect(partsToWrite('add a melody to it')).toEqual([{ role: 'melody' }]);
    expect(partsToWrite('write some rhodes chords for it')).toEqual([{ role: 'chords', program: 4 }]);
  });

  for (const ask of [
    'got this melody, can u put some strings under it',
    'add strings under this',
    'put a string section behind it',
  ])
    it(`"${ask}" writes a GM string part and keeps the melody as the melody`, () => {
      const reply = respond([
        { role: 'user', text: ask, midi: upload, fileId: 'f1', filename: 'topline.mid' },
      ]);
      const parts = reply.piece!.parts;
      const strings = parts.filter((p) => p.program >= 40 && p.program <= 51);
      expect(strings.length, reply.text).toBeGreaterThan(0);
      expect(parts.some((p) => p.program >= 88 && p.program <= 95)).toBe(false);
      const kept = parts.find((p) => p.channel === r.piece.parts[0]!.channel)!;
      expect(kept.role).toBe('melody');
      expect(kept.notes.map((n) => [n.tick, n.midi])).toEqual(
        r.piece.parts[0]!.notes.map((n) => [n.tick, n.midi]),
      );
    });
});

describe('taking out a part of the file once a part was written over it', () => {
  const r = compose({
    key: { tonic: 'E', mode: 'minor' },
    bars: 4,
    style: 'pop',
    parts: ['chords', 'bass', 'drums'],
    tempo: 92,
    seed: 11,
  });
  if (!r.ok) throw new Error(r.error);
  const upload = pieceToMidi(r.piece);
  const notesOf = (
    parts: readonly { program: number; channel: number; notes: readonly { tick: number; midi: number }[] }[],
    program: number,
  ) => parts.find((p) => p.program === program && p.channel !== 9)?.notes.map((n) => [n.tick, n.midi]);
  for (const [ask, gone] of [
    ['take the drums out', 9],
    ['mute the drums pls', 9],
    ['lose the bass', 33],
  ] as const)
    it(`"${ask}" takes the file's own part out and keeps the rest note for note`, () => {
      const history: ChatTurn[] = [
        {
          role: 'user',
          text: 'my loop, put strings on it',
          midi: upload,
          fileId: 'f1',
          filename: 'loop.mid',
        },
      ];
      const strings = respond(history);
      const next = respond([
        ...history,
        {
          role: 'assistant',
          text: strings.text,
          state: readState(JSON.parse(JSON.stringify(strings.state)))!,
        },
        { role: 'user', text: ask },
      ]);
      expect(next.text).toMatch(/^Done — took out the/);
      const parts = next.piece!.parts;
      if (gone === 9) expect(parts.some((p) => p.channel === 9)).toBe(false);
      else expect(parts.some((p) => p.program === gone)).toBe(false);
      for (const program of [0, 48])
        expect(notesOf(parts, program)).toEqual(notesOf(strings.piece!.parts, program));
    });

  it('"remove the strings" takes out the one part written over the file and keeps the file', () => {
    const [, strings, removed] = playChat(['heres my loop', 'add strings', 'remove the strings'], 5, upload);
    expect(removed!.text).toMatch(/^Done — took out the pad/);
    const parts = removed!.piece!.parts;
    expect(parts.some((p) => p.program === 48)).toBe(false);
    for (const program of [0, 33])
      expect(notesOf(parts, program)).toEqual(notesOf(strings!.piece!.parts, program));
  });
});

describe('a section or a bar rewrite asked of an uploaded file', () => {
  const r = compose({
    key: { tonic: 'Bb', mode: 'major' },
    bars: 4,
    style: 'pop',
    parts: ['chords', 'melody'],
    tempo: 120,
    seed: 3,
  });
  if (!r.ok) throw new Error(r.error);
  const upload: ChatTurn = {
    role: 'user',
    text: 'my idea',
    midi: pieceToMidi(r.piece),
    fileId: 'f1',
    filename: 'idea.mid',
  };
  const barOf = (tick: number) => Math.floor(tick / (r.piece.meta.ppq * 4));
  for (const ask of [
    'add a chorus after it',
    'bridge after it pls',
    'ok make an outro and stick it on the end',
  ])
    it(`"${ask}" keeps the file's bars note for note and adds bars after them`, () => {
      const reply = respond([
        upload,
        { role: 'assistant', text: "Here's what I hear", state: null },
        { role: 'user', text: ask },
      ]);
      expect(reply.intent).toBe('edit');
      expect(reply.text).toMatch(/^Done/);
      const piece = reply.piece!;
      expect(piece.meta.bars).toBeGreaterThan(4);
      expect(piece.meta.tempo).toBe(120);
      for (const original of r.piece.parts) {
        const part = piece.parts.find((p) => p.program === original.program)!;
        expect(part.notes.filter((n) => barOf(n.tick) < 4).map((n) => [n.tick, n.midi])).toEqual(
          original.notes.map((n) => [n.tick, n.midi]),
        );
      }
      expect(piece.parts.some((p) => p.notes.some((n) => barOf(n.tick) >= 4))).toBe(true);
    });

  it('"bar 2 is boring" after strings over the file rewrites the file\'s own parts in bar 2 only', () => {
    const history: ChatTurn[] = [{ ...upload, text: 'put strings on it' }];
    const strings = respond(history);
    const next = respond([
      ...history,
      { role: 'assistant', text: strings.text, state: readState(JSON.parse(JSON.stringify(strings.state)))! },
      { role: 'user', text: 'bar 2 is boring' },
    ]);
    expect(next.text).toMatch(/^Done/);
    const notes = (
      parts: readonly { program: number; notes: readonly { tick: number; midi: number }[] }[],
      bar: (b: number) => boolean,
    ) =>
      parts
        .filter((p) => p.program !== 48)
        .map((p) => p.notes.filter((n) => bar(barOf(n.tick))).map((n) => [n.tick, n.midi]));
    expect(notes(next.piece!.parts, (b) => b !== 1)).toEqual(notes(strings.piece!.parts, (b) => b !== 1));
    expect(notes(next.piece!.parts, (b) => b === 1)).not.toEqual(notes(strings.piece!.parts, (b) => b === 1));
  });
});
