import { compose, pieceToMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { respond } from './respond.ts';
import { playChat } from './testing/chat.ts';
import type { ChatTurn, ComposerReply } from './types.ts';

/** The programs of a reply's parts, drums as -1. */
const programs = (reply: ReturnType<typeof playChat>[number]) =>
  reply.piece?.parts.map((p) => (p.channel === 9 ? -1 : p.program)) ?? [];

const BOSS = 'boss battle loop for an indie game, E phrygian, 5/4, 150bpm, distorted guitar, choir and drums';
const RHODES = 'lofi chords on rhodes pls, Dm7 G7 Cmaj7 Am7, 75 bpm';

describe('a new piece asked beside the one in focus', () => {
  it.each([
    ['also need a calm town theme, G major, flute harp and strings, 3/4, 90 bpm', 'G major'],
    [
      'ok now somthing totally different, jazz waltz in F major 3/4 at 160, vibes piano bass drums',
      'F major',
    ],
    ['also need a victory stinger, 4 bars, C major, brass fanfare 120', 'C major'],
    ['oh and i also need a game over jingle in D minor, 70bpm, piano', 'D minor'],
    ['unrelated but could u write a bossa in A minor', 'A minor'],
    ['something else entirely: punk in E at 180', 'E major'],
    ['i need an 8 bar piano intro in F major, 80bpm, for anotehr tune', 'F major'],
    ['and next i want a sad cello piece in B minor, 60 bpm', 'B minor'],
  ])('%s', (ask, key) => {
    const [, reply] = playChat([BOSS, ask]);
    expect(reply!.intent).toBe('compose');
    expect(`${reply!.piece!.meta.key.tonic} ${reply!.piece!.meta.key.mode}`).toBe(key);
  });

  it.each(['hmm try something different', 'try a different one', 'can i hear a different take'])(
    '%s is another take of the same piece',
    (ask) => {
      const [first, reply] = playChat(['sad chords pls', ask]);
      expect(reply!.intent).toBe('edit');
      expect(reply!.piece!.meta.key).toEqual(first!.piece!.meta.key);
      expect(reply!.piece!.meta.tempo).toBe(first!.piece!.meta.tempo);
    },
  );
});

describe('swaps and parts added with a style', () => {
  it.each([
    'swap the choir out for brass pls',
    'swap out the choir for some brass',
    'switch the choir part to brass',
    'brass instead of the choir pls',
  ])('%s replaces the choir', (ask) => {
    const [, reply] = playChat([BOSS, ask]);
    expect(programs(reply!)).toContain(61);
    expect(programs(reply!)).not.toContain(52);
  });

  it.each([
    'put some lazy boom bap drums under it',
    'add some funky drums',
    'throw in some trap drums pls',
    'add hip hop drums',
    'can u add a reggae bass line',
  ])('%s adds the part and keeps the rest', (ask) => {
    const [first, reply] = playChat([RHODES, ask]);
    expect(reply!.intent).toBe('edit');
    expect(reply!.piece!.meta.tempo).toBe(first!.piece!.meta.tempo);
    expect(reply!.piece!.parts[0]!.notes).toEqual(first!.piece!.parts[0]!.notes);
    expect(reply!.piece!.parts.length).toBe(2);
  });

  it.each(['take teh organ out, its too much', 'take out teh organ'])('%s removes the organ', (ask) => {
    const [, reply] = playChat([
      'reggae one drop in G major 75 bpm, skank guitar, organ bubble, bass, drums',
      ask,
    ]);
    expect(programs(reply!)).not.toContain(16);
  });
});

describe('asks the piece already answers', () => {
  it.each(['make it 3/4', 'can it be in 3/4 time', 'put it in 3/4 pls', 'make sure its in 3/4'])(
    '%s on a waltz says it is already in 3/4',
    (ask) => {
      const [, reply] = playChat(['gentle waltz in Eb for piano', ask]);
      expect(reply!.piece).toBeUndefined();
      expect(reply!.text).toMatch(/already in 3\/4/);
    },
  );

  it.each(['can u make it F minor', 'could you put it in F minor?', 'can you make it in f minor pls'])(
    '%s after an explanation edits the F minor piece, which already is',
    (ask) => {
      const chat = [
        'lofi beat in F minor 75bpm, rhodes chords bass drums',
        'why do 9th chords sound so jazzy/lofi',
      ];
      const reply = playChat([...chat, ask])[2]!;
      expect(reply.intent).toBe('edit');
      expect(reply.piece).toBeUndefined();
      expect(reply.text).toMatch(/already in F minor/);
    },
  );

  it('"dance" said of dancing names no style', () => {
    const [reply] = playChat([
      'I played in dance bands for years, a gentle waltz in E flat for piano please',
    ]);
    expect(reply!.piece!.meta.style).toBe('waltz');
  });
});

describe('questions about the piece or the file in focus', () => {
  it.each([
    'Could you tell me which chords you have used, so that I may play along?',
    'which chords did u use',
    'what chords have you put in it',
  ])('%s names the chords', (ask) => {
    const [, reply] = playChat(['gentle waltz in Eb for piano and strings, 100 bpm', ask]);
    expect(reply!.intent).toBe('piece-question');
    expect(reply!.text).toMatch(/\| Eb \|/);
  });
});

/** The beat a user uploads: G minor, 92 BPM, 8 bars of 4/4. */
function beat() {
  const made = compose({
    key: { tonic: 'G', mode: 'minor' },
    bars: 8,
    tempo: 92,
    style: 'hip-hop',
    parts: ['chords', 'bass', 'drums'],
    seed: 11,
  });
  if (!made.ok) throw new Error(made.error);
  return made.piece;
}

/** A user turn with the beat attached, as a DAW would export it. */
function withBeat(text: string): ChatTurn {
  return { role: 'user', text, midi: pieceToMidi(beat()), fileId: 'f1', filename: 'beat.mid' };
}

/** Plays a chat whose first message carries the beat. */
function playWithBeat(messages: readonly string[]) {
  const turns: ChatTurn[] = [];
  return messages.map((text, i) => {
    turns.push(i === 0 ? withBeat(text) : { role: 'user', text });
    const reply = respond(turns, { seed: 3 });
    turns.push({ role: 'assistant', text: reply.text, state: reply.state ?? null } as ChatTurn);
    return reply;
  });
}

describe('follow-up questions about an uploaded file', () => {
  it.each([
    ['and the bpm?', /92 BPM/],
    ['what bpm is it', /92 BPM/],
    ['whats the tempo on this', /92 BPM/],
    ['how many bars', /8 bars/],
    ['how many bars is it?', /8 bars/],
    ['what time signature is it, i always lose count', /4\/4/],
  ])('%s', (ask, answer) => {
    const reply = playWithBeat(['heres a beat i made', ask])[1]!;
    expect(reply.intent).toBe('piece-question');
    expect(reply.text).toMatch(answer);
    expect(reply.midi).toBeUndefined();
  });
});

describe('requests said politely, with a purpose', () => {
  it.each([
    'thank you so much, this will really help me learn my harmony line',
    'thanks!! this is exactly the groove i needed for my bass practice',
    'perfect, thank you, my choir will love these chords',
  ])('%s is thanks', (ask) => {
    const [, reply] = playChat(['short 4 part chorale in D major for choir voices', ask]);
    expect(reply!.intent).toBe('greeting');
  });

  it.each([
    'could u make me a slow piano accompaniment to sing scales over, in C, 70bpm',
    'can you make me a piano backing to sing scales over in C at 70 bpm',
  ])('%s is a piece, and "the same thing a half step up" moves it', (ask) => {
    const [made, moved] = playChat([ask, 'now the same thing a half step up']);
    expect(made!.intent).toBe('compose');
    expect(made!.piece!.meta.key.tonic).toBe('C');
    expect(made!.piece!.meta.tempo).toBe(70);
    expect(moved!.intent).toBe('edit');
    expect(moved!.piece!.meta.key.tonic).toBe('Db');
  });

  it.each([
    'can u play me a little G D Em C thing so i can try them',
    'could you play me G D Em C so that i can practise the changes',
  ])('%s plays the chords', (ask) => {
    const [, , reply] = playChat(['what chords are in the key of C?', 'ok and in G?', ask]);
    expect(reply!.intent).toBe('compose');
    expect(reply!.piece!.meta.key.tonic).toBe('G');
  });

  it.each([
    'Could you play me one in B flat so I can hear how it sounds?',
    'play me one in b flat pls',
    'can you play one in e flat major so i can hear it',
  ])('%s after a ii–V–I explanation plays one in that key', (ask) => {
    const [, reply] = playChat(['explain what a two-five-one is', ask]);
    expect(reply!.piece).toBeDefined();
    expect(reply!.piece!.meta.key.tonic).toMatch(/^[BE]b$/);
  });

  it.each(['our choir leader gave us this rehearsal file, can u slow it down so i can learn my part'])(
    '%s slows the file down',
    (ask) => {
      const reply = playWithBeat([ask])[0]!;
      expect(reply.upload?.transform?.tempo).toBeLessThan(92);
    },
  );
});

/** Bars 1–6 of the beat file kept note for note, bars 7–8 written afresh. */
function expectLastTwoBarsAfresh(reply: ComposerReply) {
  const file = beat().parts.map((p) => ({ notes: p.notes.map((n) => [n.tick, 0, n.midi]) }));
  const bar7 = 6 * 4 * 480;
  const notes = (parts: readonly { notes: readonly (readonly number[])[] }[], early: boolean) =>
    parts.flatMap((p) => p.notes.filter((n) => n[0]! < bar7 === early).map((n) => `${n[0]}:${n[2]}`)).sort();
  expect(notes(reply!.notes!, true)).toEqual(notes(file, true));
  expect(notes(reply!.notes!, false)).not.toEqual(notes(file, false));
}

describe('bars of an uploaded file written afresh', () => {
  it.each([
    'make the last 2 bars different, like a turnaround',
    'change the last two bars',
    'can u rewrite bars 7-8',
  ])('%s changes those bars only', (ask) => {
    const [, reply] = playWithBeat(['heres a beat i made', ask]);
    expect(reply!.intent).toBe('edit');
    expect(reply!.piece!.meta.bars).toBe(8);
    expect(reply!.piece!.meta.tempo).toBe(92);
    expectLastTwoBarsAfresh(reply!);
  });
});

describe('bars of a file written afresh when it is attached with the ask', () => {
  it.each([
    'heres my beat, bars 7 and 8 are boring can u redo them',
    'my loop — could you rewrite bars 7-8?',
    'this is a sketch, can you make the last 2 bars different',
  ])('%s changes those bars only', (ask) => {
    const [reply] = playWithBeat([ask]);
    expect(reply!.text).toMatch(/^Done/);
    expect(reply!.piece!.meta.bars).toBe(8);
    expectLastTwoBarsAfresh(reply!);
  });

  it('"can you tell me what changes in bars 7-8?" with the file describes it', () => {
    const [reply] = playWithBeat(['can you tell me what changes in bars 7-8?']);
    expect(reply!.midi).toBeUndefined();
  });
});

describe("a file's own parts edited like a piece's", () => {
  const channels = (r: ComposerReply) => r.piece!.parts.filter((p) => p.notes.length > 0).map((p) => p.role);
  it.each([
    ['heres my beat, can u layer some strings on it', 'take the drums out'],
    ['heres my beat, bars 7 and 8 are boring can u redo them', 'remove the drums'],
    ['my loop, put a pad under it', 'no drums pls'],
  ])('%s, then "%s": the file\'s drums go, the rest stays', (first, ask) => {
    const [before, after] = playWithBeat([first, ask]);
    expect(after!.text).toMatch(/^Done — took out the drums/);
    expect(after!.text).not.toMatch(/no parts at all/);
    expect(channels(after!)).not.toContain('drums');
    expect(channels(after!)).toEqual(channels(before!).filter((r) => r !== 'drums'));
  });

  it.each([
    ['heres my beat, bars 7 and 8 are boring can u redo them', 'add an intro', 12],
    ['what key is this beat in', 'add a chorus after it', 16],
    ['how many bars is this', 'give it an outro', 12],
  ])('%s, then "%s": a section joined to the file', (first, ask, bars) => {
    const [, after] = playWithBeat([first, ask]);
    expect(after!.intent).toBe('edit');
    expect(after!.piece!.meta.bars).toBeGreaterThanOrEqual(bars);
    expect(after!.piece!.meta.tempo).toBe(92);
  });
});

describe("bars rewritten over a file's own parts and the parts added to it", () => {
  it.each([
    ['add a melody', 'bar 2 is boring, change it'],
    ['add some strings', 'rewrite bar 2'],
    ['put a sax on top', 'make bar 2 different'],
  ])('"%s", then "%s": bar 2 changes, the rest stays', (add, ask) => {
    const [, before, after] = playWithBeat(['heres a beat i made', add, ask]);
    expect(after!.text).toMatch(/^Done/);
    const bar = 4 * 480;
    const notes = (r: ComposerReply, inside: boolean) =>
      r
        .piece!.parts.flatMap((p) =>
          p.notes
            .filter((n) => (n.tick >= bar && n.tick < 2 * bar) === inside)
            .map((n) => `${p.channel}:${n.tick}:${n.midi}`),
        )
        .sort();
    expect(notes(after!, false)).toEqual(notes(before!, false));
    expect(notes(after!, true)).not.toEqual(notes(before!, true));
    // The file's own chords are written afresh there too, not only the part added.
    const chords = (r: ComposerReply) =>
      r
        .piece!.parts.filter((p) => p.role === 'chords')
        .flatMap((p) => p.notes.filter((n) => n.tick >= bar && n.tick < 2 * bar));
    expect(chords(after!)).not.toEqual(chords(before!));
  });
});

describe('an uploaded file moved to another key', () => {
  it.each([
    ['put it in c minor', 'C', 'minor'],
    ['can u make it C minor?', 'C', 'minor'],
    ['switch it to Bb minor pls', 'Bb', 'minor'],
    ['can u put it in A', 'A', 'minor'],
    ['transpose it to E minor', 'E', 'minor'],
  ])('%s', (ask, tonic, mode) => {
    const [, reply] = playWithBeat(['heres a beat i made', ask]);
    expect(reply!.intent).toBe('edit');
    expect(reply!.piece!.meta.key).toEqual({ tonic, mode });
    expect(reply!.piece!.meta.tempo).toBe(92);
    expect(reply!.text).toMatch(/^Done/);
  });

  it('into major, by scale degree: the minor third is raised', () => {
    const [, reply] = playWithBeat(['heres a beat i made', 'put it in G major']);
    const pitched = reply!.piece!.parts.filter((p) => p.channel !== 9).flatMap((p) => p.notes);
    expect(pitched.some((n) => n.midi % 12 === 11)).toBe(true);
    expect(pitched.some((n) => n.midi % 12 === 10)).toBe(false);
  });
});

it('"what notes is a uke tuned to again" is no new take of the piece', () => {
  const [, reply] = playChat([
    'i play uke, can u make a C Am F G loop at 100bpm so i can strum along',
    'what notes is a uke tuned to again lol i always forget',
  ]);
  expect(reply!.intent).not.toBe('edit');
  expect(reply!.midi).toBeUndefined();
});

describe('edits said the way players say them', () => {
  const ROCK = 'rock tune in E minor, 130 bpm, crunchy electric gtr, bass n drums';

  it.each([
    ['cool, push it to 140', 140],
    ['nice, bring it up to 150', 150],
    ['bpm 126', 126],
    ['tempo 100 pls', 100],
    ['half the bpm, literally half', 65],
    ['double the bpm', 260],
  ])('%s sets the tempo', (ask, bpm) => {
    const [, reply] = playChat([ROCK, ask]);
    expect(reply!.intent).toBe('edit');
    expect(reply!.piece!.meta.tempo).toBe(bpm);
  });

  it.each([
    ['drop it to D minor, my singer cant hit those notes', 'D'],
    ['bump it to G', 'G'],
    ['knock it down to C, too high for me', 'C'],
  ])('%s moves the key, whatever reason is given', (ask, tonic) => {
    const [, reply] = playChat([ROCK, ask]);
    expect(reply!.intent).toBe('edit');
    expect(reply!.piece!.meta.key.tonic).toBe(tonic);
  });

  it.each([
    ['can we do it in 3 instead of 4', 3],
    ['play it in 3', 3],
  ])('%s counts the bar in three or four', (ask, beats) => {
    const [, reply] = playChat([ROCK, ask]);
    expect(reply!.piece!.meta.meter.numerator).toBe(beats);
  });

  it('reads gtr as guitar and crunchy as overdriven', () => {
    const [reply] = playChat([ROCK]);
    expect(programs(reply!)).toContain(29);
  });

  it.each(['ok now a bassline under that', 'now some bass underneath it', 'throw a bass line under this'])(
    '%s adds a bass to a drum groove',
    (ask) => {
      const [first, reply] = playChat(['boom bap drums 90bpm', ask]);
      expect(first!.piece!.parts.some((p) => p.role === 'bass')).toBe(false);
      expect(reply!.intent).toBe('edit');
      expect(reply!.piece!.parts.some((p) => p.role === 'bass')).toBe(true);
    },
  );

  it.each([
    '12 bar blues in A for my guitar students, shuffle feel, 90bpm',
    'slow blues in E for my students, 70 bpm',
  ])('%s commissions a piece, whoever it is for', (ask) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('compose');
    expect(reply!.midi).toBeInstanceOf(Uint8Array);
  });
});

