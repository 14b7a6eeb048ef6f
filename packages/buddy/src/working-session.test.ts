import { compose, type PartRole, parseKey, pieceToMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { findSongRequest } from './knowledge/songs.ts';
import { readState, respond } from './respond.ts';
import { playChat } from './testing/chat.ts';
import type { ChatTurn, ComposerReply } from './types.ts';

// A band or worship team working on one piece: keys moved and checked, the chart recalled, a
// section asked in passing, the tempo nudged by a few clicks. Every edit is checked on its notes.

const lowest = (r: ComposerReply) =>
  Math.min(...(r.piece?.parts.flatMap((p) => p.notes.map((n) => n.midi)) ?? []));
const keyOf = (r: ComposerReply) => `${r.piece?.meta.key.tonic} ${r.piece?.meta.key.mode}`;

describe('a key named with the step that gets there', () => {
  it('goes to the key named, counting the step once', () => {
    const [first, down] = playChat([
      'pop ballad in G major, piano bass drums',
      'take it down a whole step to F',
    ]);
    expect(keyOf(down!)).toBe('F major');
    expect(lowest(down!)).toBe(lowest(first!) - 2);
  });

  it('takes the way the step says when the key lies the other way round', () => {
    const [first, up] = playChat([
      'folk tune in B minor, guitar and fiddle',
      'a half step up to C minor pls',
    ]);
    expect(keyOf(up!)).toBe('C minor');
    expect(lowest(up!)).toBe(lowest(first!) + 1);
  });

  it('reads the key complained about as the one it is in', () => {
    const [first, moved] = playChat([
      'rock tune in G, guitar bass drums',
      'move it down to F, G is way too high for me',
    ]);
    expect(keyOf(moved!)).toBe('F major');
    expect(lowest(moved!)).toBe(lowest(first!) - 2);
  });

  it('reads "down to D" with no verb as a key to move to', () => {
    const [first, moved] = playChat(['soul groove in E major, rhodes bass drums', 'down to D']);
    expect(keyOf(moved!)).toBe('D major');
    expect(lowest(moved!)).toBe(lowest(first!) - 2);
  });
});

describe('the key put forward to check', () => {
  it.each([
    ['hold on, so its D now?', 'Yes'],
    ['still in E yeah', 'No'],
    ['we in D now right', 'Yes'],
  ])('"%s" answers from the piece and changes nothing', (ask, yes) => {
    const [, , reply] = playChat(['worship ballad in E major, piano and pad', 'down a whole step', ask]);
    expect(reply!.intent).toBe('piece-question');
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(new RegExp(`^${yes}\\b`));
    expect(reply!.text).toMatch(/\bD major\b/);
  });

  it('leaves a key asked alone ("in Eb?") as the piece moved there', () => {
    const [, reply] = playChat(['soul groove in E major, rhodes bass drums', 'in Eb?']);
    expect(reply!.intent).toBe('edit');
    expect(keyOf(reply!)).toBe('Eb major');
  });
});

describe("the piece's chart recalled", () => {
  it.each([
    'remind me of the chords',
    'what was the progression again, need it for the chart',
    'ok what are the changes again',
  ])('"%s" lists its chords', (ask) => {
    const [, reply] = playChat(['jazz ballad in F, Gm7 C7 Fmaj7 Dm7, piano bass drums', ask]);
    expect(reply!.intent).toBe('piece-question');
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(/Gm7.*C7.*Fmaj7.*Dm7/);
  });
});

describe('a check, then the order that settles it', () => {
  it('keeps the tempo and says it already is', () => {
    const [, reply] = playChat(['house groove in A minor, 124 bpm', 'thats 124 yeah? leave it at 124']);
    expect(reply!.intent).toBe('edit');
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(/already at 124 BPM/);
  });

  it('makes the change the order asks', () => {
    const [, reply] = playChat(['house groove in A minor, 124 bpm', 'its 124 right? make it 120 then']);
    expect(reply!.piece?.meta.tempo).toBe(120);
  });
});

describe('the tempo nudged by a number of clicks', () => {
  it.each([
    ['push it up like 8 bpm', 108],
    ['6 bpm slower', 94],
    ['slow it down by about 10 bpm', 90],
  ])('"%s"', (ask, bpm) => {
    const [, reply] = playChat(['funk groove in E minor, 100 bpm, clav bass drums', ask]);
    expect(reply!.piece?.meta.tempo).toBe(bpm);
  });
});

describe('a section asked in passing', () => {
  it.each([
    'ok now a chorus, something bigger',
    'needs a build-up first',
    'add a short intro so the band can count in',
    'add a proper outro, not just a stop',
  ])('"%s" adds bars to the piece in focus, keeping its key and tempo', (ask) => {
    const [first, reply] = playChat(['hymn in D major, 3/4, 80 bpm, organ, 8 bars', ask]);
    expect(reply!.intent).toBe('edit');
    expect(reply!.piece?.meta.bars).toBeGreaterThan(first!.piece!.meta.bars);
    expect(reply!.piece?.meta.tempo).toBe(80);
    expect(keyOf(reply!)).toBe('D major');
  });
});

describe('a song asked for, with why said after it', () => {
  it('finds the title before the reason', () => {
    expect(findSongRequest('chords for amazing grace, we play it next')?.title).toBe('amazing grace');
    expect(findSongRequest('the chords to cornerstone, its for sunday')?.title).toBe('cornerstone');
  });
});

describe('an uploaded file moved to a key', () => {
  it('moves the notes of the file, not a new piece', () => {
    const parts: PartRole[] = ['chords', 'bass', 'drums'];
    const made = compose({ key: parseKey('G major')!, bars: 8, tempo: 100, style: 'pop', parts, seed: 3 });
    if (!made.ok) throw new Error(made.error);
    const turns: ChatTurn[] = [
      {
        role: 'user',
        text: 'our demo, whats the tempo',
        midi: pieceToMidi(made.piece),
        fileId: 'f1',
        filename: 'demo.mid',
      },
    ];
    const first = respond(turns, { seed: 4 });
    turns.push({
      role: 'assistant',
      text: first.text,
      state: first.state ? readState(first.state) : null,
    } as ChatTurn);
    turns.push({ role: 'user', text: 'take it down to F for the singer' });
    const reply = respond(turns, { seed: 4 });
    expect(reply.intent).toBe('edit');
    expect(reply.text).not.toMatch(/^Here's/);
    expect(reply.text).toMatch(/F major/);
    expect(reply.midi).toBeDefined();
  });
});
