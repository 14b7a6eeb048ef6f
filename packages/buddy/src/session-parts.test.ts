import type { Part, Piece } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';
import type { ComposerReply } from './types.ts';

// How band and studio players name the part an edit is about in a working session: plurals,
// kinds of a guitar, hand percussion, a kit piece brought in alone, a swap said as "kill X, Y
// instead", bars a part sits out, and complaints that ask for the opposite of the word said.

const pieceOf = (r: ComposerReply | undefined): Piece => {
  if (!r?.piece) throw new Error(`no piece: ${r?.text}`);
  return r.piece as Piece;
};
const shape = (p: Part) =>
  p.notes
    .map((n) => `${n.tick}:${n.midi}:${n.durationTicks}`)
    .sort()
    .join(' ');
const byProgram = (piece: Piece, program: number) =>
  piece.parts.find((p) => p.program === program && p.role !== 'drums' && p.role !== 'percussion');
const barTicks = (piece: Piece) =>
  (piece.meta.ppq * 4 * piece.meta.meter.numerator) / piece.meta.meter.denominator;
/** Every part of `before` except those `skip` names plays the same notes in `after`. */
function othersKept(before: Piece, after: Piece, skip: (p: Part) => boolean) {
  for (const p of before.parts.filter((q) => !skip(q))) {
    const q = after.parts.find((x) => x.role === p.role && x.program === p.program);
    expect(q, `${p.role} (${p.program}) still there`).toBeDefined();
    expect(shape(q!), `${p.role} (${p.program}) kept its notes`).toBe(shape(p));
  }
}

describe('an instrument named in the plural', () => {
  it('"the flutes are too low, up an octave w them" moves the flute part only', () => {
    const [a, b] = playChat([
      'jazz ballad in F with piano, upright bass and flute melody',
      'the flutes are too low, up an octave w them',
    ]);
    const before = pieceOf(a);
    const after = pieceOf(b);
    const flute = (p: Piece) => byProgram(p, 73)!;
    expect(flute(after).notes.map((n) => n.midi)).toEqual(flute(before).notes.map((n) => n.midi + 12));
    othersKept(before, after, (p) => p.program === 73);
  });
});

describe('a part taken out with its replacement said after it', () => {
  it.each([
    ['funk in E minor, organ bass drums', 'lose the organ and use a rhodes instead', 16, 4],
    ['lofi in F, piano bass drums', 'no piano, organ instead', 0, 16],
    // (Strings would come in as a pad of their own; here they take the piano's part.)
    ['lofi in F, piano bass drums', 'scrap the piano, strings instead', 0, 48],
  ])('"%s" → "%s" swaps that part, every other part kept', (ask, edit, from, to) => {
    const [a, b] = playChat([ask, edit]);
    const before = pieceOf(a);
    const after = pieceOf(b);
    const old = byProgram(before, from)!;
    expect(byProgram(after, from)).toBeUndefined();
    expect(shape(byProgram(after, to)!)).toBe(shape(old));
    othersKept(before, after, (p) => p.program === from);
  });
});

describe('a pluck playing the lead', () => {
  it.each(['throw a plucky lead on it', 'add a pluck melody'])('"%s" adds a synth lead', (edit) => {
    const [a, b] = playChat(['house in A minor, piano bass drums', edit]);
    const added = pieceOf(b).parts.filter((p) => !pieceOf(a).parts.some((q) => q.program === p.program));
    expect(added.map((p) => [p.role, p.program >= 80 && p.program <= 87])).toEqual([['melody', true]]);
  });
});

