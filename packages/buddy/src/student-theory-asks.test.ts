import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const last = (...messages: string[]) => playChat(messages).at(-1)!;

describe('theory asked the way students and self-taught players ask it', () => {
  it('works out an interval given its inversion', () => {
    const r = last('if E up to C is a minor 6th, what would C up to E be');
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(/C up to E is a major third/);
    expect(r.text).toMatch(/inversion/);
  });

  it('says a tritone turned upside down stays a tritone, renamed', () => {
    const r = last('what happens when you turn a tritone upside down, invert it');
    expect(r.text).toMatch(/still a tritone/);
    expect(r.text).toMatch(/diminished fifth/);
  });

  it('gives a double-dotted value as a length, and why a dot adds half', () => {
    expect(last('how long is a dotted half', 'and double dotted quarter then').text).toMatch(/1¾ beats/);
    const why = last('how come a dot is worth half the note and not double');
    expect(why.intent).toBe('theory-explanation');
    expect(why.text).toMatch(/adds half the note's value/);
  });

  it('gives step patterns for scales asked without an article', () => {
    const r = last('step pattern of minor scales?');
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(/W–H–W–W–H–W–W/);
    expect(last('whole half pattern for major keys?', 'harmonic minor?').text).toMatch(/W–H–W–W–H–W\+H–H/);
  });

  it('names the second inversion asked on after the first, and the bass note', () => {
    const r = last('first inversion of D major?', 'and second inversion, which note is in the bass');
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(/D\/A/);
  });

  it('explains the figures and the cadential six-four', () => {
    expect(last('what are the small numbers like 6 and 6 4 under chords in my theory book').text).toMatch(
      /6 for first inversion, 6\/4 for second inversion/,
    );
    const r = last('what is a cadential six-four in F');
    expect(r.intent).toBe('theory-explanation');
    expect(r.text).toMatch(/F\/C/);
    expect(r.text).toMatch(/dominant/);
  });

  it('tells a half-diminished from a fully diminished seventh', () => {
    const r = last('is Bm7b5 the same thing as Bdim7?');
    expect(r.midi).toBeUndefined();
    expect(r.text).toMatch(/B – D – F – A/);
    expect(r.text).toMatch(/B – D – F – Ab/);
  });

  it('spells melodic minor one way at a time, and says why the 6th is raised too', () => {
    const r = last('spell A melodic minor ascending', 'and descending?');
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(/A – G – F – E – D – C – B – A/);
    const why = last('in melodic minor why do we raise the sixth and not just the 7th');
    expect(why.text).toMatch(/augmented 2nd/);
  });

  it('names the scale a mode shares its notes with, from the scale asked before', () => {
    const r = last('notes of G mixolydian', 'which major scale has the same notes');
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(/^C major — G mixolydian is its 5th mode/);
    expect(last('B phrygian dominant notes', 'its the 5th mode of which harmonic minor?').text).toMatch(
      /^E harmonic minor/,
    );
    expect(last('A minor pentatonic pls', 'which major pentatonic shares those notes').text).toMatch(
      /^C major pentatonic/,
    );
  });

  it('checks whether a scale is all white keys', () => {
    expect(last('A aeolian is all the white notes from A, right?').text).toMatch(/^Yes — A aeolian/);
    expect(last('G lydian is only white keys right').text).toMatch(/^No — G lydian .*C#, F# are black keys/);
  });

  it('names the blue note of the scale in talk', () => {
    const r = last('notes in A minor pentatonic', 'so where is the blue note');
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(/flat 5th, Eb/);
  });

  it('works out what a progression under a capo sounds as, and why', () => {
    const r = last('playing Am F C G with capo 3, what key does it sound in');
    expect(r.intent).toBe('theory-fact');
    expect(r.text).toMatch(/Cm – Ab – Eb – Bb/);
    expect(r.text).toMatch(/C minor/);
    expect(
      last(
        'playing Am F C G with capo 3, what key does it sound in',
        'so which chords are really sounding then',
      ).text,
    ).toMatch(/Cm – Ab – Eb – Bb/);
    const why = last('capo on 4 with C shapes, what key', 'why does that work');
    expect(why.intent).toBe('theory-explanation');
    expect(why.text).toMatch(/semitone/);
  });

  it('names the 3rd a sus chord lacks beside an add chord', () => {
    const r = last('Gsus2 or Gadd9, what is the difference');
    expect(r.text).toMatch(/B \(the 3rd\)/);
    expect(r.text).toMatch(/Gsus2 has no 3rd/);
  });

  it('adds the parent scale to phrygian dominant explained', () => {
    expect(last('explain phrygian dominant on A').text).toMatch(/5th mode of D harmonic minor/);
  });

  it('plays chords of its own in a key of its own after an explanation that offered one', () => {
    const r = last('what does cadential six-four mean', 'ok play I64 V I in D for me on piano');
    expect(r.intent).toBe('compose');
    expect(r.text).toMatch(/D major/);
    expect(r.text).toMatch(/D\/A – A – D/);
  });
});
