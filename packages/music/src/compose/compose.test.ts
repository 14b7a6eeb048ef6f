import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRUM_CHANNEL } from '../midi/gm.ts';
import { getStyle } from '../styles/index.ts';
import { parseChord } from '../theory/chord.ts';
import { type Key, keyChromas, MODES } from '../theory/key.ts';
import { BASS_RANGE } from './bass-part.ts';
import { compose, MAX_BARS } from './compose.ts';
import { isScaleLocked } from './harmony.ts';
import { MELODY_SPAN } from './melody-part.ts';
import { meterGrid } from './meter-grid.ts';
import { pieceToMidi } from './piece-to-midi.ts';
import { type CompositionSpec, type Meter, type Piece, STYLE_IDS, type StyleId } from './types.ts';

const METERS: Meter[] = [
  { numerator: 2, denominator: 4 },
  { numerator: 3, denominator: 4 },
  { numerator: 4, denominator: 4 },
  { numerator: 6, denominator: 8 },
  { numerator: 5, denominator: 4 },
  { numerator: 7, denominator: 8 },
  { numerator: 12, denominator: 8 },
];
const ALL = ['chords', 'bass', 'melody', 'drums'] as const;

function piece(spec: Partial<CompositionSpec> & { style: StyleId }): Piece {
  const r = compose({ key: { tonic: 'C', mode: 'major' }, bars: 8, parts: ALL, seed: 1, ...spec });
  if (!r.ok) throw new Error(r.error);
  return r.piece;
}

function part(p: Piece, role: string) {
  return p.parts.find((x) => x.role === role)!;
}

function checkShape(p: Piece): void {
  const grid = meterGrid(p.meta.meter)!;
  const end = p.meta.bars * grid.ticksPerBar;
  for (const pt of p.parts) {
    for (const n of pt.notes) {
      expect(n.tick).toBeGreaterThanOrEqual(0);
      expect(n.tick).toBeLessThan(end);
      expect(n.durationTicks).toBeGreaterThanOrEqual(1);
      expect(n.tick + n.durationTicks).toBeLessThanOrEqual(end);
      expect(n.velocity).toBeGreaterThanOrEqual(1);
      expect(n.velocity).toBeLessThanOrEqual(127);
    }
    if (pt.role === 'drums') {
      expect(pt.channel).toBe(DRUM_CHANNEL);
      for (const n of pt.notes) {
        expect(n.midi).toBeGreaterThanOrEqual(35);
        expect(n.midi).toBeLessThanOrEqual(81);
      }
    } else {
      expect(pt.channel).not.toBe(DRUM_CHANNEL);
      expect(pt.program).toBeGreaterThanOrEqual(0);
      expect(pt.program).toBeLessThanOrEqual(127);
    }
    const pitches = pt.notes.map((n) => n.midi);
    if (pitches.length === 0) continue;
    const lo = Math.min(...pitches);
    const hi = Math.max(...pitches);
    if (pt.role === 'bass') {
      expect(lo).toBeGreaterThanOrEqual(BASS_RANGE[0]);
      expect(hi).toBeLessThanOrEqual(BASS_RANGE[1]);
    }
    if (pt.role === 'chords') {
      // Power chords, shells and spread roots reach down to C2; close voicings stay above E3.
      expect(lo).toBeGreaterThanOrEqual(36);
      expect(hi).toBeLessThanOrEqual(84);
    }
    if (pt.role === 'melody') {
      expect(lo).toBeGreaterThanOrEqual(52);
      expect(hi).toBeLessThanOrEqual(91);
      expect(hi - lo).toBeLessThanOrEqual(MELODY_SPAN);
    }
  }
  // The progression tiles the piece exactly.
  let t = 0;
  for (const seg of p.meta.progression) {
    expect(seg.tick).toBe(t);
    t += seg.durationTicks;
  }
  expect(t).toBe(end);
}

function scaleLocked(p: Piece): boolean {
  for (const pt of p.parts) {
    if (pt.role === 'drums') continue;
    for (const n of pt.notes) {
      if (!isScaleLocked(n.midi, n.tick, p.meta.key, p.meta.progression, p.meta.chromatic)) return false;
    }
  }
  return true;
}

describe('compose: every style in every meter', () => {
  const cases = STYLE_IDS.flatMap((style) =>
    METERS.map((meter) => [style, `${meter.numerator}/${meter.denominator}`, meter] as const),
  );
  it.each(cases)('%s in %s', (style, _id, meter) => {
    const p = piece({ style, meter, bars: 6, key: { tonic: 'E', mode: 'minor' }, seed: 11 });
    expect(p.parts).toHaveLength(4);
    for (const pt of p.parts) expect(pt.notes.length).toBeGreaterThan(0);
    checkShape(p);
    expect(scaleLocked(p)).toBe(true);
  });
});

