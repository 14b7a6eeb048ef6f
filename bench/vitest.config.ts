import { defineProject } from 'vitest/config';

export default defineProject({
  // The scorers' own check functions (the evaluations themselves run with `npm run eval`).
  test: { name: 'bench', include: ['**/*.test.ts'], exclude: ['**/node_modules/**'] },
});
