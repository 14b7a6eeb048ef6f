import { compose, encodeSmf, pieceToMidi } from '@riffmate/music';
import { uploadedSongMidi } from '@riffmate/test-support/midi-fixtures';
import { describe, expect, it } from 'vitest';
import { respond } from './respond.ts';
import type { ChatTurn } from './types.ts';
import {
  checkMidiUpload,
  chordLine,
  latestMidi,
  MIDI_UPLOAD_LIMITS,
  parseMidiTransform,
  transformTitle,
} from './upload.ts';

describe('parseMidiTransform', () => {
  it.each([
    ['transpose it up 2 semitones and add drums', { transpose: 2, addDrums: true }],
    ['transpose down a fourth', { transpose: -5 }],
    ['make it 120 bpm', { tempo: 120 }],
    ['faster please', { tempo: 113 }],
    ['half time', { tempo: 48 }],
    ['add some funk drums', { addDrums: true, style: 'funk' }],
    ['add a bass line', { addBass: true }],
    ['re-harmonise it', { reharmonise: true }],
    ['give it new chords and add bass', { addBass: true, reharmonise: true }],
    ['drums are a bit much, simpler pls', { simplerDrums: true }],
    ['kill the drums and make it 100bpm pls', { removeDrums: true, tempo: 100 }],
    ['no drums pls', { removeDrums: true }],
    ['the drums r too busy', { simplerDrums: true }],
    ['make the drums simpler', { simplerDrums: true }],
    ['thin the drums out a bit', { simplerDrums: true }],
    ['drums are kinda busy', { simplerDrums: true }],
    ['drums in this feel stiff, swing them a bit?', { swing: 0.4, swingDrumsOnly: true }],
    ['swing the hats', { swing: 0.7, swingDrumsOnly: true }],
    ['can u make it swing', { swing: 0.7 }],
    ['give it a shuffle feel', { swing: 0.7 }],
    ['make it 6/8', { meter: { numerator: 6, denominator: 8 } }],
    ['can u switch it to 12/8', { meter: { numerator: 12, denominator: 8 } }],
    ['put it in 4/4 pls', { meter: { numerator: 4, denominator: 4 } }],
  ])('%s → %o', (text, expected) => expect(parseMidiTransform(text, 96)).toEqual(expected));

  it.each(['Analyse this MIDI file', 'what key is this in?', 'thanks!', 'no swing pls', 'my tune in 6/8'])(
    '%s asks for no change',
    (text) => expect(parseMidiTransform(text, 96)).toBeNull(),
  );
});

describe('chordLine and transformTitle', () => {
  it('writes bars the way musicians do, and counts the rest', () => {
    expect(chordLine([{ symbol: 'Dm' }, { symbol: null }, { symbol: 'A7' }])).toBe('| Dm | – | A7 |');
    expect(chordLine(Array.from({ length: 20 }, () => ({ symbol: 'C' })))).toBe(
      `| ${Array(16).fill('C').join(' | ')} | … (4 more bars)`,
    );
    expect(chordLine([])).toBe('(none)');
  });
  it.each([
    [{ transpose: 5 }, 'Your file, transposed up a fourth'],
    [{ transpose: -2, addDrums: true }, 'Your file, transposed down a whole step, with drums'],
    [{ tempo: 100, addDrums: true, addBass: true }, 'Your file, at 100 BPM, with drums and bass'],
    [{ reharmonise: true }, 'Your file, re-harmonised'],
  ])('%o → %s', (t, title) => expect(transformTitle(t)).toBe(title));
});

describe('checkMidiUpload', () => {
  it('accepts a real file and refuses hostile ones with the reason', () => {
    expect(checkMidiUpload(uploadedSongMidi()).ok).toBe(true);
    expect(checkMidiUpload(new Uint8Array([0x4d, 0x54]))).toEqual({
      ok: false,
      error: 'Not a MIDI file (missing MThd header)',
    });
    const longFile = encodeSmf({
      format: 1,
      ppq: 480,
      tracks: [{ events: [{ kind: 'noteOn', tick: 0x0fffffff, channel: 0, note: 60, velocity: 90 }] }],
    });
    expect(checkMidiUpload(longFile)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/more than 2,048 bars/),
    });
    expect(MIDI_UPLOAD_LIMITS).toEqual({ maxBytes: 1048576, maxTracks: 64, maxEvents: 250_000 });
  });
});

