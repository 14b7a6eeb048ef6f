import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

describe('facts as musicians type them', () => {
  it.each([
    ['whats a major 10th above D', 'A major 10th above D is F# (16 semitones)'],
    ['a perfect 11th above c?', 'A perfect 11th above C is F (17 semitones)'],
    ['whats a minor 9th below A', 'A minor 9th below A is G# (13 semitones)'],
    ['13th above Bb', 'G (21 semitones)'],
    ['whats an augmented 4th above Eb', 'An augmented fourth above Eb is A'],
    ['interval between F and B', 'From F up to B is an augmented fourth'],
    ['what scale has 7 sharps', 'C# major'],
    ['which scales have 6 flats', 'Gb major'],
    ['is Cb a real note', 'Cb is the same pitch as B'],
    ['does B# exist', 'B# is the same pitch as C'],
    ['is there such a thing as an E#', 'E# is the same pitch as F'],
  ])('%s', (ask, shows) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toContain(shows);
  });
});
