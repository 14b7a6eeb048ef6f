import { describe, expect, it } from 'vitest';
import { respond } from '../respond.ts';

const ask = (text: string) => respond([{ role: 'user', text }]);

describe('practical questions reach the knowledge base through respond', () => {
  it.each([
    ['which DAW should I buy?', 'en', /pick by workflow and budget/],
    ['export it as a wav', 'en', /Export WAV/],
    ['¿qué DAW debería comprar?', 'es', /elige por flujo de trabajo/],
    ['come si usa il compressore?', 'it', /Un compressore abbassa/],
  ])('%s', (text, _lang, answer) => {
    const reply = ask(text);
    expect(reply.intent).toBe('practical');
    expect(reply.text).toMatch(answer);
    expect(reply.midi).toBeUndefined();
  });

  it('leaves requests for music, questions about a piece and off-topic questions alone', () => {
    expect(ask('a sad waltz in D minor').intent).toBe('compose');
    expect(ask('lofi beat').intent).toBe('compose');
    expect(ask('what chords are those?').intent).not.toBe('practical');
    expect(ask('can you write me a python script to sort a list').intent).not.toBe('practical');
  });
});
