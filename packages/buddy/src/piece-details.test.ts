import { isMinorMode, parsePitchClass, scaleNotes, spellChroma } from '@riffmate/music';
import { uploadedSongMidi } from '@riffmate/test-support/midi-fixtures';
import { describe, expect, it } from 'vitest';
import { respond } from './respond.ts';
import { playChat } from './testing/chat.ts';
import type { ChatTurn } from './types.ts';

/** A piece made first, then one question about it: the piece and the reply. */
function askAbout(commission: string, question: string) {
  const [made, reply] = playChat([commission, question], 7);
  return { piece: made!.piece!, reply: reply! };
}

describe('a fact put forward about the piece is confirmed or corrected from the piece', () => {
  it.each([
    ['chill rnb in Eb 85bpm', 'is this in minor?'],
    ['a sad piano ballad in C# minor', 'is it in minor'],
    ['a waltz in D minor at 140', 'so its in 3/4 right?'],
    ['a waltz in D minor at 140', 'is this 4/4?'],
    ['funky groove in E at 104', 'wait is it 110 bpm?'],
    ['funky groove in E at 104', 'its 104 bpm right?'],
    ['a folk tune in G', 'is it in G?'],
    ['a folk tune in G', 'is this in dorian'],
  ])('%s → %s', (commission, question) => {
    const { piece, reply } = askAbout(commission, question);
    const m = piece.meta;
    const meter = /(\d+)\/(\d+)/.exec(question);
    const bpm = /(\d+) bpm/.exec(question);
    const tonic = /\bin ([A-G])\b/.exec(question);
    const yes = meter
      ? `${m.meter.numerator}/${m.meter.denominator}` === meter[0]
      : bpm
        ? m.tempo === Number(bpm[1])
        : tonic
          ? parsePitchClass(tonic[1]!)?.chroma === parsePitchClass(m.key.tonic)?.chroma
          : /minor/.test(question)
            ? isMinorMode(m.key.mode)
            : m.key.mode === 'dorian';
    expect(reply.intent).toBe('piece-question');
    expect(reply.text).toMatch(yes ? /^Yes\. / : /^No\. /);
    expect(reply.text).toContain(
      meter ? `${m.meter.numerator}/${m.meter.denominator}` : bpm ? `${m.tempo} BPM` : m.key.tonic,
    );
    expect(reply.piece).toBeUndefined();
  });
});

describe('a bare number or a length put forward is checked against the piece', () => {
  it.each(['is it 140?', 'is it 120?', 'is it 8 bars?', 'is this 16 bars'])('%s', (question) => {
    const { piece, reply } = askAbout('dark trap beat in F minor 140', question);
    const bars = /(\d+) bars/.exec(question);
    const yes = bars
      ? Number(bars[1]) === piece.meta.bars
      : Number(/\d+/.exec(question)![0]) === piece.meta.tempo;
    expect(reply.intent).toBe('piece-question');
    expect(reply.text).toMatch(yes ? /^Yes\. / : /^No\. /);
    expect(reply.text).toContain(bars ? `${piece.meta.bars} bars long` : `${piece.meta.tempo} BPM`);
  });
});