describe('compose: properties', () => {
  const arbSpec = fc.record({
    style: fc.constantFrom(...STYLE_IDS),
    tonic: fc.constantFrom('C', 'G', 'D', 'A', 'E', 'B', 'F#', 'Db', 'Ab', 'Eb', 'Bb', 'F', 'C#', 'Gb'),
    mode: fc.constantFrom(...MODES),
    meter: fc.constantFrom(...METERS),
    bars: fc.integer({ min: 1, max: 12 }),
    seed: fc.integer(),
    swing: fc.double({ min: 0, max: 1, noNaN: true }),
    humanize: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  const toSpec = (s: {
    style: StyleId;
    tonic: string;
    mode: Key['mode'];
    meter: Meter;
    bars: number;
    seed: number;
    swing: number;
    humanize: number;
  }): CompositionSpec => ({
    key: { tonic: s.tonic, mode: s.mode } as Key,
    style: s.style,
    meter: s.meter,
    bars: s.bars,
    parts: ALL,
    seed: s.seed,
    swing: s.swing,
    humanize: s.humanize,
  });

  it('is deterministic: same spec → same piece and the same MIDI bytes', () => {
    fc.assert(
      fc.property(arbSpec, (s) => {
        const a = compose(toSpec(s));
        const b = compose(toSpec(s));
        expect(a).toEqual(b);
        if (a.ok && b.ok) expect(pieceToMidi(a.piece)).toEqual(pieceToMidi(b.piece));
      }),
      { numRuns: 40 },
    );
  });

  it('stays in shape and scale-locked for any key, mode, meter, style and seed', () => {
    fc.assert(
      fc.property(arbSpec, (s) => {
        const r = compose(toSpec(s));
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        checkShape(r.piece);
        expect(scaleLocked(r.piece)).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('gives a genuinely different variation for a different seed', () => {
    for (const style of STYLE_IDS) {
      const a = piece({ style, seed: 1 });
      const b = piece({ style, seed: 2 });
      const notes = (p: Piece) => JSON.stringify(p.parts.map((x) => x.notes.map((n) => [n.tick, n.midi])));
      expect(notes(a), style).not.toBe(notes(b));
      expect(JSON.stringify(part(a, 'melody').notes.map((n) => n.midi))).not.toBe(
        JSON.stringify(part(b, 'melody').notes.map((n) => n.midi)),
      );
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = compose(x as CompositionSpec);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});

describe('compose: harmony', () => {
  it('resolves chord symbols and roman numerals, per bar or with lengths', () => {
    const p = piece({
      style: 'pop',
      bars: 4,
      key: { tonic: 'G', mode: 'major' },
      progression: ['I', 'vi', 'Am7 D7', 'G'],
    });
    expect(p.meta.progression.map((s) => [s.symbol, s.tick])).toEqual([
      ['G', 0],
      ['Em', 1920],
      ['Am7', 3840],
      ['D7', 4800],
      ['G', 5760],
    ]);
    const q = piece({
      style: 'jazz',
      bars: 2,
      progression: [
        { chord: 'Dm7', beats: 2 },
        { chord: 'G7', beats: 2 },
        { chord: 'Cmaj7', beats: 4 },
      ],
    });
    expect(q.meta.progression.map((s) => [s.symbol, s.roman, s.tick, s.durationTicks])).toEqual([
      ['Dm7', 'ii7', 0, 960],
      ['G7', 'V7', 960, 960],
      ['Cmaj7', 'Imaj7', 1920, 1920],
    ]);
  });

  it('loops a short progression to fill the bars and cuts it at the end', () => {
    const p = piece({ style: 'rock', bars: 5, progression: ['C', 'F', 'G'] });
    expect(p.meta.progression.map((s) => s.symbol)).toEqual(['C', 'F', 'G', 'C', 'F']);
  });

  it('splits bars with "|" and repeats with "%"', () => {
    const p = piece({ style: 'folk', bars: 4, progression: ['C | F', 'G %', 'C'] });
    expect(p.meta.progression.map((s) => [s.symbol, s.durationTicks])).toEqual([
      ['C', 1920],
      ['F', 1920],
      ['G', 1920],
      ['C', 1920],
    ]);
  });

  it('lets requested chords leave the scale — only while they sound (the scale-lock rule)', () => {
    const p = piece({
      style: 'pop',
      bars: 4,
      progression: ['C', 'A7', 'Dm', 'G7'],
      parts: ['chords', 'bass', 'melody'],
    });
    expect(scaleLocked(p)).toBe(true);
    const chords = part(p, 'chords').notes;
    const a7 = p.meta.progression[1]!;
    const sharps = chords.filter((n) => n.midi % 12 === 1);
    expect(sharps.length).toBeGreaterThan(0);
    for (const n of sharps) {
      expect(n.tick).toBeGreaterThanOrEqual(a7.tick);
      expect(n.tick).toBeLessThan(a7.tick + a7.durationTicks);
    }
    expect(p.meta.progression.map((s) => s.source)).toEqual(['user', 'user', 'user', 'user']);
    expect(p.meta.progression[1]!.roman).toBe('V7/ii');
  });

  it('makes engine chords diatonic unless chromatic is on or the style calls for others', () => {
    for (const style of STYLE_IDS) {
      for (const mode of ['major', 'minor'] as const) {
        const p = piece({ style, key: { tonic: 'D', mode } });
        const harmony = getStyle(style).harmony;
        const idiom = harmony?.chromatic === true;
        // Chords outside the key are marked as the style's (blues I7, V7/V, a borrowed iv); in a
        // minor key the major V (A or A7 in D minor) is every style's but a modal one's.
        for (const s of p.meta.progression) {
          const outside = parseChord(s.symbol)!.chromas.some((c) => !keyChromas(p.meta.key).includes(c));
          const leadingTone = mode === 'minor' && !harmony?.naturalMinor && /^A7?$/.test(s.symbol);
          expect(s.source, `${style} ${s.symbol}`).toBe(
            outside && (idiom || leadingTone) ? 'style' : 'engine',
          );
          if (outside) expect(idiom || leadingTone, `${style} ${s.symbol}`).toBe(true);
        }
        expect(scaleLocked(p)).toBe(true);
      }
    }
  });

  it('plays the blues as a 12-bar form in dominant sevenths', () => {
    const p = piece({ style: 'blues', key: { tonic: 'A', mode: 'major' }, bars: 12 });
    const bars = Array.from(
      { length: 12 },
      (_, b) => p.meta.progression.filter((s) => s.bar <= b).at(-1)!.symbol,
    );
    expect([bars[0], bars[4], bars[5], bars[6], bars[8], bars[9], bars[10]]).toEqual([
      'A7',
      'D7',
      'D7',
      'A7',
      'E7',
      'D7',
      'A7',
    ]);
  });

  it('ends engine progressions on the tonic, preceded by the dominant', () => {
    // The blues ends its own way (V7–IV7–I7), tested above.
    for (const style of STYLE_IDS.filter((s) => s !== 'blues')) {
      const p = piece({ style, key: { tonic: 'A', mode: 'minor' }, bars: 8 });
      const prog = p.meta.progression;
      expect(prog[prog.length - 1]!.symbol.startsWith('Am'), style).toBe(true);
      expect(prog[prog.length - 2]!.roman?.toLowerCase().startsWith('v'), style).toBe(true);
    }
  });

  it('may leave the key when chromatic is on (borrowed chords, chromatic approach tones)', () => {
    let outside = 0;
    for (let seed = 0; seed < 12; seed++) {
      const p = piece({ style: 'rock', seed, chromatic: true, parts: ['chords', 'bass'] });
      expect(p.meta.chromatic).toBe(true);
      for (const pt of p.parts)
        for (const n of pt.notes) if (![0, 2, 4, 5, 7, 9, 11].includes(n.midi % 12)) outside++;
    }
    expect(outside).toBeGreaterThan(0);
  });

  it('picks progressions by mood', () => {
    const sad = piece({ style: 'pop', mood: 'sad', seed: 3 });
    expect(sad.meta.mood).toBe('sad');
    expect(sad.meta.tempo).toBeLessThan(110);
    const energetic = piece({ style: 'pop', mood: 'energetic', seed: 3 });
    expect(energetic.meta.tempo).toBeGreaterThan(110);
  });
});

describe('compose: parts', () => {
  it('keeps other parts unchanged when one is added or removed', () => {
    const a = piece({ style: 'funk', parts: ['chords', 'bass'] });
    const b = piece({ style: 'funk', parts: ['chords', 'bass', 'drums', 'melody'] });
    expect(part(b, 'chords')).toEqual(part(a, 'chords'));
    expect(part(b, 'bass')).toEqual(part(a, 'bass'));
  });

  it('uses requested instruments and fixed channels', () => {
    const p = piece({ style: 'pop', instruments: { chords: 24, bass: 32, melody: 73, drums: 5 } });
    expect(p.parts.map((x) => [x.role, x.program, x.channel])).toEqual([
      ['chords', 24, 0],
      ['bass', 32, 1],
      ['melody', 73, 2],
      ['drums', 0, 9],
    ]);
    expect(part(p, 'melody').name).toBe('Melody (Flute)');
  });

  it('ends the melody on the tonic', () => {
    for (const style of STYLE_IDS) {
      for (const key of [
        { tonic: 'C', mode: 'major' },
        { tonic: 'F#', mode: 'minor' },
        { tonic: 'Bb', mode: 'major' },
      ] as Key[]) {
        const p = piece({ style, key, bars: 8, seed: 4 });
        const mel = part(p, 'melody').notes;
        const last = mel[mel.length - 1]!;
        expect(last.midi % 12, `${style} ${key.tonic}`).toBe(keyChromas(p.meta.key)[0]);
        expect(last.tick).toBeGreaterThanOrEqual(7 * meterGrid(p.meta.meter)!.ticksPerBar - 30);
      }
    }
  });

  it('puts chord tones on the strong beats of the melody (passing tones only now and then)', () => {
    for (const style of STYLE_IDS) {
      const p = piece({ style, humanize: 0, swing: 0, seed: 8 });
      const grid = meterGrid(p.meta.meter)!;
      const beatTicks = new Set(grid.beats.map((b) => b.tick));
      const onBeats = part(p, 'melody').notes.filter((n) => beatTicks.has(n.tick % grid.ticksPerBar));
      const chordTones = onBeats.filter((n) => {
        const seg = p.meta.progression.find((s) => n.tick >= s.tick && n.tick < s.tick + s.durationTicks)!;
        return parseChord(seg.symbol)!.chromas.includes(n.midi % 12);
      });
      // Three beats in four at least: a passing tone on a beat now and then, not more.
      expect(chordTones.length / onBeats.length, style).toBeGreaterThanOrEqual(0.75);
      // Every phrase lands on a chord tone at its last downbeat.
      for (let bar = 3; bar < p.meta.bars; bar += 4) {
        const n = part(p, 'melody').notes.find((x) => x.tick === bar * grid.ticksPerBar);
        if (!n) continue;
        const seg = p.meta.progression.find((s) => n.tick >= s.tick && n.tick < s.tick + s.durationTicks)!;
        expect(parseChord(seg.symbol)!.chromas.includes(n.midi % 12), `${style} bar ${bar}`).toBe(true);
      }
    }
  });

  it('develops a motif: the first two bars of a phrase share their rhythm, then the line breathes', () => {
    const p = piece({ style: 'folk', seed: 9, humanize: 0 });
    const mel = part(p, 'melody').notes;
    const inBar = (bar: number) => mel.filter((n) => Math.floor(n.tick / 1920) === bar);
    const rhythm = (bar: number) => inBar(bar).map((n) => n.tick % 1920);
    // The second bar keeps the motif's rhythm up to its last half beat, which stays silent.
    expect(rhythm(1)).toEqual(rhythm(0).filter((t) => t < 1680));
    expect(Math.max(...inBar(1).map((n) => n.tick + n.durationTicks))).toBeLessThanOrEqual(1920 + 1680);
  });

  it('breathes at least every two bars: no melody runs 9 beats without a rest of an eighth', () => {
    for (const style of ['pop', 'lo-fi', 'house', 'rock', 'jazz', 'ballad', 'funk', 'reggae'] as const) {
      for (const seed of [1, 2, 3]) {
        const mel = part(piece({ style, seed, bars: 8 }), 'melody').notes;
        let longest = 0;
        let start = mel[0]!.tick;
        let end = start;
        for (const n of mel) {
          if (n.tick - end >= 180) {
            longest = Math.max(longest, end - start);
            start = n.tick;
          }
          end = Math.max(end, n.tick + n.durationTicks);
        }
        longest = Math.max(longest, end - start);
        expect(longest / 480, `${style} seed ${seed}`).toBeLessThanOrEqual(9);
      }
    }
  });

  it('varies its fills: a phrase end seldom repeats an earlier fill note for note', () => {
    let same = 0;
    let pairs = 0;
    for (const style of ['jazz', 'house', 'pop'] as const) {
      for (const seed of [1, 2, 3, 4]) {
        const drums = part(piece({ style, seed, bars: 16, humanize: 0 }), 'drums').notes;
        const bar = (b: number) =>
          drums
            .filter((n) => Math.floor(n.tick / 1920) === b)
            .map((n) => `${n.tick % 1920}:${n.midi}`)
            .join(',');
        for (const [a, b] of [
          [3, 7],
          [7, 11],
          [3, 11],
        ] as const) {
          pairs++;
          if (bar(a) === bar(b)) same++;
        }
      }
    }
    expect(same / pairs).toBeLessThanOrEqual(0.12);
  });

  it('plays drum fills at phrase ends and crashes into the next phrase', () => {
    const p = piece({ style: 'rock', bars: 8, humanize: 0, seed: 2 });
    const drums = part(p, 'drums').notes;
    const toms = [41, 43, 45, 47, 48, 50];
    expect(drums.some((n) => toms.includes(n.midi) && n.tick >= 3 * 1920 && n.tick < 4 * 1920)).toBe(true);
    expect(drums.some((n) => n.midi === 49 && n.tick === 4 * 1920)).toBe(true);
  });

  it('grooves in the meter: waltz oom-pah-pah, compound 6/8, grouped 7/8', () => {
    const w = piece({ style: 'waltz', bars: 4, humanize: 0 });
    const wd = part(w, 'drums').notes;
    // Kicks on the downbeats (a drummer's pickup kicks fall between the beats).
    expect(wd.filter((n) => n.midi === 36 && n.tick % 480 === 0).map((n) => n.tick)).toEqual([
      0, 1440, 2880, 4320,
    ]);
    const wc = part(w, 'chords').notes;
    // Pah-pah on beats two and three (a re-attack between them at most), never on the downbeat.
    const wcTicks = new Set(wc.filter((n) => n.tick < 3 * 1440).map((n) => n.tick % 1440));
    expect(wcTicks.has(480) && wcTicks.has(960) && !wcTicks.has(0)).toBe(true);
    const six = piece({ style: 'ballad', bars: 2, humanize: 0, meter: { numerator: 6, denominator: 8 } });
    const sd = part(six, 'drums').notes;
    expect(sd.filter((n) => n.midi === 36 && n.tick < 1440).map((n) => n.tick)).toEqual([0]);
    expect(sd.some((n) => n.midi === 38 && n.tick === 720)).toBe(true);
    const seven = piece({ style: 'rock', bars: 2, humanize: 0, meter: { numerator: 7, denominator: 8 } });
    const kicks = part(seven, 'drums')
      .notes.filter((n) => n.midi === 36 && n.tick < 1680 && n.tick % 240 === 0)
      .map((n) => n.tick);
    expect(kicks).toEqual([0, 960]);
  });

  it('swings off-beat eighths in jazz', () => {
    const p = piece({ style: 'jazz', bars: 2, humanize: 0, swing: 1 });
    const ride = part(p, 'drums')
      .notes.filter((n) => n.midi === 51)
      .map((n) => n.tick % 480);
    expect(ride).toContain(320);
    expect(ride).not.toContain(240);
  });

  it('writes a walking bass in jazz: one note per beat', () => {
    const p = piece({ style: 'jazz', bars: 4, humanize: 0, swing: 0 });
    const bass = part(p, 'bass').notes;
    expect(bass.map((n) => n.tick)).toEqual(Array.from({ length: 16 }, (_, i) => i * 480));
  });
});

describe('compose: errors', () => {
  const base: CompositionSpec = {
    key: { tonic: 'C', mode: 'major' },
    bars: 4,
    style: 'pop',
    parts: ['chords'],
    seed: 1,
  };
  it.each([
    [{ style: 'polka' }, /Unknown style/],
    [{ key: { tonic: 'H', mode: 'major' } }, /key/],
    [{ key: { tonic: 'C', mode: 'weird' } }, /key/],
    [{ bars: 0 }, /Bars/],
    [{ bars: MAX_BARS + 1 }, /Bars/],
    [{ bars: 2.5 }, /Bars/],
    [{ meter: { numerator: 4, denominator: 3 } }, /meter/],
    [{ tempo: 1000 }, /Tempo/],
    [{ tempo: Number.NaN }, /Tempo/],
    [{ parts: [] }, /part/],
    [{ parts: ['kazoo'] }, /Unknown part/],
    [{ instruments: { bass: 200 } }, /instrument/],
    [{ mood: 'grumpy' }, /Unknown mood/],
    [{ progression: ['C', 'Xyz'] }, /Unknown chord or roman numeral "Xyz"/],
    [{ progression: [] }, /empty/],
    [{ progression: [{ chord: 'C', beats: -1 }] }, /beats/],
  ])('%j', (patch, message) => {
    const r = compose({ ...base, ...patch } as CompositionSpec);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});