describe('two kinds of one instrument said with the noun once', () => {
  it('"electric and acoustic guitars" plays both guitars', () => {
    const [r] = playChat(['rock in E, electric and acoustic guitars, bass, drums']);
    const programs = pieceOf(r).parts.map((p) => p.program);
    expect(programs.some((p) => p === 24 || p === 25)).toBe(true);
    expect(programs.some((p) => p >= 26 && p <= 31)).toBe(true);
  });

  it('"only the acoustic from here" keeps the acoustic guitar among the guitars, and the band', () => {
    const [a, b] = playChat([
      'rock in E, electric and acoustic guitars, bass, drums',
      'only the acoustic from here',
    ]);
    const before = pieceOf(a);
    const after = pieceOf(b);
    const electric = (p: Part) => p.program >= 26 && p.program <= 31;
    expect(after.parts.some(electric)).toBe(false);
    othersKept(before, after, electric);
  });

  it('"the electric guitar louder" beside an acoustic one plays only the electric louder', () => {
    const [a, b] = playChat([
      'rock in E, electric and acoustic guitars, bass, drums',
      'the electric guitar louder',
    ]);
    const loud = (piece: Piece, acoustic: boolean) => {
      const part = piece.parts.find(
        (p) => (acoustic ? p.program <= 25 : p.program >= 26) && p.program >= 24 && p.program <= 31,
      )!;
      return part.notes.reduce((s, n) => s + n.velocity, 0);
    };
    expect(loud(pieceOf(b), false)).toBeGreaterThan(loud(pieceOf(a), false));
    expect(loud(pieceOf(b), true)).toBe(loud(pieceOf(a), true));
  });
});

describe('hand percussion named to take it out', () => {
  it('"ditch the tambourine" takes out the percussion part, the rest kept', () => {
    const [a, b] = playChat([
      'folk in G with acoustic guitar, fiddle and a tambourine',
      'ditch the tambourine',
    ]);
    const before = pieceOf(a);
    expect(before.parts.some((p) => p.role === 'percussion')).toBe(true);
    const after = pieceOf(b);
    expect(after.parts.some((p) => p.role === 'percussion')).toBe(false);
    othersKept(before, after, (p) => p.role === 'percussion');
  });
});

describe('hand percussion named to keep it', () => {
  it('"lose the drums, the shaker stays" takes out the kit only', () => {
    const [a, b] = playChat([
      'folk in G with acoustic guitar, bass, drums and a shaker',
      'lose the drums, the shaker stays',
    ]);
    const before = pieceOf(a);
    expect(before.parts.some((p) => p.role === 'percussion')).toBe(true);
    const after = pieceOf(b);
    expect(after.parts.some((p) => p.role === 'drums')).toBe(false);
    othersKept(before, after, (p) => p.role === 'drums');
  });
});

describe('a kit piece brought into a piece without drums', () => {
  it('"throw in some gentle hats" adds drums playing only the hi-hat; "lose the hats" takes them out', () => {
    const [a, b, c] = playChat([
      'ambient in D, pad and piano, 8 bars',
      'throw in some gentle hats',
      'lose the hats',
    ]);
    const drums = pieceOf(b).parts.find((p) => p.role === 'drums');
    expect(drums?.notes.length).toBeGreaterThan(0);
    expect(drums!.notes.every((n) => [42, 44, 46].includes(n.midi))).toBe(true);
    othersKept(pieceOf(a), pieceOf(b), (p) => p.role === 'drums');
    expect(pieceOf(c).parts.some((p) => p.role === 'drums')).toBe(false);
    othersKept(pieceOf(a), pieceOf(c), () => false);
  });

  it('"put a kick on each beat" adds a kick on every beat', () => {
    const [, b] = playChat(['ambient in D, pad and piano, 8 bars', 'put a kick on each beat']);
    const piece = pieceOf(b);
    const kicks = piece.parts
      .find((p) => p.role === 'drums')!
      .notes.filter((n) => n.midi === 35 || n.midi === 36);
    const beat = piece.meta.ppq;
    for (let tick = 0; tick < piece.meta.bars * barTicks(piece); tick += beat)
      expect(
        kicks.some((n) => Math.abs(n.tick - tick) < beat / 4),
        `a kick at ${tick}`,
      ).toBe(true);
  });
});

describe('a new part said with "w it"', () => {
  it('"organ w it" adds an organ', () => {
    const [a, b] = playChat(['pop in C, piano and bass', 'organ w it']);
    expect(pieceOf(b).parts.some((p) => p.program >= 16 && p.program <= 20)).toBe(true);
    othersKept(pieceOf(a), pieceOf(b), () => false);
  });
});

