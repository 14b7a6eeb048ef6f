import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Music from '@riffmate/music';
import type { CompositionSpec, PartSpec, Piece, StyleId } from '@riffmate/music';
import { checkIdiom, IDIOMS } from './idioms.ts';
import { measurePiece, type PieceFigures, type Ratio } from './metrics.ts';
import { GENRES, musicalityCases } from './specs.ts';

// The musicality eval: every case composed with `compose()`, its MIDI decoded and compared with the
// piece, every figure measured against its goal, every genre's idiom checked. `--markdown` prints the
// tables for docs/benchmarks.md; `--save-baseline` stores the figures as the "before" column.
// MUSICALITY_ENGINE=/path/to/packages/music/src/index.ts measures another copy of the engine (an
// older one: styles it lacks fall back to the style it used to substitute, parts to its four roles).

const here = dirname(fileURLToPath(import.meta.url));
const BASELINE = join(here, 'baseline.json');
const args = new Set(process.argv.slice(2));
const m: typeof Music = await import(process.env.MUSICALITY_ENGINE ?? '@riffmate/music');

/** What the engine before genre idioms played for genres it did not know (its silent substitutes). */
const FALLBACK: Readonly<Record<string, StyleId>> = {
  blues: 'jazz',
  samba: 'bossa-nova',
  salsa: 'bossa-nova',
  reggae: 'pop',
  afrobeat: 'funk',
  'r-and-b': 'hip-hop',
  gospel: 'ballad',
  trap: 'hip-hop',
  techno: 'house',
  'drum-and-bass': 'house',
  disco: 'house',
  metal: 'rock',
  country: 'folk',
  chorale: 'pop',
  'classical-piano': 'cinematic',
  ambient: 'lo-fi',
};
const known = new Set<string>(m.STYLE_IDS);
const roles = new Set<string>(m.PART_ROLES);
const modern = known.has('trap') && roles.has('pad');

function adapt(spec: CompositionSpec): CompositionSpec {
  if (modern) return spec;
  const style = known.has(spec.style) ? spec.style : FALLBACK[spec.style]!;
  const parts: string[] = [];
  const instruments: Record<string, number> = { ...(spec.instruments ?? {}) };
  for (const p of spec.parts) {
    const role = typeof p === 'string' ? p : p.role;
    if (!roles.has(role) || parts.includes(role)) continue;
    parts.push(role);
    if (typeof p !== 'string' && p.program !== undefined) instruments[role] = p.program;
  }
  return {
    ...spec,
    style,
    parts: parts.length > 0 ? (parts as never) : ['chords'],
    instruments,
  } as CompositionSpec;
}

const arrangement = (id: StyleId): readonly (string | PartSpec)[] =>
  'styleArrangement' in m ? (m as typeof Music).styleArrangement(id) : ['chords', 'bass', 'melody', 'drums'];
const cases = musicalityCases(arrangement);

function compose(spec: CompositionSpec): Piece {
  const r = m.compose(adapt(spec));
  if (!r.ok) throw new Error(`${spec.style}: ${r.error}`);
  return r.piece;
}

const chordPcs = (symbol: string): Set<number> => new Set(m.parseChord(symbol)?.chromas ?? []);
/** The tones a chord must sound to be heard as itself: all of them, but the perfect fifth of a seventh chord (players leave it out). */
const definingPcs = (symbol: string): Set<number> => {
  const c = m.parseChord(symbol);
  if (!c) return new Set();
  return new Set(c.chromas.filter((_, i) => !(c.chromas.length >= 4 && c.intervals[i] === '5P')));
};

interface Pool {
  ratio: Map<string, Ratio>;
  values: Map<string, number[]>;
  flags: Map<string, boolean[]>;
}
const pool: Pool = { ratio: new Map(), values: new Map(), flags: new Map() };
const addRatio = (k: string, r: Ratio | null) => {
  if (!r) return;
  const p = pool.ratio.get(k) ?? { hit: 0, total: 0 };
  p.hit += r.hit;
  p.total += r.total;
  pool.ratio.set(k, p);
};
const addValue = (k: string, v: number | null) => {
  if (v === null || !Number.isFinite(v)) return;
  pool.values.set(k, [...(pool.values.get(k) ?? []), v]);
};
const addFlag = (k: string, v: boolean | null) => {
  if (v === null) return;
  pool.flags.set(k, [...(pool.flags.get(k) ?? []), v]);
};
const median = (xs: readonly number[]) => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * The key of a piece whose tonic chord is a dominant seventh (a blues on I7): Krumhansl–Schmuckler
 * profiles only know major and minor scales, and a form that sits on I7 and IV7 spends as long on
 * the ♭7 and the IV7's tones as on the tonic triad, so they read it a fourth away. A listener hears
 * the tonic of the form: the bass the piece opens on and returns to most on downbeats. When that
 * pitch class opens the piece under a dominant seventh (root, major third, minor seventh sounding
 * in the first bar), it in the major family is the key heard; otherwise `null` (use key-finding).
 */