describe('details of the piece in focus are read from its notes and chords', () => {
  it.each(['whats the drums doing', 'what sounds do the drums use', 'what are the drums playing'])(
    '"%s" names the kit sounds the drum part uses',
    (question) => {
      const { piece, reply } = askAbout('dark trap beat in F minor 140', question);
      const keys = new Set(piece.parts.find((p) => p.role === 'drums')!.notes.map((n) => n.midi));
      expect(reply.intent).toBe('piece-question');
      expect(reply.text).toMatch(/^The drums play /);
      expect(
        reply.text.match(/Bass Drum|Snare|Clap|Hi-Hat|Cymbal|Tom|Stick|Cowbell|Tambourine|Shaker|Bell/g)
          ?.length,
      ).toBe(keys.size);
    },
  );

  it('over a blues in a major key, the minor pentatonic and blues scale come first', () => {
    const { reply } = askAbout('a 12 bar blues in A', 'what scale should i solo with');
    const notes = (type: string) => scaleNotes('A', type)!.join(' ');
    expect(reply.text).toBe(
      `Over A major, these work: A minor pentatonic (${notes('minor pentatonic')}), A blues (${notes('minor blues')}), A major pentatonic (${notes('major pentatonic')}), A mixolydian (${notes('mixolydian')}).`,
    );
  });

  it.each([
    ['funky groove in E', 'whats the bass playing', 'bass'],
    ['lofi hip hop with rhodes at 75', 'what notes does the melody use', 'melody'],
    ['a folk tune in G at 100 bpm', 'whats the lowest note in the bass', 'bass'],
    ['jazz in F with a sax melody', 'whats the highest note in the melody', 'melody'],
  ])('%s → %s names the notes the part uses and its range', (commission, question, role) => {
    const { piece, reply } = askAbout(commission, question);
    const part = piece.parts.find((p) => p.role === role)!;
    const used = new Set(part.notes.map((n) => spellChroma(n.midi % 12, piece.meta.key)));
    expect(reply.intent).toBe('piece-question');
    const named = /uses (.+?), from/.exec(reply.text)![1]!.split(' ');
    expect(new Set(named)).toEqual(used);
    expect(reply.text).toMatch(/from [A-G][#b]?\d up to [A-G][#b]?\d\./);
  });

  it.each([
    ['which chord does it end on', 'last'],
    ['what does it end on', 'last'],
    ['what chord does it start with', 'first'],
  ])('"%s" names the %s chord', (question, which) => {
    const { piece, reply } = askAbout('a waltz in D minor at 140', question);
    const segs = piece.meta.progression;
    const seg = which === 'last' ? segs.at(-1)! : segs[0]!;
    expect(reply.text).toBe(`Bar ${seg.bar + 1} is ${seg.symbol} (${seg.roman}).`);
  });

  it.each(['what are the roman numerals', 'can you tell me the chords', 'what are the changes'])(
    '"%s" lists the chords with their numerals',
    (question) => {
      const { piece, reply } = askAbout('a folk tune in G on acoustic guitar', question);
      expect(reply.intent).toBe('piece-question');
      expect(reply.text).toContain(piece.meta.progression.map((s) => s.roman).join(' – '));
    },
  );

  it('"what key is bar 3 in" gives the key and that bar\'s chord, not the length', () => {
    const { piece, reply } = askAbout('a sad piano ballad in C# minor', 'what key is bar 3 in');
    const seg = [...piece.meta.progression].reverse().find((s) => s.bar <= 2)!;
    expect(reply.text).toBe(`It's in C# minor. Bar 3 is ${seg.symbol} (${seg.roman}).`);
  });

  it.each(['how many beats per bar', 'wait how many beats in a bar'])('"%s" gives the meter', (question) => {
    const { piece, reply } = askAbout('a waltz in D minor', question);
    expect(reply.text).toBe(`It's in ${piece.meta.meter.numerator}/${piece.meta.meter.denominator}.`);
  });

  it.each([
    ['is there a melody in this', 'melody'],
    ['does it have drums?', 'drums'],
    ['is there any bass', 'bass'],
  ])('"%s" says whether the part is there', (question, role) => {
    const { piece, reply } = askAbout('a sad piano ballad in C# minor', question);
    const there = piece.parts.some((p) => p.role === role);
    expect(reply.text).toMatch(there ? /^Yes\. It has / : /^No\. It has /);
  });

  it.each([
    'what scale should i use for a solo',
    'what scale can i play over it',
    'what mode should i jam in',
  ])('"%s" gives scales in the piece\'s key', (question) => {
    const { reply } = askAbout('a waltz in D minor at 140', question);
    expect(reply.intent).toBe('piece-question');
    expect(reply.text).toContain(
      `Over D minor, these work: D minor pentatonic (${scaleNotes('D', 'minor pentatonic')!.join(' ')})`,
    );
  });

  it('"which chord is the 3rd one" names the third chord', () => {
    const { piece, reply } = askAbout('a dreamy synth pad track in A', 'which chord is the 3rd one');
    const seg = [...piece.meta.progression].sort((a, b) => a.tick - b.tick)[2]!;
    expect(reply.text).toBe(`Bar ${seg.bar + 1} is ${seg.symbol} (${seg.roman}).`);
  });

  it('"is this 3/4 or 6/8" gives the meter', () => {
    const { piece, reply } = askAbout('a melancholy tune in 6/8', 'is this 3/4 or 6/8');
    expect(reply.text).toBe(`It's in ${piece.meta.meter.numerator}/${piece.meta.meter.denominator}.`);
  });

  it('"what chords are in the second half" lists those bars', () => {
    const { piece, reply } = askAbout('a melancholy tune in 6/8', 'what chords are in the second half');
    expect(reply.intent).toBe('piece-question');
    expect(reply.text).toMatch(new RegExp(`^Bars ${piece.meta.bars / 2 + 1}–${piece.meta.bars}: `));
  });

  it.each(['what can i jam over it with', "what's playing the melody"])(
    '"%s" is asked of the piece',
    (question) => {
      const { reply } = askAbout('a reggae groove in G', question);
      expect(reply.intent).toBe('piece-question');
    },
  );

  it('changes asked as questions still change the piece', () => {
    const [, faster, minor] = playChat(
      ['a folk tune in G at 100 bpm', 'is it possible to make it faster?', 'can you make it in minor?'],
      7,
    );
    expect(faster!.intent).toBe('edit');
    expect(minor!.intent).toBe('edit');
  });
});

describe('questions about an uploaded file are answered from the file', () => {
  const attach: ChatTurn = { role: 'user', text: 'here is my song', midi: uploadedSongMidi(), fileId: 'f1' };
  const ask = (question: string) => {
    const first = respond([attach]);
    return respond([attach, { role: 'assistant', text: first.text }, { role: 'user', text: question }]);
  };
  it.each([
    ['whats the 3rd chord', 'Bar 3 is Bb (VI).'],
    ['is it in minor', "Yes. It's in D minor."],
    ['what bpm is the file', "It's at 96 BPM."],
    ['how long is my song', "It's 8 bars long (about 20 seconds at this tempo)."],
    ['is this in 3/4?', "No. It's in 4/4."],
  ])('%s', (question, says) => {
    const reply = ask(question);
    expect(reply.text).toBe(says);
    expect(reply.midi).toBeUndefined();
  });
});
