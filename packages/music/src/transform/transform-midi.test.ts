import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseMidiBytes } from '../analysis/analyse-midi.ts';
import { compose } from '../compose/compose.ts';
import { pieceToMidi } from '../compose/piece-to-midi.ts';
import type { Meter, PartRole } from '../compose/types.ts';
import { decodeMidi } from '../midi/decode.ts';
import { DRUM_CHANNEL } from '../midi/gm.ts';
import { parseChord } from '../theory/chord.ts';
import type { Key } from '../theory/key.ts';
import { parsePitchClass } from '../theory/pitch-class.ts';
import { type MidiTransform, reharmonise, transformMidi, transposeLabel } from './transform-midi.ts';

function file(
  key: Key = { tonic: 'D', mode: 'minor' },
  parts: PartRole[] = ['chords', 'melody'],
  meter?: Meter,
  bars = 8,
): Uint8Array {
  const r = compose({ key, bars, style: 'pop', parts, seed: 3, tempo: 96, ...(meter ? { meter } : {}) });
  if (!r.ok) throw new Error(r.error);
  return pieceToMidi(r.piece);
}

function run(bytes: Uint8Array, t: MidiTransform) {
  const r = transformMidi(bytes, t);
  if (!r.ok) throw new Error(r.error);
  return r.result;
}

function decoded(bytes: Uint8Array) {
  const d = decodeMidi(bytes);
  if (!d.ok) throw new Error(d.error);
  return d.midi;
}

const chroma = (name: string) => parsePitchClass(name)!.chroma;

