import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

describe('chords named in words or odd symbols', () => {
  it.each([
    ["what's a C6/9", 'C6/9 (sixth added ninth): C – E – G – A – D.'],
    ['what notes are in an E minor 11 chord', 'E – G – B – D – F# – A'],
    ['spell a Bb minor major 7th chord', 'Bb – Db – F – A'],
    ['notes in a D major 6th chord', 'D – F# – A – B'],
    ['F# minor 6 chord notes', 'F# – A – C# – D#'],
    ["what's in a G add9 chord", 'G – B – D – A'],
    ['notes of an A minor 13 chord', 'Am13 (minor thirteenth)'],
  ])('%s', (ask, notes) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toContain(notes);
    // One chord answered, not a second one read from part of the name (C6 of C6/9).
    expect(reply!.text.split('\n')[0]!.match(/ – /g)!.length).toBeGreaterThan(2);
    expect(reply!.text).not.toMatch(/\n[A-G]\S* \(/);
  });
});

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
    ["what's a minor 2nd above B", 'is C (1 semitone)'],
    ['whats the b7 of E', 'A minor seventh above E is D'],
    ['whats the #11 of C', 'is F#'],
    ['b9 of A?', 'is Bb'],
    ['the b13 over G?', 'is Eb'],
    ['notes of a Bb7 b9', 'Bb7b9 (dominant flat ninth): Bb – D – F – Ab – Cb'],
    ['G7 #5 notes', 'G – B – D# – F'],
    ["what's a v/v in Eb", 'V/V is: F (F–A–C)'],
    ['what intervals make up a major 7th chord', 'root, major 3rd, 5th and major 7th'],
    ['how is a dominant 7th built', 'C7 = C – E – G – Bb'],
    ["what's the formula for a minor 9 chord", 'Cm9 = C – Eb – G – Bb – D'],
    ['how is a half diminished made', 'Cm7b5 = C – Eb – Gb – Bb'],
    ['how are augmented chords formed', 'An augmented chord is built'],
  ])('%s', (ask, shows) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toContain(shows);
  });
});

describe('two spellings compared', () => {
  it.each([
    ['so C and B# are the same right?', 'Yes — C and B# are the same pitch'],
    ['are C and B# the same note', 'Yes — C and B# are the same pitch'],
    ['is Fb the same note as E', 'Yes — Fb and E are the same pitch'],
    ['are E and F the same', 'No — E and F are different pitches: F is 1 semitone above E.'],
    ['is A# the same as Bb?', 'Yes — A# and Bb are the same pitch'],
    ['is G# the same as Ab or not', 'Yes — G# and Ab are the same pitch'],
    ['are B and Cb really the same', 'Yes — B and Cb are the same pitch'],
  ])('%s', (ask, answer) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toContain(answer);
  });

  it('two keys compared stay a question of relative keys', () => {
    const [reply] = playChat(['are C and Am the same key']);
    expect(reply!.text).toContain('The relative minor of C major is A minor');
  });
});
