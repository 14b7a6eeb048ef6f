import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const chat = (messages: readonly string[]) => playChat(messages);

describe('fact follow-ups that reuse the last subject', () => {
  it.each([
    [['what chord is F A C E', 'and D F A C'], /Dm7/],
    [['what chord is F A C E', 'B D F A?'], /Bm7b5/],
    [['what chord is C E G', 'what about D F# A C'], /D7/],
    [['whats in an Ebmaj7', 'and Ebm7?', 'whats the 5th of that'], /5th of Ebm7 is Bb/],
    [['notes in a G7', 'and the 3rd of it'], /3rd of G7 is B/],
    [['whats in a Cmaj7', 'whats the 7th of that chord'], /7th of Cmaj7 is B/],
    [['notes of the c minor pentatonic', 'add the blue note'], /C blues: C – Eb – F – Gb – G – Bb/],
    [['a minor pentatonic notes', 'and add the flat 5th'], /A blues/],
    [['notes of the G major pentatonic', 'what about with the blue note'], /G major blues/],
    [['notes of the C major pentatonic', 'and the minor one?'], /C minor pentatonic: C – Eb – F – G – Bb/],
    [['a minor pentatonic notes', 'and major?'], /A major pentatonic: A – B – C# – E – F#/],
    [['notes of E minor scale', 'and major?'], /E major: E – F# – G# – A – B – C# – D#/],
  ])('%j', (messages, says) => {
    const replies = chat(messages);
    const last = replies.at(-1)!;
    expect(last.intent).toBe('theory-fact');
    expect(last.midi).toBeUndefined();
    expect(last.text).toMatch(says);
  });
});

describe('a new piece asked in the key a fact answer left the user in', () => {
  it.each([
    [['notes of A major scale', 'write a folk tune in that, acoustic guitar and fiddle, 6/8'], 'A', 'major'],
    [['list the chords in A major', 'make a 4 chord pop loop outta those, 120'], 'A', 'major'],
    [['chords in C major', 'play a progression with those'], 'C', 'major'],
    [['whats the relative minor of D', 'write a sad piano piece in that key'], 'B', 'minor'],
    [['parallel minor of Eb major', 'a lofi beat in that key pls'], 'Eb', 'minor'],
    [['how many sharps in E major', 'ok write me a rock riff in that key'], 'E', 'major'],
    [['list the chords in A major', 'give me a sad song with those but in minor'], 'A', 'minor'],
    [['notes in D dorian', 'write a groove in that key'], 'D', 'dorian'],
    [
      [
        'if i play the G major scale but start on D what mode is that',
        'what makes it sound bluesy',
        'write a short jazz waltz in that mode',
      ],
      'D',
      'mixolydian',
    ],
    [['relative minor of F?', 'thanks!', 'ok now a slow ballad in that key'], 'D', 'minor'],
  ])('%j', (messages, tonic, mode) => {
    const last = chat(messages).at(-1)!;
    expect(last.intent).toBe('compose');
    expect(last.piece?.meta.key).toEqual({ tonic, mode });
  });

  it('a piece written after the fact takes "that key" over', () => {
    const last = chat(['relative minor of F?', 'write a rock song in E', 'another one in that key']).at(-1)!;
    expect(last.piece?.meta.key).not.toEqual({ tonic: 'D', mode: 'minor' });
  });

  it('a key named in the message wins over the fact before', () => {
    const last = chat(['chords in C major', 'play a progression with those in G']).at(-1)!;
    expect(last.piece?.meta.key).toEqual({ tonic: 'G', mode: 'major' });
  });

  it('"chords in that key" after a relative key lists the key the answer named', () => {
    const last = chat(['whats the relative minor of A', 'chords in that key']).at(-1)!;
    expect(last.text).toMatch(/diatonic triads in F# minor/);
  });
});

describe('short follow-ups that ask the same kind of fact again', () => {
  it.each([
    [['how many sharps in E major', 'which ones tho'], /E major has 4 sharps: F#, C#, G#, D#/],
    [['key signature of D major', 'which sharps are they'], /F#, C#/],
    [['how many flats in Bb major', 'name them'], /Bb, Eb/],
    [['how many flats in F major', 'whats the flat'], /1 flat: Bb/],
    [['how many sharps in E major', 'which ones tho', 'and the relative minor of that?'], /C# minor/],
    [['notes in Bb major scale', 'relative minor?'], /relative minor of Bb major is G minor/],
    [['whats the 2 chord in C', 'and the 6?'], /vi is: Am/],
    [['whats the vi in G', 'and the iii?'], /iii is: Bm/],
    [['whats the 5 chord in Eb', 'and the four'], /IV is: Ab/],
    [['whats the dominant of C', 'and the subdominant?'], /subdominant is F/],
    [['whats a minor 3rd above E', 'and a major 3rd above that'], /major third above G is B/],
    [['whats a perfect 5th above D', 'and a 4th?'], /perfect fourth above D is G/],
    [['whats a minor 7th above G', 'and above C?'], /minor seventh above C is Bb/],
    [['whats a perfect 4th below C', 'and a 5th below?'], /perfect fifth below C is F/],
    [['whats a major 6th above Eb', 'and a minor 6th?'], /minor sixth above Eb is Cb/],
    [['chords in F major', 'and the 7th chords?'], /seventh chords in F major/],
    [['list the chords in A major', 'now with 7ths'], /Amaj7 .* G#m7b5/],
    [['what chords are in the key of E', 'now as 7th chords'], /seventh chords in E major/],
  ])('%j', (messages, says) => {
    const last = chat(messages).at(-1)!;
    expect(last.intent).toBe('theory-fact');
    expect(last.text).toMatch(says);
  });
});

describe('a degree asked with no key, after a fact about a key', () => {
  it.each([
    [['chords in the key of Bb', 'whats the iv chord'], /In Bb major, iv is: Ebm/],
    [['chords in D major', 'whats the 5 chord'], /In D major, V is: A/],
    [['notes in E major scale', 'whats the dominant'], /In E major, the dominant is B/],
    [['chords in A minor', 'whats the v'], /In A minor, v is: Em/],
    [['relative minor of C', 'which is the 4 chord'], /In A minor, iv is: Dm/],
    [['relative major of G minor', 'list its chords'], /diatonic triads in Bb major/],
  ])('%j', (messages, says) => {
    const last = chat(messages).at(-1)!;
    expect(last.intent).toBe('theory-fact');
    expect(last.text).toMatch(says);
  });

  it('"notes in that chord" stays the chord just named', () => {
    expect(chat(['whats the 4 chord in Eb', 'what notes are in that chord']).at(-1)!.text).toMatch(
      /Ab – C – Eb/,
    );
  });
});

describe("which of a key's chords have a quality", () => {
  it.each([
    [
      ['list the chords in A major', 'which ones r minor'],
      /minor triads in A major: ii Bm \(B–D–F#\) · iii C#m \(C#–E–G#\) · vi F#m \(F#–A–C#\)\./,
    ],
    [['chords in G major', 'which are minor'], /ii Am \(A–C–E\) · iii Bm \(B–D–F#\) · vi Em \(E–G–B\)/],
    [
      ['whats the chords in D major', 'which one is diminished'],
      /diminished triads in D major: vii° C#dim \(C#–E–G\)\./,
    ],
    [
      ['chords in Eb major', 'which ones are major'],
      /I Eb \(Eb–G–Bb\) · IV Ab \(Ab–C–Eb\) · V Bb \(Bb–D–F\)/,
    ],
    [['chords in B minor', 'which r major'], /III D \(D–F#–A\) · VI G \(G–B–D\) · VII A \(A–C#–E\)/],
    [['chords in C major', 'which are augmented'], /C major has no augmented triad/],
    [
      ['list the chords in A major', 'which ones r minor', 'now with 7ths'],
      /seventh chords in A major: Imaj7 Amaj7/,
    ],
  ])('%j', (messages, says) => {
    const last = chat(messages).at(-1)!;
    expect(last.intent).toBe('theory-fact');
    expect(last.text).toMatch(says);
  });
});

describe('a parallel or relative key asked in the mode the last answer already has', () => {
  it.each([
    [['relative major of E minor', 'and the parallel major?'], /parallel major of E minor is E major/],
    [
      ['whats the relative minor of Eb major', 'what about its parallel minor'],
      /parallel minor of Eb major is Eb minor/,
    ],
    [['parallel minor of D major', 'and the relative minor'], /relative minor of D major is B minor/],
  ])('%j', (messages, says) => {
    const last = chat(messages).at(-1)!;
    expect(last.intent).toBe('theory-fact');
    expect(last.text).toMatch(says);
  });
});

describe('a bare pair of notes after an interval asks its interval', () => {
  it.each([
    [['whats the interval between D and F', 'G to Eb'], /From G up to Eb is a minor sixth/],
    [['how far is A up to C', 'from F# down to D?'], /From F# down to D is a major third/],
  ])('%j', (messages, says) => {
    const last = chat(messages).at(-1)!;
    expect(last.intent).toBe('theory-fact');
    expect(last.midi).toBeUndefined();
    expect(last.text).toMatch(says);
  });
});

describe('inversions asked one after another, and their figures', () => {
  it.each([
    [
      ['Am in first inversion', 'and 2nd inversion?'],
      /Am\/E .*second inversion \(5th in the bass, figured 6\/4\)/,
    ],
    [['G7 first inversion', 'what about the third inv'], /G7\/F .*figured 4\/2/],
    [['second inversion of D major', 'and root position'], /^D \(major\): D – F# – A\./],
    [
      ['notes of C/E', 'and G7/B', 'whats the figures for those'],
      /C\/E: first inversion .*figured 6\); G7\/B: .*figured 6\/5/,
    ],
  ])('%j', (messages, says) => {
    const last = chat(messages).at(-1)!;
    expect(last.intent).toBe('theory-fact');
    expect(last.midi).toBeUndefined();
    expect(last.text).toMatch(says);
  });

  it('the figures explained name each inversion', () => {
    expect(chat(['what does 6/4 mean in figured bass'])[0]!.text).toMatch(/6\/4 for second inversion/);
  });
});
