import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig({
  root,
  plugins: [
    // The router plugin must run before the React plugin so it can split route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${src}/routes`,
      generatedRouteTree: `${src}/routeTree.gen.ts`,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
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
    rolldownOptions: {
      output: {
        // Route chunks are named after their files; `(public)` would put parentheses into URLs.
        sanitizeFileName: (name) => name.replace(/[^\w./-]/g, ''),
      },
    },
  },
});
