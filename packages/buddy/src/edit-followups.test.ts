import { compose, type PartRole, type Piece, parseKey, pieceToMidi, type StyleId } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { soundsInKey } from './key-check.ts';
import { readState, respond } from './respond.ts';
import { playChat } from './testing/chat.ts';
import type { ChatTurn, ComposerReply } from './types.ts';

// Follow-up edits as musicians type them: asides, second thoughts, vocals, breakdowns, parts
// asked onto the piece, and edits of a file uploaded earlier. Each reply is checked against its
// notes, never only its words.

const notesOf = (piece: Piece, role: PartRole) =>
  piece.parts.filter((p) => p.role === role).reduce((n, p) => n + p.notes.length, 0);
const programs = (r: ComposerReply) => r.piece?.parts.map((p) => (p.channel === 9 ? -1 : p.program)) ?? [];
const barTicks = (piece: Piece) => piece.meta.ppq * 4;
/** Every note of a part (named by its name, or 'Drums' for the kit) inside bars [from, to] (0-based). */
const notesIn = (piece: Piece, name: string, from: number, to: number) =>
  piece.parts
    .filter((p) => (name === 'Drums' ? p.channel === 9 : p.name === name))
    .flatMap((p) => p.notes)
    .filter((n) => n.tick >= from * barTicks(piece) && n.tick < (to + 1) * barTicks(piece))
    .map((n) => `${n.tick}:${n.midi}:${n.durationTicks}`);

/** A MIDI file a user attaches, made by the engine the way a DAW would export it. */
function upload(key: string, parts: PartRole[], style: StyleId = 'pop', tempo = 96): Uint8Array {
  const made = compose({ key: parseKey(key)!, bars: 8, tempo, style, parts, seed: 21 });
  if (!made.ok) throw new Error(made.error);
  return pieceToMidi(made.piece);
}

/** A chat that starts with an attached file, played the way the server plays it. */
function playUpload(file: Uint8Array, messages: readonly string[]): ComposerReply[] {
  const turns: ChatTurn[] = [];
  return messages.map((text, i) => {
    turns.push(
      i === 0
        ? { role: 'user', text, midi: file, fileId: 'f1', filename: 'loop.mid' }
        : { role: 'user', text },
    );
    const reply = respond(turns, { seed: 5 });
    // A transformed file is stored with the reply, as the server stores it.
    turns.push({
      role: 'assistant',
      text: reply.text,
      state: reply.state ? readState(JSON.parse(JSON.stringify(reply.state))) : null,
      ...(reply.upload?.transform && reply.midi ? { file: { fileId: `f${i + 2}`, midi: reply.midi } } : {}),
    } as ChatTurn);
    return reply;
  });
}

