import { existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { initialJavaScript } from './bundle-size.ts';
import { runLoad, table } from './load/index.ts';
import { PINNED } from './load/processes.ts';
import { playbackTable, runPlayback } from './playback.ts';
import { understandingTable } from './understanding.ts';

// Prints the benchmark figures as Markdown tables to paste into docs/benchmarks.md.
// `npm run bench -- [--quick] [--no-fail] [--soak-minutes N] [--stores sqlite,postgres] [--profile DIR] [--only bare,chats,me,streams,soak] [--skip-load] [--skip-playback]`
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
    'soak-minutes': { type: 'string' },
    stores: { type: 'string' },
    profile: { type: 'string' },
    'skip-load': { type: 'boolean', default: false },
    'skip-playback': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const distDir = resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const figures = initialJavaScript(distDir);
const total = figures.reduce((sum, figure) => sum + figure.gzipBytes, 0);

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}` +
    (PINNED ? '; server pinned to the last CPU, load generator to the others (BENCH_PIN=1)' : ''),
);
console.log('\n| initial JavaScript for / | raw | gzip |\n|---|---|---|');
for (const figure of figures)
  console.log(`| ${figure.file} | ${kib(figure.rawBytes)} | ${kib(figure.gzipBytes)} |`);
console.log(`| **total** | | **${kib(total)}** |`);
console.log(`\n${understandingTable()}`);

// Playback in Chromium (docs/decisions/0100-soundfont-playback.md): latency to the first note, WAV
// render time, memory while playing.
if (!args['skip-playback']) {
  console.log(
    `\nplayback: ${new Date().toISOString()}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  const playback = await runPlayback();
  console.log(playbackTable(playback.rows));
  console.log(`\n${playback.notes.join(' ')}`);
}

// Load (docs/decisions/0082): the built server and a bare Fastify app in child processes.
if (!args['skip-load']) {
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const stores = (args.stores ?? (postgresUrl ? 'sqlite,postgres' : 'sqlite'))
    .split(',')
    .map((store) => store.trim()) as ('sqlite' | 'postgres')[];
  const soakMinutes = Number(args['soak-minutes'] ?? (args.quick ? 0.5 : 5));
  if (stores.some((store) => store !== 'sqlite' && store !== 'postgres') || !(soakMinutes >= 0)) {
    console.error('--stores takes sqlite and/or postgres; --soak-minutes a number ≥ 0.');
    process.exit(2);
  }
  console.log(
    `\nload: ${new Date().toISOString()}, ${args.quick ? 'quick (indicative only)' : 'full'}, soak ${soakMinutes} min, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  const report = await runLoad({
    quick: args.quick,
    soakMinutes,
    stores,
    postgresUrl,
    profileDir: args.profile,
    ...(args.only ? { only: new Set(args.only.split(',').map((name) => name.trim())) } : {}),
  });
  console.log(table(report.rows));
  for (const note of report.notes) console.log(`\n${note}`);
  if (report.misses.length > 0) {
    console.log(`\nMissed targets:\n${report.misses.map((miss) => `- ${miss}`).join('\n')}`);
    if (!args['no-fail']) process.exitCode = 1;
  } else {
    console.log('\nEvery load target met.');
  }
}