describe('transformMidi', () => {
  it('transposes pitched notes only; the key and the key signature follow (property)', () => {
    const source = file({ tonic: 'D', mode: 'minor' }, ['chords', 'melody', 'drums']);
    const before = decoded(source);
    const drumsBefore = before.tracks.flatMap((t) => t.notes.filter((n) => n.channel === DRUM_CHANNEL));
    fc.assert(
      fc.property(fc.integer({ min: -12, max: 12 }), (n) => {
        const out = run(source, { transpose: n });
        const after = decoded(out.midi);
        const pitched = (m: typeof before) =>
          m.tracks
            .flatMap((t) => t.notes.filter((x) => x.channel !== DRUM_CHANNEL).map((x) => x.midi))
            .sort((a, b) => a - b);
        expect(pitched(after)).toEqual(pitched(before).map((p) => p + n));
        const drums = after.tracks.flatMap((t) => t.notes.filter((x) => x.channel === DRUM_CHANNEL));
        expect(drums.map((d) => [d.tick, d.midi])).toEqual(drumsBefore.map((d) => [d.tick, d.midi]));
        expect(chroma(out.analysis.key!.key.tonic)).toBe((chroma('D') + n + 12) % 12);
        expect(out.analysis.key!.key.mode).toBe('minor');
        if (n !== 0)
          expect(out.analysis.declaredKey && chroma(out.analysis.declaredKey.tonic)).toBe(
            (chroma('D') + n + 12) % 12,
          );
      }),
      { numRuns: 12 },
    );
  });

  it('a file transposed up a fifth re-analyses a fifth up', () => {
    const out = run(file({ tonic: 'C', mode: 'major' }), { transpose: 7 });
    expect(out.analysis.key?.key).toEqual({ tonic: 'G', mode: 'major' });
    expect(out.changes[0]).toBe('transposed up a fifth (C major → G major; drums untouched)');
  });

  it.each([
    [{ tempo: 120 }, 120],
    [{ tempo: 48 }, 48],
    [{ tempo: 300 }, 300],
  ])('sets the tempo event (%o → %d BPM) without moving a note', (t, bpm) => {
    const source = file();
    const out = run(source, t);
    const after = decoded(out.midi);
    expect(after.tempos[0]?.bpm).toBeCloseTo(bpm, 1);
    const notes = (m: ReturnType<typeof decoded>) =>
      m.tracks.flatMap((x) => x.notes.map((n) => [n.tick, n.midi]));
    expect(notes(after).sort()).toEqual(notes(decoded(source)).sort());
    expect(out.changes).toEqual([`tempo 96 → ${bpm} BPM`]);
  });

  it.each([
    [{ numerator: 4, denominator: 4 }, 8],
    [{ numerator: 3, denominator: 4 }, 6],
    [{ numerator: 6, denominator: 8 }, 4],
  ] as const)('adds drums on channel 10 in %o over the file’s %d bars', (meter, bars) => {
    const source = file({ tonic: 'A', mode: 'minor' }, ['chords'], meter, bars);
    const out = run(source, { addDrums: true, style: 'rock' });
    const after = decoded(out.midi);
    const drums = after.tracks.flatMap((t) => t.notes.filter((n) => n.channel === DRUM_CHANNEL));
    expect(drums.length).toBeGreaterThan(bars);
    expect(out.analysis.bars).toBe(bars);
    expect(out.analysis.meter).toEqual(meter);
    const ticksPerBar = (after.ppq * 4 * meter.numerator) / meter.denominator;
    expect(Math.max(...drums.map((d) => d.tick))).toBeLessThan(bars * ticksPerBar);
    // Every bar has drums.
    const barsWithDrums = new Set(drums.map((d) => Math.floor(d.tick / ticksPerBar)));
    expect(barsWithDrums.size).toBe(bars);
    expect(out.notes.find((p) => p.role === 'drums')?.channel).toBe(DRUM_CHANNEL);
  });

  it('leaves existing drums alone and says so', () => {
    const out = run(file(undefined, ['chords', 'drums']), { addDrums: true });
    expect(out.changes).toEqual([]);
    expect(out.skipped[0]).toMatch(/already has drums/);
  });

  it('plays the drums simpler: fewer hits, the backbeat kept, every other part untouched', () => {
    for (const style of ['pop', 'rock', 'funk', 'hip-hop'] as const) {
      const r = compose({
        key: { tonic: 'E', mode: 'minor' },
        bars: 8,
        style,
        parts: ['chords', 'bass', 'drums'],
        seed: 5,
        tempo: 96,
      });
      if (!r.ok) throw new Error(r.error);
      const source = pieceToMidi(r.piece);
      const out = run(source, { simplerDrums: true });
      const drumsOf = (bytes: Uint8Array) =>
        decoded(bytes).tracks.flatMap((t) => t.notes.filter((n) => n.channel === DRUM_CHANNEL));
      const pitchedOf = (bytes: Uint8Array) =>
        decoded(bytes).tracks.flatMap((t) => t.notes.filter((n) => n.channel !== DRUM_CHANNEL));
      const before = drumsOf(source);
      const after = drumsOf(out.midi);
      expect(after.length, style).toBeLessThan(before.length);
      expect(after.length, style).toBeGreaterThan(0);
      // The loudest snare hits (the backbeat) all stay.
      const snares = (ns: typeof before) => ns.filter((n) => n.midi === 38 || n.midi === 40);
      const loud = (ns: typeof before) => {
        const max = Math.max(0, ...snares(ns).map((n) => n.velocity));
        return snares(ns).filter((n) => n.velocity >= max * 0.8).length;
      };
      expect(loud(after), style).toBe(loud(before));
      expect(pitchedOf(out.midi)).toEqual(pitchedOf(source));
      expect(out.changes[0]).toMatch(/simpler/);
    }
  });

  it('swings the off-beats: the drums alone when asked, every part otherwise', () => {
    const r = compose({
      key: { tonic: 'D', mode: 'minor' },
      bars: 4,
      style: 'pop',
      parts: ['chords', 'bass', 'drums'],
      seed: 63,
      tempo: 92,
    });
    if (!r.ok) throw new Error(r.error);
    const source = pieceToMidi(r.piece);
    const notesOf = (bytes: Uint8Array, drums: boolean) =>
      decoded(bytes).tracks.flatMap((t) => t.notes.filter((n) => (n.channel === DRUM_CHANNEL) === drums));
    const out = run(source, { swing: 0.6, swingDrumsOnly: true });
    expect(notesOf(out.midi, false)).toEqual(notesOf(source, false));
    const ppq = decoded(source).ppq;
    const before = notesOf(source, true);
    const after = notesOf(out.midi, true);
    expect(after.length).toBe(before.length);
    // On-beat hits stay; the off-beats move later, never past the next beat.
    const moved = after.filter((n, i) => n.tick !== before[i]!.tick);
    expect(moved.length).toBeGreaterThan(0);
    for (const [i, n] of after.entries()) {
      const b = before[i]!;
      if (b.tick % (ppq / 2) === 0 && b.tick % ppq === 0) expect(n.tick).toBe(b.tick);
      expect(n.tick).toBeGreaterThanOrEqual(b.tick);
      expect(Math.floor(n.tick / ppq)).toBe(Math.floor(b.tick / ppq));
    }
    expect(out.changes[0]).toMatch(/swung the drums'/);
    const compound = run(file(undefined, ['chords', 'melody'], { numerator: 6, denominator: 8 }), {
      swing: 0.6,
    });
    expect(compound.changes).toEqual([]);
    expect(compound.skipped[0]).toMatch(/in three/);
  });

  it('moves a file between an even and a triplet feel: 4/4 → 6/8 → 4/4 gives the notes back', () => {
    const source = file({ tonic: 'A', mode: 'major' }, ['chords', 'melody', 'drums'], undefined, 4);
    const ppq = decoded(source).ppq;
    const out = run(source, { meter: { numerator: 6, denominator: 8 } });
    const m = decoded(out.midi);
    expect(m.timeSignatures.map((t) => [t.numerator, t.denominator])).toEqual([[6, 8]]);
    expect(m.tempos[0]!.bpm).toBeCloseTo(96, 0);
    expect(out.analysis.bars).toBe(8);
    const ticks = (d: typeof m) => d.tracks.flatMap((t) => t.notes.map((n) => [n.tick, n.midi]));
    // Beats land on dotted quarters; an off-beat eighth lands on the third triplet eighth.
    const before = ticks(decoded(source));
    for (const [i, [tick]] of ticks(m).entries()) {
      const b = before[i]![0]!;
      if (b % ppq === 0) expect(tick).toBe((b / ppq) * ppq * 1.5);
      if (b % ppq === ppq / 2) expect(tick).toBe(Math.floor(b / ppq) * ppq * 1.5 + ppq);
    }
    const back = run(out.midi, { meter: { numerator: 4, denominator: 4 } });
    expect(ticks(decoded(back.midi))).toEqual(before);
    expect(run(source, { meter: { numerator: 4, denominator: 4 } }).skipped[0]).toMatch(/already in 4\/4/);
    expect(run(source, { meter: { numerator: 7, denominator: 8 } }).skipped[0]).toMatch(
      /even and a triplet feel/,
    );
  });

  it('takes the drums out and keeps every pitched note', () => {
    const source = file(undefined, ['chords', 'bass', 'drums']);
    const out = run(source, { removeDrums: true });
    const notes = (bytes: Uint8Array, drums: boolean) =>
      decoded(bytes).tracks.flatMap((t) => t.notes.filter((n) => (n.channel === DRUM_CHANNEL) === drums));
    expect(notes(source, true).length).toBeGreaterThan(0);
    expect(notes(out.midi, true)).toEqual([]);
    expect(notes(out.midi, false)).toEqual(notes(source, false));
    expect(out.changes).toEqual(['took the drums (channel 10) out']);
    expect(run(file(), { removeDrums: true }).skipped[0]).toMatch(/no drums/);
  });

  it('re-bars a file between simple meters of the same beat: 3/4 → 4/4 → 3/4 gives the notes back', () => {
    const source = file(
      { tonic: 'Eb', mode: 'major' },
      ['chords', 'bass', 'melody', 'drums'],
      { numerator: 3, denominator: 4 },
      8,
    );
    const ppq = decoded(source).ppq;
    const out = run(source, { meter: { numerator: 4, denominator: 4 } });
    const m = decoded(out.midi);
    expect(m.timeSignatures.map((t) => [t.numerator, t.denominator])).toEqual([[4, 4]]);
    expect(out.analysis.bars).toBe(8);
    expect(out.changes[0]).toMatch(/moved it to 4\/4: every bar stays a bar/);
    const ticks = (d: typeof m) => d.tracks.flatMap((t) => t.notes.map((n) => [n.tick, n.midi]));
    const before = ticks(decoded(source));
    // Each bar's downbeat is held two beats; beats 2 and 3 become beats 3 and 4 of the same bar.
    for (const [i, [tick]] of ticks(m).entries()) {
      const b = before[i]![0]!;
      const bar = Math.floor(b / (3 * ppq));
      const beat = (b - bar * 3 * ppq) / ppq;
      if (beat === 1 || beat === 2) expect(tick).toBe(bar * 4 * ppq + (beat + 1) * ppq);
      if (beat === 0) expect(tick).toBe(bar * 4 * ppq);
    }
    const back = run(out.midi, { meter: { numerator: 3, denominator: 4 } });
    expect(ticks(decoded(back.midi))).toEqual(before);
  });

  it('says so when there are no drums to simplify', () => {
    const out = run(file(undefined, ['chords']), { simplerDrums: true });
    expect(out.changes).toEqual([]);
    expect(out.skipped[0]).toMatch(/no drums/);
  });

  it('adds a bass whose root in each bar is the analysed chord’s root', () => {
    const source = file({ tonic: 'E', mode: 'minor' });
    const before = analyseMidiBytes(source);
    if (!before.ok) throw new Error(before.error);
    const out = run(source, { addBass: true });
    const after = decoded(out.midi);
    const bass = after.tracks.find((t) => t.name === 'Bass')!;
    expect(bass.programs[0]?.program).toBe(33);
    const ticksPerBar = after.ppq * 4;
    for (const c of before.analysis.chords) {
      const notes = bass.notes.filter((n) => Math.floor(n.tick / ticksPerBar) === c.bar);
      if (!c.root) {
        expect(notes).toEqual([]);
        continue;
      }
      expect(notes.length).toBe(4);
      for (const n of notes) {
        expect(n.midi % 12).toBe(chroma(c.root));
        expect(n.midi).toBeGreaterThanOrEqual(33);
        expect(n.midi).toBeLessThanOrEqual(44);
      }
    }
  });

  it('re-harmonises with diatonic chords, replacing the chord track and keeping the melody', () => {
    const source = file({ tonic: 'C', mode: 'major' });
    const before = decoded(source);
    const out = run(source, { reharmonise: true });
    expect(out.progression).toHaveLength(8);
    const scale = new Set([0, 2, 4, 5, 7, 9, 11]);
    for (const s of out.progression!) {
      expect(s).not.toBeNull();
      for (const c of parseChord(s!)!.chromas) expect(scale.has(c)).toBe(true);
    }
    const analysed = analyseMidiBytes(source);
    if (!analysed.ok) throw new Error(analysed.error);
    // Not the same chords as before.
    expect(out.progression).not.toEqual(analysed.analysis.chords.map((c) => c.symbol));
    const after = decoded(out.midi);
    const melody = (m: ReturnType<typeof decoded>) =>
      m.tracks.find((t) => t.name?.startsWith('Melody'))!.notes.map((n) => [n.tick, n.midi]);
    expect(melody(after)).toEqual(melody(before));
    expect(after.tracks.some((t) => t.name === 'Chords (Acoustic Grand Piano)')).toBe(false);
    expect(before.tracks.some((t) => t.name === 'Chords (Acoustic Grand Piano)')).toBe(true);
    expect(after.tracks.some((t) => t.name === 'Chords (re-harmonised)')).toBe(true);
    expect(out.changes[0]).toMatch(
      /^re-harmonised in C major: \| .* \| → \| .* \| \(replacing the chord track\)$/,
    );
  });

  it('is deterministic: the same bytes and options give the same file', () => {
    const source = file();
    const t = { transpose: -3, tempo: 110, addDrums: true, addBass: true, reharmonise: true };
    expect(run(source, t).midi).toEqual(run(source, t).midi);
  });

  it('returns decoder errors instead of throwing', () => {
    expect(transformMidi(new Uint8Array([1, 2, 3]), { transpose: 2 })).toEqual({
      ok: false,
      error: 'Not a MIDI file (missing MThd header)',
    });
  });
});

describe('reharmonise', () => {
  it.each([
    ['C', 'Am'],
    ['F', 'Dm'],
    ['G', 'Em'],
    ['Am', 'F'],
  ])('in C major, %s becomes its third-related substitute %s without a melody', (chord, sub) => {
    const info = parseChord(chord)!;
    const bar = { bar: 0, tick: 0, symbol: chord, root: info.root, suffix: info.suffix, confidence: 1 };
    expect(reharmonise([bar], { tonic: 'C', mode: 'major' }, [])).toEqual([sub]);
  });

  it('prefers the substitute that holds the melody', () => {
    // Over C with a melody on E and G (both in Em, only E in Am), Em wins.
    const weights = [0, 0, 0, 0, 10, 0, 0, 10, 0, 0, 0, 10];
    const bar = { bar: 0, tick: 0, symbol: 'C', root: 'C', suffix: '', confidence: 1 };
    expect(reharmonise([bar], { tonic: 'C', mode: 'major' }, [weights])).toEqual(['Em']);
  });
});

describe('transposeLabel', () => {
  it.each([
    [5, 'up a fourth'],
    [-7, 'down a fifth'],
    [2, 'up a whole step'],
    [13, 'up 13 semitones'],
  ])('%d → %s', (n, label) => expect(transposeLabel(n)).toBe(label));
});
