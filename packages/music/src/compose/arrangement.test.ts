import { describe, expect, it } from 'vitest';
import { decodeMidi } from '../midi/decode.ts';
import { DRUM_CHANNEL } from '../midi/gm.ts';
import { getStyle } from '../styles/index.ts';
import { resolveParts } from './arrangement.ts';
import { compose } from './compose.ts';
import { melodyRange } from './melody-part.ts';
import { pieceToMidi } from './piece-to-midi.ts';
import { type CompositionSpec, PART_ROLES, type Piece } from './types.ts';

function piece(spec: Partial<CompositionSpec>): Piece {
  const r = compose({
    key: { tonic: 'C', mode: 'major' },
    bars: 8,
    style: 'pop',
    parts: ['chords'],
    seed: 5,
    ...spec,
  });
  if (!r.ok) throw new Error(r.error);
  return r.piece;
}

describe('resolveParts', () => {
  const pop = getStyle('pop');
  it('orders parts by role, keeps the old channels and streams for the first part of each role', () => {
    const r = resolveParts(['drums', 'melody', 'bass', 'chords'], pop, {}, {});
    if (!r.ok) throw new Error(r.error);
    expect(r.parts.map((p) => [p.role, p.channel, p.stream])).toEqual([
      ['chords', 0, 'chords'],
      ['bass', 1, 'bass'],
      ['melody', 2, 'melody'],
      ['drums', DRUM_CHANNEL, 'drums'],
    ]);
  });

  it('gives several parts of one role their own channel, stream, name and program', () => {
    const r = resolveParts(
      [
        { role: 'pad', program: 48, name: 'Strings' },
        { role: 'pad', program: 52 },
        'bass',
        'chords',
        'percussion',
        'drums',
      ],
      pop,
      { bass: 34 },
      { pad: 1 },
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.parts.map((p) => [p.role, p.name, p.program, p.channel, p.stream, p.density])).toEqual([
      ['chords', 'Chords (Acoustic Grand Piano)', 0, 0, 'chords', 0],
      ['pad', 'Strings', 48, 2, 'pad', 1],
      ['pad', 'Pad 2 (Choir Aahs)', 52, 3, 'pad#2', 1],
      ['bass', 'Bass (Electric Bass (pick))', 34, 1, 'bass', 0],
      ['percussion', 'Percussion (GM Percussion)', 0, DRUM_CHANNEL, 'percussion', 0],
      ['drums', 'Drums (Standard Kit)', 0, DRUM_CHANNEL, 'drums', 0],
    ]);
  });

  it('counts a role string named twice once, as older specs did', () => {
    const r = resolveParts(['bass', 'bass', { role: 'bass', program: 38 }], pop, {}, {});
    expect(r.ok && r.parts.length).toBe(2);
  });

  it('rejects bad parts with a clear error', () => {
    expect(resolveParts([], pop, {}, {})).toEqual({ ok: false, error: 'Ask for at least one part' });
    expect(resolveParts(['kazoo'], pop, {}, {})).toMatchObject({ ok: false, error: /Unknown part "kazoo"/ });
    expect(resolveParts([{ role: 'horns', program: 200 }], pop, {}, {})).toMatchObject({
      ok: false,
      error: /GM program/,
    });
    expect(resolveParts([{ role: 'pad', name: '' }], pop, {}, {})).toMatchObject({
      ok: false,
      error: /name/,
    });
    expect(resolveParts(Array(17).fill({ role: 'pad' }), pop, {}, {})).toMatchObject({
      ok: false,
      error: /at most 16/,
    });
    expect(resolveParts(Array(16).fill({ role: 'pad' }), pop, {}, {})).toMatchObject({
      ok: false,
      error: /at most 15 pitched/,
    });
  });
});

