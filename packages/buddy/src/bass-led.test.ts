import { estimateKey, type Piece, parsePitchClass, pitchClassHistogram } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

// A groove of bass and drums alone: the bass carries the harmony, so it outlines the chords and the
// piece is heard in the key asked for; a part added later leaves that line as it was.

const bassOf = (p: Piece) => p.parts.find((x) => x.role === 'bass')!;

function heardKey(p: Piece): string {
  const notes = p.parts.filter((x) => x.channel !== 9).flatMap((x) => x.notes);
  const k = estimateKey(pitchClassHistogram(notes, p.meta.ppq))!.key;
  return `${parsePitchClass(k.tonic)!.chroma} ${k.mode}`;
}

describe('a bass-led groove', () => {
  it.each([
    ['minimal techno in E minor, only a synth bass and a drum machine', 'E', 'minor'],
    ['disco groove in D major, just bass and drums', 'D', 'major'],
    ['house beat in F minor, bassline and drums', 'F', 'minor'],
    ['dub reggae in C major, bass and drums only', 'C', 'major'],
  ] as const)('"%s" is heard in its key', (message, tonic, mode) => {
    for (const seed of [1, 2, 3]) {
      const [reply] = playChat([message], seed);
      const piece = reply!.piece!;
      expect(piece.parts.filter((p) => p.channel !== 9).map((p) => p.role)).toEqual(['bass']);
      expect(heardKey(piece), `seed ${seed}`).toBe(`${parsePitchClass(tonic)!.chroma} ${mode}`);
    }
  });

  it('is marked as carrying the harmony when it is made', () => {
    const [reply] = playChat(['disco groove in D major, just bass and drums'], 1);
    expect(JSON.stringify(reply!.state)).toContain('"outline":true');
  });

  it('keeps its outlining line when chords join it', () => {
    const [first, second] = playChat(
      ['techno groove in G minor, just bass + drums', 'add some stab chords'],
      4,
    );
    expect(second!.piece!.parts.some((p) => p.role === 'chords')).toBe(true);
    expect(bassOf(second!.piece!).notes).toEqual(bassOf(first!.piece!).notes);
  });

  it('a bass under a chords part plays as before', () => {
    const [reply] = playChat(['techno in G minor with piano stabs, bass and drums'], 4);
    expect(reply!.piece!.parts.some((p) => p.role === 'chords')).toBe(true);
    expect(JSON.stringify(reply!.state)).not.toContain('outline');
  });
});
