import { type ChatTurn, type ComposerReply, respond } from '@riffmate/buddy';
import { chordPcs, mod, pcOfName, scalePcs, signatureFifths, tempoBin } from './independent.ts';
import { type Measured, type MeasuredTrack, measure } from './measure.ts';
import { type Case, type EditExpect, type Expect, SUITE } from './prompts.ts';
import { claimsNoChange, instrumentTokens } from './score.ts';
import { theoryCases } from './theory-questions.ts';

// Runs the composer evaluation: every prompt through `respond`, every MIDI file re-measured, every
// figure compared with its target. `--markdown` prints the table for docs/benchmarks.md.

interface Ratio {
  hit: number;
  total: number;
}
const ratio = (): Ratio => ({ hit: 0, total: 0 });
const add = (r: Ratio, ok: boolean) => {
  r.total++;
  if (ok) r.hit++;
};
const pct = (r: Ratio) => (r.total === 0 ? 1 : r.hit / r.total);

const MINOR_THIRD = new Set([
  'minor',
  'dorian',
  'phrygian',
  'locrian',
  'aeolian',
  'harmonic minor',
  'melodic minor',
]);
const parseKey = (k: string) => {
  const [tonic, ...rest] = k.split(' ');
  return { tonic: tonic!, mode: rest.join(' ') || 'major' };
};
/** Declared tonic pitch class from a signature: major = 7·sf, minor = relative minor. */
const declaredTonic = (d: { fifths: number; minor: boolean }) => mod(7 * d.fifths + (d.minor ? 9 : 0), 12);
const parentScale = (fifths: number) => new Set([0, 2, 4, 5, 7, 9, 11].map((s) => mod(7 * fifths + s, 12)));

const figures = {
  valid: ratio(),
  tempoExact: ratio(),
  tempoBin: ratio(),
  keyDeclared: ratio(),
  keyAudibleEngine: ratio(),
  keyAudibleIndependent: ratio(),
  keyAudibleModalTonic: ratio(),
  keyAudibleFirstDraft: ratio(),
  meter: ratio(),
  bars: ratio(),
  chordBars: ratio(),
  chordBarsRoot: ratio(),
  edits: ratio(),
  noOps: ratio(),
  theory: ratio(),
};
let instrumentTp = 0;
let instrumentPredicted = 0;
let instrumentExpected = 0;
const scaleScores: number[] = [];
const failures: string[] = [];

function run(turns: readonly string[]): ComposerReply[] {
  const chat: ChatTurn[] = [];
  const replies: ComposerReply[] = [];
  for (const text of turns) {
    chat.push({ role: 'user', text });
    const r = respond(chat);
    replies.push(r);
    // Store the state as JSON, exactly as a chat database would.
    chat.push({
      role: 'assistant',
      text: r.text,
      state: r.state ? JSON.parse(JSON.stringify(r.state)) : null,
    });
  }
  return replies;
}

const trackOf = (m: Measured, role: string) => m.tracks.find((t) => t.role === role);
const describeTracks = (m: Measured) => m.tracks.map((t) => `${t.role ?? '?'}:${t.program}`).join(', ');
const sameNotes = (a: MeasuredTrack | undefined, b: MeasuredTrack | undefined) =>
  JSON.stringify(a?.notes) === JSON.stringify(b?.notes);

