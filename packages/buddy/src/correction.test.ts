import { describe, expect, it } from 'vitest';
import { correctedAsk } from './correction.ts';
import { playChat } from './testing/chat.ts';
import type { ComposerReply } from './types.ts';

describe('the last ask as the user meant it', () => {
  it.each([
    [
      'make the rhodes louder and add a sax',
      'sorry i meant the bass not the rhodes',
      'make the bass louder and add a sax',
    ],
    ['put it in g minor and make it faster', 'no i meant a minor', 'put it in a minor and make it faster'],
    ['transpose it up a semitone', 'no wait i meant down a semitone not up', 'transpose it down a semitone'],
    ['make it slower and add strings', 'oops i meant faster', 'make it faster and add strings'],
    ['bump it to 120 and add a pad', 'no i meant 126', 'bump it to 126 and add a pad'],
    ['swap the piano for an organ', 'i meant a rhodes not an organ', 'swap the piano for a rhodes'],
    ['add a flute melody', 'i meant a clarinet', 'add a clarinet melody'],
    ['make the drums busier', 'no i meant the hats', 'make the hats busier'],
    ['put it in e major', 'sorry i meant minor', 'put it in e minor'],
    [
      'can we add an outro at the end',
      'no wait i meant an intro not an outro',
      'can we add an intro at the end',
    ],
    ['add a bridge', 'sorry i meant a chorus', 'add a chorus'],
  ])('"%s" + "%s" → "%s"', (asked, correction, meant) => {
    expect(correctedAsk(asked, correction)).toBe(meant);
  });

  it.each([
    ['make it faster and add strings', 'i meant the whole thing'],
    ['add a sax and a flute', 'i meant a trumpet'],
    ['make it faster', 'no i meant faster'],
  ])('"%s" + "%s" has nothing to swap', (asked, correction) => {
    expect(correctedAsk(asked, correction)).toBeNull();
  });
});

const notesOf = (r: ComposerReply, role: string) =>
  JSON.stringify((r.notes ?? []).filter((p) => p.role === role).map((p) => p.notes));

describe('a correction keeps the other asks of the message it corrects', () => {
  it('"no i meant A minor" after "G minor and faster" keeps the faster tempo', () => {
    const [, wrong, right] = playChat([
      'lofi in F minor, rhodes bass drums',
      'put it in G minor and make it faster',
      'no i meant A minor',
    ]);
    expect(right!.piece!.meta.key).toEqual({ tonic: 'A', mode: 'minor' });
    expect(right!.piece!.meta.tempo).toBe(wrong!.piece!.meta.tempo);
    expect(right!.text).not.toMatch(/tempo went/);
  });

  it('"i meant the bass not the rhodes" takes the rhodes back and makes the bass louder, sax kept', () => {
    const [first, wrong, right] = playChat([
      'lofi in F minor, rhodes bass drums',
      'make the rhodes louder and add a sax',
      'sorry i meant the bass not the rhodes',
    ]);
    expect(notesOf(right!, 'chords')).toBe(notesOf(first!, 'chords'));
    expect(notesOf(right!, 'melody')).toBe(notesOf(wrong!, 'melody'));
    expect(right!.text).toMatch(/made the bass \(Electric Bass \(finger\)\) louder/);
    expect(right!.text).not.toMatch(/took out|Not done/);
  });
});

describe('an add beside another ask', () => {
  it.each([
    'make the rhodes louder and add a sax',
    'turn the bass down, then add some strings',
    'make the drums busier and throw in a flute',
  ])('"%s" adds the new part without claiming the named one is already there', (ask) => {
    const [, r] = playChat(['lofi in F minor, rhodes bass drums', ask]);
    expect(r!.text).toMatch(/^Done — /);
    expect(r!.text).not.toMatch(/already has/);
  });
});
