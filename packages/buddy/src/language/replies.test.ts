import { describe, expect, it } from 'vitest';
import { respond } from '../respond.ts';
import type { ChatTurn, ComposerReply } from '../types.ts';

/** Run a chat and return every reply, storing each assistant turn's state as a chat would. */
function chat(messages: readonly string[]): ComposerReply[] {
  const turns: ChatTurn[] = [];
  const replies: ComposerReply[] = [];
  for (const text of messages) {
    turns.push({ role: 'user', text });
    const r = respond(turns, { seed: 11 });
    replies.push(r);
    turns.push({
      role: 'assistant',
      text: r.text,
      state: r.state ? JSON.parse(JSON.stringify(r.state)) : null,
    });
  }
  return replies;
}

// Words of the English templates (summaries, hints, edit descriptions, facts) that must not leak
// into a reply written for another language.
const ENGLISH = [
  "Here's",
  'piece in',
  'Done —',
  'moved',
  "Now it's",
  'Progression:',
  'Want ',
  'Shall I',
  "It's",
  ' the ',
  'semitone',
  'seventh',
  'major',
  'minor',
  'swung',
  'took out',
  'went from',
];

// A compose, an edit, a question about the piece, and a theory fact, each with a word the reply
// must carry in its language.
const CHATS: Readonly<Record<string, readonly (readonly [string, string, ComposerReply['intent']])[]>> = {
  es: [
    ['un groove de funk en mi menor a 110 con bajo y batería', 'compases', 'compose'],
    ['quita la batería', 'he quitado', 'edit'],
    ['¿cuántos compases tiene?', 'compases', 'piece-question'],
    ['¿cuál es la relativa menor de do mayor?', 'la menor', 'theory-fact'],
  ],
  fr: [
    ['un beat lofi en mi bémol majeur à 80 bpm', 'mesures', 'compose'],
    ['un peu plus lent', 'le tempo est passé', 'edit'],
    ["c'est quel tempo ?", 'BPM', 'piece-question'],
    ['quelles sont les notes de l’accord de sol 7 (G7) ?', 'septième de dominante', 'theory-fact'],
  ],
  de: [
    ['Funk in e-Moll mit Bass, Schlagzeug und Saxophon', 'Takt', 'compose'],
    ['eine Oktave tiefer', 'verschoben', 'edit'],
    ['welche Tonart ist das?', 'e-Moll', 'piece-question'],
    ['Intervall zwischen C und G?', 'reine Quinte', 'theory-fact'],
  ],
  pt: [
    ['samba em ré menor com violão, baixo e bateria', 'compassos', 'compose'],
    ['sobe um tom', 'mi menor', 'edit'],
    ['qual é o tom?', 'mi menor', 'piece-question'],
    ['escala de si bemol maior', 'si bemol maior', 'theory-fact'],
  ],
  it: [
    ['beat lofi in mi bemolle maggiore a 80 bpm', 'battute', 'compose'],
    ['aggiungi gli archi', 'ho aggiunto', 'edit'],
    ['che tonalità è?', 'mi bemolle maggiore', 'piece-question'],
    ["che intervallo c'è tra do e sol?", 'quinta giusta', 'theory-fact'],
  ],
};

describe('replies in the user’s language', () => {
  for (const [lang, turns] of Object.entries(CHATS)) {
    it(`${lang}: compose, edit, piece question and theory fact carry no English template words`, () => {
      const replies = chat(turns.map(([text]) => text));
      replies.forEach((reply, i) => {
        const [, word, intent] = turns[i]!;
        expect(reply.intent, reply.text).toBe(intent);
        expect(reply.text).toContain(word);
        for (const english of ENGLISH) expect(reply.text, `${lang}: "${english}"`).not.toContain(english);
      });
    });
  }
});