function dominantSeventhTonic(midi: Music.DecodedMidi): { chroma: number; mode: 'major' } | null {
  const pitched = midi.tracks.flatMap((t) => t.notes).filter((n) => n.channel !== 9);
  if (pitched.length === 0) return null;
  const meter = midi.timeSignatures[0] ?? { numerator: 4, denominator: 4 };
  const barTicks = (midi.ppq * 4 * meter.numerator) / meter.denominator;
  const end = Math.max(...pitched.map((n) => n.tick + n.durationTicks));
  const bassAt = (tick: number) => {
    const sounding = pitched.filter((n) => n.tick <= tick + 30 && n.tick + n.durationTicks > tick + 30);
    return sounding.length > 0 ? Math.min(...sounding.map((n) => n.midi)) % 12 : null;
  };
  const downbeats = new Array<number>(12).fill(0);
  for (let t = 0; t < end; t += barTicks) {
    const b = bassAt(t);
    if (b !== null) downbeats[b]!++;
  }
  const first = bassAt(0);
  if (first === null || downbeats[first]! < Math.max(...downbeats)) return null;
  const opening = new Set(pitched.filter((n) => n.tick < barTicks).map((n) => (n.midi - first + 12) % 12));
  return opening.has(4) && opening.has(10) && !opening.has(3) ? { chroma: first, mode: 'major' } : null;
}

const idiomResults: { genre: StyleId; id: string; pass: boolean; detail: string }[] = [];
const control = {
  audibleKey: [] as boolean[],
  strictKey: [] as boolean[],
  key: [] as boolean[],
  tempo: [] as boolean[],
  meter: [] as boolean[],
  bars: [] as boolean[],
  instruments: [] as boolean[],
  chords: [] as boolean[],
  midi: [] as boolean[],
};
const timingSpread: number[] = [];
const quantisedSpread: number[] = [];

