import { type Piece, parseChord } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { explain } from './explain.ts';
import { readFact } from './fact-reader.ts';
import { playChat } from './testing/chat.ts';
import { answerTheory } from './theory-answer.ts';

// Theory asks musicians type in passing: blues forms, chord kinds, "what key is X the ii of", why a
// scale spells E#, enharmonic keys, truck driver modulations, Coltrane changes — and playing back
// the chords a fact answer named, with the user's own wishes.

const chat = (...messages: string[]) => playChat(messages, 5);

const symbols = (piece: Piece) => piece.meta.progression.map((s) => parseChord(s.symbol)?.symbol ?? s.symbol);

describe('the blues form is a fact, bar by bar', () => {
  it.each([
    ['12 bar blues in A, what chords', 'A major', ['A7', 'D7', 'E7']],
    ['whats the 12 bar blues progression in Bb', 'Bb major', ['Bb7', 'Eb7', 'F7']],
    ['how does a 12 bar blues go in G', 'G major', ['G7', 'C7', 'D7']],
    ['blues in E what are the chords', 'E major', ['E7', 'A7', 'B7']],
    ['minor blues chords in C', 'C minor', ['Cm7', 'Fm7', 'Ab7', 'G7']],
    ['chords for a minor blues in A', 'A minor', ['Am7', 'Dm7', 'F7', 'E7']],
    ['whats an 8 bar blues', 'C major', ['C7', 'G7', 'F7']],
  ])('"%s" lists the %s blues without MIDI', (text, key, chords) => {
    const [r] = chat(text);
    expect(r!.intent).toBe('theory-fact');
    expect(r!.midi).toBeUndefined();
    expect(r!.text).toContain(key);
    for (const c of chords) expect(r!.text).toContain(`| ${c} |`);
  });

  it.each([
    ['¿qué acordes tiene un blues de 12 compases en La?', 'la mayor'],
    ['quels accords pour un blues en 12 mesures en mi ?', 'mi majeur'],
    ['welche Akkorde hat ein 12-Takt-Blues in A?', 'A-Dur'],
    ['quali accordi ha un blues in 12 battute in la?', 'la maggiore'],
  ])('"%s" asks the form in its own language', (text, key) => {
    const [r] = chat(text);
    expect(r!.intent).toBe('theory-fact');
    expect(r!.text).toContain(key);
    expect(r!.text).toContain('| A7 |'.replace('A', key.startsWith('mi') ? 'E' : 'A'));
  });

  it('"what chords are in a 12 bar blues" reads "a" as the article, not the key of A', () => {
    expect(readFact('what chords are in a 12 bar blues')).toMatchObject({
      type: 'blues-form',
      key: { tonic: 'C', mode: 'major' },
      bars: 12,
    });
  });

  it('bar by bar: 12 bars in three lines, the 8-bar in two', () => {
    const twelve = answerTheory({ type: 'blues-form', key: { tonic: 'A', mode: 'major' }, bars: 12 })!;
    expect(twelve).toContain('| A7 | A7 | A7 | A7 |\n| D7 | D7 | A7 | A7 |\n| E7 | D7 | A7 | E7 |');
    const eight = answerTheory({ type: 'blues-form', key: { tonic: 'E', mode: 'major' }, bars: 8 })!;
    expect(eight).toContain('An 8-bar blues');
    expect(eight.split('\n').filter((l) => l.startsWith('|'))).toHaveLength(2);
  });

  it('"12 bar blues in A" on its own, or "a slow 12 bar blues in A at 70 bpm", still writes one', () => {
    for (const text of ['12 bar blues in A', 'a slow 12 bar blues in A at 70 bpm']) {
      const [r] = chat(text);
      expect(r!.intent, text).toBe('compose');
    }
  });
});

describe("a fact's chords play back with the user's wishes", () => {
  it.each([
    ['play one, shuffle feel, 100bpm', 100],
    ['ok play one at 80 bpm', 80],
    ['sure', undefined],
  ])('after the A blues, "%s" writes that blues', (ask, tempo) => {
    const [, r] = chat('12 bar blues in A, what chords', ask);
    expect(r!.intent).toBe('compose');
    const piece = r!.piece as Piece;
    expect(piece.meta.key).toMatchObject({ tonic: 'A', mode: 'major' });
    expect(symbols(piece)).toEqual(['A7', 'D7', 'A7', 'E7', 'D7', 'A7', 'E7']);
    if (tempo) expect(piece.meta.tempo).toBe(tempo);
  });

  it('the minor blues plays its own chords', () => {
    const [, r] = chat('minor blues chords in C', 'play it');
    expect(symbols(r!.piece as Piece)).toEqual(expect.arrayContaining(['Cm7', 'Fm7', 'Ab7', 'G7']));
  });

  it.each([
    [
      'roman numerals for Gm Eb Bb F in Bb',
      'make that a lofi loop w rhodes, 75bpm',
      ['Gm', 'Eb', 'Bb', 'F'],
      75,
    ],
    ['what key is Am F C G in', 'turn those into a chill lofi beat', ['Am', 'F', 'C', 'G'], undefined],
    ['transpose C Am F G up 2', 'play that w strings, 70 bpm', ['D', 'Bm', 'G', 'A'], 70],
    ['whats I vi IV V in E', 'make it a bossa on nylon guitar', ['E', 'C#m', 'A', 'B'], undefined],
  ])('"%s" then "%s" plays those chords', (question, ask, chords, tempo) => {
    const [fact, r] = chat(question, ask);
    expect(fact!.intent).toBe('theory-fact');
    expect(r!.intent).toBe('compose');
    const piece = r!.piece as Piece;
    expect(symbols(piece).slice(0, chords.length)).toEqual(chords);
    if (tempo) expect(piece.meta.tempo).toBe(tempo);
  });
});

