import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

// Resolve from this file, not the working directory, so `vite build` behaves the same when run
// from the repository root (`npm run build -w @riffmate/web`) or from apps/web.
const root = fileURLToPath(new URL('.', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

const API_ORIGIN = 'http://localhost:3000';

/**
 * `/auth/*` is shared by the SPA's auth pages and the JSON API (AUTH_PAGE_PATHS in the contract).
 * A browser navigation (GET asking for HTML) gets the SPA; everything else — axios asks for JSON —
 * goes to the server, as the production server decides.
 */
const authProxy: ProxyOptions = {
  target: API_ORIGIN,
  bypass(req) {
    if (req.method === 'GET' && req.headers.accept?.includes('text/html')) return '/index.html';
    return undefined;
  },
};

/** The npm packages the start-up bundle needs on every page (see build.rolldownOptions below). */
const STARTUP_LIBRARIES =
  /node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|@tanstack|axios|zustand|clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(?:slot|compose-refs))[\\/]/;

/** Text files worth compressing; smaller files gain nothing over the headers they would add. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
const COMPRESS_MIN_BYTES = 512;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) next to every text file of the build,
 * public/ files included; the server sends them to browsers that accept them (@fastify/static
 * `preCompressed`). Built once here rather than on every response (docs/decisions/0041).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'riffmate:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        const raw = await readFile(file);
        if (raw.length < COMPRESS_MIN_BYTES) continue;
        const br = brotliCompressSync(raw, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) await writeFile(`${file}.br`, br);
        if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    // The router plugin must run before the React plugin so it can split route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders go with their page (one chunk, loaded when the route is), not into the start-up
      // bundle: the chat and share loaders would otherwise drag their features into it (0041).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: `${src}/routes`,
      generatedRouteTree: `${src}/routeTree.gen.ts`,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    precompress(),
  ],
  resolve: { alias: { '@': src } },
  server: {
    // Fixed, because the browser's origin is this one: the API refuses unsafe requests whose Origin
    // is not APP_ORIGIN, so run the server with APP_ORIGIN=http://localhost:5173 during `npm run dev`.
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': API_ORIGIN,
      '/auth': authProxy,
      '/healthz': API_ORIGIN,
      '/readyz': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Content-hashed file names under /assets/ let the server cache them immutably.
    assetsDir: 'assets',
    // Every browser the app supports has <link rel="modulepreload">; no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page starts with, in one chunk: one request instead of a dozen, and
        // one gzip stream (smaller than the sum of small ones). Libraries only lazy chunks use
        // (zod, Radix menus and dialogs, the AI SDK, Tone.js) stay out (docs/decisions/0041).
        advancedChunks: { groups: [{ name: 'vendor', test: STARTUP_LIBRARIES }] },
        // Route chunks are named after their files; `(public)` would put parentheses into URLs.
        sanitizeFileName: (name) => name.replace(/[^\w./-]/g, ''),
      },
    },
  },
});
