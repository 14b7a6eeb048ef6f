import type { Piece } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';
import { versionAsked } from './versions.ts';

// Follow-ups a browser tryout misread: an instrument moved onto a named part, an earlier version
// asked back by how it sounded, a length asked with a new section, an offered example taken up,
// why a bar's chord works, separate tracks, and the tempo doubled or halved. Each reply is checked
// against its piece, not only its words.

const programOf = (piece: Piece | undefined, role: string) =>
  piece?.parts.find((p) => p.role === role && p.channel !== 9)?.program;
const notesOf = (piece: Piece | undefined, role: string) =>
  piece?.parts.filter((p) => p.role === role).flatMap((p) => p.notes.map((n) => `${n.tick}:${n.midi}`));

describe('an instrument asked onto a named part that another part already plays', () => {
  const LOFI = 'lofi beat in F, electric piano chords, flute melody, bass and drums';

  it.each([
    'could you trade the flute for something softer, say a rhodes',
    'set the melody instrument to a rhodes',
    'can the melody be played on a rhodes instead',
    'swap the flute out for something mellower, maybe a rhodes',
  ])('"%s" moves the melody to the Rhodes, notes and chords kept', (ask) => {
    const [first, reply] = playChat([LOFI, ask], 3);
    expect(programOf(first!.piece, 'melody')).toBe(73);
    expect(programOf(reply!.piece, 'melody')).toBe(4);
    expect(programOf(reply!.piece, 'chords')).toBe(4);
    expect(notesOf(reply!.piece, 'melody')).toEqual(notesOf(first!.piece, 'melody'));
    expect(reply!.piece!.meta.tempo).toBe(first!.piece!.meta.tempo);
    expect(reply!.text).toMatch(/melody is now on Electric Piano 1 \(was Flute\)/);
    expect(reply!.text).not.toMatch(/already has/);
  });

  it('a mood word describing the new sound is not a mood for the piece', () => {
    const [first, reply] = playChat([LOFI, 'swap the flute for something darker like a cello'], 3);
    expect(programOf(reply!.piece, 'melody')).toBe(42);
    expect(reply!.piece!.meta.key).toEqual(first!.piece!.meta.key);
  });
});

