import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const chat = (messages: readonly string[]) => playChat(messages);

describe('an explanation asked again in another key or on another chord', () => {
  it.each([
    ['explain the neapolitan chord in A minor', 'and in D minor?', ['Eb', 'G', 'Bb']],
    ['explain the neapolitan chord in A minor', 'what about E minor', ['F', 'A', 'C']],
    ['whats a picardy third', 'so in E minor the last chord would be..?', ['G#']],
    ['whats a picardy third', 'same thing in D minor?', ['F#']],
    [
      'voice leading in a ii-V-I in Eb, how do the 3rds and 7ths move',
      'same thing in G?',
      ['Am7', 'D7', 'Gmaj7'],
    ],
    ['how does voice leading work in a ii-V-I in Eb', 'ok now in Bb', ['Cm7', 'F7', 'Bbmaj7']],
    ['explain tonic subdominant dominant like im 12', 'in G which chords are which', ['C', 'D', 'Em']],
    ['explain chord functions', 'how about in F', ['Bb', 'C', 'Dm']],
    ['why is the tritone in a G7 so unstable', 'and in Db7?', ['Gb', 'Cb', 'Bb']],
    ['how do secondary dominants work in A major', 'and in Eb?', ['C7', 'F7']],
  ])('%s → %s', (first, again, notes) => {
    const [, reply] = chat([first, again]);
    expect(reply!.intent).toBe('theory-explanation');
    expect(reply!.midi).toBeUndefined();
    for (const n of notes) expect(reply!.text).toMatch(new RegExp(`(?<![\\w#])${n}(?![\\w#])`));
  });

  it('chains: a second follow-up moves the same explanation again', () => {
    const [, , third] = chat([
      'explain the neapolitan chord in A minor',
      'and in D minor?',
      'and in E minor?',
    ]);
    expect(third!.intent).toBe('theory-explanation');
    expect(third!.text).toContain('F (F–A–C)');
  });

  it('names the chord a dominant 7th resolves to, and its 3rd', () => {
    const [reply] = chat(['why is the tritone in a G7 so unstable']);
    expect(reply!.text).toContain('In C major');
    expect(reply!.text).toMatch(/\bE, the 3rd\b/);
  });

  it('"play me that in G on piano" plays the example in that key, with the wishes', () => {
    const [, , play] = chat([
      'how does voice leading work in a ii-V-I in Eb',
      'same thing in G?',
      'play me that in G on piano, 4 bars',
    ]);
    expect(play!.intent).toBe('compose');
    expect(play!.text).toContain('G major');
    expect(play!.text).toContain('Am7 – D7 – Gmaj7');
  });

  it('after a fact, "and in D minor?" asks the fact again', () => {
    const [, fact] = chat(['notes of the A minor scale', 'and in D minor?']);
    expect(fact!.intent).toBe('theory-fact');
    expect(fact!.text).toContain('Bb');
  });
});

describe('"there" and "apply that" after an explanation', () => {
  it.each([
    [
      ['how do secondary dominants work in A major?', 'whats in the V of V there'],
      'theory-fact',
      /B7 \(B–D#–F#–A\)/,
    ],
    [
      ['how do secondary dominants work in Eb', 'what is the V of ii in that key'],
      'theory-fact',
      /V7\/ii: C7/,
    ],
    [
      [
        'why does the minor iv sound so emotional? like F to Fm in C',
        'what scale does the Fm come from there',
      ],
      'theory-explanation',
      /parallel C minor/,
    ],
    [
      ['explain borrowed chords in G', 'where does the Eb come from there'],
      'theory-explanation',
      /parallel G minor/,
    ],
    [
      [
        'can someone explain coltrane changes in simple terms',
        'apply that to a ii V I in C, the coltrane sub thing',
      ],
      'theory-explanation',
      /Abmaj7.*Emaj7/,
    ],
    [['explain coltrane changes', 'ok can you apply it to F'], 'theory-explanation', /In F major|F – Db – A/],
  ])('%j', (messages, intent, says) => {
    const last = chat(messages).at(-1)!;
    expect(last.intent).toBe(intent);
    expect(last.midi).toBeUndefined();
    expect(last.text).toMatch(says);
  });

  it('spells one numeral asked in a key, a secondary V with its usual 7th', () => {
    const [v] = chat(['whats in the V of V in A major']);
    expect(v!.text).toContain('B (B–D#–F#); V7/V: B7 (B–D#–F#–A)');
    const [plain] = chat(['what is the V chord in F']);
    expect(plain!.text).toContain('C (C–E–G)');
  });
});
