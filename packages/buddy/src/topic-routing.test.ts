import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

describe('questions about a known topic reach it, however they are put', () => {
  it.each([
    ['why write F# major instead of Gb', /F# major has 6 sharps and Gb major has 6 flats/],
    ['Db major vs C# major, why does anyone use C#', /C# major has 7 sharps; Db major has 5 flats/],
    ['why is it Eb minor rather than D# minor', /Eb minor has 6 flats/],
    ['why do keys next to each other on the circle sound close', /circle of fifths/],
    ['what are neighbouring keys', /closely related/],
    ['whats a key change called when it goes up a half step', /truck driver/i],
    ['semitone key change at the end, whats that called', /truck driver/i],
    ['perfect vs imperfect cadence', /Authentic \(perfect\) cadence[\s\S]*imperfect cadence/],
    ['how come V7 to vi works', /G7 \(V7: G–B–D–F\) → Am \(vi: A–C–E\)/],
    ['iv to I works why', /Fm \(iv: F–Ab–C\) → C \(I: C–E–G\)/],
    ['how do you play 3 against 2', /3 against 2/],
    ["what's the augmented 6th in E minor", /In E minor, C and A# are an augmented sixth apart/],
    ['whats the italian 6th in D minor', /Bb and G#/],
    ['what is a picardy third in d minor', /the last Dm \(D–F–A\) becomes D \(D–F#–A\)/],
    ['whats a backdoor ii v in Eb', /Abm7 \(Ab–Cb–Eb–Gb\) → Db7/],
    ['plagal cadence in F major?', /Bb \(Bb–D–F\) → F/],
    ['how do I modulate to the relative minor', /From C major to A minor/],
    ['whats a good way to modulate up a whole step', /From C major to D major/],
    ['how to modulate down a fourth from G', /From G major to D major/],
    ['what does a dot after a note do', /adds half its value/],
    ['whats a tie vs a slur', /A tie joins two notes/],
    ["what's the difference between a tie and a slur", /A slur/],
  ])('%s', (ask, shows) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toMatch(/^theory-|^practical$/);
    expect(reply!.text).toMatch(shows);
  });

  it('the scale of a key is still asked as a scale', () => {
    expect(playChat(["what's the E minor scale"])[0]!.text).toContain('E – F# – G – A – B – C – D');
  });

  it.each(['example in F?', 'an example in F pls', 'show me an example in F'])(
    'a deceptive cadence, then "%s", plays one in F',
    (followUp) => {
      const [, reply] = playChat(["what's a deceptive cadence", followUp]);
      expect(reply!.midi).toBeDefined();
      expect(reply!.text).toMatch(/C7 – Dm/);
    },
  );

  it.each([
    [
      'how do secondary dominants work in minor keys',
      'In C minor: V7/iv is C7',
      'V7/iv is C7 (C–E–G–Bb), resolving to Fm',
    ],
    ['secondary dominants in E minor', 'In E minor', 'V7/VI is G7 (G–B–D–F), resolving to C'],
    ['how do cadences work in minor', 'Cadences in C minor', 'Cm (C–Eb–G)'],
    ['whats a neapolitan in major', 'In C major: Db (Db–F–Ab)', 'G7'],
  ])('a mode asked without a tonic is heard on C: %s', (ask, key, notes) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.text).toContain(key);
    expect(reply!.text).toContain(notes);
  });

  it("a key's chords follow on into its harmonic minor, then another tonic", () => {
    const [, harmonic, inD] = playChat([
      'what are the chords in F# minor',
      'what about the harmonic minor ones',
      'and in D?',
    ]);
    expect(harmonic!.text).toContain(
      'F# harmonic minor: i F#m (F#–A–C#) · ii° G#dim (G#–B–D) · III+ Aaug (A–C#–E#) · iv Bm (B–D–F#) · V C# (C#–E#–G#) · VI D (D–F#–A) · vii° E#dim (E#–G#–B)',
    );
    expect(inD!.text).toContain('D harmonic minor');
  });

  it.each(['show me', 'play me!', 'show me?'])('"%s" after an explanation plays its example', (followUp) => {
    const [, reply] = playChat(["what's a plagal cadence in G", followUp]);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.midi).toBeDefined();
  });
});
