import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';
import { conceptAsked } from './theory-concepts.ts';

const ask = (message: string) => playChat([message])[0]!;

describe('theory concepts asked by name, with computed notes', () => {
  it.each([
    ['whats the order of sharps', 'F# C# G# D# A# E# B#'],
    ['order of flats', 'Bb Eb Ab Db Gb Cb Fb'],
    ['how do u remember the order of the sharps?', 'Father Charles'],
    ['modes of melodic minor', 'D dorian b2, Eb lydian augmented, F lydian dominant'],
    ['what are the modes of A harmonic minor', 'E phrygian dominant'],
    ['jazz minor modes?', 'B altered'],
    ['which mode is the darkest', 'C locrian: C – Db – Eb – F – Gb – Ab – Bb'],
    ['brightest mode?', 'Lydian is the brightest'],
    ["what's the inversion of a major 3rd", 'inverts to a minor sixth'],
    ['what does a perfect 4th invert to', 'inverts to a perfect fifth'],
    ['invert an augmented 4th', 'inverts to a diminished fifth'],
    ['is a tritone an augmented 4th or diminished 5th', 'C up to Gb is a diminished 5th'],
    ['whats the difference between a minor 3rd and augmented 2nd', 'C up to D# an augmented second'],
    ['major 6th vs diminished 7th', 'both are 9 semitones'],
    ['whats a compound interval', 'a major 10th is a major 3rd an octave up'],
    ["what's a 9th interval", '14 semitones'],
    ["what's enharmonic", 'G# and Ab'],
    ['whats a double sharp', 'F## sounds as G'],
    ['double flat??', 'Bbb'],
  ])('%s', (message, shows) => {
    const reply = ask(message);
    expect(reply.intent).toMatch(/^theory-/);
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toContain(shows);
  });

  it.each([
    ['why does a Bb trumpet sound a tone lower', 'written C on the Bb trumpet sounds Bb'],
    ['if i write C for alto sax what note comes out', 'sounds Eb, a major sixth lower'],
    ['what is concert pitch', 'real sounding note'],
    ['how do i transpose for clarinet in Bb', 'to hear concert C, write D'],
    ['i want concert Eb on tenor sax what do i write', 'write F for the tenor sax'],
    ['what note does a french horn sound when it plays G', 'sounds C, a perfect fifth lower'],
  ])('transposing instruments: %s', (message, shows) => {
    expect(ask(message).text).toContain(shows);
  });

  it.each([
    ['what is the harmonic series', 'C2 – C3 – G3 – C4 – E4 – G4 – Bb4 – C5'],
    ['whats the 5th harmonic of C', 'E4 (14 cents flatter'],
    ['3rd harmonic of A?', 'E4'],
    ['equal temperament vs just intonation', 'major 3rd (400) is 14 cents wide'],
    ['why is a major third out of tune on piano', '5:4'],
    ['whats A440', '261.63 Hz'],
  ])('acoustics: %s', (message, shows) => {
    expect(ask(message).text).toContain(shows);
  });

  it.each([
    ['why is the leading tone called that', 'in C major B'],
    ['whats the subtonic', 'the 7th (Bb) is a whole step down'],
    ['leading note vs subtonic?', 'harmonic minor raises it to B'],
    ['why is the vii chord dominant function', 'Bdim (B – D – F) in C major, is G7'],
    ["what's a suspension in music", 'keep the C — a 4th above G — then let it fall to B'],
    ['whats a polyrhythm vs polymeter', 'meet again every 12 beats'],
    ['what does cut time mean', 'two half-note beats'],
  ])('harmony and rhythm: %s', (message, shows) => {
    expect(ask(message).text).toContain(shows);
  });

  it.each([
    ['what is a relative minor', "C major's is A minor (A – B – C – D – E – F – G)"],
    ['whats a parallel key', 'C minor (C – D – Eb – F – G – Ab – Bb, 3 flats)'],
    ['what makes a key minor', 'C up to Eb'],
    ['what is a key signature', 'G major has F#'],
    ['what is a tonicization', 'D7 (D – F# – A – C) → G'],
    ['tonicizing vs modulating?', 'stay in G with a cadence'],
    ['whats a common tone modulation', 'Ab (Ab – C – Eb) keeps the C'],
    ["what's a chromatic mediant", 'Ab (Ab – C – Eb, sharing C)'],
    ['chromatic mediants of G?', 'B (B – D# – F#, sharing B)'],
    ['what is the circle progression', 'C – F – Bdim – Em – Am – Dm – G – C'],
    ['descending fifths in G major', 'G – C – F#dim – Bm – Em – Am – D – G'],
    ['whats a passing tone', 'C–D–E, with D passing'],
    ['what is a neighbor tone', 'upper neighbour F'],
    ["what's an appoggiatura", 'F over C, falling to E'],
    ['non chord tones?', 'an anticipation'],
    ["what's a cadential 6/4", 'C/G (G–C–E) → G7 (G – B – D – F) → C'],
    ['whats figured bass', 'V6/5 = G7/B'],
    ['what does 6/4 mean in roman numerals', 'V6/4 = G/D'],
    ['whats a leading tone diminished 7th chord', 'Bdim7 (B – D – F – Ab)'],
    ['vii°7 in A minor?', 'G#dim7 (G# – B – D – F)'],
    ['what is an ostinato', 'D – A – B – F# – G – D – G – A'],
    ['what is rubato', 'robbed time'],
  ])('harmony, form and expression: %s', (message, shows) => {
    const reply = ask(message);
    expect(reply.intent).toBe('theory-explanation');
    expect(reply.text).toContain(shows);
  });

  it.each([
    ['whats the 4th mode of the major scale', 'is lydian', 'C lydian: C – D – E – F# – G – A – B'],
    ['what mode starts on the 6th degree', 'is aeolian', 'A – B – C – D – E – F – G'],
    ["what's the 2nd mode of melodic minor", 'is dorian b2', 'D – Eb – F – G – A – B – C'],
    ['5th mode of harmonic minor?', 'is phrygian dominant', 'G – Ab – B – C – D – Eb – F'],
    ['whats the difference between add9 and 9', 'Cadd9 = C – E – G – D', 'C9 = C – E – G – Bb – D'],
    ['9 chord vs add9?', 'no 7th', 'The Bb is the whole difference'],
    ['how many beats does a dotted half note get', 'lasts 3 beats', 'half of that again'],
    ['how long is a double dotted quarter note', 'lasts 1¾ beats', 'second dot'],
    ['how many beats is a whole note', 'lasts 4 beats', '4/4'],
    ['what is a double dotted note', '3½ beats', 'sixteenth'],
    ['whats a quintuplet', '5 in the time of 4', 'bracketed'],
    ["what's a tuplet", '3 in the time of 2', 'duplet'],
  ])('modes, chord kinds and note values: %s', (message, first, second) => {
    const text = ask(message).text;
    expect(text).toContain(first);
    expect(text).toContain(second);
  });

  it.each([
    ["what's a suspension in music", 'play me one', 'C – Gsus4 – G – C'],
    ['what is the circle progression', 'yes', 'C – F – Bdim – Em – Am – Dm – G – C'],
    ["what's a cadential 6/4", 'show me', 'F – C/G – G7 – C'],
  ])('%s, then "%s", plays its example', (message, followUp, chords) => {
    const [first, played] = playChat([message, followUp]);
    expect(first!.text).toMatch(/play an example\?$/);
    expect(played!.midi).toBeDefined();
    expect(played!.text).toContain(chords);
  });

  it('a concept with chords follows on into another key', () => {
    const [, inG] = playChat(['what is the circle progression', 'and in G?']);
    expect(inG!.text).toContain('G – C – F#dim – Bm – Em – Am – D – G');
    expect(ask('chromatic mediants of G?').text).toContain('from G (G – B – D)');
  });

  it.each([
    ['how do you spell a major scale', 'W–W–H–W–W–W–H', 'C – D – E – F – G – A – B'],
    ["what's the whole half pattern of a major scale", '7 notes', 'W–W–H–W–W–W–H'],
    ['how many notes in a pentatonic scale', '5 notes', 'W–W–W+H–W–W+H'],
    ['steps of the harmonic minor scale?', 'W–H–W–W–H–W+H–H', 'C – D – Eb – F – G – Ab – B'],
    ['what does diatonic mean', 'C, Dm, Em, F, G, Am, Bdim', 'chromatic'],
    ['whats chromatic mean in music', 'C – C# – D – D# – E – F – F# – G – G# – A – A# – B', 'D7'],
    ['what is a perfect interval', '2:1, 3:2, 4:3', 'augmented or diminished'],
    ["what's a unison", '0 semitones', 'perfect'],
    ['whats an octave in semitones', '12 semitones', 'twice the frequency'],
    ['y is it called a dominant', 'dominant G', 'strongest note after the tonic'],
    ['whats a dim7 used for', 'C#dim7 (C# – E – G – Bb)', 'Bdim7 (B – D – F – Ab)'],
    ['which chords are minor in a major key', 'minor ii Dm, iii Em, vi Am', 'vii° Bdim'],
    ['what chords are minor in a minor key', 'minor i Am, iv Dm, v Em', 'III C'],
    ['what chord is the v in minor', 'v = Em (E – G – B)', 'V = E (E – G# – B)'],
    ['why is the V major in a minor key', 'G#', 'leading tone'],
    [
      'what is the melodic minor scale and why does it change going down',
      'C – Bb – Ab – G – F – Eb – D – C',
      'jazz minor',
    ],
    ['melodic minor descending in A?', 'A – B – C – D – E – F# – G# – A', 'A – G – F – E – D – C – B – A'],
    ['does a melodic minor go down differently', 'C – D – Eb – F – G – A – B – C', 'natural minor'],
    ['whats the blues scale made of', 'C blues C – Eb – F – Gb – G – Bb', 'flat 5th'],
    ["what's the blues scale", 'minor pentatonic', '1, b3, 4, b5, 5, b7'],
    ['what mode is happy', 'major 3rd and sound major', 'lydian'],
    [
      'which modes are major and which are minor',
      'dorian, aeolian, phrygian and locrian have a minor 3rd',
      'mixolydian',
    ],
  ])('terms and scale steps: %s', (message, first, second) => {
    const text = ask(message).text;
    expect(text).toContain(first);
    expect(text).toContain(second);
  });

  it('a time signature stays a time signature', () => {
    expect(ask('what does 6/4 mean').text).not.toMatch(/inversion/);
  });

  it('leaves the comparison of two minor scales to its explanation', () => {
    expect(ask('how is A melodic minor different from A natural minor').text).toContain(
      'A natural minor: A – B – C',
    );
  });

  it('leaves a plain fact to the fact reader', () => {
    expect(ask('what is the leading tone in b flat major').text).toContain('A');
    expect(ask("what's the subtonic in E minor").text).toContain('the subtonic is D');
  });

  it('leaves commissions, edits and other languages alone', () => {
    expect(conceptAsked('write a piece in cut time')).toBeNull();
    expect(conceptAsked('add a suspension before the last chord')).toBeNull();
    const [, edit] = playChat(['pop song in C', 'use a double time feel in the chorus']);
    expect(edit!.intent).not.toMatch(/^theory-/);
  });
});

