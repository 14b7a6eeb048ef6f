import { readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { decodeMidi } from '@riffmate/music';

// Draws a MIDI file as a piano-roll PNG for looking at what the engine wrote:
// `npx tsx musicality/piano-roll.ts in.mid out.png`. One colour per track (drums grey, at the
// bottom, one row per kit piece), brighter for louder notes, bar lines every bar, C rows marked.
// PNG written by hand (zlib + CRC32), so no image library is needed.

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error('usage: piano-roll.ts in.mid out.png');
const decoded = decodeMidi(readFileSync(input));
if (!decoded.ok) throw new Error(decoded.error);
const midi = decoded.midi;
const ts = midi.timeSignatures[0] ?? { numerator: 4, denominator: 4 };
const ticksPerBar = (midi.ppq * 4 * ts.numerator) / ts.denominator;
const bars = Math.max(1, Math.ceil(midi.durationTicks / ticksPerBar));
const pxPerBar = 96;
const W = bars * pxPerBar;
const ROW = 4;
const LOW = 28;
const HIGH = 100;
const DRUM_ROWS = 24;
const H = (HIGH - LOW + 1) * ROW + DRUM_ROWS * 3 + 8;
const img = new Uint8Array(W * H * 3).fill(18);
const put = (x: number, y: number, c: readonly number[]) => {
  if (x < 0 || y < 0 || x >= W || y >= H) return;
  img.set(c, (y * W + x) * 3);
};
const PALETTE = [
  [86, 180, 233],
  [230, 159, 0],
  [0, 158, 115],
  [240, 228, 66],
  [204, 121, 167],
  [213, 94, 0],
  [0, 114, 178],
  [180, 180, 255],
];
for (let p = LOW; p <= HIGH; p++) {
  if (p % 12 !== 0) continue;
  const y = (HIGH - p) * ROW + ROW - 1;
  for (let x = 0; x < W; x++) put(x, y, [45, 45, 45]);
}
for (let b = 0; b <= bars; b++) for (let y = 0; y < H; y++) put(b * pxPerBar, y, [60, 60, 60]);
const drumKeys = [
  ...new Set(midi.tracks.flatMap((t) => t.notes.filter((n) => n.channel === 9).map((n) => n.midi))),
].sort((a, b) => a - b);
let colour = 0;
for (const t of midi.tracks) {
  if (t.notes.length === 0) continue;
  const c = PALETTE[colour++ % PALETTE.length]!;
  for (const n of t.notes) {
    const x0 = Math.round((n.tick / ticksPerBar) * pxPerBar);
    const drum = n.channel === 9;
    const x1 = drum
      ? x0 + 2
      : Math.max(x0 + 1, Math.round(((n.tick + n.durationTicks) / ticksPerBar) * pxPerBar) - 1);
    const k = 0.45 + (0.55 * n.velocity) / 127;
    const col = (drum ? [200, 200, 200] : c).map((v) => Math.round(v * k));
    const yTop = drum
      ? (HIGH - LOW + 1) * ROW + 8 + (DRUM_ROWS - 1 - Math.min(DRUM_ROWS - 1, drumKeys.indexOf(n.midi))) * 3
      : (HIGH - Math.max(LOW, Math.min(HIGH, n.midi))) * ROW;
    const rows = drum ? 2 : ROW - 1;
    for (let x = x0; x <= x1; x++) for (let y = yTop; y < yTop + rows; y++) put(x, y, col);
  }
}
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Uint8Array) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};
const header = Buffer.alloc(13);
header.writeUInt32BE(W, 0);
header.writeUInt32BE(H, 4);
header[8] = 8;
header[9] = 2;
const raw = Buffer.alloc((W * 3 + 1) * H);
for (let y = 0; y < H; y++)
  Buffer.from(img.subarray(y * W * 3, (y + 1) * W * 3)).copy(raw, y * (W * 3 + 1) + 1);
writeFileSync(
  output,
  Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]),
);
console.log(`${output}: ${W}×${H}, ${bars} bars`);
