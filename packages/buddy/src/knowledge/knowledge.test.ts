import { describe, expect, it } from 'vitest';
import {
  answerPractical,
  answerSongRequest,
  entryText,
  findSongRequest,
  KNOWLEDGE_ENTRIES,
  knowledgeEntry,
  plainlySongTitle,
  searchKnowledge,
} from './index.ts';
import { TRANSLATIONS } from './translations/index.ts';

describe('knowledge base', () => {
  it('has unique kebab-case ids and a text and an offer for every entry', () => {
    const ids = KNOWLEDGE_ENTRIES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of KNOWLEDGE_ENTRIES) {
      expect(e.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(e.text.length).toBeGreaterThan(80);
      expect(e.offer).toMatch(/\?$/);
    }
  });

  it('finds the entry for questions asked in everyday words', () => {
    expect(searchKnowledge('how do I mix vocals?')[0]?.entry.id).toBe('vocal-mixing');
    expect(searchKnowledge('my vocals have harsh s sounds')[0]?.entry.id).toBe('de-essing');
    expect(searchKnowledge('how do I sidechain the bass to the kick')[0]?.entry.id).toBe('sidechain');
  });

  it('prefers the entry that names more of the question (what kind of mic, not how to record)', () => {
    expect(searchKnowledge('which type of microphone should i get for singing at home')[0]?.entry.id).toBe(
      'mic-types',
    );
    expect(searchKnowledge('what kind of mic do i buy for recording vocals')[0]?.entry.id).toBe('mic-types');
  });

  it('counts a question word as named only when the entry names that word, not a longer one', () => {
    // "memorable" starts like "memorise", but the question is about hooks.
    expect(searchKnowledge('how do i make a melody more memorable')[0]?.entry.id).toBe('hooks');
    // One letter more is the same word: "punch" names "punchy drums".
    expect(searchKnowledge('how do i make my kick punch through')[0]?.entry.id).toBe('mixing-drums');
    // "stop", "better", "properly" say how, not what: "stop clipping" is about levels.
    expect(searchKnowledge('how do i stop clipping')[0]?.entry.id).not.toBe('stop-rushing');
  });

  it.each(['how do i memorize my scales', 'how do i memorise my scales'])(
    'reads British and American spellings alike: %s',
    (text) => expect(searchKnowledge(text)[0]?.entry.id).toBe('learning-scales'),
  );

  it('reads "timing" as playing in time, not as half-time', () => {
    expect(searchKnowledge('my timing on the drums is all over the place')[0]?.entry.id).toBe(
      'metronome-practice',
    );
  });
});

describe('answerPractical: common ways of asking', () => {
  it('answers do-it-yourself mastering questions', () => {
    expect(answerPractical('is it worth paying someone to master my songs', 'en').entryId).toBe(
      'loudness-mastering',
    );
  });

  it('says what an interface is for when asked whether one is needed', () => {
    const a = answerPractical('do i really need an interface to record my bass', 'en');
    expect(a.entryId).toBe('audio-interface');
    expect(a.text).toMatch(/you need one to record/);
  });
});

describe('answerPractical', () => {
  it('answers with the entry text and its follow-up offer', () => {
    const a = answerPractical('how do I sidechain?', 'en');
    expect(a.entryId).toBe('sidechain');
    expect(a.text).toContain('Want a sidechain-style bass pattern to try?');
  });

  it('points "export it as a wav" to the card export', () => {
    const a = answerPractical('export it as a wav', 'en');
    expect(a.entryId).toBe('riffmate-export-audio');
    expect(a.text).toContain('Export WAV');
  });

  it('says what Riffmate can do and how to connect a model when nothing matches', () => {
    const a = answerPractical('what is the capital of France?', 'en');
    expect(a.entryId).toBeNull();
    expect(a.text).toContain('ASSISTANT_MODEL');
    expect(a.text).not.toMatch(/only good at music/i);
  });
});

