import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ProxyOptions } from 'vite';

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
  /node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|@tanstack|axios|zustand|clsx|class-variance-authority|@radix-ui[\\/]react-(?:slot|compose-refs))[\\/]/;

/** Text files worth compressing; smaller files gain nothing over the headers they would add. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
const COMPRESS_MIN_BYTES = 512;

/** The module that renders the prerendered pages (src/prerender.tsx), and where its Node build goes. */
const PRERENDER_ENTRY = join(src, 'prerender.tsx');
// Under node_modules so the bundle's imports of React & co. resolve; removed once used.
const PRERENDER_OUT = join(root, 'node_modules', '.riffmate-prerender');
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * A static first paint (docs/decisions/0041): renders `/`, `/plans` and the `/chat` shell with
 * React on Node (src/prerender.tsx, bundled for Node here) and writes them into the built
 * index.html, each in a `<div data-shell="…">` that styles.css shows only on its own page (the
 * page is named by public/theme-init.js before the body is parsed). The server sends the same
 * index.html for every page, so one file carries the three.
 */
async function prerenderInto(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    resolve: { alias: { '@': src } },
    plugins: [react()],
    build: {
      ssr: PRERENDER_ENTRY,
      outDir: PRERENDER_OUT,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
    },
  });
  try {
    // A fresh URL each build, so a second build in the same process (watch mode) is not served
    // the first one from Node's module cache.
    const url = `${pathToFileURL(join(PRERENDER_OUT, 'prerender.js')).href}?build=${Date.now()}`;
    const module = (await import(url)) as {
      prerenderPages: () => Promise<Record<string, { markup: string; hydrate: boolean }>>;
    };
    const pages = await module.prerenderPages();
    const indexFile = join(outDir, 'index.html');
    const html = await readFile(indexFile, 'utf8');
    if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
    const shells = Object.entries(pages).map(([page, { markup, hydrate }]) => {
      if (/<script\b/i.test(markup)) throw new Error(`the prerendered ${page} page contains a script`);
      return `<div data-shell="${page}"${hydrate ? ' data-hydrate' : ''}>${markup}</div>`;
    });
    await writeFile(indexFile, html.replace(ROOT_ELEMENT, `<div id="root">${shells.join('')}</div>`));
  } finally {
    await rm(PRERENDER_OUT, { recursive: true, force: true });
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) next to every text file of the build,
 * public/ files included; the server sends them to browsers that accept them (@fastify/static
 * `preCompressed`). Built once here rather than on every response (docs/decisions/0041).
 */
async function precompressDir(outDir: string): Promise<void> {
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
}

/** After the browser build: the prerendered pages go into index.html, then every text file is compressed. */
function finishBuild(): Plugin {
  let outDir = '';
  return {
    name: 'riffmate:finish-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerenderInto(outDir);
      await precompressDir(outDir);
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
    finishBuild(),
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
        codeSplitting: { groups: [{ name: 'vendor', test: STARTUP_LIBRARIES }] },
        // The SoundFont ships in its npm package as `.sf3.wasm`; it is a SoundFont, not WebAssembly
        // (docs/decisions/0100-soundfont-playback.md).
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.sf3.wasm'))
            ? 'assets/soundfont-[hash].sf3'
            : 'assets/[name]-[hash][extname]',
        // Route chunks are named after their files; `(public)` would put parentheses into URLs.
        sanitizeFileName: (name) => name.replace(/[^\w./-]/g, ''),
      },
    },
  },
});
