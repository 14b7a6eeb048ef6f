import { describe, expect, it } from 'vitest';
import { respond } from './respond.ts';
import { playChat } from './testing/chat.ts';

// Facts and reasons asked with the key left out or said in passing: worked out for the key meant.

const ask = (text: string) => respond([{ role: 'user', text }]);

describe('a minor key and its relative major named together: the reason is what they share', () => {
  it.each([
    ['how come G minor sounds so close to Bb', /G minor is the relative minor of Bb major/, /2 flats/],
    ['why do Am and C feel alike', /A minor is the relative minor of C major/, /no sharps or flats/],
    ['is B minor related to D major?', /B minor is the relative minor of D major/, /2 sharps/],
  ])('%s', (text, relative, signature) => {
    const reply = ask(text);
    expect(reply.intent).toBe('theory-explanation');
    expect(reply.text).toMatch(relative);
    expect(reply.text).toMatch(signature);
  });

  it('says nothing of the kind for keys that are not relatives', () => {
    expect(ask('why does D minor feel related to Bb').text).not.toMatch(/relative minor of/);
  });
});

describe('the relative or parallel key of the piece in focus', () => {
  it('answers for the key of the piece when none is named', () => {
    const [, reply] = playChat(['funk in B minor, bass and drums', 'so whats the relative major?'], 3);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toMatch(/relative major of B minor is D major/);
  });

  it('still moves the piece when asked to go there', () => {
    const [, reply] = playChat(['funk in B minor, bass and drums', 'now in the relative major'], 3);
    expect(reply!.intent).toBe('edit');
  });
});

describe('the tritone of a note', () => {
  it.each([
    ['whats the tritone of Eb', /above Eb is A\b/],
    ['tritone from G#?', /above G# is C## \(6 semitones\) — D on the keyboard/],
  ])('%s', (text, says) => {
    const reply = ask(text);
    expect(reply.intent).toBe('theory-fact');
    expect(reply.text).toMatch(says);
  });
});

describe('music asks beside off-topic ones', () => {
  it.each(['suggest a good film for the weekend', 'recommend me a novel to read'])(
    '%s is off-topic',
    (text) => {
      const reply = ask(text);
      expect(reply.intent).toBe('unknown');
      expect(reply.midi).toBeUndefined();
    },
  );

  it('still writes music for a film', () => {
    expect(ask('something tense for a film chase scene').intent).toBe('compose');
  });
});
