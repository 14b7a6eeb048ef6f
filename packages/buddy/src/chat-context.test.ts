import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// Music asked right after theory talk is written from what the talk named: its chords, its key.

const last = <T>(xs: readonly T[]) => xs[xs.length - 1]!;

describe('chords the talk named are the chords played', () => {
  it.each([
    [
      ['spell Cmaj9#11', 'Bbm11', 'E13b9?', 'put those three in a neo soul loop, rhodes and bass, 80bpm'],
      ['Cmaj9#11', 'Bbm11', 'E13b9'],
    ],
    [
      ['whats in a Dm9', 'and G13', 'ok loop those two on a rhodes pls'],
      ['Dm9', 'G13'],
    ],
    [
      ['notes of Fmaj7', 'Em7?', 'Am7 pls', 'make a lofi beat w those 3'],
      ['Fmaj7', 'Em7', 'Am7'],
    ],
  ])('%j', (chat, chords) => {
    const reply = last(playChat(chat, 7));
    expect(reply.intent).toBe('compose');
    expect(reply.midi).toBeDefined();
    expect(reply.text).toContain(`Progression: ${chords.join(' – ')}`);
  });

  it.each([
    [
      ['in G what are the chords for I - III - IV - iv', 'play that in G, slow, guitar bass drums'],
      ['G', 'B', 'C', 'Cm'],
    ],
    [
      [
        'what would good voice leading of C F G C look like',
        'any tips for ear training?',
        'can u play that as a chorale',
      ],
      ['C', 'F', 'G', 'C'],
    ],
    [
      ['whats I vi IV V in D?', 'cool make a pop loop out of that, piano'],
      ['D', 'Bm', 'G', 'A'],
    ],
  ])('a run of chords asked about earlier: %j', (chat, chords) => {
    const reply = last(playChat(chat, 3));
    expect(reply.intent).toBe('compose');
    expect(reply.text).toContain(chords.join(' – '));
  });
});

describe('"the deceptive one", "the plagal one": that item of the list, played', () => {
  it.each([
    [['what are the cadences in Bb major', 'ok play me the deceptive one'], /in Bb major/, /F7? – Gm/],
    [['cadences in G?', 'now play the plagal one on piano'], /in G major/, /C – G/],
    [['list the cadences in D major pls', 'can u play the deceptive one'], /in D major/, /A7? – Bm/],
  ])('%j', (chat, key, move) => {
    const reply = last(playChat(chat, 5));
    expect(reply.intent).toBe('compose');
    expect(reply.midi).toBeDefined();
    expect(reply.text).toMatch(key);
    expect(reply.text).toMatch(move);
  });
});

describe('the key the talk was in is the key of the piece asked next', () => {
  it.each([
    [
      'list the secondary dominants in G major',
      'ok use the A7 and the B7 in a 4 bar pop progression, piano + bass',
      /in G major/,
    ],
    ['whats the ii V I in Eb', 'now write me a jazz tune with it, rhodes', /in Eb major/],
    [
      "what's an italian 6th in A minor",
      'play the german one going to V in a little classical piano example',
      /in A minor/,
    ],
  ])('%s → %s', (question, ask, key) => {
    const reply = last(playChat([question, ask], 2));
    expect(reply.intent).toBe('compose');
    expect(reply.text).toMatch(key);
  });

  it('leaves a piece in focus alone: an edit is no new piece in the talk’s key', () => {
    const replies = playChat([
      'cinematic build in D minor, strings, brass',
      'its in D minor right?',
      'add a harp',
    ]);
    expect(last(replies).intent).toBe('edit');
  });
});
