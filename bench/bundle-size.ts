import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleFigure = { file: string; rawBytes: number; gzipBytes: number };

/**
 * The JavaScript a first visit downloads before the app can render: the entry module and every chunk
 * the built index.html preloads. Lazy route chunks load later and are not counted.
 */
export function initialJavaScript(distDir: string): BundleFigure[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const paths = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) paths.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    paths.add(match[1]!);
  return [...paths].map((path) => {
    const bytes = readFileSync(join(distDir, path));
    return { file: path, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
}
