import { describe, expect, it } from 'vitest';
import { respond } from './respond.ts';
import { playChat } from './testing/chat.ts';

// Asks beside the music: off-topic questions, hellos, how-to questions, questions about the piece.

const ask = (text: string) => respond([{ role: 'user', text }]);
const after = (chat: readonly string[]) => playChat(chat, 11).at(-1)!;
const PIECE = 'make me a folk tune in D, acoustic guitar and fiddle, 6/8';

describe('a question about something else is off-topic, beside a piece or not', () => {
  it.each([
    [PIECE, 'lol unrelated but whats the best pizza topping'],
    [PIECE, 'ty! btw whats the capital of australia, settling a bet'],
    ['lofi beat in F minor', 'random q but whos the president of france'],
    ['what are the notes of C major', 'thx! btw how many km is a mile'],
  ])('%s → %s', (first, question) => {
    const reply = after([first, question]);
    expect(reply.intent).toBe('unknown');
    expect(reply.midi).toBeUndefined();
  });

  it.each([
    'can you help me with my calculus homework lol',
    'can u help me w my history essay',
    'help me with my math homework pls',
    'whats the weather like tomorrow lol',
  ])('%s', (text) => {
    expect(ask(text).intent).toBe('unknown');
  });

  it('still hears music asked beside the aside', () => {
    expect(after([PIECE, 'btw what key is it in']).intent).toBe('piece-question');
    expect(after([PIECE, 'random q but what bpm is house usually']).intent).not.toBe('unknown');
  });
});

describe('a first hello', () => {
  it.each([
    'hi 👋 first time here',
    'hey im new here :)',
    'yo just signed up',
    'hello! first time using this',
    'hey there, first time using riffmate',
  ])('%s', (text) => {
    expect(ask(text).intent).toBe('greeting');
  });
});

describe('an example asked with its band or tempo is a piece', () => {
  it.each([
    ['play me a 12 bar shuffle in A, guitar bass drums, 110', 110],
    ['show me a ii-V-I in C, rhodes pls, 90 bpm', 90],
    ['play me a plagal cadence in G on strings and piano, 70', 70],
  ])('%s', (text, bpm) => {
    const reply = ask(text);
    expect(reply.intent).toBe('compose');
    expect(reply.piece?.meta.tempo).toBe(bpm);
  });

  it('a bare "show me a ii-V-I" is still the explanation with its example', () => {
    expect(ask('show me a ii-V-I in Bb').intent).toBe('theory-explanation');
  });
});

describe('how-to questions get the advice, computed where it can be', () => {
  it.each([
    [
      [
        '8 bar pop progression in D, I vi IV V, acoustic guitar + piano',
        'if i wanna play this w/ C shapes where do i put the capo',
      ],
      /Capo on the 2nd fret/,
    ],
    [['song is in Eb, where does the capo go for D shapes?'], /Capo on the 1st fret/],
    [['capo for Am shapes to play in C#m?'], /Capo on the 4th fret/],
    [['which fret should the capo be on for em shapes, song in F#m'], /Capo on the 2nd fret/],
  ])('%j', (chat, answer) => {
    const reply = after(chat);
    expect(reply.intent).toBe('practical');
    expect(reply.text).toMatch(answer);
    expect(reply.midi).toBeUndefined();
  });

  it.each([
    'RH fingering for C major scale?',
    'whats the fingering for a G major scale on piano',
    'which fingers do i use for the c scale, left hand',
  ])('%s', (text) => {
    const reply = ask(text);
    expect(reply.intent).toBe('practical');
    expect(reply.text).toMatch(/thumb/);
  });

  it.each([
    ['unrelated but how do u tune a ukulele', /G C E A/],
    ['how do i tune my violin', /G D A E/],
    ['how should i tune a mandolin lol', /G D A E/],
  ])('%s', (text, notes) => {
    const reply = ask(text);
    expect(['theory-fact', 'practical']).toContain(reply.intent);
    expect(reply.text).toMatch(notes);
  });

  it.each([
    'im writing a song in G and the verse is just G C D G over and over, feels boring. how do i make the chorus actually lift?',
    'my verse goes Am F C G, how can i make the chorus hit harder?',
    'verse is C G Am F on repeat. how should i build the chorus so it takes off?',
  ])('%s', (text) => {
    const reply = ask(text);
    expect(reply.intent).toBe('practical');
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toMatch(/chorus/);
  });

  it.each([
    'how do i stop my bass and kick from fighting in the mix, its all mud',
    'why does my low end get muddy when the kick and bass play together?',
    'my kick and bass clash, how do i fix it',
  ])('%s', (text) => {
    expect(ask(text).text).toMatch(/EQ|sidechain|Sidechain/);
  });
});

