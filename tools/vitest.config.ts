import { defineProject } from 'vitest/config';

// Tests of the repository's own tooling (lint rules).
export default defineProject({
  test: { name: 'tools', include: ['**/*.test.ts'], testTimeout: 60_000 },
});
