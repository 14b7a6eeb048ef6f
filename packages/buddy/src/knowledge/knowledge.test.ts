import { describe, expect, it } from 'vitest';
import {
  answerPractical,
  answerSongRequest,
  findSongRequest,
  KNOWLEDGE_ENTRIES,
  searchKnowledge,
} from './index.ts';

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
    ['Wonderwall chords', 'Wonderwall'],
    ['how do I play Hotel California on guitar?', 'Hotel California'],
    ['chords of "Let It Be"', 'Let It Be'],
    ['tab for smoke on the water', 'smoke on the water'],
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
  ])('%s does not', (text) => {
    expect(findSongRequest(text)).toBeNull();
  });

  it('never offers chords for a named song and offers the style or own chords', () => {
    const text = answerSongRequest('Wonderwall', 'en');
    expect(text).toContain('Wonderwall');
    expect(text).toMatch(/can't look songs up/);
    expect(text).not.toMatch(/\b(?:C|Am|F|G)\s*[-–]\s*(?:C|Am|F|G)\b/);
  });
});
