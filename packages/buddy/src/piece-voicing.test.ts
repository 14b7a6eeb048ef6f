import { type Piece, parseChord, parsePitchClass } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { readState, respond } from './respond.ts';
import type { ChatTurn, ComposerReply } from './types.ts';

function chat(...messages: string[]): ComposerReply[] {
  const turns: ChatTurn[] = [];
  let piece: Piece | null = null;
  return messages.map((text) => {
    turns.push({ role: 'user', text });
    const reply = respond(turns, { seed: 2 });
    piece = (reply.piece as Piece | undefined) ?? piece;
    turns.push({
      role: 'assistant',
      text: reply.text,
      state: reply.state ? readState(JSON.parse(JSON.stringify(reply.state))) : null,
    } as ChatTurn);
    return { ...reply, piece: piece ?? undefined };
  });
}

/** The notes "… as D2 – F#3 – A3 – D4, low to high" names, as pitch classes. */
const named = (text: string) =>
  /as (.+?), low to high/
    .exec(text)![1]!
    .split(' – ')
    .map((n) => parsePitchClass(n.replace(/-?\d+$/, ''))!.chroma);

describe('a voicing question is answered from the piece', () => {
  it.each([
    ["what's the voicing on the V chord", 'V'],
    ['whats the voicing on the V chord', 'V'],
    ['how is the IV voiced?', 'IV'],
    ['which inversion is the piano playing in bar 3', null],
  ])('"%s" names the notes the chords part plays there', (ask, roman) => {
    const [made, reply] = chat('pop song in G, piano bass and drums', ask);
    expect(reply!.intent).toBe('piece-question');
    expect(reply!.midi).toBeUndefined();
    const m = (made!.piece as Piece).meta;
    const seg = roman
      ? m.progression.find((s) => s.roman === roman)!
      : m.progression.find((s) => s.bar === 2)!;
    expect(reply!.text).toContain(`In bar ${seg.bar + 1} `);
    expect(reply!.text).toContain(seg.symbol);
    const tones = parseChord(seg.symbol)!.chromas;
    expect(named(reply!.text).every((c) => tones.includes(c))).toBe(true);
    expect(reply!.text).toMatch(/root position|inversion/);
  });

  it('a chord the piece does not have is said to be missing, with the chords it has', () => {
    const [made, reply] = chat('I V vi IV in G on piano', 'how is the ii voiced');
    const chords = [...new Set((made!.piece as Piece).meta.progression.map((s) => s.symbol))];
    expect(reply!.text).toBe(`There's no ii chord in it — its chords are ${chords.join(' – ')}.`);
  });

  it('"voice the chords wider" is still an edit', () => {
    const [, reply] = chat('pop song in G', 'voice the chords wider');
    expect(reply!.intent).toBe('edit');
  });
});

describe('voicing questions over a pushed or minor-key piece', () => {
  it('"the V" is the major V7, found where a syncopated chord starts early', () => {
    const [made, , reply] = chat(
      'lofi beat in F minor 80bpm, rhodes bass drums',
      'make it more syncopated',
      'whats the voicing on the V chord',
    );
    const seg = (made!.piece as Piece).meta.progression.find((s) => /^V(?!I)/.test(s.roman ?? ''))!;
    expect(reply!.text).toContain(`voices ${seg.symbol} (${seg.roman})`);
  });
});
