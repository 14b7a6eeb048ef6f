import { describe, expect, it } from 'vitest';
import { findSongRequest } from './knowledge/index.ts';
import { playChat } from './testing/chat.ts';
import { capitaliseChordRuns } from './text.ts';

describe('requests musicians type, heard as meant', () => {
  it.each([
    ['gm7 to cm7, 85bpm', 'Gm7 to Cm7, 85bpm'],
    ['dm7 then g7 then cmaj7', 'Dm7 then G7 then Cmaj7'],
    ['i am to be honest', 'i am to be honest'],
  ])('lower-case chords joined by a word stay a run: %s', (typed, read) => {
    expect(capitaliseChordRuns(typed)).toBe(read);
  });

  it.each([
    'bet, make me a loop off that, gm7 to cm7, 85bpm, trap-ish drums',
    'loop of am7 to dm7 pls, lofi',
  ])('plays the chords joined by "to": %s', (ask) => {
    const [reply] = playChat([ask]);
    const line = /Progression: ([^(]+)/.exec(reply!.text)?.[1] ?? '';
    const named = ask.match(/\b[a-g]m7\b/g)!.map((c) => c[0]!.toUpperCase() + c.slice(1));
    for (const c of named) expect(line).toContain(c);
  });

  it.each([
    'something in that vibe, F#m7 A E B, acoustic strumming, 87 bpm',
    'strummed acoustic over C G Am F',
  ])('"acoustic strumming" is an acoustic guitar: %s', (ask) => {
    const [reply] = playChat([ask]);
    expect(reply!.text).toContain('Acoustic Guitar');
  });

  it.each([
    ['whats the hook of seven nation army', 'seven nation army'],
    ['bass line of billie jean?', 'billie jean'],
    ['whats the riff to smoke on the water', 'smoke on the water'],
    ['the bassline to superstition, notes pls', 'superstition'],
  ])('a part of a named song is a song request: %s', (ask, title) => {
    expect(findSongRequest(ask)?.title).toBe(title);
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('song');
    expect(reply!.midi).toBeUndefined();
  });

  it.each([
    ['funk in E minor with bass, drums and sax', 'take the sax out'],
    ['lofi beat with rhodes bass and drums', 'remove the rhodes'],
  ])('taking a part out leaves the bass note for note: %s → %s', (ask, edit) => {
    const [before, after] = playChat([ask, edit]);
    const bass = (r: typeof before) => r!.piece!.parts.find((p) => p.role === 'bass')!.notes;
    expect(after!.piece!.parts.length).toBe(before!.piece!.parts.length - 1);
    expect(bass(after)).toEqual(bass(before));
  });

  it.each([
    [
      'ok can you just make a new one: 12 bar Bb blues comping track, jazz, 160 bpm, walking bass, ride cymbal',
      'Bb',
    ],
    ['new tune: 8 bar ii-V-I comping track in F major, jazz, 180 bpm, piano bass and ride', 'F'],
    ['lets start over, a waltz in G', 'G'],
  ])('a new piece asked beside one: %s', (ask, tonic) => {
    const [first, reply] = playChat(['pop song in C at 110 bpm', ask]);
    expect(reply!.intent).toBe('compose');
    expect(reply!.piece!.meta.key.tonic).toBe(tonic);
    expect(reply!.piece!.meta.seed).not.toBe(first!.piece!.meta.seed);
  });

  it('a 12 bar Bb blues with a walking bass and a ride: the form, the key and the line-up', () => {
    const [reply] = playChat(['12 bar Bb blues, piano, walking bass and ride']);
    const roles = reply!.piece!.parts.map((p) => p.role);
    expect(reply!.piece!.meta.key.tonic).toBe('Bb');
    expect(reply!.piece!.meta.bars).toBe(12);
    expect(roles).toEqual(expect.arrayContaining(['chords', 'bass', 'drums']));
    expect(reply!.piece!.meta.progression[0]!.symbol).toBe('Bb7');
  });
});