describe('follow-ups to a transposing-instrument answer', () => {
  it.each([
    [
      ['write for Bb clarinet, concert C is what', 'alto sax same deal?'],
      /concert C, write A for the alto sax/,
    ],
    [['write for Bb clarinet, concert C is what', 'and horn in F'], /concert C, write G for the horn in F/],
    [['write for Bb trumpet, concert Bb is what', 'and concert F?'], /concert F, write G for the Bb trumpet/],
    [
      ['what note does a tenor sax play for concert C', 'and soprano sax?'],
      /concert C, write D for the soprano sax/,
    ],
    [
      ['horn in F, what do i write for concert G', 'and for trumpet?'],
      /concert G, write A for the Bb trumpet/,
    ],
    [
      ['write for Bb clarinet, concert C is what', 'alto sax same deal?', 'and concert F?', 'tenor?'],
      /concert F, write G for the tenor sax/,
    ],
  ])('%j', (messages, says) => {
    const last = playChat(messages).at(-1)!;
    expect(last.intent).toBe('theory-fact');
    expect(last.midi).toBeUndefined();
    expect(last.text).toMatch(says);
  });
});

describe('a list asked "in order", without a question word', () => {
  it.each([
    ['the names of the scale degrees in order', 'supertonic D, mediant E'],
    ['names for the scale degrees in order please', 'submediant A, leading tone B'],
  ])('%s', (message, shows) => {
    const reply = ask(message);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toContain(shows);
  });
});

