import type { Piece } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { keyPlan } from './key-plan.ts';
import { playChat } from './testing/chat.ts';
import { everydayEnglish } from './understand/wording.ts';

// New pieces asked the way players put them: the band in shorthand ("acoustic and upright"), the
// chords the talk just named, numerals of a key the talk was in, a piece that changes key, a drill.

/** The chords a reply's progression line names, in order. */
const progression = (text: string) =>
  (/Progression: ([^(\n]+)/.exec(text)?.[1] ?? '')
    .split(/\s+–\s+/)
    .map((c) => c.replace(/\s*…$/, '').trim())
    .filter(Boolean);
const programs = (piece: unknown) => (piece as Piece).parts.map((p) => p.program);

describe('"acoustic" or "electric" alone names a guitar', () => {
  it.each([
    ['bluegrass-ish tune in G, acoustic, banjo and upright', 25],
    ['folk ballad in D, acoustic + fiddle', 25],
  ])('"%s"', (text, program) => {
    const [reply] = playChat([text], 4);
    expect(reply!.intent).toBe('compose');
    expect(programs(reply!.piece)).toContain(program);
  });

  it('keeps "make it acoustic" and "acoustic treatment" as they were said', () => {
    expect(everydayEnglish('make it acoustic')).toBe('make it acoustic');
    expect(everydayEnglish('do i need acoustic treatment')).toBe('do i need acoustic treatment');
  });

  it('"take the electric off" removes the electric guitar', () => {
    const [, reply] = playChat(
      ['country tune in E on electric guitar and acoustic guitar', 'take the electric off'],
      4,
    );
    expect(reply!.intent).toBe('edit');
    expect(programs(reply!.piece)).not.toContain(27);
    expect(programs(reply!.piece)).toContain(25);
  });
});

describe('another piece "in that vibe" is a new piece, not an edit', () => {
  it.each([
    'nice, now write me something in that vibe but in E minor on organ',
    'cool, do one like that in Bb at 85',
  ])('"%s"', (text) => {
    const [first, reply] = playChat(['reggae groove in G', text], 6);
    expect(reply!.intent).toBe('compose');
    expect(reply!.text).not.toMatch(/\(was /);
    expect(reply!.midi).not.toEqual(first!.midi);
  });
});

describe('asked to play what the talk named, with a band of its own', () => {
  it('plays the ii–V–I just spelled, on the instruments asked', () => {
    const [, reply] = playChat(
      ["what's the 2 5 1 in F", 'play it for me on electric piano with a walking bass, swung, 100 bpm'],
      2,
    );
    expect(reply!.intent).toBe('compose');
    expect(progression(reply!.text).slice(0, 3)).toEqual(['Gm7', 'C7', 'Fmaj7']);
    expect(programs(reply!.piece)).toContain(4);
  });
});

describe('a piano trio or brushes mean jazz when no style is named', () => {
  it.each(['a tune in Eb for a piano trio', 'something in G with upright and brushes on the kit'])(
    '"%s"',
    (text) => {
      const [reply] = playChat([text], 5);
      expect(reply!.spec?.style).toBe('jazz');
    },
  );

  it('a trio with violin and cello is no jazz band', () => {
    const [reply] = playChat(['piano trio in D minor with violin and cello'], 5);
    expect(reply!.spec?.style).not.toBe('jazz');
  });
});

describe('chromatic chords by name', () => {
  it('plays the augmented sixths asked, into the V', () => {
    const [reply] = playChat(['play It+6 then V in E minor, i wanna hear the pull'], 3);
    expect(reply!.intent).toBe('compose');
    expect(progression(reply!.text).slice(0, 2)).toEqual(['C7no5', 'B']);
  });

  it('numerals asked right after talk in a key are in that key', () => {
    const replies = playChat([
      "what's the neapolitan chord in E minor",
      'cool, write a short prog using it: i iv N6 V i',
    ]);
    expect(replies[1]!.intent).toBe('compose');
    expect(replies[1]!.text).toMatch(/in E minor/);
    expect(progression(replies[1]!.text)[2]).toBe('F/A');
  });
});

describe('a piece that changes key', () => {
  it('reads each stretch in its own key', () => {
    expect(keyPlan('eight bars in a minor followed by four bars in c')).toEqual({
      key: { tonic: 'A', mode: 'minor' },
      bars: 12,
      progression: ['Am', 'Dm', 'E', 'Am', 'Dm', 'E', 'Am', 'Am', 'C', 'F', 'G', 'C'],
    });
    expect(keyPlan('4 bars in C')).toBeNull();
  });

  it('writes the whole length, the second key after the first', () => {
    const [reply] = playChat(['piano and cello: 4 bars in D then 4 bars in F, 80 bpm'], 2);
    expect(reply!.intent).toBe('compose');
    expect(reply!.spec?.bars).toBe(8);
    expect(progression(reply!.text)).toEqual(['D', 'G', 'A', 'D', 'F', 'Bb', 'C', 'F']);
  });
});

describe('an interval drill asked as a file', () => {
  it('is a listening card played the times asked, filed as the file ordered', () => {
    const [reply] = playChat([
      'make me a midi file that plays a major 3rd then a minor 3rd from G 3 times so i can practise them',
    ]);
    expect(reply!.intent).toBe('compose');
    expect(reply!.text).toMatch(/major third above G .* minor third above G .*3 times through/);
    const notes = (reply!.piece as Piece).parts.flatMap((p) => p.notes);
    expect(Math.max(...notes.map((n) => n.tick)) / 1920).toBeGreaterThanOrEqual(5);
  });
});
