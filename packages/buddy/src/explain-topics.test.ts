import { describe, expect, it } from 'vitest';
import { explain } from './explain.ts';
import { REPLY_LANGUAGES } from './language/messages/index.ts';
import { playChat } from './testing/chat.ts';

const chat = (messages: readonly string[]) => playChat(messages);

describe('theory topics musicians ask about', () => {
  it.each([
    ['whats an anacrusis', 'anacrusis', /pickup/],
    ['what is a pickup bar', 'anacrusis', /pickup/],
    [
      'if my song is 4/4 and the pickup is one beat how long is the last bar',
      'anacrusis',
      /shortened to 3 beats/,
    ],
    ['in 3/4 with a two beat pickup how long is the final bar', 'anacrusis', /shortened to 1 beat\b/],
    ['what is hemiola exactly', 'hemiola', /3\/2/],
    ['explain hemiola', 'hemiola', /three half notes/],
    ['counterpoint basics?', 'counterpoint', /contrary.*parallel/],
    ['how does counterpoint work', 'counterpoint', /oblique/],
    ['from a theory pov what makes a melody catchy', 'catchy melody', /repetition/],
    ['what makes a good melody', 'catchy melody', /contour/],
    ['explain the augmented sixth chord', 'augmented sixth', /Ab–C–Eb–F#/],
    ['whats a german sixth in A minor', 'augmented sixth', /F–A–C–D#/],
    ['major vs minor pentatonic difference', 'pentatonic scales', /C – Eb – F – G – Bb/],
    [
      'how is the minor pentatonic different from the major pentatonic in A',
      'pentatonic scales',
      /A – C – D – E – G/,
    ],
    ['why does bVII sound so good in rock', 'borrowed chords', /Bb/],
    ['why do minor chords sound sad', 'major and minor', /lowered 3rd/],
    ['half cadence vs imperfect cadence, same thing?', 'cadences', /British name/],
  ])('%s → %s', (text, topic, says) => {
    const ex = explain(text);
    expect(ex?.topic).toBe(topic);
    expect(ex!.text).toMatch(says);
  });

  it("names each guide tone's step when voice leading in a ii-V-I is asked", () => {
    for (const text of [
      'explain voice leading in a ii V I in F',
      'how do the 3rds and 7ths move in a 2-5-1 in F',
    ]) {
      const ex = explain(text);
      expect(ex?.topic, text).toBe('ii-V-I');
      expect(ex!.text).toContain('F, the 7th of Gm7, falls a step to E, the 3rd of C7');
      expect(ex!.text).toContain('Bb falls a step to A, the 3rd of Fmaj7');
    }
    expect(explain('what is a ii V I in F')!.text).not.toContain('Voice by voice');
  });

  it('reads follow-ups that point back at hemiola or a cadence', () => {
    expect(
      explain('like in 3/4 how would it actually feel', { earlier: ['what is hemiola exactly'] })?.topic,
    ).toBe('hemiola');
    const before = explain('and which chords can come before the V in one', {
      earlier: ['half cadence vs imperfect cadence, same thing?'],
    });
    expect(before?.topic).toBe('cadences');
    expect(before!.text).toMatch(/IV \(F\) and ii \(Dm\)/);
  });

  it('answers them as explanations in a chat, where do i start included', () => {
    for (const text of ['counterpoint basics? where do i even start', 'where do i start with counterpoint'])
      expect(chat([text])[0]!.intent).toBe('theory-explanation');
    const [, last] = chat([
      'whats an anacrusis',
      'if my song is 4/4 and the pickup is one beat how long is the last bar',
    ]);
    expect(last!.intent).toBe('theory-explanation');
    expect(last!.text).toMatch(/\b3 beats\b/);
  });

  it('explains every new topic in every reply language', () => {
    for (const lang of REPLY_LANGUAGES)
      for (const text of [
        'whats an anacrusis',
        'what is hemiola',
        'counterpoint basics',
        'what makes a melody catchy',
        'explain the augmented sixth chord',
        'major vs minor pentatonic',
      ]) {
        const ex = explain(text, { lang });
        expect(ex?.text.length, `${lang}: ${text}`).toBeGreaterThan(80);
      }
  });
});

describe('cadences asked for by definition or by their phrygian form', () => {
  it('"define a plagal cadence, keep it brief" explains and writes nothing', () => {
    const [reply] = chat(['define a plagal cadence, keep it brief']);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.midi).toBeUndefined();
    expect(reply!.text).toContain('IV → I');
  });

  it('the phrygian half cadence is iv6 → V in the minor key asked', () => {
    const [reply] = chat(['whats a phrygian half cadence in E minor']);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.text).toContain('iv6 → V');
    expect(reply!.text).toContain('Am/C (A–C–E');
    expect(reply!.text).not.toMatch(/Authentic|Plagal/);
  });

  it('a major key borrows it from its parallel minor', () => {
    expect(explain('phrygian cadence in D major?')?.text).toContain('in D minor, Gm/Bb');
  });

  it('is explained in every reply language', () => {
    for (const lang of REPLY_LANGUAGES)
      expect(explain('phrygian half cadence', { lang })?.text, lang).toContain('Fm/Ab');
  });
});

describe('one augmented sixth asked for by its flavour', () => {
  it('its notes asked in a key spell that chord, as a fact', () => {
    const [reply] = chat(['french augmented sixth in E minor, notes?']);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toContain('C–E–F#–A#');
  });

  it('a bare flavour right after the augmented sixths is that chord, as a fact', () => {
    const [, reply] = chat(['aug 6th chords in E minor?', 'what about the french']);
    expect(reply!.intent).toBe('theory-fact');
    expect(reply!.text).toContain('The French sixth in E minor: C–E–F#–A#');
  });

  it('asked why, it stays an explanation', () => {
    const [, reply] = chat(['aug 6th chords in E minor?', 'why is the german one spelled that way']);
    expect(reply!.intent).toBe('theory-explanation');
  });
});

describe("a minor key's V: major or minor", () => {
  it('"G minor: is it Dm or D for the dominant?" explains the raised 7th', () => {
    const [reply] = chat(['G minor: is it Dm or D for the dominant?']);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.text).toContain('harmonic minor, G – A – Bb – C – D – Eb – F#');
  });

  it('"why B major and not Bm" after E minor is that key\'s V, not a key of Bm', () => {
    const reply = chat(['chords in E minor', 'so why do songs use B major and not Bm there']).at(-1)!;
    expect(reply.intent).toBe('theory-explanation');
    expect(reply.text).toContain('raise that 7th to D#');
  });
});
