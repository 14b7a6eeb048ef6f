import { describe, expect, it } from 'vitest';
import { definitionAsked } from './definitions.ts';
import { playChat } from './testing/chat.ts';

describe('what a basic term means', () => {
  it.each([
    ['what is a chord even', /C – E – G/],
    ['ok but i dont get it. what is a chord?? like in words', /three or more notes/],
    ['what does bpm mean', /beats per minute/],
    ['what is a scale', /C – D – E – F – G – A – B/],
    ['whats an octave', /12 semitones/],
    ['what is a time signature', /top number/],
    ['what are triads', /C – Eb – Gb/],
    ['what is a dotted note', /3 beats/],
    ['what does staccato mean', /short and detached/],
    ['what is allegro', /fast/],
    ['what does mf mean', /mezzo forte/],
    ['whats a chorus', /hook/],
    ['what are chord symbols', /G – B – D – F/],
  ])('%s', (ask, shows) => {
    const [reply] = playChat([ask]);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toMatch(shows);
  });

  it('a question about the piece stays about the piece', () => {
    const [, reply] = playChat(['pop song in C at 100 bpm', 'what is the bpm']);
    expect(reply!.intent).toBe('piece-question');
    expect(definitionAsked('what is the tempo of this')).toBeNull();
  });

  it('topics with their own explanation keep it', () => {
    expect(definitionAsked('what is a tritone sub')).toBeNull();
    expect(definitionAsked('whats a secondary dominant')).toBeNull();
  });
});
