import { describe, expect, it } from 'vitest';
import { withoutRetracted } from './correction.ts';
import { playChat } from './testing/chat.ts';
import { spokenEnglish } from './text.ts';
import type { ComposerReply } from './types.ts';

// Messages as people say them: fillers, self-corrections mid-message, learners' comparatives,
// one-word asks and checked statements (docs/decisions/0137).

const last = (...messages: string[]): ComposerReply => playChat(messages).at(-1)!;
const notesOf = (r: ComposerReply, role: string) =>
  JSON.stringify((r.notes ?? []).filter((p) => p.role === role).map((p) => p.notes));

describe('what a speaker takes back in the same message', () => {
  it.each([
    ['funk groove in E minor, 108 actually no 104', 'funk groove in E minor, 104'],
    ['rock riff in E minor, no wait D minor, guitar bass drums', 'rock riff in D minor, guitar bass drums'],
    ['add a flute, no wait a clarinet', 'add a clarinet'],
    ['2 bars longer? no make it 12 total', 'make it 12 bars'],
    ['is it in C? no wait what key is it', 'what key is it'],
  ])('"%s" → "%s"', (said, meant) => {
    expect(withoutRetracted(said)).toBe(meant);
  });

  it.each([
    'no drums please',
    'make it faster, no drums',
    'lofi beat in F minor, 80 bpm',
    'piano and bass, no drums',
  ])('"%s" takes nothing back', (said) => {
    expect(withoutRetracted(said)).toBe(said);
  });

  it('plays what was meant', () => {
    expect(last('funk groove in E minor, 108 actually no 104').piece!.meta.tempo).toBe(104);
    const pop = last(
      'can you write like a pop chorus in uh A major with piano and drums and bass and then maybe strings no actually no strings just the three',
    );
    expect(pop.piece!.parts.map((p) => p.role).sort()).toEqual(['bass', 'chords', 'drums']);
    expect(last('salsa in C, 8 bars', 'perfect. 2 bars longer? no make it 12 total').piece!.meta.bars).toBe(
      12,
    );
  });
});

describe('fillers and learners’ comparatives', () => {
  it.each([
    ['can we add like an outro at the end', 'can we add an outro at the end'],
    ['um, in uh A major', 'in A major'],
    ['the choir more high please', 'the choir higher please'],
    ['make it more fast', 'make it faster'],
    ['it sounds like a march', 'it sounds like a march'],
  ])('"%s" reads "%s"', (said, read) => {
    expect(spokenEnglish(said)).toBe(read);
  });

  it('"the choir more high please" moves the choir up, nothing else', () => {
    const [a, b] = playChat([
      'cinematic cue in D minor with strings and choir',
      'the choir more high please',
    ]);
    expect(b!.text).toMatch(/^Done — moved the pad \(Choir Aahs\) up an octave\./);
    expect(notesOf(b!, 'chords')).toBe(notesOf(a!, 'chords'));
  });
});

describe('short asks with a piece in focus', () => {
  it.each([
    ['pop in E, piano', 'in Eb?', /moved it from E major to Eb major/],
    ['slow piano piece in G', 'is possible to make in 3/4?', /now in 3\/4/],
    ['pop in E, piano', '120?', /tempo went from \d+ to 120/],
    ['rock in D minor', 'bridge after it', /now 16 bars/],
    ['pop chorus in A major, piano drums bass', 'cool can we add like an outro at the end', /now 12 bars/],
  ])('after "%s", "%s" edits it', (first, ask, done) => {
    const r = last(first, ask);
    expect(r.intent).toBe('edit');
    expect(r.text).toMatch(done);
  });

  it.each([
    ['reggae in A minor', '4/4 right?', 'piece-question', /4\/4/],
    ['chorale in D', 'plagal = IV I right? so G to D here', 'theory-explanation', /G \(G–B–D\) → D/],
  ])('after "%s", "%s" is checked, not done', (first, ask, intent, says) => {
    const [a, b] = playChat([first, ask]);
    expect(b!.intent).toBe(intent);
    expect(b!.text).toMatch(says);
    expect(b!.midi).toBeUndefined();
    expect(a!.midi).toBeDefined();
  });
});