describe('songs', () => {
  it.each([
    ['chords for Wonderwall', 'Wonderwall'],
    ['what are the chords to Let It Be', 'Let It Be'],
    ['Hotel California chords please', 'Hotel California'],
    ['can you give me the chords of "Hallelujah" by Leonard Cohen', 'Hallelujah'],
    ['chords of "紅蓮華" tell me', '紅蓮華'],
    ['chords of « La Vie en rose »', 'La Vie en rose'],
    ['chords of „Atemlos“', 'Atemlos'],
    ['Wonderwall chords', 'Wonderwall'],
    ['how do I play Hotel California on guitar?', 'Hotel California'],
    ['chords of "Let It Be"', 'Let It Be'],
    ['tab for smoke on the water', 'smoke on the water'],
    ['wonderwall chords? capo 2', 'wonderwall'],
    ['creep chords in drop d tuning', 'creep'],
    ['let it be chords for piano pls', 'let it be'],
    ['what chords does hey jude use', 'hey jude'],
    ['which key is jolene in?', 'jolene'],
    ['the notes in the iron man riff?', 'iron man'],
    ['can you do seven nation army', 'seven nation army'],
    ['could u cover hotel california', 'hotel california'],
    ['how does smells like teen spirit go', 'smells like teen spirit'],
  ])('%s names a song', (text, title) => {
    expect(findSongRequest(text)?.title).toBe(title);
  });

  it.each([
    'chords for a sad song',
    'chords in C major',
    'chords of the key of D',
    'notes of Cmaj7',
    'chords for my song',
    'what are the chords in this piece?',
    'chords for jazz',
    'whats the bass in the second half',
    'whats the 3rd of the first chord',
    'remove the chords',
    'simplify those chords',
    'lose the chords pls',
    'can you do triplets',
    'can you do odd meters',
    'could you do lofi hip hop',
    'what notes are those exactly',
    'what key are we in now',
    'chords for something like back in black',
    'chords for the boss fight level',
  ])('%s does not', (text) => {
    expect(findSongRequest(text)).toBeNull();
  });

  it.each([
    ['stormy monday blues', true],
    ['back in black', true],
    ['the interstellar main theme', true],
    ['the whole tone scale', false],
    ['lofi hip hop', false],
    ['e phrygian, 140, distorted guitar and drums', false],
    ['we in now', false],
    ['creep', false],
  ])('%s is plainly a song title: %s', (title, plain) => {
    expect(plainlySongTitle(title)).toBe(plain);
  });

  it('never offers chords for a named song and offers the style or own chords', () => {
    const text = answerSongRequest('Wonderwall', 'en');
    expect(text).toContain('Wonderwall');
    expect(text).toMatch(/can't look songs up/);
    expect(text).not.toMatch(/\b(?:C|Am|F|G)\s*[-–]\s*(?:C|Am|F|G)\b/);
  });
});

describe('translations', () => {
  it('translate the same 30+ entries in every language, each an existing entry with an offer', () => {
    const ids = Object.keys(TRANSLATIONS.es).sort();
    expect(ids.length).toBeGreaterThanOrEqual(30);
    for (const [lang, entries] of Object.entries(TRANSLATIONS)) {
      expect(Object.keys(entries).sort(), lang).toEqual(ids);
      for (const [id, tr] of Object.entries(entries)) {
        expect(knowledgeEntry(id), `${lang}.${id}`).toBeDefined();
        expect(tr.offer, `${lang}.${id}`).toMatch(/\?$/);
      }
    }
  });

  it('answers a foreign question in that language, or in English after a one-line note', () => {
    const a = answerPractical('¿cómo mezclo las voces?', 'es');
    expect(a.entryId).toBe('vocal-mixing');
    expect(a.text).toMatch(/^Una cadena de voz/);
    const untranslated = knowledgeEntry('walking-bass')!;
    expect(entryText(untranslated, 'de')).toMatch(
      /^\(Diese Antwort gibt es bisher nur auf Englisch\.\) A walking bass/,
    );
  });

  it("says what Riffmate can do in the user's language when nothing matches", () => {
    const a = answerPractical('¿cuál es la capital de Francia?', 'es');
    expect(a.entryId).toBeNull();
    expect(a.text).toMatch(/^De eso no tengo notas/);
    expect(a.text).toContain('ASSISTANT_MODEL');
  });
});
