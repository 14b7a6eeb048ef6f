import { describe, expect, it } from 'vitest';
import { classify, trainClassifier } from './classifier.ts';
import { maskEntities } from './features.ts';

describe('intent classifier', () => {
  // Phrasings that are not in the corpus: the classifier must generalise, not look lines up.
  const rows: [string, string][] = [
    ['why do ii V I progressions feel so final?', 'theory-explanation'],
    ["what's the difference between lydian and ionian", 'theory-explanation'],
    ['could you explain what a plagal cadence is', 'theory-explanation'],
    ['can you make the tempo a bit quicker', 'edit'],
    ['swap the guitar for an organ', 'edit'],
    ['take the drums out', 'edit'],
    ['how many bars does this have?', 'piece-question'],
    ['what bpm is this at', 'piece-question'],
    ['write a dark cinematic cue in D minor at 70 bpm', 'compose'],
    ['a happy folk song on banjo', 'compose'],
    ['what notes are in a Gm7 chord', 'theory-fact'],
    ['how do I eq vocals in my mix', 'practical'],
    ['how to make my strummed guitar sound less boring', 'practical'],
    ['should I buy monitors or good headphones first', 'practical'],
    ['how come that chord sounds so dark here', 'theory-explanation'],
    ['chords for hey jude', 'song'],
    ['thanks a lot!', 'greeting'],
    ["what's the weather in paris", 'unknown'],
  ];
  it.each(rows)('%s → %s', (text, intent) => expect(classify(text).intent).toBe(intent));

  it('is deterministic and trains once', () => {
    const a = classify('make the bass busier');
    trainClassifier();
    expect(classify('make the bass busier')).toEqual(a);
  });

  it('learns classes of entities, not their values', () => {
    expect(maskEntities('lo-fi over Am F C G in D minor at 80 bpm with a flute')).toBe(
      'xstyle over xchords in xkey at xnum bpm with a xinstrument',
    );
  });
});
