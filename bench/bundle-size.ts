import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleFigure = { file: string; rawBytes: number; gzipBytes: number };

/**
 * The JavaScript a first visit downloads: the entry module, every chunk the built index.html
 * preloads, and the app the entry imports right after the first (prerendered) paint — the chunks
 * Vite lists for the entry's dynamic imports (its `__vite__mapDeps`). Route chunks loaded later are
 * not counted. e2e/budgets.spec.ts measures the same in a browser (docs/decisions/0041).
 */
export function initialJavaScript(distDir: string): BundleFigure[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const paths = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) paths.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    paths.add(match[1]!);
  for (const entry of [...paths]) {
    const code = readFileSync(join(distDir, entry), 'utf8');
    const deps = code.match(/__vite__mapDeps=[^[]*\[([^\]]*)\]/)?.[1] ?? '';
    for (const dep of deps.matchAll(/"([^"]+\.js)"/g)) paths.add(`/${dep[1]!}`);
  }
  return [...paths].map((path) => {
    const bytes = readFileSync(join(distDir, path));
    return { file: path, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
}
