import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { initialJavaScript } from './bundle-size.ts';

// Prints the benchmark figures as a Markdown table to paste into docs/benchmarks.md.
const distDir = resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const figures = initialJavaScript(distDir);
const total = figures.reduce((sum, figure) => sum + figure.gzipBytes, 0);

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`,
);
console.log('\n| initial JavaScript for / | raw | gzip |\n|---|---|---|');
for (const figure of figures)
  console.log(`| ${figure.file} | ${kib(figure.rawBytes)} | ${kib(figure.gzipBytes)} |`);
console.log(`| **total** | | **${kib(total)}** |`);
