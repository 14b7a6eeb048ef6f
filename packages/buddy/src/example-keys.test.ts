import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const progressionLine = (text: string) => /Progression: ([^(]+)\(([^)]+)\)/.exec(text);

describe('an example keeps the key and mode it was explained in', () => {
  it.each([
    ['whats dorian', 'show me an example in D', 'D dorian', ['Dm', 'G']],
    ['whats dorian', 'show me an example', 'C dorian', ['Cm', 'F']],
    ['explain the neapolitan chord in A minor', 'play me that in G', 'G minor', ['Gm', 'Ab/C', 'D7']],
    ['whats mixolydian', 'can u play it', 'C mixolydian', ['C', 'Bb', 'F']],
    ['whats lydian', 'play me one in F', 'F lydian', ['F', 'G']],
  ])('%s → %s: %s', (ask, follow, key, chords) => {
    const [, reply] = playChat([ask, follow]);
    expect(reply!.midi, reply!.text).toBeDefined();
    const [tonic, mode] = key.split(' ');
    expect(reply!.piece!.meta.key).toEqual({ tonic, mode });
    const played = reply!.piece!.meta.progression.map((s) => s.symbol);
    for (const c of chords) expect(played).toContain(c);
  });

  it('says how many notes two modes differ by', () => {
    const [one] = playChat(['lydian vs mixolydian']);
    expect(one!.text).toContain('those 2 notes');
    const [other] = playChat(['dorian vs aeolian']);
    expect(other!.text).toContain('that one note');
  });
});

describe('a blues is twelve bars in its own mode', () => {
  it.each([
    ['12 bar blues in C minor', 'C minor', ['Cm7', 'Fm7', 'G7'], 'i7'],
    ['minor blues in C', 'C minor', ['Cm7', 'Fm7'], 'i7'],
    ['12 bar blues in A', 'A major', ['A7', 'D7', 'E7'], 'I7'],
    ['slow blues in A', 'A major', ['A7', 'D7', 'E7'], 'I7'],
  ])('%s', (ask, key, chords, tonicNumeral) => {
    const [reply] = playChat([ask]);
    expect(reply!.text).toContain(`12-bar blues piece in ${key}`);
    const line = progressionLine(reply!.text);
    for (const c of chords) expect(line?.[1]).toContain(c);
    expect(line?.[2]?.split(' – ')[0]).toBe(tonicNumeral);
    expect(line?.[2]).not.toContain('V7/IV');
  });
});
