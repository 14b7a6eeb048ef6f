// Bundles the server for `node apps/server/dist/server.js`. Workspace packages (@riffmate/*) are
// TypeScript sources, so they are bundled; every npm dependency stays external and loads from
// node_modules (native better-sqlite3, pino's worker files …). See docs/decisions/0005.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;

/** @type {import('esbuild').Plugin} */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    // Bare specifiers (not ./, ../ or absolute) that are not ours.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@riffmate/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(`${here}dist`, { recursive: true, force: true });
const result = await build({
  absWorkingDir: here,
  entryPoints: ['src/server.ts', 'src/migrate.ts', 'src/admin.ts'],
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
  metafile: true,
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
for (const [file, { bytes }] of outputs) console.log(`${file}  ${(bytes / 1024).toFixed(1)} KiB`);