describe('respond with an uploaded file', () => {
  const midi = uploadedSongMidi();
  it('analyses an attachment exactly and asks for the analyse tool', () => {
    const reply = respond([
      { role: 'user', text: 'Analyse this MIDI file', midi, fileId: 'f1', filename: 'a.mid' },
    ]);
    expect(reply.text).toContain('Key: D minor (estimated from the notes, matching its key signature)');
    expect(reply.text).toContain('Tempo: 96 BPM');
    expect(reply.text).toContain('Chords per bar: | Dm7 | Dm | Bb | C | Dm | Dm | A | Dm |');
    expect(reply.upload).toEqual({ fileId: 'f1', transform: null, title: 'a.mid' });
    expect(reply.spec).toBeUndefined();
  });

  it('transforms in the same message and says what changed', () => {
    const reply = respond([{ role: 'user', text: 'transpose it up a fourth', midi, fileId: 'f1' }]);
    expect(reply.text).toContain('transposed up a fourth (D minor → G minor; drums untouched)');
    expect(reply.upload).toMatchObject({ fileId: 'f1', transform: { transpose: 5 } });
    expect(reply.midi).toBeInstanceOf(Uint8Array);
  });

  it('follow-ups use the newest file; a composed piece later takes over', () => {
    const history: ChatTurn[] = [
      { role: 'user', text: 'here', midi, fileId: 'f1' },
      { role: 'assistant', text: 'ok', file: { fileId: 'f2', midi } },
      { role: 'user', text: 'now add drums' },
    ];
    expect(latestMidi(history, 2)).toMatchObject({ fileId: 'f2', attachedNow: false });
    expect(respond(history).upload).toMatchObject({ fileId: 'f2', transform: { addDrums: true } });
    // A theory question after an upload is still a theory question.
    expect(respond([...history.slice(0, 2), { role: 'user', text: 'what notes are in Cmaj7?' }]).intent).toBe(
      'theory-fact',
    );
    expect(
      respond([...history.slice(0, 2), { role: 'user', text: 'what notes are in Cmaj7?' }]).upload,
    ).toBeUndefined();
    const composed = respond([{ role: 'user', text: 'a jazz tune in F' }]);
    const later: ChatTurn[] = [
      ...history.slice(0, 2),
      { role: 'user', text: 'a jazz tune in F' },
      { role: 'assistant', text: composed.text, state: composed.state ?? null },
      { role: 'user', text: 'now add drums' },
    ];
    expect(latestMidi(later, 4)).toBeNull();
    expect(respond(later).upload).toBeUndefined();
  });

  it('says clearly when an attachment cannot be read', () => {
    const reply = respond([{ role: 'user', text: 'hi', midi: new Uint8Array([1, 2, 3]), fileId: 'x' }]);
    expect(reply.text).toBe("That file isn't a MIDI file I can read: Not a MIDI file (missing MThd header).");
  });
});

