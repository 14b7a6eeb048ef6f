import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// Theory asked concretely — a chord, a key's chords, a list — is answered as a fact, with the notes
// spelled; asked as an idea ("why", "what does it mean") it is explained.

const last = (messages: readonly string[]) => playChat([...messages]).at(-1)!;

describe('a topic asked concretely is a fact', () => {
  it.each([
    [['whats a secondary dominant', 'ok so in D whats the V of V'], /E7 \(E–G#–B–D\)/],
    [['in Bb, whats V7/ii'], /G7 \(G–B–D–F\)/],
    [['whats V7/V in F#'], /In F# major, V7\/V is: G#7 \(G#–B#–D#–F#\)/],
    [['so in E minor whats the V of iv'], /E7 \(E–G#–B–D\)/],
    [['in A major whats the V/vi pls'], /C# \(C#–E#–G#\)/],
    [['secondary dominants pls', 'and V/vi?'], /E7 \(E–G#–B–D\)/],
    [['whats a backdoor ii V', 'and in Eb?'], /Abm7 \(Ab–Cb–Eb–Gb\) → Db7/],
    [['explain the neapolitan chord', 'whats it in e minor'], /F \(F–A–C\)/],
    [['whats a picardy third', 'what would that be in g minor'], /G \(G–B–D\)/],
    [['whats a deceptive cadence again'], /G7 → Am \(A–C–E\)/],
    [['list the secondary dominants in D major'], /B7 .*C#7 .*D7 .*E7 .*F#7/],
    [['in G major what chords make a plagal cadence'], /C \(C–E–G\) → G/],
    [['in Eb what chords make an authentic cadence'], /Bb7 \(Bb–D–F–Ab\) → Eb/],
  ])('%j', (messages, says) => {
    const reply = last(messages);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toMatch(says);
  });

  it.each([
    'what are the cadences in D major, spell them out',
    'what are the cadences in Bb major, just spell out the chords for each',
    'cadences in G major pls spell the chords',
  ])('"%s" spells every cadence, not the scale', (ask) => {
    const reply = last([ask]);
    expect(reply.text).toMatch(/Authentic.*Plagal.*Half.*Deceptive/s);
  });

  it.each([
    'what does G/B mean on a lead sheet',
    'whats the point of a D/F#',
    'F/C is that a bass note thing?',
  ])('"%s" explains the slash chord', (ask) => {
    const reply = last([ask]);
    expect(reply.intent).toBe('theory-explanation');
    expect(reply.text).toMatch(/bass\) note: the letter before the slash is the chord/);
  });
});

describe('ii–V–I asked in a key', () => {
  it.each([
    [['ii V I in Ab?'], /Bbm7 \(Bb–Db–F–Ab\) – Eb7 \(Eb–G–Bb–Db\) – Abmaj7/],
    [['ii V I in C?', 'what about the minor one'], /C minor.*Dm7b5 \(D–F–Ab–C\) – G7 \(G–B–D–F\) – Cm/],
    [['ii V I in F?', 'and the minor one?'], /F minor.*Gm7b5 .* – C7 .* – Fm/],
    [['ii V I in F', 'and in Eb?', 'what about the minor one, in Eb minor'], /Fm7b5 \(F–Ab–Cb–Eb\) [–→] Bb7/],
  ])('%j', (messages, says) => {
    const reply = last(messages);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toMatch(says);
  });
});

describe('the circle of fifths walked', () => {
  it.each([
    [['clockwise from G whats the next 3 keys'], /from G: D major .* → A major .* → E major/],
    [
      ['what keys are next to D on the circle of fifths'],
      /between G major \(1 sharp\).* and A major \(3 sharps\)/,
    ],
    [['neighbours of E minor on the circle?'], /G major .*between C major .* and D major/],
    [
      ['clockwise from Eb what are the next 3 keys'],
      /one flat fewer\) from Eb: Bb major .* → F major .* → C major/,
    ],
    [
      ['counter clockwise from C, first 6 keys'],
      /F major .* → Bb major .* → Eb major .* → Ab major .* → Db major .* → Gb major/,
    ],
    [
      ['going anticlockwise round the circle of fifths from F what are the next 2'],
      /from F: Bb major .* → Eb major/,
    ],
    [
      ['clockwise from C, next 4 keys?', 'and the other way?'],
      /Counterclockwise .* F major .* Ab major \(4 flats/,
    ],
    [
      ['counterclockwise from C what are the first 3 keys', 'how many flats does each of those have'],
      /1 flat: Bb.*2 flats: Bb Eb.*3 flats: Bb Eb Ab/,
    ],
  ])('%j', (messages, says) => {
    const reply = last(messages);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toMatch(says);
  });
});

describe('key signatures and the keys a note is written in', () => {
  it.each([
    [['which keys have a Cb in them'], /Gb major \(6 flats\).*Cb major \(7 flats\)/],
    [['what key has B# in it'], /C# major \(7 sharps\).*C# minor/],
    [['what key would actually have an E# in it'], /F# major \(6 sharps\).*C# major/],
    [['what key has 3 sharps', 'which ones are they'], /A major has 3 sharps: F#, C#, G#/],
    [['which major key has 5 flats', 'and which flats'], /Db major has 5 flats: Bb, Eb, Ab, Db, Gb/],
    [
      ['whats the relative minor of Eb major?', 'and how many flats in the key sig, which ones'],
      /3 flats: Bb, Eb, Ab/,
    ],
  ])('%j', (messages, says) => {
    const reply = last(messages);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toMatch(says);
  });
});

describe('chords built on a root, inversions and shorthand', () => {
  it.each([
    [['whats a diminished chord on G#'], /G#dim .*G# – B – D/],
    [['spell an augmented triad built on Db'], /Dbaug .*Db – F – A/],
    [['notes of a dom7 chord on E'], /E7 .*E – G# – B – D/],
    [['augmented chord on C?', 'and a dim7 on B'], /Bdim7 .*B – D – F – Ab/],
    [['C/G?'], /second inversion/],
    [['what inversion is F/A'], /first inversion/],
    [['so what inversion is C/E', 'and G7/F'], /^G7\/F .*third inversion/],
    [['what does F-7 mean'], /F-7 is Fm7: the dash means minor/],
    [['whats Bb-7 mean'], /Bbm7 .*Bb – Db – F – Ab/],
    [['what does EbΔ7 mean'], /the triangle means major 7th/],
    [['chords in Eb major', 'which are minor'], /ii Fm \(F–Ab–C\) · iii Gm \(G–Bb–D\) · vi Cm \(C–Eb–G\)/],
  ])('%j', (messages, says) => {
    const reply = last(messages);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toMatch(says);
  });
});

describe('guitar tunings by name', () => {
  it.each([
    ['open D tuning?', /D A D F# A D/],
    ['whats DADGAD tuning', /D A D G A D/],
    ['drop c tuning strings low to high', /C G C F A D/],
    ['drop D tuning, what are the strings low to high', /D A D G B E — from standard E A D G B E: low E → D/],
  ])('%s', (ask, says) => {
    const reply = last([ask]);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toMatch(says);
  });
});

describe('the modes ranked', () => {
  it.each([
    ['rank the modes from darkest to brightest', /darkest to brightest: locrian, phrygian, aeolian, dorian/],
    ['list the modes brightest to darkest', /brightest to darkest: lydian, ionian, mixolydian/],
    ['order the modes by brightness', /brightest to darkest: lydian/],
  ])('%s', (ask, says) => {
    const reply = last([ask]);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toMatch(says);
  });
});

describe('theory asked about what was just answered', () => {
  it.each([
    [['notes of A7alt', 'which scale works over it'], /A altered \(A – Bb – C – Db – Eb – F – G\)/],
    [['whats in a Dm7', 'what scale works over that'], /D dorian/],
    [['secondary dominants in F major', 'why is F7 in there'], /V7\/IV in F major.*Eb isn't in F major/],
    [
      ['list the secondary dominants in G major', 'wait why is G7 in there if G is literally the I chord'],
      /V7\/IV .*resolves to C/,
    ],
    [['tritone sub for D7?', 'why does that work'], /In G major: D7 .* becomes Ab7/],
  ])('%j', (messages, says) => {
    expect(last(messages).text).toMatch(says);
  });

  it.each([
    ['voice lead D7 to G', /Soprano: C – B/],
    ['how do i voice lead C7 -> F smoothly', /Bb – A/],
    ['how do i voice lead G7 -> C w/out it sounding clunky', /F – E/],
  ])('"%s" keeps the 7th and resolves it down', (ask, says) => {
    expect(last([ask]).text).toMatch(says);
  });

  it.each([
    ['tritone sub for the V chord in E minor', /F7/],
    ['whats the tritone sub of the five in G', /Ab7/],
    ['what would be a tritone sub for the V chord in D minor', /Eb7/],
  ])('%s', (ask, says) => {
    expect(last([ask]).text).toMatch(says);
  });
});

describe('a chord named by its degree, explained in the key', () => {
  it.each([
    [
      [
        'funky pop in A major, piano bass drums',
        'whats the 4 chord again and why does it sound so churchy going back to the 1',
      ],
      /D \(D–F#–A\) is IV in A major.*plagal/,
    ],
    [
      ['a ballad in G, piano', 'whats the 6 chord n why does it sound sad'],
      /Em \(E–G–B\) is vi in G major.*minor chord/,
    ],
    [
      ['whats the 4 chord in Ab and why does it sound so churchy going back to the 1'],
      /Db \(Db–F–Ab\) is IV in Ab major.*amen/,
    ],
  ])('%j', (messages, says) => {
    const reply = last(messages);
    expect(reply.intent).toBe('theory-explanation');
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toMatch(says);
  });
});

describe('facts asked beside a piece, in its key or spelled', () => {
  it.each([
    [
      ['lofi in D minor, rhodes', 'whats the relative major of this key'],
      /relative major of D minor is F major/,
    ],
    [['lofi in D minor, rhodes', 'whats the iv chord in G minor, spell it pls'], /Cm \(C–Eb–G\)/],
    [
      [
        'a sad lofi loop in F minor, keys bass drums',
        'what chords are those',
        'and whats the iv chord in F minor btw, spell it',
      ],
      /Bbm \(Bb–Db–F\)/,
    ],
  ])('%j', (messages, says) => {
    const reply = last(messages);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toMatch(says);
  });
});

describe('why-questions about harmony, answered with the notes', () => {
  it.each([
    [
      ['ii V I in A minor?', 'why is the ii half-diminished there'],
      /Bm7b5 \(iiø7\).*A plain Bm7 would need F#/,
    ],
    [
      ['minor ii V i in D minor, chord names pls', 'why is the ii half diminished in minor and not just m7'],
      /In D minor .*Em7b5/,
    ],
    [['how come a 4th and a 5th add up to an octave'], /inverts to/],
    [
      [
        'what interval is C up to Ab',
        'and Ab up to C',
        'how come those two add up to an octave? is that a thing',
      ],
      /major third inverts to a minor sixth/,
    ],
    [['why are there only three diminished 7th chords'], /only 3 different dim7 chords/],
    [['why is a dim7 symmetric'], /splits the octave evenly/],
    [['is it true there are only 4 augmented chords'], /only 4 different augmented triads/],
    [
      ['C13 chord notes', 'why do people leave out the 11 on that'],
      /On C13 .*natural 11th, F, sits a half step above the major 3rd, E/,
    ],
    [['E13b9?', 'wtf why do ppl skip the 11 on a 13 chord'], /natural 11th, A, .* 3rd, G#/],
    [
      ['chords in A minor', 'why is the v minor, everyone plays E7'],
      /raise that 7th to G# — the harmonic minor/,
    ],
    [
      ['diatonic chords in E minor?', "why's the v chord minor tho, in like every song i hear B7 there"],
      /D# .*leading tone/,
    ],
    [
      [
        'whats in a Bbmaj7',
        'and Bb7?',
        'so the only difference is A vs Ab? why does one sound dreamy and the other bluesy',
      ],
      /Bbmaj7 sounds dreamy.*Bb7 sounds bluesy/,
    ],
    [['diff between Cmaj7 and C7'], /The difference is the 7th: B in Cmaj7/],
    [
      [
        "what's the hungarian minor scale starting on A",
        'how is that diff from double harmonic? they sound kinda the same to me',
      ],
      /2nd B vs Bb, 3rd C vs C#, 4th D# vs D/,
    ],
    [['phrygian dominant vs harmonic minor on E'], /2nd F vs F#, 3rd G# vs G, 7th D vs D#/],
    [
      ['whats the difference between the blues scale and minor pentatonic in A'],
      /A blues has Eb \(b5, the blue note\), which minor pentatonic lacks/,
    ],
    [
      ['notes of the A blues scale', 'and the major blues one', 'when do i use which over a 12 bar in A'],
      /major blues .* I chord, A7 .* IV chord, D7/,
    ],
    [
      ['bossa nova, nylon guitar, D dorian', 'why does dorian sound less sad than normal minor'],
      /D dorian: .* B \(6\) in dorian/,
    ],
  ])('%j', (messages, says) => {
    const reply = last(messages);
    expect(reply.intent).toBe('theory-explanation');
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toMatch(says);
  });
});

describe('the augmented sixths followed up', () => {
  const sixths = "what's an italian 6th in A minor vs german vs french";
  it.each([
    [
      'why is it D# and not Eb when it sounds exactly like F7',
      /F up to D# is an augmented sixth.*Spelled Eb, the same sound is F7/,
    ],
    ['how come its spelled D# not Eb', /D# up to E/],
    ['where do they resolve to', /both move by a semitone out to E/],
  ])('"%s"', (ask, says) => {
    const reply = last([sixths, ask]);
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toMatch(says);
  });

  it('"play the german one" plays it into the V in that key', () => {
    const reply = last([sixths, 'play the german one going to V in a little classical piano example']);
    expect(reply.midi).toBeDefined();
    expect(reply.text).toMatch(/A minor[\s\S]*F7 – E/);
  });
});

describe('numerals from outside the key say where their notes come from', () => {
  it.each([
    [
      ['ok fine. in G what are the chords for I - III - IV - iv and where do the weird notes come from'],
      /Cm is borrowed from G minor.*B is the V of vi \(Em\)/,
    ],
    [['what are the chords for I bVI bVII I in D'], /Bb and C are borrowed from D minor/],
    [['in C what are I bVII IV I'], /Bb is borrowed from C minor/],
  ])('%j', (messages, says) => {
    expect(last(messages).text).toMatch(says);
  });

  it.each([
    'why does the V7 want to resolve in D minor',
    'tension and release in d minor, why does A7 pull',
    'why does the dominant pull so hard in D minor',
  ])('"%s" resolves to the minor tonic', (ask) => {
    expect(last([ask]).text).toMatch(/Dm/);
    expect(last([ask]).text).not.toMatch(/above F#/);
  });
});
