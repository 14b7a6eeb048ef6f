import { describe, expect, it } from 'vitest';
import { findSongRequest, songFollowUp } from './knowledge/songs.ts';
import { playChat } from './testing/chat.ts';

// A named song can't be looked up: the honest reply holds for every follow-up that asks more of the
// same song, and a piece is made only when one is asked for.

const DECLINED = /can't look songs up/;

describe('a title read with what is asked of it', () => {
  it.each([
    ['hey jude piano chords', 'hey jude'],
    ['yesterday easy guitar tab', 'yesterday'],
    ['how does the hotel california solo go', 'hotel california'],
    ['chords for landslide, we play it on friday', 'landslide'],
    ['what key is creep in and whats the progression', 'creep'],
  ])('%s → %s', (text, title) => expect(findSongRequest(text)?.title).toBe(title));
});

describe('a follow-up to a song asks more of it', () => {
  it.each([
    'only the chorus chords then',
    'what about the picking pattern on it',
    'and the bass line?',
    'is it in G at least',
  ])('%s', (text) => expect(songFollowUp(text, 'Landslide')?.title).toBe('Landslide'));

  it.each(['write me something like it in D', 'ok give me smth similar, fingerpicked, E major'])(
    '%s asks for music, not the song',
    (text) => expect(songFollowUp(text, 'Landslide')).toBeNull(),
  );
});

describe('in a chat, the song stays declined until music is asked for', () => {
  it('declines every ask about the song, in any words', () => {
    const replies = playChat([
      'let it be piano chords',
      'ok just the first three chords',
      'and the melody for the chorus?',
      'is let it be in F at least',
    ]);
    for (const reply of replies) {
      expect(reply.intent).toBe('song');
      expect(reply.text).toMatch(DECLINED);
      expect(reply.midi).toBeUndefined();
    }
  });

  it('names the song again, not the part asked for', () => {
    const [first, second] = playChat([
      'how does the purple haze intro go',
      'just the opening riff notes then',
    ]);
    expect(first!.text).toMatch(/“purple haze”/);
    expect(second!.text).toMatch(/“purple haze”/);
  });

  it('makes a piece when one is asked for after the song', () => {
    const replies = playChat(['chords for let it be', 'fine, write me something in that vibe in F, piano']);
    expect(replies[1]!.intent).toBe('compose');
    expect(replies[1]!.midi).toBeDefined();
  });

  it('answers theory asked after the song as theory', () => {
    const replies = playChat(['chords for back in black', 'whats a power chord made of']);
    expect(replies[1]!.intent).toBe('theory-fact');
  });
});

describe('a song named right after a key was talked about', () => {
  // "it" in a title ("let it be") is not the key just named, and a title is no follow-up to the fact.
  it.each([
    ['what is the relative major of D minor', 'chords for let it be'],
    ['how many sharps in E major', 'tabs for wonderwall?'],
    ['whats the parallel minor of G', 'gimme the chords to hey jude'],
  ])('%s, then %s', (fact, song) => {
    const [, reply] = playChat([fact, song]);
    expect(reply!.intent).toBe('song');
    expect(reply!.text).toMatch(DECLINED);
  });
});
