import { describe, expect, it } from 'vitest';
import { playChat } from '../testing/chat.ts';
import { everydayEnglish } from './wording.ts';

describe('misspelt "difference" still asks for a comparison', () => {
  it.each([
    'whats the diffrence between a major 7 and a dominant 7 chord',
    'diference between dorian and phrygian',
    'whats the differnce between 3/4 and 6/8',
    'difrence between a sus2 and sus4?',
    'differance between relative and parallel minor',
  ])('%s', (text) => expect(playChat([text])[0]!.intent).toBe('theory-explanation'));
});

describe("how the user's own track sounds is a problem to advise on, not a change to the piece", () => {
  it.each([
    ['my mix sounds muddy wat do', 'my mix sounds muddy what do'],
    ['our demo sounds so cluttered', 'our demo sounds so cluttered'],
    ['my synths sound thin', 'my synths sound thin'],
    ['it sounds muddy', 'it simpler'],
    ['its kinda empty', 'busier'],
  ])('%s', (text, read) => expect(everydayEnglish(text)).toBe(read));
});