describe('questions and asks about an uploaded file', () => {
  const attach = (text: string): ChatTurn => ({
    role: 'user',
    text,
    midi: uploadedSongMidi(),
    fileId: 'f1',
    filename: 'song.mid',
  });
  const follow = (ask: string) => {
    const first = respond([attach('here is my loop')]);
    return respond([
      attach('here is my loop'),
      { role: 'assistant', text: first.text },
      { role: 'user', text: ask },
    ]);
  };
  it.each([
    'what instruments are in there',
    'which instruments does it use',
    "what's playing in it",
    'what sounds are in this',
  ])('"%s" is answered from the file', (ask) => {
    const r = follow(ask);
    // A question after the upload is a piece question; the reply still names the file to read.
    expect(r.intent).toBe('piece-question');
    expect(r.upload?.fileId).toBe('f1');
    expect(r.text).toMatch(/Instruments/);
  });
  it.each([
    'can u mix it so the kick punches thru',
    'could you mix this',
    'mix it so the vocals sit better',
    'can u mix?',
  ])('"%s" says mixing is done on the audio, changes nothing, and offers what it can do', (ask) => {
    const r = follow(ask);
    expect(r.midi).toBeUndefined();
    expect(r.text).toMatch(/can't mix it/);
    expect(r.text).toMatch(/kick louder/);
  });
});

describe('another take on an uploaded file', () => {
  it.each(['another take on it', 'can u do a different version', 'mix it up', 'try it again'])(
    '"%s" writes a new version in the file\'s key, tempo and meter, not an unrelated piece',
    (ask) => {
      const turn: ChatTurn = {
        role: 'user',
        text: 'here is my loop',
        midi: uploadedSongMidi(),
        fileId: 'f1',
        filename: 'song.mid',
      };
      const first = respond([turn]);
      const r = respond([turn, { role: 'assistant', text: first.text }, { role: 'user', text: ask }]);
      expect(r.text).toMatch(/another take on your file/);
      const heard = first.text;
      expect(heard).toContain(`${r.piece!.meta.tempo} BPM`);
      expect(r.piece!.meta.bars).toBeGreaterThan(0);
      expect(r.state).toBeDefined();
    },
  );
});

describe('"mix" that asks no mixdown', () => {
  it.each(['mix it up a bit', 'can you mix in some strings', 'can you mix jazz and hip hop'])(
    '"%s"',
    (ask) => {
      const turn: ChatTurn = {
        role: 'user',
        text: 'here is my loop',
        midi: uploadedSongMidi(),
        fileId: 'f1',
        filename: 'song.mid',
      };
      const first = respond([turn]);
      const r = respond([turn, { role: 'assistant', text: first.text }, { role: 'user', text: ask }]);
      expect(r.text).not.toMatch(/can't mix it/);
    },
  );
});

describe('a new meter for an uploaded file', () => {
  const waltz = () => {
    const r = compose({
      key: { tonic: 'Eb', mode: 'major' },
      bars: 8,
      style: 'waltz',
      parts: ['chords', 'bass', 'melody', 'drums'],
      seed: 3,
      tempo: 120,
      meter: { numerator: 3, denominator: 4 },
    });
    if (!r.ok) throw new Error(r.error);
    return pieceToMidi(r.piece);
  };
  it.each(['make it 4/4', 'put it in 4/4 pls', 'can you switch it to 4/4 time'])(
    '"%s" re-bars a 3/4 file',
    (ask) => {
      const turn: ChatTurn = {
        role: 'user',
        text: 'here is my waltz',
        midi: waltz(),
        fileId: 'f1',
        filename: 'waltz.mid',
      };
      const first = respond([turn]);
      const r = respond([turn, { role: 'assistant', text: first.text }, { role: 'user', text: ask }]);
      expect(r.text).toMatch(/^Done — moved it to 4\/4: every bar stays a bar/);
      expect(r.text).toMatch(/in 4\/4, 8 bars/);
    },
  );
  it('"actually back to a waltz" re-bars the 4/4 version back to 3/4', () => {
    const turn: ChatTurn = {
      role: 'user',
      text: 'here is my waltz',
      midi: waltz(),
      fileId: 'f1',
      filename: 'waltz.mid',
    };
    const first = respond([turn]);
    const history: ChatTurn[] = [
      turn,
      { role: 'assistant', text: first.text },
      { role: 'user', text: 'make it 4/4' },
    ];
    const fourFour = respond(history);
    history.push({ role: 'assistant', text: fourFour.text, file: { fileId: 'f2', midi: fourFour.midi! } });
    history.push({ role: 'user', text: 'actually back to a waltz' });
    const r = respond(history);
    // A change to a file uploaded earlier is an edit of the piece in focus.
    expect(r.intent).toBe('edit');
    expect(r.text).toMatch(/^Done — moved it to 3\/4: every bar stays a bar/);
  });
});

describe('after the upload, changes are edits and questions are piece questions', () => {
  const turns = (ask: string): ChatTurn[] => {
    const upload: ChatTurn = {
      role: 'user',
      text: 'what key is this in',
      midi: uploadedSongMidi(),
      fileId: 'f1',
      filename: 'song.mid',
    };
    const first = respond([upload]);
    return [upload, { role: 'assistant', text: first.text }, { role: 'user', text: ask }];
  };
  it.each(['what key is it now', 'so whats the tempo', 'how many bars is it btw'])('"%s"', (ask) => {
    const r = respond(turns(ask));
    expect(r.intent).toBe('piece-question');
    expect(r.midi).toBeUndefined();
  });
  it.each(['move it up a whole step', 'slow it down to 70', 'transpose it down 2 semitones pls'])(
    '"%s"',
    (ask) => {
      const r = respond(turns(ask));
      expect(r.intent).toBe('edit');
      expect(r.upload?.transform).toBeTruthy();
    },
  );
  it('the upload itself is still read as an upload', () => {
    expect(respond(turns('x').slice(0, 1)).intent).toBe('upload');
  });
});
