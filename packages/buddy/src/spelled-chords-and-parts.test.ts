import { describe, expect, it } from 'vitest';
import { findChordSequence } from './chord-sequence.ts';
import { playChat } from './testing/chat.ts';

describe('chords spelled out beside their numerals', () => {
  it.each([
    ['a I-vi-IV-V in G, so G Em C D, for a doo-wop tune', ['G', 'Em', 'C', 'D']],
    ['iv V i in D minor (Gm7 A7 Dm7) for a bossa', ['Gm7', 'A7', 'Dm7']],
    ['Dm7 G7 Cmaj7, a ii V I', ['Dm7', 'G7', 'Cmaj7']],
  ])('"%s" plays the spelled chords', (message, chords) => {
    expect(findChordSequence(message)?.chords).toEqual(chords);
  });

  it('numerals alone are still read', () => {
    expect(findChordSequence('a ii V I in F for a jazz tune')?.chords).toEqual(['ii', 'V', 'I']);
  });

  it('the composed piece plays them', () => {
    const [reply] = playChat(['vi IV I V in C, Am7 Fmaj7 C G, chill lo-fi']);
    const symbols = reply!.piece!.meta.progression.map((s) => s.symbol);
    expect(symbols.slice(0, 4)).toEqual(['Am7', 'Fmaj7', 'C', 'G']);
  });
});

describe('one keyboard with a part in its own style is no solo', () => {
  it.each([
    'jazz in Eb on wurlitzer with a walking bass',
    'swing tune on the rhodes, walking bass line, 150',
    'play something on organ with a walking bass',
  ])('"%s" has a bass', (message) => {
    const [reply] = playChat([message]);
    expect(reply!.piece!.parts.map((p) => p.role)).toContain('bass');
  });

  it('a keyboard named alone still plays the piece alone', () => {
    const [reply] = playChat(['a ballad on rhodes']);
    expect(reply!.piece!.parts.map((p) => p.role)).not.toContain('bass');
  });
});

describe('stabs are chords', () => {
  it('"synth stabs" in a new piece are its chords part', () => {
    const [reply] = playChat(['dark techno in F minor with synth stabs, bass and drums']);
    const chords = reply!.piece!.parts.find((p) => p.role === 'chords');
    expect(chords?.program).toBeGreaterThanOrEqual(80);
  });
});