function chordBarScores(m: Measured, chords: readonly string[], ok: (exact: boolean, root: boolean) => void) {
  const ticksPerBar = (m.ppq * 4 * m.meter[0]) / m.meter[1];
  const source = trackOf(m, 'chords') ? [trackOf(m, 'chords')!] : m.tracks.filter((t) => !t.isDrums);
  const bass = trackOf(m, 'bass');
  for (let bar = 0; bar < Math.round(m.bars); bar++) {
    const spec = chords[bar % chords.length]!.split(' ');
    spec.forEach((symbol, i) => {
      const from = bar * ticksPerBar + (i * ticksPerBar) / spec.length;
      const to = from + ticksPerBar / spec.length;
      const w = new Array<number>(12).fill(0);
      for (const t of source)
        for (const n of t.notes)
          w[n.midi % 12]! += Math.max(0, Math.min(to, n.tick + n.dur) - Math.max(from, n.tick));
      const pcs = chordPcs(symbol);
      if (!pcs) return;
      const total = w.reduce((a, b) => a + b, 0);
      const root = pcs[0]!;
      // Voicings may drop the fifth of a four-note chord; every other tone must sound.
      const required = pcs.length >= 4 ? pcs.filter((p) => mod(p - root, 12) !== 7) : pcs;
      const inChord = pcs.reduce((s, p) => s + w[p]!, 0);
      const exact = total > 0 && required.every((p) => w[p]! > 0) && inChord / total >= 0.75;
      // Root check: the lowest bass note in the span (or the chord track's lowest) is the root.
      const low = (bass ?? source[0])?.notes
        .filter((n) => n.tick < to && n.tick + n.dur > from)
        .sort((a, b) => a.midi - b.midi)[0];
      ok(exact, !!low && low.midi % 12 === root);
    });
  }
}

function checkExpect(c: Case, m: Measured) {
  const e: Expect = c.expect;
  if (e.tempo !== undefined) add(figures.tempoExact, Math.abs(m.tempo - e.tempo) < 0.01);
  const binTarget = e.tempo ?? e.tempoLike;
  if (binTarget !== undefined) add(figures.tempoBin, tempoBin(m.tempo) === tempoBin(binTarget));
  if (e.key) {
    const k = parseKey(e.key);
    const fifths = signatureFifths(k.tonic, k.mode);
    const minor = MINOR_THIRD.has(k.mode);
    add(figures.keyDeclared, !!m.declared && m.declared.fifths === fifths && m.declared.minor === minor);
    const pc = pcOfName(k.tonic)!;
    if (k.mode === 'major' || k.mode === 'minor') {
      add(figures.keyAudibleEngine, !!m.ksEngine && m.ksEngine.pc === pc && m.ksEngine.minor === minor);
      add(
        figures.keyAudibleIndependent,
        !!m.ksIndependent && m.ksIndependent.pc === pc && m.ksIndependent.minor === minor,
      );
    } else {
      add(figures.keyAudibleModalTonic, !!m.ksIndependent && m.ksIndependent.pc === pc);
    }
  }
  if (e.meter) add(figures.meter, `${m.meter[0]}/${m.meter[1]}` === e.meter);
  if (e.bars !== undefined) add(figures.bars, m.bars === e.bars);
  // Instruments: tokens for named instruments (role:program) and for stated parts.
  const expected = new Set<string>();
  const predicted = new Set<string>();
  if (e.instruments) {
    const tokens = instrumentTokens(e.instruments, m);
    for (const x of tokens.expected) expected.add(x);
    for (const x of tokens.predicted) predicted.add(x);
    for (const x of tokens.missing) failures.push(`${c.id}: ${x} not played (${describeTracks(m)})`);
  }
  if (e.parts) {
    for (const p of e.parts) expected.add(`part:${p}`);
    for (const t of m.tracks) predicted.add(`part:${t.isDrums ? 'drums' : t.role}`);
  }
  if (e.drums !== undefined) {
    if (e.drums) expected.add('part:drums');
    if (m.tracks.some((t) => t.isDrums)) predicted.add('part:drums');
  }
  for (const x of predicted) if (expected.has(x)) instrumentTp++;
  instrumentPredicted += predicted.size;
  instrumentExpected += expected.size;
  if (e.chords)
    chordBarScores(m, e.chords, (exact, root) => {
      add(figures.chordBars, exact);
      add(figures.chordBarsRoot, root);
    });
  if (e.diatonic) {
    const scale = e.key
      ? scalePcs(parseKey(e.key).tonic, parseKey(e.key).mode)
      : parentScale(m.declared?.fifths ?? 0);
    const notes = m.tracks.filter((t) => !t.isDrums).flatMap((t) => t.notes);
    scaleScores.push(
      notes.length === 0 ? 1 : notes.filter((n) => scale.has(n.midi % 12)).length / notes.length,
    );
  }
}