describe('a length said as a bare count', () => {
  it.each([
    ['trim it down to 4', 4],
    ['crop it to 12', 12],
  ])('"%s" makes it %i bars at the same tempo and meter', (edit, bars) => {
    const [a, b] = playChat(['pop in C, piano bass drums, 16 bars', edit]);
    expect(pieceOf(b).meta.bars).toBe(bars);
    expect(pieceOf(b).meta.tempo).toBe(pieceOf(a).meta.tempo);
    expect(pieceOf(b).meta.meter).toEqual(pieceOf(a).meta.meter);
  });

  it('"cut the tempo to 90" is the tempo, not the length', () => {
    const [a, b] = playChat(['pop in C, piano bass drums, 16 bars', 'cut the tempo to 90']);
    expect(pieceOf(b).meta.tempo).toBe(90);
    expect(pieceOf(b).meta.bars).toBe(pieceOf(a).meta.bars);
  });
});

describe('bars a part sits out', () => {
  const inBars = (p: Part, piece: Piece, from: number, to: number) => {
    const bar = barTicks(piece);
    return p.notes.filter((n) => n.tick >= from * bar && n.tick < (to + 1) * bar).length;
  };

  it('"bars 1-2, let the brass come in later" silences the brass there, and says which bars', () => {
    const [a, b] = playChat([
      'cinematic in D minor, strings brass and piano',
      'bars 1-2, let the brass come in later',
    ]);
    const before = pieceOf(a);
    const after = pieceOf(b);
    const brass = (p: Piece) => byProgram(p, 61)!;
    expect(inBars(brass(after), after, 0, 1)).toBe(0);
    expect(inBars(brass(after), after, 2, 7)).toBe(inBars(brass(before), before, 2, 7));
    expect(b!.text).toMatch(/out of bars 1–2/);
    othersKept(before, after, (p) => p.program === 61);
  });

  it('"no cello in the first 4 bars" names the part by its instrument', () => {
    const [a, b] = playChat([
      'country in G, guitar bass drums, cello melody',
      'no cello in the first 4 bars',
    ]);
    const after = pieceOf(b);
    expect(inBars(byProgram(after, 42)!, after, 0, 3)).toBe(0);
    othersKept(pieceOf(a), after, (p) => p.program === 42);
  });

  it('"strip bars 5-8 down" plays sparser there and keeps bars 1-4', () => {
    const [a, b] = playChat(['pop in C, piano bass drums, 8 bars', 'strip bars 5-8 down']);
    const before = pieceOf(a);
    const after = pieceOf(b);
    const count = (p: Piece, from: number, to: number) =>
      p.parts.reduce((s, part) => s + inBars(part, p, from, to), 0);
    expect(count(after, 4, 7)).toBeLessThan(count(before, 4, 7));
    expect(count(after, 0, 3)).toBe(count(before, 0, 3));
  });
});

describe('a complaint that asks for the opposite of its word', () => {
  it.each(['the bass is too lazy', 'bass feels too chill, more notes'])(
    '"%s" makes the bass busier, nothing else',
    (edit) => {
      const [a, b] = playChat(['reggae in G major, 80 bpm, piano bass drums', edit]);
      const before = pieceOf(a);
      const after = pieceOf(b);
      const bass = (p: Piece) => p.parts.find((q) => q.role === 'bass')!.notes.length;
      expect(bass(after)).toBeGreaterThan(bass(before));
      expect(after.meta.tempo).toBe(before.meta.tempo);
      othersKept(before, after, (p) => p.role === 'bass');
    },
  );
});

describe("what gives the piece's mode its colour", () => {
  it('"what makes this lydian and not just major" over an F lydian piece names the #4, B', () => {
    const [, r] = playChat([
      'lydian cue in F, strings and piano',
      'what makes this lydian and not just major',
    ]);
    expect(r!.intent).toBe('theory-explanation');
    expect(r!.midi).toBeUndefined();
    expect(r!.text).toMatch(/\bB \(#4\)/);
  });

  it('"make it lydian" over a dorian piece is still the edit', () => {
    const [, r] = playChat(['funk in D dorian, clav bass drums', 'make it lydian']);
    expect(r!.intent).toBe('edit');
    expect(r!.text).toMatch(/D lydian/);
  });
});
