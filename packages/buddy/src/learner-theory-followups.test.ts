import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const last = (...messages: string[]) => playChat(messages).at(-1)!;

describe('a name, a destination or the chords asked of a topic is a fact', () => {
  it.each([
    [['list the cadence types', 'which cadence is the plagal one'], /Plagal cadence: IV → I/],
    [['what are the main kinds of cadence', 'a half cadence ends on what'], /Half cadence/],
    [['the deceptive cadence moves V to what'], /V → vi/],
    [['ii V I in Eb, what chords'], /Fm7 .*Bb7 .*Ebmaj7/],
  ])('%j', (messages, said) => {
    const r = last(...messages);
    expect(r.intent).toBe('theory-fact');
    expect(r.midi).toBeUndefined();
    expect(r.text).toMatch(said);
  });

  it('names the minor i as a plain triad beside its m7', () => {
    expect(last('whats a ii V i in D minor, which chords').text).toMatch(/→ Dm \/ Dm7 \(D–F–A–C\)/);
  });
});

describe("a topic's chords ordered in a key or a style make a piece over them", () => {
  it('plays a plagal cadence in F as a piece in F that moves IV to I', () => {
    const r = last('play me a plagal cadence in F, slow piano');
    expect(r.intent).toBe('compose');
    expect(r.text).toMatch(/in F major/);
    expect(r.text).toMatch(/Bb – F/);
  });

  it('keeps a style named before the key', () => {
    const r = last('play a lofi deceptive cadence in A');
    expect(r.intent).toBe('compose');
    expect(r.text).toMatch(/lo-fi piece in A major/);
    expect(r.text).toMatch(/E7 – F#m/);
  });

  it('plays the backdoor chords, not a plain ii–V', () => {
    expect(last('play a backdoor ii V in G as a lofi thing').text).toMatch(/Cm7 – F7/);
  });

  it('still explains with its example when an example is asked, and still plays "both" as asked', () => {
    expect(last('play me an example of a plagal cadence').intent).toBe('theory-explanation');
    const both = last(
      'spell an A major chord',
      'and A minor',
      'how do they differ?',
      'play both of them for me',
    );
    expect(both.text).toContain('A – Am – A – Am');
  });

  it('hears a scale asked on an instrument as a piece, not a cadence', () => {
    const r = last('play d melodic minor up and down on cello');
    expect(r.midi).toBeDefined();
    expect(r.text).not.toMatch(/Cadences/);
  });
});

describe("a mode's own chords", () => {
  it.each([
    ['what chords do i get out of D mixolydian', /I D .*v Am .*VII C/],
    ['which chords can you build from G dorian', /i Gm .*IV C .*VII F/],
  ])('%s', (ask, chords) => {
    const r = last(ask);
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(chords);
  });
});

describe('slash chords over a bass outside the chord', () => {
  it('reads a b7 bass as the dominant 7th in third inversion, and where it falls', () => {
    const r = last('what does G/F mean on a chart', 'and A/G? G isnt in an A chord');
    expect(r.intent).toBe('theory-explanation');
    expect(r.midi).toBeUndefined();
    expect(r.text).toMatch(/b7 of A/);
    expect(r.text).toMatch(/A7\/G, third inversion/);
    expect(r.text).toMatch(/A\/G → D\/F#/);
  });

  it('reads a major 7th bass as a maj7 chord, and names any other foreign bass by its degree', () => {
    expect(last('whats F/E').text).toMatch(/Fmaj7\/E, third inversion/);
    expect(last('what does D/E mean').text).toMatch(/E is not in D at all: it is the 9th of D/);
  });
});

describe('where a chord lives', () => {
  it('places a half-diminished chord asked on as the ii of a minor key first', () => {
    const r = last('spell C#m7b5', 'where does it normally turn up');
    expect(r.text).toMatch(/iiø7 of B minor and the viiø7 of D major/);
    expect(r.text).toMatch(/C#m7b5 → F#7 → Bm/);
  });

  it('lists the keys that hold a chord, as a fact', () => {
    const r = last('which keys have an Em7b5 in them');
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(/D minor .*F major|F major .*D minor/);
  });
});

describe('the same key spelled the other way', () => {
  it.each([
    [['how many flats in Gb major', 'and written with sharps instead?'], /F# major: 6 sharps/],
    [
      ['whats the key signature of C# minor', 'same key in flats?'],
      /Db minor: 8 flats|no practical flat spelling/,
    ],
    [['B major in flats?'], /Cb major: 7 flats .* instead of 5 sharps/],
  ])('%j', (messages, said) => {
    const r = last(...messages);
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(said);
  });
});

describe('follow-ups that lean on the chords just asked', () => {
  it('compares two chords note by note when asked why one note differs', () => {
    const r = last('notes in Gmaj7', 'and G7', 'why is it F# in one and F in the other');
    expect(r.text).toMatch(/F# in Gmaj7 is a major seventh/);
    expect(r.text).toMatch(/F in G7 is a minor seventh/);
  });

  it('explains a secondary dominant pulling into its target through its leading tone', () => {
    const r = last('whats V/ii in C', 'how come that chord pulls so hard into Dm');
    expect(r.intent).toBe('theory-explanation');
    expect(r.text).toMatch(/C# rises a half step to D \(the leading tone of D\)/);
  });

  it('spells a bare letter after chord spellings as that chord', () => {
    const r = last('notes in Bbm', 'E7', 'Ab');
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(/Ab \(major\): Ab – C – Eb/);
  });

  it('hears "what do people hear" after a capo as the sounding chords, not a song', () => {
    const r = last('playing Am F C G shapes with a capo on 5', 'so which chords does the crowd hear');
    expect(r.intent).not.toBe('song');
    expect(r.text).toMatch(/Dm – Bb – F – C/);
  });

  it('spells melodic minor on a new tonic asked on after both directions', () => {
    const r = last('spell D melodic minor ascending', 'and descending', 'and ascending again in F');
    expect(r.midi).toBeUndefined();
    expect(r.text).toMatch(/F melodic minor going up: F – G – Ab – Bb – C – D – E – F/);
  });
});