describe('voices and sung words', () => {
  it.each(['can u rap on it lol', 'add some vocals', 'get someone to sing over it'])(
    '"%s" cannot be done',
    (ask) => {
      const r = last('trap beat in F minor', ask);
      expect(r.text).toMatch(/^Nothing changed: I can't write lyrics or sing/);
      expect(r.midi).toBeUndefined();
    },
  );

  it('"my vocal sample sits in F#" is context, not an ask for vocals', () => {
    const r = last('trap beat in F minor', 'make sure its in F# minor, thats where my vocal sample sits');
    expect(r.text).toMatch(/^Done — moved it from F minor to F# minor/);
    expect(r.text).not.toMatch(/sing/);
  });
});

describe('a part added with its own busyness or place', () => {
  it('"add some sparse piano notes" adds a piano and keeps every other part', () => {
    const [a, b] = playChat(['ambient in E lydian, pads only', 'add some sparse piano notes']);
    expect(b!.text).toMatch(/^Done — added a chords \(Acoustic Grand Piano\) part\./);
    for (const p of a!.notes ?? []) expect(notesOf(b!, p.role)).toBe(notesOf(a!, p.role));
  });

  it('"synth lead on top" adds a lead over a synth that plays the chords', () => {
    const r = last('techno in C# minor 130', 'synth lead on top');
    expect(r.text).toMatch(/^Done — added a melody/);
  });

  it('"…and bass, no strings" leaves the strings out', () => {
    const r = last('pop chorus in A major with piano and drums and bass, no strings');
    expect(r.piece!.parts.some((p) => p.program >= 48 && p.program <= 51)).toBe(false);
  });
});

describe('feels said with their reasons', () => {
  it.each([
    'too swingy, straighten it out',
    'way too swung, straighten it',
    'less swing, no swing at all actually',
  ])('"%s" plays it straight', (ask) => {
    const r = last('boom bap beat 90 bpm in F minor, piano bass drums, swung', ask);
    expect(r.text).toMatch(/^Done — it plays straight now/);
  });

  it.each(['hmm just make it 87 bpm, wanna hear it halftime', 'halftime it, 87 bpm'])(
    '"%s" over 174 halves the tempo and keeps every note',
    (ask) => {
      const [a, b] = playChat(['dnb 174 in A minor, reese bass and drums', ask]);
      expect(b!.piece!.meta.tempo).toBe(87);
      expect(notesOf(b!, 'drums')).toBe(notesOf(a!, 'drums'));
    },
  );

  it.each([
    ['folk tune in G, guitar and fiddle, 96 bpm', 'try it as a 3/4 waltz instead', 96],
    ['pop in C, 110 bpm', 'make it funky', 110],
  ])('after "%s", "%s" keeps a tempo the new style plays too', (first, ask, tempo) => {
    expect(last(first, ask).piece!.meta.tempo).toBe(tempo);
  });

  it('a tempo the new style does not play moves into its range', () => {
    expect(last('pop in C, 110 bpm', 'make it reggae').piece!.meta.tempo).toBeLessThan(100);
  });
});

describe('the kit and the hand percussion', () => {
  it.each(['kill the drums', 'drop the drums for now'])(
    '"%s" takes everything on the drum channel out, percussion too',
    (ask) => {
      const r = last('afrobeat in G minor', ask);
      expect(r.text).toMatch(/^Done — took out the (?:drums|percussion)/);
      expect(r.text).toMatch(/took out the percussion/);
      expect(r.piece!.parts.some((p) => p.role === 'percussion' || p.role === 'drums')).toBe(false);
    },
  );

  it.each(['mute the drum kit, leave the percussion', 'kill the drums, the perc stays'])(
    '"%s" takes the kit out and says the percussion plays on',
    (ask) => {
      const r = last('afrobeat in G minor', ask);
      expect(r.piece!.parts.some((p) => p.role === 'drums')).toBe(false);
      expect(r.piece!.parts.some((p) => p.role === 'percussion')).toBe(true);
    },
  );

  it.each(['mute the drums and the percussion', 'kill the percussion and drums'])(
    '"%s" takes both out',
    (ask) => {
      const r = last('afrobeat in G minor', ask);
      expect(r.piece!.parts.some((p) => p.role === 'percussion' || p.role === 'drums')).toBe(false);
      expect(r.text).not.toMatch(/plays on/);
    },
  );
});

describe('words musicians use', () => {
  it.each([
    ['whats a montuno anyway, my teacher keeps saying it', /repeating syncopated piano pattern/],
    ['whats clave exactly', /two-bar rhythm pattern/],
    ['what is a 3-2 clave', /two-bar rhythm pattern/],
    ['my mix sounds boxy, what do i do', /Mud is usually too many parts/],
  ])('"%s" is answered from the knowledge base', (ask, says) => {
    const r = last(ask);
    expect(r.intent).toBe('practical');
    expect(r.text).toMatch(says);
  });

  it('"why do they call it perfect" after an interval question explains perfect intervals', () => {
    const r = last('whats a perfect fifth', "why do they call it 'perfect' anyway");
    expect(r.intent).toBe('theory-explanation');
    expect(r.text).toMatch(/consonant/);
  });

  it('"strummy" is an acoustic guitar and "one drop drums" is drums', () => {
    expect(last('smth strummy in F#m').piece!.parts.some((p) => p.program === 25)).toBe(true);
    expect(
      last('reggae riddim in G major, bass heavy, one drop drums').piece!.parts.some(
        (p) => p.role === 'drums',
      ),
    ).toBe(true);
  });
});

describe('is it the same key?', () => {
  it.each([
    [
      'techno in F# minor',
      'hmm Gb minor is the same thing right?',
      /^Yes — Gb minor is F# minor spelled another way \(enharmonic\)/,
    ],
    ['ballad in Db major', 'C# major is the same, isnt it?', /^Yes — C# major is Db major/],
    ['techno in F# minor', 'is G minor the same?', /^No — G minor is not F# minor/],
  ])('after "%s", "%s" answers without changing the piece', (first, ask, says) => {
    const r = last(first, ask);
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(says);
    expect(r.midi).toBeUndefined();
  });
});

describe('numerals of the chords just asked about', () => {
  it.each([
    ['what key is E - B - C#m - A', 'and what numerals is that', /E = I · B = V · C#m = vi · A = IV/],
    ['Am F C G in what key', 'what are the roman numerals for those', /Am = i · F = VI · C = III · G = VII/],
  ])('after "%s", "%s" names each chord’s numeral', (first, ask, says) => {
    const r = last(first, ask);
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(says);
  });
});