for (const c of cases) {
  const piece = compose(c.spec);
  // The MIDI file holds what the piece holds: one track per part, every note.
  const decoded = m.decodeMidi(m.pieceToMidi(piece));
  const midiOk =
    decoded.ok &&
    decoded.midi.tracks.length === piece.parts.length + 1 &&
    piece.parts.every((p, i) => decoded.midi.tracks[i + 1]!.notes.length === p.notes.length);
  control.midi.push(midiOk);
  // The key a listener hears in the file: key-finding (K–S), or for a dominant-seventh tonic the
  // key its harmony and bass establish (docs/decisions/0112-key-heard.md).
  const strict = decoded.ok ? m.analyseMidi(decoded.midi).key?.key : null;
  const strictChroma = strict ? m.parsePitchClass(strict.tonic)?.chroma : undefined;
  const formKey = decoded.ok ? dominantSeventhTonic(decoded.midi) : null;
  const asked = m.normaliseKey(c.spec.key);
  const askedChroma = m.parsePitchClass(asked.tonic)?.chroma;
  if (asked.mode === 'major' || asked.mode === 'minor') {
    const strictOk = !!strict && strict.mode === asked.mode && strictChroma === askedChroma;
    control.strictKey.push(strictOk);
    control.audibleKey.push(
      formKey ? formKey.chroma === askedChroma && formKey.mode === asked.mode : strictOk,
    );
  }
  const prog = piece.meta.progression;
  const at = (tick: number) =>
    chordPcs(prog.find((s) => tick >= s.tick && tick < s.tick + s.durationTicks)?.symbol ?? '');
  const f: PieceFigures = measurePiece(piece, at);
  addRatio('melodyUnder', f.melodyUnder);
  addValue('stepwise', f.stepwise);
  addValue('leaps', f.leaps);
  addRatio('leapRecovery', f.leapRecovery);
  addFlag('climax', f.climaxOk);
  addRatio('cadences', f.cadences);
  addValue('copiedBlocks', f.copiedBlocks);
  addValue('variedRepeats', f.variedRepeats);
  addValue('duplicateBars', f.duplicateBars);
  if (piece.meta.bars >= 16) addValue('compRhythms', f.compRhythms);
  addValue('drumRepeat', f.drumRepeat);
  addValue('melodyVel', f.melodyVelStd);
  addValue('hatVel', f.hatVelStd);
  addRatio('lowThirds', f.lowThirds);
  addRatio('padInMelody', f.padInMelody);
  addFlag('drumsOnTen', f.drumsOnTen);
  if (piece.meta.bars >= 16 && !c.spec.progression) {
    addValue('distinctChords', f.distinctChords16);
    addValue('changes', f.changes16);
  }
  if (!c.spec.progression) addFlag('cadence', f.endsWithCadence);
  if (!c.id.startsWith('ctl-')) {
    const r = checkIdiom(c.genre, piece);
    idiomResults.push({ genre: c.genre, id: c.id, ...r });
  }
  // Feel: the same spec quantised, note by note, gives each note's timing offset.
  const straight = compose({ ...c.spec, humanize: 0 });
  const msPerTick = 60000 / (piece.meta.tempo * piece.meta.ppq);
  const offsets: number[] = [];
  piece.parts.forEach((p, i) => {
    const q = straight.parts[i]!;
    if (q.notes.length !== p.notes.length) return;
    p.notes.forEach((n, j) => {
      offsets.push((n.tick - q.notes[j]!.tick) * msPerTick);
    });
  });
  const sd = (xs: number[]) => {
    const mean = xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
    return Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, xs.length));
  };
  if (offsets.length > 0) timingSpread.push(sd(offsets));
  const again = compose({ ...c.spec, humanize: 0 });
  quantisedSpread.push(
    again.parts.every((p, i) => p.notes.every((n, j) => n.tick === straight.parts[i]!.notes[j]!.tick))
      ? 0
      : 1,
  );
  // Controllability: what the spec states is what the file says and plays.
  if (c.id.startsWith('ctl-')) {
    const a = decoded.ok ? m.analyseMidi(decoded.midi) : null;
    const spec = c.spec;
    control.tempo.push(!!a && Math.round(a.tempo) === Math.round(spec.tempo ?? piece.meta.tempo));
    control.meter.push(
      !!a &&
        (!spec.meter ||
          (a.meter.numerator === spec.meter.numerator && a.meter.denominator === spec.meter.denominator)),
    );
    control.bars.push(!!a && a.bars === spec.bars);
    // The file's key signature and the tonic the music is written in (modes share a signature).
    control.key.push(
      !!a?.declaredKey &&
        m.keySignature(a.declaredKey).fifths === m.keySignature(spec.key).fifths &&
        piece.meta.key.tonic === m.normaliseKey(spec.key).tonic,
    );
    const wanted = spec.parts.filter((p): p is PartSpec => typeof p !== 'string' && p.program !== undefined);
    control.instruments.push(
      wanted.every((w) => piece.parts.some((p) => p.role === w.role && p.program === w.program)),
    );
    if (spec.progression) {
      const tpb = (piece.meta.ppq * 4 * piece.meta.meter.numerator) / piece.meta.meter.denominator;
      const stated = spec.progression as string[];
      for (let b = 0; b < piece.meta.bars; b++) {
        const want = definingPcs(stated[b % stated.length]!);
        const heard = new Set<number>();
        for (const p of piece.parts)
          if (
            p.role !== 'drums' &&
            p.role !== 'percussion' &&
            p.role !== 'melody' &&
            p.role !== 'counter-melody'
          )
            for (const n of p.notes)
              if (n.tick < (b + 1) * tpb && n.tick + n.durationTicks > b * tpb) heard.add(n.midi % 12);
        const whole = [...want].every((pc) => heard.has(pc));
        if (!whole && process.env.MUSICALITY_DEBUG)
          console.error(c.id, b, stated[b % stated.length], [...heard]);
        control.chords.push(whole);
      }
    }
  }
}

const share = (xs: readonly boolean[]) =>
  xs.length === 0 ? Number.NaN : xs.filter(Boolean).length / xs.length;