describe('sung or rapped words asked of an instrumental piece', () => {
  it.each([
    'can u drop a vocal chop in there',
    'write me a verse to rap over it',
    'could it have lyrics, smth about summer nights',
    'add a vocal track of me singing oohs on it',
  ])('"%s" changes nothing and says why', (ask) => {
    const [, reply] = playChat(['trap beat in D minor 140, 808 and piano', ask]);
    expect(reply!.intent).toBe('edit');
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(/can't write lyrics or sing/);
  });

  it.each([
    'can u get someone to rap on the bridge',
    'have somebody sing over it',
    'get a rapper to rap on this',
  ])('"%s" asks for a voice, not a rap style', (ask) => {
    const [, reply] = playChat(['neo soul in Eb, rhodes bass drums, 85bpm', ask]);
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(/can't write lyrics or sing/);
  });

  it.each([
    'transpose it down a whole step, too high for me to sing over',
    'drop it 2 semitones so my singer can sing it',
    'down a whole step pls, for me to sing along to',
  ])('"%s" gives a reason, and the ask is done', (ask) => {
    const [first, reply] = playChat(['pop ballad in E major, piano bass drums', ask]);
    expect(reply!.text).toMatch(/^Done/);
    expect(reply!.piece!.parts[0]!.notes[0]!.midi).toBe(first!.piece!.parts[0]!.notes[0]!.midi - 2);
  });

  it.each([
    'can you add a track of me singing the melody',
    'put a vocal recording of someone singing on it',
    'add lyrics to this pls',
  ])('"%s" over an uploaded file changes nothing either', (ask) => {
    const [, reply] = playUpload(upload('G major', ['chords', 'bass', 'melody']), ['what key is this', ask]);
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(/can't write lyrics or sing/);
  });
});

describe('a part asked onto the piece in focus is an edit', () => {
  it.each([
    'could i get some strings under it',
    'can we get a flute on it too',
    'can i have a pad in there too',
  ])('"%s" adds the part and keeps the rest', (ask) => {
    const [first, reply] = playChat(['liquid dnb in F minor, rhodes, sub bass, breaks', ask]);
    expect(reply!.intent).toBe('edit');
    expect(reply!.piece!.parts.length).toBe(first!.piece!.parts.length + 1);
  });
});

describe('asks that are already so', () => {
  it.each(['set it to 120', 'keep it at 120bpm', 'can u put it at 120 bpm'])(
    '"%s" at 120 says it already is',
    (ask) => {
      const [, reply] = playChat(['summer pop in A, 120', ask]);
      expect(reply!.midi).toBeUndefined();
      expect(reply!.text).toMatch(/already at 120 BPM/);
    },
  );

  it.each(['keep it four on the floor', 'make sure the kick is on every beat', 'keep it 4 on the floor pls'])(
    '"%s" over a house kick says it already is',
    (ask) => {
      const [, reply] = playChat(['deep house in F minor 122, keys bass drums', ask]);
      expect(reply!.midi).toBeUndefined();
      expect(reply!.text).toMatch(/already plays four on the floor/);
    },
  );
});

describe('a part said to be too much, then taken out', () => {
  it.each([
    ['add a warm pad', 'the pad is way too much, take it out'],
    ['add a warm pad', "pad's getting busy, lose it"],
    ['add some strings', 'strings r too loud, get rid of em'],
  ])('%s → "%s" takes it out', (add, ask) => {
    const [, added, reply] = playChat(['house beat in A minor', add, ask]);
    expect(reply!.piece!.parts.length).toBe(added!.piece!.parts.length - 1);
    expect(reply!.text).toMatch(/^Done — took out the pad/);
  });
});

describe('a swing ask with a style word keeps the piece', () => {
  it.each([
    'less swing, more of a straight rock thing',
    'no swing, want it more rock n roll',
    'kill the shuffle, more of a rock feel pls',
  ])('"%s" straightens it, tempo and instruments kept', (ask) => {
    const [first, reply] = playChat(['12 bar blues in E, shuffle, organ bass drums, 92', ask]);
    expect(reply!.piece!.meta.tempo).toBe(first!.piece!.meta.tempo);
    expect(programs(reply!)).toEqual(programs(first!));
    expect(reply!.piece!.meta.swing ?? 0).toBeLessThan(first!.piece!.meta.swing ?? 0);
  });
});

describe('asides that ask no change', () => {
  it.each(['make it 5/4 just for fun', 'switch to 7/8 for kicks', 'put it in 3/4 for the heck of it'])(
    '"%s" keeps the key and tempo',
    (ask) => {
      const [first, reply] = playChat(['techno loop in Bb minor 130', ask]);
      expect(reply!.piece!.meta.key).toEqual(first!.piece!.meta.key);
      expect(reply!.piece!.meta.tempo).toBe(first!.piece!.meta.tempo);
    },
  );

  it.each([
    'double the length, the loop repeats too fast',
    'make it twice as long, it cycles too quick',
    'twice the length pls, it loops too soon',
  ])('"%s" doubles the bars at the same tempo', (ask) => {
    const [first, reply] = playChat(['bossa nova in G, nylon guitar and flute, 130', ask]);
    expect(reply!.piece!.meta.tempo).toBe(first!.piece!.meta.tempo);
    expect(reply!.piece!.meta.bars).toBe(first!.piece!.meta.bars * 2);
  });
});

describe('an edit right after a chord question edits the piece', () => {
  it.each([
    ['whats in a D7 chord', 'make it 16 bars'],
    ['what notes are in Bbmaj7', 'make it 24 bars, two choruses'],
    ['spell E7 for me', 'ok make it 24 bars'],
  ])('%s → %s', (question, ask) => {
    const [first, , reply] = playChat([
      '12 bar blues in A, shuffle, piano bass drums, 100 bpm',
      question,
      ask,
    ]);
    expect(reply!.intent).toBe('edit');
    expect(reply!.piece!.meta.tempo).toBe(first!.piece!.meta.tempo);
    expect(programs(reply!)).toEqual(programs(first!));
  });
});

describe('breakdowns', () => {
  it.each(['add a breakdown at the end', 'tack a breakdown on', 'end it with a breakdown'])(
    '"%s" adds bars where the drums and bass drop out',
    (ask) => {
      const [first, reply] = playChat(['disco track in F minor 118, strings bass drums', ask]);
      const before = first!.piece!;
      const after = reply!.piece!;
      expect(after.meta.bars).toBeGreaterThan(before.meta.bars);
      expect(notesIn(after, 'Drums', before.meta.bars, after.meta.bars - 1)).toEqual([]);
      for (const p of before.parts)
        expect(notesIn(after, p.name, 0, before.meta.bars - 1)).toEqual(
          notesIn(before, p.name, 0, before.meta.bars - 1),
        );
    },
  );

  it('a metal breakdown at the end keeps the drums, at half time', () => {
    const [first, reply] = playChat([
      'metal riff in E minor, 8 bars, distorted guitar bass drums',
      'add a breakdown at the end',
    ]);
    const after = reply!.piece!;
    expect(after.meta.bars).toBe(12);
    expect(notesIn(after, 'Drums', 8, 11).length).toBeGreaterThan(0);
    expect(reply!.text).toMatch(/half time/);
    expect(first!.piece!.meta.bars).toBe(8);
  });

  it.each([
    'turn bars 5-8 into a breakdown',
    'make bars 5 to 8 a breakdown, only the strings there',
    'bars 5-8 as a breakdown pls, just strings',
  ])('"%s" silences the groove in those bars only', (ask) => {
    const [first, reply] = playChat(['disco track in F minor 118, strings bass drums', ask]);
    const before = first!.piece!;
    const after = reply!.piece!;
    expect(after.meta.bars).toBe(before.meta.bars);
    expect(notesIn(after, 'Drums', 4, 7)).toEqual([]);
    for (const p of before.parts) expect(notesIn(after, p.name, 0, 3)).toEqual(notesIn(before, p.name, 0, 3));
  });
});

describe('parts named by their instrument', () => {
  it.each(['take the piano down an octave', 'piano an octave lower pls', 'can u drop the piano an octave'])(
    '"%s" moves every part the piano plays',
    (ask) => {
      const [first, reply] = playChat(['sad solo piano piece in F minor, slow, 8 bars', ask]);
      for (const [i, p] of first!.piece!.parts.entries()) {
        const moved = reply!.piece!.parts[i]!;
        expect(moved.notes.map((n) => n.midi)).toEqual(p.notes.map((n) => n.midi - 12));
      }
    },
  );

  it.each([
    'busier drums, more percussion going on',
    'less percussion pls',
    'more percussion stuff, drums busier',
  ])('"%s" over a kit changes the drums, adds no part', (ask) => {
    const [first, reply] = playChat(['afrobeat in G minor, horns guitar bass drums 110', ask]);
    expect(programs(reply!)).toEqual(programs(first!));
    const more = !/less/.test(ask);
    const [was, now] = [notesOf(first!.piece!, 'drums'), notesOf(reply!.piece!, 'drums')];
    if (more) expect(now).toBeGreaterThanOrEqual(was * 1.1);
    else expect(now).toBeLessThanOrEqual(was * 0.9);
  });

  it.each([
    ['drums busier, and the keys a bit less busy', 'chords', -1],
    ['keys a lil less busy, drums busier', 'chords', -1],
    ['drums busier pls and the keys simpler', 'drums', 1],
    ['drums busier, bass simpler', 'bass', -1],
  ] as const)('"%s" is heard in the notes', (ask, role, sign) => {
    const [first, reply] = playChat(['lofi beat, rhodes + bass + drums, 80 bpm in F minor, 8 bars', ask]);
    const [was, now] = [notesOf(first!.piece!, role), notesOf(reply!.piece!, role)];
    if (sign > 0) expect(now).toBeGreaterThanOrEqual(was * 1.1);
    else expect(now).toBeLessThanOrEqual(was * 0.9);
  });

  it.each(['make the last 2 bars bigger', 'bars 7-8 more epic', 'make the final two bars huger'])(
    '"%s" changes those bars only',
    (ask) => {
      const [first, reply] = playChat(['cinematic build in D minor, strings, brass, big drums', ask]);
      const before = first!.piece!;
      expect(reply!.text).toMatch(/^Done/);
      for (const p of before.parts)
        expect(notesIn(reply!.piece!, p.name, 0, 5)).toEqual(notesIn(before, p.name, 0, 5));
    },
  );

  it.each(['add some brushes', 'brushes and an upright bass pls', 'give it some brushes'])(
    '"%s" brings a soft kit into a piece without drums',
    (ask) => {
      const [, reply] = playChat(['jazz ballad in Bb, piano only, 70', ask]);
      expect(programs(reply!)).toContain(-1);
      expect(reply!.text).toMatch(/no brush kit/);
    },
  );
});

describe('sections and rewrites asked in few words', () => {
  it.each(['chorus after it', 'a bridge next', 'ok an outro at the end'])('"%s" adds that section', (ask) => {
    const [first, reply] = playChat(['upbeat pop idea in A, 120', ask]);
    expect(reply!.piece!.meta.bars).toBeGreaterThan(first!.piece!.meta.bars);
  });

  it.each([
    'bars 7-8 should be G7 to Cm, rewrite them',
    'redo bars 7-8 as G7 Cm',
    'rewrite bars 7 and 8 with G7 - Cm',
  ])('"%s" over that cadence writes those bars afresh', (ask) => {
    const [first, reply] = playChat(['classical piano in C minor, 8 bars, Cm Fm G7 Cm Ab Fm G7 Cm', ask]);
    const before = first!.piece!;
    const after = reply!.piece!;
    expect(reply!.text).toMatch(/^Done/);
    const moved = before.parts.some(
      (p) => JSON.stringify(notesIn(after, p.name, 6, 7)) !== JSON.stringify(notesIn(before, p.name, 6, 7)),
    );
    expect(moved).toBe(true);
    for (const p of before.parts) expect(notesIn(after, p.name, 0, 5)).toEqual(notesIn(before, p.name, 0, 5));
  });

  it.each([
    ['rock thing in G major, guitar bass drums', 'make it E minor'],
    ['pop song in C, piano bass drums', 'a minor please'],
    ['folk tune in F, guitar and fiddle', 'switch it to D minor'],
  ])('%s → "%s" is heard in the new key', (piece, ask) => {
    const [, reply] = playChat([piece, ask]);
    expect(reply!.piece!.meta.key.mode).toBe('minor');
    expect(soundsInKey(reply!.piece!)).toBe(true);
  });

  it.each(['another one but same key', 'new one, different vibe', 'another one, diff vibe, keep the key'])(
    '"%s" is a new take in the same key',
    (ask) => {
      const [first, reply] = playChat(['sad lofi loop in F minor, keys bass drums', ask]);
      expect(reply!.intent).toBe('edit');
      expect(reply!.piece!.meta.key).toEqual(first!.piece!.meta.key);
      expect(reply!.midi).toBeDefined();
    },
  );

  it.each([
    'unrelated but whats the best pizza topping',
    'random question, off topic, whats a good pasta sauce',
    'lol totally unrelated, whats the weather like in paris',
  ])('"%s" is off-topic, the piece stays in focus', (ask) => {
    const [, reply, after] = playChat([
      'folk tune in D, acoustic guitar and fiddle, 6/8',
      ask,
      'add a cello under it',
    ]);
    expect(reply!.intent).toBe('unknown');
    expect(reply!.midi).toBeUndefined();
    expect(after!.piece!.meta.meter).toEqual({ numerator: 6, denominator: 8 });
  });

  it.each([
    'make it faster.. actually wait, what key is it in',
    'add drums, hold on, what tempo is it',
    'swap the bass... nvm, how many bars is it',
  ])('"%s" answers the question asked on second thought', (ask) => {
    const [, reply] = playChat(['chill lofi in D minor, rhodes bass, 75bpm', ask]);
    expect(reply!.intent).toBe('piece-question');
    expect(reply!.midi).toBeUndefined();
  });
});

describe('edits of a file uploaded earlier', () => {
  const funk = () => upload('E minor', ['chords', 'bass', 'drums'], 'disco', 118);

  it.each(['make it 100 bpm', 'speed it up to 110 pls', 'can u slow it to 80'])(
    '"%s" after a question about the file is an edit',
    (ask) => {
      const [, reply] = playUpload(funk(), ['what key is it in', ask]);
      expect(reply!.intent).toBe('edit');
      expect(reply!.midi).toBeDefined();
    },
  );

  it.each(['bass simpler pls', 'make the bass less busy', 'can the bass play less'])(
    '"%s" after a file transform edits the file\'s bass, no new piece',
    (ask) => {
      const [made, reply] = playUpload(upload('C major', ['chords'], 'pop', 100), [
        'my chords, can u add drums and a bass line',
        ask,
      ]);
      expect(made!.midi).toBeDefined();
      expect(reply!.intent).toBe('edit');
      expect(reply!.piece!.meta.tempo).toBe(100);
    },
  );

  it.each(['make the bass busier', 'busier bassline pls', 'bass more octave jumpy, busier'])(
    '"%s" after parts were added plays the file\'s own bass busier',
    (ask) => {
      const [added, reply] = playUpload(funk(), ['add horns to this', ask]);
      expect(programs(reply!)).toEqual(programs(added!));
      expect(notesOf(reply!.piece!, 'bass')).toBeGreaterThanOrEqual(notesOf(added!.piece!, 'bass') * 1.1);
    },
  );

  it.each(['drop the bass an octave', 'bass down an octave pls', 'take the bass an octave lower'])(
    '"%s" moves only the file\'s bass',
    (ask) => {
      const [, reply] = playUpload(funk(), ['what chords are in it', ask]);
      expect(reply!.intent).toBe('edit');
      expect(reply!.text).toMatch(/bass/);
      expect(reply!.text).not.toMatch(/transposed/);
    },
  );

  it.each([
    ['add horns and speed it up to 122', 122],
    ['put some strings on it and take it to 100 bpm', 100],
    ['add a flute melody, tempo 110', 110],
  ])('"%s" on the file writes the part at the new tempo', (ask, tempo) => {
    const [reply] = playUpload(funk(), [ask]);
    expect(reply!.piece!.meta.tempo).toBe(tempo);
  });

  it.each([
    'yo add some keys, like a dusty rhodes',
    'can u add keys? a rhodes would be nice',
    'put some keys on it, rhodes-y',
  ])('"%s" writes the rhodes in the file\'s key', (ask) => {
    const [reply] = playUpload(upload('E minor', ['drums', 'bass'], 'hip-hop', 90), [ask]);
    expect(programs(reply!)).toContain(4);
    expect(reply!.piece!.meta.key).toEqual({ tonic: 'E', mode: 'minor' });
  });

  it.each(['swing it more', 'more swing pls', 'give it a lil more swing'])(
    '"%s" swings the file\'s own notes too',
    (ask) => {
      const [added, reply] = playUpload(funk(), ['add a sax line', ask]);
      const kept = (r: ComposerReply) =>
        r.piece!.parts.find((p) => p.channel === 9)!.notes.map((n) => n.tick);
      expect(kept(reply!)).not.toEqual(kept(added!));
    },
  );
});
