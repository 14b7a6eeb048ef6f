import { describe, expect, it } from 'vitest';
import { respond } from './respond.ts';
import type { ChatTurn, ComposerReply, ReplyIntent } from './types.ts';

// Questions as musicians type them (lower case, typos, slang, follow-ups), with the intent each
// must read as and the facts its answer must hold. None of these lines is in the corpus: they
// check that the classifier, the fact readers and the knowledge base generalise (docs/product.md §4).

/** One question: what it must read as, the terms its reply must hold, and whether MIDI comes back. */
interface Row {
  readonly say: string;
  /** Messages sent before it in the same chat ("a lofi beat in A minor" puts a piece in focus). */
  readonly before?: readonly string[];
  readonly intent: ReplyIntent | readonly ReplyIntent[];
  /** Terms the reply must contain: note names as whole tokens, `a|b` for alternatives. */
  readonly has?: readonly string[];
  /** Terms the reply must not contain. */
  readonly not?: readonly string[];
  /** Whether the reply carries a piece (default: no). */
  readonly midi?: boolean;
}

/** Run a chat as the server does (each assistant turn stores its state) and return the last reply. */
function ask(row: Row): ComposerReply {
  const turns: ChatTurn[] = [];
  let last: ComposerReply | null = null;
  for (const text of [...(row.before ?? []), row.say]) {
    turns.push({ role: 'user', text });
    last = respond(turns);
    turns.push({
      role: 'assistant',
      text: last.text,
      state: last.state ? JSON.parse(JSON.stringify(last.state)) : null,
    });
  }
  return last!;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A note or chord symbol as a token ("C" is not "C#" nor "Cm"), a word case-insensitively. */
function has(text: string, term: string): boolean {
  return term.split('|').some((alt) => {
    if (/^[A-G]/.test(alt) && !/\s/.test(alt))
      return new RegExp(`(?<![A-Za-z0-9#♯♭])${escapeRegex(alt)}(?![A-Za-z0-9#♯♭])`).test(text);
    return new RegExp(`(?<![a-z0-9])${escapeRegex(alt.toLowerCase())}`).test(text.toLowerCase());
  });
}

const PIECE = ['a lofi beat in A minor'];

function check(rows: readonly Row[]) {
  it.each(rows.map((r) => [r.say, r] as const))('%s', (_say, row) => {
    const reply = ask(row);
    const intents = typeof row.intent === 'string' ? [row.intent] : row.intent;
    expect(intents, reply.text).toContain(reply.intent);
    for (const term of row.has ?? []) expect(has(reply.text, term), `${term} in: ${reply.text}`).toBe(true);
    for (const term of row.not ?? [])
      expect(has(reply.text, term), `no ${term} in: ${reply.text}`).toBe(false);
    expect(!!reply.midi, `midi: ${reply.text}`).toBe(row.midi ?? false);
  });
}

const FACT = 'theory-fact' as const;
const WHY = 'theory-explanation' as const;

describe('scale notes, in any word order and spelling', () => {
  check([
    { say: 'notes in f blues', intent: FACT, has: ['F', 'Ab', 'Bb', 'B|Cb', 'C', 'Eb'] },
    { say: 'whats in the g major scale', intent: FACT, has: ['G', 'A', 'B', 'C', 'D', 'E', 'F#'] },
    { say: 'spell the d minor scale', intent: FACT, has: ['D', 'E', 'F', 'G', 'A', 'Bb', 'C'] },
    { say: 'a minor pent', intent: FACT, has: ['A', 'C', 'D', 'E', 'G'], not: ['F'] },
    { say: 'gimme the notes of b flat dorian', intent: FACT, has: ['Bb', 'C', 'Db', 'Eb', 'F', 'G', 'Ab'] },
    { say: 'e lydian notes', intent: FACT, has: ['E', 'F#', 'G#', 'A#', 'B', 'C#', 'D#'] },
    { say: 'mixolydian in a?', intent: FACT, has: ['A', 'B', 'C#', 'D', 'E', 'F#', 'G'] },
    { say: 'dorian scale starting on d', intent: FACT, has: ['D', 'E', 'F', 'G', 'A', 'B', 'C'] },
    { say: 'which notes r in c harmonic minor', intent: FACT, has: ['C', 'D', 'Eb', 'F', 'G', 'Ab', 'B'] },
    { say: 'f# natural minor scale?', intent: FACT, has: ['F#', 'G#', 'A', 'B', 'C#', 'D', 'E'] },
    { say: 'notes of the phrygian mode on e', intent: FACT, has: ['E', 'F', 'G', 'A', 'B', 'C', 'D'] },
    { say: 'g melodic minor', intent: FACT, has: ['G', 'A', 'Bb', 'C', 'D', 'E', 'F#'] },
    { say: 'c major pentatonic notes', intent: FACT, has: ['C', 'D', 'E', 'G', 'A'] },
    { say: 'blues scale in e', intent: FACT, has: ['E', 'G', 'A', 'Bb|A#', 'B', 'D'] },
    {
      say: 'what notes make up the a major blues scale',
      intent: FACT,
      has: ['A', 'B', 'C', 'C#', 'E', 'F#'],
    },
    { say: 'locrian on b?', intent: FACT, has: ['B', 'C', 'D', 'E', 'F', 'G', 'A'] },
    { say: 'scale of eb major', intent: FACT, has: ['Eb', 'F', 'G', 'Ab', 'Bb', 'C', 'D'] },
    {
      say: 'what notes are in the key of f minor',
      intent: FACT,
      has: ['F', 'G', 'Ab', 'Bb', 'C', 'Db', 'Eb'],
    },
    { say: 'minor pentatonic in c#', intent: FACT, has: ['C#', 'E', 'F#', 'G#', 'B'] },
    { say: 'the g blues scale pls', intent: FACT, has: ['G', 'Bb', 'C', 'Db', 'D', 'F'] },
    { say: 'aeolian mode in d', intent: FACT, has: ['D', 'E', 'F', 'G', 'A', 'Bb', 'C'] },
    { say: 'whats the c lydian scale', intent: FACT, has: ['C', 'D', 'E', 'F#', 'G', 'A', 'B'] },
    { say: 'Bb mixo scale', intent: FACT, has: ['Bb', 'C', 'D', 'Eb', 'F', 'G', 'Ab'] },
    { say: 'notes of a flat major', intent: FACT, has: ['Ab', 'Bb', 'C', 'Db', 'Eb', 'F', 'G'] },
    { say: 'c sharp minor scale notes', intent: FACT, has: ['C#', 'D#', 'E', 'F#', 'G#', 'A', 'B'] },
    { say: 'what are the notes in d major', intent: FACT, has: ['D', 'E', 'F#', 'G', 'A', 'B', 'C#'] },
    { say: 'wats the e minor pentatonic scale', intent: FACT, has: ['E', 'G', 'A', 'B', 'D'] },
    { say: 'pentatonic minor of g', intent: FACT, has: ['G', 'Bb', 'C', 'D', 'F'] },
    { say: 'harmonic minor scale in a', intent: FACT, has: ['A', 'B', 'C', 'D', 'E', 'F', 'G#'] },
    { say: 'how does the f major scale go', intent: FACT, has: ['F', 'G', 'A', 'Bb', 'C', 'D', 'E'] },
    { say: 'notes in the b major scale?', intent: FACT, has: ['B', 'C#', 'D#', 'E', 'F#', 'G#', 'A#'] },
    { say: 'D dorian notes?', intent: FACT, has: ['D', 'E', 'F', 'G', 'A', 'B', 'C'] },
    { say: 'scale degrees of g mixolydian', intent: FACT, has: ['G', 'A', 'B', 'C', 'D', 'E', 'F'] },
  ]);
});

describe('chord and arpeggio spelling', () => {
  check([
    { say: 'whats in a G7', intent: FACT, has: ['G', 'B', 'D', 'F'] },
    { say: 'notes in f#m', intent: FACT, has: ['F#', 'A', 'C#'] },
    { say: 'spell c minor 7', intent: FACT, has: ['C', 'Eb', 'G', 'Bb'] },
    { say: 'Abmaj7 notes', intent: FACT, has: ['Ab', 'C', 'Eb', 'G'] },
    { say: 'what notes make a d7 chord', intent: FACT, has: ['D', 'F#', 'A', 'C'] },
    { say: 'e minor chord notes', intent: FACT, has: ['E', 'G', 'B'] },
    { say: "what's in an a minor triad", intent: FACT, has: ['A', 'C', 'E'] },
    { say: 'notes of bb7', intent: FACT, has: ['Bb', 'D', 'F', 'Ab'] },
    { say: 'c9 chord?', intent: FACT, has: ['C', 'E', 'G', 'Bb', 'D'] },
    { say: 'spell gsus2', intent: FACT, has: ['G', 'A', 'D'] },
    { say: 'whats a csus4', intent: FACT, has: ['C', 'F', 'G'] },
    { say: 'F#dim notes', intent: FACT, has: ['F#', 'A', 'C'] },
    { say: 'notes in eb augmented', intent: FACT, has: ['Eb', 'G', 'B'] },
    { say: 'Dm7b5?', intent: FACT, has: ['D', 'F', 'Ab', 'C'] },
    { say: 'what notes are in the c6 chord', intent: FACT, has: ['C', 'E', 'G', 'A'] },
    { say: 'G major 7th chord notes', intent: FACT, has: ['G', 'B', 'D', 'F#'] },
    { say: 'e half diminished notes', intent: FACT, has: ['E', 'G', 'Bb', 'D'] },
    { say: 'cadd9 notes', intent: FACT, has: ['C', 'E', 'G', 'D'] },
    { say: 'a minor arpeggio notes', intent: FACT, has: ['A', 'C', 'E'] },
    { say: 'c major 7 arpeggio', intent: FACT, has: ['C', 'E', 'G', 'B'] },
    { say: 'notes in a Bb major chord', intent: FACT, has: ['Bb', 'D', 'F'] },
    { say: 'what does a D minor chord consist of', intent: FACT, has: ['D', 'F', 'A'] },
    { say: 'chord tones of Dm9', intent: FACT, has: ['D', 'F', 'A', 'C', 'E'] },
    { say: 'how do u spell an f7', intent: FACT, has: ['F', 'A', 'C', 'Eb'] },
    { say: 'whats the third of an A major chord', intent: FACT, has: ['C#'] },
    { say: 'what notes do i play for a B minor chord', intent: FACT, has: ['B', 'D', 'F#'] },
    { say: 'arpeggio for g7', intent: FACT, has: ['G', 'B', 'D', 'F'] },
  ]);
});

describe('key signatures, relative and parallel keys, enharmonics', () => {
  check([
    { say: 'key sig for g minor', intent: FACT, has: ['2|two', 'Bb', 'Eb'] },
    { say: 'how many sharps in A', intent: FACT, has: ['3|three', 'F#', 'C#', 'G#'] },
    { say: 'how many flats does db major have', intent: FACT, has: ['5|five'] },
    { say: 'sharps in b minor?', intent: FACT, has: ['2|two', 'F#', 'C#'] },
    { say: 'what key has 3 flats', intent: FACT, has: ['Eb major|E flat major', 'C minor'] },
    { say: 'which key has four sharps', intent: FACT, has: ['E major', 'C# minor'] },
    { say: 'key signature of f# major', intent: FACT, has: ['6|six'] },
    { say: 'whats the key sig of c minor', intent: FACT, has: ['3|three', 'Bb', 'Eb', 'Ab'] },
    { say: 'how many sharps in e', intent: FACT, has: ['4|four'] },
    { say: 'number of flats in Ab', intent: FACT, has: ['4|four'] },
    { say: 'which sharps are in D', intent: FACT, has: ['F#', 'C#'] },
    { say: 'does g major have any flats', intent: FACT, has: ['F#'] },
    { say: 'relative minor of g', intent: FACT, has: ['E minor|Em'] },
    { say: 'whats the relative major of f# minor', intent: FACT, has: ['A major'] },
    { say: 'relative key of d minor', intent: FACT, has: ['F major'] },
    { say: 'c minor relative major', intent: FACT, has: ['Eb major|E flat major'] },
    { say: 'parallel major of e minor', intent: FACT, has: ['E major'] },
    { say: 'parallel minor of bb', intent: FACT, has: ['Bb minor'] },
    { say: "what's the relative of A major", intent: FACT, has: ['F# minor'] },
    { say: 'relative minor for B major?', intent: FACT, has: ['G# minor'] },
    { say: 'a minor relative major?', intent: FACT, has: ['C major'] },
    { say: 'whats the enharmonic of c#', intent: FACT, has: ['Db'] },
    { say: 'is f# the same as gb', intent: FACT, has: ['Gb', 'F#'] },
    { say: 'another name for bb', intent: FACT, has: ['A#'] },
    { say: 'e# is what note', intent: FACT, has: ['F'] },
  ]);
});

describe('intervals', () => {
  check([
    { say: 'how many semitones between c and e', intent: FACT, has: ['4|four'] },
    { say: 'whats the interval from a to f', intent: FACT, has: ['minor sixth|minor 6th'] },
    { say: 'interval c to eb', intent: FACT, has: ['minor third|minor 3rd'] },
    { say: "what's a perfect fourth above d", intent: FACT, has: ['G'] },
    { say: 'minor third above E?', intent: FACT, has: ['G'] },
    { say: 'whats a fifth below c', intent: FACT, has: ['F'] },
    { say: 'tritone above c', intent: FACT, has: ['F#|Gb'] },
    { say: 'major 7th above f', intent: FACT, has: ['E'] },
    { say: 'how many half steps in a perfect fifth', intent: FACT, has: ['7|seven'] },
    { say: 'how many semitones is an octave', intent: FACT, has: ['12|twelve'] },
    { say: 'distance from D to B', intent: FACT, has: ['major sixth|major 6th'] },
    { say: 'what interval is bb to d', intent: FACT, has: ['major third|major 3rd'] },
    { say: 'how many frets is a minor third', intent: FACT, has: ['3|three'] },
  ]);
});

describe('roman numerals, chords of a key, progressions', () => {
  check([
    { say: 'whats the IV chord in Bb', intent: FACT, has: ['Eb'] },
    { say: 'vi chord in G?', intent: FACT, has: ['Em'] },
    { say: "what's the ii in eb major", intent: FACT, has: ['Fm'] },
    { say: 'what is the V chord in D minor', intent: FACT, has: ['A|A7'] },
    { say: "what's the 5 chord in E", intent: FACT, has: ['B'] },
    { say: 'whats the four chord in A', intent: FACT, has: ['D'] },
    { say: 'what are the 1 4 5 chords in G', intent: FACT, has: ['G', 'C', 'D'] },
    { say: 'what is I vi IV V in C', intent: FACT, has: ['C', 'Am', 'F', 'G'] },
    { say: 'what are the chords of a 2 5 1 in F', intent: FACT, has: ['Gm7|Gm', 'C7|C', 'Fmaj7|F'] },
    { say: 'roman numerals of D G A in D', intent: FACT, has: ['I', 'IV', 'V'] },
    { say: 'analyze Dm G C', intent: FACT, has: ['ii', 'V', 'I'] },
    { say: 'what key is Em C G D in', intent: FACT, has: ['G major|E minor'] },
    { say: 'what key am i in if i play A D E', intent: FACT, has: ['A major'] },
    { say: 'chords in a minor', intent: FACT, has: ['Am', 'Bdim|B°', 'C', 'Dm', 'Em', 'F', 'G'] },
    {
      say: 'what chords are in the key of d',
      intent: FACT,
      has: ['D', 'Em', 'F#m', 'G', 'A', 'Bm', 'C#dim|C#°'],
    },
    { say: 'diatonic chords in bb', intent: FACT, has: ['Bb', 'Cm', 'Dm', 'Eb', 'F', 'Gm', 'Adim|A°'] },
    { say: 'all the chords in e major', intent: FACT, has: ['E', 'F#m', 'G#m', 'A', 'B', 'C#m'] },
    { say: '7th chords in c', intent: FACT, has: ['Cmaj7', 'Dm7', 'Em7', 'Fmaj7', 'G7', 'Am7', 'Bm7b5|Bø'] },
    { say: 'triads of f# minor', intent: FACT, has: ['F#m', 'G#dim|G#°', 'A', 'Bm', 'C#m', 'D', 'E'] },
    { say: 'which chords go in the key of g', intent: FACT, has: ['G', 'Am', 'Bm', 'C', 'D', 'Em'] },
    { say: 'what chords can i use in a major', intent: FACT, has: ['A', 'Bm', 'C#m', 'D', 'E', 'F#m'] },
    { say: 'transpose C Am F G up 2 semitones', intent: FACT, has: ['D', 'Bm', 'G', 'A'] },
    { say: 'what is Am F C G in the key of E', intent: FACT, has: ['C#m', 'A', 'E', 'B'] },
    { say: 'capo 2 playing G shapes what key is that', intent: FACT, has: ['A'] },
    { say: 'if i put a capo on 3 and play em shapes what key am i in', intent: FACT, has: ['G minor|Gm'] },
  ]);
});

describe('naming chords from notes, chord tones and degree roles', () => {
  check([
    { say: 'what chord is C E G Bb', intent: FACT, has: ['C7'] },
    { say: 'what chord is A C E G', intent: FACT, has: ['Am7'] },
    { say: 'name this chord: D F# A C', intent: FACT, has: ['D7'] },
    { say: 'what chord has the notes f a c e', intent: FACT, has: ['Fmaj7'] },
    { say: 'which chord is b d f a', intent: FACT, has: ['Bm7b5'] },
    {
      say: 'what key is F# A C# in',
      intent: FACT,
      has: ['F#m', 'F# minor', 'A major', 'D major', 'E major'],
    },
    { say: 'whats the 3rd of a Bb chord', intent: FACT, has: ['D'], not: ['F#'] },
    { say: 'whats the 5th of e minor', intent: FACT, has: ['B'] },
    { say: 'root of F#m7b5', intent: FACT, has: ['F#'] },
    { say: 'whats the 7th of cmaj7', intent: FACT, has: ['B'] },
    { say: 'whats the dominant of a minor', intent: FACT, has: ['E'] },
    { say: "what's the subdominant in g", intent: FACT, has: ['C'] },
    { say: 'what is the leading tone in b flat major', intent: FACT, has: ['A', 'Adim'] },
    { say: 'whats the submediant of eb', intent: FACT, has: ['C', 'Cm'] },
    { say: 'whats the 6th of a c major scale', intent: FACT, has: ['6th degree', 'A'] },
    { say: 'whats the root of Am', intent: FACT, has: ['root', 'A'] },
    { say: 'wat key is Dm G C in', intent: FACT, has: ['C major'] },
    { say: 'what chord is c eb gb', intent: FACT, has: ['Cdim'] },
    { say: 'what scale for a m7 chord', intent: WHY, has: ['dorian'] },
    { say: 'whats the 2nd degree of e major', intent: FACT, has: ['2nd degree', 'F#'] },
    { say: '4th note of the d dorian scale', intent: FACT, has: ['4th degree', 'G'] },
    { say: 'what chords go well with Am', intent: FACT, has: ['Am', 'C', 'Dm', 'Em', 'F', 'G'] },
    { say: 'is Bb major and G minor the same key', intent: FACT, has: ['relative', 'G minor', '2|two'] },
  ]);
});

describe('follow-ups on a fact just asked', () => {
  check([
    { before: ['notes in a C major chord'], say: 'and in F?', intent: FACT, has: ['F', 'A', 'C'] },
    {
      before: ['whats the a minor pentatonic'],
      say: 'what about e',
      intent: FACT,
      has: ['E', 'G', 'A', 'B', 'D'],
    },
    { before: ['relative minor of G'], say: 'and of D?', intent: FACT, has: ['B minor|Bm'] },
    {
      before: ['notes of a D major chord'],
      say: 'what about the minor one',
      intent: FACT,
      has: ['D', 'F', 'A'],
      not: ['F#'],
    },
    { before: ['how many sharps in A'], say: 'and in E', intent: FACT, has: ['4|four'] },
    { before: ['c dorian'], say: 'and lydian?', intent: FACT, has: ['C', 'D', 'E', 'F#', 'G', 'A', 'B'] },
    {
      before: ['G major scale'],
      say: 'now the minor',
      intent: FACT,
      has: ['G', 'A', 'Bb', 'C', 'D', 'Eb', 'F'],
    },
    { before: ['whats a Cmaj7'], say: 'and a C7?', intent: FACT, has: ['C', 'E', 'G', 'Bb'] },
    {
      before: ['chords in G major'],
      say: 'same for Eb',
      intent: FACT,
      has: ['Eb', 'Fm', 'Gm', 'Ab', 'Bb', 'Cm'],
    },
    {
      before: ['key signature of D major'],
      say: 'how about B flat',
      intent: FACT,
      has: ['2|two', 'Bb', 'Eb'],
    },
  ]);
});

describe('a follow-up reuses the question just asked, with the new item', () => {
  check([
    { before: ['key sig for Db major?'], say: 'what about C# major lol', intent: FACT, has: ['7|seven'] },
    { before: ['how many flats in Eb'], say: 'and Ab major?', intent: FACT, has: ['4|four'] },
    { before: ['whats the sub for E7'], say: 'and for Ab7', intent: FACT, has: ['D7'] },
    { before: ['tritone substitute of G7'], say: 'what about D', intent: FACT, has: ['Ab7'] },
    { before: ['interval from Bb up to F#'], say: 'and G down to A', intent: FACT, has: ['minor seventh'] },
    { before: ['interval between C and E'], say: 'what about D up to F', intent: FACT, has: ['minor third'] },
  ]);
});

describe('another fact about the subject just asked', () => {
  check([
    { before: ['ok test: B major scale'], say: 'and its relative minor', intent: FACT, has: ['G# minor'] },
    {
      before: ['notes of the A minor scale'],
      say: 'whats its relative major',
      intent: FACT,
      has: ['C major'],
    },
    { before: ['relative minor of D'], say: 'and its key signature?', intent: FACT, has: ['2|two'] },
    {
      before: ['key sig for Db major?', 'what about C# major lol'],
      say: 'thats enharmonic to what',
      intent: FACT,
      has: ['Db'],
    },
    { before: ['F# major scale'], say: 'what chords are in it', intent: FACT, has: ['G#m', 'C#'] },
  ]);
});

describe('explanations follow the chat: its key, the chord just asked', () => {
  check([
    {
      before: ['whats the difference between a perfect cadence and a plagal one'],
      say: 'can u show me both in F, just piano is fine',
      intent: WHY,
      has: ['C7', 'Bb'],
      midi: true,
    },
    { before: ['Asus2 and Asus4 notes'], say: 'how do u resolve a sus4 properly', intent: WHY, has: ['C#'] },
    { before: ['notes of Dsus4'], say: 'where does a sus4 want to go', intent: WHY, has: ['F#'] },
    {
      before: ['what notes make up a G13', 'and a G7alt?'],
      say: 'which scale do i actually play over that alt chord',
      intent: WHY,
      has: ['melodic minor'],
    },
    {
      before: ['whats in a Bm7b5'],
      say: 'what scale should i use over that chord',
      intent: WHY,
      has: ['locrian'],
    },
    {
      before: ['explain tonic subdominant dominant with actual chords, say in G'],
      say: 'why can the ii chord stand in for the IV',
      intent: WHY,
      has: ['Am', 'C', 'share'],
    },
    {
      before: ['explain chord functions in D'],
      say: 'what about vi as a tonic sub',
      intent: WHY,
      has: ['Bm', 'D'],
    },
    { say: 'why does the iii chord substitute for the I', intent: WHY, has: ['tonic'] },
  ]);
});

describe('slash chords, several chords, borrowing, intervals both ways', () => {
  check([
    { say: 'whats D/F# mean, like which notes', intent: FACT, has: ['D', 'F#', 'A', 'bass'] },
    { say: 'notes in C/E', intent: FACT, has: ['C', 'E', 'G', 'bass'] },
    { say: 'Asus2 and Asus4 notes', intent: FACT, has: ['A', 'B', 'D', 'E'] },
    { say: 'spell Dm7 and G7', intent: FACT, has: ['F', 'C', 'B'] },
    { say: 'which chords can i borrow in E major', intent: [WHY, FACT], has: ['Am', 'C', 'D'] },
    { say: 'what non-diatonic chords can i use in G', intent: [WHY, FACT], has: ['Cm', 'Eb'] },
    { say: 'what keys are a major third apart from B', intent: FACT, has: ['G', 'D#|Eb'] },
    { say: 'whats a fifth away from D', intent: FACT, has: ['A', 'G'] },
    {
      before: ['whats D/F# mean, like which notes'],
      say: 'why do ppl stick it between G and Em all the time',
      intent: WHY,
      has: ['F#', 'step'],
    },
    { say: 'why does C/B sound good between C and Am', intent: WHY, has: ['B', 'passing'] },
  ]);
});

describe('tritone subs and fret notes', () => {
  check([
    { say: 'so whats the sub for E7', intent: FACT, has: ['Bb7'] },
    { say: 'tritone sub for G7?', intent: FACT, has: ['Db7'] },
    { say: 'whats the tritone substitution of A7', intent: FACT, has: ['Eb7'] },
    { say: 'what note is on the 7th fret of the A string', intent: FACT, has: ['E'] },
    { say: 'whats on fret 5 of the B string', intent: FACT, has: ['E'] },
    { say: 'D string 2nd fret, which note?', intent: FACT, has: ['E'] },
    { say: 'note at the 3rd fret on the low E string', intent: FACT, has: ['G'] },
  ]);
});

describe('questions with a piece in focus', () => {
  check([
    {
      before: PIECE,
      say: 'and whats the F blues scale',
      intent: FACT,
      has: ['F', 'Ab', 'Bb', 'B|Cb', 'C', 'Eb'],
    },
    { before: PIECE, say: 'what scale can i solo with over this', intent: 'piece-question', has: ['A'] },
    { before: PIECE, say: 'what key is this in', intent: 'piece-question', has: ['A minor'] },
    { before: PIECE, say: 'e minor key signature', intent: FACT, has: ['1|one', 'F#'] },
    { before: PIECE, say: 'whats in a cmaj7 chord', intent: FACT, has: ['C', 'E', 'G', 'B'] },
    { before: PIECE, say: 'how many sharps in D', intent: FACT, has: ['2|two'] },
    { before: PIECE, say: 'notes of a dorian', intent: FACT, has: ['A', 'B', 'C', 'D', 'E', 'F#', 'G'] },
    { before: PIECE, say: 'whats the relative minor of c', intent: FACT, has: ['A minor|Am'] },
    { before: PIECE, say: 'why does the minor iv sound so sad', intent: WHY, has: ['minor'] },
    { before: PIECE, say: 'explain modal interchange', intent: WHY, has: ['parallel|borrow'] },
    { before: PIECE, say: 'chords for wonderwall', intent: 'song' },
    { before: PIECE, say: 'thx thats sick', intent: 'greeting' },
    { before: PIECE, say: 'how do i get my kick and 808 to not clash', intent: 'practical', has: ['808'] },
    { before: PIECE, say: 'which pentatonic works over this', intent: 'piece-question', has: ['pentatonic'] },
    { before: PIECE, say: 'what chords r in it', intent: 'piece-question' },
    { before: PIECE, say: 'whats the tempo', intent: 'piece-question', has: ['BPM'] },
    { before: PIECE, say: 'the D dorian scale?', intent: FACT, has: ['D', 'E', 'F', 'G', 'A', 'B', 'C'] },
    { before: PIECE, say: 'what notes are in G7', intent: FACT, has: ['G', 'B', 'D', 'F'] },
    { before: PIECE, say: 'how do secondary dominants work', intent: WHY, has: ['dominant'] },
    { before: PIECE, say: 'transpose it up 2 semitones', intent: 'edit', midi: true },
  ]);
});

describe('a ii–V–i in minor is named as the minor cadence', () => {
  check([
    { say: 'minor 2-5-1 in D minor', intent: FACT, has: ['Em7b5', 'A7', 'Dm'] },
    { say: 'what is ii v i in A minor', intent: FACT, has: ['Bm7b5', 'E7', 'Am'] },
    { say: 'whats a 2 5 1 in e minor', intent: FACT, has: ['F#m7b5', 'B7', 'Em'] },
  ]);
});

describe('the chords of the piece asked in letters are named, not taken for a song', () => {
  const TRAP = ['i VI III VII in A minor, dark trap, 140'];
  const CHORDS = ['Am', 'F', 'C', 'G'];
  check([
    { before: TRAP, say: 'whats the progression in letters', intent: 'piece-question', has: CHORDS },
    { before: TRAP, say: 'what are the chords as letters', intent: 'piece-question', has: CHORDS },
    { before: TRAP, say: 'chord names pls', intent: 'piece-question', has: CHORDS },
    { before: TRAP, say: 'give me the chord symbols', intent: 'piece-question', has: CHORDS },
    { before: TRAP, say: 'the progression in letter names?', intent: 'piece-question', has: CHORDS },
    { before: TRAP, say: 'whats the progression in let it be', intent: 'song', has: ['let it be'] },
  ]);
});

// An ask to change the piece that the MIDI cannot carry: an edit that says it cannot.
describe('asked to master the piece, the reply says it cannot (MIDI), then advises', () => {
  const TRAP = ['i VI III VII in A minor, dark trap, 140'];
  const CANNOT = ["can't master", 'MIDI'];
  check([
    {
      before: TRAP,
      say: 'can u master this so its loud on spotify',
      intent: 'edit',
      has: [...CANNOT, 'LUFS'],
    },
    { before: TRAP, say: 'master this for me pls', intent: 'edit', has: CANNOT },
    { before: TRAP, say: 'could you mix and master it', intent: 'edit', has: CANNOT },
    { before: TRAP, say: 'can you master it so it slaps', intent: 'edit', has: CANNOT },
    { before: TRAP, say: 'make it louder on the master, its for youtube', intent: 'edit', has: CANNOT },
    { before: TRAP, say: 'can the master be hotter', intent: 'edit', has: CANNOT },
    { before: TRAP, say: 'how loud should i master for spotify', intent: 'practical', not: ["can't master"] },
  ]);
});

describe('explanations: the notes from the engine, an offer to play', () => {
  check([
    { say: 'why does the minor iv sound so sad', intent: WHY, has: ['Fm|F minor', 'Ab'] },
    { say: 'how do secondary dominants work', intent: WHY, has: ['dominant', 'D7|A7|E7'] },
    {
      say: 'whats the difference between dorian and mixolydian',
      intent: WHY,
      has: ['Eb', 'degree 3|3rd|third'],
    },
    { say: 'explain modal interchange', intent: WHY, has: ['parallel|borrow'] },
    { say: 'why does a tritone sub work', intent: WHY, has: ['tritone', 'Db7'] },
    { say: 'give me an example of a ii-V-I in D', intent: WHY, has: ['Em7', 'A7', 'Dmaj7'], midi: true },
    { say: 'why does V7 pull so hard to I', intent: WHY, has: ['B', 'F', 'C'] },
    { say: 'whats a picardy third', intent: WHY, has: ['major', 'minor'] },
    { say: 'what is a pedal point', intent: WHY, has: ['pedal', 'bass'] },
    { say: 'what is a pedal tone', intent: WHY, has: ['pedal'] },
    { say: 'what are sus chords', intent: WHY, has: ['4th|fourth', '3rd|third'] },
    { say: 'difference between maj7 and dominant 7', intent: WHY, has: ['B', 'Bb'] },
    { say: 'explain the different seventh chords', intent: WHY, has: ['Cmaj7', 'C7', 'Cm7'] },
    { say: 'what are chord extensions', intent: WHY, has: ['9th|ninth', '13th|thirteenth|11th'] },
    { say: 'whats a 9th chord', intent: WHY, has: ['9th|ninth', 'D'] },
    { say: 'how do you modulate to a new key', intent: WHY, has: ['pivot|common|shared'] },
    { say: 'how does the 12 bar blues work', intent: WHY, has: ['C7', 'F7', 'G7', '12'] },
    { say: 'explain the 12 bar blues in A', intent: WHY, has: ['A7', 'D7', 'E7'] },
    { say: 'what is syncopation', intent: WHY, has: ['off-beat|offbeat|off the beat'] },
    { say: 'what does swing feel mean', intent: WHY, has: ['triplet'] },
    { say: 'whats a polyrhythm', intent: WHY, has: ['3|three', '2|two'] },
    { say: 'how do odd time signatures work', intent: WHY, has: ['7/8|5/4'] },
    { say: 'how do you count 7/8', intent: WHY, has: ['2+2+3|2 + 2 + 3|3+2+2'] },
    { say: 'what does 6/8 mean', intent: WHY, has: ['6/8', 'two|2'] },
    { say: 'difference between 3/4 and 6/8', intent: WHY, has: ['3/4', '6/8'] },
    { say: 'why do power chords sound so heavy', intent: WHY, has: ['fifth|5th', 'third|3rd'] },
    { say: 'whats the difference between a major and minor chord', intent: WHY, has: ['third|3rd'] },
    { say: 'how are the modes related to the major scale', intent: WHY, has: ['mode'] },
    { say: 'why does the iv chord in a major key sound sad', intent: WHY, has: ['minor'] },
    { say: 'explain how a deceptive cadence works', intent: WHY, has: ['V', 'vi'] },
    { say: 'play me an example of a deceptive cadence', intent: WHY, has: ['Am|A minor'], midi: true },
    { say: 'show me a picardy third in d minor', intent: WHY, has: ['D', 'F#'], midi: true },
    { say: 'let me hear a tritone sub', intent: WHY, has: ['Db7'], midi: true },
    { say: 'what is a leading tone and why does it matter', intent: WHY, has: ['semitone|half step'] },
    { say: 'what are guide tones', intent: WHY, has: ['3rd|third', '7th|seventh'] },
    { say: 'what makes a chord diminished', intent: [WHY, FACT], has: ['minor third|minor 3rd|diminished'] },
    { say: 'what is a cadence', intent: WHY, has: ['V'] },
    { say: 'explain the circle of 5ths to me', intent: WHY, has: ['fifth', 'sharp'] },
  ]);
});

describe('which scale over a chord, parallel fifths', () => {
  check([
    { say: 'what scale over a m7b5', intent: WHY, has: ['locrian', 'C', 'Db', 'Eb', 'F', 'Gb', 'Ab', 'Bb'] },
    { say: 'best scale to solo over Bm7b5', intent: WHY, has: ['B locrian', 'C', 'D', 'E', 'F', 'G', 'A'] },
    { say: 'what scale do i play over a dominant 7 chord', intent: WHY, has: ['mixolydian', 'Bb'] },
    { say: 'what mode goes over a maj7 chord', intent: WHY, has: ['lydian', 'F#'] },
    { say: 'which scale fits over Dm7', intent: WHY, has: ['D dorian', 'B'] },
    { say: 'what scale over G7alt', intent: WHY, has: ['Ab melodic minor', 'Cb|B', 'Db'] },
    { say: 'what scale should i use over a minor chord', intent: WHY, has: ['dorian'] },
    { before: PIECE, say: 'what scale over E7', intent: WHY, has: ['E mixolydian', 'G#', 'C#', 'D'] },
    { say: 'is it ok to use parallel fifths in pop', intent: WHY, has: ['power-chord', 'C–G', 'D–A'] },
    { say: 'why are parallel fifths bad', intent: WHY, has: ['independen'] },
    { before: PIECE, say: 'is it ok to use parallel fifths in pop', intent: WHY, has: ['parallel fifths'] },
  ]);
});

describe('explanations asked the way musicians type them', () => {
  check([
    { say: 'whats a tritone sub', intent: WHY, has: ['Db7', 'G7'] },
    { say: 'diff between dorian n aeolian', intent: WHY, has: ['A', 'Ab', '6'] },
    { say: 'diff between major 7 and dom 7', intent: WHY, has: ['Cmaj7', 'C7', 'B', 'Bb'] },
    { say: 'why does the iv chord sound sad in major', intent: WHY, has: ['Fm', 'Ab'] },
    { say: 'what does a diminished chord do', intent: WHY, has: ['Cdim|C°'], not: ['Adim'] },
    { say: 'whats a half diminished chord used for', intent: WHY, has: ['Cm7b5'] },
    { say: 'how do i make my chords sound less boring', intent: WHY, has: ['Cmaj7', 'Am7'] },
    { say: 'what is a key change called', intent: WHY, has: ['modulation'] },
    { say: 'whats a turnaround', intent: WHY, has: ['C', 'Am', 'Dm7', 'G7', 'A7'] },
    { say: 'whats a turnaround in Eb', intent: WHY, has: ['Eb', 'Cm', 'Fm7', 'Bb7', 'C7'] },
    { say: 'show me a turnaround in G', intent: WHY, has: ['G', 'Em', 'Am7', 'D7'], midi: true },
    { say: 'whats a passing chord', intent: WHY, has: ['C#dim7', 'Dm7'] },
    { say: 'what is 4/4 time', intent: WHY, has: ['quarter', '1 2 3 4'] },
    { say: 'how do i count triplets', intent: WHY, has: ['three', 'trip-let'] },
    { say: 'why do jazz ppl use ii V I so much', intent: WHY, has: ['Dm7', 'G7', 'Cmaj7'] },
    { say: 'whats the point of inversions', intent: WHY, has: ['C/E', 'C/G'] },
    { say: 'how do i modulate from C to G', intent: WHY, has: ['Am', 'D7'], not: ['D major'] },
    { say: 'whats a 7sus4 chord', intent: WHY, has: ['sus4'] },
    { say: 'why does a minor key sound sad', intent: WHY, has: ['Eb', 'Ab', 'Bb'] },
    { say: 'what makes a progression sound sad', intent: WHY, has: ['minor'] },
    { say: 'why is the I IV V so common', intent: WHY, has: ['tonic', 'dominant'] },
    { say: 'whats a secondary dominant of ii in C', intent: WHY, has: ['A7'] },
    { say: 'what does maj7 mean in a chord name', intent: WHY, has: ['Cmaj7', 'B'] },
    { say: 'what key should i write in for a sad song', intent: WHY, has: ['minor'] },
    { say: 'what chords sound dark', intent: WHY, has: ['Fm', 'Ab', 'Bb'] },
    { say: 'what chords sound dreamy', intent: WHY, has: ['Cmaj7'] },
    { say: 'whats the ii V I in F minor', intent: FACT, has: ['Gm7b5', 'C7', 'Fm7'] },
    { say: 'what is a tritone', intent: WHY, has: ['tritone', 'B', 'F'] },
    { say: 'what is a leading note', intent: WHY, has: ['leading tone', 'B'] },
  ]);
});

describe('a question beside a piece asks, it never edits the piece', () => {
  check([
    { before: PIECE, say: 'difference between swing and shuffle', intent: WHY, has: ['triplet'] },
    { before: PIECE, say: 'difference between 3/4 and 6/8', intent: WHY, has: ['3/4', '6/8'] },
    { before: PIECE, say: 'how does a pedal tone work in metal', intent: WHY, has: ['pedal'] },
    { before: PIECE, say: 'what does maj7 mean in a chord name', intent: WHY, has: ['Cmaj7'] },
    { before: PIECE, say: 'diff between major 7 and dom 7', intent: WHY, has: ['Cmaj7', 'C7'] },
    { before: PIECE, say: 'name this chord: D F# A C', intent: FACT, has: ['D7'] },
    { before: PIECE, say: 'what bpm is drum and bass', intent: 'practical', has: ['174|160–180'] },
    { before: PIECE, say: 'how long should an intro be', intent: 'practical', has: ['4 to 8 bars'] },
    { before: PIECE, say: 'whats a good tempo for a ballad', intent: 'practical', has: ['60–80'] },
    {
      before: PIECE,
      say: 'whats the most common chord progression',
      intent: 'practical',
      has: ['I–V–vi–IV'],
    },
    { before: PIECE, say: 'whats the tempo', intent: 'piece-question', has: ['BPM'] },
    { before: PIECE, say: 'how long is it', intent: 'piece-question', has: ['8 bars'] },
    { before: PIECE, say: 'show me a turnaround in G', intent: WHY, has: ['Am7', 'D7'], midi: true },
  ]);
});

describe('practical questions go to the entry that fits', () => {
  check([
    { say: 'whats the best way to memorize the fretboard', intent: 'practical', has: ['one string'] },
    { say: 'how do i learn the notes on the neck', intent: 'practical', has: ['octave'] },
    { say: 'how do i practise ear training for intervals', intent: 'practical', has: ['sing'] },
    { say: 'how can i get better at hearing intervals', intent: 'practical', has: ['sing'] },
    { say: 'how loud should my mix be before mastering', intent: 'practical', has: ['headroom'] },
    { say: 'how do i get my kick and 808 to not clash', intent: 'practical', has: ['808', 'kick'] },
    { say: 'my kick and bass are fighting', intent: 'practical', has: ['kick', 'bass'] },
    { say: 'my mix sounds muddy what do i do', intent: 'practical', has: ['mud|low-mid|200|300'] },
    { say: 'how loud should i master for spotify', intent: 'practical', has: ['LUFS'] },
    { say: 'how to eq vocals', intent: 'practical', has: ['eq|hz'] },
    { say: 'whats the best daw for hip hop', intent: 'practical', has: ['fl studio|ableton'] },
    { say: 'ableton or fl studio?', intent: 'practical', has: ['ableton'] },
    { say: 'what audio interface should i get', intent: 'practical', has: ['interface'] },
    {
      say: 'how do i get my music on spotify',
      intent: 'practical',
      has: ['distribut|distrokid|cd baby|tunecore'],
    },
    { say: 'do i need to copyright my songs', intent: 'practical', has: ['copyright'] },
    { say: 'how do royalties work', intent: 'practical', has: ['royalt'] },
    { say: 'should i join a PRO like ascap or bmi', intent: 'practical', has: ['ascap|bmi|pro'] },
    { say: 'how do i make money from my music', intent: 'practical', has: ['stream|sync|royalt|gig'] },
    { say: 'how often should i change guitar strings', intent: 'practical', has: ['string'] },
    { say: 'how to learn songs by ear', intent: 'practical', has: ['bass notes|chord roots'] },
    { say: 'best way to learn the fretboard', intent: 'practical', has: ['fretboard|note'] },
    { say: 'what sample rate should i record at', intent: 'practical', has: ['48|44.1'] },
    { say: 'what bpm is trap usually', intent: 'practical', has: ['140|130|150|70'] },
    { say: 'typical tempo for lofi hip hop', intent: 'practical', has: ['70|75|80|85|90'] },
    { say: 'how do i stop clipping', intent: 'practical', has: ['gain|level|headroom|clip'] },
    { say: 'tips for recording acoustic guitar at home', intent: 'practical', has: ['mic'] },
    { say: 'how do i finish more songs', intent: 'practical', has: ['finish|deadline|arrange'] },
    { say: 'how to write better lyrics', intent: 'practical', has: ['lyric'] },
    { say: 'how can i make my snare hit harder', intent: 'practical', has: ['snare'] },
    { say: 'whats a good practice routine for guitar', intent: 'practical', has: ['practi'] },
    { say: 'how do i use a compressor on vocals', intent: 'practical', has: ['compress'] },
    { say: 'how many bpm is a typical house track', intent: 'practical', has: ['120–128'] },
    { say: 'whats a good tempo for a ballad', intent: 'practical', has: ['60–80'] },
    { say: 'what time signature is waltz', intent: ['practical', WHY], has: ['3/4', 'waltz'] },
    { say: 'how do i stop my low end being muddy', intent: 'practical', has: ['low'] },
    { say: 'how do i write a catchy chorus', intent: 'practical', has: ['hook'] },
    { say: 'how to make drums sound less robotic', intent: 'practical', has: ['velocity'] },
    { say: 'what bpm is drum and bass', intent: 'practical', has: ['174|160–180'] },
    { say: 'how do i learn to sight read', intent: 'practical', has: ['clef'] },
  ]);
});

describe('songs: honest, no invented chords, no piece', () => {
  const SONG = 'song' as const;
  check([
    { say: 'chords for let it be', intent: SONG, has: ["can't look songs up"] },
    { say: 'how does smells like teen spirit go', intent: SONG, has: ["can't look songs up"] },
    { say: 'whats the riff to smoke on the water', intent: SONG, has: ["can't look songs up"] },
    { say: 'can u play clocks by coldplay', intent: SONG, has: ["can't look songs up"] },
    { say: 'how do i play blackbird on guitar', intent: SONG, has: ["can't look songs up"] },
    { say: 'tabs for nothing else matters', intent: SONG, has: ["can't look songs up"] },
    { say: 'whats the chord progression of creep by radiohead', intent: SONG, has: ["can't look songs up"] },
    { say: 'how does the intro to sweet child o mine go', intent: SONG, has: ["can't look songs up"] },
    { say: 'piano chords for someone like you', intent: SONG, has: ["can't look songs up"] },
    { say: 'do you know wonderwall', intent: SONG, has: ["can't look songs up"] },
    { say: 'wonderwall chords? capo 2', intent: SONG, has: ["can't look songs up", 'wonderwall'] },
    { say: 'whats the progression in let it be', intent: SONG, has: ["can't look songs up", 'let it be'] },
    {
      say: 'chords for hotel california pls',
      intent: SONG,
      has: ["can't look songs up", 'hotel california'],
    },
    { say: 'how does creep go', intent: SONG, has: ["can't look songs up", 'creep'] },
    { say: 'let it be chords for piano pls', intent: SONG, has: ['let it be'] },
    { say: 'creep chords in drop d tuning', intent: SONG, has: ['creep'] },
    { before: PIECE, say: 'wonderwall chords? capo 2', intent: SONG, has: ['wonderwall'] },
    { before: PIECE, say: 'whats the progression in let it be', intent: SONG, has: ['let it be'] },
  ]);
});

describe('greetings, thanks and small talk', () => {
  const HI = 'greeting' as const;
  check([
    { say: 'yo', intent: HI },
    { say: 'yo whats up', intent: HI },
    { say: 'heyy', intent: HI },
    { say: 'hey man', intent: HI },
    { say: 'thx thats sick', intent: HI },
    { say: "you're awesome", intent: HI },
    { say: 'ty!', intent: HI },
    { say: 'appreciate it', intent: HI },
    { say: 'thanks a lot bro', intent: HI },
    { say: 'thats fire', intent: HI },
    { say: 'cya', intent: HI },
    { say: 'peace out', intent: HI },
    { say: 'what can u do', intent: HI, has: ['midi'] },
    { say: 'what do you do', intent: HI, has: ['midi'] },
    { say: 'how do i use this', intent: [HI, 'practical'], has: ['midi'] },
    { say: 'how are you', intent: HI },
    { say: 'hows it going', intent: HI },
    { say: 'good evening', intent: HI },
    { say: 'sweet thanks', intent: HI },
    { say: 'are you a bot', intent: HI },
    { say: 'cheers mate', intent: HI, has: ['any time'] },
    { say: 'ty!!', intent: HI, has: ['any time'] },
    { say: 'sup', intent: HI, has: ["i'm your music buddy"] },
    { say: "that's sick thanks", intent: HI, has: ['any time'] },
    { say: 'lol nice', intent: HI, has: ['any time'] },
    { say: 'lmao', intent: HI },
    { say: 'much appreciated', intent: HI, has: ['any time'] },
    { say: 'u rock', intent: HI, has: ['any time'] },
    { say: 'good night', intent: HI },
    { before: PIECE, say: 'u rock', intent: HI },
    { before: PIECE, say: 'haha love it', intent: HI },
    { before: PIECE, say: 'wow', intent: HI },
    { before: PIECE, say: 'good night', intent: HI },
    { before: PIECE, say: 'make it rock', intent: 'edit', midi: true },
    { say: 'whats good', intent: HI, has: ["i'm your music buddy"] },
    { say: "what's happening", intent: HI },
    { say: "how's your day", intent: HI },
    { say: "you're a lifesaver", intent: HI, has: ['any time'] },
    { say: 'well done', intent: HI, has: ['any time'] },
    { before: PIECE, say: 'so good', intent: HI, has: ['any time'] },
    { before: PIECE, say: 'great job', intent: HI, has: ['any time'] },
  ]);
});

describe('saying the answer landed is thanks', () => {
  check([
    { before: ['harmonic minor vs melodic minor, in D pls'], say: 'ty thats clear now', intent: 'greeting' },
    { before: ['explain a ii V I'], say: 'ok that makes sense now', intent: 'greeting' },
    { before: ['what is a tritone sub'], say: 'ahh i get it now', intent: 'greeting' },
    { before: ['dorian vs aeolian'], say: 'oh right, got it', intent: 'greeting' },
  ]);
});

describe('off-topic: an honest "not my thing", never a music answer', () => {
  const OFF = 'unknown' as const;
  const notMusic = ["don't have notes"];
  check([
    { say: 'how do i make banana bread', intent: OFF, not: notMusic },
    { say: 'whats the best pizza topping', intent: OFF, not: notMusic },
    { say: 'who is the president', intent: OFF, not: notMusic },
    { say: 'can you help me with my math homework', intent: OFF, not: notMusic },
    { say: 'write an email to my boss', intent: OFF, not: notMusic },
    { say: 'how do i fix my car', intent: OFF, not: notMusic },
    { say: 'recommend a good book', intent: OFF, not: notMusic },
    { say: 'how do i lose weight', intent: OFF, not: notMusic },
    { say: 'best laptop for gaming', intent: OFF, not: notMusic },
    { say: 'how do i cook rice', intent: OFF, not: notMusic },
  ]);
});

describe('short messages keep the language of the chat', () => {
  check([
    { before: ['a chill lofi beat in F minor'], say: 'dreamier', intent: 'edit', has: ['done'], midi: true },
    { before: ['a chill lofi beat in F minor'], say: 'chiller', intent: 'edit', has: ['done'], midi: true },
    {
      before: ['a chill lofi beat in F minor'],
      say: 'jazzier pls',
      intent: 'edit',
      has: ['done'],
      midi: true,
    },
    {
      before: ['a chill lofi beat in F minor'],
      say: 'more reverb-y',
      intent: 'edit',
      has: ['nothing changed'],
    },
    {
      before: ['una balada triste en la menor'],
      say: 'dreamier',
      intent: 'edit',
      has: ['hecho'],
      midi: true,
    },
    {
      before: ['une ballade triste en la mineur'],
      say: 'jazzier pls',
      intent: 'edit',
      has: ['fait'],
      midi: true,
    },
    { say: 'wassup', intent: 'greeting', has: ["i'm your music buddy"] },
  ]);
});

describe('the new answers in other languages', () => {
  check([
    { say: '¿qué escala uso sobre un Dm7?', intent: WHY, has: ['dórico', 'B'] },
    { say: 'quelle gamme jouer sur un G7 ?', intent: WHY, has: ['mixolydien', 'F'] },
    { say: 'welche Tonleiter passt über Dm7?', intent: WHY, has: ['dorisch'] },
    { say: 'qué acorde es C E G Bb', intent: FACT, has: ['forman', 'C7'] },
    { say: "c'est quoi les quintes parallèles ?", intent: WHY, has: ['quintes parallèles', 'C–G'] },
    { say: 'was ist eine Triole?', intent: WHY, has: ['Triole'] },
    { say: 'o que é um acorde de passagem?', intent: WHY, has: ['C#dim7'] },
    { say: 'come si contano le terzine?', intent: WHY, has: ['terzina'] },
  ]);
});