function checkEdit(edit: EditExpect, a: Measured, b: Measured): boolean {
  const roles = (m: Measured) =>
    m.tracks
      .map((t) => t.role)
      .sort()
      .join(',');
  const othersSame = (part: string) =>
    a.tracks.filter((t) => t.role !== part).every((t) => sameNotes(t, trackOf(b, t.role!)));
  const count = (m: Measured, part: string) => trackOf(m, part)?.notes.length ?? 0;
  switch (edit.type) {
    case 'tempo-scale':
      return Math.abs(b.tempo - Math.max(20, Math.min(300, Math.round(a.tempo * edit.factor)))) < 0.01;
    case 'tempo':
      return Math.abs(b.tempo - edit.bpm) < 0.01;
    case 'transpose':
      return (
        !!a.declared &&
        !!b.declared &&
        a.declared.minor === b.declared.minor &&
        mod(declaredTonic(b.declared) - declaredTonic(a.declared), 12) === mod(edit.semitones, 12) &&
        roles(a) === roles(b)
      );
    case 'key': {
      const k = parseKey(edit.key);
      return (
        !!b.declared &&
        b.declared.fifths === signatureFifths(k.tonic, k.mode) &&
        b.declared.minor === MINOR_THIRD.has(k.mode)
      );
    }
    case 'meter':
      return `${b.meter[0]}/${b.meter[1]}` === edit.meter && Math.abs(b.tempo - a.tempo) < 0.01;
    case 'bars':
      return b.bars === edit.bars;
    case 'add-part':
      return (
        !trackOf(a, edit.part) &&
        !!trackOf(b, edit.part) &&
        a.tracks.every((t) => sameNotes(t, trackOf(b, t.role!)))
      );
    case 'remove-part':
      return (
        !!trackOf(a, edit.part) &&
        !trackOf(b, edit.part) &&
        b.tracks.every((t) => sameNotes(t, trackOf(a, t.role!)))
      );
    case 'instrument':
      return (
        trackOf(b, edit.part)?.program === edit.program &&
        a.tracks.every((t) => sameNotes(t, trackOf(b, t.role!)))
      );
    case 'busier':
      return count(b, edit.part) > count(a, edit.part) && othersSame(edit.part);
    case 'simpler':
      return count(b, edit.part) < count(a, edit.part) && othersSame(edit.part);
    case 'variation':
      return (
        roles(a) === roles(b) &&
        Math.abs(a.tempo - b.tempo) < 0.01 &&
        a.declared?.fifths === b.declared?.fifths &&
        a.tracks.some((t) => !sameNotes(t, trackOf(b, t.role!)))
      );
    case 'swing':
      return Math.abs(a.tempo - b.tempo) < 0.01 && a.tracks.some((t) => !sameNotes(t, trackOf(b, t.role!)));
  }
}

