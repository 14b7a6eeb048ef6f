import { describe, expect, it } from 'vitest';
import { explain } from './explain.ts';
import { playChat } from './testing/chat.ts';

// "why does X go to Y": the move from one chord into the next, voice by voice, from the notes.
describe('why one chord resolves to another', () => {
  it.each([
    [
      'why does V7 go to I',
      /G7 \(V7: G–B–D–F\) → C \(I: C–E–G\).*falls a fifth.*B rises a half step to C.*F falls a half step to E.*tritone B–F/,
    ],
    ['y does V go to I', /G \(V: G–B–D\) → C/],
    ['why does the five chord want to go to the one chord in D', /A \(V: A–C#–E\) → D \(I: D–F#–A\)/],
    ['why does the V7 chord resolve to the I chord in Bb', /F7 \(V7: F–A–C–Eb\).*A rises a half step to Bb/],
    [
      'why does B7 lead to Em',
      /In E minor, B7 \(V7: B–D#–F#–A\) → Em \(i: E–G–B\).*D# rises a half step to E/,
    ],
    ['why does E7 want to resolve to Am', /E7 \(V7: E–G#–B–D\) → Am.*G# rises a half step to A/],
    [
      'how come the IV chord goes back to the I so nicely',
      /F \(IV: F–A–C\) → C \(I: C–E–G\).*rises a fifth.*C stays as a common tone/,
    ],
    ['why does vii° resolve to i in a minor', /G#dim \(vii°: G#–B–D\) → Am.*tritone G#–D/],
    [
      'why does Dm7 go to G7',
      /In C major, Dm7 \(ii7: D–F–A–C\) → G7 \(V7: G–B–D–F\).*C falls a half step to B \(the 7th/,
    ],
    ['what makes G7 pull to C so strongly', /B rises a half step to C/],
    ['why does Db7 resolve to Cmaj7', /root falls a half step \(Db → C\)/],
  ])('%s', (text, says) => {
    const [reply] = playChat([text]);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.text).toMatch(says);
  });

  it('reads a chord of the piece in its key: a secondary dominant leads into its own root', () => {
    const replies = playChat([
      'bossa nova in D on nylon guitar, chords D B7 Em A7',
      'why does the B7 go to Em there',
    ]);
    expect(replies[1]!.text).toMatch(
      /B7 \(V7\/ii: B–D#–F#–A\) → Em \(ii: E–G–B\).*D# rises a half step to E \(the leading tone of E\)/,
    );
  });

  it('answers in the reply language', () => {
    expect(explain('why does V7 go to I', { lang: 'de' })!.text).toMatch(/Stimme für Stimme.*Leitton zu C/);
  });
});

describe("a chord's role in the piece", () => {
  it.each([
    'what does the B7 do there, its not in the key right?',
    'why is there a B7 if its not in the key',
    'the B7 is outside the key, why does it work',
  ])('"%s" reads the B7 as V7/ii in D', (ask) => {
    const replies = playChat(['bossa nova on nylon guitar, D major, Dmaj7 Em7 F#m7 B7, 130 bpm', ask]);
    expect(replies[1]!.intent).toBe('theory-explanation');
    expect(replies[1]!.text).toMatch(/B7 \(B–D#–F#–A\) is V7\/ii in D major/);
    expect(replies[1]!.midi).toBeUndefined();
  });
});

describe('four-part voice leading of a progression', () => {
  it.each([
    [
      'what would good 4 part voice leading of C F G C look like, like which notes go where',
      /Soprano: G – A – G – G\. Alto: E – F – D – E\. Tenor: C – C – B – C\. Bass: C – F – G – C/,
    ],
    ['voice leading for Am Dm E Am', /Alto: C – D – B – C\. Tenor: A – A – G# – A\. Bass: A – D – E – A/],
    ['show me SATB voicing of G C D7 G', /Tenor: G – G – F# – G/],
    ['4 part voice leading of Dm7 G7 Cmaj7', /Tenor: D – F – E/],
  ])('%s', (text, says) => {
    const [reply] = playChat([text]);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.text).toMatch(says);
  });

  it('"can u play that as a chorale" plays the progression just voiced', () => {
    const replies = playChat(['4 part voice leading of C F G C?', 'can u play that as a chorale']);
    expect(replies[1]!.midi).toBeDefined();
    expect(replies[1]!.text).toMatch(/C – F – G – C/);
  });
});
