import tonejs from '@tonejs/midi';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMidi } from '../midi/decode.ts';
import { DRUM_CHANNEL } from '../midi/gm.ts';
import { type Key, keySignature } from '../theory/key.ts';
import { compose, pieceTitle } from './compose.ts';
import { pieceToMidi, pieceToSmf } from './piece-to-midi.ts';
import { type Meter, type Piece, STYLE_IDS } from './types.ts';

const METERS: Meter[] = [
  { numerator: 2, denominator: 4 },
  { numerator: 3, denominator: 4 },
  { numerator: 4, denominator: 4 },
  { numerator: 6, denominator: 8 },
  { numerator: 5, denominator: 4 },
  { numerator: 7, denominator: 8 },
  { numerator: 12, denominator: 8 },
];

function make(
  style: (typeof STYLE_IDS)[number],
  key: Key,
  meter: Meter,
  seed: number,
  tempo?: number,
): Piece {
  const r = compose({
    key,
    style,
    meter,
    seed,
    bars: 4,
    parts: ['chords', 'bass', 'melody', 'drums'],
    ...(tempo ? { tempo } : {}),
  });
  if (!r.ok) throw new Error(r.error);
  return r.piece;
}

describe('pieceToMidi', () => {
  it('writes track 0 with name, tempo, meter and key; one track per part', () => {
    const piece = make('pop', { tonic: 'Eb', mode: 'major' }, METERS[3]!, 1, 96);
    const smf = pieceToSmf(piece);
    expect(smf.format).toBe(1);
    expect(smf.tracks).toHaveLength(5);
    const metaTypes = smf.tracks[0]!.events.map((e) => (e.kind === 'meta' ? e.type : -1));
    expect(metaTypes).toEqual([0x03, 0x51, 0x58, 0x59]);
    const bytes = pieceToMidi(piece);
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('MThd');
  });

  it('round-trips notes, tempo, meter, key, programs and channels (property)', () => {
    const modes: Key['mode'][] = ['major', 'minor', 'dorian', 'mixolydian', 'harmonic minor'];
    fc.assert(
      fc.property(
        fc.constantFrom(...STYLE_IDS),
        fc.constantFrom('C', 'G', 'F#', 'Db', 'Bb', 'E', 'Ab'),
        fc.constantFrom(...modes),
        fc.constantFrom(...METERS),
        fc.integer({ min: 30, max: 240 }),
        fc.integer(),
        (style, tonic, mode, meter, tempo, seed) => {
          const piece = make(style, { tonic, mode }, meter, seed, tempo);
          const r = decodeMidi(pieceToMidi(piece));
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          const m = r.midi;
          expect(m.format).toBe(1);
          expect(m.ppq).toBe(480);
          expect(m.tempos).toHaveLength(1);
          expect(Math.abs(m.tempos[0]!.bpm - tempo)).toBeLessThan(0.01);
          expect(m.timeSignatures).toEqual([
            { tick: 0, numerator: meter.numerator, denominator: meter.denominator },
          ]);
          const sig = keySignature(piece.meta.key);
          expect(m.keySignatures).toEqual([{ tick: 0, fifths: sig.fifths, minor: sig.minor }]);
          expect(m.tracks[0]!.name).toBe(piece.meta.title);
          piece.parts.forEach((part, i) => {
            const t = m.tracks[i + 1]!;
            expect(t.name).toBe(part.name);
            const channel = part.role === 'drums' ? DRUM_CHANNEL : part.channel;
            expect(t.programs).toEqual([{ tick: 0, channel, program: part.program }]);
            const want = [...part.notes]
              .map((n) => ({ ...n, channel }))
              .sort((a, b) => a.tick - b.tick || a.midi - b.midi);
            expect(t.notes).toEqual(want);
          });
          expect(m.warnings).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is read correctly by @tonejs/midi too (key signature, channels, programs)', () => {
    const piece = make('jazz', { tonic: 'F#', mode: 'minor' }, METERS[2]!, 3, 132);
    const m = new tonejs.Midi(pieceToMidi(piece));
    // sf = 3 sharps, mi = 1; @tonejs/midi names a signature by its major key, so F# minor reads 'A' + 'minor'.
    expect(m.header.keySignatures[0]).toMatchObject({ key: 'A', scale: 'minor' });
    expect(m.header.timeSignatures[0]!.timeSignature).toEqual([4, 4]);
    expect(Math.round(m.header.tempos[0]!.bpm)).toBe(132);
    const tracks = m.tracks.filter((t) => t.notes.length > 0);
    expect(tracks.map((t) => t.channel)).toEqual([0, 1, 2, 9]);
    expect(tracks.map((t) => t.instrument.number).slice(0, 3)).toEqual(
      piece.parts.slice(0, 3).map((p) => p.program),
    );
    expect(tracks[3]!.instrument.percussion).toBe(true);
    expect(tracks.map((t) => t.notes.length)).toEqual(piece.parts.map((p) => p.notes.length));
  });
});

describe('the file is named after the piece', () => {
  it('its first track carries the style and key the piece is in', () => {
    const r = compose({
      key: { tonic: 'F', mode: 'minor' },
      bars: 4,
      style: 'lo-fi',
      parts: ['chords'],
      seed: 3,
    });
    if (!r.ok) throw new Error(r.error);
    const moved = { ...r.piece, meta: { ...r.piece.meta, key: { tonic: 'Eb', mode: 'minor' } as const } };
    const named = { ...moved, meta: { ...moved.meta, title: pieceTitle(moved.meta) } };
    const d = decodeMidi(pieceToMidi(named));
    if (!d.ok) throw new Error(d.error);
    expect(d.midi.tracks[0]!.name).toBe('Lo-fi in Eb minor');
    expect(pieceTitle(r.piece.meta)).toBe(r.piece.meta.title);
  });
});
