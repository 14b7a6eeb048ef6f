import { compose } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { nextStep } from './describe.ts';
import { parseEdits } from './edits.ts';
import { parseKeyMention } from './keys.ts';
import { respond } from './respond.ts';
import type { ChatTurn, ComposerReply } from './types.ts';

function chat(messages: readonly string[], seed?: number): ComposerReply[] {
  const turns: ChatTurn[] = [];
  const replies: ComposerReply[] = [];
  for (const text of messages) {
    turns.push({ role: 'user', text });
    const r = respond(turns, seed === undefined ? {} : { seed });
    replies.push(r);
    turns.push({
      role: 'assistant',
      text: r.text,
      state: r.state ? JSON.parse(JSON.stringify(r.state)) : null,
    });
  }
  return replies;
}
const programs = (r: ComposerReply) => r.piece!.parts.map((p) => (p.role === 'drums' ? 'drums' : p.program));

describe('theory questions never become pieces, unless an example is asked', () => {
  it.each([
    ['why does a ii-V-I sound resolved?', /G7 holds the tritone B–F/],
    ['dorian vs aeolian?', /the 6th degree: A \(6\) in dorian, Ab \(b6\) in aeolian/],
    ['explain the tritone substitution in F', /C7 \(C–E–G–Bb\) becomes Gb7/],
    ['what is a secondary dominant?', /V7\/V is D7 \(D–F#–A–C\)/],
    ['harmonic minor vs melodic minor', /raises the 7th \(Bb → B\)/],
    ['what is a deceptive cadence in G?', /D7 → Em/],
    ['explain borrowed chords', /iv Fm \(F–Ab–C\)/],
  ])('%s', (text, re) => {
    const [r] = chat([text]);
    expect(r!.intent).toBe('theory-explanation');
    expect(r!.text).toMatch(re);
    expect(r!.text).toMatch(/play an example/);
    expect(r!.midi).toBeUndefined();
  });
  it('"show me a ii-V-I in Bb" explains and plays it', () => {
    const [r] = chat(['show me a ii-V-I in Bb']);
    expect(r!.intent).toBe('theory-explanation');
    expect(r!.text).toMatch(/F7 holds the tritone A–Eb/);
    expect(r!.piece!.meta.progression.map((c) => c.symbol)).toEqual(['Cm7', 'F7', 'Bbmaj7']);
  });
  it('after a piece, a theory question is still a question', () => {
    const [, r] = chat(['a funk groove in E', 'what is the difference between dorian and aeolian?']);
    expect(r!.intent).toBe('theory-explanation');
    expect(r!.midi).toBeUndefined();
  });
});

describe('requests are honoured in full', () => {
  it('every named part and instrument is in the card', () => {
    const [r] = chat(['piano, strings, bass, drums and a sax melody']);
    expect(programs(r!)).toEqual(expect.arrayContaining([0, 48, 65, 'drums']));
    expect(r!.piece!.parts.some((p) => p.role === 'bass')).toBe(true);
  });
  it('"with bass and drums" adds to the band instead of replacing it', () => {
    const [r] = chat(['16 bars bossa nova in F with bass and drums']);
    expect(r!.piece!.parts.map((p) => p.role)).toEqual(['chords', 'bass', 'melody', 'drums']);
    expect(r!.piece!.meta.bars).toBe(16);
  });
  it('"for piano" is piano only', () => {
    const [r] = chat(['something sad and slow for piano']);
    expect(new Set(programs(r!))).toEqual(new Set([0]));
  });
  it('a stated progression is played, sevenths as sevenths', () => {
    const [r] = chat(['Dm7 G7 Cmaj7 Am7, jazz']);
    expect(r!.piece!.meta.progression.slice(0, 4).map((c) => c.symbol)).toEqual([
      'Dm7',
      'G7',
      'Cmaj7',
      'Am7',
    ]);
    const [s] = chat(['I-V-vi-IV in E, pop drums']);
    expect(s!.piece!.parts.map((p) => p.role)).toContain('chords');
    expect(s!.text).toMatch(/added a chords part/);
  });
  it('an unknown style says it was approximated', () => {
    const [r] = chat(['a bachata in G']);
    expect(r!.text).toMatch(/I don't have a bachata style, so I approximated it with salsa/);
  });

  it('never offers a part the piece already plays', () => {
    // A style's line-up can add parts the spec never named: the hint reads the parts heard.
    const spec = {
      key: { tonic: 'F', mode: 'major' },
      bars: 4,
      style: 'lo-fi',
      parts: ['chords', 'bass'],
      seed: 3,
    } as const;
    const r = compose({ ...spec, parts: ['chords', 'bass', 'drums'] });
    if (!r.ok) throw new Error(r.error);
    expect(nextStep(spec, 'en')).toMatch(/drums/);
    expect(nextStep(spec, 'en', r.piece)).not.toMatch(/drums/);
  });

  it('a style the engine plays is never swapped for another', () => {
    const asked = {
      'a 12 bar blues in A': 'blues',
      'a trap beat': 'trap',
      'reggae in G': 'reggae',
      'a gospel tune': 'gospel',
      'some dark techno': 'techno',
      'a bach chorale in D': 'chorale',
    } as const;
    for (const [message, style] of Object.entries(asked)) {
      const [r] = chat([message]);
      expect(r!.spec?.style, message).toBe(style);
      expect(r!.text, message).not.toMatch(/approximated/);
    }
  });
});

describe('context: questions about the piece in focus', () => {
  it('answers from the piece', () => {
    const replies = chat([
      'a chill lo-fi beat in F minor at 80 bpm',
      'what tempo is this?',
      'what key is it in?',
      'how many bars?',
      'what scale can I solo with?',
    ]);
    expect(replies.slice(1).map((r) => r.intent)).toEqual(Array(4).fill('piece-question'));
    expect(replies[1]!.text).toBe("It's at 80 BPM.");
    expect(replies[2]!.text).toBe("It's in F minor.");
    expect(replies[3]!.text).toMatch(/^It's 8 bars long/);
    expect(replies[4]!.text).toMatch(/F minor pentatonic \(F Ab Bb C Eb\)/);
  });
  it('without a piece, says there is none', () => {
    expect(chat(['what tempo is this?'])[0]!.intent).toBe('piece-question');
  });
});

describe('variety', () => {
  it('a fresh chat with another seed gives a new take; the same seed replays', () => {
    const a = chat(['a chill lo-fi beat'], 1)[0]!;
    const b = chat(['a chill lo-fi beat'], 2)[0]!;
    const c = chat(['a chill lo-fi beat'], 1)[0]!;
    expect(a.midi).not.toEqual(b.midi);
    expect(c.midi).toEqual(a.midi);
  });
  it('"another take" gives a different piece', () => {
    const [a, b] = chat(['a funk groove in E', 'another take']);
    expect(b!.midi).not.toEqual(a!.midi);
  });
});

describe('other intents', () => {
  it.each([
    ['how do I mix drums?', 'practical'],
    ['chords to wonderwall', 'song'],
    ['hey there', 'greeting'],
    ['what is the capital of france', 'unknown'],
  ])('%s → %s', (text, intent) => {
    const [r] = chat([text]);
    expect(r!.intent).toBe(intent);
    expect(r!.midi).toBeUndefined();
    expect(r!.text).not.toMatch(/only good at music/);
  });
});

describe('context: what a follow-up means', () => {
  it('a fresh description is a new piece; a comparative or a bare value edits the one in focus', () => {
    const replies = chat([
      '16 bars bossa nova in F with bass and drums',
      'a reggae groove in G',
      'jazzier, in 3/4',
      'now in D',
    ]);
    expect(replies.map((r) => r.intent)).toEqual(['compose', 'compose', 'edit', 'edit']);
    expect(replies[3]!.piece!.meta.key).toEqual({ tonic: 'D', mode: 'major' });
  });
});

describe('short English asks stay English', () => {
  it('an export request is answered in English with the card export', () => {
    for (const message of ['export as wav', 'render a wav of it', 'bounce this to mp3']) {
      const [r] = chat([message]);
      expect(r!.intent, message).toBe('practical');
      expect(r!.text, message).toMatch(/Export WAV/);
      expect(r!.text, message).toMatch(/\b(?:the|and|your)\b/);
    }
  });
});

describe('keys and kit pieces as musicians type them', () => {
  it('reads a bare lower-case tonic after "in", but not the word "a" or "e.g."', () => {
    expect(parseKeyMention('lofi beat in f')?.key).toEqual({ tonic: 'F', mode: 'major' });
    expect(parseKeyMention('something chill in g at 85')?.key).toEqual({ tonic: 'G', mode: 'major' });
    expect(parseKeyMention('in a jazzy style please')?.key ?? null).toBeNull();
    expect(parseKeyMention('a ballad in e.g. a happy mood')?.key ?? null).toBeNull();
  });

  it('a kit piece in an edit points at the drums, and only the drums change', () => {
    expect(parseEdits('make the hats less busy')).toEqual([{ op: 'density', part: 'drums', delta: -1 }]);
    const [, edit] = chat(['a trap beat in c# minor', 'make the hats less busy']);
    expect(edit!.text).toMatch(
      /^Done — rewrote the drums in every bar( with (fewer|more) notes \(\d+ → \d+\))?\./,
    );
  });

  it('a plural part takes a plural verb when its instrument changes', () => {
    const [, edit] = chat(['a pop song in C', 'put the chords on a rhodes']);
    expect(edit!.text).toMatch(/the chords are now on Electric Piano 1/);
  });
});