describe('interval inversion asked for in general', () => {
  it.each(['how do i invert an interval', 'any quick way to do inversions of intervals?'])(
    '"%s" gives the add-up-to-9 rule, not chord inversions',
    (message) => {
      const reply = ask(message);
      expect(reply.intent).toBe('theory-explanation');
      expect(reply.text).toContain('add up to 9');
    },
  );

  it('"what is the inversion of" one interval is a fact', () => {
    const reply = ask('what is the inversion of a minor 2nd');
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toContain('inverts to a major seventh');
  });
});

describe('a scale with one note swapped, named', () => {
  it.each([
    ['E minor with a C# instead of C, what mode is that', 'is E dorian: E – F# – G – A – B – C# – D'],
    ['C major with an F# instead of F?', 'is C lydian'],
    ['D major but C instead of C# - which mode', 'is D mixolydian'],
    ['A minor with G# instead of G?', 'is A harmonic minor'],
  ])('"%s"', (message, shows) => {
    const reply = ask(message);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toContain(shows);
  });
});

describe('the key a transposing instrument reads', () => {
  it("the piece's key, asked of 'this'", () => {
    const reply = playChat(['folk tune in Eb major on flute', 'what key would an alto sax read this in']).at(
      -1,
    )!;
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toContain('concert Eb major is written in C major');
  });

  it('a key named with its mode', () => {
    expect(ask('my band is in E major, what key do the trumpets read').text).toContain(
      'concert E major is written in F# major',
    );
  });

  it('"a Bb clarinet" is no A clarinet', () => {
    expect(ask('for a Bb clarinet, what do i write for concert F').text).toContain(
      'write G for the Bb clarinet',
    );
  });
});

describe('the interval between two guitar strings', () => {
  it.each([
    ['interval between the A string and the D string', 'A up to D is a perfect fourth (5 semitones)'],
    ['how far apart are the G and B strings', 'G up to B is a major third (4 semitones)'],
    ['whats the interval from the D string to the high E string', 'D up to high E is a major ninth'],
  ])('"%s"', (message, shows) => {
    const reply = ask(message);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toContain(shows);
  });
});
