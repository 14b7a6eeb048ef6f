import { compose, keyName, type PartRole, type Piece, parseKey, pieceToMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// Producer slang, chat typos and asks a MIDI card cannot do, as follow-ups on the piece in focus
// or on an attached file. Each change is checked in the notes, never only in the words.

const pitches = (piece: Piece, role: PartRole) =>
  piece.parts.filter((p) => p.role === role && p.channel !== 9).flatMap((p) => p.notes.map((n) => n.midi));
const drumsOf = (piece: Piece) => piece.parts.filter((p) => p.channel === 9);

function file(key: string, parts: PartRole[], bars = 8): Uint8Array {
  const made = compose({ key: parseKey(key)!, bars, tempo: 100, style: 'pop', parts, seed: 31 });
  if (!made.ok) throw new Error(made.error);
  return pieceToMidi(made.piece);
}

describe('chat typos name the part and the fact asked', () => {
  it.each(['the bas is 2 low, octave up', 'da bas 2 low, up an octave', 'my bas is too low, octvae up'])(
    '"%s" moves the bass alone',
    (ask) => {
      const [first, reply] = playChat(['rnb in Eb 70bpm, rhodes, bass and drums', ask], 3);
      expect(reply!.intent).toBe('edit');
      expect(pitches(reply!.piece!, 'bass')).toEqual(pitches(first!.piece!, 'bass').map((m) => m + 12));
      expect(pitches(reply!.piece!, 'chords')).toEqual(pitches(first!.piece!, 'chords'));
    },
  );

  it.each([
    ['wats the bpm agian', /70 BPM/],
    ['wat key is it in', /Eb major/],
    ['perfect. wats teh chrods', /Eb/],
    ['nice! what are the chords', /Eb/],
    ['what are the chords?', /Eb/],
  ])('"%s" asks the piece', (ask, answer) => {
    const [, reply] = playChat(['rnb in Eb major 70bpm, rhodes, bass and drums', ask], 3);
    expect(reply!.intent).toBe('piece-question');
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(answer);
  });
});

describe('an instrument word names the part of an uploaded file', () => {
  it.each(['drop the 808 an octave', 'the 808 down an octave pls', 'lower the 808 by an octave'])(
    '"%s" moves the bass of the file, not the whole file',
    (ask) => {
      const [first, reply] = playChat(
        ['what key is this', ask],
        2,
        file('C minor', ['bass', 'melody', 'drums']),
      );
      expect(reply!.intent).toBe('edit');
      expect(reply!.piece).toBeDefined();
      const before = playChat(
        ['what key is this', 'bass simpler'],
        2,
        file('C minor', ['bass', 'melody', 'drums']),
      );
      expect(first!.intent).toBe('upload');
      expect(pitches(reply!.piece!, 'melody')).toEqual(pitches(before[1]!.piece!, 'melody'));
      expect(Math.max(...pitches(reply!.piece!, 'bass'))).toBeLessThan(
        Math.max(...pitches(before[1]!.piece!, 'melody')) - 12,
      );
    },
  );
});

describe('perc is the percussion', () => {
  it.each(['perc busier', 'the perc could be busier', 'make the percs busier'])(
    '"%s" rewrites the percussion alone',
    (ask) => {
      const [first, reply] = playChat(['afro house 122 in C minor, percussion heavy, pads + bass', ask], 4);
      expect(reply!.intent).toBe('edit');
      expect(pitches(reply!.piece!, 'pad')).toEqual(pitches(first!.piece!, 'pad'));
      expect(pitches(reply!.piece!, 'bass')).toEqual(pitches(first!.piece!, 'bass'));
    },
  );
});

describe('lengths as producers ask them', () => {
  it.each([
    ['double it', 16],
    ['chop 2 bars off the end', 6],
    ['too long, cut it to 4 bars', 4],
    ['shorter, make it 4 bars', 4],
  ])('"%s" makes it %i bars', (ask, bars) => {
    const [, reply] = playChat(['dancehall riddim 100bpm Bb major, organ bass drums, 8 bars', ask], 5);
    expect(reply!.piece!.meta.bars).toBe(bars);
  });

  it.each(['gimme a B part', 'add a b-part', 'write a B section'])(
    '"%s" adds bars after the piece',
    (ask) => {
      const [, reply] = playChat(['irish reel in G, 4/4, 112, fiddle + guitar, 8 bars', ask], 5);
      expect(reply!.piece!.meta.bars).toBeGreaterThan(8);
    },
  );

  it.each(['add an intro, slow build', 'add a slow intro', 'give it a slow outro'])(
    '"%s" adds a section and keeps the tempo',
    (ask) => {
      const [first, reply] = playChat(['epic cinematic 8 bars D minor 90, strings brass drums', ask], 5);
      expect(reply!.piece!.meta.tempo).toBe(first!.piece!.meta.tempo);
      expect(reply!.piece!.meta.bars).toBeGreaterThan(8);
    },
  );
});

describe('dance forms and keys named by their relation', () => {
  it.each([
    ['change it to a jig then', [6, 8]],
    ['make it a jig', [6, 8]],
    ['turn it into a slip jig', [9, 8]],
  ])('"%s" is in %j', (ask, [numerator, denominator]) => {
    const [, reply] = playChat(['irish reel in G, 4/4, 112, fiddle + guitar', ask], 5);
    expect(reply!.piece!.meta.meter).toEqual({ numerator, denominator });
  });

  it.each([
    ['make it the relative minor', 'E minor'],
    ['switch to the relative minor then', 'E minor'],
    ['make it the parallel minor', 'G minor'],
  ])('"%s" over G major is in %s', (ask, key) => {
    const [, reply] = playChat(['folk tune in G major, guitar bass and fiddle', ask], 5);
    expect(reply!.intent).toBe('edit');
    expect(keyName(reply!.piece!.meta.key)).toBe(key);
  });

  it('"make it the relative minor" over an uploaded file re-pitches it in that key', () => {
    const [, , reply] = playChat(
      ['what key is this', 'transpose it to G', 'make it the relative minor then'],
      5,
      file('E major', ['chords', 'bass', 'melody']),
    );
    expect(keyName(reply!.piece!.meta.key)).toBe('E minor');
    // G# (E major's third) is gone: the notes are in E minor, not E major.
    expect(pitches(reply!.piece!, 'chords').some((m) => m % 12 === 8)).toBe(false);
  });
});

describe('a change of mind inside the message', () => {
  it.each([
    'make it 3/4 no actually keep 4/4 and just make it slower',
    'put it in 3/4, wait no, keep it 4/4 and slow it down',
  ])('"%s" keeps 4/4 and slows it down', (ask) => {
    const [first, reply] = playChat(['chill pop song in Eb major, 95 bpm', ask], 5);
    expect(reply!.piece!.meta.meter).toEqual({ numerator: 4, denominator: 4 });
    expect(reply!.piece!.meta.tempo).toBeLessThan(first!.piece!.meta.tempo);
  });
});

describe('asks a MIDI card cannot do change nothing and say so', () => {
  it.each([
    'now sample the drums from sleng teng into it',
    'can u chop a real choir sample from that one kanye song in there',
    'flip a sample off an old soul record',
    'sample the bassline off that daft punk track',
  ])('"%s" cannot sample', (ask) => {
    const [, reply] = playChat(['dancehall riddim 100bpm Bb major, organ bass drums', ask], 5);
    expect(reply!.intent).toBe('edit');
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(/^Nothing changed: I can't use a recorded sample/);
  });

  it.each([
    "can u make the choir actually sing the words 'rise up'",
    'have the lead sing the lyrics hold on',
  ])('"%s" cannot sing', (ask) => {
    const [, reply] = playChat(['epic cinematic in C minor 90, strings choir brass drums', ask], 5);
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(/can't write lyrics or sing/);
  });

  it.each(['master it loud for the trailer', 'master it for spotify, -14 lufs', 'mix n master pls'])(
    '"%s" cannot master the piece',
    (ask) => {
      const [, reply] = playChat(['epic cinematic in C minor 90, strings brass drums', ask], 5);
      expect(reply!.intent).toBe('edit');
      expect(reply!.midi).toBeUndefined();
      expect(reply!.text).toMatch(/can't master/);
    },
  );
});

describe('edits of a file sent with the ask', () => {
  const song = () => file('F major', ['chords', 'bass', 'drums', 'melody'], 16);

  it.each(['bars 9 to 12 are boring can you redo them', 'can u rewrite bars 5-8, theyre meh'])(
    '"%s" rewrites those bars of the file',
    (ask) => {
      const [reply] = playChat([ask], 5, song());
      // (A turn that brings the file is an upload turn, whatever it asks of it.)
      expect(reply!.intent).toBe('upload');
      expect(reply!.piece!.meta.bars).toBe(16);
    },
  );

  it('later sections and removals work on the file kept note for note', () => {
    const [, intro, noDrums] = playChat(
      ['bars 9 to 12 are boring, redo them', 'add an intro', 'remove the drums'],
      5,
      song(),
    );
    expect(intro!.piece!.meta.bars).toBeGreaterThan(16);
    expect(noDrums!.text).toMatch(/^Done/);
    expect(drumsOf(noDrums!.piece!)).toHaveLength(0);
  });
});