describe('a kind of chord, built from its degrees', () => {
  it.each([
    ['whats a power chord made of', 'root and 5th', 'E5 = E – B'],
    [
      'what notes make up a dominant 7th chord',
      'root, major 3rd, 5th and flat (minor) 7th',
      'C7 = C – E – G – Bb',
    ],
    ['whats a half diminished chord made of', '1 – b3 – b5 – b7', 'Cm7b5 = C – Eb – Gb – Bb'],
    ['what notes are in an augmented chord', '1 – 3 – #5', 'Caug = C – E – G#'],
  ])('"%s"', (text, degrees, example) => {
    const [r] = chat(text);
    expect(r!.intent).toBe('theory-fact');
    expect(r!.text).toContain(degrees);
    expect(r!.text).toContain(example);
  });

  it('after a song request, "whats a power chord made of then" is the fact, not a song', () => {
    const [, r] = chat('play the intro riff to smoke on the water', 'whats a power chord made of then');
    expect(r!.intent).toBe('theory-fact');
    expect(r!.text).toMatch(/root/);
    expect(r!.text).toMatch(/5th/);
  });

  it('"notes in a minor 7th chord" may still mean A minor 7th', () => {
    expect(readFact('what notes are in a minor 7th chord')).toEqual({ type: 'chord-notes', chord: 'Am7' });
  });

  it('a named power chord says what it is, and "sure" plays a riff of them', () => {
    const [fact, riff] = chat('G5 on guitar, which notes', 'sure');
    expect(fact!.text).toContain('G5 (power chord: root and 5th): G – D');
    expect(symbols(riff!.piece as Piece)).toEqual(['G5', 'Eb5', 'F5', 'G5']);
  });
});

describe('what key a chord is the ii, V or IV of', () => {
  it.each([
    ['what key is Dm7 the ii of', 'Dm7 is the ii7 of C major', 'Dm7 → G7 → Cmaj7'],
    ['G7 is the V of what key', 'G7 is the V7 of C major or C minor', 'G7 → Cmaj7'],
    ['which key has Am as its vi', 'Am is the vi of C major', 'Am → C'],
    ['what is E the five chord of', 'E is the V of A major or A minor', 'E → A'],
    ['what key is F the IV of', 'F is the IV of C major', 'F → G → C'],
    ['what key would Bb7 be the V in', 'Bb7 is the V7 of Eb major or Eb minor', 'Bb7 → Ebmaj7'],
  ])('"%s"', (text, said, cadence) => {
    const [r] = chat(text);
    expect(r!.intent).toBe('theory-fact');
    expect(r!.text).toContain(said);
    expect(r!.text).toContain(cadence);
  });

  it('"what key would that be the ii of" after F#m7b5: E minor', () => {
    const [, r] = chat('quick one, whats in a F#m7b5', 'what key would that be the ii of');
    expect(r!.intent).toBe('theory-fact');
    expect(r!.text).toContain('F#m7b5 is the iiø7 of E minor');
    expect(r!.text).toContain('B7');
  });

  it('"and what key is it the V of" after G7', () => {
    const [, r] = chat('notes in G7', 'what key is it the V of');
    expect(r!.text).toContain('G7 is the V7 of C major');
  });

  it('a chord no key has on that degree says what the degree holds instead', () => {
    const [r] = chat('what key is Cmaj7 the ii of');
    expect(r!.text).toContain("Cmaj7 isn't the ii chord of any major or minor key");
    expect(r!.text).toContain('Dm7');
    expect(r!.text).toContain('Bm7b5');
  });
});

