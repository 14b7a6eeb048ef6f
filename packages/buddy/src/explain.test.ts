import { describe, expect, it } from 'vitest';
import { EXPLAINED_TOPICS, explain, explainedTopicsText, namedChords } from './explain.ts';
import { REPLY_LANGUAGES, t } from './language/messages/index.ts';
import { hasTopicName, topicWord } from './language/terms.ts';
import { respond } from './respond.ts';
import type { ChatTurn, ComposerReply } from './types.ts';

/** Run a chat and return every reply, storing each assistant turn's state as a chat would. */
function chat(messages: readonly string[]): ComposerReply[] {
  const turns: ChatTurn[] = [];
  const replies: ComposerReply[] = [];
  for (const text of messages) {
    turns.push({ role: 'user', text });
    const r = respond(turns);
    replies.push(r);
    turns.push({
      role: 'assistant',
      text: r.text,
      state: r.state ? JSON.parse(JSON.stringify(r.state)) : null,
    });
  }
  return replies;
}

describe('what the buddy says it can explain', () => {
  it('names every explanation topic, in every reply language', () => {
    expect(EXPLAINED_TOPICS.length).toBeGreaterThan(30);
    for (const id of EXPLAINED_TOPICS) expect(hasTopicName(id), id).toBe(true);
  });

  it('lists every topic of the table in each language when a theory question is not known', () => {
    for (const lang of REPLY_LANGUAGES) {
      const text = t(lang, 'theoryUnknown', explainedTopicsText(lang));
      for (const id of EXPLAINED_TOPICS) expect(text, `${lang} ${id}`).toContain(topicWord(lang, id));
    }
    const [reply] = chat(['explain the zorblax chord']);
    expect(reply?.text).toContain('polyrhythms');
    expect(reply?.text).toContain('the Picardy third');
  });
});

describe('namedChords', () => {
  it('reads symbols and chord words, not a sentence-initial article', () => {
    expect(namedChords('compare Gmaj7 with the G chord')).toEqual(['Gmaj7', 'G']);
    expect(namedChords('spell a B flat minor chord')).toEqual(['Bbm']);
    expect(namedChords('A turnaround in F')).toEqual(['F']);
  });
});

describe('explanations of a chord in the piece in focus', () => {
  it('names a borrowed chord, the parallel key and its altered note', () => {
    const [piece, why] = chat([
      'Bb Eb Ebm Bb, soul ballad on rhodes',
      'how come that Ebm sounds so sad here?',
    ]);
    expect(piece!.midi).toBeDefined();
    expect(why!.intent).toBe('theory-explanation');
    expect(why!.midi).toBeUndefined();
    expect(why!.text).toContain('Ebm (Eb–Gb–Bb) is iv in Bb major');
    expect(why!.text).toMatch(/borrowed from the parallel Bb minor.*Gb stands where the key has G/);
  });

  it('explains a major chord in a minor key from the piece key', () => {
    const [, why] = chat(['Dm Bb F C in D minor, strings', 'why does the Bb feel so hopeful?']);
    expect(why!.intent).toBe('theory-explanation');
    expect(why!.text).toContain('Bb (Bb–D–F) is VI in D minor');
    expect(why!.text).toContain('shares D and F with the tonic chord Dm');
    expect(why!.text).toContain('major chord in a minor key');
  });

  it('explains a secondary dominant by its target and leading tone', () => {
    const ex = explain('why does the A7 work so well', { key: { tonic: 'C', mode: 'major' } });
    expect(ex?.topic).toBe('chord in key');
    expect(ex?.text).toMatch(/dominant of Dm: its C# lies outside the key/);
  });

  it('needs a key: with no piece and no key named it is not this topic', () => {
    expect(explain('why does the A7 sound good')).toBeNull();
  });
});

describe('chord comparisons', () => {
  it('compares two named chords by degree', () => {
    const ex = explain('gmaj7 vs g7, what is the difference?'.replace('gmaj7', 'Gmaj7').replace('g7', 'G7'));
    expect(ex?.topic).toBe('chord comparison');
    expect(ex?.text).toContain(
      'The difference is the 7th: F# in Gmaj7 (a major 7th above the root), F in G7 (a minor 7th)',
    );
  });

  it('takes the chords from the messages before when the question points back, and plays them', () => {
    const r = chat([
      'spell an E major chord',
      'and E minor',
      'how do they differ then?',
      'play both of them for me',
    ]);
    expect(r[2]!.intent).toBe('theory-explanation');
    expect(r[2]!.text).toMatch(/the 3rd: G# in E .* G in Em/);
    expect(r[3]!.intent).toBe('theory-explanation');
    expect(r[3]!.midi).toBeDefined();
    expect(r[3]!.text).toContain('E – Em – E – Em');
  });
});

describe('relative and parallel keys', () => {
  it('contrasts the shared signature with the shared tonic, in the named key', () => {
    const ex = explain('relative minor vs parallel minor of G major, how are they different?');
    expect(ex?.topic).toBe('relative and parallel keys');
    expect(ex?.text).toContain('E minor is the relative key of G major: both have 1 sharp');
    expect(ex?.text).toContain('G minor is the parallel key: the same tonic, with 2 flats');
  });
});

describe('an example asked inside an explanation', () => {
  it('"explain … with an example" explains in words and offers to play it', () => {
    const [r] = chat(['explain a tritone substitution with an example']);
    expect(r!.intent).toBe('theory-explanation');
    expect(r!.midi).toBeUndefined();
    expect(r!.text).toContain('Want me to play an example?');
  });

  it('"show me" still plays one', () => {
    const [r] = chat(['show me a tritone substitution in F']);
    expect(r!.intent).toBe('theory-explanation');
    expect(r!.midi).toBeDefined();
  });
});

describe('accepting the offer to play an example', () => {
  it('"sure, go ahead" after an explanation plays its example', () => {
    const [first, yes] = chat(['what is a neapolitan chord', 'sure, go ahead']);
    expect(first!.text).toContain('Want me to play an example?');
    expect(yes!.intent).toBe('theory-explanation');
    expect(yes!.midi).toBeDefined();
    expect(yes!.text).toContain('Here it is as a short example');
  });

  it('"yes play it" when the example is already on the card points at the card', () => {
    const [shown, yes] = chat(['show me a ii-V-I in Bb', 'yes play it']);
    expect(shown!.midi).toBeDefined();
    expect(yes!.intent).toBe('theory-explanation');
    expect(yes!.midi).toBeUndefined();
    expect(yes!.text).toMatch(/card just above — press Play/);
  });

  it('a yes after a new piece is not taken as a request for an example', () => {
    const [, yes] = chat(['a mellow dorian vamp in E on rhodes', 'yes']);
    expect(yes!.text).not.toContain('Here it is as a short example');
  });

  it('"can you play them" after a chord comparison plays the two chords', () => {
    const [, again] = chat(['compare Am7 and Am6', 'can you play them']);
    expect(again!.intent).toBe('theory-explanation');
    expect(again!.midi).toBeDefined();
    expect(again!.text).toContain('Am7 – Am6 – Am7 – Am6');
  });
});

describe('a kind of piece with a mode is a commission, not a scale question', () => {
  it('"a phrygian vamp in E" writes E phrygian', () => {
    const [r] = chat(['a phrygian vamp in E']);
    expect(r!.intent).toBe('compose');
    expect(r!.spec?.key).toEqual({ tonic: 'E', mode: 'phrygian' });
  });
});