describe('a correction of the last edit', () => {
  it.each([
    ['up a semitone', 'no wait i meant DOWN a semitone not up, sorry', 'A'],
    ['make it faster', 'oops i meant slower', 'Bb'],
    ['up a whole step', 'nah down a whole step, not up', 'G#'],
  ])('%s then %s takes the first back', (first, fix, tonic) => {
    const replies = playChat(['deep house in Bb minor 124', first, fix]);
    const [start, , fixed] = replies;
    expect(fixed!.intent).toBe('edit');
    expect(fixed!.piece!.meta.key.tonic).toBe(tonic);
    if (/slower/.test(fix)) expect(fixed!.piece!.meta.tempo).toBeLessThan(start!.piece!.meta.tempo);
  });

  it('make it slower, not faster is a plain edit of the piece as it is', () => {
    const [, added, slower] = playChat([
      'deep house in Bb minor 124',
      'add strings',
      'make it slower, not faster',
    ]);
    expect(slower!.piece!.parts.length).toBe(added!.piece!.parts.length);
    expect(slower!.piece!.meta.tempo).toBeLessThan(124);
  });
});

describe('intervals written with ordinals', () => {
  it.each([
    ['transpose it down a minor 3rd', 'B'],
    ['up a major 2nd', 'E'],
    ['take it up a perfect 4th', 'G'],
  ])('%s moves D minor by that interval', (ask, tonic) => {
    const [, reply] = playChat(['need a cinematic cue, D minor, 90bpm, strings + choir + low brass', ask]);
    expect(reply!.piece!.meta.key).toEqual({ tonic, mode: 'minor' });
  });
});