describe('an earlier version asked back by how it sounded', () => {
  const CHAT = [
    'lofi beat in A minor at 90 bpm, rhodes and bass and drums',
    'make it major',
    'bump it to 120 bpm',
  ];

  it.each([
    'nah take me back to the minor version',
    'i preferred the minor one',
    'ugh the minor take was way better',
  ])('"%s" restores the minor version and names it', (ask) => {
    const replies = playChat([...CHAT, ask], 4);
    const reply = replies.at(-1)!;
    expect(reply.piece!.meta.key).toEqual({ tonic: 'A', mode: 'minor' });
    expect(reply.piece!.meta.tempo).toBe(90);
    expect(reply.midi).toEqual(replies[0]!.midi);
    expect(reply.text).toMatch(/^Done — back to the minor version: /);
    expect(reply.text).toMatch(/A minor \(was A major\)/);
  });

  it('"the 90 bpm version" is the newest one at 90 BPM: the major one', () => {
    const replies = playChat([...CHAT, 'can we return to the 90 bpm version'], 4);
    expect(replies.at(-1)!.piece!.meta.tempo).toBe(90);
    expect(replies.at(-1)!.piece!.meta.key.mode).toBe('major');
    expect(replies.at(-1)!.midi).toEqual(replies[1]!.midi);
  });

  it('"the original" is the first version', () => {
    const replies = playChat([...CHAT, 'revert to the original please'], 4);
    expect(replies.at(-1)!.midi).toEqual(replies[0]!.midi);
    expect(replies.at(-1)!.text).toMatch(/back to the first version/);
  });

  it('a version the chat never had changes nothing and says so', () => {
    const reply = playChat([...CHAT, 'go back to the version in D'], 4).at(-1)!;
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toMatch(/^Nothing changed: I can't find the version in D among/);
  });

  it('the version playing now is already the one described', () => {
    const reply = playChat([...CHAT, 'go back to the 120 bpm one'], 4).at(-1)!;
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toMatch(/already the 120 bpm version/);
  });

  it('reads what names a version, and leaves plain undo and key asks alone', () => {
    expect(versionAsked('hmm switch back to the flute version pls')?.description).toBe('flute');
    expect(versionAsked('can i have the one with the strings back')?.name).toBe(
      'the version with the strings',
    );
    expect(versionAsked('go back to the previous version')).toBeNull();
    expect(versionAsked('go back to a minor key')).toBeNull();
    expect(versionAsked('make that one more jazzy')).toBeNull();
  });

  it.each(['take it back to the version before the intro', 'go back to the one before i added the intro'])(
    '"%s" skips every edit made since the intro went in',
    (ask) => {
      const replies = playChat(
        ['lofi beat in F minor, 8 bars', 'put an intro on it', 'make it a bit faster', ask],
        4,
      );
      const [first, , faster, back] = replies;
      expect(faster!.piece!.meta.bars).toBeGreaterThan(8);
      expect(back!.piece!.meta.bars).toBe(first!.piece!.meta.bars);
      expect(back!.piece!.meta.tempo).toBe(first!.piece!.meta.tempo);
      expect(back!.text).toMatch(/before the intro/);
    },
  );

  it('says so when the piece never had the section', () => {
    const [, reply] = playChat(
      ['lofi beat in F minor, 8 bars', 'go back to the version before the bridge'],
      4,
    );
    expect(reply!.piece).toBeUndefined();
    expect(reply!.text).toMatch(/Nothing changed/);
  });
});

describe('a length asked together with a new section', () => {
  const CHORDS = 'chill rnb in Eb, keys bass and drums';

  it.each([
    ['can you stretch it to 16 bars w/ a bridge', 16],
    ['give it a bridge so the whole thing is 16 bars long', 16],
    ['bring it to 20 bars with a chorus', 20],
  ])('"%s" writes the section to reach %i bars', (ask, bars) => {
    const [first, reply] = playChat([CHORDS, ask], 2);
    expect(first!.piece!.meta.bars).toBe(8);
    expect(reply!.piece!.meta.bars).toBe(bars);
    expect(reply!.text).toMatch(/\b(?:bridge|chorus):/);
    expect(reply!.text).not.toMatch(/Not done/);
  });

  it('a length the section cannot reach is said, the section written anyway', () => {
    const [, reply] = playChat([CHORDS, 'make it 8 bars with an outro'], 2);
    expect(reply!.piece!.meta.bars).toBeGreaterThan(8);
    expect(reply!.text).toMatch(/can't bring it to exactly 8 bars/);
  });
});

describe('an offered example taken up', () => {
  it.each([
    'yep pls play an example of the tritone sub thing',
    'yeah go ahead, play an example of the tritone substitution pls',
    'ok play me an example of that tritone sub please',
  ])('"%s" plays the example, leaving the piece in focus alone', (ask) => {
    const [piece, answer, reply] = playChat(
      ['mellow lofi in G with keys, bass and drums', 'so what is a tritone sub exactly', ask],
      2,
    );
    expect(answer!.text).toMatch(/Want me to play an example\?$/);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.piece!.meta.progression.map((c) => c.symbol)).toContain('Db7');
    expect(reply!.piece!.meta.bars).toBeLessThan(piece!.piece!.meta.bars);
    expect(reply!.text).not.toMatch(/Want me to play an example\?/);
  });

  it('a yes to an answer offering chords to hear plays them', () => {
    const [answer, reply] = playChat(['where would i use tritone subs in my writing?', 'yes please'], 2);
    expect(answer!.text).toMatch(/Want a ii–V–I with the tritone sub/);
    expect(reply!.midi).toBeDefined();
    expect(reply!.piece!.meta.progression.map((c) => c.symbol)).toContain('Db7');
  });

  it('a yes to an answer offering a groove plays that groove', () => {
    const [answer, reply] = playChat(['how can i make my beat swing on an mpc', 'sure thing'], 2);
    expect(answer!.text).toMatch(/Want a shuffle groove to hear it\?$/);
    expect(reply!.intent).toBe('compose');
    expect(reply!.piece!.meta.swing).toBeGreaterThan(0);
  });

  it('a fact answer offering its own example keeps its own yes', () => {
    const [, reply] = playChat(['what notes are in A dorian', 'yes please'], 2);
    expect(reply!.piece!.meta.key).toEqual({ tonic: 'A', mode: 'dorian' });
  });
});

describe("why one bar's chord works", () => {
  const PIECE = 'lofi beat in F, electric piano chords, flute melody, bass and drums';

  it.each(['what chord is in bar 2 and why does it work there', 'how come bar 2 works?'])(
    '"%s" gives its function and where it leads, with notes',
    (ask) => {
      const [first, reply] = playChat([PIECE, ask], 5);
      const chord = first!.piece!.meta.progression.find((c) => c.bar === 1)!.symbol;
      expect(reply!.intent).toBe('piece-question');
      expect(reply!.text).toMatch(new RegExp(`^Bar 2 is ${chord}`));
      expect(reply!.text).toMatch(/Its function is /);
      expect(reply!.text).toMatch(/Into bar 3: /);
      expect(reply!.text).toMatch(/Voice by voice/);
    },
  );

  it('the chord asked alone is still only named', () => {
    const [, reply] = playChat([PIECE, 'which chord is in bar 2'], 5);
    expect(reply!.text).not.toMatch(/function/);
  });
});

describe('the parts as separate tracks', () => {
  it.each([
    'can I download the parts as separate files?',
    'how would i get each instrument on its own track',
    'could u export it with every part separately',
    'how do i export this',
  ])('"%s" points to the Stems and MIDI downloads', (ask) => {
    const [, reply] = playChat(['boom bap beat in C minor, piano bass drums', ask], 1);
    expect(reply!.intent).toBe('practical');
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(/Press "Stems" on the card/);
    expect(reply!.text).toMatch(/"Download MIDI"/);
  });
});

describe('the tempo doubled or halved', () => {
  it.each([
    ['double the tempo for the punk bit', 2],
    ['twice the bpm on this punk tune pls', 2],
    ['cut the tempo in half', 0.5],
    ['take the bpm down by half', 0.5],
  ])('"%s" scales the tempo heard', (ask, factor) => {
    const [first, reply] = playChat(['pop punk song in D with guitars bass and drums at 140', ask], 1);
    expect(first!.piece!.meta.tempo).toBe(140);
    expect(reply!.piece!.meta.tempo).toBe(140 * factor);
  });

  it('past the fastest tempo, it stops there and says so', () => {
    const [, reply] = playChat(['hardcore punk in E at 200 bpm', 'double the tempo'], 1);
    expect(reply!.piece!.meta.tempo).toBe(300);
    expect(reply!.text).toMatch(/400 BPM is outside the 20–300 BPM I write, so it's at 300 BPM/);
  });
});

describe('a chord of the mode is not called borrowed', () => {
  it.each([
    ['jazz waltz in D mixolydian', 'C'],
    ['a folk tune in G mixolydian', 'F'],
  ])('%s: no bar is said to borrow %s, a note of the mode', (piece, modeNote) => {
    for (const bar of [2, 3, 4, 5, 6, 7]) {
      const [, reply] = playChat([piece, `whats the chord in bar ${bar} and why does it work`], 5);
      expect(reply!.text, `bar ${bar}`).not.toMatch(new RegExp(`borrowed[^.]*: ${modeNote} is that key's`));
    }
  });
});
