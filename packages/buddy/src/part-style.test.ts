import { describe, expect, it } from 'vitest';
import { partStyleAsk } from './part-style.ts';
import { playChat } from './testing/chat.ts';
import type { ComposerReply } from './types.ts';

/** Each part's notes by role, as the reply's card holds them. */
const notesOf = (r: ComposerReply, role: string) =>
  JSON.stringify((r.notes ?? []).filter((p) => p.role === role).map((p) => p.notes));

describe('a style said of one part', () => {
  it.each([
    ['throw some trap drums on it', 'drums', 'trap'],
    ['make the drums more trap pls', 'drums', 'trap'],
    ['can u give it a reggae groove on the drums', 'drums', 'reggae'],
    ['swap the beat for a bossa groove', 'drums', 'bossa-nova'],
    ['drums more like disco', 'drums', 'disco'],
    ['trap style drums', 'drums', 'trap'],
    ['make the bassline more reggae', 'bass', 'reggae'],
    ['funkier bass pls', 'bass', 'funk'],
  ])('"%s" names the %s in %s', (ask, role, style) => {
    expect(partStyleAsk(ask)).toEqual({ role, style });
  });

  it.each([
    'make it more funky',
    'give it a reggae groove',
    'make the whole track trap',
    'turn the song into a bossa',
  ])('"%s" is the whole piece\'s style', (ask) => {
    expect(partStyleAsk(ask)).toBeNull();
  });

  it.each([
    ['make a pop song in C, piano bass and drums', 'throw some trap drums on it', 'drums'],
    ['lofi beat in F minor, rhodes bass drums', 'drums more like disco', 'drums'],
    ['rock tune in E, guitar bass drums', 'can the bass be a bit more reggae', 'bass'],
  ])('after "%s", "%s" rewrites only the %s and keeps the style', (first, ask, role) => {
    const [a, b] = playChat([first, ask]);
    expect(b!.intent).toBe('edit');
    expect(b!.text).toMatch(/^Done/);
    expect(notesOf(b!, role)).not.toBe(notesOf(a!, role));
    for (const p of a!.notes ?? [])
      if (p.role !== role) expect(notesOf(b!, p.role)).toBe(notesOf(a!, p.role));
    expect(b!.piece!.meta.style).toBe(a!.piece!.meta.style);
    expect(b!.piece!.meta.tempo).toBe(a!.piece!.meta.tempo);
  });

  it('a part already in that style changes nothing and says so', () => {
    const [a, b] = playChat(['write a pop song in C with piano and drums', 'make the drums more pop']);
    expect(b!.text).toMatch(/^Nothing changed: the drums already play a pop groove/);
    expect(b!.midi).toBeUndefined();
    expect(a!.midi).toBeDefined();
  });

  it('"throw a trap beat under it" adds trap drums to a piece without drums', () => {
    const [, b] = playChat(['a sad piano piece in A minor', 'throw a trap beat under it']);
    expect(b!.text).toMatch(/^Done — added drums/);
    expect(b!.text).toMatch(/trap groove/);
    expect(b!.piece!.meta.style).toBe('ballad');
    expect((b!.notes ?? []).some((p) => p.role === 'drums')).toBe(true);
  });
});

describe('a part style and the piece style', () => {
  it('later edits keep the drums in their own style; a new piece style clears it', () => {
    const [, trap, faster, reggae] = playChat([
      'write a pop song in C with piano and drums',
      'throw some trap drums on it',
      'a bit faster',
      'make it reggae',
    ]);
    expect(notesOf(faster!, 'drums')).toBe(notesOf(trap!, 'drums'));
    expect(reggae!.piece!.meta.style).toBe('reggae');
    const spec = reggae!.spec!;
    expect(spec.parts.some((p) => typeof p !== 'string' && p.style !== undefined)).toBe(false);
  });
});

describe('a new piece with a part in another style', () => {
  it.each([
    ['a pop song in C with trap drums', 'pop', 'drums', 'trap'],
    ['rock tune in E but with a funky bass', 'rock', 'bass', 'funk'],
    ['sad piano ballad w/ a reggae bassline', 'ballad', 'bass', 'reggae'],
    ['lofi chords over a house beat', 'lo-fi', 'drums', 'house'],
  ])('"%s" is %s with the %s in %s', (ask, style, role, partStyle) => {
    const [r] = playChat([ask]);
    expect(r!.piece!.meta.style).toBe(style);
    const part = r!.spec!.parts.find((p) => typeof p !== 'string' && p.role === role);
    expect(part && typeof part !== 'string' ? part.style : undefined).toBe(partStyle);
    expect(r!.text).toMatch(
      new RegExp(`the (?:drums|bass) plays? an? ${partStyle === 'funk' ? 'funk' : ''}`),
    );
  });

  it('a full band comes with "a pop song with trap drums", not the drums alone', () => {
    const [r] = playChat(['a pop song in C with trap drums']);
    expect(new Set(r!.piece!.parts.map((p) => p.role))).toEqual(
      new Set(['chords', 'bass', 'melody', 'drums']),
    );
  });

  it.each(['trap beat in F minor', 'jazz ballad in Bb', 'funky groove in E minor, slap bass, 105 bpm'])(
    '"%s" keeps one style for every part',
    (ask) => {
      const [r] = playChat([ask]);
      expect(r!.spec!.parts.every((p) => typeof p === 'string' || p.style === undefined)).toBe(true);
    },
  );
});

describe('"beat" in a new piece', () => {
  it.each([
    ['boom bap beat 90bpm Eb minor, jazzy piano chords, upright bass', 'hip-hop'],
    ['a trap beat with jazzy chords', 'trap'],
  ])('"%s" is a %s track, one style for every part', (ask, style) => {
    const [r] = playChat([ask]);
    expect(r!.piece!.meta.style).toBe(style);
    expect(r!.spec!.parts.every((p) => typeof p === 'string' || p.style === undefined)).toBe(true);
  });
});
