import { describe, expect, it } from 'vitest';
import { respond } from './respond.ts';
import type { ChatTurn, ComposerReply } from './types.ts';

/** A chat continued turn by turn, each reply's state stored as the server stores it. */
function converse(...texts: string[]): ComposerReply[] {
  const history: ChatTurn[] = [];
  const replies: ComposerReply[] = [];
  for (const text of texts) {
    history.push({ role: 'user', text });
    const r = respond(history);
    replies.push(r);
    history.push({
      role: 'assistant',
      text: r.text,
      state: r.state ? JSON.parse(JSON.stringify(r.state)) : null,
    });
  }
  return replies;
}

const programsOf = (r: ComposerReply) => r.piece!.parts.map((p) => `${p.role}:${p.program}`);

describe('"the keys" names the keyboard part, not every chord part', () => {
  for (const ask of ['get rid of the keyboard', 'no keys pls', 'lose the keys']) {
    it(`"${ask}" over organ and guitar chords takes out the organ only`, () => {
      const [a, b] = converse('ska tune in D with organ and guitar, bass, drums', ask);
      expect(programsOf(a!)).toEqual(expect.arrayContaining(['chords:16', 'chords:27']));
      expect(programsOf(b!)).toEqual(programsOf(a!).filter((p) => p !== 'chords:16'));
    });
  }
});

describe('a waltz said beside the meter asked is that meter, not a new style', () => {
  for (const ask of ['put it in 3/4 like a slow waltz', 'can we hear it in three four, waltz style']) {
    it(`"${ask}" keeps the style, tempo and instruments`, () => {
      const [a, b] = converse('slow metal riff in E minor at 70 bpm, guitar, bass and drums', ask);
      expect(b!.piece!.meta.meter).toEqual({ numerator: 3, denominator: 4 });
      expect(b!.piece!.meta.tempo).toBe(a!.piece!.meta.tempo);
      expect(b!.piece!.meta.style).toBe(a!.piece!.meta.style);
      expect(programsOf(b!)).toEqual(programsOf(a!));
    });
  }
});

describe('bars named with a fill ask change those bars only', () => {
  for (const ask of ['make the final two bars busier, leading into a fill', 'bars 5-8 busier with a fill']) {
    it(`"${ask}" keeps every note before them`, () => {
      const [a, b] = converse('rock song in E, 120 bpm, guitar bass drums', ask);
      const from = ask.startsWith('bars 5') ? 4 : a!.piece!.meta.bars - 2;
      const barTicks = a!.piece!.meta.ppq * 4;
      const before = (r: ComposerReply) =>
        r.piece!.parts.map((p) =>
          p.notes.filter((n) => n.tick < from * barTicks).map((n) => `${n.tick}:${n.midi}`),
        );
      expect(before(b!)).toEqual(before(a!));
      expect(b!.text).not.toMatch(/every bar/);
    });
  }
});

describe('"that change was too much" takes the last edit part of the way back', () => {
  it('after more swing, "ok that went too far, ease off" swings less', () => {
    const [, a, b] = converse(
      'jazz blues in F, 120 bpm',
      'swing it harder',
      'ok that went too far, ease off',
    );
    expect(a!.piece!.meta.swing ?? 0).toBeGreaterThan(0);
    expect(b!.piece!.meta.swing ?? 0).toBeLessThan(a!.piece!.meta.swing ?? 0);
    expect(b!.piece!.meta.tempo).toBe(a!.piece!.meta.tempo);
  });
  it('after a lot faster, "you overdid it" slows it again, not all the way', () => {
    const [first, a, b] = converse('house in A minor 124 bpm', 'way faster', 'hmm you overdid it');
    expect(b!.piece!.meta.tempo).toBeLessThan(a!.piece!.meta.tempo);
    expect(b!.piece!.meta.tempo).toBeGreaterThan(first!.piece!.meta.tempo);
  });
});

describe('"now" before a relative or parallel key asks the piece in that key', () => {
  it.each([
    ['now parallel major', 'A major'],
    ['now the relative major', 'C major'],
  ])('"%s" over A minor moves it to %s', (ask, key) => {
    const [, b] = converse('sad piano piece in A minor', ask);
    expect(b!.intent).toBe('edit');
    expect(b!.text).toMatch(new RegExp(`now in ${key} \\(was A minor\\)`));
  });
});
