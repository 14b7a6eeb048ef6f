import { describe, expect, it } from 'vitest';
import { explain } from './explain.ts';
import { REPLY_LANGUAGES } from './language/messages/index.ts';
import { playChat } from './testing/chat.ts';

// Forms, choir words, notation signs, counterpoint and jazz devices asked in everyday words.
describe('more theory topics', () => {
  it.each([
    ['what is sonata form in like plain words', /exposition.*development.*recapitulation/i],
    ['explain sonata form in A minor', /home key \(A minor\).*new key \(C major\)/],
    ['whats the structure of a sonata', /Exposition/],
    ['what does SATB stand for exactly, our director keeps saying it', /Soprano, Alto, Tenor, Bass/],
    ['satb?? what does that mean', /Soprano, Alto, Tenor, Bass/],
    ['what does the fermata thing mean, the eye looking symbol', /hold/],
    ['whats that birds eye symbol over a note', /fermata/i],
    ['whats the altered scale and when do jazz guys use it', /G – Ab – Bb – Cb – Db – Eb – F.*dominant|V7/],
    ['how do you use the super locrian', /melodic minor/],
    ['whats a backdoor ii V', /Fm7 \(F–Ab–C–Eb\) → Bb7 \(Bb–D–F–Ab\) → Cmaj7/],
    ['explain the backdoor progression in Eb', /Abm7 .* → Db7 .* → Ebmaj7/],
    ['why isnt the 4th consonant there, it sounds fine to me', /against the bass/],
    ['is a perfect fourth a dissonance?', /dissonant against the bass/],
    ["why are parallel fifths 'bad' in voice leading?? my teacher marks them every time", /perfect fifth/],
    ['why does lydian sound so dreamy', /F# \(#4\) in lydian/],
    ['what makes mixolydian sound bluesy', /Bb \(b7\) in mixolydian/],
  ])('%s', (text, says) => {
    const [reply] = playChat([text]);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.text).toMatch(says);
  });

  it.each([
    'what intervals count as consonant in first species counterpoint',
    'which intervals count as consonances in species counterpoint',
    'list the consonant intervals in first species',
  ])('"%s" lists them, a fact', (text) => {
    const [reply] = playChat([text]);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toMatch(/3rds and 6ths.*E \(3rd\), G \(5th\), A \(6th\)/);
  });

  it('"and in G?" after the backdoor ii-V moves it to G', () => {
    const replies = playChat(['whats a backdoor ii V', 'and in G?']);
    expect(replies[1]!.text).toMatch(/Cm7 .* → F7 .* → Gmaj7/);
  });

  it.each(REPLY_LANGUAGES)('explains sonata form, SATB and the fermata in %s', (lang) => {
    for (const q of ['what is sonata form', 'what does SATB mean', 'what is a fermata'])
      expect(explain(q, { lang })?.text.length).toBeGreaterThan(100);
  });
});
