import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Deliberately without the router plugin: tests import routes eagerly and must never rewrite
// the committed src/routeTree.gen.ts.
export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Lazily loaded menus and dialogs are transformed on first use, inside the test; on a 2-core CI
    // machine shared with the music suites that alone took over the 5 s default once.
    testTimeout: 20_000,
  },
});
