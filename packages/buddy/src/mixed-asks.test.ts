import { parseChord } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/chat.ts';

const TRAP = 'dark trap beat in F minor 140bpm';
const roles = (r: ReturnType<typeof playChat>[number]) => r.piece!.parts.map((p) => p.role);

describe('a message that asks several things does what it can', () => {
  it.each([
    'hats need more rolls n triplets, and make the 808 slide between notes',
    'ok forget the slide. just give the hats more rolls + some triplet stuff',
    'rolling hats pls',
    'give the hi hats some triplet rolls',
  ])('hat rolls are written whatever else is said: %s', (ask) => {
    const [before, after] = playChat([TRAP, ask]);
    const drums = (r: typeof before) => r!.piece!.parts.find((p) => p.role === 'drums')!.notes;
    expect(after!.midi).toBeDefined();
    expect(drums(after)).not.toEqual(drums(before));
    // A slide still asked for is declined in words, never claimed.
    if (/make the 808 slide/.test(ask)) expect(after!.text).toMatch(/can't write slides/);
    else expect(after!.text).not.toMatch(/slides/);
  });

  it.each(['delete the melody', 'scrap the melody pls', 'erase the melody'])(
    '%s takes the melody out',
    (ask) => {
      const [before, after] = playChat([TRAP, ask]);
      expect(roles(before!)).toContain('melody');
      expect(roles(after!)).not.toContain('melody');
    },
  );

  it.each(['give the bass more bounce', 'make the bass bouncier'])(
    '%s is a feel, not an audio export',
    (ask) => {
      const [before, after] = playChat([TRAP, ask]);
      expect(after!.text).not.toMatch(/can't make audio/);
      const bass = (r: typeof before) => r!.piece!.parts.find((p) => p.role === 'bass')!.notes;
      const length = (r: typeof before) => bass(r).reduce((s, n) => s + n.durationTicks, 0);
      expect(length(after)).toBeLessThan(length(before));
    },
  );

  it('"bounce it to wav" is still the export question', () => {
    const [, after] = playChat([TRAP, 'bounce it to wav']);
    expect(after!.midi).toBeUndefined();
    expect(after!.text).toMatch(/WAV/);
  });
});

describe('a mood beside a part brought in describes that part', () => {
  it.each([
    ['now add a bell melody, something eerie', 'melody'],
    ['add a dreamy pad', 'pad'],
    ['put some sad strings on it', 'pad'],
  ])('%s adds the part and leaves the piece as it was', (ask, role) => {
    const [before, after] = playChat(['trap beat in F minor 140bpm with piano, 808 and drums', ask]);
    expect(after!.piece!.meta.key).toEqual(before!.piece!.meta.key);
    expect(after!.piece!.meta.tempo).toBe(before!.piece!.meta.tempo);
    expect(after!.piece!.parts.map((p) => p.role)).toContain(role);
    for (const part of before!.piece!.parts) {
      const kept = after!.piece!.parts.find((p) => p.name === part.name);
      expect(kept?.notes, part.name).toEqual(part.notes);
    }
  });

  it('"add strings and make it sadder" still makes the piece sadder', () => {
    const [before, after] = playChat(['lofi beat in C', 'add strings and make it sadder']);
    expect(
      after!.piece!.meta.key.mode === 'major' && after!.piece!.meta.tempo === before!.piece!.meta.tempo,
    ).toBe(false);
  });

  it.each([
    ['swap the piano for a dark pad', 'Pad'],
    ['replace the piano with some warm strings', 'String'],
    ['swap the piano out for a big fat synth', 'Lead'],
  ])('%s: the described sound takes the piano part', (ask, sound) => {
    const [, after] = playChat(['trap beat in F minor 140bpm with piano, 808 and drums', ask]);
    const names = after!.piece!.parts.map((p) => p.name).join(' ');
    expect(names).not.toContain('Acoustic Grand Piano');
    expect(names).toContain(sound);
  });
});

describe('a new groove keeps the song', () => {
  const chords = (r: ReturnType<typeof playChat>[number]) => r.piece!.meta.progression.map((s) => s.symbol);
  const roots = (r: ReturnType<typeof playChat>[number]) => chords(r).map((c) => parseChord(c)?.root);

  it.each([
    ['dark trap beat in F minor 140bpm', 'switch it up: boom bap at 90 bpm'],
    ['pop song in C', 'make it reggae'],
    ['folk tune in G', 'turn it into a rock song'],
  ])('%s → %s keeps its chords', (ask, restyle) => {
    const [before, after] = playChat([ask, restyle]);
    expect(after!.piece!.meta.style).not.toBe(before!.piece!.meta.style);
    expect(roots(after!)).toEqual(roots(before!));
  });

  it('a style that lives on sevenths plays the same chords as sevenths', () => {
    const [before, after] = playChat(['pop song in C', 'make it jazz']);
    expect(roots(after!)).toEqual(roots(before!));
    for (const c of chords(after!)) expect(parseChord(c)?.chromas.length, c).toBe(4);
  });

  it('hat rolls of the old groove go with it', () => {
    const [, rolls, boomBap] = playChat([
      'dark trap beat in F minor 140bpm',
      'more hi-hat rolls',
      'make it boom bap',
    ]);
    expect(rolls!.text).toMatch(/hi-hat rolls/);
    expect(boomBap!.text).not.toMatch(/hi-hat rolls/);
  });
});

describe('everyday words for parts and swaps', () => {
  it.each([
    ['change the lead instrument to piano', 'melody', 'Piano'],
    ['can the melody be a piano too, its beepy', 'melody', 'Piano'],
    ['could the bass be an upright', 'bass', 'Acoustic Bass'],
  ])('%s', (ask, role, sound) => {
    const [, after] = playChat(['happy pop song in A', ask]);
    expect(after!.piece!.parts.find((p) => p.role === role)?.name).toContain(sound);
  });

  it.each(['take away the drums and the beepy sound pls', 'take away the drums and the melody'])(
    '%s takes both out',
    (ask) => {
      const [, after] = playChat(['happy pop song in A', ask]);
      const roles = after!.piece!.parts.map((p) => p.role);
      expect(roles).not.toContain('drums');
      expect(roles).not.toContain('melody');
    },
  );
});

describe('a half-time feel', () => {
  it.each(['half time feel please', 'make the drums half time', 'half-time groove'])('%s', (ask) => {
    const [before, after] = playChat(['rock song in E at 120', ask]);
    expect(after!.piece!.meta.tempo).toBe(before!.piece!.meta.tempo);
    const ppq = after!.piece!.meta.ppq;
    const snares = (r: typeof before) =>
      r!
        .piece!.parts.find((p) => p.role === 'drums')!
        .notes.filter((n) => (n.midi === 38 || n.midi === 39) && n.velocity >= 60)
        .map((n) => Math.round((n.tick % (ppq * 4)) / ppq));
    expect(snares(before)).toContain(1);
    expect(snares(after).every((beat) => beat === 2)).toBe(true);
    for (const part of before!.piece!.parts.filter((p) => p.role !== 'drums'))
      expect(after!.piece!.parts.find((p) => p.name === part.name)?.notes).toEqual(part.notes);
  });

  it('"half the tempo" still halves the tempo', () => {
    const [before, after] = playChat(['rock song in E at 120', 'half the tempo']);
    expect(after!.piece!.meta.tempo).toBe(before!.piece!.meta.tempo / 2);
  });
});
