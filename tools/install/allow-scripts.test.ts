import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// npm 11.16+ lists dependencies whose install scripts no `allowScripts` entry covers, and npm 12
// skips those scripts: better-sqlite3 would then have no native build and `npm start` would fail.
// See docs/decisions/0125-allow-install-scripts.md.
const root = join(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

it('every dependency with an install script in the lockfile is reviewed in allowScripts', () => {
  const lock = read('package-lock.json') as {
    packages: Record<string, { hasInstallScript?: boolean }>;
  };
  const allow = (read('package.json') as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  expect(withScripts.length).toBeGreaterThan(0);
  expect(withScripts.filter((name) => !(name in allow))).toEqual([]);
});