const started = performance.now();
let pieces = 0;
for (const c of SUITE) {
  const replies = run(c.turns);
  const measured = replies.map((r) => (r.midi ? measure(r.midi) : null));
  // An edit the piece already satisfies ("use an upright bass" when it has one) is answered with
  // no file: valid when the reply claims no change; the expectations and the edit check below then
  // run on the unchanged previous file, so a no-op whose request does not already hold still fails.
  const noOp = (i: number) =>
    i > 0 && !replies[i]!.midi && replies[i]!.intent === 'edit' && !!measured[i - 1]?.valid;
  measured.forEach((m, i) => {
    if (noOp(i)) {
      const ok = claimsNoChange(replies[i]!.text);
      add(figures.valid, ok);
      add(figures.noOps, ok);
      return;
    }
    pieces++;
    add(figures.valid, !!m && m.valid && m.decodersAgree);
  });
  const final = noOp(replies.length - 1) ? measured.at(-2) : measured.at(-1);
  if (!final?.valid) {
    failures.push(`${c.id}: no valid MIDI for "${c.turns.at(-1)}" → ${replies.at(-1)?.text.split('\n')[0]}`);
    continue;
  }
  const before = { ...figures, n: JSON.stringify(figures) };
  checkExpect(c, final);
  if (c.edit) {
    const first = measured[0];
    const ok = !!first?.valid && checkEdit(c.edit, first, final);
    add(figures.edits, ok);
    if (!ok) failures.push(`${c.id}: edit ${c.edit.type} not applied ("${c.turns[1]}")`);
  }
  if (JSON.stringify(figures) !== before.n) {
    const prev = JSON.parse(before.n) as typeof figures;
    for (const k of Object.keys(figures) as (keyof typeof figures)[]) {
      const misses = figures[k].total - figures[k].hit - (prev[k].total - prev[k].hit);
      if (misses > 0 && k !== 'edits' && k !== 'chordBarsRoot')
        failures.push(`${c.id}: ${k} missed ${misses}× ("${c.turns.at(-1)}")`);
    }
  }
}
// The same audible-key measurement on first drafts (the composer's key check switched off).
for (const c of SUITE) {
  const k = c.expect.key ? parseKey(c.expect.key) : null;
  if (!k || (k.mode !== 'major' && k.mode !== 'minor') || c.kind === 'edit') continue;
  const chat: ChatTurn[] = [{ role: 'user', text: c.turns[0]! }];
  const r = respond(chat, { keyCheck: false });
  const m = r.midi ? measure(r.midi) : null;
  add(
    figures.keyAudibleFirstDraft,
    !!m?.ksIndependent &&
      m.ksIndependent.pc === pcOfName(k.tonic) &&
      m.ksIndependent.minor === (k.mode === 'minor'),
  );
}
const theory = theoryCases();
for (const q of theory) {
  const reply = respond([{ role: 'user', text: q.question }]).text;
  const ok = q.check(reply);
  add(figures.theory, ok);
  if (!ok) failures.push(`theory ${q.id}: expected ${q.expected}; got "${reply.split('\n')[0]}"`);
}
const seconds = (performance.now() - started) / 1000;

const precision = instrumentPredicted === 0 ? 1 : instrumentTp / instrumentPredicted;
const recall = instrumentExpected === 0 ? 1 : instrumentTp / instrumentExpected;
const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
const scaleMean = scaleScores.reduce((a, b) => a + b, 0) / Math.max(1, scaleScores.length);