describe('why a scale spells a note E# or Cb', () => {
  it.each([
    ['then why does F# major have an E# instead of just F', 'F# major', 'E#', 'F'],
    ['why is it Cb not B in Gb major', 'Gb major', 'Cb', 'B'],
    ['why does Gb major have a Cb', 'Gb major', 'Cb', 'B'],
    ['why is there an E# in the C# major scale', 'C# major', 'E#', 'F'],
    ['why do we write Bb not A# in F major', 'F major', 'Bb', 'A#'],
  ])('"%s"', (text, key, asked, other) => {
    const [r] = chat(text);
    expect(r!.intent).toBe('theory-explanation');
    expect(r!.text).toContain('each letter A–G exactly once');
    expect(r!.text).toContain(`${key}:`);
    expect(r!.text).toContain(`it's written ${asked} — the same pitch as ${other}`);
  });

  it('"why does the Fm sound sad here" is no spelling question', () => {
    expect(explain('why does the Fm sound so sad')?.topic).not.toBe('note spelling');
  });
});

describe('which of two enharmonic keys people write in', () => {
  it('after C# major and its twin, "so which one do ppl actually write in": Db, fewer accidentals', () => {
    const replies = chat(
      'key sig for Db major?',
      'what about C# major lol',
      'thats enharmonic to what',
      'so which one do ppl actually write in',
    );
    const r = replies.at(-1)!;
    expect(r.intent).toBe('theory-explanation');
    expect(r.text).toContain('people almost always write Db major');
    expect(r.text).toContain('7 sharps');
    expect(r.text).toContain('5 flats');
  });

  it.each([
    ['is B major or Cb major more common', 'people almost always write B major'],
    ['should i write in F# major or Gb major', 'a tie'],
  ])('"%s"', (text, said) => {
    expect(explain(text)?.text).toContain(said);
  });

  it('"sharps or flats" is a music question, not off-topic', () => {
    const [r] = chat('which one is easier to read, sharps or flats');
    expect(r!.intent).not.toBe('unknown');
  });

  it('keys without an enharmonic twin, and questions about the piece, are left alone', () => {
    expect(
      explain('which one do people write in', { earlier: ['melancholic guitar piece in B minor'] }),
    ).toBeNull();
    expect(explain('what instruments did u use', { earlier: ['a piece in C# major'] })).toBeNull();
  });
});

describe('truck driver modulations and Coltrane changes', () => {
  it.each([
    'whats a truck driver modulation',
    'and whats a truck driver modulation lol',
    'why do pop songs go up a half step for the last chorus',
    'what is a gear change key change',
  ])('"%s": up a half or whole step for the last chorus', (text) => {
    const ex = explain(text);
    expect(ex?.topic).toBe('truck driver modulation');
    expect(ex!.text).toContain('up a half step or a whole step');
    expect(ex!.text).toContain('C major straight to Db major (or D major)');
    expect(ex!.example).toContain('Ab7');
  });

  it.each([
    'explain coltrane changes in general then',
    'what are coltrane changes',
    'how does the coltrane substitution work',
  ])('"%s": keys a major third apart, each reached by its V7', (text) => {
    const ex = explain(text, {});
    expect(ex?.topic).toBe('coltrane changes');
    expect(ex!.text).toContain('a major third apart — C – Ab – E');
    expect(ex!.text).toContain('Cmaj7 – Eb7 – Abmaj7 – B7 – Emaj7 – G7 – Cmaj7');
  });

  it('Coltrane changes in B: B – G – Eb, as in Giant Steps', () => {
    expect(explain('coltrane changes in B')!.text).toContain('B – G – Eb');
  });
});

describe('a minor numeral on the degree a key makes diminished', () => {
  it.each([
    ['whats ii7 in D minor', /Em7b5 \(E–G–Bb–D\) — iiø7/],
    ['vii in G major?', /F#dim \(F#–A–C\) — vii°/],
  ])('%s', (message, says) => {
    const reply = playChat([message])[0]!;
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toMatch(says);
  });
});

describe('a degree asked by its name, without a question word', () => {
  it.each([
    ['dominant 7th in E', /In E major, V7 is: B7 \(B–D#–F#–A\)/],
    [
      'the dominant chord in f melodic minor',
      /In F minor, the dominant is C; its chord is C \(V\): C – E – G/,
    ],
    ['submediant chord in A major pls', /In A major, the submediant is F#/],
  ])('%s', (message, says) => {
    const reply = playChat([message])[0]!;
    expect(reply.intent).toBe('theory-fact');
    expect(reply.midi).toBeUndefined();
    expect(reply.text).toMatch(says);
  });
});

describe('"a" before a mode name is the article', () => {
  it.each(['whats a mixolydian mode', 'what is a dorian scale', 'explain a lydian mode to me'])(
    '"%s" explains the mode, not A %s',
    (ask) => {
      const [reply] = playChat([ask]);
      expect(reply!.intent).toBe('theory-explanation');
      expect(reply!.text).toMatch(/compared with/);
    },
  );

  it('a capital A names the tonic', () => {
    expect(playChat(['whats A mixolydian'])[0]!.text).toMatch(/^A mixolydian: A – B – C#/);
  });
});
