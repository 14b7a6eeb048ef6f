import { uploadedSongMidi } from '@riffmate/test-support/midi-fixtures';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// Parts and lengths wished for without an edit verb ("it could use a cello line", "has to be 12
// bars for the video", "a flute over it"), and "solo" said of a new part's instrument.

describe('a part the piece needs is a part added', () => {
  it.each([
    ['it could use a cello line', 'counter-melody'],
    ['really needs a bass part', 'bass'],
  ])('"%s"', (text, role) => {
    const [, reply] = playChat(['gentle piano piece in G, piano only', text], 4);
    expect(reply!.intent).toBe('edit');
    expect(reply!.text).toContain(`added a ${role} (`);
  });

  it('"add a solo oboe countermelody" adds the oboe alone, no melody beside it', () => {
    const [, reply] = playChat(
      ['sad theme in F minor, strings and piano', 'add a solo oboe countermelody'],
      4,
    );
    expect(reply!.intent).toBe('edit');
    expect(reply!.text).toMatch(/^Done — added a counter-melody \(Oboe\) part\.\n/);
  });
});

describe('a length stated for a purpose changes the piece', () => {
  it('"needs to be 24 bars for the level"', () => {
    const [, reply] = playChat(
      ['sad theme in F minor, strings and piano', 'needs to be 24 bars for the level'],
      4,
    );
    expect(reply!.intent).toBe('edit');
    expect(reply!.state?.spec.bars).toBe(24);
  });
});

describe('a part laid over a file, without a verb', () => {
  it.each(['a flute over it pls', 'some strings on top'])('"%s"', (text) => {
    const [, reply] = playChat(['here is my song', text], 4, uploadedSongMidi());
    expect(reply!.intent).toBe('edit');
    expect(reply!.text).toContain('over your file');
  });
});
