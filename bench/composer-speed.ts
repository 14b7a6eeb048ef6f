import { cpus } from 'node:os';
import { respond } from '@riffmate/buddy';
import {
  analyseMidiBytes,
  compose,
  encodeSmf,
  pieceToSmf,
  type Smf,
  type SmfTrack,
  STYLE_IDS,
} from '@riffmate/music';
import { timeIt } from './timing.ts';

// Engine speed: prompt → MIDI bytes (the composer's whole path: parse, spec, compose with the key
// check, encode) and analysis of a ~1 MB MIDI file. Warm-up first, then ≥ 200 timed iterations.

function time(
  label: string,
  iterations: number,
  fn: () => unknown,
): { label: string; median: number; p95: number } {
  return { label, ...timeIt(fn, iterations) };
}

const prompt16 = 'a 16-bar funk groove in E minor with chords, bass, melody and drums at 104 bpm';
const prompt64 = '64 bars of pop in C major with piano chords, bass, a flute melody and drums at 120 bpm';
const check16 = respond([{ role: 'user', text: prompt16 }]);
const check64 = respond([{ role: 'user', text: prompt64 }]);
if (check16.piece?.meta.bars !== 16 || check16.piece.parts.length !== 4)
  throw new Error('16-bar prompt did not give 16 bars × 4 parts');
if (check64.piece?.meta.bars !== 64 || check64.piece.parts.length !== 4)
  throw new Error('64-bar prompt did not give 64 bars × 4 parts');

// A ~1 MB file: long, busy pieces in several styles merged into one type-1 file.
const tracks: SmfTrack[] = [];
let conductor: SmfTrack | null = null;
for (const style of STYLE_IDS) {
  const r = compose({
    key: { tonic: 'D', mode: 'minor' },
    bars: 512,
    style,
    meter: { numerator: 4, denominator: 4 },
    parts: ['chords', 'bass', 'melody', 'drums'],
    density: { chords: 2, bass: 2, melody: 1, drums: 2 },
    seed: tracks.length + 1,
  });
  if (!r.ok) throw new Error(r.error);
  const smf = pieceToSmf(r.piece);
  conductor ??= smf.tracks[0]!;
  tracks.push(...smf.tracks.slice(1));
  const size = encodeSmf({ format: 1, ppq: smf.ppq, tracks: [conductor, ...tracks] }).length;
  if (size >= 1_000_000) break;
}
const big: Smf = { format: 1, ppq: 480, tracks: [conductor!, ...tracks] };
const bigBytes = encodeSmf(big);
const analysed = analyseMidiBytes(bigBytes);
if (!analysed.ok) throw new Error(analysed.error);

const results = [
  time('16 bars × 4 parts: prompt → MIDI bytes', 300, () => respond([{ role: 'user', text: prompt16 }]).midi),
  time('64 bars × 4 parts: prompt → MIDI bytes', 200, () => respond([{ role: 'user', text: prompt64 }]).midi),
  time(
    `analyse a ${(bigBytes.length / 1e6).toFixed(2)} MB MIDI file (${analysed.analysis.noteCount} notes, ${big.tracks.length} tracks)`,
    200,
    () => analyseMidiBytes(bigBytes),
  ),
];
const targets = [20, 100, 200];

console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
console.log('\n| Benchmark | median | p95 | target (median) |\n|---|---|---|---|');
let missed = false;
results.forEach((r, i) => {
  const ok = r.median <= targets[i]!;
  if (!ok) missed = true;
  console.log(
    `| ${r.label} | ${r.median.toFixed(2)} ms | ${r.p95.toFixed(2)} ms | ≤ ${targets[i]} ms ${ok ? '' : '✗'} |`,
  );
});
if (missed) process.exitCode = 1;