interface Row {
  readonly name: string;
  readonly value: number;
  readonly n: number | string;
  readonly target: number | null;
  readonly text2midi?: string;
  readonly musecoco?: string;
  readonly format?: 'pct' | 'num';
}
const rows: Row[] = [
  {
    name: 'Valid MIDI file (both decoders agree; a no-op edit: no claim)',
    value: pct(figures.valid),
    n: figures.valid.total,
    target: 1,
  },
  { name: 'Stated tempo exact', value: pct(figures.tempoExact), n: figures.tempoExact.total, target: 1 },
  {
    name: 'Tempo bin (MidiCaps edges 40/60/70/90/110/140/160/210)',
    value: pct(figures.tempoBin),
    n: figures.tempoBin.total,
    target: 1,
    text2midi: '39.7 %',
    musecoco: '21.7 %',
  },
  {
    name: 'Key declared (key-signature event)',
    value: pct(figures.keyDeclared),
    n: figures.keyDeclared.total,
    target: 0.95,
  },
  {
    name: 'Key audible, major/minor (K–S Aarden–Essen, engine)',
    value: pct(figures.keyAudibleEngine),
    n: figures.keyAudibleEngine.total,
    target: 0.95,
  },
  {
    name: 'Key audible, major/minor (K–S Aarden–Essen, independent)',
    value: pct(figures.keyAudibleIndependent),
    n: figures.keyAudibleIndependent.total,
    target: 0.95,
    text2midi: '33.6 % (key match)',
    musecoco: '13.7 %',
  },
  {
    name: 'Key audible, first draft without the key check (informational)',
    value: pct(figures.keyAudibleFirstDraft),
    n: figures.keyAudibleFirstDraft.total,
    target: null,
  },
  {
    name: 'Modal requests: audible tonic (K–S is major/minor only; informational)',
    value: pct(figures.keyAudibleModalTonic),
    n: figures.keyAudibleModalTonic.total,
    target: null,
  },
  { name: 'Meter exact', value: pct(figures.meter), n: figures.meter.total, target: 1 },
  { name: 'Bar count exact', value: pct(figures.bars), n: figures.bars.total, target: 1 },
  {
    name: 'Requested instruments F1',
    value: f1,
    n: `${instrumentExpected} expected`,
    target: 0.98,
    format: 'num',
  },
  {
    name: 'Stated chords matched per bar (template)',
    value: pct(figures.chordBars),
    n: `${figures.chordBars.total} bars`,
    target: 0.95,
  },
  {
    name: 'Stated chords: bass on the root (informational)',
    value: pct(figures.chordBarsRoot),
    n: `${figures.chordBarsRoot.total} bars`,
    target: null,
  },
  {
    name: 'Scale consistency, diatonic requests (mean)',
    value: scaleMean,
    n: scaleScores.length,
    target: 0.95,
    format: 'num',
  },
  { name: 'Edits applied correctly', value: pct(figures.edits), n: figures.edits.total, target: 0.95 },
  {
    name: 'Edits already true: "Nothing changed", no claim (informational)',
    value: pct(figures.noOps),
    n: figures.noOps.total,
    target: null,
  },
  {
    name: 'Theory answers (independent check)',
    value: pct(figures.theory),
    n: figures.theory.total,
    target: 1,
  },
];

const show = (r: Row) => (r.format === 'num' ? r.value.toFixed(3) : `${(r.value * 100).toFixed(1)} %`);
const showTarget = (r: Row) =>
  r.target === null
    ? '—'
    : r.format === 'num'
      ? `≥ ${r.target.toFixed(2)}`
      : r.target === 1
        ? '100 %'
        : `≥ ${r.target * 100} %`;
const passed = (r: Row) => r.target === null || r.value + 1e-9 >= r.target;
const markdown = process.argv.includes('--markdown');

console.log(
  `Composer evaluation: ${SUITE.length} prompts (${SUITE.filter((c) => c.kind === 'edit').length} two-turn edits, ${SUITE.filter((c) => c.kind === 'mood').length} free-form moods), ${pieces} MIDI files, ${theory.length} theory questions, ${seconds.toFixed(1)} s\n`,
);
if (markdown) {
  console.log('| Measure | Riffmate | n | Target | text2midi | MuseCoco |\n|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${show(r)} ${passed(r) ? '' : '✗'} | ${r.n} | ${showTarget(r)} | ${r.text2midi ?? ''} | ${r.musecoco ?? ''} |`,
    );
} else {
  const w = Math.max(...rows.map((r) => r.name.length));
  console.log(`${'Measure'.padEnd(w)}  ${'Value'.padStart(8)}  ${'Target'.padStart(7)}  n`);
  for (const r of rows)
    console.log(
      `${r.name.padEnd(w)}  ${show(r).padStart(8)}  ${showTarget(r).padStart(7)}  ${r.n}  ${passed(r) ? 'ok' : 'MISSED'}`,
    );
}
if (failures.length > 0) {
  console.log(`\n${failures.length} individual misses:`);
  for (const f of failures.slice(0, 60)) console.log(`  - ${f}`);
}
const missed = rows.filter((r) => !passed(r));
if (missed.length > 0) {
  console.error(`\nMissed targets: ${missed.map((r) => r.name).join('; ')}`);
  process.exit(1);
}
console.log('\nEvery target met.');