const ratioOf = (k: string) => {
  const r = pool.ratio.get(k);
  return r && r.total > 0 ? r.hit / r.total : Number.NaN;
};
type Row = {
  key: string;
  label: string;
  goal: string;
  value: number;
  unit: '%' | 'n' | 'ms';
  ok: (v: number) => boolean;
};
const rows: Row[] = [
  {
    key: 'melodyUnder',
    label: 'melody notes under a sounding chord/pad/horn note',
    goal: '< 5 %',
    value: ratioOf('melodyUnder'),
    unit: '%',
    ok: (v) => v < 0.05,
  },
  {
    key: 'stepwise',
    label: 'melody stepwise motion (1–2 semitones), median',
    goal: '≥ 55 %',
    value: median(pool.values.get('stepwise') ?? []),
    unit: '%',
    ok: (v) => v >= 0.55,
  },
  {
    key: 'leaps',
    label: 'melody leaps of a fourth or more, median',
    goal: '≤ 10 %',
    value: median(pool.values.get('leaps') ?? []),
    unit: '%',
    ok: (v) => v <= 0.1,
  },
  {
    key: 'leapRecovery',
    label: 'leaps answered by a step back',
    goal: '≥ 60 %',
    value: ratioOf('leapRecovery'),
    unit: '%',
    ok: (v) => v >= 0.6,
  },
  {
    key: 'climax',
    label: 'pieces whose top note is rare (≤ 2) and late (after 40 %)',
    goal: '≥ 80 %',
    value: share(pool.flags.get('climax') ?? []),
    unit: '%',
    ok: (v) => v >= 0.8,
  },
  {
    key: 'cadences',
    label: 'phrase ends with a chord tone on a strong beat',
    goal: '≥ 90 %',
    value: ratioOf('cadences'),
    unit: '%',
    ok: (v) => v >= 0.9,
  },
  {
    key: 'copiedBlocks',
    label: 'melody 2-bar blocks copied exactly, median',
    goal: '≤ 25 %',
    value: median(pool.values.get('copiedBlocks') ?? []),
    unit: '%',
    ok: (v) => v <= 0.25,
  },
  {
    key: 'variedRepeats',
    label: 'melody bars repeating a rhythm with new pitches (motif developed), median',
    goal: '≥ 20 %',
    value: median(pool.values.get('variedRepeats') ?? []),
    unit: '%',
    ok: (v) => v >= 0.2,
  },
  {
    key: 'duplicateBars',
    label: 'bars that exactly duplicate an earlier bar (all parts), median',
    goal: '≤ 25 %',
    value: median(pool.values.get('duplicateBars') ?? []),
    unit: '%',
    ok: (v) => v <= 0.25,
  },
  {
    key: 'compRhythms',
    label: 'distinct comping rhythms in 16 bars, median',
    goal: '≥ 4',
    value: median(pool.values.get('compRhythms') ?? []),
    unit: 'n',
    ok: (v) => v >= 4,
  },
  {
    key: 'drumRepeat',
    label: 'drum bars equal to the bar 4 earlier, median',
    goal: '< 50 %',
    value: median(pool.values.get('drumRepeat') ?? []),
    unit: '%',
    ok: (v) => v < 0.5,
  },
  {
    key: 'melodyVel',
    label: 'velocity std, melody (median)',
    goal: '≥ 8',
    value: median(pool.values.get('melodyVel') ?? []),
    unit: 'n',
    ok: (v) => v >= 8,
  },
  {
    key: 'hatVel',
    label: 'velocity std, hi-hats (median)',
    goal: '≥ 10',
    value: median(pool.values.get('hatVel') ?? []),
    unit: 'n',
    ok: (v) => v >= 10,
  },
  {
    key: 'timing',
    label: 'micro-timing spread against the quantised piece (median)',
    goal: '5–20 ms',
    value: median(timingSpread),
    unit: 'ms',
    ok: (v) => v >= 5 && v <= 20,
  },
  {
    key: 'quantised',
    label: 'humanize 0 gives exactly quantised, repeatable timing',
    goal: '100 %',
    value: share(quantisedSpread.map((x) => x === 0)),
    unit: '%',
    ok: (v) => v === 1,
  },
  {
    key: 'lowThirds',
    label: 'chord attacks with a third below E3',
    goal: '0 %',
    value: ratioOf('lowThirds'),
    unit: '%',
    ok: (v) => v === 0,
  },
  {
    key: 'padInMelody',
    label: "pad notes inside the melody's range",
    goal: '< 5 %',
    value: ratioOf('padInMelody'),
    unit: '%',
    ok: (v) => v < 0.05,
  },
  {
    key: 'drumsOnTen',
    label: 'drum and percussion tracks on channel 10',
    goal: '100 %',
    value: share(pool.flags.get('drumsOnTen') ?? []),
    unit: '%',
    ok: (v) => v === 1,
  },
  {
    key: 'distinctChords',
    label: 'distinct chords in 16 bars (engine harmony), median',
    goal: '≥ 5',
    value: median(pool.values.get('distinctChords') ?? []),
    unit: 'n',
    ok: (v) => v >= 5,
  },
  {
    key: 'changes',
    label: 'chord changes in 16 bars (engine harmony), median',
    goal: 'per style',
    value: median(pool.values.get('changes') ?? []),
    unit: 'n',
    ok: () => true,
  },
  {
    key: 'cadence',
    label: 'pieces ending with a cadence (V → I)',
    goal: '≥ 90 %',
    value: share(pool.flags.get('cadence') ?? []),
    unit: '%',
    ok: (v) => v >= 0.9,
  },
  {
    key: 'idioms',
    label: 'genre idiom checks passed',
    goal: '100 %',
    value: share(idiomResults.map((r) => r.pass)),
    unit: '%',
    ok: (v) => v === 1,
  },
];
const ctlRows: Row[] = (Object.entries(control) as [string, boolean[]][]).map(([k, v]) => ({
  key: `ctl-${k}`,
  label:
    k === 'midi'
      ? 'MIDI file holds every part and note'
      : k === 'chords'
        ? 'stated chords heard whole (sevenths/ninths included), bars'
        : k === 'audibleKey'
          ? 'key heard = key asked (major/minor specs; K–S, a dominant-seventh tonic by its form)'
          : k === 'strictKey'
            ? 'key heard by strict K–S key-finding alone (informational)'
            : `${k} as stated`,
  goal: k === 'audibleKey' ? '≥ 90 %' : k === 'strictKey' ? '—' : '100 %',
  value: share(v),
  unit: '%',
  ok: (x) => (k === 'audibleKey' ? x >= 0.9 : k === 'strictKey' ? true : x === 1),
}));

