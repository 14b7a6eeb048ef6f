import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../index.ts';
import { respond } from '../respond.ts';
import { answerPractical, searchKnowledge } from './index.ts';

const top = (q: string) => searchKnowledge(q, 1)[0]?.entry.id;

/** Play a conversation through respond and return the last reply. */
function last(...messages: string[]) {
  const history: ChatTurn[] = [];
  let reply = respond([{ role: 'user', text: messages[0]! }]);
  for (const text of messages) {
    history.push({ role: 'user', text });
    reply = respond(history);
    history.push({ role: 'assistant', text: reply.text });
  }
  return reply;
}

describe('practice and theory-in-practice entries are found from loose wording', () => {
  it.each([
    ['and how do i get better at improvising over changes', 'improvising-over-changes'],
    ['how do i improvise over chord changes', 'improvising-over-changes'],
    ['tips for soloing over jazz changes', 'improvising-over-changes'],
    ['how to solo over a ii V I', 'improvising-over-changes'],
    ['how do i get better at improvising', 'improvisation'],
    ['how do i learn to improvise on guitar', 'improvisation'],
    ['how do i practice 3 against 2 polyrhythm on piano, my hands keep syncing up', 'polyrhythm-practice'],
    ['my hands keep syncing up when i play three against two', 'polyrhythm-practice'],
    ['how do i practise polyrhythms', 'polyrhythm-practice'],
    ['how should i practise writing counterpoint, like daily exercises?', 'counterpoint-practice'],
    ['best way to learn species counterpoint', 'counterpoint-practice'],
    ['how do i set up a pickup bar in my daw so the grid doesnt get messed up', 'pickup-bar-daw'],
    ['my song starts on an upbeat, how do i do the pickup measure in ableton', 'pickup-bar-daw'],
    ['how do drummers make a groove feel laid back', 'laid-back-groove'],
    ['how do i play behind the beat', 'laid-back-groove'],
    ['how to make my drums feel lazy and laid back', 'laid-back-groove'],
    ['how do u come up with hooks when ur totally stuck', 'hooks'],
    ['should the chorus start on the I or the IV', 'chorus-first-chord'],
    ['which chord should my chorus start on', 'chorus-first-chord'],
    ['how do i use borrowed chords in a song', 'using-borrowed-chords'],
    ['where do secondary dominants go in a song', 'using-secondary-dominants'],
  ])('%s → %s', (question, id) => {
    expect(top(question)).toBe(id);
    expect(answerPractical(question, 'en').entryId).toBe(id);
  });

  it('keeps "how do I make a beat" on drum programming', () => {
    expect(top('how do I make a beat')).not.toBe('laid-back-groove');
  });
});

describe('a practical follow-up that points back answers about the earlier topic', () => {
  it.each([
    [
      'where would i actually use that in a song tho',
      ['and in D minor?', 'can u explain the neapolitan chord'],
      'using-neapolitan',
    ],
    ['where would i use that', ['what is a neapolitan sixth'], 'using-neapolitan'],
    [
      'how do i use that in my songs',
      ['whats modal interchange', 'explain borrowed chords'],
      'using-borrowed-chords',
    ],
    [
      'ok and how do i even practise soloing over that lol',
      ['apply that to a ii V I in C, the coltrane sub thing'],
      'improvising-over-changes',
    ],
    [
      'how do i practise soloing over those',
      ['explain coltrane changes / giant steps'],
      'improvising-over-changes',
    ],
  ])('%s', (question, earlier, id) => {
    expect(answerPractical(question, 'en', earlier).entryId).toBe(id);
  });

  it('answers a question that names its own topic from that topic, whatever came before', () => {
    expect(
      answerPractical('how do i export it as a wav', 'en', ['explain the neapolitan chord']).entryId,
    ).not.toBe('using-neapolitan');
  });

  it('finds nothing to point back to without an earlier topic', () => {
    expect(answerPractical('where would i use that', 'en', []).entryId).toBeNull();
  });
});

describe('respond answers practice questions practically', () => {
  it('reads "how do i practise <theory topic>" as practice advice', () => {
    const reply = last('what is hemiola exactly', 'how do i practice 3 against 2 polyrhythm on piano');
    expect(reply.intent).toBe('practical');
    expect(reply.text).toMatch(/metronome/);
    expect(last('how do i practise polyrhythms').intent).toBe('practical');
  });

  it('still explains a theory topic asked about', () => {
    expect(last('what is a polyrhythm').intent).toBe('theory-explanation');
  });

  it('answers "where would i use that" after a theory explanation with how it is used', () => {
    const reply = last(
      'can u explain the neapolitan chord, in A minor pls',
      'where would i actually use that in a song tho',
    );
    expect(reply.text).toMatch(/before the V/);
    expect(reply.midi).toBeUndefined();
  });

  it.each([
    ['explain secondary dominants', 'where would i use those in a song', /spotlight/],
    ['whats a pedal point', 'when would i use that', /bass note/],
    ['what is hemiola', 'how would i use it', /cadence/],
    ['explain tritone subs', 'how do people use that in songs', /Db7/],
  ])('%s → %s: how it is used, not the explanation again', (first, then, answer) => {
    const reply = last(first, then);
    expect(reply.intent).toBe('practical');
    expect(reply.text).toMatch(answer);
  });

  it('reads hooks and chorus questions as songwriting advice', () => {
    expect(last('how do u come up with hooks when ur totally stuck').intent).toBe('practical');
    const chorus = last('should the chorus start on the I or the IV');
    expect(chorus.intent).toBe('practical');
    expect(chorus.text).toMatch(/IV/);
  });
});