describe('questions about the piece in focus', () => {
  const PROG = 'prog rock thing in 7/8 pls, distorted guitar, bass, drums, E minor, ~140';
  it.each([
    ['so its in 4 now right?', /^Yes\. It's in 4\/4/],
    ['is it in 3 now?', /^No\. It's in 4\/4/],
    ['wait its still in 7 right?', /^No\. It's in 4\/4/],
  ])('%s', (question, answer) => {
    const reply = after([PROG, 'make it 4/4 instead', question]);
    expect(reply.intent).toBe('piece-question');
    expect(reply.text).toMatch(answer);
  });

  it.each([
    'can i get a pad under it too',
    'could we have some strings on top',
    'can i get a flute melody on top',
  ])('%s changes the piece', (text) => {
    const reply = after(['liquid dnb, 174, rhodes chords, sub bass, fast breaks, F minor', text]);
    expect(reply.intent).toBe('edit');
    expect(reply.midi).toBeDefined();
  });
});

describe('a key asked before the question is the key it is asked in', () => {
  it.each([
    ['in G what are the chords for I - III - IV - iv', /G \(G–B–D\) – B \(B–D#–F#\) – C \(C–E–G\) – Cm/],
    ['in Bb, whats the V chord', /F \(F–A–C\)/],
    ['in F minor how many flats', /4 flats/],
  ])('%s', (text, answer) => {
    const reply = ask(text);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toMatch(answer);
  });
});

describe('a progression around the circle of fifths', () => {
  it.each([
    'write a progression that goes around the circle, like dominants falling in fifths, jazz piano solo',
    'cycle of fifths thing in Bb for guitar',
    'circle of fifths progression in A minor, piano',
    'gimme some dominants falling in fifths on a rhodes',
  ])('%s', (text) => {
    const reply = ask(text);
    expect(reply.intent).toBe('compose');
    const roots = reply.piece!.meta.progression.map((s) => s.symbol.match(/^[A-G][#b]?/)![0]);
    // Most moves are a fifth down (a fourth up).
    const pcs = roots.map((r) =>
      ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'].indexOf(
        r.replace('Db', 'C#').replace('Eb', 'D#').replace('Gb', 'F#').replace('Ab', 'G#').replace('Bb', 'A#'),
      ),
    );
    const falls = pcs.slice(1).filter((pc, i) => (pc - pcs[i]! + 12) % 12 === 5).length;
    expect(falls).toBeGreaterThanOrEqual(4);
  });

  it('asking what it is still explains it', () => {
    expect(ask('what is the circle of fifths').intent).toBe('theory-explanation');
  });
});

describe('"can i get a … on it" adds a part, keeping the ones there', () => {
  it.each([
    'ok that one’s nice. can i get a jazzy guitar on it',
    'could we get some strings on it',
    'can i have a flute on it',
  ])('%s', (text) => {
    const [first, reply] = playChat(['lofi beat in E, rhodes bass drums', text], 4);
    expect(reply!.intent).toBe('edit');
    expect(reply!.piece!.parts.length).toBe(first!.piece!.parts.length + 1);
  });
});

describe('other homework, asked however, is off-topic', () => {
  it.each(['can u also help w my chem homework lol', 'could you pls help w my stats hw lol'])(
    '"%s"',
    (text) => {
      expect(after(['hey', text]).intent).toBe('unknown');
      expect(after([PIECE, text]).intent).toBe('unknown');
    },
  );
});

describe('a hello that says who one is', () => {
  it.each(["hey! new here, i'm a guitar teacher", 'hello, first time on here. im a composition student'])(
    '"%s" is a greeting, no piece',
    (text) => {
      const reply = ask(text);
      expect(reply.intent).toBe('greeting');
      expect(reply.midi).toBeUndefined();
    },
  );

  it('with a request, the request is answered', () => {
    expect(ask('hello, im a producer, make me a trap beat in F minor').intent).toBe('compose');
  });
});