describe('a part named by its instrument family is the part, not a new sound', () => {
  const METAL = '7/8 metal riff, E minor, distorted guitar + bass + drums, 160bpm';
  it.each([
    'drop the guitar down an octave, needs more chug',
    'guitar down an octave',
    'take the guitar lower',
  ])('%s moves the distorted guitar only', (ask) => {
    const [first, reply] = playChat([METAL, ask]);
    const before = first!.piece!.parts;
    const after = reply!.piece!.parts;
    expect(after.map((p) => p.program)).toEqual(before.map((p) => p.program));
    const low = (ps: typeof before, role: string) =>
      Math.min(...ps.find((p) => p.role === role)!.notes.map((n) => n.midi));
    expect(low(after, 'chords')).toBeLessThan(low(before, 'chords'));
    expect(after.find((p) => p.role === 'bass')!.notes).toEqual(before.find((p) => p.role === 'bass')!.notes);
  });
});

describe('sung words are asked of an instrumental piece', () => {
  it.each([
    "now can u have someone sing 'never back down' over the breakdown",
    "add me singing 'rise up' over the riff",
    'can u add vocals on the chorus',
  ])('%s changes nothing and says why', (ask) => {
    const [first, reply] = playChat([
      '7/8 metal riff, E minor, distorted guitar + bass + drums, 160bpm',
      ask,
    ]);
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(/can't write lyrics or sing/);
    expect(first!.piece).toBeDefined();
  });
});

describe('mood slang and styled parts in edits', () => {
  it('"sunset vibes" is a feel: the vibraphone stays out', () => {
    const [first, reply] = playChat(['bossa in Bb 120', 'hmm slower, its supposed to be sunset vibes']);
    expect(programs(reply!)).toEqual(programs(first!));
    expect(reply!.piece!.meta.tempo).toBeLessThan(120);
  });

  it.each(['add a disco string line', 'throw a jazzy sax line over it', 'slap some jazzy keys on it'])(
    '%s adds a part without restyling the piece',
    (ask) => {
      const [first, reply] = playChat(['house in A minor, organ stabs, 124', ask]);
      expect(reply!.piece!.meta.style).toBe(first!.piece!.meta.style);
      expect(reply!.piece!.meta.tempo).toBe(first!.piece!.meta.tempo);
    },
  );

  it.each(['whats the bar count now?', 'whats the tempo now'])('%s asks the piece', (ask) => {
    const [, reply] = playChat(['12 bar shuffle in A', ask]);
    expect(reply!.intent).toBe('piece-question');
  });
});

describe('the same ask for other bars', () => {
  it('"the last two bars too", then "bars 1-2 as well", rewrite those bars only, in English', () => {
    const [first, , last2, first2] = playChat([
      'pop song in E, piano + drums + bass, 120, 8 bars, I V vi IV',
      'change bars 5-6, theyre boring',
      'the last two bars too',
      'bars 1-2 as well',
    ]);
    expect(last2!.text).toMatch(/^Done — .*bars 7–8/);
    expect(first2!.text).toMatch(/^Done — .*bars 1–2/);
    const chords = (r: typeof first) => r!.piece!.parts.find((p) => p.role === 'chords')!.notes;
    // Bars 3–4 were never named: they keep the first take's notes.
    const inBars = (r: typeof first, a: number, b: number) =>
      chords(r).filter((n) => n.tick >= a * 1920 && n.tick < b * 1920);
    expect(inBars(first2, 2, 4)).toEqual(inBars(first, 2, 4));
  });
});