const fmt = (v: number, unit: Row['unit']) =>
  Number.isNaN(v)
    ? '—'
    : unit === '%'
      ? `${(v * 100).toFixed(1)} %`
      : unit === 'ms'
        ? `${v.toFixed(1)} ms`
        : v.toFixed(1);

if (args.has('--save-baseline')) {
  const base: Record<string, number> = {};
  for (const r of [...rows, ...ctlRows]) base[r.key] = r.value;
  writeFileSync(BASELINE, `${JSON.stringify({ cases: cases.length, figures: base }, null, 2)}\n`);
}
let before: Record<string, number> = {};
try {
  before = JSON.parse(readFileSync(BASELINE, 'utf8')).figures;
} catch {
  before = {};
}

const md = args.has('--markdown');
const line = (cells: string[]) => (md ? `| ${cells.join(' | ')} |` : cells.join('  ·  '));
console.log(
  `Musicality: ${cases.length} specs over ${GENRES.length} genres${modern ? '' : ' (older engine)'}\n`,
);
if (md) console.log('| criterion | goal | before | now | |\n|---|---|---|---|---|');
for (const r of [...rows, ...ctlRows]) {
  const b = before[r.key];
  console.log(
    line([
      r.label,
      r.goal,
      b === undefined || b === null ? '—' : fmt(b, r.unit),
      fmt(r.value, r.unit),
      r.ok(r.value) ? 'ok' : 'MISSED',
    ]),
  );
}
console.log(
  md ? '\n| genre | idiom checked from the MIDI | passed | figures |\n|---|---|---|---|' : '\nIdioms:',
);
for (const g of GENRES) {
  const rs = idiomResults.filter((r) => r.genre === g);
  const passed = rs.filter((r) => r.pass).length;
  console.log(line([g, IDIOMS[g].what, `${passed}/${rs.length}`, rs.map((r) => r.detail).join('; ')]));
}
const failed = [...rows, ...ctlRows].filter((r) => !r.ok(r.value));
if (args.has('--strict') && failed.length > 0) process.exitCode = 1;