describe('pieces with any number of parts', () => {
  const all = PART_ROLES.map((role) => ({ role }));

  it('writes every role, one MIDI track per part with its name and program on its own channel', () => {
    const p = piece({ parts: [...all, { role: 'horns', program: 56, name: 'Trumpet' }], bars: 8 });
    expect(p.parts.map((x) => x.role)).toEqual([...PART_ROLES.slice(0, 7), 'horns', 'percussion', 'drums']);
    for (const part of p.parts) expect(part.notes.length).toBeGreaterThan(0);
    const pitched = p.parts
      .filter((x) => x.role !== 'drums' && x.role !== 'percussion')
      .map((x) => x.channel);
    expect(new Set(pitched).size).toBe(pitched.length);
    expect(pitched).not.toContain(DRUM_CHANNEL);
    const decoded = decodeMidi(pieceToMidi(p));
    if (!decoded.ok) throw new Error(decoded.error);
    const tracks = decoded.midi.tracks.slice(1);
    expect(tracks.map((t) => t.name)).toEqual(p.parts.map((x) => x.name));
    tracks.forEach((t, i) => {
      const part = p.parts[i]!;
      expect(t.channels).toEqual([part.channel]);
      expect(t.programs[0]?.program).toBe(part.program);
    });
    expect(tracks.find((t) => t.name === 'Trumpet')?.programs[0]?.program).toBe(56);
  });

  it('keeps every other part note for note when a part is added', () => {
    const before = piece({ parts: ['chords', 'bass', 'melody', 'drums'] });
    const after = piece({
      parts: ['chords', { role: 'pad', program: 48 }, 'bass', 'melody', 'counter-melody', 'drums'],
    });
    for (const role of ['chords', 'bass', 'melody', 'drums']) {
      expect(after.parts.find((p) => p.role === role)!.notes).toEqual(
        before.parts.find((p) => p.role === role)!.notes,
      );
    }
  });

  it('voices pads and horns below the melody and keeps the counter-melody under it', () => {
    const p = piece({
      parts: ['pad', 'melody', 'counter-melody', 'horns'],
      bars: 16,
      style: 'funk',
      humanize: 0,
    });
    const melody = p.parts.find((x) => x.role === 'melody')!.notes;
    const [melodyLow] = melodyRange(0);
    for (const role of ['pad', 'horns'] as const) {
      const notes = p.parts.find((x) => x.role === role)!.notes;
      expect(Math.max(...notes.map((n) => n.midi))).toBeLessThanOrEqual(melodyLow + 10);
      const covered = melody.filter((m) =>
        notes.some((n) => n.tick <= m.tick && n.tick + n.durationTicks > m.tick && n.midi > m.midi),
      );
      expect(covered).toEqual([]);
    }
    const counter = p.parts.find((x) => x.role === 'counter-melody')!.notes;
    let above = 0;
    for (const c of counter) {
      const m = melody.find((n) => n.tick <= c.tick && n.tick + n.durationTicks > c.tick);
      if (m && c.midi >= m.midi) above++;
    }
    expect(above / counter.length).toBeLessThan(0.05);
  });

  it('puts percussion on channel 10 with GM percussion keys', () => {
    for (const style of ['bossa-nova', 'pop'] as const) {
      const part = piece({ parts: ['percussion'], style }).parts[0]!;
      expect(part.channel).toBe(DRUM_CHANNEL);
      for (const n of part.notes) expect(n.midi >= 35 && n.midi <= 81).toBe(true);
    }
  });

  it('is deterministic with several parts of a role', () => {
    const spec = { parts: [{ role: 'arpeggio' }, { role: 'arpeggio', program: 11 }], bars: 8 } as const;
    const a = piece(spec);
    expect(pieceToMidi(a)).toEqual(pieceToMidi(piece(spec)));
    expect(a.parts[0]!.notes).not.toEqual(a.parts[1]!.notes);
  });
});

describe('a part in a style of its own', () => {
  const base: Partial<CompositionSpec> = { parts: ['chords', 'bass', 'drums'] };

  it('plays that style’s groove while every other part keeps its notes', () => {
    const plain = piece(base);
    const trap = piece({ parts: ['chords', 'bass', { role: 'drums', style: 'trap' }] });
    const notes = (p: Piece, role: string) => p.parts.find((x) => x.role === role)!.notes;
    expect(notes(trap, 'drums')).not.toEqual(notes(plain, 'drums'));
    expect(notes(trap, 'chords')).toEqual(notes(plain, 'chords'));
    expect(notes(trap, 'bass')).toEqual(notes(plain, 'bass'));
    expect(trap.meta.style).toBe('pop');
    expect(trap.meta.tempo).toBe(plain.meta.tempo);
  });

  it('the piece’s own style is the same as none', () => {
    expect(pieceToMidi(piece({ parts: ['chords', 'bass', { role: 'drums', style: 'pop' }] }))).toEqual(
      pieceToMidi(piece(base)),
    );
  });

  it('an unknown style is a clear error', () => {
    const r = compose({
      key: { tonic: 'C', mode: 'major' },
      bars: 4,
      style: 'pop',
      parts: [{ role: 'drums', style: 'polka' as never }],
      seed: 1,
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/drums part's style must be one of: pop/);
  });
});
